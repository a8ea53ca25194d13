/** Reading an answer's body for http.ts. */

/**
 * The body as text, decoded chunk by chunk while it arrives: a large answer (a contest of
 * 10,000 problems, 4 MB) is text soon after its last byte, where reading it whole first (an
 * ArrayBuffer, handed over once complete, then decoded in one go) took 15-20 ms more. A body
 * that breaks off is read as empty (the answer is then malformed), as when it was read whole;
 * a timeout still aborts the read.
 */
export async function bodyText(body: ReadableStream<Uint8Array> | null | undefined): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return '';
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * The live site's captured answers (see test/support/reference-files.mjs), or null when the
 * reference folder is not next to the project; tests that need one skip themselves then.
 */
export async function referenceAnswer(file: string): Promise<unknown> {
  const response = await fetch(`/__reference/${file}`);
  return response.ok ? ((await response.json()) as unknown) : null;
}

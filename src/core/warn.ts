/**
 * A console warning given once per distinct text: elements re-render often, and a bad
 * attribute should be reported, not repeated on every render.
 */
const warned = new Set<string>();

export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** The first element matching `selector` in `el`'s shadow root, or null. */
export const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T & Element>(selector) as T | null;

/** Every element matching `selector` in `el`'s shadow root, in document order. */
export const qa = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T & Element>(selector)] as T[];

/**
 * A short name for a node in a failure message: tag, id, part and the start of its text.
 * Failure messages must not hold nodes themselves: chai then serialises React's internals
 * hanging off them and the reporter hangs (docs/architecture.md, Tests).
 */
export function nodeLabel(node: Node | null | undefined): string {
  if (node === null || node === undefined) return String(node);
  if (!(node instanceof Element)) return node.nodeName;
  const id = node.id ? `#${node.id}` : '';
  const part = node.getAttribute('part') ? `[part="${node.getAttribute('part')}"]` : '';
  const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${node.tagName.toLowerCase()}${id}${part}>${text ? ` "${text}"` : ''}`;
}

/** Fails unless `actual` is the node `expected`, naming both (not serialising them). */
export function expectSameNode(actual: Node | null | undefined, expected: Node | null | undefined, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${nodeLabel(expected)}, got ${nodeLabel(actual)}`);
}

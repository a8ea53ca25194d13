/**
 * Whether keyboard focus is on something inside `node` (in its shadow root). Only the todo
 * widget asks this, so it is not in core/focus.ts, which is in the core chunk every element loads.
 */
export function focusIsInside(node: HTMLElement | null): boolean {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot && !!root.activeElement && !!node?.contains(root.activeElement);
}

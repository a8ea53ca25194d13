/**
 * Page-scoped state outside the jotai store (timers, sockets, in-flight markers, what the HTML
 * said) registers here how to forget itself. A page load forgets all of it; the tests load many
 * "pages" in one document and call resetPage() between them, so no module exports a reset of
 * its own. On globalThis under a registered symbol, like the store (core/store.ts): one registry
 * per page, however many chunks register with it. No imports: every layer may register.
 */
const RESETS_KEY = Symbol.for('cc-elements.page-resets');
const holder = globalThis as typeof globalThis & { [RESETS_KEY]?: Set<() => void> };
const resets: Set<() => void> = (holder[RESETS_KEY] ??= new Set());

/** Registers how a module forgets its page-scoped state; resetPage runs these in registration order. */
export function onPageReset(reset: () => void): void {
  resets.add(reset);
}

/** Every registered module back to a fresh page's state (tests: between their "page loads"). */
export function resetPage(): void {
  for (const reset of resets) reset();
}

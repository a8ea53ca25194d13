/**
 * Page-scoped state outside the jotai store (timers, sockets, in-flight markers, what the HTML
 * said) registers here how to forget itself. A page load forgets all of it; the tests load many
 * "pages" in one document and call resetPage() between them, so no module exports a reset of
 * its own. On globalThis under a registered symbol, like the store (core/store.ts): one registry
 * per page, however many chunks register with it. No imports: every layer may register.
 */
const RESETS_KEY = Symbol.for('cc-elements.page-resets');
const GENERATION_KEY = Symbol.for('cc-elements.page-generation');
const holder = globalThis as typeof globalThis & { [RESETS_KEY]?: Set<() => void>; [GENERATION_KEY]?: number };
const resets: Set<() => void> = (holder[RESETS_KEY] ??= new Set());

/** Registers how a module forgets its page-scoped state; resetPage runs these in registration order. */
export function onPageReset(reset: () => void): void {
  resets.add(reset);
}

/** Every registered module back to a fresh page's state (tests: between their "page loads"). */
export function resetPage(): void {
  holder[GENERATION_KEY] = pageGeneration() + 1;
  for (const reset of resets) reset();
}

/**
 * Which "page" this is: resetPage() starts a new one. Work that awaits (a server lookup) and
 * then acts on the page (a reload) checks it is still on the page that started it: a real page
 * that is gone runs nothing more, and a reset one must not either.
 */
export function pageGeneration(): number {
  return holder[GENERATION_KEY] ?? 0;
}

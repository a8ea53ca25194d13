import { createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;

/**
 * The one jotai store of the page. It lives on globalThis under a registered symbol so that
 * every chunk (and a lazily imported entry) finds the same store; atoms are shared because the
 * build puts each atom module in one shared chunk.
 */
const STORE_KEY = Symbol.for('cc-elements.store');

const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };

export const store: Store = (holder[STORE_KEY] ??= createStore());

/**
 * A family of loaded values kept for the page's lifetime, one per key (a contest, a contest's
 * problem): going back to a page shows it at once. A reload keeps the shown value until the new
 * answer arrives, so only the first load shows a loader; a failed reload keeps the previous
 * value beside the error. Loads for one key never overlap: a second request joins the first.
 */
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';

export type Kept<T> =
  | { state: 'loading' }
  | { state: 'hasData'; data: T; refreshing: boolean }
  | { state: 'hasError'; error: unknown; previous?: T };

export interface KeptFamily<K, T> {
  stateAtom(key: K): PrimitiveAtom<Kept<T>>;
  /** Write-only: load (or reload, `fresh` bypassing any cache); resolves once settled. */
  loadAtom: WritableAtom<null, [K & { fresh?: boolean }], Promise<void>>;
  /** Test hook: forget every value. */
  reset(): void;
}

export function keptFamily<K, T>(idOf: (key: K) => string, load: (key: K, fresh: boolean) => Promise<T>): KeptFamily<K, T> {
  const byId = new Map<string, PrimitiveAtom<Kept<T>>>();
  const inFlight = new Map<string, Promise<void>>();

  const stateAtom = (key: K): PrimitiveAtom<Kept<T>> => {
    const id = idOf(key);
    let entry = byId.get(id);
    if (!entry) {
      entry = atom<Kept<T>>({ state: 'loading' });
      byId.set(id, entry);
    }
    return entry;
  };

  const loadAtom = atom(null, (get, set, { fresh = false, ...key }: K & { fresh?: boolean }): Promise<void> => {
    const id = idOf(key as K);
    const running = inFlight.get(id);
    if (running) return running;
    const target = stateAtom(key as K);
    const current = get(target);
    if (current.state === 'hasData') set(target, { ...current, refreshing: true });
    const loading = load(key as K, fresh)
      .then((data) => set(target, { state: 'hasData', data, refreshing: false }))
      .catch((error: unknown) => {
        const before = get(target);
        const previous = before.state === 'hasData' ? before.data : before.state === 'hasError' ? before.previous : undefined;
        set(target, { state: 'hasError', error, previous });
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, loading);
    return loading;
  });

  return {
    stateAtom,
    loadAtom,
    reset() {
      byId.clear();
      inFlight.clear();
    },
  };
}

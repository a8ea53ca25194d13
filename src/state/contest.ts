/**
 * Contest data, one entry per contest code, shared by every element showing that contest. A
 * refresh (auto refresh, the reload after the start, an unlock) keeps the shown contest until
 * the new answer arrives, so the page never flashes back to a loader; only the first load
 * shows one. Loads for one code never overlap: a second request joins the first.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import { fetchContest, type Contest } from '../api/contests';

export type ContestState =
  | { state: 'loading' }
  | { state: 'hasData'; data: Contest; refreshing: boolean }
  | { state: 'hasError'; error: unknown; previous?: Contest };

const byCode = new Map<string, PrimitiveAtom<ContestState>>();
const inFlight = new Map<string, Promise<void>>();

export function contestStateAtom(code: string): PrimitiveAtom<ContestState> {
  let entry = byCode.get(code);
  if (!entry) {
    entry = atom<ContestState>({ state: 'loading' });
    byCode.set(code, entry);
  }
  return entry;
}

export interface LoadContestRequest {
  code: string;
  /** Bypass the cache (SPEC §4: the reload after the start). */
  fresh?: boolean;
}

/** Write-only: load (or refresh) a contest; resolves when the state is settled. */
export const loadContestAtom = atom(null, (get, set, { code, fresh = false }: LoadContestRequest): Promise<void> => {
  const running = inFlight.get(code);
  if (running) return running;
  const target = contestStateAtom(code);
  const current = get(target);
  if (current.state === 'hasData') set(target, { ...current, refreshing: true });
  const load = fetchContest(code, { fresh })
    .then((data) => set(target, { state: 'hasData', data, refreshing: false }))
    .catch((error: unknown) => {
      const before = get(target);
      const previous = before.state === 'hasData' ? before.data : before.state === 'hasError' ? before.previous : undefined;
      set(target, { state: 'hasError', error, previous });
    })
    .finally(() => inFlight.delete(code));
  inFlight.set(code, load);
  return load;
});

/** Test hook: forget every contest shown so far. */
export function __resetContests(): void {
  byCode.clear();
  inFlight.clear();
}

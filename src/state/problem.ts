/**
 * Problem data, one entry per contest and problem code, shared by every element showing that
 * problem and kept for the page's lifetime (back to a problem shows it at once). A reload keeps
 * the shown problem until the new answer arrives; only the first load shows a loader. Loads for
 * one key never overlap: a second request joins the first.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import { fetchProblem, type Problem } from '../api/problems';

export type ProblemState =
  | { state: 'loading' }
  | { state: 'hasData'; data: Problem; refreshing: boolean }
  | { state: 'hasError'; error: unknown; previous?: Problem };

export interface ProblemKey {
  contest: string;
  code: string;
}

const keyOf = ({ contest, code }: ProblemKey) => `${contest}\u0000${code}`;

const byKey = new Map<string, PrimitiveAtom<ProblemState>>();
const inFlight = new Map<string, Promise<void>>();

export function problemStateAtom(key: ProblemKey): PrimitiveAtom<ProblemState> {
  const id = keyOf(key);
  let entry = byKey.get(id);
  if (!entry) {
    entry = atom<ProblemState>({ state: 'loading' });
    byKey.set(id, entry);
  }
  return entry;
}

export interface LoadProblemRequest extends ProblemKey {
  /** Bypass the cache (Reload after a failure, a new user). */
  fresh?: boolean;
}

/** Write-only: load (or reload) a problem; resolves when the state is settled. */
export const loadProblemAtom = atom(null, (get, set, { contest, code, fresh = false }: LoadProblemRequest): Promise<void> => {
  const id = keyOf({ contest, code });
  const running = inFlight.get(id);
  if (running) return running;
  const target = problemStateAtom({ contest, code });
  const current = get(target);
  if (current.state === 'hasData') set(target, { ...current, refreshing: true });
  const load = fetchProblem(contest, code, { fresh })
    .then((data) => set(target, { state: 'hasData', data, refreshing: false }))
    .catch((error: unknown) => {
      const before = get(target);
      const previous = before.state === 'hasData' ? before.data : before.state === 'hasError' ? before.previous : undefined;
      set(target, { state: 'hasError', error, previous });
    })
    .finally(() => inFlight.delete(id));
  inFlight.set(id, load);
  return load;
});

/** Test hook: forget every problem shown so far. */
export function __resetProblems(): void {
  byKey.clear();
  inFlight.clear();
}

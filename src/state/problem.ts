/**
 * Problem data, one entry per contest and problem code, shared by every element showing that
 * problem and kept for the page's lifetime (back to a problem shows it at once); a reload keeps
 * the shown problem until the new answer arrives: see kept.ts.
 */
import { fetchProblem, type Problem } from '../api/problems';
import { keptFamily } from './kept';
import { onPageReset } from '../core/page-reset';


export interface ProblemKey {
  contest: string;
  code: string;
}

const problems = keptFamily<ProblemKey, Problem>(
  ({ contest, code }) => `${contest}\u0000${code}`,
  ({ contest, code }, fresh) => fetchProblem(contest, code, { fresh }),
);

export const problemStateAtom = (key: ProblemKey) => problems.stateAtom(key);

/** Write-only: load (or reload) a problem; `fresh` bypasses the cache. */
export const loadProblemAtom = problems.loadAtom;

onPageReset(() => problems.reset());

/**
 * Contest data, one entry per contest code, shared by every element showing that contest and
 * refreshed without a loader (auto refresh, the reload after the start): see kept.ts.
 */
import type { Contest } from '../api/contest-answer';
import { fetchContest } from '../api/contests';
import { keptFamily } from './kept';
import { onPageReset } from '../core/page-reset';

const contests = keptFamily<{ code: string }, Contest>(({ code }) => code, ({ code }, fresh) => fetchContest(code, { fresh }));

export const contestStateAtom = (code: string) => contests.stateAtom({ code });

/** Write-only: load (or refresh) a contest; `fresh` bypasses the cache. */
export const loadContestAtom = contests.loadAtom;

onPageReset(() => contests.reset());

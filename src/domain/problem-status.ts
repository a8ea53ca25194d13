/**
 * A user's status on a contest problem,
 * from the contest's problem statistics. Pure. api/contests.ts normalises the server's
 * answer into these shapes.
 */

/** A user's result on one problem, as problemsstats reports it. */
export interface ProblemResult {
  code: string;
  score: number | null;
  fullScore: number | null;
  type: number | null;
  /** The share of full_score the problem is worth; 1 when not given. */
  info: number;
}

export interface ProblemStats {
  solved: ProblemResult[];
  attempted: ProblemResult[];
  partiallySolved: ProblemResult[];
  locked: string[];
}

export type ProblemStatus = 'unattempted' | 'unsolved' | 'locked' | 'solved' | 'partially-solved';

export interface ProblemStanding {
  status: ProblemStatus;
  /** score/(full_score*info) to 3 decimals, when the server gave a score. */
  scoreTitle: string | null;
}

function scoreTitleOf(result: ProblemResult): string | null {
  if (result.score === null || result.fullScore === null || result.fullScore * result.info === 0) return null;
  const share = result.score / (result.fullScore * result.info);
  return String(Math.round(share * 1000) / 1000);
}

function standingOf(result: ProblemResult, solvedList: boolean): ProblemStanding {
  if (!solvedList) return { status: 'partially-solved', scoreTitle: scoreTitleOf(result) };
  const complete = result.type === null || result.type < 3 || result.score === null || result.fullScore === null
    || result.score >= result.fullScore * result.info;
  return { status: complete ? 'solved' : 'partially-solved', scoreTitle: scoreTitleOf(result) };
}

const UNATTEMPTED: ProblemStanding = { status: 'unattempted', scoreTitle: null };

/**
 * Every problem's standing at once: a map built once per answer, so a table of 10,000 rows
 * looks each row up instead of searching four lists per row. Locked wins, then solved,
 * partially solved, attempted; absent codes are unattempted. A problem the server lists as
 * solved counts as solved when its type is below 3 (all-or-nothing) or its score reaches
 * full_score × info; otherwise it is partially solved.
 */
export function problemStandings(stats: ProblemStats): ReadonlyMap<string, ProblemStanding> {
  const map = new Map<string, ProblemStanding>();
  // Lowest precedence first: later lists overwrite earlier ones.
  for (const result of stats.attempted) map.set(result.code, { status: 'unsolved', scoreTitle: scoreTitleOf(result) });
  for (const result of stats.partiallySolved) map.set(result.code, standingOf(result, false));
  for (const result of stats.solved) map.set(result.code, standingOf(result, true));
  for (const code of stats.locked) map.set(code, { status: 'locked', scoreTitle: null });
  return map;
}

export const standingIn = (standings: ReadonlyMap<string, ProblemStanding>, code: string): ProblemStanding =>
  standings.get(code) ?? UNATTEMPTED;

/** One problem's standing (a table uses problemStandings once instead). */
export function problemStanding(code: string, stats: ProblemStats): ProblemStanding {
  return standingIn(problemStandings(stats), code);
}

/** A locked problem is hidden: viewing is not allowed, on the contest page and its own page. */
export const LOCKED_PROBLEM_TEXT = 'This problem is locked: it cannot be viewed yet.';

export const STATUS_LABELS: Record<ProblemStatus, string> = {
  unattempted: 'Not attempted',
  unsolved: 'Attempted, not solved',
  locked: 'Locked',
  solved: 'Solved',
  'partially-solved': 'Partially solved',
};

/**
 * Whether the problem page shows the problem as solved (and hides its todo widget). The page's
 * contest answer, when loaded, is the one source (its problemsstats are what the contest page
 * lists); the problem answer's own problem_status only counts until that answer is here.
 */
export function shownSolved(code: string, detailSolved: boolean, contestStats: ProblemStats | undefined): boolean {
  return contestStats ? problemStanding(code, contestStats).status === 'solved' : detailSolved;
}

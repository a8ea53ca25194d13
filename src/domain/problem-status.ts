/**
 * A user's status on a contest problem (SPEC §4 'Problem status for a user in a contest'),
 * from the contest's problem statistics. Pure. api/contests.ts normalises the server's
 * answer into these shapes.
 */

/** A user's result on one problem, as problemsstats reports it. */
export interface ProblemResult {
  code: string;
  score: number | null;
  fullScore: number | null;
  type: number | null;
  /** The share of full_score the problem is worth (SPEC §4 'info'); 1 when not given. */
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

/**
 * A problem the server lists as solved counts as solved when its type is below 3
 * (all-or-nothing) or its score reaches full_score × info; otherwise it is partially solved.
 */
export function problemStanding(code: string, stats: ProblemStats): ProblemStanding {
  if (stats.locked.includes(code)) return { status: 'locked', scoreTitle: null };
  const solved = stats.solved.find((result) => result.code === code);
  if (solved) {
    const complete = solved.type === null || solved.type < 3 || solved.score === null || solved.fullScore === null
      || solved.score >= solved.fullScore * solved.info;
    return { status: complete ? 'solved' : 'partially-solved', scoreTitle: scoreTitleOf(solved) };
  }
  const partial = stats.partiallySolved.find((result) => result.code === code);
  if (partial) return { status: 'partially-solved', scoreTitle: scoreTitleOf(partial) };
  const attempted = stats.attempted.find((result) => result.code === code);
  if (attempted) return { status: 'unsolved', scoreTitle: scoreTitleOf(attempted) };
  return { status: 'unattempted', scoreTitle: null };
}

export const STATUS_LABELS: Record<ProblemStatus, string> = {
  unattempted: 'Not attempted',
  unsolved: 'Attempted, not solved',
  locked: 'Locked',
  solved: 'Solved',
  'partially-solved': 'Partially solved',
};

/**
 * The todo widget's rules, pure: which codes
 * it accepts, the sizes it asks for, where a visitor is sent, and its texts.
 */

/** Problem codes as the server accepts them; contest codes are at least 2 characters. */
const PROBLEM_CODE = /^[A-Za-z0-9_]{1,30}$/;
const CONTEST_CODE = /^[A-Za-z0-9_]{2,30}$/;

export const DEFAULT_CONTEST = 'PRACTICE';
export const DEFAULT_ICON_SIZE = 20;
const MIN_SIZE = 8;
const MAX_SIZE = 128;

export const isProblemCode = (value: string | undefined): value is string => !!value && PROBLEM_CODE.test(value);
export const isContestCode = (value: string | undefined): value is string => !!value && CONTEST_CODE.test(value);

/** A width or height the server accepts: whole pixels within 8..128; otherwise the default. */
export function iconSize(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_ICON_SIZE;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)));
}

/** Visitors must sign in to use the todo list; they come back to this page. */
export const loginTarget = (currentPath: string): string => `/login?destination=${encodeURIComponent(currentPath)}`;

export const addLabel = (problem: string): string => `Add ${problem} to your todo list`;
export const presentLabel = (problem: string): string => `${problem} is in your todo list`;
export const removeLabel = (problem: string): string => `Remove ${problem} from your todo list`;
export const removedLabel = (problem: string): string => `${problem} was removed from your todo list.`;
export const REMOVE_TITLE = 'Remove from todo list';
export const ADD_TITLE = 'Add to todo list';
export const PRESENT_TITLE = 'Already in your todo list';

/** A todo's problem page, in its contest (practice problems at /problems-old/{code}). */
export function todoProblemPath(contest: string, problem: string): string {
  const code = encodeURIComponent(problem);
  return contest.toUpperCase() === DEFAULT_CONTEST ? `/problems-old/${code}` : `/${encodeURIComponent(contest)}/problems-old/${code}`;
}

/**
 * The problem page's rules (the code check, the submission window), pure: which code and
 * contest the element shows, how category and difficulty read, whether submissions are open,
 * and which links the page offers.
 */
import type { Problem } from '../../api/problems';
import { PRACTICE_CONTEST, isContestCode, isPractice, isProblemCode, isUpperCaseCode } from '../../domain/codes';
import { loginUrl, submissionsPath } from '../../domain/routes';

export const MISSING_CODE_TEXT = 'This problem page needs a problem code.';
export const LOADING_TEXT = 'Loading the problem…';
/** A directly submittable problem says this, then goes to its submit page. */
export const REDIRECTING_TEXT = 'Redirecting to the Problem page please wait..';
export const REDIRECT_DELAY_MS = 3000;
export const SUBMISSION_ENDS_LABEL = 'Submission Ends In';
export const SUBMISSIONS_CLOSED_TEXT = 'Submissions for this contest are closed.';
export const SUBMISSIONS_LATER_TEXT = 'Submissions have not opened yet.';
export const LOAD_ERROR_TEXT = 'The problem could not be loaded.';

export type CodeCheck =
  | { kind: 'ok'; code: string }
  /** No code at all: a page-author mistake, reported. */
  | { kind: 'missing' }
  /** Lower case or not a code: the 'No such problem' error, with no request made. */
  | { kind: 'bad'; code: string };

export function checkProblemCode(raw: string | undefined | null): CodeCheck {
  const code = raw?.trim() ?? '';
  if (code === '') return { kind: 'missing' };
  if (!isProblemCode(code) || !isUpperCaseCode(code)) return { kind: 'bad', code };
  return { kind: 'ok', code };
}

/** The contest attribute, PRACTICE when absent; a malformed one is reported and PRACTICE used. */
export function contestOf(raw: string | undefined | null): { contest: string; valid: boolean } {
  const contest = raw?.trim() ?? '';
  if (contest === '') return { contest: PRACTICE_CONTEST, valid: true };
  if (!isContestCode(contest)) return { contest: PRACTICE_CONTEST, valid: false };
  return { contest, valid: true };
}

/** Category 'school' is shown as 'Beginner'; others with a capital letter. */
export function categoryLabel(category: string): string {
  const name = category.trim();
  if (name.toLowerCase() === 'school') return 'Beginner';
  return name === '' ? '' : name[0].toUpperCase() + name.slice(1);
}

/** Difficulty 'N/A' when the server says -1 (or nothing): the one rule of domain/difficulty.ts. */
export { difficultyText } from '../../domain/difficulty';

export type SubmissionWindow = 'before' | 'open' | 'closed';

/** Submissions run from submit_start_date to end_date, both inclusive. */
export function submissionWindow(problem: Pick<Problem, 'time'>, nowMs: number): SubmissionWindow {
  const { submitStartMs, endMs } = problem.time;
  if (submitStartMs !== null && nowMs < submitStartMs) return 'before';
  if (endMs !== null && nowMs > endMs) return 'closed';
  return 'open';
}

/** The contest the problem's links belong to: the server's word, else the page's. */
export const linkContest = (problem: Pick<Problem, 'contestCode'>, pageContest: string) =>
  problem.contestCode || pageContest;

const enc = encodeURIComponent;

export const paths = {
  submit: (contest: string, code: string) =>
    (isPractice(contest) ? `/submit-old/${enc(code)}` : `/${enc(contest)}/submit-old/${enc(code)}`),
  status: (contest: string, code: string) => submissionsPath(contest, code),
  /** The same list, filtered to the user. */
  mySubmissions: (contest: string, code: string, username: string) => submissionsPath(contest, code, username),
  contest: (contest: string) => (isPractice(contest) ? '/practice' : `/${enc(contest)}`),
  user: (username: string) => `/users/${enc(username)}`,
  /** The problem's comment thread: one per problem, whichever contest shows it. */
  comments: (code: string) => `/problems/${enc(code)}`,
  login: loginUrl,
};

export interface SubmitLink {
  href: string;
  text: string;
}

export interface ProblemLinks {
  /** null when submissions are not open (see `window`). */
  submit: SubmitLink | null;
  allSubmissions: string;
  /** Signed-in users only. */
  mySubmissions: string | null;
  window: SubmissionWindow;
  /** The 'Submission Ends In' countdown, for non-practice problems still open. */
  countdownTo: number | null;
}

/**
 * What the page links to. Practice problems take submissions at any time; contest problems
 * within their window, and after it only when the server allows practice submissions (then to
 * the practice submit page). Visitors are sent to log in first, back to the submit page.
 */
export function problemLinks(problem: Problem, pageContest: string, username: string, nowMs: number): ProblemLinks {
  const contest = linkContest(problem, pageContest);
  const practice = isPractice(contest);
  const window = practice ? 'open' : submissionWindow(problem, nowMs);
  let submitPath: string | null = null;
  let text = 'Submit';
  // The server may switch submissions off for the problem (allow_submission false).
  if (window === 'open' && problem.allowSubmission !== false) submitPath = paths.submit(contest, problem.code);
  else if (window === 'closed' && problem.time.practiceSubmissionAllowed) {
    submitPath = paths.submit(PRACTICE_CONTEST, problem.code);
    text = 'Submit in practice';
  }
  const signedIn = username !== '';
  return {
    submit: submitPath === null ? null : signedIn ? { href: submitPath, text } : { href: paths.login(submitPath), text: 'Log in to submit' },
    allSubmissions: paths.status(contest, problem.code),
    mySubmissions: signedIn ? paths.mySubmissions(contest, problem.code, username) : null,
    window,
    countdownTo: !practice && window === 'open' && problem.time.endMs !== null ? problem.time.endMs : null,
  };
}

/** Where a directly submittable problem sends the user. */
export const directSubmitTarget = (problem: Problem, pageContest: string) =>
  paths.submit(linkContest(problem, pageContest), problem.code);

/** The tags to show: the user tags, then computed ones, each once. */
export function tagsOf(problem: Pick<Problem, 'userTags' | 'computedTags'>): string[] {
  return [...new Set([...problem.userTags, ...problem.computedTags])];
}

/** The sections in page order, with their headings; empty ones are left out. */
export function sectionsOf(problem: Problem): Array<{ key: string; title: string; body: string }> {
  const { statement, inputFormat, outputFormat, constraints, subtasks } = problem.sections;
  return [
    { key: 'statement', title: 'Problem statement', body: statement },
    { key: 'input', title: 'Input format', body: inputFormat },
    { key: 'output', title: 'Output format', body: outputFormat },
    { key: 'constraints', title: 'Constraints', body: constraints },
    { key: 'subtasks', title: 'Subtasks', body: subtasks },
  ].filter((section) => section.body.trim() !== '');
}

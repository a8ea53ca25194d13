/**
 * The problem page's rules (SPEC §2 Problem page, §4 Submission, §5), pure: which code and
 * contest the element shows, how category and difficulty read, whether submissions are open,
 * and which links the page offers.
 */
import type { Problem } from '../../api/problems';

/** SPEC §2: without a contest code the contest is PRACTICE. */
export const PRACTICE_CONTEST = 'PRACTICE';
/** SPEC §2, §5: the exact text for a problem code that is not all upper case. */
export const PROBLEM_CODE_ERROR = 'Please check problem code. No such problem exists for this contest.';
export const MISSING_CODE_TEXT = 'This problem page needs a problem code.';
export const LOADING_TEXT = 'Loading the problem…';
/** SPEC §4: a directly submittable problem says this, then goes to its submit page. */
export const REDIRECTING_TEXT = 'Redirecting to the Problem page please wait..';
export const REDIRECT_DELAY_MS = 3000;
export const SUBMISSION_ENDS_LABEL = 'Submission Ends In';
export const SUBMISSIONS_CLOSED_TEXT = 'Submissions for this contest are closed.';
export const SUBMISSIONS_LATER_TEXT = 'Submissions have not opened yet.';
export const LOAD_ERROR_TEXT = 'The problem could not be loaded.';
export const NOT_AVAILABLE = 'N/A';

const CODE_SHAPE = /^[A-Za-z0-9_]{1,30}$/;
const CONTEST_SHAPE = /^[A-Za-z0-9_]{2,30}$/;

export type CodeCheck =
  | { kind: 'ok'; code: string }
  /** No code at all: a page-author mistake, reported. */
  | { kind: 'missing' }
  /** Lower case or not a code: SPEC's 'No such problem' error, with no request made. */
  | { kind: 'bad'; code: string };

export function checkProblemCode(raw: string | undefined | null): CodeCheck {
  const code = raw?.trim() ?? '';
  if (code === '') return { kind: 'missing' };
  if (!CODE_SHAPE.test(code) || code !== code.toUpperCase()) return { kind: 'bad', code };
  return { kind: 'ok', code };
}

/** The contest attribute, PRACTICE when absent; a malformed one is reported and PRACTICE used. */
export function contestOf(raw: string | undefined | null): { contest: string; valid: boolean } {
  const contest = raw?.trim() ?? '';
  if (contest === '') return { contest: PRACTICE_CONTEST, valid: true };
  if (!CONTEST_SHAPE.test(contest)) return { contest: PRACTICE_CONTEST, valid: false };
  return { contest, valid: true };
}

export const isPractice = (contest: string) => contest.toUpperCase() === PRACTICE_CONTEST;

/** SPEC §2: category 'school' is shown as 'Beginner'; others with a capital letter. */
export function categoryLabel(category: string): string {
  const name = category.trim();
  if (name.toLowerCase() === 'school') return 'Beginner';
  return name === '' ? '' : name[0].toUpperCase() + name.slice(1);
}

/** SPEC §2: difficulty 'N/A' when the server says -1 (or nothing). */
export const difficultyText = (difficulty: number | null) => (difficulty === null ? NOT_AVAILABLE : String(difficulty));

export type SubmissionWindow = 'before' | 'open' | 'closed';

/** SPEC §4: submissions run from submit_start_date to end_date, both inclusive. */
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
  status: (contest: string, code: string) =>
    (isPractice(contest) ? `/status/${enc(code)}` : `/${enc(contest)}/status/${enc(code)}`),
  mySubmissions: (contest: string, code: string, username: string) =>
    `${paths.status(contest, code)}?usernames=${enc(username)}`,
  contest: (contest: string) => (isPractice(contest) ? '/practice' : `/${enc(contest)}`),
  user: (username: string) => `/users/${enc(username)}`,
  login: (destination: string) => `/login?destination=${enc(destination)}`,
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
  /** SPEC §4: the 'Submission Ends In' countdown, for non-practice problems still open. */
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
  // SPEC §4: the server may switch submissions off for the problem (allow_submission false).
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

/** SPEC §4: where a directly submittable problem sends the user. */
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

/**
 * A problem of a contest (the problem detail of GET /api/contests/{contest}/problems/{code}).
 * The normaliser accepts the live site's shape (numbers as strings, `null` for absent fields,
 * author and tester as HTML fragments) as well as the spec's, and turns a missing field into an
 * empty value rather than a failure; only an answer without a problem code or name is refused
 * as malformed. A fresh answer sets the page clock from time.current. Answers with a statement
 * are cached per contest and problem for the server's ttl.
 */
import { contestTag, problemTag } from '../core/cache-tags';
import { get, HttpError, preloadTiming, unusableAnswer } from '../core/http';
import { hasPreloadedUrl } from '../core/preloaded';
import { asObject, bool, listOf, num, str, stringList, toEpochMs, type Json } from '../core/json';
import { isSafeUrl } from '../core/safe-url';
import { difficultyRating } from '../domain/difficulty';
import { proctoringTokenOf } from './proctoring';
import { cachedOrFetched, keepTimedAnswer } from './timed-cache';

export interface SampleTestCase {
  id: string;
  input: string;
  output: string;
  /** Markdown with math; '' when none. */
  explanation: string;
}

/** Markdown with math, '' for a section the problem does not show. */
export interface ProblemSections {
  statement: string;
  inputFormat: string;
  outputFormat: string;
  constraints: string;
  subtasks: string;
  samples: SampleTestCase[];
}

export interface ProblemTimes {
  viewStartMs: number | null;
  submitStartMs: number | null;
  visibleStartMs: number | null;
  endMs: number | null;
  practiceSubmissionAllowed: boolean;
}

export interface Problem {
  code: string;
  name: string;
  contestCode: string;
  contestName: string;
  /** As the server says it ('main', 'school', 'unscored'…); features/problem/logic.ts names it for display. */
  category: string;
  /** problem_status 'solved'; other values ('unattempted', '') are not solved. */
  solved: boolean;
  sections: ProblemSections;
  /** Untrusted HTML fragments (problem_display_authors_html_handle, problem_tester_html_handle). */
  authorHtml: string;
  testerHtml: string;
  /** Plain usernames, used when no HTML handle came. */
  authors: string[];
  testers: string[];
  /** null for the server's -1 (or nothing): shown as 'N/A'. */
  difficulty: number | null;
  userTags: string[];
  computedTags: string[];
  bestTag: string;
  editorialUrl: string;
  /** The text editorial (the answer's text_editorial_body): untrusted markup, or Markdown when `markdown`; null when there is none. */
  editorial: { body: string; markdown: boolean; editorialist: string } | null;
  videoEditorialUrl: string;
  discussUrl: string;
  /** Admins only; '' otherwise. */
  manageUrl: string;
  time: ProblemTimes;
  inTodo: boolean;
  zenMode: boolean;
  directSubmittable: boolean;
  languages: string;
  maxTimeLimitSeconds: number | null;
  sourceSizeLimitBytes: number | null;
  /** Proctoring applies when both are true. */
  proctored: boolean;
  userVerifiedForProctoring: boolean;
  /** The server's per-problem submission switch; null when the answer does not say. */
  allowSubmission: boolean | null;
  /** The server's cache lifetime for this answer, or null when it gave none. */
  ttlSeconds: number | null;
}

const text = (value: unknown): string => str(value)?.trim() ?? '';
/** Markdown keeps its own whitespace (line breaks and indented code matter). */
const markdown = (value: unknown): string => str(value) ?? '';
const flag = (value: unknown): boolean => bool(value) ?? false;
const link = (value: unknown): string => {
  const url = text(value);
  return url !== '' && isSafeUrl(url) ? url : '';
};
/** Sample input and output are copied verbatim, but the trailing newline is noise. */
const sample = (value: unknown): string => (str(value) ?? '').replace(/\r\n?/g, '\n').replace(/\n+$/, '');

/** A section is shown when it has text and its *State flag (when sent) is not false. */
function section(components: Json, key: string): string {
  const body = markdown(components[key]);
  const shown = bool(components[`${key}State`]);
  return body.trim() !== '' && shown !== false ? body : '';
}

function samplesOf(value: unknown): SampleTestCase[] {
  return listOf(value).flatMap((item, index): SampleTestCase[] => {
    const testCase = asObject(item);
    if (!testCase || flag(testCase.isDeleted)) return [];
    const input = sample(testCase.input);
    const output = sample(testCase.output);
    if (input === '' && output === '') return [];
    return [{ id: text(testCase.id) || String(index + 1), input, output, explanation: markdown(testCase.explanation) }];
  });
}

/** Usernames from a list, or from a single name (problem_author is one string, may be null). */
const namesOf = (list: unknown, single: unknown): string[] => {
  const names = stringList(list).map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? names : text(single) ? [text(single)] : [];
};


/** Tags as strings; the live site sends string lists, some servers comma-separated text. */
const tagsOf = (value: unknown): string[] =>
  (typeof value === 'string' ? value.split(',') : listOf(value).map((tag) => str(tag) ?? ''))
    .map((tag) => tag.trim())
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);

const timeOf = (value: unknown): number | null => {
  const ms = toEpochMs(value);
  return ms !== null && ms > 0 ? ms : null;
};

/** Our Problem from the server's answer; throws HttpError('malformed') when it is not one. */
export function normaliseProblem(raw: unknown): Problem {
  const answer = asObject(raw);
  const code = text(answer?.problem_code ?? answer?.code);
  if (!answer || !/^[A-Za-z0-9_-]{1,40}$/.test(code)) throw unusableAnswer(raw);
  // Absent components are a problem without sections; components of another type mean the
  // answer is not one we can render (an empty statement frame would hide that).
  if (answer.problemComponents != null && !asObject(answer.problemComponents)) throw unusableAnswer(raw);
  const components = asObject(answer.problemComponents) ?? {};
  const time = asObject(answer.time) ?? {};
  const ttl = num(answer.ttl);
  return {
    code,
    name: text(answer.problem_name ?? answer.name) || code,
    contestCode: text(answer.contest_code),
    contestName: text(answer.contest_name),
    category: text(answer.category_name),
    solved: text(answer.problem_status).toLowerCase() === 'solved',
    sections: {
      statement: section(components, 'statement') || markdown(answer.body),
      inputFormat: section(components, 'inputFormat'),
      outputFormat: section(components, 'outputFormat'),
      constraints: section(components, 'constraints'),
      subtasks: section(components, 'subtasks'),
      samples: samplesOf(components.sampleTestCases),
    },
    authorHtml: text(answer.problem_display_authors_html_handle ?? answer.problem_author_html_handle),
    testerHtml: text(answer.problem_tester_html_handle),
    authors: namesOf(answer.problem_display_authors, answer.problem_author),
    testers: namesOf(answer.problem_testers_usernames, answer.problem_tester),
    difficulty: difficultyRating(answer.difficulty_rating),
    userTags: tagsOf(answer.user_tags),
    computedTags: tagsOf(answer.computed_tags),
    bestTag: text(answer.best_tag),
    editorialUrl: link(answer.editorial_url),
    editorial: text(answer.text_editorial_body) === '' ? null : {
      body: text(answer.text_editorial_body),
      markdown: answer.text_editorial_is_markdown === 1 || answer.text_editorial_is_markdown === '1' || answer.text_editorial_is_markdown === true,
      editorialist: text(answer.problem_editorialist),
    },
    videoEditorialUrl: link(answer.video_editorial_url),
    discussUrl: link(answer.problemDiscussURL),
    manageUrl: link(answer.problemManageURL),
    time: {
      viewStartMs: timeOf(time.view_start_date),
      submitStartMs: timeOf(time.submit_start_date),
      visibleStartMs: timeOf(time.visible_start_date),
      endMs: timeOf(time.end_date),
      practiceSubmissionAllowed: flag(time.practice_submission_allowed),
    },
    inTodo: flag(answer.todo),
    zenMode: flag(answer.user_zen_mode),
    directSubmittable: flag(answer.is_direct_submittable),
    languages: text(answer.languages_supported),
    maxTimeLimitSeconds: num(answer.max_timelimit) ?? null,
    sourceSizeLimitBytes: num(answer.source_sizelimit) ?? null,
    proctored: flag(answer.is_proctored),
    userVerifiedForProctoring: flag(answer.is_user_verified_for_proctoring),
    allowSubmission: bool(answer.allow_submission) ?? null,
    ttlSeconds: ttl !== undefined && ttl > 0 ? ttl : null,
  };
}

/** A problem the server refused (unknown, hidden): its message is an attention notice. */
export class ProblemRefusal extends Error {
  override readonly name = 'ProblemRefusal';
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

const PROBLEM_REFUSED_FALLBACK = 'This problem cannot be shown.';

export const problemCacheName = (contest: string, code: string) => `problem:${contest}:${code}`;

export interface FetchProblemOptions {
  /** Skip the cache (a Reload after a failure). */
  fresh?: boolean;
}

/** GET of one problem, with the request's start time (for the clock sample). */
async function requestProblem(contest: string, code: string): Promise<{ answer: unknown; started: number; received?: number }> {
  const started = Date.now();
  try {
    const answer = await get<unknown>(`/api/contests/${encodeURIComponent(contest)}/problems/${encodeURIComponent(code)}`,
      { quiet: true, proctoringToken: proctoringTokenOf(contest) });
    // A preloaded answer was asked for with the page, before this call: its own times.
    return { answer, ...preloadTiming(answer) ?? { started } };
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'http' && error.status < 500) {
      throw new ProblemRefusal(error.message, error.status);
    }
    throw error;
  }
}

/** One problem of one contest; from the cache while the server's ttl lasts. */
export async function fetchProblem(contest: string, code: string, { fresh = false }: FetchProblemOptions = {}): Promise<Problem> {
  const name = problemCacheName(contest, code);
  const request = () => requestProblem(contest, code);
  // Not after the user key: a cache read that must ask for the key sends this request beside it.
  // The page's preload of this answer is asked for instead of the cache (see fetchContest).
  const preloaded = !proctoringTokenOf(contest)
    && hasPreloadedUrl(`/api/contests/${encodeURIComponent(contest)}/problems/${encodeURIComponent(code)}`);
  const result = fresh || preloaded ? { fetched: await request() } : await cachedOrFetched(name, normaliseProblem, request);
  if ('cached' in result) return result.cached;
  const { answer, started, received = Date.now() } = result.fetched;
  const body = asObject(answer);
  const status = text(body?.status);
  if (status !== '' && status !== 'success') {
    throw new ProblemRefusal(text(body?.message) || PROBLEM_REFUSED_FALLBACK, 200);
  }
  const problem = normaliseProblem(answer);
  // Cached by contest plus problem, with the server's ttl, when a statement is present.
  // An action on the contest (unlock, start, registration) or on the problem drops it.
  const cacheable = problem.ttlSeconds !== null && problem.sections.statement.trim() !== '';
  keepTimedAnswer(name, { answer, started, received }, cacheable ? problem.ttlSeconds : null,
    [contestTag(contest), problemTag(contest, code)]);
  return problem;
}

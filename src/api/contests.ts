/**
 * Contests: GET /api/contests/{code}, the upcoming list, and the contest actions (start a
 * flexi-time contest, unlock with an OTP). What the answers become (the Contest type and its
 * normaliser) is contest-answer.ts.
 */
import { contestTag } from '../core/cache-tags';
import { get, HttpError, preloadTiming, post, unusableAnswer } from '../core/http';
import { hasPreloadedUrl } from '../core/preloaded';
import { asObject, listOf, str } from '../core/json';
import { normaliseContest, problemsOf, upcomingFromAnswer, type Contest, type ContestProblem, type UpcomingContest } from './contest-answer';
import { proctoringTokenOf, storeProctoringToken } from './proctoring';
import { cachedOrFetched, keepTimedAnswer } from './timed-cache';

const text = (value: unknown): string => str(value)?.trim() ?? '';

/** GET of one contest, with the request's start time (for the clock sample). */
async function requestContest(code: string): Promise<{ answer: unknown; started: number; received?: number }> {
  const started = Date.now();
  try {
    // The stored proctoring token of the contest, when there is one, goes along.
    const answer = await get<unknown>(`/api/contests/${encodeURIComponent(code)}`, { quiet: true, proctoringToken: proctoringTokenOf(code) });
    // A preloaded answer was asked for with the page, before this call: its own times.
    return { answer, ...preloadTiming(answer) ?? { started } };
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'http' && error.status < 500) {
      throw new ContestRefusal(error.message, error.status);
    }
    throw error;
  }
}

/** A contest the server refused: its message is shown as an attention notice. */
export class ContestRefusal extends Error {
  override readonly name = 'ContestRefusal';
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export const contestCacheName = (code: string) => `contest:${code}`;

/**
 * One contest. From the cache while its ttl lasts unless `fresh` (the reload after the start
 * bypasses it), and never once an action on the contest has invalidated its tag
 * (core/cache-tags.ts). Fresh or cached, the page clock is synced from the answer's
 * time.current as it was when the answer arrived (api/timed-cache.ts).
 */
export async function fetchContest(code: string, { fresh = false } = {}): Promise<Contest> {
  const request = () => requestContest(code);
  // Not after the user key: a cache read that must ask for the key sends this request beside it.
  // The page's preload of this answer (no proctoring token: that call cannot use it) is asked
  // for instead of the cache: already on its way, fresher, and not wasted (a console warning).
  const preloaded = !proctoringTokenOf(code) && hasPreloadedUrl(`/api/contests/${encodeURIComponent(code)}`);
  const result = fresh || preloaded ? { fetched: await request() } : await cachedOrFetched(contestCacheName(code), normaliseContest, request);
  if ('cached' in result) return result.cached;
  const { answer, started, received = Date.now() } = result.fetched;
  const body = asObject(answer);
  if (body && text(body.status) !== '' && text(body.status) !== 'success') {
    throw new ContestRefusal(text(body.message) || 'This contest cannot be shown.', 200);
  }
  const contest = normaliseContest(answer);
  // A verified user's token of a proctored contest is stored per contest.
  if (contest.proctored && contest.userVerifiedForProctoring) storeProctoringToken(code, contest.proctoringToken);
  keepTimedAnswer(contestCacheName(code), { answer, started, received }, contest.ttlSeconds, [contestTag(code)]);
  return contest;
}

/**
 * The most problems fetchContestProblems asks for at once (the server allows 2,000). Reading and
 * normalising a page is one task: 500 keep it at 4-7 ms of a desktop core, where 2,000 took
 * 15-27 ms (60-110 ms on a phone, most of it blocking the page while BIG10K loads).
 */
const PROBLEM_PAGE_LIMIT = 500;

/**
 * GET /api/contests/{code}/problems?offset=&limit=: the contest's problems from `offset` on (the
 * rest of an answer that carried only its first ones), normalised as the contest answer's.
 */
export async function fetchContestProblems(code: string, offset: number, limit = PROBLEM_PAGE_LIMIT): Promise<{ problems: ContestProblem[]; count: number }> {
  const answer = asObject(await get<unknown>(
    `/api/contests/${encodeURIComponent(code)}/problems?offset=${offset}&limit=${limit}`,
    { quiet: true, proctoringToken: proctoringTokenOf(code) },
  ));
  if (!answer || !Array.isArray(answer.problems)) throw unusableAnswer(answer);
  // `count`: the rows sent, usable or not, so the next page starts after them.
  return { problems: problemsOf(answer.problems), count: answer.problems.length };
}

/**
 * GET /api/runningUpcomingContests/data: `contests` [{code, name, start_date, end_date}],
 * or the live site's lists present_contests and future_contests ({contest_code, contest_name,
 * contest_start_date_iso, contest_end_date_iso}). Running first, then upcoming, each once, by start.
 */
export async function fetchUpcomingContests(): Promise<UpcomingContest[]> {
  return upcomingFromAnswer(await get<unknown>('/api/runningUpcomingContests/data', { quiet: true }));
}

/** The answer of an action call: ok, or the message(s) to show as an error. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

function failureOf(error: unknown, fallback: string): ActionResult {
  if (error instanceof HttpError) {
    const body = asObject(error.body);
    const errors = body ? listOf(body.errors).map(text).filter(Boolean) : [];
    const message = errors.length ? errors.join(' ') : text(body?.msg) || text(body?.message);
    return { ok: false, message: message || fallback };
  }
  return { ok: false, message: fallback };
}

/** POST /api/contests/{code}/times: start a flexi-time contest; errors are joined. */
export async function startContest(code: string): Promise<ActionResult> {
  try {
    const answer = asObject(await post<unknown>(`/api/contests/${encodeURIComponent(code)}/times`, { start_contest: true }, { quiet: true }));
    if (text(answer?.status) === 'success') return { ok: true, message: '' };
    return failureOf(new HttpError('', 'http', 200, answer), 'Some error occurred');
  } catch (error) {
    return failureOf(error, 'Some error occurred');
  }
}

/** POST /api/token/login/{code} with the OTP; on failure `msg` is shown. */
export async function unlockWithOtp(code: string, otp: string): Promise<ActionResult> {
  try {
    const answer = asObject(await post<unknown>(`/api/token/login/${encodeURIComponent(code)}`, { OTP: otp }, { quiet: true }));
    if (text(answer?.status) === 'success') return { ok: true, message: text(answer?.msg) };
    return failureOf(new HttpError('', 'http', 200, answer), 'Some error occurred');
  } catch (error) {
    return failureOf(error, 'Some error occurred');
  }
}

/**
 * Cache tags: one way to say "the server's state for this contest (or this user) has changed,
 * so no cached answer about it may be shown again". Each cached entry records its tags and
 * when the request that produced it started; marking a tag stores the moment in storage, and
 * an entry whose request started at or before that moment is a miss. The mark lives in
 * localStorage, so it survives the reload that follows an action (the OTP unlock reloads after
 * 3 s) and reaches other tabs, and it also catches an answer that was already in flight when
 * the state changed.
 *
 * Which calls change which state is decided here, once, from the call itself (method, path,
 * body), so every POST made through core/http — the page's own actions and server-driven
 * forms alike — invalidates what it changes without each caller remembering to.
 */
import { storage } from './storage';

const MARK_PREFIX = 'cc:cache-tag:';

export const contestTag = (contest: string) => `contest:${contest}`;
export const problemTag = (contest: string, problem: string) => `problem:${contest}:${problem}`;
/** The signed-in user's own record (user-me: consent, identity). */
export const USER_TAG = 'user';

/** When `tag` was last invalidated (local ms), or 0. */
function tagMark(tag: string): number {
  const raw = storage.get(`${MARK_PREFIX}${tag}`);
  const ms = raw === null ? NaN : Number(raw);
  return Number.isFinite(ms) ? ms : 0;
}

/** Marks each tag invalidated now: entries fetched before this moment are misses. */
export function invalidateTags(tags: readonly string[], nowMs: number = Date.now()): void {
  for (const tag of tags) {
    // Never move a mark backwards (a clock set back must not revive stale entries).
    if (tagMark(tag) < nowMs) storage.set(`${MARK_PREFIX}${tag}`, String(nowMs));
  }
}

/** True when any of `tags` was invalidated at or after `fetchedAtMs`. */
export function isInvalidated(tags: readonly string[] | undefined, fetchedAtMs: number): boolean {
  return (tags ?? []).some((tag) => tagMark(tag) >= fetchedAtMs);
}

const CODE = '[A-Za-z0-9_]{1,40}';
const segment = (pattern: string) => new RegExp(`^${pattern}(?:[/?#]|$)`);

/**
 * What a state-changing call changes, as cache tags. A path that names a contest changes that
 * contest (its answer and its problems' answers, which carry the user's status and rights).
 */
const RULES: ReadonlyArray<{ match: RegExp; tags: (m: RegExpExecArray) => string[] }> = [
  // Start My Contest, registration, and anything else under a contest.
  { match: new RegExp(`^/api/contests/(${CODE})/`), tags: (m) => [contestTag(m[1])] },
  // OTP unlock.
  { match: segment(`/api/token/login/(${CODE})`), tags: (m) => [contestTag(m[1])] },
  // The contest reminder form.
  { match: segment(`/api/notification/form/ContestStartNotification/(${CODE})`), tags: (m) => [contestTag(m[1])] },
  // The registration page's form.
  { match: segment(`/individuals/register/(${CODE})`), tags: (m) => [contestTag(m[1])] },
  // Proctoring state of a contest.
  { match: segment(`/api/proctoring/[a-z-]+/(${CODE})`), tags: (m) => [contestTag(m[1])] },
  // Consent and sign-out change what user-me says.
  { match: segment('/api/user/cookie_consent'), tags: () => [USER_TAG] },
  { match: segment('/api/auth/logout'), tags: () => [USER_TAG] },
];

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(data: unknown): Fields {
  if (data instanceof URLSearchParams || (typeof FormData !== 'undefined' && data instanceof FormData)) {
    return Object.fromEntries([...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  }
  return typeof data === 'object' && data !== null ? (data as Fields) : {};
}

/** The tags a call of `method` on `url` with `data` invalidates ([] for reads). */
export function tagsChangedBy(method: string, url: string, data?: unknown): string[] {
  if (method.toUpperCase() === 'GET') return [];
  let path = url;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    // Keep the url as it is.
  }
  const tags = RULES.flatMap(({ match, tags: of }) => {
    const found = match.exec(path);
    return found ? of(found) : [];
  });
  // The todo add changes that problem's answer (its todo flag).
  if (/^\/api\/todo\//.test(path)) {
    const { pcode, ccode } = fieldsOf(data);
    if (typeof pcode === 'string' && pcode !== '') tags.push(problemTag(typeof ccode === 'string' && ccode ? ccode : 'PRACTICE', pcode));
  }
  return [...new Set(tags)];
}

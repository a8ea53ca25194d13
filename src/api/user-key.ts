/**
 * The user key: a per-user secret from the server that keys the encrypted cache, so one user's
 * cached data is unreadable to the next user of the browser. It is kept in a short-lived
 * cookie (about 51 s) to spare a request per cache read, and checked at load: a
 * different key than last time means a different user, whose predecessor's storage must go.
 */
import { sha256Hex } from '../core/cache-crypto';
import { getCookie, removeCookie, setCookie } from '../core/cookies';
import { get, GENERIC_ERROR_MESSAGE } from '../core/http';
import { requestReload } from '../core/reload-guard';
import { storage } from '../core/storage';
import { onPageReset } from '../core/page-reset';

const USER_KEY_COOKIE = 'userkey';
/** About 51 s. */
const USER_KEY_COOKIE_DAYS = 6e-4;
export const USER_KEY_FINGERPRINT_STORAGE_KEY = 'cc:userkey-fp';
const USER_KEY_CHANGED_REASON = 'Another user signed in on this browser.';
const USER_KEY_LIFETIME_MS = USER_KEY_COOKIE_DAYS * 864e5;

interface UserKeyAnswer {
  status?: string;
  key?: unknown;
}

let inFlight: Promise<string | null> | null = null;
/** After a failed lookup, cache calls bypass the cache until then instead of re-asking. */
let failedUntilMs = 0;

/** Asks the server; throws its error (an HttpError carrying the server's message) on failure. */
export async function askServerForKey(quiet: boolean): Promise<string> {
  const answer = await get<UserKeyAnswer>('/api/user/key', { quiet });
  if (typeof answer.key !== 'string' || answer.key === '') throw new Error(GENERIC_ERROR_MESSAGE);
  setCookie(USER_KEY_COOKIE, answer.key, { days: USER_KEY_COOKIE_DAYS });
  return answer.key;
}

async function fetchUserKey(): Promise<string | null> {
  try {
    return await askServerForKey(false);
  } catch {
    failedUntilMs = Date.now() + USER_KEY_LIFETIME_MS;
    return null;
  }
}

/**
 * The user key for a caller that cannot go on without it (a data table keys its cached answers
 * by it): the cookie, else a fresh lookup. Unlike getUserKey it throws, with the server's
 * message when there is one, so the caller can show it.
 */
export async function requireUserKey(): Promise<string> {
  const fromCookie = getCookie(USER_KEY_COOKIE);
  if (fromCookie) return fromCookie;
  // Quiet: the caller shows the failure in place, a toast would say it twice.
  const key = await askServerForKey(true);
  failedUntilMs = 0;
  return key;
}

/** One request at a time: concurrent cache reads at load share it. */
function lookUpFromServer(): Promise<string | null> {
  inFlight ??= fetchUserKey().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Whether getUserKey answers without asking the server (the key cookie is set, or a recent
 * lookup failed and the cache is bypassed for now).
 */
export function userKeyAtHand(): boolean {
  return getCookie(USER_KEY_COOKIE) !== undefined || Date.now() < failedUntilMs;
}

/** The user key, or null when it cannot be had (the cache is then bypassed). Never throws. */
export async function getUserKey(): Promise<string | null> {
  const fromCookie = getCookie(USER_KEY_COOKIE);
  if (fromCookie) return fromCookie;
  if (Date.now() < failedUntilMs) return null;
  return lookUpFromServer();
}

/**
 * At page load: ask the server for the key and compare its fingerprint with the one stored
 * last time. A different key means another user signed in here, so storage is cleared and the
 * page reloads. Only a hash is stored, never the key itself. Never throws. `stillOnPage` says
 * whether the page that asked is still there when the answer comes (nothing is done otherwise).
 */
export async function checkUserKeyAtLoad(stillOnPage: () => boolean = () => true): Promise<void> {
  if (!stillOnPage()) return;
  const key = await lookUpFromServer();
  if (!key) return;
  const fingerprint = await sha256Hex(key);
  if (!stillOnPage()) return;
  const known = storage.get(USER_KEY_FINGERPRINT_STORAGE_KEY);
  if (known === null) {
    storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, fingerprint);
  } else if (known !== fingerprint) {
    storage.clear();
    // Kept even though the page reloads, so a host that suppresses reloads does not clear twice.
    storage.set(USER_KEY_FINGERPRINT_STORAGE_KEY, fingerprint);
    // Through the guard: a key that keeps changing (two servers without a shared database
    // behind one address) must not reload the page in a loop.
    requestReload(USER_KEY_CHANGED_REASON);
  }
}

/**
 * Drops the key cookie so the next cache call asks the server. Sign-in and sign-out flows call
 * this: the server hands out a different key afterwards, and the old one must not seal the new
 * user's data.
 */
export function forgetUserKey(): void {
  removeCookie(USER_KEY_COOKIE);
  failedUntilMs = 0;
}

onPageReset(() => {
  inFlight = null;
  failedUntilMs = 0;
});

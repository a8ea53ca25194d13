/**
 * The page settings: who is signed in, consent state, visited contests, the CSRF
 * token. A server-rendered page embeds them as JSON (no extra round trip); elsewhere (partner
 * sites, static pages) they come from GET /api/user/me, cached for the TTL it gives.
 */
import { get, setCsrfToken } from '../core/http';
import { asObject, bool, defined, num, str, stringList, toEpochMs, type Json } from '../core/json';
import type { CurrentUser, PageSettings, PrivacyConsent } from '../core/session-types';
import { cacheGet, cacheSet } from './cache';
import { USER_TAG } from '../core/cache-tags';

export const PAGE_SETTINGS_ELEMENT_ID = 'cc-page-settings';
export const USER_ME_CACHE_NAME = 'user-me';

function normalisePrivacy(source: Json): PrivacyConsent {
  return {
    consentedVersion: str(source.user_consented_privacy_policy_version) ?? null,
    consentedOnMs: toEpochMs(source.user_consented_privacy_policy_on),
    currentVersion: str(source.current_privacy_policy_version) ?? null,
  };
}

/** The user object of user-me (or the embedded block) in our shape. */
function normaliseCurrentUser(raw: unknown, fallbackPrivacy?: PrivacyConsent): CurrentUser {
  const user = asObject(raw) ?? {};
  const privacy = normalisePrivacy(user);
  return defined<CurrentUser>({
    username: str(user.username) ?? '',
    uid: num(user.uid),
    htmlHandle: str(user.html_handle),
    isUserTeam: bool(user.isUserTeam),
    oauthButtons: asObject(user.oauth_buttons) ?? undefined,
    isNumberVerified: bool(user.isNumberVerified),
    country: str(user.country),
    profileImagePath: str(user.profileImagePath),
    isPremiumUser: bool(user.isPremiumUser),
    isAdmin: bool(user.isAdmin) ?? (user.access === 'admin' ? true : undefined),
    access: str(user.access),
    userStarHtml: str(user.userStarHtml),
    isSaleOngoing: bool(asObject(user.sale)?.isSaleOngoing),
    proDiscountPercent: num(asObject(user.proDiscount)?.amount),
    proPlan: str(user.pro_plan),
    privacy: privacy.currentVersion === null && fallbackPrivacy ? fallbackPrivacy : privacy,
  });
}

/** Settings from the embedded JSON block. */
function normaliseEmbeddedSettings(raw: Json): PageSettings {
  const privacy = normalisePrivacy(raw);
  const username = str(raw.username) ?? '';
  const user = raw.user !== undefined ? normaliseCurrentUser(raw.user, privacy) : { username, privacy };
  return {
    username,
    user: { ...user, username },
    privacy,
    visitedContests: stringList(raw.visitedContests),
    formHTML: str(raw.formHTML) ?? '',
    loginRequired: bool(raw.loginRequired) ?? false,
    csrfToken: str(raw.csrfToken) ?? '',
    ip: str(raw.ip) ?? '',
    adStrip: str(raw.adStrip) ?? null,
    source: 'embedded',
  };
}

/** Settings from a user-me answer ({status, user, ip, adStrip, csrfToken, ttl}). */
function normaliseUserMe(raw: unknown): PageSettings {
  const answer = asObject(raw) ?? {};
  const user = normaliseCurrentUser(answer.user);
  return {
    username: user.username,
    user,
    privacy: user.privacy,
    visitedContests: stringList(answer.visitedContests),
    formHTML: '',
    loginRequired: false,
    csrfToken: str(answer.csrfToken) ?? '',
    ip: str(answer.ip) ?? '',
    adStrip: str(answer.adStrip) ?? null,
    source: 'user-me',
  };
}

/**
 * The settings block embedded in `doc`, or null when there is none. A block that is not a JSON
 * object is reported and ignored, so the page falls back to user-me rather than breaking.
 */
export function readEmbeddedSettings(doc: Document = document): PageSettings | null {
  const element = doc.getElementById(PAGE_SETTINGS_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    console.warn('cc-page-settings: malformed JSON, falling back to /api/user/me', error);
    return null;
  }
  const object = asObject(parsed);
  if (!object) {
    console.warn('cc-page-settings: expected a JSON object, falling back to /api/user/me');
    return null;
  }
  return normaliseEmbeddedSettings(object);
}

interface UserMeAnswer {
  status?: string;
  ttl?: unknown;
  [field: string]: unknown;
}

/** How many user-me requests this page has made; settings loads, likewise. */
let userMeAsked = 0;
let settingsLoads = 0;

/**
 * user-me, from the cache when fresh. Only answers with a positive ttl are cached: user data
 * must never be kept "forever" (ttl 0 means never-expires in the cache).
 */
export async function loadUserMe(): Promise<PageSettings> {
  const hit = await cacheGet<UserMeAnswer>(USER_ME_CACHE_NAME);
  if (hit !== undefined) return normaliseUserMe(hit);
  const started = Date.now();
  const asked = ++userMeAsked;
  const answer = await get<UserMeAnswer>('/api/user/me');
  const ttl = num(answer.ttl);
  // An answer overtaken by a later request (asked before a sign-in or sign-out) is not cached.
  if (asked === userMeAsked && ttl !== undefined && ttl > 0) {
    await cacheSet(USER_ME_CACHE_NAME, answer, ttl, { tags: [USER_TAG], fetchedAt: started });
  }
  return normaliseUserMe(answer);
}

/**
 * The page's settings: the embedded block when present, else user-me. Either way the CSRF
 * token they carry becomes the one every call sends. Rejects (HttpError) only when user-me
 * is needed and fails.
 */
export async function loadPageSettings(doc: Document = document): Promise<PageSettings> {
  const load = ++settingsLoads;
  let settings = readEmbeddedSettings(doc) ?? (await loadUserMe());
  if (!settings.csrfToken) {
    // A legacy page may embed settings without the token; POSTs would all fail without it.
    const csrfToken = await loadUserMe().then((me) => me.csrfToken, () => '');
    settings = { ...settings, csrfToken };
  }
  // A load overtaken by a later one (the session changed meanwhile) leaves the token to it.
  if (settings.csrfToken && load === settingsLoads) setCsrfToken(settings.csrfToken);
  return settings;
}

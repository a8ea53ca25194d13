/**
 * POST /api/user/cookie_consent: records the current user's consent to the privacy
 * policy in force. JSON with an empty body; the reference server answers
 * {status, version, consented_on} (seconds).
 */
import { post } from '../core/http';

export interface CookieConsentAnswer {
  /** Policy version now on record; null when the server did not say. */
  version: string | null;
  /** When the server recorded it, ms since the epoch; null when the server did not say. */
  consentedOnMs: number | null;
}

function normaliseCookieConsentAnswer(raw: unknown): CookieConsentAnswer {
  const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const on = typeof answer.consented_on === 'string' ? Number(answer.consented_on) : answer.consented_on;
  return {
    version: typeof answer.version === 'string' ? answer.version : null,
    consentedOnMs: typeof on === 'number' && Number.isFinite(on) ? (on < 1e12 ? on * 1000 : on) : null,
  };
}

/**
 * Sends the consent. Failures reject after the http layer has shown them (its usual rules).
 * The post invalidates the cached user-me (core/cache-tags.ts): it still carries the old
 * consent, and the next page would otherwise ask again.
 */
export async function sendCookieConsent(): Promise<CookieConsentAnswer> {
  const answer = await post<unknown>('/api/user/cookie_consent', {});
  return normaliseCookieConsentAnswer(answer);
}

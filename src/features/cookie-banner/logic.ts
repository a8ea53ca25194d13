/**
 * The cookie-banner rules (the consent record, when the banner shows, who sends consent to
 * the server, the expiry periods), as pure functions: no storage, no DOM, no
 * clock. The component feeds them the stored record, the page settings and the time.
 */

/** A visitor's local consent record expires after 20 days. */
export const LOCAL_CONSENT_EXPIRY_MS = 1728e6;
/** A signed-in user's server-side consent expires after 180 days. */
export const USER_CONSENT_EXPIRY_MS = 15552e6;
/** Where the local record lives (through core/storage, which keeps it when storage is cleared). */
export const CONSENT_STORAGE_KEY = 'cc:privacy-consent';
/** Broadcast channel telling other tabs of this origin that consent was given. */
export const CONSENT_BROADCAST_CHANNEL = 'privacy-consent';
/**
 * A record stamped further in the future than this is not believed: a tampered timestamp
 * must not silence the banner forever. The margin absorbs small clock corrections.
 */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Privacy consent record (local browser store). */
export interface ConsentRecord {
  /** '' for a visitor. */
  username: string;
  /** When consent was given, ms since the epoch. */
  timestamp: number;
  /** The privacy-policy version consented to. */
  version: string;
}

/** What the server knows of a signed-in user's consent (page settings). */
export interface ServerConsent {
  consentedVersion: string | null;
  consentedOnMs: number | null;
  currentVersion: string | null;
}

/**
 * The stored text as a record, or null when it is absent, not JSON, or not shaped like a
 * record. Anything doubtful counts as no consent, so the banner shows again.
 */
export function parseConsentRecord(raw: string | null, nowMs: number): ConsentRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { username, timestamp, version } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof version !== 'string') return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0) return null;
  if (timestamp > nowMs + FUTURE_TOLERANCE_MS) return null;
  return { username, timestamp, version };
}

export function makeConsentRecord(username: string, version: string | null, nowMs: number): ConsentRecord {
  return { username, timestamp: nowMs, version: version ?? '' };
}

/**
 * Whether the server's consent for a signed-in user has run out: never given, given for another
 * policy version, or older than 180 days. When the current version is unknown only age counts.
 */
export function isServerConsentExpired(consent: ServerConsent, nowMs: number): boolean {
  if (consent.consentedOnMs === null || consent.consentedVersion === null) return true;
  if (consent.currentVersion !== null && consent.consentedVersion !== consent.currentVersion) return true;
  return nowMs - consent.consentedOnMs > USER_CONSENT_EXPIRY_MS;
}

export interface BannerInput {
  /** The parsed local record (null: none or unreadable). */
  record: ConsentRecord | null;
  /** '' for a visitor. */
  username: string;
  /** The page settings' consent fields. */
  privacy: ServerConsent;
  nowMs: number;
}

/**
 * Shown when there is no local record, when its version differs from the current
 * policy, or when it has expired. A visitor's record expires after 20 days; for a signed-in
 * user the server-side consent is the one that expires (180 days, or a new policy version),
 * so accepting again also sends it to the server.
 */
export function shouldShowBanner({ record, username, privacy, nowMs }: BannerInput): boolean {
  if (!record) return true;
  if (privacy.currentVersion !== null && record.version !== privacy.currentVersion) return true;
  if (username === '') return nowMs - record.timestamp > LOCAL_CONSENT_EXPIRY_MS;
  return isServerConsentExpired(privacy, nowMs) && !isFreshLocalAcceptance(record, username, privacy, nowMs);
}

/**
 * An acceptance made in this browser shortly before (the current policy, within the local
 * expiry), as a visitor or as this user: it counts after signing in or signing up, so the
 * banner does not come back the moment someone who just accepted signs in.
 */
function isFreshLocalAcceptance(record: ConsentRecord | null, username: string, privacy: ServerConsent, nowMs: number): boolean {
  if (!record || (record.username !== '' && record.username !== username)) return false;
  if (privacy.currentVersion !== null && record.version !== privacy.currentVersion) return false;
  return nowMs - record.timestamp <= LOCAL_CONSENT_EXPIRY_MS;
}

/**
 * A signed-in user whose server consent ran out but who accepted here as a visitor: that
 * acceptance is sent (an acceptance made as this user was sent when it was made).
 */
export function shouldCarryLocalConsent({ record, username, privacy, nowMs }: BannerInput): boolean {
  return username !== '' && record?.username === '' && isServerConsentExpired(privacy, nowMs) &&
    isFreshLocalAcceptance(record, username, privacy, nowMs);
}

/** Accepting sends consent to the server only for a signed-in user whose consent expired. */
export function shouldSendConsent(username: string, privacy: ServerConsent, nowMs: number): boolean {
  return username !== '' && isServerConsentExpired(privacy, nowMs);
}

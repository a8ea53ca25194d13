// @ts-check
// Limits on guessing: sign-in, sign-up and password attempts per IP address and per account,
// kept by attempt-store.js (in this process, bounded; or in Redis, shared by every process).
// OTP attempts are kept in the database instead (features/contests).
//
// An attempt is counted BEFORE its password is checked (a reservation): requests in flight
// cannot all pass a check that only counts them afterwards. Sign-in and change-password give the
// reservation back when the password was right (a user who signs in many times a day is not an
// attacker, someone trying passwords is). Sign-up and forgot-password keep every full post,
// because each one creates an account or sends mail. A refused attempt is not counted.
//
// Sign-in is limited per address first (all accounts, `ip`), then per account from that address
// (`pair`): one address cannot lock anyone out. Failures on one account from every address add
// up too (`slow`): past `after` of them, the account is checked at most once per delay, a delay
// that doubles up to `maxSeconds`. That slows a guesser with many addresses; the owner, from an
// address that did not guess, waits at most that delay, never a 15-minute lock. Attempts still in
// flight count towards `after` too (they are reserved), so 20 sign-ins to one account at the very
// same moment slow it as well.
import { createMemoryStore, createRedisStore } from './attempt-store.js';

/** @typedef {{ max: number, seconds: number }} Limit */
/** @typedef {{ after: number, maxSeconds: number }} SlowLimit */
/** @typedef {{ ip: Limit, account?: Limit, pair?: Limit, slow?: SlowLimit }} AttemptLimit */
/** @typedef {'login' | 'signup' | 'forgot' | 'change'} AttemptKind */

/** @type {Record<AttemptKind, AttemptLimit>} */
export const DEFAULT_ATTEMPT_LIMITS = {
  // Failed sign-ins (the JSON API and the login form share the counters).
  login: { ip: { max: 30, seconds: 15 * 60 }, pair: { max: 10, seconds: 15 * 60 }, slow: { after: 20, maxSeconds: 60 } },
  // Full sign-up posts. There is no account yet: the captcha guards each post, the IP the volume.
  signup: { ip: { max: 20, seconds: 60 * 60 } },
  // Reset requests: each one mails the account, so few per account.
  forgot: { ip: { max: 10, seconds: 15 * 60 }, account: { max: 3, seconds: 60 * 60 } },
  // Wrong current passwords on the change-password form (the session is the account's).
  change: { ip: { max: 20, seconds: 15 * 60 }, account: { max: 5, seconds: 15 * 60 } },
};

/** The window the `slow` gate counts an account's failures in. */
const SLOW_WINDOW_S = 15 * 60;

/** @param {number} seconds */
const waitText = (seconds) => {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The sentence a refused attempt answers with. @param {AttemptKind | 'otp'} kind @param {number} retryAfterS */
export function tooManyAttemptsText(kind, retryAfterS) {
  const what = { login: 'sign-in attempts', signup: 'sign-ups from your network', forgot: 'password reset requests',
    change: 'wrong passwords', otp: 'wrong OTPs' }[kind];
  return `Too many ${what}. Please try again in ${waitText(retryAfterS)}.`;
}

/**
 * @typedef {{ wait: number, release: () => Promise<void> }} Reservation
 * wait: seconds until an attempt is allowed (0: this one was counted); release gives the
 * attempt back (a right password).
 * @typedef {{
 *   reserve: (request: import('fastify').FastifyRequest, kind: AttemptKind, account?: string) => Promise<Reservation>,
 * }} AttemptLimiter
 */

/**
 * Decorates `app.attempts`. Call on the root instance before the routes.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ limits?: Partial<Record<AttemptKind, AttemptLimit>>, redisUrl?: string, now?: () => number }} [options]
 */
export function installAttemptLimits(app, { limits: overrides = {}, redisUrl, now = Date.now } = {}) {
  const limits = { ...DEFAULT_ATTEMPT_LIMITS, ...overrides };
  /** @type {import('./attempt-store.js').AttemptStore} */
  let store = createMemoryStore(now);
  if (redisUrl) {
    app.addHook('onReady', async () => { store = await createRedisStore(redisUrl, app.log); });
  }
  app.addHook('onClose', async () => store.close());

  /** @type {AttemptLimiter} */
  const attempts = {
    async reserve(request, kind, account) {
      const limit = limits[kind];
      // Accounts are case-insensitive (usernames COLLATE NOCASE): one counter per account.
      const name = account === undefined ? undefined : String(account).trim().toLowerCase();
      /** @type {import('./attempt-store.js').Counter[]} */
      const counters = [{ key: `${kind}|ip|${request.ip}`, max: limit.ip.max, windowMs: limit.ip.seconds * 1000 }];
      if (name !== undefined && limit.account) {
        counters.push({ key: `${kind}|account|${name}`, max: limit.account.max, windowMs: limit.account.seconds * 1000 });
      }
      if (name !== undefined && limit.pair) {
        counters.push({ key: `${kind}|pair|${request.ip}|${name}`, max: limit.pair.max, windowMs: limit.pair.seconds * 1000 });
      }
      /** @type {import('./attempt-store.js').SlowGate | undefined} */
      let gate;
      if (name !== undefined && limit.slow) {
        // Counts every attempt on the account (never refuses by itself: the gate slows).
        counters.push({ key: `${kind}|all|${name}`, max: Number.MAX_SAFE_INTEGER, windowMs: SLOW_WINDOW_S * 1000 });
        gate = { countIndex: counters.length - 1, after: limit.slow.after, key: `${kind}|slow|${name}`,
          baseMs: 1000, maxMs: limit.slow.maxSeconds * 1000 };
      }
      const result = await store.reserve(counters, gate);
      if (!result.ok) return { wait: Math.max(1, Math.ceil(result.waitMs / 1000)), release: async () => {} };
      let released = false;
      return {
        wait: 0,
        release: async () => {
          if (released) return;
          released = true;
          await store.release(counters.map((c) => c.key));
        },
      };
    },
  };
  app.decorate('attempts', attempts);
}

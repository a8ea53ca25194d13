// @ts-check
// Limits on guessing: sign-in, sign-up and password attempts per IP address and per account,
// counted by @fastify/rate-limit's bounded in-memory store (an LRU per counter, so a flood of
// names cannot grow memory). OTP attempts are kept in the database instead (features/contests).
//
// Sign-in and change-password count failures only: a user who signs in many times a day is not
// an attacker, someone trying passwords is. Sign-up and forgot-password count every full post,
// because each one creates an account or sends mail. A refused attempt is not counted.
import fastifyRateLimit from '@fastify/rate-limit';

/** @typedef {{ max: number, seconds: number }} Limit */
/** @typedef {{ ip: Limit, account?: Limit }} AttemptLimit */
/** @typedef {'login' | 'signup' | 'forgot' | 'change'} AttemptKind */

/** @type {Record<AttemptKind, AttemptLimit>} */
export const DEFAULT_ATTEMPT_LIMITS = {
  // Failed sign-ins (the JSON API and the login form share the counters).
  login: { ip: { max: 30, seconds: 15 * 60 }, account: { max: 10, seconds: 15 * 60 } },
  // Full sign-up posts. There is no account yet: the captcha guards each post, the IP the volume.
  signup: { ip: { max: 20, seconds: 60 * 60 } },
  // Reset requests: each one mails the account, so few per account.
  forgot: { ip: { max: 10, seconds: 15 * 60 }, account: { max: 3, seconds: 60 * 60 } },
  // Wrong current passwords on the change-password form.
  change: { ip: { max: 20, seconds: 15 * 60 }, account: { max: 5, seconds: 15 * 60 } },
};

/** @param {number} seconds */
const minutesText = (seconds) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The sentence a refused attempt answers with. @param {AttemptKind | 'otp'} kind @param {number} retryAfterS */
export function tooManyAttemptsText(kind, retryAfterS) {
  const what = { login: 'sign-in attempts', signup: 'sign-ups from your network', forgot: 'password reset requests',
    change: 'wrong passwords', otp: 'wrong OTPs' }[kind];
  return `Too many ${what}. Please try again in ${minutesText(retryAfterS)}.`;
}

/**
 * @typedef {{
 *   check: (request: import('fastify').FastifyRequest, kind: AttemptKind, account?: string) => Promise<number>,
 *   record: (request: import('fastify').FastifyRequest, kind: AttemptKind, account?: string) => Promise<void>,
 *   take: (request: import('fastify').FastifyRequest, kind: AttemptKind, account?: string) => Promise<number>,
 * }} AttemptLimiter
 * check: seconds until the next attempt is allowed (0: allowed now), counting nothing.
 * record: counts one attempt against the IP and the account.
 * take: check, and when allowed, record (for kinds that count every attempt).
 */

/**
 * Registers @fastify/rate-limit (not global: only these counters use it) and decorates
 * `app.attempts`. Call on the root instance before the routes.
 * @param {import('fastify').FastifyInstance} app
 * @param {Partial<Record<AttemptKind, AttemptLimit>>} [overrides]
 */
export function installAttemptLimits(app, overrides = {}) {
  const limits = { ...DEFAULT_ATTEMPT_LIMITS, ...overrides };
  // The store keys by what keyGenerator returns; the account is not in the request the plugin
  // sees at onRequest, so the handler names the key and the generator reads it back.
  /** @type {WeakMap<object, string>} */
  const keyOf = new WeakMap();
  app.register(fastifyRateLimit, { global: false });
  /** @type {import('fastify').FastifyPluginAsync} */
  const plugin = async (instance) => {
    /** @type {Map<string, (request: any, options?: { increment: boolean }) => Promise<any>>} */
    const counters = new Map();
    for (const [kind, limit] of Object.entries(limits)) {
      for (const scope of /** @type {const} */ (['ip', 'account'])) {
        const l = limit[scope];
        if (!l) continue;
        counters.set(`${kind}|${scope}`, instance.createRateLimit({
          max: l.max, timeWindow: l.seconds * 1000, keyGenerator: (request) => keyOf.get(request) ?? request.ip,
        }));
      }
    }
    /** @param {import('fastify').FastifyRequest} request @param {AttemptKind} kind @param {string | undefined} account @param {boolean} increment */
    const run = async (request, kind, account, increment) => {
      let wait = 0;
      for (const scope of /** @type {const} */ (['ip', 'account'])) {
        const counter = counters.get(`${kind}|${scope}`);
        if (!counter || (scope === 'account' && !account)) continue;
        // Accounts are case-insensitive (usernames COLLATE NOCASE): one counter per account.
        keyOf.set(request, scope === 'ip' ? `ip:${request.ip}` : `account:${String(account).trim().toLowerCase()}`);
        const state = await counter(request, { increment });
        // A read reports attempts so far: at max the next one is refused. An increment reports
        // the count including this one.
        const over = increment ? state.current > state.max : state.max - state.remaining >= state.max;
        if (over) wait = Math.max(wait, state.ttlInSeconds || 1);
      }
      keyOf.delete(request);
      return wait;
    };
    instance.decorate('attempts', /** @type {AttemptLimiter} */ ({
      check: (request, kind, account) => run(request, kind, account, false),
      record: async (request, kind, account) => { await run(request, kind, account, true); },
      take: async (request, kind, account) => {
        const wait = await run(request, kind, account, false);
        if (wait === 0) await run(request, kind, account, true);
        return wait;
      },
    }));
  };
  // Not encapsulated: every route plugin registered after this sees app.attempts.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  app.register(plugin);
}

// @ts-check
// The contest actions: POST /api/contests/{code}/times (flexi-time start),
// POST /api/token/login/{code} (OTP unlock) and POST /api/contests/{code}/register. CSRF is
// checked by the global hook before validation; the schemas refuse anything unexpected (400
// naming the field) before a row is written.
import { tokensEqual } from '../../auth.js';
import { signedInUser } from '../../http-session.js';
import { findContest, participantOf, phaseOf } from './access.js';
import { registerUser, registrationRefusal } from './registration.js';

/** Wrong OTPs one user may send for one contest per window, before being made to wait. */
export const OTP_MAX_FAILURES = 5;
export const OTP_FAILURE_WINDOW_S = 15 * 60;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ params: object }} schemas
 */
export function registerContestActions(app, { params }) {
  const db = app.db;
  const recordStart = db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered, started_at)
    VALUES (?, ?, ?, 0, ?) ON CONFLICT (username, contest_code) DO UPDATE SET started_at = excluded.started_at`);
  const recordUnlock = db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered, unlocked)
    VALUES (?, ?, ?, 0, 1) ON CONFLICT (username, contest_code) DO UPDATE SET unlocked = 1`);
  /** Recent wrong OTPs per `${username}|${code}`: a 6-digit code must not be guessable by brute force. */
  const otpFailures = /** @type {Map<string, { count: number, since: number }>} */ (new Map());

  app.post('/api/contests/:code/times', {
    schema: {
      params,
      // `true` only; form posts send the text 'true', which the schema coerces.
      body: { type: 'object', additionalProperties: false, required: ['start_contest'], properties: { start_contest: { type: 'boolean', const: true } } },
    },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', errors: ['Contest does not exist.'] });
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', errors: ['Please login to start the contest.'] });
    const now = app.nowSeconds();
    const mine = participantOf(db, user.username, code);
    const phase = phaseOf({ start: contest.start_at, end: contest.end_at }, now);
    /** @type {string | null} */
    let error = null;
    if (!contest.flexi) error = 'This contest does not have a personal start time.';
    else if (phase === 'before') error = 'The contest has not started yet.';
    else if (phase === 'ended') error = 'The contest has ended.';
    else if (contest.registration && !mine?.registered) error = 'You can start the contest after you register.';
    else if (mine?.started_at) error = 'You have already started this contest.';
    if (error) return reply.code(400).send({ status: 'error', errors: [error] });
    recordStart.run(user.username, code, now, now);
    return { status: 'success', errors: [] };
  });

  app.post('/api/token/login/:code', {
    schema: {
      params,
      body: { type: 'object', additionalProperties: false, required: ['OTP'], properties: { OTP: { type: 'string', minLength: 1, maxLength: 20 } } },
    },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const { OTP } = /** @type {{ OTP: string }} */ (request.body);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', msg: 'Contest does not exist.' });
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', msg: 'Please login to unlock the contest.' });
    if (!contest.otp) return reply.code(400).send({ status: 'error', msg: 'This contest does not need an OTP.' });
    const now = app.nowSeconds();
    const key = `${user.username}|${code}`;
    const failures = otpFailures.get(key);
    if (failures && now - failures.since >= OTP_FAILURE_WINDOW_S) otpFailures.delete(key);
    else if (failures && failures.count >= OTP_MAX_FAILURES) {
      return reply.code(429).send({ status: 'error', msg: 'Too many wrong OTPs. Please try again in 15 minutes.' });
    }
    if (!tokensEqual(OTP.trim(), contest.otp)) {
      const current = otpFailures.get(key) ?? { count: 0, since: now };
      otpFailures.set(key, { count: current.count + 1, since: current.since });
      return reply.code(400).send({ status: 'error', msg: 'The OTP is not valid for this contest.' });
    }
    otpFailures.delete(key);
    recordUnlock.run(user.username, code, now);
    return { status: 'success', msg: 'You have unlocked the contest.' };
  });

  app.post('/api/contests/:code/register', {
    schema: { params, body: { type: 'object', additionalProperties: false, properties: {} } },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', errors: ['Contest does not exist.'] });
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', errors: ['Please login to register for the contest.'] });
    const now = app.nowSeconds();
    const error = registrationRefusal(db, contest, user.username, now);
    if (error) return reply.code(400).send({ status: 'error', errors: [error] });
    registerUser(db, code, user.username, now);
    return { status: 'success', errors: [] };
  });
}

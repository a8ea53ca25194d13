// @ts-check
// The contest actions: POST /api/contests/{code}/times (flexi-time start),
// POST /api/token/login/{code} (OTP unlock) and POST /api/contests/{code}/register. CSRF is
// checked by the global hook before validation; the schemas refuse anything unexpected (400
// naming the field) before a row is written.
import { tooManyAttemptsText } from '../../attempt-limits.js';
import { tokensEqual } from '../../auth.js';
import { signedInUser } from '../../http-session.js';
import { findContest, participantOf, phaseOf } from './access.js';
import { registerUser, registrationRefusal } from './registration.js';

/** Wrong OTPs one user may send for one contest per window, before being made to wait. */
export const OTP_MAX_FAILURES = 5;
/** Wrong OTPs one IP address may send (any user, any contest) per window. */
export const OTP_MAX_FAILURES_PER_IP = 30;
export const OTP_FAILURE_WINDOW_S = 15 * 60;

/**
 * Wrong OTPs are rows, not memory: a restart or a second server process must not hand an
 * attacker a fresh budget for a 6-digit code. Rows older than the window are pruned as new
 * ones arrive, so the table stays small. Version 450: clear of the contest feature's own
 * 400-series steps.
 * @type {import('../../migrations.js').Migration}
 */
export const otpAttemptsMigration = {
  version: 450,
  name: 'contests: wrong OTP attempts per user, contest and IP',
  sql: `
    CREATE TABLE otp_failures (
      id           INTEGER PRIMARY KEY,
      username     TEXT NOT NULL COLLATE NOCASE,
      contest_code TEXT NOT NULL,
      ip           TEXT NOT NULL,
      failed_at    INTEGER NOT NULL
    );
    CREATE INDEX otp_failures_account ON otp_failures (username, contest_code, failed_at);
    CREATE INDEX otp_failures_ip ON otp_failures (ip, failed_at);
  `,
};

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ params: object }} schemas
 */
export function registerContestActions(app, { params }) {
  // The contest page shows msg; message is the API's error shape every client can read.
  const otpRefusal = (/** @type {string} */ text) => ({ status: 'error', msg: text, message: text });
  const db = app.db;
  const recordStart = db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered, started_at)
    VALUES (?, ?, ?, 0, ?) ON CONFLICT (username, contest_code) DO UPDATE SET started_at = excluded.started_at`);
  const recordUnlock = db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered, unlocked)
    VALUES (?, ?, ?, 0, 1) ON CONFLICT (username, contest_code) DO UPDATE SET unlocked = 1`);
  const failuresOfAccount = db.prepare(`SELECT count(*) AS n, min(failed_at) AS first FROM otp_failures
    WHERE username = ? AND contest_code = ? AND failed_at > ?`);
  const failuresOfIp = db.prepare('SELECT count(*) AS n, min(failed_at) AS first FROM otp_failures WHERE ip = ? AND failed_at > ?');
  const addFailure = db.prepare('INSERT INTO otp_failures (username, contest_code, ip, failed_at) VALUES (?, ?, ?, ?)');
  const pruneFailures = db.prepare('DELETE FROM otp_failures WHERE failed_at <= ?');
  const clearFailures = db.prepare('DELETE FROM otp_failures WHERE username = ? AND contest_code = ?');
  /**
   * Seconds until this user may try an OTP for this contest again from this IP (0: now).
   * @param {string} username @param {string} code @param {string} ip @param {number} now
   */
  const otpWait = (username, code, ip, now) => {
    const since = now - OTP_FAILURE_WINDOW_S;
    let wait = 0;
    for (const [row, max] of /** @type {const} */ ([
      [failuresOfAccount.get(username, code, since), OTP_MAX_FAILURES],
      [failuresOfIp.get(ip, since), OTP_MAX_FAILURES_PER_IP],
    ])) {
      const { n, first } = /** @type {{ n: number, first: number | null }} */ (row);
      if (n >= max && first !== null) wait = Math.max(wait, first + OTP_FAILURE_WINDOW_S - now);
    }
    return wait;
  };

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
    if (!contest) return reply.code(404).send(otpRefusal('Contest does not exist.'));
    const user = signedInUser(request);
    if (!user) return reply.code(401).send(otpRefusal('Please login to unlock the contest.'));
    if (!contest.otp) return reply.code(400).send(otpRefusal('This contest does not need an OTP.'));
    const now = app.nowSeconds();
    // One transaction, taken for writing at once (IMMEDIATE): the check, the count and the
    // comparison happen together, so attempts in flight in other processes on this database
    // cannot all pass one check. The attempt is counted before the OTP is compared; a right one
    // clears the user's failures for the contest.
    const outcome = db.transaction(() => {
      const wait = otpWait(user.username, code, request.ip, now);
      if (wait > 0) return { wait };
      pruneFailures.run(now - OTP_FAILURE_WINDOW_S);
      addFailure.run(user.username, code, request.ip, now);
      if (!tokensEqual(OTP.trim(), contest.otp)) return { wait: 0, right: false };
      clearFailures.run(user.username, code);
      recordUnlock.run(user.username, code, now);
      return { wait: 0, right: true };
    }).immediate();
    if (outcome.wait > 0) {
      return reply.code(429).header('retry-after', outcome.wait).send(otpRefusal(tooManyAttemptsText('otp', outcome.wait)));
    }
    if (!outcome.right) return reply.code(400).send(otpRefusal('The OTP is not valid for this contest.'));
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

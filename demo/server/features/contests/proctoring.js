// @ts-check
// Proctoring and GET /api/proctoring/is-user-verified/{code}:
// a user verified for a proctored contest gets a token in the contest answer; the page stores
// it per contest, sends it as x-proctoring-token, and re-checks it here every 30 s (10 s after a
// failure). A check fails without a token, with another user's token, or when the verification
// is marked failing (the seed marks teamlead's on PROC10 so, to show the reload after 3 failures).
import { randomBytes } from 'node:crypto';
import { tokensEqual } from '../../auth.js';
import { signedInUser } from '../../http-session.js';
import { findContest } from './access.js';
import { defineStatements } from '../../statements.js';

/** @typedef {import('./access.js').Db} Db */

export const NOT_VERIFIED_TEXT = 'Your proctoring session could not be verified. Please verify again.';

/** [username, contest, failing]: verified users of the seeded proctored contest. */
const VERIFICATIONS = /** @type {const} */ ([['alice', 'PROC10', false], ['teamlead', 'PROC10', true]]);

const statements = defineStatements((db) => ({
  verification: db.prepare('SELECT token, failing FROM proctoring_verifications WHERE username = ? AND contest_code = ?'),
}));

/** @param {Db} db @param {string | undefined} username @param {string} code */
export function verificationOf(db, username, code) {
  if (!username) return undefined;
  return /** @type {{ token: string, failing: number } | undefined} */ (statements(db).verification.get(username, code));
}

/** Seeds the verifications (a token each, kept across restarts). @param {Db} db @param {(u: string) => boolean} known */
export function seedVerifications(db, known) {
  const insert = db.prepare(`INSERT OR IGNORE INTO proctoring_verifications (username, contest_code, token, failing)
    VALUES (?, ?, ?, ?)`);
  for (const [username, code, failing] of VERIFICATIONS) {
    if (known(username)) insert.run(username, code, randomBytes(18).toString('base64url'), Number(failing));
  }
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ params: object }} schemas
 */
export function registerProctoringRoutes(app, { params }) {
  const db = app.db;
  const query = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
  const headers = { type: 'object', properties: { 'x-proctoring-token': { type: 'string', maxLength: 200 } } };

  app.get('/api/proctoring/is-user-verified/:code', { schema: { params, querystring: query, headers } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    if (!contest.proctored) return reply.code(400).send({ status: 'error', message: 'This contest is not proctored.' });
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Please login to continue the contest.' });
    const token = String(request.headers['x-proctoring-token'] ?? '');
    const mine = verificationOf(db, user.username, code);
    // Not verified for this contest at all: the check is not theirs to make.
    if (!mine) return reply.code(403).send({ status: 'error', message: NOT_VERIFIED_TEXT });
    // A verified user's session that does not check out (no token, a wrong one, a failing
    // verification) is the answer the page keeps asking for: said in a 200, so the browser does
    // not log an error on every check (issue 23).
    if (mine.failing || token === '' || !tokensEqual(token, mine.token)) {
      return { status: 'error', is_verified: false, message: NOT_VERIFIED_TEXT };
    }
    return { status: 'success', is_verified: true };
  });
}

// @ts-check
// The current user's calls: user-me, user key, messages, cookie consent.
import { randomToken } from '../auth.js';
import { CURRENT_PRIVACY_POLICY_VERSION, USER_ME_TTL_S } from '../constants.js';
import { csrfTokenFor, signedInUser } from '../http-session.js';
import { adStripHtml, currentUserJson } from '../users.js';

// GET calls get a cache-busting timestamp from the client's shared helper, so
// query strings are accepted but not required to be empty.
const anyQuery = { type: 'object' };

/**
 * The key visitors share, one per database, created on first use.
 * @param {import('../sqlite-types.js').Db} db
 */
function anonymousUserKey(db) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('anonymous_user_key', ?)")
    .run(randomToken());
  return /** @type {string} */ (
    db.prepare("SELECT value FROM meta WHERE key = 'anonymous_user_key'").pluck().get());
}

/** @param {import('fastify').FastifyInstance} app */
export default async function userApiRoutes(app) {
  app.get('/api/user/me', { schema: { querystring: anyQuery } }, async (request, reply) => {
    const csrfToken = csrfTokenFor(request, reply);
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return {
      status: 'success',
      user: currentUserJson(user),
      ip: request.ip,
      adStrip: adStripHtml(user),
      csrfToken,
      ttl: USER_ME_TTL_S,
    };
  });

  app.get('/api/user/key', { schema: { querystring: anyQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return { status: 'success', key: user ? user.user_key : anonymousUserKey(app.db) };
  });

  const pendingMessages = app.db.prepare(
    'SELECT id, type, text FROM user_messages WHERE username = ? AND delivered = 0 ORDER BY id');
  const markDelivered = app.db.prepare('UPDATE user_messages SET delivered = 1 WHERE id = ?');
  // Read and mark in one transaction so two tabs asking at once do not both show a message.
  const takeMessages = app.db.transaction((/** @type {string} */ username) => {
    const rows = /** @type {{ id: number, type: string, text: string }[]} */ (
      pendingMessages.all(username));
    for (const row of rows) markDelivered.run(row.id);
    return rows;
  });

  app.get('/api/user/messages', { schema: { querystring: anyQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    /** @type {Record<string, string[]>} */
    const messages = {};
    if (user) {
      for (const { type, text } of takeMessages(user.username)) {
        (messages[type] ??= []).push(text);
      }
    }
    return { status: 'success', messages };
  });

  const recordConsent = app.db.prepare(`UPDATE users SET
    user_consented_privacy_policy_version = ?, user_consented_privacy_policy_on = ?
    WHERE username = ?`);

  app.post('/api/user/cookie_consent', {
    schema: { body: { type: 'object', additionalProperties: false } },
  }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Login required' });
    const consentedOn = app.nowSeconds();
    recordConsent.run(CURRENT_PRIVACY_POLICY_VERSION, consentedOn, user.username);
    return { status: 'success', version: CURRENT_PRIVACY_POLICY_VERSION, consented_on: consentedOn };
  });
}

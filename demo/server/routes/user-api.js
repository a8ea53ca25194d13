// @ts-check
// The current user's calls: user-me, user key, messages, cookie consent; and the connectivity probe.
import { randomToken } from '../auth.js';
import { CURRENT_PRIVACY_POLICY_VERSION, USER_ME_TTL_S } from '../constants.js';
import { sendCached } from '../answer-cache.js';
import { csrfTokenFor, signedInUser, visitorIdOf } from '../http-session.js';
import { adStripHtml, currentUserJson } from '../users.js';
import { visitedContestsOf } from '../features/contests/contest-answer.js';

// GET calls get a cache-busting timestamp from the client's shared helper, so
// query strings are accepted but not required to be empty.
const anyQuery = { type: 'object' };

/** @param {import('fastify').FastifyInstance} app */
export default async function userApiRoutes(app) {
  const createAnonymousKey = app.db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('anonymous_user_key', ?)");
  const readAnonymousKey = app.db.prepare("SELECT value FROM meta WHERE key = 'anonymous_user_key'").pluck();
  /** The key visitors share, one per database, created on first use. */
  const anonymousUserKey = () => {
    createAnonymousKey.run(randomToken());
    return /** @type {string} */ (readAnonymousKey.get());
  };

  // The client's connectivity probe (core/connectivity.ts: HEAD, no-store): any answer means the
  // server is reachable; 204, nothing read, never cached. Fastify answers HEAD from the GET route.
  app.get('/api/ping', { schema: { querystring: anyQuery } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.code(204).send();
  });

  // compress: false: the answer carries the CSRF token (compression.js).
  app.get('/api/user/me', { schema: { querystring: anyQuery }, compress: false }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const compute = () => {
      const csrfToken = csrfTokenFor(request, reply);
      const user = signedInUser(request);
      return {
        status: 'success',
        user: currentUserJson(user),
        ip: request.ip,
        adStrip: adStripHtml(user),
        csrfToken,
        visitedContests: visitedContestsOf(app.db, user?.username),
        ttl: USER_ME_TTL_S,
      };
    };
    // The answer is the session's (or the visitor cookie's) and the address's, and reads no
    // clock: kept in the answer cache under those. A visitor without a usable cookie gets a new
    // one with this answer, which is computed.
    const visitorId = visitorIdOf(request);
    const identity = request.session ? `session\0${request.session.id}` : visitorId && `visitor\0${visitorId}`;
    if (!identity) return compute();
    return sendCached(reply, `me\0${identity}\0${request.ip}`, -1, compute);
  });

  app.get('/api/user/key', { schema: { querystring: anyQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return { status: 'success', key: user ? user.user_key : anonymousUserKey() };
  });

  const pendingMessages = app.db.prepare(
    'SELECT id, type, text FROM user_messages WHERE username = ? AND delivered = 0 ORDER BY id');
  const markDelivered = app.db.prepare(
    'UPDATE user_messages SET delivered = 1 WHERE id = ? AND username = ?');

  // A GET changes nothing (a prefetch, a crawler or a retry must not use a message up): the
  // answer lists the messages' ids, and the client acknowledges what it has shown.
  app.get('/api/user/messages', { schema: { querystring: anyQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    /** @type {Record<string, string[]>} */
    const messages = {};
    /** @type {number[]} */
    const ids = [];
    if (user) {
      const rows = /** @type {{ id: number, type: string, text: string }[]} */ (pendingMessages.all(user.username));
      for (const { id, type, text } of rows) {
        (messages[type] ??= []).push(text);
        ids.push(id);
      }
    }
    return { status: 'success', messages, ids };
  });

  const acknowledge = app.db.transaction((/** @type {number[]} */ ids, /** @type {string} */ username) => {
    let count = 0;
    for (const id of ids) count += markDelivered.run(id, username).changes;
    return count;
  });

  app.post('/api/user/messages/ack', {
    schema: {
      body: {
        type: 'object', additionalProperties: false, required: ['ids'],
        properties: { ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } },
      },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Login required' });
    const { ids } = /** @type {{ ids: number[] }} */ (request.body);
    // Query strings need type coercion, which lets a 400-digit string through as Infinity.
    if (!ids.every(Number.isSafeInteger)) return reply.code(400).send({ status: 'error', message: 'ids must be message ids' });
    // Another user's ids are simply not this user's messages: nothing changes for them.
    return { status: 'success', acknowledged: acknowledge(ids, user.username) };
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

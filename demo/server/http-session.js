// @ts-check
// Sessions over HTTP: the cc_session cookie, lazy creation, sign-in/out, and the one CSRF
// check every state-changing request passes through.
import { SESSION_COOKIE, SESSION_MAX_AGE_S, USER_KEY_COOKIE } from './constants.js';
import { tokensEqual } from './auth.js';
import { findUser } from './users.js';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('./auth.js').SessionRow} SessionRow */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @param {import('fastify').FastifyInstance} app
 */
export function installSessions(app) {
  app.decorateRequest('session', null);

  // Reading is cheap (one primary-key lookup); a row is only written when a route needs a
  // session (ensureSession) or signs someone in.
  app.addHook('onRequest', async (request) => {
    request.session = app.sessions.find(request.cookies[SESSION_COOKIE]) ?? null;
  });

  // One CSRF gate for every POST/PUT/PATCH/DELETE, before validation so a forged request
  // learns nothing about the schema. The token comes in the x-csrf-token header; plain HTML
  // forms (routes with config.renderForm) may send it as the urlencoded field _csrf.
  app.addHook('preValidation', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const config = /** @type {import('./validation.js').FormRouteConfig} */ (
      request.routeOptions.config ?? {});
    const formToken = config.renderForm && isUrlEncoded(request)
      ? /** @type {Record<string, unknown> | undefined} */ (request.body)?._csrf
      : undefined;
    const sent = request.headers['x-csrf-token'] ?? formToken;
    const session = request.session;
    if (session && typeof sent === 'string' && tokensEqual(sent, session.csrf_token)) return;
    if (config.renderForm) {
      return config.renderForm(request, reply, {
        status: 403,
        message: 'Your session expired. Please try again.',
      });
    }
    return reply.code(403).send({ status: 'apierror', message: 'Invalid CSRF token' });
  });
}

/** @param {Request} request */
function isUrlEncoded(request) {
  return String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** @param {Request} request @param {Reply} reply @param {string} id */
function setSessionCookie(request, reply, id) {
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_S,
  });
}

/**
 * The visitor's session, created (and its cookie set) on first need.
 * @param {Request} request @param {Reply} reply
 * @returns {SessionRow}
 */
export function ensureSession(request, reply) {
  let session = request.session;
  if (!session) {
    session = request.server.sessions.create(null);
    request.session = session;
    setSessionCookie(request, reply, session.id);
  }
  return session;
}

/**
 * The signed-in user's row, or undefined for visitors.
 * @param {Request} request
 */
export function signedInUser(request) {
  const username = request.session?.username;
  return username ? findUser(request.server.db, username) : undefined;
}

/**
 * Signs `username` in on a brand-new session (new id and CSRF token).
 * @param {Request} request @param {Reply} reply @param {string} username
 */
export function signIn(request, reply, username) {
  const session = request.server.sessions.rotate(request.session?.id, username);
  request.session = session;
  setSessionCookie(request, reply, session.id);
  forgetClientUserKey(reply);
  return session;
}

/**
 * The client keeps the user key (which seals its cache) in a short-lived cookie. When the
 * identity changes the old key must not be used again: the next cache read fetches the new key,
 * and whatever the previous identity cached becomes unreadable (a miss), on every page.
 * @param {Reply} reply
 */
function forgetClientUserKey(reply) {
  reply.clearCookie(USER_KEY_COOKIE, { path: '/' });
}

/** Ends the session and removes its cookie. @param {Request} request @param {Reply} reply */
export function signOut(request, reply) {
  request.server.sessions.destroy(request.session?.id);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  forgetClientUserKey(reply);
}

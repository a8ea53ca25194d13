// @ts-check
// Sessions over HTTP: the cc_session cookie, sign-in/out, and the one CSRF check every
// state-changing request passes through.
//
// A session row exists only for a signed-in user. A visitor gets a random cc_visitor cookie
// and a CSRF token derived from it and the install secret, so visitors' page views and
// user-me calls write nothing (a crawler's thousand cookie-less GETs add no rows).
import { SESSION_COOKIE, SESSION_MAX_AGE_S, USER_KEY_COOKIE, VISITOR_COOKIE } from './constants.js';
import { randomToken, tokensEqual } from './auth.js';
import { derivedSecret } from './secrets.js';
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
  // session (ensureSession) or signs someone in. Hooks that run on every request are plain
  // callbacks where they can be: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.session = app.sessions.find(request.cookies[SESSION_COOKIE]) ?? null;
    done();
  });

  // One CSRF gate for every POST/PUT/PATCH/DELETE, before validation so a forged request
  // learns nothing about the schema. The token comes in the x-csrf-token header; plain HTML
  // forms (routes with config.renderForm) may send it as the urlencoded field _csrf.
  app.addHook('preValidation', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) done();
    else checkCsrf(request, reply).then(() => done(), done);
  });
}

/** The CSRF gate of a state-changing request: answers 403 (or re-renders the form) when the token is wrong. @param {Request} request @param {Reply} reply */
async function checkCsrf(request, reply) {
  const config = /** @type {import('./validation.js').FormRouteConfig} */ (
    request.routeOptions.config ?? {});
  const formToken = config.renderForm && isUrlEncoded(request)
    ? /** @type {Record<string, unknown> | undefined} */ (request.body)?._csrf
    : undefined;
  const sent = request.headers['x-csrf-token'] ?? formToken;
  const expected = expectedCsrfToken(request);
  if (expected && typeof sent === 'string' && tokensEqual(sent, expected)) return;
  if (config.renderForm) {
    return config.renderForm(request, reply, {
      status: 403,
      message: 'Your session expired. Please try again.',
    });
  }
  return reply.code(403).send({ status: 'apierror', message: 'Invalid CSRF token' });
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

/** A visitor's CSRF token: an HMAC of their cc_visitor id. @param {Request} request @param {string} visitorId */
function visitorCsrfToken(request, visitorId) {
  return derivedSecret(request.server.db, 'visitor-csrf', visitorId).toString('base64url');
}

/** The token a state-changing request must carry, or null when it can carry none. @param {Request} request */
function expectedCsrfToken(request) {
  if (request.session) return request.session.csrf_token;
  const visitorId = request.cookies[VISITOR_COOKIE];
  return visitorId ? visitorCsrfToken(request, visitorId) : null;
}

/**
 * The visitor's id from the cc_visitor cookie when it is one the server would keep (else the
 * next csrfTokenFor gives a new one).
 * @param {Request} request
 */
export function visitorIdOf(request) {
  const visitorId = request.cookies[VISITOR_COOKIE];
  return visitorId && visitorId.length <= 64 ? visitorId : undefined;
}

/**
 * The CSRF token for the page or the user-me answer: the session's for a signed-in user, else
 * the visitor's (its cookie set on first need; nothing is written to the database).
 * @param {Request} request @param {Reply} reply
 */
export function csrfTokenFor(request, reply) {
  if (request.session) return request.session.csrf_token;
  let visitorId = visitorIdOf(request);
  if (!visitorId) {
    visitorId = randomToken();
    request.cookies[VISITOR_COOKIE] = visitorId;
    reply.setCookie(VISITOR_COOKIE, visitorId, {
      httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: SESSION_MAX_AGE_S,
    });
  }
  return visitorCsrfToken(request, visitorId);
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

/**
 * Ends the session (or, with `everywhere`, every session of its user) and removes its cookie.
 * @param {Request} request @param {Reply} reply @param {{ everywhere?: boolean }} [options]
 */
export function signOut(request, reply, { everywhere = false } = {}) {
  const username = request.session?.username;
  if (everywhere && username) request.server.sessions.destroyUser(username);
  else request.server.sessions.destroy(request.session?.id);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  forgetClientUserKey(reply);
}

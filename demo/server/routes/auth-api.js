// @ts-check
// JSON sign-in and sign-out for the elements (the login page is a server-driven form: features/accounts).
import { HashQueueFull } from '../auth.js';
import { tooManyAttemptsText } from '../attempt-limits.js';
import { LOGOUT_MARKER_COOKIE } from '../constants.js';
import { signIn, signOut } from '../http-session.js';
import { checkCredentials, currentUserJson } from '../users.js';

/** Username and password limits shared with the login page form. */
const credentialsSchema = {
  username: { type: 'string', minLength: 1, maxLength: 64 },
  password: { type: 'string', minLength: 1, maxLength: 128 },
};

/**
 * A sign-in attempt: counted before the password is checked, given back when it was right.
 * `wait` > 0: refused by the attempt limits (nothing checked); `busy`: the hash queue was full
 * (nothing checked, nothing counted).
 * @param {import('fastify').FastifyInstance} app @param {import('fastify').FastifyRequest} request
 * @param {string} username @param {string} password
 * @returns {Promise<{ wait: number, busy?: HashQueueFull, user?: import('../users.js').UserRow }>}
 */
export async function attemptSignIn(app, request, username, password) {
  const reservation = await app.attempts.reserve(request, 'login', username);
  if (reservation.wait) return { wait: reservation.wait };
  try {
    const user = await checkCredentials(app.db, username, password, request.ip);
    if (user) await reservation.release();
    return { wait: 0, user };
  } catch (error) {
    await reservation.release();
    if (error instanceof HashQueueFull) return { wait: 0, busy: error };
    throw error;
  }
}

/** The answer to a password check the hash queue refused. @param {import('fastify').FastifyReply} reply @param {HashQueueFull} busy */
export const busyAnswer = (reply, busy) =>
  reply.code(busy.statusCode).header('retry-after', busy.retryAfter).send({ status: 'error', message: busy.message });

/** @param {import('fastify').FastifyInstance} app */
export default async function authApiRoutes(app) {
  app.post('/api/auth/login', {
    // The answer carries the new session's CSRF token (compression.js).
    compress: false,
    schema: {
      body: {
        type: 'object',
        required: ['username', 'password'],
        additionalProperties: false,
        properties: credentialsSchema,
      },
    },
  }, async (request, reply) => {
    const { username, password } = /** @type {{ username: string, password: string }} */ (request.body);
    const { wait, busy, user } = await attemptSignIn(app, request, username, password);
    if (wait) {
      return reply.code(429).header('retry-after', wait)
        .send({ status: 'error', message: tooManyAttemptsText('login', wait) });
    }
    if (busy) return busyAnswer(reply, busy);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Invalid username or password' });
    const session = signIn(request, reply, user.username);
    return { status: 'success', user: currentUserJson(user), csrfToken: session.csrf_token };
  });

  app.post('/api/auth/logout', {
    schema: {
      body: { type: 'object', additionalProperties: false, properties: { everywhere: { type: 'boolean' } } },
    },
  }, async (request, reply) => {
    // everywhere: end this user's sessions in every browser, not only this one.
    signOut(request, reply, { everywhere: /** @type {{ everywhere?: boolean }} */ (request.body).everywhere === true });
    // Readable by scripts on purpose: the client sees it, clears its caches, removes it.
    reply.setCookie(LOGOUT_MARKER_COOKIE, 'done', { path: '/', sameSite: 'lax' });
    return { status: 'success' };
  });
}

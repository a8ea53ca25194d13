// @ts-check
// JSON sign-in and sign-out for the elements (the login page is a server-driven form: features/accounts).
import { verifyPassword } from '../auth.js';
import { tooManyAttemptsText } from '../attempt-limits.js';
import { LOGOUT_MARKER_COOKIE } from '../constants.js';
import { signIn, signOut } from '../http-session.js';
import { currentUserJson, findUser } from '../users.js';

/** Username and password limits shared with the login page form. */
export const credentialsSchema = {
  username: { type: 'string', minLength: 1, maxLength: 64 },
  password: { type: 'string', minLength: 1, maxLength: 128 },
};

/**
 * Checks credentials; returns the user row or undefined. Always costs one scrypt.
 * @param {import('../sqlite-types.js').Db} db
 * @param {string} username
 * @param {string} password
 */
export async function checkCredentials(db, username, password) {
  const user = findUser(db, username);
  const ok = await verifyPassword(password, user?.password_hash);
  return ok ? user : undefined;
}

/** @param {import('fastify').FastifyInstance} app */
export default async function authApiRoutes(app) {
  app.post('/api/auth/login', {
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
    const wait = await app.attempts.check(request, 'login', username);
    if (wait) {
      return reply.code(429).header('retry-after', wait)
        .send({ status: 'error', message: tooManyAttemptsText('login', wait) });
    }
    const user = await checkCredentials(app.db, username, password);
    if (!user) {
      await app.attempts.record(request, 'login', username);
      return reply.code(401).send({ status: 'error', message: 'Invalid username or password' });
    }
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

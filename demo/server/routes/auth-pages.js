// @ts-check
// Server-rendered sign-in and sign-up pages: plain HTML forms that work without any script
// (link targets /login?destination=… and /signup).
import { hashPassword } from '../auth.js';
import { csrfTokenFor, signIn } from '../http-session.js';
import { escapeHtml, renderPage, sendHtml } from '../html.js';
import { safeDestination } from '../redirects.js';
import { findUser, insertUser } from '../users.js';
import { USERNAME_PATTERN } from '../validation.js';
import { checkCredentials, credentialsSchema } from './auth-api.js';
import { SEED_USERNAMES } from '../seed.js';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {{ username?: unknown, destination?: unknown }} FormValues */

const destinationSchema = { type: 'string', maxLength: 2048 };
const pageQuery = { type: 'object', properties: { destination: destinationSchema } };
const formFields = { _csrf: { type: 'string', maxLength: 128 }, destination: destinationSchema };

/**
 * @param {{ csrfToken: string, destination: string, username?: unknown, error?: string }} form
 */
export function loginPage({ csrfToken, destination, username, error }) {
  const signupHref = `/signup?destination=${encodeURIComponent(destination)}`;
  return renderPage({
    title: 'Sign in',
    main: `<h1>Sign in</h1>
${errorBlock(error)}<form method="post" action="/login">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="destination" value="${escapeHtml(destination)}">
<p><label for="username">Username</label><br>
<input id="username" name="username" autocomplete="username" required maxlength="64" value="${escapeHtml(typeof username === 'string' ? username : '')}"></p>
<p><label for="password">Password</label><br>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"></p>
<p><button type="submit">Sign in</button></p>
</form>
<p>New here? <a href="${escapeHtml(signupHref)}">Create an account</a>.</p>
<p>Demo accounts: ${SEED_USERNAMES.map((u) => `<code>${escapeHtml(u)}</code>`).join(', ')}; password <code>demo1234</code>.</p>`,
  });
}

/**
 * @param {{ csrfToken: string, destination: string, username?: unknown, error?: string }} form
 */
export function signupPage({ csrfToken, destination, username, error }) {
  return renderPage({
    title: 'Create an account',
    main: `<h1>Create an account</h1>
${errorBlock(error)}<form method="post" action="/signup">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="destination" value="${escapeHtml(destination)}">
<p><label for="username">Username</label><br>
<input id="username" name="username" autocomplete="username" required minlength="3" maxlength="20" pattern="[a-z0-9_]{3,20}" aria-describedby="username-hint" value="${escapeHtml(typeof username === 'string' ? username : '')}"><br>
<small id="username-hint">3 to 20 characters: lowercase letters, digits or _.</small></p>
<p><label for="password">Password</label><br>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128" aria-describedby="password-hint"><br>
<small id="password-hint">At least 8 characters.</small></p>
<p><button type="submit">Create account</button></p>
</form>
<p>Already have an account? <a href="${escapeHtml(`/login?destination=${encodeURIComponent(destination)}`)}">Sign in</a>.</p>`,
  });
}

/** @param {string | undefined} error */
function errorBlock(error) {
  return error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>\n` : '';
}

/**
 * Re-renders a form after a failure with the user's input (never the password).
 * @param {typeof loginPage} page
 */
function formRenderer(page) {
  /** @type {NonNullable<import('../validation.js').FormRouteConfig['renderForm']>} */
  return (request, reply, { status, message }) => {
    const csrfToken = csrfTokenFor(request, reply);
    const values = /** @type {FormValues} */ (
      request.body && typeof request.body === 'object' ? request.body : {});
    return sendHtml(reply, status, page({
      csrfToken,
      destination: safeDestination(values.destination),
      username: values.username,
      error: message,
    }));
  };
}

/** @param {import('fastify').FastifyInstance} app */
export default async function authPageRoutes(app) {
  /** @param {typeof loginPage} page */
  const showForm = (page) => async (/** @type {Request} */ request, /** @type {Reply} */ reply) => {
    const csrfToken = csrfTokenFor(request, reply);
    const { destination } = /** @type {FormValues} */ (request.query);
    return sendHtml(reply, 200, page({
      csrfToken,
      destination: safeDestination(destination),
    }));
  };

  const renderLogin = formRenderer(loginPage);
  const renderSignup = formRenderer(signupPage);
  // A malformed query (say, two destinations) still gets the page, with the message.
  app.get('/login', { config: { renderForm: renderLogin }, schema: { querystring: pageQuery } },
    showForm(loginPage));
  app.get('/signup', { config: { renderForm: renderSignup }, schema: { querystring: pageQuery } },
    showForm(signupPage));

  app.post('/login', {
    config: { renderForm: renderLogin },
    schema: {
      body: {
        type: 'object',
        required: ['username', 'password'],
        additionalProperties: false,
        properties: { ...credentialsSchema, ...formFields },
      },
    },
  }, async (request, reply) => {
    const { username, password, destination } =
      /** @type {{ username: string, password: string, destination?: string }} */ (request.body);
    const user = await checkCredentials(app.db, username, password);
    if (!user) {
      return renderLogin(request, reply, { status: 401, message: 'Invalid username or password' });
    }
    signIn(request, reply, user.username);
    return reply.redirect(safeDestination(destination), 303);
  });

  app.post('/signup', {
    config: { renderForm: renderSignup },
    schema: {
      body: {
        type: 'object',
        required: ['username', 'password'],
        additionalProperties: false,
        properties: {
          username: { type: 'string', pattern: USERNAME_PATTERN },
          password: { type: 'string', minLength: 8, maxLength: 128 },
          ...formFields,
        },
      },
    },
  }, async (request, reply) => {
    const { username, password, destination } =
      /** @type {{ username: string, password: string, destination?: string }} */ (request.body);
    const taken = { status: 409, message: `The username ${username} is taken. Please choose another.` };
    if (findUser(app.db, username)) return renderSignup(request, reply, taken);
    const passwordHash = await hashPassword(password);
    try {
      insertUser(app.db, { username, passwordHash, createdAt: app.nowSeconds() });
    } catch (err) {
      // Two sign-ups for one name at once: the UNIQUE constraint decides.
      if (/** @type {{ code?: string }} */ (err).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        return renderSignup(request, reply, taken);
      }
      throw err;
    }
    signIn(request, reply, username);
    return reply.redirect(safeDestination(destination), 303);
  });
}

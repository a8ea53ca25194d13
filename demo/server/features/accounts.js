// @ts-check
// Account forms on the reference server: each form is
// a server-driven form (GET the markup, POST it, POST ?validate={field}) with real validation,
// a rate limit on posts that answers rate_limit_exceeded, and captchas drawn here.
import { tooManyAttemptsText } from '../attempt-limits.js';
import { HashQueueFull, hashPassword, verifyPassword } from '../auth.js';
import { busyAnswer } from '../routes/auth-api.js';
import { signedInUser } from '../http-session.js';
import { escapeHtml } from '../html.js';
import { placesMigration, seedPlaces } from './accounts/places.js';
import { registrationRoutes } from './accounts/register.js';
import { CAPTCHA_SID_PATTERN, captchaSvg, captchaUsesMigration, checkCaptcha, createCaptcha, readCaptcha } from './accounts/captcha.js';
import {
  CAPTCHA_WRONG_TEXT, FORM_POST_LIMIT, FORM_POST_WINDOW_S, NOTHING_ENTERED_TEXT, RATE_LIMIT_TEXT, REQUIRED_TEXT,
  captchaBlock, createRateLimiter, field, isNothingEntered, refusal,
} from './accounts/form-kit.js';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 1000,
    name: 'accounts: captchas, password reset requests, user teams',
    // The captchas table is replaced by captcha_uses in 1003 (no row per captcha shown).
    sql: `
      CREATE TABLE captchas (
        sid TEXT PRIMARY KEY, token TEXT NOT NULL, answer TEXT NOT NULL, form_key TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE INDEX captchas_created_at ON captchas (created_at);
      CREATE TABLE password_reset_requests (
        id           INTEGER PRIMARY KEY,
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        requested_at INTEGER NOT NULL
      );
      CREATE TABLE user_teams (
        username   TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        name       TEXT NOT NULL COLLATE NOCASE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (username, name)
      );
    `,
  },
  { version: 1001, name: 'accounts: countries, states, profiles', sql: placesMigration },
  // The mobile-number form (accounts-pages.js) records the number it marked verified.
  { version: 1002, name: 'accounts: mobile numbers', sql: 'ALTER TABLE user_profiles ADD COLUMN mobile_number TEXT;' },
  { version: 1003, name: 'accounts: sealed captchas, only the used ones stored', sql: captchaUsesMigration },
  // Zen mode, chosen on the profile form: the problem answer's user_zen_mode (problem-answer.js).
  { version: 1004, name: 'accounts: zen mode', sql: 'ALTER TABLE users ADD COLUMN zen_mode INTEGER NOT NULL DEFAULT 0 CHECK (zen_mode IN (0, 1));' },
];

/** @param {import('../sqlite-types.js').Db} db */
export function seed(db) {
  seedPlaces(db);
}

export const CHANGE_LOGIN_TEXT = 'Please login to change your password.';
const TEAM_LOGIN_TEXT = 'Please login to create a team.';
export const CURRENT_WRONG_TEXT = 'Your current password is not correct.';
export const SHORT_PASSWORD_TEXT = 'Use at least 8 characters.';
export const MISMATCH_TEXT = 'The two new passwords do not match.';
export const SAME_PASSWORD_TEXT = 'Choose a password different from the current one.';
export const CHANGED_TEXT = 'Your password has been changed. Every other session of your account has been signed out.';
export const forgotSuccessText = (/** @type {string} */ name) =>
  `We have received your request. If ${name} is a registered user, the reset instructions go to the account's email address.`;
export const teamCreatedText = (/** @type {string} */ name) => `Your team ${name} has been created.`;
const TEAM_TAKEN_TEXT = 'You already have a team with this name.';
const CAPTCHA_REFRESH_LIMIT_TEXT = 'Too many new pictures. Please wait a minute and try again.';

/** Forms that carry a captcha, by their captcha id (the {id} of GET /captcha/refresh/{id}). */
const CAPTCHA_FORMS = ['forgot-password', 'signup'];

const str = (/** @type {number} */ max) => ({ type: 'string', maxLength: max });
const getQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
/** @param {string[]} fields */
const postQuery = (fields) => ({
  type: 'object', additionalProperties: false, properties: { validate: { type: 'string', enum: fields } },
});
/** @param {Record<string, object>} properties */
const body = (properties) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
const captchaFields = { captcha: str(10), captcha_sid: str(64), captcha_token: str(128) };

/** @param {string} action @param {string} inner @param {string} [extra] */
const formMarkup = (action, inner, extra = '') =>
  `<form method="post" action="${action}" class="account-form"${extra}>${inner}</form>`;

// The name field is `username`: `name` would clobber form.name, and the sanitiser drops it.
/** @param {{ username?: string }} values @param {{ sid: string, token: string }} captcha */
export function forgotPasswordForm(values, captcha) {
  return formMarkup('/api/forms/forgot-password',
    '<p class="intro">Enter your username. We will send the reset instructions to the email address of the account.</p>' +
    field({ id: 'forgot-name', name: 'username', label: 'Username', value: values.username, maxlength: 64, validate: true }) +
    captchaBlock('forgot-password', captcha) +
    '<div class="actions"><button type="submit">Send reset instructions</button></div>',
    ' data-require-filled="username captcha"');
}

function changePasswordForm() {
  return formMarkup('/api/forms/change-password',
    field({ id: 'current-password', name: 'current_password', label: 'Current password', type: 'password', maxlength: 128 }) +
    field({ id: 'new-password', name: 'new_password', label: 'New password', type: 'password', maxlength: 128,
      validate: true, hint: 'At least 8 characters.', nocopy: true }) +
    field({ id: 'confirm-password', name: 'confirm_password', label: 'New password again', type: 'password', maxlength: 128,
      validate: true, nocopy: true }) +
    '<div class="actions"><button type="submit">Change password</button></div>',
    ' data-require-value="current_password new_password confirm_password"');
}

/** @param {{ team_name?: string }} values */
function newTeamForm(values) {
  return formMarkup('/api/forms/new-team',
    field({ id: 'team-name', name: 'team_name', label: 'Team name', value: values.team_name, maxlength: 40, validate: true }) +
    '<div class="actions"><button type="submit">Create team</button></div>');
}

/** @param {{ new_password?: string, confirm_password?: string }} fields @param {string[]} only */
function newPasswordErrors(fields, only) {
  /** @type {Record<string, string>} */
  const errors = {};
  const fresh = fields.new_password ?? '';
  if (only.includes('new_password') && fresh.length < 8) errors.new_password = SHORT_PASSWORD_TEXT;
  if (only.includes('confirm_password') && (fields.confirm_password ?? '') !== fresh) errors.confirm_password = MISMATCH_TEXT;
  return errors;
}

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;
  const now = () => app.nowSeconds();
  const posts = createRateLimiter(FORM_POST_LIMIT, FORM_POST_WINDOW_S, now);
  const refreshes = createRateLimiter(30, 60, now);

  /**
   * rate_limit_exceeded is a real answer (the client reloads the page on it).
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply @param {string} form
   */
  const overLimit = (request, reply, form) => {
    if (posts.take(`${request.session?.id ?? request.ip}|${form}`)) return false;
    reply.code(429).send({ status: 'rate_limit_exceeded', message: RATE_LIMIT_TEXT });
    return true;
  };
  /**
   * Sign-in, sign-up and password attempts over their limit (per IP or per account, see
   * attempt-limits.js): the same form answer as the per-form post limit, naming the wait.
   * @param {import('fastify').FastifyReply} reply @param {import('../attempt-limits.js').AttemptKind} kind
   * @param {Promise<number>} waitSeconds
   */
  const attemptsRefused = async (reply, kind, waitSeconds) => {
    const wait = await waitSeconds;
    if (!wait) return false;
    reply.code(429).header('retry-after', wait).send({ status: 'rate_limit_exceeded', message: tooManyAttemptsText(kind, wait) });
    return true;
  };
  /** @param {Record<string, string>} errors */
  const fieldAnswer = (errors) => (Object.keys(errors).length ? { status: 'error', errors } : { status: 'success' });

  await registrationRoutes(app, { overLimit, fieldAnswer, attemptsRefused });

  // --- Captcha ---
  app.get('/captcha/refresh/:id', {
    schema: { params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', enum: CAPTCHA_FORMS } } }, querystring: getQuery },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!refreshes.take(request.session?.id ?? request.ip)) {
      return reply.code(429).send({ status: 'error', message: CAPTCHA_REFRESH_LIMIT_TEXT });
    }
    const { id } = /** @type {{ id: string }} */ (request.params);
    const captcha = createCaptcha(db, now(), id);
    return { status: 'success', message: '', data: { url: captcha.url, sid: captcha.sid, token: captcha.token } };
  });

  app.get('/captcha/image/:sid', {
    schema: { params: { type: 'object', additionalProperties: false, required: ['sid'], properties: { sid: { type: 'string', pattern: CAPTCHA_SID_PATTERN } } }, querystring: getQuery },
  }, async (request, reply) => {
    const { sid } = /** @type {{ sid: string }} */ (request.params);
    const answer = readCaptcha(db, sid, now())?.answer;
    reply.header('cache-control', 'no-store');
    if (!answer) return reply.code(404).send({ status: 'error', message: 'This picture has expired. Show another one.' });
    return reply.type('image/svg+xml').send(captchaSvg(answer));
  });

  // --- Forgot password ---
  const FORGOT = '/api/forms/forgot-password';
  const forgotBody = body({ username: str(64), ...captchaFields });
  const findUser = db.prepare('SELECT username FROM users WHERE username = ?').pluck();
  const recordResetRequest = db.prepare('INSERT INTO password_reset_requests (username, requested_at) VALUES (?, ?)');
  app.get(FORGOT, { schema: { querystring: getQuery } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success', formId: 'forgot-password', form: forgotPasswordForm({}, createCaptcha(db, now(), 'forgot-password')) };
  });
  app.post(FORGOT, { schema: { querystring: postQuery(['username']), body: forgotBody } }, async (request, reply) => {
    const fields = /** @type {{ username: string, captcha: string, captcha_sid: string, captcha_token: string }} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    /** @type {Record<string, string>} */
    const errors = {};
    if (fields.username.trim() === '') errors.username = REQUIRED_TEXT;
    if (validate) return fieldAnswer(errors);
    if (overLimit(request, reply, 'forgot-password')) return reply;
    if (fields.captcha.trim() === '') errors.captcha = REQUIRED_TEXT;
    // The captcha is checked (and used up) on every full post, so a wrong name costs a picture too.
    else if (!checkCaptcha(db, now(), 'forgot-password', { sid: fields.captcha_sid, token: fields.captcha_token, answer: fields.captcha })) {
      errors.captcha = CAPTCHA_WRONG_TEXT;
    }
    if (Object.keys(errors).length) {
      return reply.code(422).send(refusal(errors, 'forgot-password',
        forgotPasswordForm({ username: fields.username }, createCaptcha(db, now(), 'forgot-password'))));
    }
    const name = fields.username.trim();
    // Counted per IP and per name asked for, whether or not it is an account (the answer must
    // not tell which names exist).
    if (await attemptsRefused(reply, 'forgot', app.attempts.reserve(request, 'forgot', name).then((r) => r.wait))) return reply;
    const username = /** @type {string | undefined} */ (findUser.get(name));
    if (username) recordResetRequest.run(username, now());
    return { status: 'success', success: forgotSuccessText(name) };
  });

  // --- Change password (signed-in users; a login-required form) ---
  const CHANGE = '/api/forms/change-password';
  const passwordOf = db.prepare('SELECT password_hash FROM users WHERE username = ?').pluck();
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE username = ?');
  const endOtherSessions = db.prepare('DELETE FROM sessions WHERE username = ? AND id != ?');
  app.get(CHANGE, { schema: { querystring: getQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!signedInUser(request)) return reply.code(401).send({ status: 'error', message: CHANGE_LOGIN_TEXT });
    return { status: 'success', formId: 'change-password', form: changePasswordForm() };
  });
  app.post(CHANGE, {
    schema: {
      querystring: postQuery(['new_password', 'confirm_password']),
      body: body({ current_password: str(128), new_password: str(128), confirm_password: str(128) }),
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: CHANGE_LOGIN_TEXT });
    const fields = /** @type {{ current_password: string, new_password: string, confirm_password: string }} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    if (validate) return fieldAnswer(newPasswordErrors(fields, [validate]));
    if (overLimit(request, reply, 'change-password')) return reply;
    // Counted before the current password is checked; given back when it was right.
    const reservation = await app.attempts.reserve(request, 'change', user.username);
    if (await attemptsRefused(reply, 'change', Promise.resolve(reservation.wait))) return reply;
    const errors = newPasswordErrors(fields, ['new_password', 'confirm_password']);
    const stored = /** @type {string} */ (passwordOf.get(user.username));
    let hash;
    try {
      if (!(await verifyPassword(fields.current_password, stored, request.ip))) errors.current_password = CURRENT_WRONG_TEXT;
      else {
        await reservation.release();
        if (!errors.new_password && fields.new_password === fields.current_password) errors.new_password = SAME_PASSWORD_TEXT;
      }
      if (Object.keys(errors).length) return reply.code(422).send(refusal(errors, 'change-password', changePasswordForm()));
      hash = await hashPassword(fields.new_password, undefined, request.ip);
    } catch (error) {
      await reservation.release();
      if (error instanceof HashQueueFull) return busyAnswer(reply, error);
      throw error;
    }
    db.transaction(() => {
      setPassword.run(hash, user.username);
      endOtherSessions.run(user.username, /** @type {string} */ (request.session?.id));
    })();
    return { status: 'success', success: CHANGED_TEXT };
  });

  // --- New team (a new-entity form: 'You  haven't entered anything.') ---
  const TEAM = '/api/forms/new-team';
  const addTeam = db.prepare('INSERT INTO user_teams (username, name, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  app.get(TEAM, { schema: { querystring: getQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!signedInUser(request)) return reply.code(401).send({ status: 'error', message: TEAM_LOGIN_TEXT });
    return { status: 'success', formId: 'new-team', form: newTeamForm({}) };
  });
  app.post(TEAM, { schema: { querystring: postQuery(['team_name']), body: body({ team_name: str(40) }) } }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: TEAM_LOGIN_TEXT });
    const { team_name: raw } = /** @type {{ team_name: string }} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    /** @type {Record<string, string>} */
    const errors = isNothingEntered(raw) ? { team_name: NOTHING_ENTERED_TEXT } : {};
    if (validate) return fieldAnswer(errors);
    if (overLimit(request, reply, 'new-team')) return reply;
    const name = raw.trim();
    if (!errors.team_name && addTeam.run(user.username, name, now()).changes === 0) errors.team_name = TEAM_TAKEN_TEXT;
    if (Object.keys(errors).length) return reply.code(422).send(refusal(errors, 'new-team', newTeamForm({ team_name: raw })));
    return { status: 'success', success: teamCreatedText(escapeHtml(name)), redirect: `/users/${encodeURIComponent(user.username)}/teams`, timeout: 0 };
  });
}

// @ts-check
// Sign-in and sign-up as server-driven forms:
// GET /api/forms/login and /api/forms/signup answer the form markup, POST checks every field,
// signs the user in and answers a redirect to the (same-site) destination at once.
import { HashQueueFull, hashPassword } from '../../auth.js';
import { signIn } from '../../http-session.js';
import { escapeHtml } from '../../html.js';
import { safeDestination } from '../../redirects.js';
import { findUser, insertUser } from '../../users.js';
import { attemptSignIn, busyAnswer } from '../../routes/auth-api.js';
import { checkCaptcha, createCaptcha } from './captcha.js';
import { CAPTCHA_WRONG_TEXT, REQUIRED_TEXT, captchaBlock, field, refusal } from './form-kit.js';


export const LOGIN_FAILED_TEXT = 'Invalid username or password';
export const USERNAME_RULE_TEXT = 'Use 3 to 20 characters: lowercase letters, digits or _.';
export const usernameTakenText = (/** @type {string} */ name) => `The username ${name} is taken. Please choose another.`;
export const PASSWORD_RULE_TEXT = 'Use at least 8 characters.';
export const COUNTRY_TEXT = 'Choose your country.';
export const STATE_TEXT = 'Choose your state.';
export const ORGANISATION_TEXT = 'Choose your organisation from the suggestions.';
const FULL_NAME_TEXT = 'Enter your name (at most 60 characters).';
export const signedInText = (/** @type {string} */ name) => `Welcome, ${name}!`;

const USERNAME = /^[a-z0-9_]{3,20}$/;
const str = (/** @type {number} */ max) => ({ type: 'string', maxLength: max });
const destinationQuery = {
  type: 'object', additionalProperties: false,
  properties: { destination: str(2048), validate: { type: 'string', enum: ['username', 'password', 'full_name', 'country', 'state', 'organisation'] }, _: { type: 'integer', minimum: 0 } },
};

/**
 * @typedef {{ username?: string, full_name?: string, password?: string, country?: string, state?: string,
 *   organisation?: string, captcha?: string, captcha_sid?: string, captcha_token?: string, destination?: string }} SignupFields
 * @typedef {{ code: string, name: string }} Country
 * @typedef {{ id: number, name: string }} State
 */

const hidden = (/** @type {string} */ name, /** @type {string} */ value) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** @param {string} destination @param {string} [username] @param {readonly string[]} [demoUsers] */
export function loginForm(destination, username = '', demoUsers = []) {
  const back = encodeURIComponent(destination);
  return '<form method="post" action="/api/forms/login" class="account-form">' + hidden('destination', destination) +
    field({ id: 'login-username', name: 'username', label: 'Username', value: username, maxlength: 64 }) +
    field({ id: 'login-password', name: 'password', label: 'Password', type: 'password', maxlength: 128 }) +
    '<div class="actions"><button type="submit">Sign in</button></div>' +
    `<p><a href="/forgot-password">Forgot your password?</a></p>` +
    `<p>New here? <a href="/signup?destination=${escapeHtml(back)}">Create an account</a>.</p>` +
    (demoUsers.length ? `<p class="hint">Demo accounts: ${demoUsers.map(escapeHtml).join(', ')}; password demo1234.</p>` : '') +
    '</form>';
}

/**
 * @param {SignupFields} values @param {{ sid: string, token: string }} captcha
 * @param {Country[]} countries @param {State[]} states of the chosen country @param {string} organisationName
 */
function signupForm(values, captcha, countries, states, organisationName) {
  const destination = values.destination ?? '/';
  const countryOptions = countries.map((c) =>
    `<option value="${c.code}"${c.code === values.country ? ' selected' : ''}>${escapeHtml(c.name)}</option>`).join('');
  const stateOptions = states.map((s) =>
    `<option value="${s.id}"${String(s.id) === values.state ? ' selected' : ''}>${escapeHtml(s.name)}</option>`).join('');
  const organisation = values.organisation && organisationName
    ? ` value="${escapeHtml(values.organisation)}" text="${escapeHtml(organisationName)}"` : '';
  return '<form method="post" action="/api/forms/signup" class="account-form">' + hidden('destination', destination) +
    field({ id: 'signup-username', name: 'username', label: 'Username', value: values.username, maxlength: 20, validate: true,
      hint: '3 to 20 characters: lowercase letters, digits or _.' }) +
    field({ id: 'full-name', name: 'full_name', label: 'Your name', value: values.full_name, maxlength: 60, validate: true }) +
    field({ id: 'signup-password', name: 'password', label: 'Password', type: 'password', maxlength: 128, validate: true,
      hint: 'At least 8 characters.' }) +
    '<div class="field"><label for="country">Country</label>' +
    `<select id="country" name="country" data-validate data-state-target="state"><option value="">Choose your country</option>${countryOptions}</select></div>` +
    '<div class="field"><label for="state">State</label>' +
    `<select id="state" name="state" data-validate><option value="">Choose your state</option>${stateOptions}</select></div>` +
    '<div class="field"><label for="organisation">Organisation</label>' +
    `<cc-autocomplete id="organisation" name="organisation" variant="organisation" label="Organisation" required${organisation}></cc-autocomplete></div>` +
    captchaBlock('signup', captcha) +
    '<div class="actions"><button type="submit">Create account</button></div>' +
    `<p>Already have an account? <a href="/login?destination=${escapeHtml(encodeURIComponent(destination))}">Sign in</a>.</p></form>`;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ overLimit: (request: any, reply: any, form: string) => boolean, fieldAnswer: (errors: Record<string, string>) => object,
 *   attemptsRefused: (reply: any, kind: import('../../attempt-limits.js').AttemptKind, wait: Promise<number>) => Promise<boolean> }} kit
 */
export async function registrationRoutes(app, { overLimit, fieldAnswer, attemptsRefused }) {
  const db = app.db;
  const now = () => app.nowSeconds();
  // Imported here, not at the top: seed.js loads the feature list, which loads this module.
  // The demo accounts are named on the login form only when the demo seed was asked for.
  const demoUsers = app.seedDemo ? (await import('../../seed.js')).SEED_USERNAMES : [];
  const countries = db.prepare('SELECT code, name FROM countries ORDER BY position, name');
  const country = db.prepare('SELECT code, name FROM countries WHERE code = ?');
  const statesOf = db.prepare('SELECT id, name FROM states WHERE country_code = ? ORDER BY name');
  const stateIn = db.prepare('SELECT 1 FROM states WHERE id = ? AND country_code = ?').pluck();
  const organisationName = db.prepare('SELECT name FROM organisations WHERE id = ?').pluck();
  const saveProfile = db.prepare('INSERT INTO user_profiles (username, full_name, state_id, organisation_id) VALUES (?, ?, ?, ?)');

  app.get('/codechef_register/js/get/state/:countryId/', {
    schema: { params: { type: 'object', additionalProperties: false, required: ['countryId'], properties: { countryId: { type: 'string', pattern: '^[A-Za-z]{2}$' } } } },
  }, async (request, reply) => {
    const { countryId } = /** @type {{ countryId: string }} */ (request.params);
    if (!country.get(countryId.toUpperCase())) return reply.code(404).send({ status: 'error', message: 'No such country.' });
    reply.header('cache-control', 'public, max-age=3600');
    return /** @type {State[]} */ (statesOf.all(countryId.toUpperCase())).map((s) => ({ state_id: s.id, state_name: s.name }));
  });

  // --- Sign in ---
  const loginBody = { type: 'object', additionalProperties: false, required: ['username', 'password'],
    properties: { username: str(64), password: str(128), destination: str(2048) } };
  app.get('/api/forms/login', { schema: { querystring: destinationQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { destination } = /** @type {{ destination?: string }} */ (request.query);
    return { status: 'success', formId: 'login', form: loginForm(safeDestination(destination), '', demoUsers) };
  });
  app.post('/api/forms/login', { schema: { querystring: destinationQuery, body: loginBody } }, async (request, reply) => {
    const fields = /** @type {{ username: string, password: string, destination?: string }} */ (request.body);
    const destination = safeDestination(fields.destination);
    if (overLimit(request, reply, 'login')) return reply;
    /** @type {Record<string, string>} */
    const errors = {};
    if (fields.username.trim() === '') errors.username = REQUIRED_TEXT;
    if (fields.password === '') errors.password = REQUIRED_TEXT;
    const tried = Object.keys(errors).length === 0;
    const attempt = tried ? await attemptSignIn(app, request, fields.username.trim(), fields.password) : { wait: 0 };
    if (await attemptsRefused(reply, 'login', Promise.resolve(attempt.wait))) return reply;
    if (attempt.busy) return busyAnswer(reply, attempt.busy);
    const user = attempt.user;
    if (!user) {
      return reply.code(Object.keys(errors).length ? 422 : 401).send({
        ...refusal(errors, 'login', loginForm(destination, fields.username, demoUsers)),
        ...(Object.keys(errors).length ? {} : { message: LOGIN_FAILED_TEXT }),
      });
    }
    signIn(request, reply, user.username);
    return { status: 'success', success: signedInText(user.username), redirect: destination, timeout: 0 };
  });

  // --- Sign up ---
  const signupBody = { type: 'object', additionalProperties: false,
    required: ['username', 'full_name', 'password', 'country', 'captcha', 'captcha_sid', 'captcha_token'],
    properties: {
      username: str(64), full_name: str(200), password: str(128), country: str(8), state: str(12), organisation: str(12),
      captcha: str(10), captcha_sid: str(64), captcha_token: str(128), destination: str(2048),
    } };

  /** Field errors of a sign-up (all fields, or `only`). @param {SignupFields} f @param {string[] | null} only */
  const signupErrors = (f, only) => {
    /** @type {Record<string, string>} */
    const errors = {};
    const wants = (/** @type {string} */ name) => only === null || only.includes(name);
    const username = (f.username ?? '').trim();
    if (wants('username')) {
      if (!USERNAME.test(username)) errors.username = USERNAME_RULE_TEXT;
      else if (findUser(db, username)) errors.username = usernameTakenText(username);
    }
    const fullName = (f.full_name ?? '').trim();
    if (wants('full_name') && (fullName === '' || fullName.length > 60)) errors.full_name = FULL_NAME_TEXT;
    if (wants('password') && (f.password ?? '').length < 8) errors.password = PASSWORD_RULE_TEXT;
    const chosen = /** @type {Country | undefined} */ (country.get(f.country ?? ''));
    if (wants('country') && !chosen) errors.country = COUNTRY_TEXT;
    if (wants('state') && chosen) {
      const hasStates = statesOf.all(chosen.code).length > 0;
      const ok = hasStates ? /^\d+$/.test(f.state ?? '') && stateIn.get(Number(f.state), chosen.code) : !f.state;
      if (!ok) errors.state = STATE_TEXT;
    }
    if (wants('organisation') && !(/^\d+$/.test(f.organisation ?? '') && organisationName.get(Number(f.organisation)))) {
      errors.organisation = ORGANISATION_TEXT;
    }
    return errors;
  };

  /** @param {SignupFields} values */
  const renderSignup = (values) => {
    const chosen = /** @type {Country | undefined} */ (country.get(values.country ?? ''));
    const name = /^\d+$/.test(values.organisation ?? '') ? /** @type {string | undefined} */ (organisationName.get(Number(values.organisation))) : undefined;
    return signupForm(values, createCaptcha(db, now(), 'signup'), /** @type {Country[]} */ (countries.all()),
      chosen ? /** @type {State[]} */ (statesOf.all(chosen.code)) : [], name ?? '');
  };

  app.get('/api/forms/signup', { schema: { querystring: destinationQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { destination } = /** @type {{ destination?: string }} */ (request.query);
    return { status: 'success', formId: 'signup', form: renderSignup({ destination: safeDestination(destination) }) };
  });

  app.post('/api/forms/signup', { schema: { querystring: destinationQuery, body: signupBody } }, async (request, reply) => {
    const fields = /** @type {SignupFields} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    if (validate) return fieldAnswer(signupErrors(fields, [validate]));
    if (overLimit(request, reply, 'signup')) return reply;
    const reservation = await app.attempts.reserve(request, 'signup');
    if (await attemptsRefused(reply, 'signup', Promise.resolve(reservation.wait))) return reply;
    const errors = signupErrors(fields, null);
    if (!fields.captcha?.trim()) errors.captcha = REQUIRED_TEXT;
    else if (!checkCaptcha(db, now(), 'signup', { sid: fields.captcha_sid, token: fields.captcha_token, answer: fields.captcha })) {
      errors.captcha = CAPTCHA_WRONG_TEXT;
    }
    const destination = safeDestination(fields.destination);
    const values = { ...fields, password: '', captcha: '', destination };
    if (Object.keys(errors).length) return reply.code(422).send(refusal(errors, 'signup', renderSignup(values)));
    const username = /** @type {string} */ (fields.username).trim();
    const chosen = /** @type {Country} */ (country.get(fields.country));
    let passwordHash;
    try {
      passwordHash = await hashPassword(/** @type {string} */ (fields.password), undefined, request.ip);
    } catch (error) {
      // Not checked, so not counted: the sign-up can be sent again.
      await reservation.release();
      if (error instanceof HashQueueFull) return busyAnswer(reply, error);
      throw error;
    }
    try {
      db.transaction(() => {
        insertUser(db, { username, passwordHash, country: chosen.name, createdAt: now() });
        saveProfile.run(username, (fields.full_name ?? '').trim(), fields.state ? Number(fields.state) : null, Number(fields.organisation));
      })();
    } catch (err) {
      // Two sign-ups for one name at once: the UNIQUE constraint decides.
      if (/** @type {{ code?: string }} */ (err).code !== 'SQLITE_CONSTRAINT_UNIQUE' && /** @type {{ code?: string }} */ (err).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
      return reply.code(409).send(refusal({ username: usernameTakenText(username) }, 'signup', renderSignup(values)));
    }
    signIn(request, reply, username);
    return { status: 'success', success: signedInText(username), redirect: destination, timeout: 0 };
  });
}

// @ts-check
// What the account pages of the app read: a user's public profile (with the todo list for the
// owner), their teams, their certificates (completed roadmaps), the Pro plans, and the profile and
// mobile-number forms (server-driven forms). Also the forms a page embeds in its page settings
// (`pageForm`), so /login, /forgot-password, /users/{me}/edit and /mobile show their form at once.
import { signedInUser } from '../http-session.js';
import { ratingBand } from '../users.js';
import { safeDestination } from '../redirects.js';
import { createCaptcha } from './accounts/captcha.js';
import { FORM_POST_LIMIT, FORM_POST_WINDOW_S, RATE_LIMIT_TEXT, createRateLimiter, refusal } from './accounts/form-kit.js';
import {
  MOBILE_LOGIN_TEXT, PROFILE_LOGIN_TEXT, PROFILE_SAVED_TEXT, mobileErrors, mobileForm, mobileVerifiedText, normaliseMobile,
  profileErrors, profileForm,
} from './accounts/profile.js';
import { forgotPasswordForm } from './accounts.js';
import { loginForm } from './accounts/register.js';

export const NO_SUCH_USER_TEXT = 'There is no user with this name.';

/** The Pro plans (prices in rupees); the discount of the running sale applies to non-premium users. */
const PRO_PLANS = [
  { id: 'monthly', name: 'Pro monthly', months: 1, price: 499,
    features: ['Every roadmap and course', 'Solutions and editorials of every problem', 'No advertisements'] },
  { id: 'yearly', name: 'Pro yearly', months: 12, price: 3999,
    features: ['Everything in Pro monthly', 'Two months free compared with monthly', 'Certificates of completion'] },
];

const USERNAME = { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' };
const userParams = { type: 'object', additionalProperties: false, required: ['username'], properties: { username: USERNAME } };
const getQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
const str = (/** @type {number} */ max) => ({ type: 'string', maxLength: max });

/** @param {import('../sqlite-types.js').Db} db */
function queries(db) {
  return {
    user: db.prepare(`SELECT u.username, u.rating, u.country, u.created_at, u.is_premium_user, u.is_number_verified, u.zen_mode,
        p.full_name, p.organisation_id, s.id AS state_id, s.name AS state_name, o.name AS organisation
      FROM users u LEFT JOIN user_profiles p ON p.username = u.username
      LEFT JOIN states s ON s.id = p.state_id LEFT JOIN organisations o ON o.id = p.organisation_id
      WHERE u.username = ?`),
    solvedCount: db.prepare('SELECT COUNT(*) FROM solved_problems WHERE username = ?').pluck(),
    solved: db.prepare(`SELECT s.problem_code AS code, COALESCE(p.name, r.name, s.problem_code) AS name, s.solved_at
      FROM solved_problems s LEFT JOIN problems p ON p.code = s.problem_code
      LEFT JOIN (SELECT problem_code, MIN(name) AS name FROM roadmap_problems GROUP BY problem_code) r ON r.problem_code = s.problem_code
      WHERE s.username = ? ORDER BY s.solved_at DESC, s.problem_code LIMIT 100`),
    todos: db.prepare(`SELECT t.problem_code AS problem, t.contest_code AS contest, COALESCE(p.name, t.problem_code) AS name, t.added_at
      FROM todos t LEFT JOIN problems p ON p.code = t.problem_code WHERE t.username = ? ORDER BY t.added_at DESC, t.id DESC`),
    ownTeams: db.prepare('SELECT name, created_at FROM user_teams WHERE username = ? ORDER BY created_at, name'),
    contestTeams: db.prepare(`SELECT m.contest_code, c.name AS contest_name, m.team_name,
        (SELECT group_concat(username, ',') FROM (SELECT username FROM contest_team_members x
          WHERE x.contest_code = m.contest_code AND x.team_name = m.team_name ORDER BY username)) AS members
      FROM contest_team_members m JOIN contests c ON c.code = m.contest_code WHERE m.username = ? ORDER BY c.start_at DESC`),
    certificates: db.prepare(`SELECT r.slug, r.title, r.kind, MAX(s.solved_at) AS completed_at
      FROM roadmaps r JOIN roadmap_modules m ON m.roadmap_slug = r.slug JOIN roadmap_problems rp ON rp.module_id = m.id
      LEFT JOIN solved_problems s ON s.problem_code = rp.problem_code AND s.username = ?
      GROUP BY r.slug HAVING COUNT(*) > 0 AND COUNT(s.problem_code) = COUNT(*) ORDER BY completed_at DESC`),
    countries: db.prepare('SELECT code, name FROM countries ORDER BY position, name'),
    countryByName: db.prepare('SELECT code FROM countries WHERE name = ?').pluck(),
    countryName: db.prepare('SELECT name FROM countries WHERE code = ?').pluck(),
    statesOf: db.prepare('SELECT id, name FROM states WHERE country_code = ? ORDER BY name'),
    organisationName: db.prepare('SELECT name FROM organisations WHERE id = ?').pluck(),
    saveProfile: db.prepare(`INSERT INTO user_profiles (username, full_name, state_id, organisation_id) VALUES (?, ?, ?, ?)
      ON CONFLICT (username) DO UPDATE SET full_name = excluded.full_name, state_id = excluded.state_id,
        organisation_id = excluded.organisation_id`),
    saveCountry: db.prepare('UPDATE users SET country = ? WHERE username = ?'),
    saveZenMode: db.prepare('UPDATE users SET zen_mode = ? WHERE username = ?'),
    saveMobile: db.prepare(`INSERT INTO user_profiles (username, mobile_number) VALUES (?, ?)
      ON CONFLICT (username) DO UPDATE SET mobile_number = excluded.mobile_number`),
    markVerified: db.prepare('UPDATE users SET is_number_verified = 1 WHERE username = ?'),
  };
}

/** @typedef {ReturnType<typeof queries>} Queries */

/** The profile form filled with what the user has now. @param {Queries} q @param {string} username */
function currentProfileForm(q, username) {
  const row = /** @type {any} */ (q.user.get(username));
  const country = row?.country ? /** @type {string | undefined} */ (q.countryByName.get(row.country)) : undefined;
  const values = {
    full_name: row?.full_name ?? '', country: country ?? '', state: row?.state_id ? String(row.state_id) : '',
    organisation: row?.organisation_id ? String(row.organisation_id) : '',
    zen_mode: row?.zen_mode === 1 ? '1' : '',
  };
  return profileForm(values, /** @type {any[]} */ (q.countries.all()), country ? /** @type {any[]} */ (q.statesOf.all(country)) : [],
    row?.organisation ?? '');
}

/** @param {Queries} q @param {import('./accounts/profile.js').ProfileFields} values */
function renderProfileForm(q, values) {
  const country = q.countryName.get(values.country ?? '') ? values.country : undefined;
  const organisation = /^\d+$/.test(values.organisation ?? '') ? q.organisationName.get(Number(values.organisation)) : undefined;
  return profileForm(values, /** @type {any[]} */ (q.countries.all()), country ? /** @type {any[]} */ (q.statesOf.all(country)) : [],
    /** @type {string} */ (organisation ?? ''));
}

/**
 * The form a page embeds in its page settings, or null. `path` is the page's pathname.
 * @param {import('fastify').FastifyInstance} app @param {import('fastify').FastifyRequest} request @param {string} path
 * @returns {Promise<{ formHTML: string, loginRequired: boolean } | null>}
 */
export async function pageForm(app, request, path) {
  const user = signedInUser(request);
  const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
  const destination = safeDestination(typeof query.destination === 'string' ? query.destination : undefined);
  if (path === '/login') {
    const demoUsers = app.seedDemo ? (await import('../seed.js')).SEED_USERNAMES : [];
    return { formHTML: loginForm(destination, '', demoUsers), loginRequired: false };
  }
  if (path === '/forgot-password') {
    return { formHTML: forgotPasswordForm({}, createCaptcha(app.db, app.nowSeconds(), 'forgot-password')), loginRequired: false };
  }
  const edit = /^\/users\/([A-Za-z0-9_]{1,30})\/edit\/?$/.exec(path);
  if (edit && user && user.username.toLowerCase() === edit[1].toLowerCase()) {
    return { formHTML: currentProfileForm(queries(app.db), user.username), loginRequired: true };
  }
  if (path === '/mobile' && user) return { formHTML: mobileForm({ destination }), loginRequired: true };
  return null;
}

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;
  const q = queries(db);
  const now = () => app.nowSeconds();
  const posts = createRateLimiter(FORM_POST_LIMIT, FORM_POST_WINDOW_S, now);
  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply @param {string} form */
  const overLimit = (request, reply, form) => {
    if (posts.take(`${request.session?.id ?? request.ip}|${form}`)) return false;
    reply.code(429).send({ status: 'rate_limit_exceeded', message: RATE_LIMIT_TEXT });
    return true;
  };
  /** @param {Record<string, string>} errors */
  const fieldAnswer = (errors) => (Object.keys(errors).length ? { status: 'error', errors } : { status: 'success' });
  /** @param {import('fastify').FastifyReply} reply */
  const noSuchUser = (reply) => reply.code(404).send({ status: 'error', message: NO_SUCH_USER_TEXT });

  // --- A user's public profile (name, country, rating, solved problems: what the page shows
  // everyone); the owner also gets their state, organisation, join date, premium flag and todos ---
  app.get('/api/users/:username', { schema: { params: userParams, querystring: getQuery } }, async (request, reply) => {
    const { username } = /** @type {{ username: string }} */ (request.params);
    const row = /** @type {any} */ (q.user.get(username));
    if (!row) return noSuchUser(reply);
    const viewer = signedInUser(request);
    const own = viewer?.username === row.username;
    reply.header('cache-control', own ? 'private, no-store' : 'no-store');
    const band = ratingBand(row.rating);
    return {
      status: 'success',
      user: {
        username: row.username, full_name: row.full_name ?? '', country: row.country ?? '', rating: row.rating, stars: band.stars,
        ...(own ? {
          state: row.state_name ?? '', organisation: row.organisation ?? '', joined_at: row.created_at,
          is_premium_user: Boolean(row.is_premium_user),
        } : {}),
      },
      solved: { count: q.solvedCount.get(row.username), problems: q.solved.all(row.username) },
      ...(own ? { todo: q.todos.all(row.username) } : {}),
    };
  });

  app.get('/api/users/:username/teams', { schema: { params: userParams, querystring: getQuery } }, async (request, reply) => {
    const { username } = /** @type {{ username: string }} */ (request.params);
    const row = /** @type {any} */ (q.user.get(username));
    if (!row) return noSuchUser(reply);
    reply.header('cache-control', 'no-store');
    return {
      status: 'success',
      username: row.username,
      teams: /** @type {any[]} */ (q.ownTeams.all(row.username)).map((t) => ({ name: t.name, created_at: t.created_at })),
      contest_teams: /** @type {any[]} */ (q.contestTeams.all(row.username)).map((t) => ({
        contest_code: t.contest_code, contest_name: t.contest_name, team_name: t.team_name, members: String(t.members ?? '').split(',').filter(Boolean),
      })),
    };
  });

  app.get('/api/users/:username/certificates', { schema: { params: userParams, querystring: getQuery } }, async (request, reply) => {
    const { username } = /** @type {{ username: string }} */ (request.params);
    const row = /** @type {any} */ (q.user.get(username));
    if (!row) return noSuchUser(reply);
    reply.header('cache-control', 'no-store');
    return { status: 'success', username: row.username, certificates: q.certificates.all(row.username) };
  });

  // --- Pro plans: the sale's discount for everyone who is not premium yet ---
  app.get('/api/pro/plans', { schema: { querystring: getQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    const premium = Boolean(user?.is_premium_user);
    const { PRO_DISCOUNT_PERCENT } = await import('../constants.js');
    reply.header('cache-control', 'no-store');
    return { status: 'success', currency: 'INR', premium, discount_percent: premium ? 0 : Number(PRO_DISCOUNT_PERCENT), plans: PRO_PLANS };
  });

  // --- The profile form (signed-in users) ---
  const PROFILE = '/api/forms/profile';
  const profileFields = ['full_name', 'country', 'state', 'organisation'];
  app.get(PROFILE, { schema: { querystring: getQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: PROFILE_LOGIN_TEXT });
    return { status: 'success', formId: 'profile', form: currentProfileForm(q, user.username) };
  });
  app.post(PROFILE, {
    schema: {
      querystring: { type: 'object', additionalProperties: false, properties: { validate: { type: 'string', enum: profileFields } } },
      body: { type: 'object', additionalProperties: false, required: ['full_name', 'country'],
        properties: { full_name: str(200), country: str(8), state: str(12), organisation: str(12), zen_mode: str(4) } },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: PROFILE_LOGIN_TEXT });
    const fields = /** @type {import('./accounts/profile.js').ProfileFields} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    if (validate) return fieldAnswer(profileErrors(db, fields, [validate]));
    if (overLimit(request, reply, 'profile')) return reply;
    const errors = profileErrors(db, fields, null);
    if (Object.keys(errors).length) return reply.code(422).send(refusal(errors, 'profile', renderProfileForm(q, fields)));
    db.transaction(() => {
      q.saveProfile.run(user.username, (fields.full_name ?? '').trim(), fields.state ? Number(fields.state) : null,
        fields.organisation ? Number(fields.organisation) : null);
      q.saveCountry.run(q.countryName.get(fields.country ?? ''), user.username);
      // A checkbox: present (any value) when on, absent when off.
      q.saveZenMode.run(fields.zen_mode ? 1 : 0, user.username);
    })();
    return { status: 'success', success: PROFILE_SAVED_TEXT, redirect: `/users/${encodeURIComponent(user.username)}`, timeout: 1500 };
  });

  // --- Mobile number (signed-in users): recorded as verified; this server sends no text message ---
  const MOBILE = '/api/forms/mobile';
  const mobileQuery = { type: 'object', additionalProperties: false,
    properties: { destination: str(2048), validate: { type: 'string', enum: ['mobile'] }, _: { type: 'integer', minimum: 0 } } };
  app.get(MOBILE, { schema: { querystring: mobileQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!signedInUser(request)) return reply.code(401).send({ status: 'error', message: MOBILE_LOGIN_TEXT });
    const { destination } = /** @type {{ destination?: string }} */ (request.query);
    return { status: 'success', formId: 'mobile', form: mobileForm({ destination: safeDestination(destination) }) };
  });
  app.post(MOBILE, {
    schema: { querystring: mobileQuery, body: { type: 'object', additionalProperties: false, required: ['mobile'],
      properties: { mobile: str(32), destination: str(2048) } } },
  }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: MOBILE_LOGIN_TEXT });
    const { mobile, destination } = /** @type {{ mobile: string, destination?: string }} */ (request.body);
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    const errors = mobileErrors(mobile);
    if (validate) return fieldAnswer(errors);
    if (overLimit(request, reply, 'mobile')) return reply;
    const back = safeDestination(destination);
    if (Object.keys(errors).length) return reply.code(422).send(refusal(errors, 'mobile', mobileForm({ mobile, destination: back })));
    const number = normaliseMobile(mobile);
    db.transaction(() => {
      q.saveMobile.run(user.username, number);
      q.markVerified.run(user.username);
    })();
    return { status: 'success', success: mobileVerifiedText(number), redirect: back, timeout: 1500 };
  });
}

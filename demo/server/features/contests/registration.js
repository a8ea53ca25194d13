// @ts-check
// Registration (the link target individuals/register/{contest_code}; registering requires a
// login): the page /individuals/register/{code}, whose server-driven form (cc-server-form)
// loads from and posts to /api/contests/{code}/registration-form, and the JSON call
// POST /api/contests/{code}/register. Both register the signed-in user through registerUser(),
// so they refuse the same things with the same words. On success the form redirects back to
// the contest, where the problems then show.
import { signedInUser } from '../../http-session.js';
import { escapeHtml, notFoundPage, renderPage, sendHtml } from '../../html.js';
import { injectPageSettings, pageSettings } from '../../page-settings.js';
import { findContest, participantOf, phaseOf, windowOf } from './access.js';
import { defineStatements } from '../../statements.js';

/** @typedef {import('./access.js').ContestRow} ContestRow @typedef {import('./access.js').Db} Db */

const REGISTERED_TEXT = (/** @type {string} */ name) => `You are registered for ${name}. Taking you back to the contest…`;
export const ACCEPT_RULES_TEXT = 'Please confirm that you will follow the contest rules.';
/** How long the success message shows before the form goes back to the contest (ms). */
const REDIRECT_AFTER_MS = 1500;

/**
 * Why this user cannot register now, or null when they can.
 * @param {Db} db @param {ContestRow} contest @param {string} username @param {number} now
 */
export function registrationRefusal(db, contest, username, now) {
  if (!contest.registration) return 'This contest does not need registration.';
  if (phaseOf(windowOf(contest, undefined), now) === 'ended') return 'The contest has ended.';
  if (participantOf(db, username, contest.code)?.registered) return 'You are already registered for this contest.';
  return null;
}

/** Registers (or re-registers a participant row that only unlocked/started). @param {Db} db @param {string} code @param {string} username @param {number} now */
export function registerUser(db, code, username, now) {
  statements(db).register.run(username, code, now);
}

const statements = defineStatements((db) => ({
  register: db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered)
    VALUES (?, ?, ?, 1) ON CONFLICT (username, contest_code) DO UPDATE SET registered = 1, registered_at = excluded.registered_at`),
}));

const formPath = (/** @type {string} */ code) => `/api/contests/${encodeURIComponent(code)}/registration-form`;

/** @param {ContestRow} contest @param {string} username @param {boolean} [accepted] */
function registrationForm(contest, username, accepted = false) {
  const code = escapeHtml(contest.code);
  return `<form method="post" action="${formPath(contest.code)}" class="registration-form">` +
    `<p class="intro">Register <strong>${escapeHtml(username)}</strong> for <strong>${escapeHtml(contest.name)}</strong> (${code}).</p>` +
    `<input type="hidden" name="contest_code" value="${code}">` +
    '<div class="field"><label class="choice" for="accept-rules">' +
    `<input type="checkbox" id="accept-rules" name="accept_rules" value="yes"${accepted ? ' checked' : ''}> ` +
    'I will follow the contest rules and submit only my own code.</label></div>' +
    '<div class="actions"><button type="submit">Register</button></div></form>';
}

/** What the form shows when there is nothing to register for. @param {ContestRow} contest @param {string} message */
const noticeForm = (contest, message) =>
  `<p class="intro">${escapeHtml(message)}</p><p><a href="/${encodeURIComponent(contest.code)}">Back to ${escapeHtml(contest.name)}</a></p>`;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ params: object }} schemas
 */
export function registerRegistrationRoutes(app, { params }) {
  const db = app.db;
  const formBody = {
    type: 'object', additionalProperties: false, required: ['contest_code'],
    properties: {
      contest_code: { type: 'string', pattern: '^[A-Za-z0-9_]{2,30}$' },
      accept_rules: { type: 'string', maxLength: 10 },
    },
  };
  const getQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };

  // The page: a visitor is sent to log in first and comes back here.
  app.get('/individuals/register/:code', { schema: { params, querystring: getQuery } }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = findContest(db, code);
    if (!contest) return sendHtml(reply, 404, notFoundPage(request.url));
    const user = signedInUser(request);
    if (!user) {
      return reply.redirect(`/login?destination=${encodeURIComponent(`/individuals/register/${contest.code}`)}`, 302);
    }
    const html = renderPage({
      title: `Register for ${contest.name}`,
      main: `<h1>Register for ${escapeHtml(contest.name)}</h1>
<p><a href="/${encodeURIComponent(contest.code)}">Back to the contest</a></p>
<cc-server-form src="${formPath(contest.code)}" login-required></cc-server-form>
<script type="module" src="/dist/elements/cc-server-form.js"></script>`,
    });
    return sendHtml(reply, 200, injectPageSettings(html, pageSettings(request, reply)));
  });

  app.get('/api/contests/:code/registration-form', { schema: { params, querystring: getQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Please login to register for the contest.' });
    const refusal = registrationRefusal(db, contest, user.username, app.nowSeconds());
    return {
      status: 'success',
      formId: `contest-registration-${contest.code}`,
      form: refusal ? noticeForm(contest, refusal) : registrationForm(contest, user.username),
    };
  });

  app.post('/api/contests/:code/registration-form', { schema: { params, body: formBody } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { code } = /** @type {{ code: string }} */ (request.params);
    const fields = /** @type {{ contest_code: string, accept_rules?: string }} */ (request.body);
    const contest = findContest(db, code);
    if (!contest) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    if (fields.contest_code !== contest.code) {
      return reply.code(400).send({ status: 'error', message: 'contest_code does not match the form address' });
    }
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: 'Please login to register for the contest.' });
    const now = app.nowSeconds();
    const refusal = registrationRefusal(db, contest, user.username, now);
    if (refusal) return reply.code(409).send({ status: 'error', errors: { registration: refusal } });
    if (fields.accept_rules !== 'yes') {
      return reply.code(422).send({
        status: 'error', errors: { accept_rules: ACCEPT_RULES_TEXT },
        formId: `contest-registration-${contest.code}`, form: registrationForm(contest, user.username),
      });
    }
    registerUser(db, contest.code, user.username, now);
    return { status: 'success', success: REGISTERED_TEXT(contest.name), redirect: `/${contest.code}`, timeout: REDIRECT_AFTER_MS };
  });
}

// @ts-check
// Contest-start reminders (the contest-start-notification popup's server-driven form):
// GET /api/notification/form/ContestStartNotification/{code}
// renders the reminder form; POST to the same address validates one field (?validate=) or
// stores the signed-in user's reminder. The form markup is rendered here, like the live site's
// server-driven forms; the client sanitises it and marks the fields named by `errors`.
import { signedInUser } from '../http-session.js';
import { escapeHtml } from '../html.js';

/** @typedef {import('../sqlite-types.js').Db} Db */
/** @typedef {{ code: string, name: string, start_at: number, end_at: number }} ContestRow */
/** @typedef {{ minutes_before: number, channel: string }} ReminderRow */
/** @typedef {{ contest_code: string, minutes_before: string, channel: string }} ReminderFields */

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 500,
    name: 'contest start reminders',
    sql: `
      CREATE TABLE contest_reminders (
        username       TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        contest_code   TEXT NOT NULL,
        minutes_before INTEGER NOT NULL CHECK (minutes_before > 0),
        channel        TEXT NOT NULL CHECK (channel IN ('email', 'browser')),
        created_at     INTEGER NOT NULL,
        PRIMARY KEY (username, contest_code)
      );
    `,
  },
];

const FORM_PATH = '/api/notification/form/ContestStartNotification/';
const MINUTE_CHOICES = [5, 15, 30, 60];
/** How the success message says each channel, and the form's label for it. */
const CHANNELS = /** @type {const} */ ({ email: 'by email', browser: 'in your browser' });
const CHANNEL_LABELS = { email: 'Email', browser: 'Browser notification' };
/** Fields the client may ask to validate alone (marked fields, on blur). */
const VALIDATED_FIELDS = ['minutes_before', 'channel'];

export const LOGIN_TEXT = 'Please login to set a reminder.';
export const STARTED_TEXT = 'This contest has already started.';
export const UNKNOWN_CONTEST_TEXT = 'No such contest.';
export const CHOOSE_MINUTES_TEXT = `Choose ${MINUTE_CHOICES.slice(0, -1).join(', ')} or ${MINUTE_CHOICES.at(-1)} minutes.`;
export const CHOOSE_CHANNEL_TEXT = 'Choose email or browser.';

const CODE = '^[A-Za-z0-9_]{2,30}$';
const codeParams = {
  type: 'object', additionalProperties: false, required: ['code'],
  properties: { code: { type: 'string', pattern: CODE } },
};
const getQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
const postQuery = {
  type: 'object', additionalProperties: false,
  properties: { validate: { type: 'string', enum: VALIDATED_FIELDS } },
};
// Form fields arrive as strings (urlencoded). Their allowed values are checked by the route,
// so a wrong choice is a field error the form can show, while a malformed request is a 400.
const postBody = {
  type: 'object', additionalProperties: false, required: ['contest_code', 'minutes_before', 'channel'],
  properties: {
    contest_code: { type: 'string', pattern: CODE },
    minutes_before: { type: 'string', maxLength: 10 },
    channel: { type: 'string', maxLength: 20 },
  },
};

/** "1 minute", "15 minutes". @param {number} n */
const minutesText = (n) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * The field errors of a submission (or of one field), by field name.
 * @param {ReminderFields} fields @param {ContestRow} contest @param {number} now
 * @param {string[]} only which fields to check
 */
function reminderErrors(fields, contest, now, only = VALIDATED_FIELDS) {
  /** @type {Record<string, string>} */
  const errors = {};
  if (only.includes('minutes_before')) {
    const minutes = Number(fields.minutes_before);
    if (!/^\d+$/.test(fields.minutes_before) || !MINUTE_CHOICES.includes(minutes)) {
      errors.minutes_before = CHOOSE_MINUTES_TEXT;
    } else if (contest.start_at - minutes * 60 <= now) {
      errors.minutes_before = `${contest.name} starts in less than ${minutesText(minutes)}; choose a shorter time.`;
    }
  }
  if (only.includes('channel') && !Object.hasOwn(CHANNELS, fields.channel)) errors.channel = CHOOSE_CHANNEL_TEXT;
  return errors;
}

/**
 * The reminder form. Values come from `values` (a re-rendered submission) or the saved reminder.
 * `data-validate` marks the fields the client checks on blur; ids are the field names
 * with hyphens, which is how the client finds the field an error names.
 * @param {ContestRow} contest
 * @param {{ minutes_before?: string, channel?: string } | undefined} values
 * @param {ReminderRow | undefined} saved
 */
function reminderForm(contest, values, saved) {
  const code = escapeHtml(contest.code);
  const minutes = values?.minutes_before ?? (saved ? String(saved.minutes_before) : '');
  const channel = values?.channel ?? saved?.channel ?? 'email';
  const options = MINUTE_CHOICES.map((n) =>
    `<option value="${n}"${String(n) === minutes ? ' selected' : ''}>${minutesText(n)} before the start</option>`).join('');
  const radios = Object.entries(CHANNEL_LABELS).map(([value, label]) =>
    `<label class="choice"><input type="radio" name="channel" value="${value}"${value === channel ? ' checked' : ''}> ` +
    `${label}</label>`).join('');
  const intro = saved
    ? `You have a reminder ${minutesText(saved.minutes_before)} before ${escapeHtml(contest.name)} starts. Change it below.`
    : `Get a reminder before ${escapeHtml(contest.name)} (${code}) starts.`;
  return `<form method="post" action="${FORM_PATH}${code}" class="reminder-form">` +
    `<p class="intro">${intro}</p>` +
    `<input type="hidden" name="contest_code" value="${code}">` +
    '<div class="field"><label for="minutes-before">Remind me</label>' +
    '<select id="minutes-before" name="minutes_before" required data-validate>' +
    `<option value=""${MINUTE_CHOICES.map(String).includes(minutes) ? '' : ' selected'}>Choose a time</option>${options}</select></div>` +
    `<fieldset class="field" id="channel"><legend>How should we remind you?</legend>${radios}</fieldset>` +
    `<div class="actions"><button type="submit">${saved ? 'Update reminder' : 'Set reminder'}</button></div>` +
    '</form>';
}

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const findContest = app.db.prepare('SELECT code, name, start_at, end_at FROM contests WHERE code = ?');
  const findReminder = app.db.prepare(
    'SELECT minutes_before, channel FROM contest_reminders WHERE username = ? AND contest_code = ?');
  const saveReminder = app.db.prepare(`INSERT INTO contest_reminders
      (username, contest_code, minutes_before, channel, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (username, contest_code) DO UPDATE SET minutes_before = excluded.minutes_before,
      channel = excluded.channel, created_at = excluded.created_at`);

  /**
   * The contest a form is for, or the refusal sent. Reminders are per user: never cached.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   * @returns {{ contest: ContestRow, username: string } | null}
   */
  const formContext = (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { code } = /** @type {{ code: string }} */ (request.params);
    const user = signedInUser(request);
    if (!user) {
      reply.code(401).send({ status: 'error', message: LOGIN_TEXT });
      return null;
    }
    const contest = /** @type {ContestRow | undefined} */ (findContest.get(code));
    if (!contest) {
      reply.code(404).send({ status: 'error', message: UNKNOWN_CONTEST_TEXT });
      return null;
    }
    if (app.nowSeconds() >= contest.start_at) {
      reply.code(409).send({ status: 'error', message: STARTED_TEXT });
      return null;
    }
    return { contest, username: user.username };
  };

  /** @param {string} username @param {string} code */
  const savedReminder = (username, code) => /** @type {ReminderRow | undefined} */ (findReminder.get(username, code));

  app.get(`${FORM_PATH}:code`, { schema: { params: codeParams, querystring: getQuery } }, async (request, reply) => {
    const context = formContext(request, reply);
    if (!context) return reply;
    const { contest, username } = context;
    return {
      status: 'success',
      formId: `contest-start-notification-${contest.code}`,
      form: reminderForm(contest, undefined, savedReminder(username, contest.code)),
    };
  });

  app.post(`${FORM_PATH}:code`, {
    schema: { params: codeParams, querystring: postQuery, body: postBody },
  }, async (request, reply) => {
    const context = formContext(request, reply);
    if (!context) return reply;
    const { contest, username } = context;
    const fields = /** @type {ReminderFields} */ (request.body);
    if (fields.contest_code !== contest.code) {
      return reply.code(400).send({ status: 'error', message: 'contest_code does not match the form address' });
    }
    const { validate } = /** @type {{ validate?: string }} */ (request.query);
    const now = app.nowSeconds();
    const errors = reminderErrors(fields, contest, now, validate ? [validate] : VALIDATED_FIELDS);
    if (validate) {
      return Object.keys(errors).length ? reply.code(422).send({ status: 'error', errors }) : { status: 'success' };
    }
    if (Object.keys(errors).length) {
      return reply.code(422).send({
        status: 'error',
        errors,
        formId: `contest-start-notification-${contest.code}`,
        form: reminderForm(contest, fields, savedReminder(username, contest.code)),
      });
    }
    const minutes = Number(fields.minutes_before);
    saveReminder.run(username, contest.code, minutes, fields.channel, now);
    const channel = CHANNELS[/** @type {keyof typeof CHANNELS} */ (fields.channel)];
    return {
      status: 'success',
      success: `We will remind you ${channel} ${minutesText(minutes)} before ${contest.name} starts.`,
    };
  });
}

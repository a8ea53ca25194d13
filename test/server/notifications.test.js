// @ts-check
// Contest-start reminders on the reference server: the server-driven reminder form (GET), field
// validation (?validate=), storing and updating a reminder (POST), and every refusal.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  CHOOSE_CHANNEL_TEXT, CHOOSE_MINUTES_TEXT, LOGIN_TEXT, STARTED_TEXT, UNKNOWN_CONTEST_TEXT,
} from '../../demo/server/features/notifications.js';
import { FIXED_NOW_MS, countRows, createClient, formBody, signedInClient, startServer } from './helpers.js';

const FORM = '/api/notification/form/ContestStartNotification/';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/**
 * POSTs urlencoded fields, like the client's serialized form.
 * @param {import('./helpers.js').TestClient} client @param {string} url @param {Record<string, string>} fields
 */
const postForm = (client, url, fields) => {
  const { payload, headers } = formBody(fields);
  return client.request({
    method: 'POST', url, payload, headers: { ...headers, 'x-csrf-token': /** @type {string} */ (client.csrfToken) },
  });
};

const reminders = () => app.db.prepare('SELECT * FROM contest_reminders ORDER BY username, contest_code').all();
const fields = (overrides = {}) => ({ contest_code: 'START102', minutes_before: '15', channel: 'email', ...overrides });

describe('GET the reminder form', () => {
  test('a visitor is asked to log in', async () => {
    const res = await createClient(app).request({ method: 'GET', url: `${FORM}START102?_=1` });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: 'error', message: LOGIN_TEXT });
  });

  test('alice gets the form server response with the reminder form', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await alice.request({ method: 'GET', url: `${FORM}START102?_=${FIXED_NOW_MS}` });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['form', 'formId', 'status']);
    assert.equal(body.status, 'success');
    assert.equal(body.formId, 'contest-start-notification-START102');
    const form = /** @type {string} */ (body.form);
    assert.match(form, /^<form method="post" action="\/api\/notification\/form\/ContestStartNotification\/START102"/);
    assert.match(form, /<input type="hidden" name="contest_code" value="START102">/);
    assert.match(form, /<select id="minutes-before" name="minutes_before" required data-validate>/);
    assert.deepEqual([...form.matchAll(/<option value="(\d+)"/g)].map((m) => m[1]), ['5', '15', '30', '60']);
    assert.match(form, /<label for="minutes-before">Remind me<\/label>/);
    assert.match(form, /<input type="radio" name="channel" value="email" checked>/);
    assert.match(form, /<input type="radio" name="channel" value="browser">/);
    assert.match(form, /<button type="submit">Set reminder<\/button>/);
    assert.match(form, /Starters 102/);
  });

  test('an unknown contest is a 404, a started or ended one is refused, a malformed code is a 400', async () => {
    const alice = await signedInClient(app, 'alice');
    const get = (/** @type {string} */ code) => alice.request({ method: 'GET', url: FORM + code });
    const unknown = await get('NOPE99');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { status: 'error', message: UNKNOWN_CONTEST_TEXT });
    for (const code of ['START101', 'START100']) {
      const started = await get(code);
      assert.equal(started.statusCode, 409, code);
      assert.deepEqual(started.json(), { status: 'error', message: STARTED_TEXT });
    }
    const bad = await get('no%20way!');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().status, 'error');
    const query = await alice.request({ method: 'GET', url: `${FORM}START102?x=1` });
    assert.equal(query.statusCode, 400);
    assert.equal(query.json().message, 'Unknown query parameter x');
  });
});

describe('POST a reminder', () => {
  test('stores the reminder and says so; a second submit updates it; the form then shows it', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await postForm(alice, FORM + 'START102', fields());
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      status: 'success', success: 'We will remind you by email 15 minutes before Starters 102 starts.',
    });
    const again = await postForm(alice, FORM + 'START102', fields({ minutes_before: '60', channel: 'browser' }));
    assert.equal(again.json().success, 'We will remind you in your browser 60 minutes before Starters 102 starts.');
    assert.deepEqual(reminders(), [{
      username: 'alice', contest_code: 'START102', minutes_before: 60, channel: 'browser', created_at: FIXED_NOW_MS / 1000,
    }]);
    const form = (await alice.request({ method: 'GET', url: FORM + 'START102' })).json().form;
    assert.match(form, /You have a reminder 60 minutes before Starters 102 starts/);
    assert.match(form, /<option value="60" selected>/);
    assert.match(form, /value="browser" checked/);
    assert.match(form, /Update reminder/);
  });

  test('JSON bodies are accepted too (the same schema)', async () => {
    const premium = await signedInClient(app, 'premium');
    const res = await premium.post(FORM + 'START103', fields({ contest_code: 'START103', minutes_before: '5' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(countRows(app, 'contest_reminders'), 1);
  });

  test('field errors: 422 with errors by field name and the form re-rendered with what was sent', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await postForm(alice, FORM + 'START102', fields({ minutes_before: '7', channel: 'pigeon' }));
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.status, 'error');
    assert.deepEqual(body.errors, { minutes_before: CHOOSE_MINUTES_TEXT, channel: CHOOSE_CHANNEL_TEXT });
    assert.equal(body.formId, 'contest-start-notification-START102');
    assert.match(body.form, /<option value="" selected>Choose a time<\/option>/);
    // START103 starts in 30 minutes: an hour before has passed already.
    const late = await postForm(alice, FORM + 'START103', fields({ contest_code: 'START103', minutes_before: '60' }));
    assert.equal(late.statusCode, 422);
    assert.deepEqual(late.json().errors, {
      minutes_before: 'Starters 103 starts in less than 60 minutes; choose a shorter time.',
    });
    assert.match(late.json().form, /<option value="60" selected>/);
    assert.equal(countRows(app, 'contest_reminders'), 0);
  });

  test('?validate= checks only that field and stores nothing', async () => {
    const alice = await signedInClient(app, 'alice');
    const ok = await postForm(alice, `${FORM}START102?validate=minutes_before`, fields({ channel: 'pigeon' }));
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { status: 'success' });
    const bad = await postForm(alice, `${FORM}START103?validate=minutes_before`, fields({ contest_code: 'START103', minutes_before: '30' }));
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json(), {
      status: 'error', errors: { minutes_before: 'Starters 103 starts in less than 30 minutes; choose a shorter time.' },
    });
    const channel = await postForm(alice, `${FORM}START102?validate=channel`, fields({ channel: 'sms' }));
    assert.deepEqual(channel.json(), { status: 'error', errors: { channel: CHOOSE_CHANNEL_TEXT } });
    assert.equal(countRows(app, 'contest_reminders'), 0);
  });

  test('visitors, started and unknown contests are refused; nothing is written', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const res = await postForm(visitor, FORM + 'START102', fields());
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: 'error', message: LOGIN_TEXT });
    const alice = await signedInClient(app, 'alice');
    const started = await postForm(alice, FORM + 'START101', fields({ contest_code: 'START101' }));
    assert.equal(started.statusCode, 409);
    assert.equal(started.json().message, STARTED_TEXT);
    const unknown = await postForm(alice, FORM + 'NOPE99', fields({ contest_code: 'NOPE99' }));
    assert.equal(unknown.statusCode, 404);
    assert.equal(countRows(app, 'contest_reminders'), 0);
  });

  for (const [what, send, message] of /** @type {[string, Record<string, unknown>, string, string?][]} */ ([
    ['a missing field', { contest_code: 'START102', minutes_before: '15' }, 'channel is required'],
    ['an unknown field', { ...fields(), note: 'hi' }, 'Unknown field note'],
    ['a repeated field', { ...fields(), channel: ['email', 'browser'] }, 'channel must be a string'],
    ['a malformed contest code', fields({ contest_code: 'x y' }), 'contest_code has an invalid format'],
    ['another contest\'s code', fields({ contest_code: 'START103' }), 'contest_code does not match the form address'],
  ])) {
    test(`400 for ${what}, nothing written`, async () => {
      const alice = await signedInClient(app, 'alice');
      const res = await alice.post(FORM + 'START102', send);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { status: 'error', message });
      assert.equal(countRows(app, 'contest_reminders'), 0);
    });
  }

  test('400 for an unknown validate field; 403 without the CSRF token', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await alice.post(`${FORM}START102?validate=contest_code`, fields());
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /^validate must be one of/);
    const forged = await alice.post(FORM + 'START102', fields(), { csrf: null });
    assert.equal(forged.statusCode, 403);
    assert.equal(countRows(app, 'contest_reminders'), 0);
  });
});

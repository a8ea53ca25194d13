// @ts-check
// The contest actions: POST /api/contests/{code}/times (flexi start), POST /api/token/login/{code}
// (OTP unlock), POST /api/contests/{code}/register. Bad input is a 400 naming the field and writes
// nothing; CSRF is the global hook's.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { OTP_MAX_FAILURES } from '../../demo/server/features/contests/actions.js';
import { FIXED_NOW_MS, countRows, createClient, formBody, signedInClient, startServer } from './helpers.js';

/** A clock the test moves: the seed anchors the contests to its first reading. */
let nowMs = FIXED_NOW_MS;
/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => {
  nowMs = FIXED_NOW_MS;
  app = await startServer({ now: () => nowMs });
});
afterEach(async () => { await app.close(); });

/** @param {string} url @param {import('./helpers.js').TestClient} client */
const getJson = async (url, client) => (await client.request({ method: 'GET', url })).json();
const participants = () => countRows(app, 'contest_participants');

describe('POST /api/contests/{code}/times', () => {
  test('visitors are refused; bad bodies are 400 naming the field and write nothing', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const anonymous = await visitor.post('/api/contests/FLEX10/times', { start_contest: true });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { status: 'error', errors: ['Please login to start the contest.'] });
    const ravi = await signedInClient(app, 'ravi');
    const before = participants();
    for (const [payload, message] of /** @type {[unknown, RegExp][]} */ ([
      [{ start_contest: 'yes' }, /^start_contest /], [{ start_contest: false }, /^start_contest /], [{}, /^start_contest is required$/],
      [{ start_contest: true, at: 1 }, /^Unknown field at$/], [[true], /^Request body must be a JSON object$/],
    ])) {
      const res = await ravi.post('/api/contests/FLEX10/times', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, message);
    }
    assert.equal((await ravi.post('/api/contests/FLEX10/times', { start_contest: true }, { csrf: null })).statusCode, 403);
    assert.equal((await ravi.post('/api/contests/NOPE99/times', { start_contest: true })).statusCode, 404);
    assert.equal(participants(), before);
  });

  test('starts once: problems appear, the window is 60 minutes from now, a second start is an error', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const notFlexi = await ravi.post('/api/contests/START101/times', { start_contest: true });
    assert.deepEqual(notFlexi.json(), { status: 'error', errors: ['This contest does not have a personal start time.'] });
    // A plain form post sends the text 'true'.
    const ok = await ravi.request({ method: 'POST', url: '/api/contests/FLEX10/times', ...withCsrf(formBody({ start_contest: 'true' }), ravi) });
    assert.deepEqual(ok.json(), { status: 'success', errors: [] });
    const contest = await getJson('/api/contests/FLEX10', ravi);
    assert.deepEqual(Object.keys(contest.problems), ['WARMUP', 'EVENSUM']);
    assert.deepEqual([contest.is_start_time_set, contest.show_start_button, contest.is_registered], [true, false, false]);
    const now = Math.floor(nowMs / 1000);
    assert.deepEqual([contest.time.start, contest.time.end], [now, now + 3600]);
    const again = await ravi.post('/api/contests/FLEX10/times', { start_contest: true });
    assert.deepEqual(again.json(), { status: 'error', errors: ['You have already started this contest.'] });
    // After the personal hour the problems stay visible, but submissions are closed.
    nowMs += 61 * 60_000;
    const after = await getJson('/api/contests/FLEX10', ravi);
    assert.equal(after.problems.WARMUP.allow_submission, false);
  });

  test('not before the start, not after the end', async () => {
    const ravi = await signedInClient(app, 'ravi');
    nowMs += 8 * 86400_000;
    const ended = await ravi.post('/api/contests/FLEX10/times', { start_contest: true });
    assert.deepEqual(ended.json().errors, ['The contest has ended.']);
  });
});

describe('POST /api/token/login/{code}', () => {
  test('a wrong OTP is refused with msg, the right one unlocks; bad bodies write nothing', async () => {
    const ravi = await signedInClient(app, 'ravi');
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242' }, { csrf: null })).statusCode, 403);
    const before = participants();
    const missing = await ravi.post('/api/token/login/OTP10', {});
    assert.deepEqual([missing.statusCode, missing.json().message], [400, 'OTP is required']);
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242', remember: true })).statusCode, 400);
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '' })).json().message, 'OTP must not be empty');
    const wrong = await ravi.post('/api/token/login/OTP10', { OTP: '000000' });
    assert.deepEqual(wrong.json(), { status: 'error', msg: 'The OTP is not valid for this contest.', message: 'The OTP is not valid for this contest.' });
    assert.equal(participants(), before);
    const notOtp = await ravi.post('/api/token/login/START101', { OTP: '424242' });
    assert.equal(notOtp.json().msg, 'This contest does not need an OTP.');

    const ok = await ravi.post('/api/token/login/OTP10', { OTP: ' 424242 ' });
    assert.deepEqual(ok.json(), { status: 'success', msg: 'You have unlocked the contest.' });
    const contest = await getJson('/api/contests/OTP10', ravi);
    assert.deepEqual(Object.keys(contest.problems), ['MAXGAP', 'XORSUB']);
    assert.equal(contest.is_OTP_required, false);
    assert.equal(contest.is_registered, false, 'unlocking is not registering');
    assert.equal((await getJson('/api/contests/OTP10/problems/XORSUB', ravi)).status, 'success');
  });

  test('visitors are refused; guessing stops after a few wrong OTPs', async () => {
    const visitor = createClient(app);
    await visitor.me();
    assert.equal((await visitor.post('/api/token/login/OTP10', { OTP: '424242' })).statusCode, 401);
    const ravi = await signedInClient(app, 'ravi');
    for (let i = 0; i < OTP_MAX_FAILURES; i++) await ravi.post('/api/token/login/OTP10', { OTP: String(100000 + i) });
    const blocked = await ravi.post('/api/token/login/OTP10', { OTP: '424242' });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().status, 'error');
    nowMs += 15 * 60_000;
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242' })).json().status, 'success');
  });
});

describe('POST /api/contests/{code}/register', () => {
  test('registers a signed-in user once; the problems show from the start', async () => {
    const visitor = createClient(app);
    await visitor.me();
    assert.equal((await visitor.post('/api/contests/START103/register')).statusCode, 401);
    const ravi = await signedInClient(app, 'ravi');
    const before = participants();
    assert.equal((await ravi.post('/api/contests/START103/register', { team: 'x' })).statusCode, 400);
    assert.equal(participants(), before);
    assert.deepEqual((await ravi.post('/api/contests/START101/register')).json().errors, ['This contest does not need registration.']);
    assert.deepEqual((await ravi.post('/api/contests/START103/register')).json(), { status: 'success', errors: [] });
    assert.deepEqual((await ravi.post('/api/contests/START103/register')).json().errors, ['You are already registered for this contest.']);
    const registered = await getJson('/api/contests/START103', ravi);
    assert.deepEqual([registered.is_registered, registered.show_register_button, registered.problems], [true, false, []]);

    // 31 minutes later START103 runs: the registered user sees the problems, others do not.
    nowMs += 31 * 60_000;
    assert.deepEqual(Object.keys((await getJson('/api/contests/START103', ravi)).problems), ['EVENSUM']);
    const alice = await signedInClient(app, 'alice');
    const unregistered = await getJson('/api/contests/START103', alice);
    assert.deepEqual([unregistered.problems, unregistered.show_register_button], [[], true]);
    assert.equal((await alice.request({ method: 'GET', url: '/api/contests/START103/problems/EVENSUM' })).statusCode, 403);
  });
});

/**
 * @param {{ payload: string, headers: Record<string, string> }} form
 * @param {import('./helpers.js').TestClient} client
 */
function withCsrf(form, client) {
  return { payload: form.payload, headers: { ...form.headers, 'x-csrf-token': /** @type {string} */ (client.csrfToken) } };
}

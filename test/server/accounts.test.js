// @ts-check
// Account forms on the reference server: the captcha (refresh shape, picture, one-time answer),
// forgot-password, change-password (current password checked, other sessions ended), the
// new-entity rule, field validation, and the rate limit answering rate_limit_exceeded.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  CHANGED_TEXT, CHANGE_LOGIN_TEXT, CURRENT_WRONG_TEXT, MISMATCH_TEXT, SAME_PASSWORD_TEXT, SHORT_PASSWORD_TEXT,
  forgotSuccessText, teamCreatedText,
} from '../../demo/server/features/accounts.js';
import { CAPTCHA_WRONG_TEXT, FORM_POST_LIMIT, NOTHING_ENTERED_TEXT, RATE_LIMIT_TEXT, REQUIRED_TEXT } from '../../demo/server/features/accounts/form-kit.js';
import { readCaptcha } from '../../demo/server/features/accounts/captcha.js';
import { createClient, countRows, postForm, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const post = postForm;
/** The sid and token a form's markup carries. @param {string} form */
const captchaOf = (form) => ({
  captcha_sid: /** @type {string} */ (form.match(/name="captcha_sid" value="([^"]+)"/)?.[1]),
  captcha_token: /** @type {string} */ (form.match(/name="captcha_token" value="([^"]+)"/)?.[1]),
});
/** What the picture shows (readCaptcha: the documented stand-in for a person reading it). @param {string} sid */
const answerOf = (sid) => /** @type {string} */ (readCaptcha(app.db, sid, app.nowSeconds())?.answer);

describe('captcha', () => {
  test('refresh answers status, message and data {url, sid, token}; the picture is an SVG drawn here', async () => {
    const client = createClient(app);
    const res = await client.request({ method: 'GET', url: '/captcha/refresh/forgot-password' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'message', 'status']);
    assert.equal(body.status, 'success');
    assert.deepEqual(Object.keys(body.data).sort(), ['sid', 'token', 'url']);
    assert.equal(body.data.url, `/captcha/image/${body.data.sid}`);
    const image = await client.request({ method: 'GET', url: body.data.url });
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    const answer = answerOf(body.data.sid);
    assert.match(answer, /^[A-Z2-9]{5}$/);
    assert.equal((await client.request({ method: 'GET', url: '/captcha/refresh/nope' })).statusCode, 400);
    assert.equal((await client.request({ method: 'GET', url: `/captcha/image/${'A'.repeat(50)}` })).statusCode, 404, 'not sealed by this server');
    assert.equal((await client.request({ method: 'GET', url: '/captcha/image/00000000000000000000000f' })).statusCode, 400);
  });

  test('the picture does not hold the answer in its markup: no text, only paths (outlines and noise)', async () => {
    const client = createClient(app);
    for (let i = 0; i < 5; i++) {
      const { data } = (await client.request({ method: 'GET', url: '/captcha/refresh/signup' })).json();
      const svg = (await client.request({ method: 'GET', url: data.url })).body;
      assert.match(svg, /^<svg [^>]*width="180" height="64"/);
      assert.doesNotMatch(svg, /<text|<tspan|<title|<desc|aria-label|font-family/);
      const markup = svg.replace(/ d="[^"]*"/g, '');
      assert.doesNotMatch(markup, new RegExp(answerOf(data.sid)), 'the answer is nowhere in the markup');
      for (const char of answerOf(data.sid)) assert.doesNotMatch(markup, new RegExp(`>\\s*${char}\\s*<`), char);
      assert.ok((svg.match(/<path /g) ?? []).length >= 5 + 4, 'a path per character and the noise lines');
    }
  });

  test('showing the forms writes nothing: the captcha is sealed in its id, not stored per view', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const changes = app.db.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    for (let i = 0; i < 20; i++) {
      for (const url of ['/signup', '/forgot-password', '/api/forms/signup', '/api/forms/forgot-password', '/captcha/refresh/signup']) {
        assert.equal((await visitor.request({ method: 'GET', url })).statusCode, 200, url);
      }
    }
    assert.equal(changes.get(), before, 'no row written by 100 anonymous views');
    // Checking one records it as used (one row, swept when it expires), so it cannot be tried again.
    const form = (await visitor.request({ method: 'GET', url: '/api/forms/forgot-password' })).json().form;
    const ref = captchaOf(form);
    await post(visitor, '/api/forms/forgot-password', { username: 'alice', captcha: answerOf(ref.captcha_sid), ...ref });
    assert.equal(countRows(app, 'captcha_uses'), 1);
  });

  test('a captcha expires, and one for another form is refused', async () => {
    const client = createClient(app);
    await client.me();
    const signup = (await client.request({ method: 'GET', url: '/captcha/refresh/signup' })).json().data;
    const wrongForm = await post(client, '/api/forms/forgot-password', {
      username: 'alice', captcha: answerOf(signup.sid), captcha_sid: signup.sid, captcha_token: signup.token });
    assert.deepEqual(wrongForm.json().errors, { captcha: CAPTCHA_WRONG_TEXT });
    const fresh = (await client.request({ method: 'GET', url: '/captcha/refresh/forgot-password' })).json().data;
    const answer = answerOf(fresh.sid);
    assert.equal(readCaptcha(app.db, fresh.sid, app.nowSeconds() + 10 * 60), null, 'unreadable after 10 minutes');
    assert.equal(readCaptcha(app.db, fresh.sid, app.nowSeconds() + 10 * 60 - 1)?.answer, answer);
  });

  test('too many refreshes get a message', async () => {
    const client = createClient(app);
    await client.me();
    let last;
    for (let i = 0; i < 31; i++) last = await client.request({ method: 'GET', url: '/captcha/refresh/signup' });
    assert.equal(last?.statusCode, 429);
    assert.equal(last?.json().status, 'error');
    assert.match(last?.json().message, /Too many new pictures/);
  });
});

describe('forgot password', () => {
  test('a wrong captcha is refused with a new picture, the name kept; the right one succeeds once', async () => {
    const client = createClient(app);
    await client.me();
    const form = (await client.request({ method: 'GET', url: '/api/forms/forgot-password' })).json().form;
    assert.match(form, /data-require-filled="username captcha"/);
    assert.match(form, /data-captcha="forgot-password"/);
    const first = captchaOf(form);
    const wrong = await post(client, '/api/forms/forgot-password', { username: 'alice', captcha: 'WRONG', ...first });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors, { captcha: CAPTCHA_WRONG_TEXT });
    assert.match(wrong.json().form, /id="forgot-name" name="username" maxlength="64" data-validate value="alice"/);
    const second = captchaOf(wrong.json().form);
    assert.notEqual(second.captcha_sid, first.captcha_sid);
    // The first picture was used up by the wrong answer.
    const replay = await post(client, '/api/forms/forgot-password', { username: 'alice', captcha: 'x', ...first });
    assert.deepEqual(replay.json().errors, { captcha: CAPTCHA_WRONG_TEXT });
    const right = await post(client, '/api/forms/forgot-password', {
      username: ' alice ', captcha: ` ${answerOf(second.captcha_sid).toLowerCase()} `, ...second });
    assert.equal(right.statusCode, 200, right.body);
    assert.deepEqual(right.json(), { status: 'success', success: forgotSuccessText('alice') });
    assert.equal(app.db.prepare("SELECT count(*) FROM password_reset_requests WHERE username = 'alice'").pluck().get(), 1);
  });

  test('empty fields are named; ?validate=username checks the name alone', async () => {
    const client = createClient(app);
    await client.me();
    const res = await post(client, '/api/forms/forgot-password', { username: ' ', captcha: '', captcha_sid: 'x', captcha_token: 'y' });
    assert.deepEqual(res.json().errors, { username: REQUIRED_TEXT, captcha: REQUIRED_TEXT });
    const one = await post(client, '/api/forms/forgot-password?validate=username', { username: '', captcha: '', captcha_sid: '', captcha_token: '' });
    assert.deepEqual(one.json(), { status: 'error', errors: { username: REQUIRED_TEXT } });
  });

  test(`more than ${FORM_POST_LIMIT} posts a minute answer rate_limit_exceeded`, async () => {
    const client = createClient(app);
    await client.me();
    const fields = { username: 'alice', captcha: 'A', captcha_sid: 'x', captcha_token: 'y' };
    for (let i = 0; i < FORM_POST_LIMIT; i++) assert.equal((await post(client, '/api/forms/forgot-password', fields)).statusCode, 422);
    const limited = await post(client, '/api/forms/forgot-password', fields);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { status: 'rate_limit_exceeded', message: RATE_LIMIT_TEXT });
  });
});

describe('change password', () => {
  const URL_ = '/api/forms/change-password';
  test('visitors are refused', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const res = await visitor.request({ method: 'GET', url: URL_ });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: 'error', message: CHANGE_LOGIN_TEXT });
  });

  test('checks the current password and the new ones; a change ends the other sessions', async () => {
    const here = await signedInClient(app, 'alice');
    const elsewhere = await signedInClient(app, 'alice');
    const form = (await here.request({ method: 'GET', url: URL_ })).json().form;
    assert.match(form, /data-require-value="current_password new_password confirm_password"/);
    const wrong = await post(here, URL_, { current_password: 'nope', new_password: 'newpass123', confirm_password: 'newpass123' });
    assert.deepEqual(wrong.json().errors, { current_password: CURRENT_WRONG_TEXT });
    const mismatch = await post(here, URL_, { current_password: 'demo1234', new_password: 'short', confirm_password: 'other' });
    assert.deepEqual(mismatch.json().errors, { new_password: SHORT_PASSWORD_TEXT, confirm_password: MISMATCH_TEXT });
    const same = await post(here, URL_, { current_password: 'demo1234', new_password: 'demo1234', confirm_password: 'demo1234' });
    assert.deepEqual(same.json().errors, { new_password: SAME_PASSWORD_TEXT });
    const one = await post(here, `${URL_}?validate=confirm_password`, { current_password: '', new_password: 'abcdefgh', confirm_password: 'abcdefgX' });
    assert.deepEqual(one.json(), { status: 'error', errors: { confirm_password: MISMATCH_TEXT } });
    const ok = await post(here, URL_, { current_password: 'demo1234', new_password: 'newpass123', confirm_password: 'newpass123' });
    assert.deepEqual(ok.json(), { status: 'success', success: CHANGED_TEXT });
    assert.equal((await here.me()).user.username, 'alice', 'this session stays');
    assert.equal((await elsewhere.me()).user.username, null, 'the other session ended');
    const login = async (/** @type {string} */ password) => {
      const client = createClient(app);
      await client.me();
      return client.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'alice', password },
        headers: { 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
    };
    assert.equal((await login('demo1234')).statusCode, 401);
    assert.equal((await login('newpass123')).statusCode, 200);
  });
});

describe('new team (a new-entity field)', () => {
  test("empty or zero shows 'You  haven't entered anything.'; a name creates the team", async () => {
    const alice = await signedInClient(app, 'alice');
    for (const value of ['', '   ', '0', ' 00 ']) {
      const res = await post(alice, '/api/forms/new-team', { team_name: value });
      assert.deepEqual(res.json().errors, { team_name: NOTHING_ENTERED_TEXT }, JSON.stringify(value));
    }
    assert.equal(NOTHING_ENTERED_TEXT, 'You  haven\'t entered anything.');
    const ok = await post(alice, '/api/forms/new-team', { team_name: 'Graph Gang' });
    assert.deepEqual(ok.json(), { status: 'success', success: teamCreatedText('Graph Gang'), redirect: '/users/alice/teams', timeout: 0 });
  });
});

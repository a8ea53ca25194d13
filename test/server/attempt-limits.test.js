// @ts-check
// Limits on guessing: failed sign-ins (JSON API and login form share the counters), sign-up
// posts, password reset requests and wrong current passwords per IP and per account, and wrong
// OTPs kept in the database so a restart does not reset them. JSON routes answer 429 with
// {status, message}; the account forms answer the form shape with status rate_limit_exceeded.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { readCaptcha } from '../../demo/server/features/accounts/captcha.js';
import { DEFAULT_ATTEMPT_LIMITS, tooManyAttemptsText } from '../../demo/server/attempt-limits.js';
import { OTP_FAILURE_WINDOW_S, OTP_MAX_FAILURES, OTP_MAX_FAILURES_PER_IP } from '../../demo/server/features/contests/actions.js';
import { FIXED_NOW_MS, countRows, createClient, postForm, signedInClient, startServer } from './helpers.js';

/** Small limits so a test needs few scrypt checks; the defaults are asserted separately. */
const small = {
  login: { ip: { max: 4, seconds: 900 }, pair: { max: 2, seconds: 900 } },
  signup: { ip: { max: 2, seconds: 3600 } },
  forgot: { ip: { max: 3, seconds: 900 }, account: { max: 1, seconds: 3600 } },
  change: { ip: { max: 4, seconds: 900 }, account: { max: 2, seconds: 900 } },
};

/** @type {import('fastify').FastifyInstance[]} */
const servers = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => s.close())); });
/** @param {Parameters<typeof startServer>[0]} [options] */
const server = async (options) => {
  const app = await startServer({ attemptLimits: small, ...options });
  servers.push(app);
  return app;
};
/** A client from its own address: the per-IP counters must not mix test clients. @param {import('fastify').FastifyInstance} app @param {string} ip */
const clientFrom = (app, ip) => createClient(app, { remoteAddress: ip });

test('the default limits are the documented ones', () => {
  assert.deepEqual(DEFAULT_ATTEMPT_LIMITS.login,
    { ip: { max: 30, seconds: 900 }, pair: { max: 10, seconds: 900 }, slow: { after: 20, maxSeconds: 60 } });
  assert.equal(DEFAULT_ATTEMPT_LIMITS.signup.account, undefined);
  assert.ok(DEFAULT_ATTEMPT_LIMITS.forgot.account && DEFAULT_ATTEMPT_LIMITS.change.account);
  assert.equal(tooManyAttemptsText('login', 61), 'Too many sign-in attempts. Please try again in 2 minutes.');
  assert.equal(tooManyAttemptsText('otp', 1), 'Too many wrong OTPs. Please try again in 1 second.');
  assert.equal(tooManyAttemptsText('login', 30), 'Too many sign-in attempts. Please try again in 30 seconds.');
});

describe('sign-in attempts', () => {
  test('per account from one address: after the failures allowed even the right password waits (429 {status, message}); others are not affected', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.0.1');
    await client.me();
    for (let i = 0; i < small.login.pair.max; i++) {
      assert.equal((await client.post('/api/auth/login', { username: 'alice', password: 'wrong' })).statusCode, 401);
    }
    const refused = await client.post('/api/auth/login', { username: 'ALICE', password: 'demo1234' });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { status: 'error', message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    assert.equal(refused.headers['retry-after'], '900');
    // Another account from the same address still signs in; the refused one wrote no session.
    assert.equal((await client.me()).user.username, null);
    assert.equal((await client.login('mod')).statusCode, 200);
  });

  test('per IP: failures across accounts add up; another address is not affected; the login form shares the counter', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.0.2');
    await client.me();
    const names = ['alice', 'bob', 'carol', 'dave'];
    for (const name of names) assert.equal((await client.post('/api/auth/login', { username: name, password: 'wrong' })).statusCode, 401);
    assert.equal((await client.post('/api/auth/login', { username: 'ravi', password: 'demo1234' })).statusCode, 429);
    const form = await postForm(client, '/api/forms/login', { username: 'ravi', password: 'demo1234' });
    assert.equal(form.statusCode, 429);
    assert.deepEqual(form.json(), { status: 'rate_limit_exceeded', message: tooManyAttemptsText('login', 900) });
    const other = clientFrom(app, '10.0.0.3');
    assert.equal((await other.login('ravi')).statusCode, 200);
  });

  test('the login form counts its failures against the same account and address', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.0.4');
    await client.me();
    for (let i = 0; i < small.login.pair.max; i++) {
      assert.equal((await postForm(client, '/api/forms/login', { username: 'alice', password: 'nope' })).statusCode, 401);
    }
    // An empty field is a form error, not a guess: not counted, still answered 422.
    assert.equal((await postForm(client, '/api/forms/login', { username: 'alice', password: '' })).statusCode, 422);
    const refused = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' }, { csrf: null });
    assert.equal(refused.statusCode, 403, 'CSRF is still checked first');
    assert.equal((await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' })).statusCode, 429);
  });

  test('a right password gives its attempt back: signing in often is not guessing', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.0.6');
    await client.me();
    for (let i = 0; i < small.login.ip.max + 2; i++) assert.equal((await client.login('alice')).statusCode, 200);
    assert.equal((await client.post('/api/auth/login', { username: 'alice', password: 'wrong' })).statusCode, 401);
  });
});

describe('sign-up and password attempts', () => {
  test('sign-up posts per IP: the next full post gets rate_limit_exceeded and creates nothing', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.1.1');
    await client.me();
    const users = countRows(app, 'users');
    const fields = { username: 'new_one', full_name: 'N', password: 'long enough', country: 'NP', captcha: 'x', captcha_sid: 'x', captcha_token: 'x' };
    for (let i = 0; i < small.signup.ip.max; i++) assert.equal((await postForm(client, '/api/forms/signup', fields)).statusCode, 422);
    const refused = await postForm(client, '/api/forms/signup', fields);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().status, 'rate_limit_exceeded');
    assert.match(refused.json().message, /^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/);
    // Checking one field while typing is not a sign-up attempt.
    assert.equal((await postForm(client, '/api/forms/signup?validate=username', fields)).statusCode, 200);
    assert.equal(countRows(app, 'users'), users);
  });

  test('forgot-password per account name (whether or not it exists) and per IP', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.1.2');
    await client.me();
    const ask = async (/** @type {string} */ username) => {
      const form = (await client.request({ method: 'GET', url: '/api/forms/forgot-password' })).json().form;
      const sid = /** @type {string} */ (form.match(/name="captcha_sid" value="([^"]+)"/)?.[1]);
      const token = /** @type {string} */ (form.match(/name="captcha_token" value="([^"]+)"/)?.[1]);
      const answer = /** @type {string} */ (readCaptcha(app.db, sid, app.nowSeconds())?.answer);
      return postForm(client, '/api/forms/forgot-password', { username, captcha: answer, captcha_sid: sid, captcha_token: token });
    };
    assert.equal((await ask('alice')).statusCode, 200);
    const again = await ask('Alice');
    assert.equal(again.statusCode, 429);
    assert.deepEqual(again.json(), { status: 'rate_limit_exceeded', message: 'Too many password reset requests. Please try again in 60 minutes.' });
    assert.equal(countRows(app, 'password_reset_requests'), 1);
    assert.equal((await ask('no_such_user')).statusCode, 200);
    assert.equal((await ask('mod')).statusCode, 200);
    assert.equal((await ask('carol')).statusCode, 429, 'the address has used its requests');
    assert.equal(countRows(app, 'password_reset_requests'), 2);
  });

  test('change-password: wrong current passwords per account; the right one then waits too', async () => {
    const app = await server();
    const client = clientFrom(app, '10.0.1.3');
    assert.equal((await client.login('alice')).statusCode, 200);
    const change = (/** @type {string} */ current) => postForm(client, '/api/forms/change-password',
      { current_password: current, new_password: 'another one', confirm_password: 'another one' });
    for (let i = 0; i < small.change.account.max; i++) assert.equal((await change('wrong')).statusCode, 422);
    const refused = await change('demo1234');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { status: 'rate_limit_exceeded', message: 'Too many wrong passwords. Please try again in 15 minutes.' });
    const hash = app.db.prepare("SELECT password_hash FROM users WHERE username = 'alice'").pluck().get();
    assert.equal((await client.login('alice')).statusCode, 200, 'the password did not change');
    assert.equal(app.db.prepare("SELECT password_hash FROM users WHERE username = 'alice'").pluck().get(), hash);
  });
});

describe('OTP attempts (in the database)', () => {
  test('wrong OTPs are rows; a restarted server on the same database still refuses; the window ends it', async () => {
    let nowMs = FIXED_NOW_MS;
    const app = await server({ now: () => nowMs });
    const ravi = await signedInClient(app, 'ravi');
    for (let i = 0; i < OTP_MAX_FAILURES; i++) {
      assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: String(200000 + i) })).statusCode, 400);
    }
    assert.equal(countRows(app, 'otp_failures'), OTP_MAX_FAILURES);
    const refused = await ravi.post('/api/token/login/OTP10', { OTP: '424242' });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { status: 'error', msg: tooManyAttemptsText('otp', OTP_FAILURE_WINDOW_S), message: tooManyAttemptsText('otp', OTP_FAILURE_WINDOW_S) });
    assert.equal(countRows(app, 'otp_failures'), OTP_MAX_FAILURES, 'a refused attempt is not recorded');

    // A restart: a new server over a copy of this database (sessions included) still refuses.
    const restarted = await startServer({ dbImage: app.db.serialize(), seed: false, now: () => nowMs });
    servers.push(restarted);
    const again = createClient(restarted);
    again.jar = new Map(ravi.jar);
    again.csrfToken = ravi.csrfToken;
    assert.equal((await again.post('/api/token/login/OTP10', { OTP: '424242' })).statusCode, 429);

    nowMs += OTP_FAILURE_WINDOW_S * 1000;
    assert.equal((await again.post('/api/token/login/OTP10', { OTP: '424242' })).json().status, 'success');
    assert.equal(countRows(restarted, 'otp_failures'), 0, 'a success clears the user\'s failures for the contest');
  });

  test('per IP: failures of other users from the same address count; another address is not affected', async () => {
    const app = await server();
    const insert = app.db.prepare('INSERT INTO otp_failures (username, contest_code, ip, failed_at) VALUES (?, ?, ?, ?)');
    for (let i = 0; i < OTP_MAX_FAILURES_PER_IP; i++) insert.run(`user${i}`, 'OTP10', '10.0.2.1', app.nowSeconds() - 60);
    const here = clientFrom(app, '10.0.2.1');
    assert.equal((await here.login('ravi')).statusCode, 200);
    assert.equal((await here.post('/api/token/login/OTP10', { OTP: '424242' })).statusCode, 429);
    const there = clientFrom(app, '10.0.2.2');
    assert.equal((await there.login('ravi')).statusCode, 200);
    assert.equal((await there.post('/api/token/login/OTP10', { OTP: '424242' })).json().status, 'success');
  });
});

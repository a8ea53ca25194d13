// @ts-check
// Attempt limits under parallel requests: an attempt is counted before its password is checked,
// so requests in flight cannot all pass one check; the password-hash queue is bounded per
// address first, then for the server, so a flood neither grows it nor keeps another address's
// sign-in waiting behind it. And a guesser slows down, not the account's owner.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { DEFAULT_ATTEMPT_LIMITS, tooManyAttemptsText } from '../../demo/server/attempt-limits.js';
import { readCaptcha } from '../../demo/server/features/accounts/captcha.js';
import {
  HASH_BUSY_ADDRESS_TEXT, HASH_BUSY_SERVER_TEXT, MAX_CONCURRENT_HASHES, MAX_HASHES_PER_ADDRESS, MAX_WAITING_HASHES, hashStats,
} from '../../demo/server/auth.js';
import { FIXED_NOW_MS, clientFromAddress, countRows, postForm, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance[]} */
const servers = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => s.close())); });
/** @param {Parameters<typeof startServer>[0]} [options] */
const server = async (options) => {
  const app = await startServer(options);
  servers.push(app);
  return app;
};
const huge = { max: 1_000_000, seconds: 900 };
const unlimited = { login: { ip: huge, pair: huge }, signup: { ip: huge }, forgot: { ip: huge, account: huge }, change: { ip: huge, account: huge } };

describe('attempts are counted before the password is checked', () => {
  test('200 parallel wrong passwords for admin from one address: at most the limit are checked; another address signs in without waiting behind them', async () => {
    const app = await server();
    const attacker = await clientFromAddress(app, '198.51.100.7');
    const owner = await clientFromAddress(app, '203.0.113.20');
    const before = hashStats.runs;
    const guesses = Array.from({ length: 200 }, (_, i) => attacker.post('/api/auth/login', { username: 'admin', password: `guess-${i}` }));
    /** @type {number | undefined} */
    let hashesBeforeOwner;
    const signIn = owner.post('/api/auth/login', { username: 'admin', password: 'demo1234' }).then((res) => {
      hashesBeforeOwner = hashStats.runs - before;
      return res;
    });
    const answers = await Promise.all(guesses);
    assert.equal((await signIn).statusCode, 200, 'the owner signs in from another address');
    const checked = hashStats.runs - before - 1;
    const limit = /** @type {{ max: number }} */ (DEFAULT_ATTEMPT_LIMITS.login.pair).max;
    assert.ok(checked <= limit, `${checked} guesses were checked; the limit is ${limit}`);
    assert.equal(answers.filter((res) => res.statusCode === 401).length, checked);
    for (const res of answers.filter((r) => r.statusCode !== 401)) {
      assert.equal(res.statusCode, 429);
      assert.ok([tooManyAttemptsText('login', 900), HASH_BUSY_ADDRESS_TEXT].includes(res.json().message), res.body);
    }
    assert.ok(/** @type {number} */ (hashesBeforeOwner) <= MAX_HASHES_PER_ADDRESS + 1,
      `the owner's sign-in waited for ${hashesBeforeOwner} hashes`);
  });

  test('the hash queue is bounded per address (429) and for the server (503), each with a message; nothing refused is counted', async () => {
    const app = await server({ attemptLimits: unlimited });
    const one = await clientFromAddress(app, '198.51.100.8');
    const before = hashStats.runs;
    const answers = await Promise.all(Array.from({ length: 50 }, () => one.post('/api/auth/login', { username: 'alice', password: 'wrong' })));
    const busy = answers.filter((res) => res.statusCode === 429);
    assert.equal(answers.length - busy.length, hashStats.runs - before, 'every answer that is not busy checked one password');
    assert.ok(hashStats.runs - before <= MAX_HASHES_PER_ADDRESS + MAX_CONCURRENT_HASHES, `${hashStats.runs - before} checked`);
    assert.deepEqual(busy[0].json(), { status: 'error', message: HASH_BUSY_ADDRESS_TEXT });
    assert.equal(busy[0].headers['retry-after'], '5');

    const many = await Promise.all(Array.from({ length: MAX_WAITING_HASHES + 30 }, (_, i) => clientFromAddress(app, `10.9.${i >> 8}.${i & 255}`)));
    const flood = await Promise.all(many.map((client) => client.post('/api/auth/login', { username: 'alice', password: 'wrong' })));
    const refused = flood.filter((res) => res.statusCode === 503);
    assert.ok(refused.length > 0 && refused.length <= 30 + MAX_CONCURRENT_HASHES, `${refused.length} refused`);
    assert.deepEqual(refused[0].json(), { status: 'error', message: HASH_BUSY_SERVER_TEXT });
    assert.ok(flood.every((res) => res.statusCode === 401 || res.statusCode === 503));
  });

  test('parallel sign-ups, reset requests and wrong current passwords stop at their limits too', async () => {
    const app = await server({ attemptLimits: {
      signup: { ip: { max: 2, seconds: 3600 } },
      forgot: { ip: { max: 50, seconds: 900 }, account: { max: 1, seconds: 3600 } },
      change: { ip: { max: 50, seconds: 900 }, account: { max: 3, seconds: 900 } },
    } });
    const client = await clientFromAddress(app, '198.51.100.9');
    const fields = { username: 'new_one', full_name: 'N', password: 'long enough', country: 'NP', captcha: 'x', captcha_sid: 'x', captcha_token: 'x' };
    // The per-form post limit (10 a minute per session) is not what is tested: one session each.
    const signups = await Promise.all(Array.from({ length: 9 }, () => postForm(client, '/api/forms/signup', fields)));
    assert.equal(signups.filter((res) => res.statusCode !== 429).length, 2, signups.map((r) => r.statusCode).join());

    const forgotClients = await Promise.all(Array.from({ length: 9 }, () => clientFromAddress(app, '198.51.100.10')));
    const asks = await Promise.all(forgotClients.map(async (c) => {
      const form = (await c.request({ method: 'GET', url: '/api/forms/forgot-password' })).json().form;
      const sid = /** @type {string} */ (form.match(/name="captcha_sid" value="([^"]+)"/)?.[1]);
      const token = /** @type {string} */ (form.match(/name="captcha_token" value="([^"]+)"/)?.[1]);
      const answer = /** @type {string} */ (readCaptcha(app.db, sid, app.nowSeconds())?.answer);
      return { c, fields: { username: 'alice', captcha: answer, captcha_sid: sid, captcha_token: token } };
    }));
    const resets = await Promise.all(asks.map(({ c, fields: f }) => postForm(c, '/api/forms/forgot-password', f)));
    assert.equal(resets.filter((res) => res.statusCode === 200).length, 1);
    assert.equal(countRows(app, 'password_reset_requests'), 1);

    const alice = await clientFromAddress(app, '198.51.100.11');
    assert.equal((await alice.login('alice')).statusCode, 200);
    const before = hashStats.runs;
    const changes = await Promise.all(Array.from({ length: 9 }, () => postForm(alice, '/api/forms/change-password',
      { current_password: 'wrong', new_password: 'another one', confirm_password: 'another one' })));
    assert.ok(hashStats.runs - before <= 3, `${hashStats.runs - before} current passwords checked`);
    assert.equal(changes.filter((res) => res.statusCode === 422).length, hashStats.runs - before);
  });
});

describe('a guesser slows down, not the owner', () => {
  test('ten wrong passwords from one address do not keep the owner out from another', async () => {
    const app = await server();
    const guesser = await clientFromAddress(app, '198.51.100.20');
    const pair = /** @type {{ max: number }} */ (DEFAULT_ATTEMPT_LIMITS.login.pair).max;
    for (let i = 0; i < pair; i++) assert.equal((await guesser.post('/api/auth/login', { username: 'alice', password: `no-${i}` })).statusCode, 401);
    assert.equal((await guesser.post('/api/auth/login', { username: 'alice', password: 'demo1234' })).statusCode, 429,
      'the guessing address waits, even with the right password');
    const owner = await clientFromAddress(app, '203.0.113.21');
    assert.equal((await owner.login('alice')).statusCode, 200);
    // The login form is the same rule.
    const form = await clientFromAddress(app, '203.0.113.22');
    assert.equal((await postForm(form, '/api/forms/login', { username: 'alice', password: 'demo1234' })).statusCode, 200);
  });

  test('guesses from many addresses: past `after` failures the account is checked once per delay, a delay that doubles; it ends', async () => {
    let nowMs = FIXED_NOW_MS;
    const slow = { after: 4, maxSeconds: 8 };
    const app = await server({ now: () => nowMs, attemptLimits: { login: { ip: { max: 30, seconds: 900 }, pair: { max: 10, seconds: 900 }, slow } } });
    let address = 0;
    const guess = async () => (await clientFromAddress(app, `192.0.2.${++address}`)).post('/api/auth/login', { username: 'mod', password: 'nope' });
    for (let i = 0; i < slow.after; i++) assert.equal((await guess()).statusCode, 401);
    assert.equal((await guess()).statusCode, 401, 'the first attempt past `after` is checked and starts a 1 s delay');
    const refused = await guess();
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { status: 'error', message: 'Too many sign-in attempts. Please try again in 1 second.' });
    nowMs += 1000;
    assert.equal((await guess()).statusCode, 401);
    assert.equal((await guess()).headers['retry-after'], '2', 'the delay doubled');
    nowMs += 2000;
    assert.equal((await guess()).statusCode, 401);
    nowMs += 4000;
    assert.equal((await guess()).statusCode, 401);
    assert.equal((await guess()).headers['retry-after'], '8', 'capped at maxSeconds');
    // The owner waits at most that delay, then signs in.
    const owner = await clientFromAddress(app, '203.0.113.23');
    assert.equal((await owner.login('mod')).statusCode, 429);
    nowMs += 8000;
    assert.equal((await owner.login('mod')).statusCode, 200);
  });
});

// @ts-check
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { CURRENT_PRIVACY_POLICY_VERSION } from '../../demo/server/constants.js';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const DAY_S = 86400;
const NOW_S = FIXED_NOW_MS / 1000;

/** Every field of the current user that user-me's user object carries. */
const USER_FIELDS = [
  'username', 'uid', 'html_handle', 'isUserTeam', 'oauth_buttons', 'isNumberVerified', 'country',
  'profileImagePath', 'isPremiumUser', 'isAdmin', 'access', 'userStarHtml', 'sale', 'proDiscount',
  'pro_plan', 'user_consented_privacy_policy_version', 'user_consented_privacy_policy_on',
  'current_privacy_policy_version',
];

describe('GET /api/user/me', () => {
  test('visitor: defaults, a CSRF token, a TTL, the ad strip, never cached', async () => {
    const res = await app.inject({ url: '/api/user/me' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.equal(body.status, 'success');
    assert.deepEqual(Object.keys(body.user).sort(), [...USER_FIELDS].sort());
    assert.equal(body.user.username, null);
    assert.equal(body.user.isAdmin, false);
    assert.equal(body.user.isPremiumUser, false);
    assert.deepEqual(body.user.sale, { isSaleOngoing: true });
    assert.deepEqual(body.user.proDiscount, { amount: '20' });
    assert.equal(body.user.pro_plan, 'monthly');
    assert.equal(body.user.current_privacy_policy_version, CURRENT_PRIVACY_POLICY_VERSION);
    assert.equal(typeof body.ip, 'string');
    assert.match(body.adStrip, /href="\/pro"/);
    assert.equal(typeof body.csrfToken, 'string');
    assert.ok(body.csrfToken.length >= 40);
    assert.equal(body.ttl, 60);
    // A visitor gets an httpOnly visitor cookie (the token derives from it), no session row.
    const cookie = res.cookies.find((c) => c.name === 'cc_visitor');
    assert.ok(cookie?.httpOnly);
    assert.equal(res.cookies.find((c) => c.name === 'cc_session'), undefined);
    assert.equal(countRows(app, 'sessions'), 0);
  });

  test('the same visitor keeps one token; the token works for a POST; nothing is written', async () => {
    const client = createClient(app);
    const first = await client.me();
    const second = await client.me();
    assert.equal(first.csrfToken, second.csrfToken);
    // Past the CSRF gate (403), the login answers for the credentials (401).
    const passed = await client.post('/api/auth/login', { username: 'alice', password: 'wrong-password' });
    assert.equal(passed.statusCode, 401);
    // Another visitor's token does not fit this visitor's cookie.
    const other = createClient(app);
    await other.me();
    const forged = await app.inject({
      method: 'POST', url: '/api/auth/login', payload: { username: 'alice', password: 'wrong-password' },
      headers: { 'x-csrf-token': first.csrfToken }, cookies: { cc_visitor: String(other.jar.get('cc_visitor')) },
    });
    assert.equal(forged.statusCode, 403);
    assert.equal(countRows(app, 'sessions'), 0);
  });

  test('a thousand cookie-less page views and user-me calls add no session row', async () => {
    for (let i = 0; i < 500; i++) {
      await app.inject({ url: '/api/user/me' });
      await app.inject({ url: '/' });
    }
    assert.equal(countRows(app, 'sessions'), 0);
  });

  test('admin: access admin, isAdmin, fresh consent', async () => {
    const { user, adStrip } = await (await signedInClient(app, 'admin')).me();
    assert.deepEqual(Object.keys(user).sort(), [...USER_FIELDS].sort());
    assert.equal(user.access, 'admin');
    assert.equal(user.isAdmin, true);
    assert.equal(user.user_consented_privacy_policy_version, CURRENT_PRIVACY_POLICY_VERSION);
    assert.equal(user.user_consented_privacy_policy_on, NOW_S - DAY_S);
    assert.equal(typeof adStrip, 'string');
  });

  test('premium: no sale, no ad strip, consent older than 180 days', async () => {
    const { user, adStrip } = await (await signedInClient(app, 'premium')).me();
    assert.equal(user.isPremiumUser, true);
    assert.equal(user.isAdmin, false);
    assert.equal(user.access, null);
    assert.equal(adStrip, null);
    assert.deepEqual(user.sale, { isSaleOngoing: false });
    assert.equal(user.proDiscount, null);
    assert.equal(user.user_consented_privacy_policy_on, NOW_S - 200 * DAY_S);
    assert.ok(NOW_S - user.user_consented_privacy_policy_on > 180 * DAY_S);
  });

  test('alice: regular user with a handle, stars and no consent', async () => {
    const { user } = await (await signedInClient(app, 'alice')).me();
    assert.equal(user.username, 'alice');
    assert.equal(typeof user.uid, 'number');
    assert.match(user.html_handle, /^<span class="rating" style="color:#[0-9A-F]{6}">alice<\/span>$/);
    assert.match(user.userStarHtml, /&#9733;/);
    assert.match(user.profileImagePath, /^data:image\/svg\+xml;base64,/);
    assert.equal(user.isAdmin, false);
    assert.equal(user.isUserTeam, false);
    assert.equal(user.isNumberVerified, true);
    assert.equal(user.user_consented_privacy_policy_version, null);
    assert.equal(user.user_consented_privacy_policy_on, null);
  });

  test('ravi: Indian with an unverified number; teamlead: in a team', async () => {
    const ravi = (await (await signedInClient(app, 'ravi')).me()).user;
    assert.equal(ravi.country, 'India');
    assert.equal(ravi.isNumberVerified, false);
    const teamlead = (await (await signedInClient(app, 'teamlead')).me()).user;
    assert.equal(teamlead.isUserTeam, true);
  });
});

describe('GET /api/user/key', () => {
  test('stable per user, different between users and for visitors', async () => {
    /** @param {ReturnType<typeof createClient>} client */
    const keyOf = async (client) => {
      const res = await client.request({ method: 'GET', url: '/api/user/key?_=123' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().status, 'success');
      return /** @type {string} */ (res.json().key);
    };
    const alice = await signedInClient(app, 'alice');
    const aliceAgain = await signedInClient(app, 'alice');
    const ravi = await signedInClient(app, 'ravi');
    const visitor = createClient(app);
    const otherVisitor = createClient(app);

    const aliceKey = await keyOf(alice);
    assert.ok(aliceKey.length >= 40);
    assert.equal(await keyOf(alice), aliceKey);
    assert.equal(await keyOf(aliceAgain), aliceKey, 'same user, other session');
    assert.notEqual(await keyOf(ravi), aliceKey);
    const visitorKey = await keyOf(visitor);
    assert.notEqual(visitorKey, aliceKey);
    assert.equal(await keyOf(otherVisitor), visitorKey, 'one anonymous key per database');
    assert.equal(await keyOf(visitor), visitorKey);
  });

  test('seed user keys come from the install secret: stable in one install, different in another', async () => {
    const first = await (await signedInClient(app, 'alice')).request({ method: 'GET', url: '/api/user/key' });
    const again = await (await signedInClient(app, 'alice')).request({ method: 'GET', url: '/api/user/key' });
    assert.equal(again.json().key, first.json().key);
    const other = await startServer({ fresh: true });
    try {
      const second = await (await signedInClient(other, 'alice')).request({ method: 'GET', url: '/api/user/key' });
      assert.notEqual(second.json().key, first.json().key);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/user/messages', () => {
  test('alice gets her info message, grouped by type, until she acknowledges it', async () => {
    const alice = await signedInClient(app, 'alice');
    const first = await alice.request({ method: 'GET', url: '/api/user/messages' });
    assert.equal(first.statusCode, 200);
    const { ids, ...rest } = first.json();
    assert.deepEqual(rest, {
      status: 'success',
      messages: { info: ['Welcome back! Your weekly practice streak is 3 days.'] },
    });
    assert.equal(ids.length, 1);
    // A GET has no side effect: asking again gives the same answer.
    assert.deepEqual((await alice.request({ method: 'GET', url: '/api/user/messages' })).json(), first.json());
    const ack = await alice.post('/api/user/messages/ack', { ids });
    assert.deepEqual(ack.json(), { status: 'success', acknowledged: 1 });
    const after = await alice.request({ method: 'GET', url: '/api/user/messages' });
    assert.deepEqual(after.json(), { status: 'success', messages: {}, ids: [] });
  });

  test('acknowledging: only one\'s own messages, valid ids only, signed in only', async () => {
    const alice = await signedInClient(app, 'alice');
    const { ids } = (await alice.request({ method: 'GET', url: '/api/user/messages' })).json();
    const ravi = await signedInClient(app, 'ravi');
    assert.deepEqual((await ravi.post('/api/user/messages/ack', { ids })).json(), { status: 'success', acknowledged: 0 });
    for (const body of [{}, { ids: [] }, { ids: ['1'.repeat(400)] }, { ids: [0] }, { ids: [1.5] }, { ids: Array(101).fill(1) }, { ids: [1], x: 1 }]) {
      const res = await ravi.post('/api/user/messages/ack', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
      assert.equal(res.json().status, 'error');
    }
    const visitor = createClient(app);
    await visitor.me();
    assert.equal((await visitor.post('/api/user/messages/ack', { ids })).statusCode, 401);
    assert.equal((await alice.request({ method: 'GET', url: '/api/user/messages' })).json().ids.length, 1);
  });

  test('groups several types in order; visitors get nothing', async () => {
    const insert = app.db.prepare(
      'INSERT INTO user_messages (username, type, text, created_at) VALUES (?, ?, ?, 0)');
    insert.run('ravi', 'warning', 'Please verify your mobile number.');
    insert.run('ravi', 'info', 'First');
    insert.run('ravi', 'info', 'Second');
    const ravi = await signedInClient(app, 'ravi');
    const res = await ravi.request({ method: 'GET', url: '/api/user/messages' });
    assert.deepEqual(res.json().messages, {
      warning: ['Please verify your mobile number.'], info: ['First', 'Second'],
    });

    const visitor = await app.inject({ url: '/api/user/messages' });
    assert.deepEqual(visitor.json(), { status: 'success', messages: {}, ids: [] });
    // Alice's message is still waiting for her.
    const pending = app.db.prepare(
      "SELECT count(*) FROM user_messages WHERE username = 'alice' AND delivered = 0").pluck().get();
    assert.equal(pending, 1);
  });
});

describe('POST /api/user/cookie_consent', () => {
  test('visitor: 401 Login required', async () => {
    const client = createClient(app);
    await client.me();
    const res = await client.post('/api/user/cookie_consent', {});
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: 'error', message: 'Login required' });
  });

  test('signed in: records the current version now, visible in user-me', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await alice.post('/api/user/cookie_consent', {});
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      status: 'success', version: CURRENT_PRIVACY_POLICY_VERSION, consented_on: NOW_S,
    });
    const row = /** @type {any} */ (app.db.prepare(
      "SELECT * FROM users WHERE username = 'alice'").get());
    assert.equal(row.user_consented_privacy_policy_version, CURRENT_PRIVACY_POLICY_VERSION);
    assert.equal(row.user_consented_privacy_policy_on, NOW_S);
    const { user } = await alice.me();
    assert.equal(user.user_consented_privacy_policy_on, NOW_S);
  });

  test('an empty body (no JSON at all, or an empty JSON body) is accepted', async () => {
    const alice = await signedInClient(app, 'alice');
    const headers = { 'x-csrf-token': String(alice.csrfToken) };
    const none = await alice.request({ method: 'POST', url: '/api/user/cookie_consent', headers });
    assert.equal(none.statusCode, 200);
    const empty = await alice.request({
      method: 'POST', url: '/api/user/cookie_consent', payload: '',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    assert.equal(empty.statusCode, 200);
  });

  test('unknown fields: 400 naming the field, consent unchanged', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await alice.post('/api/user/cookie_consent', { version: 'old' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { status: 'error', message: 'Unknown field version' });
    const row = /** @type {any} */ (app.db.prepare(
      "SELECT user_consented_privacy_policy_on FROM users WHERE username = 'alice'").get());
    assert.equal(row.user_consented_privacy_policy_on, null);
  });
});

describe('HEAD /api/ping (the connectivity probe)', () => {
  test('answers 204 with nothing, never cached, for HEAD and GET, visitor or not', async () => {
    const client = createClient(app);
    for (const method of /** @type {const} */ (['HEAD', 'GET'])) {
      const res = await client.request({ method, url: `/api/ping?_=${Date.now()}` });
      assert.equal(res.statusCode, 204, method);
      assert.equal(res.headers['cache-control'], 'no-store', method);
      assert.equal(res.body, '', method);
    }
  });
});

// @ts-check
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { clientFromAddress, countRows, createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

describe('POST /api/auth/login', () => {
  test('signs in, rotates the session id and CSRF token, answers the user', async () => {
    const client = createClient(app);
    await client.me();
    const visitorCookie = client.jar.get('cc_session');
    const visitorToken = client.csrfToken;

    const res = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 'success');
    assert.equal(body.user.username, 'alice');
    assert.equal(typeof body.csrfToken, 'string');
    assert.notEqual(body.csrfToken, visitorToken);

    const setCookie = res.cookies.find((/** @type {any} */ c) => c.name === 'cc_session');
    assert.ok(setCookie, 'a new session cookie is set');
    assert.notEqual(setCookie.value, visitorCookie);
    assert.equal(setCookie.httpOnly, true);
    assert.equal(setCookie.sameSite, 'Lax');
    assert.equal(setCookie.path, '/');
    const keyCookie = res.cookies.find((/** @type {any} */ c) => c.name === 'userkey');
    assert.ok(keyCookie && keyCookie.value === '', 'the client drops the previous identity\'s cache key');

    assert.equal(countRows(app, 'sessions'), 1, 'the visitor session row was replaced');
    // The old id cannot be replayed (no fixation): it is just an unknown cookie now.
    const stale = await app.inject({ url: '/api/user/me', cookies: { cc_session: String(visitorCookie) } });
    assert.equal(stale.json().user.username, null);
    // The new session is signed in.
    assert.equal((await client.me()).user.username, 'alice');
  });

  test('wrong password or unknown user: 401 with one message, no session change', async () => {
    const client = createClient(app);
    await client.me();
    const cookie = client.jar.get('cc_session');
    for (const credentials of [
      { username: 'alice', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const res = await client.post('/api/auth/login', credentials);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { status: 'error', message: 'Invalid username or password' });
    }
    assert.equal(client.jar.get('cc_session'), cookie);
    assert.equal((await client.me()).user.username, null);
  });

  test('validation: missing, empty, overlong and unknown fields answer 400 naming the field', async () => {
    const client = createClient(app);
    await client.me();
    const cases = [
      [{ password: 'demo1234' }, /username is required/],
      [{ username: 'alice' }, /password is required/],
      [{ username: '', password: 'demo1234' }, /username must not be empty/],
      [{ username: 'a'.repeat(65), password: 'demo1234' }, /username must be at most 64 characters/],
      [{ username: 'alice', password: 'x'.repeat(129) }, /password must be at most 128 characters/],
      [{ username: 'alice', password: 'demo1234', admin: true }, /Unknown field admin/],
      [{ username: ['alice'], password: 'demo1234' }, /username must be a string/],
    ];
    const sessionsBefore = countRows(app, 'sessions');
    for (const [payload, message] of /** @type {[object, RegExp][]} */ (cases)) {
      const res = await client.post('/api/auth/login', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().status, 'error');
      assert.match(res.json().message, message);
    }
    // Nothing written: no rotation, no new session, still a visitor.
    assert.equal(countRows(app, 'sessions'), sessionsBefore);
    assert.equal((await client.me()).user.username, null);
  });

  test('a body that is not JSON answers 400 JSON', async () => {
    const client = createClient(app);
    await client.me();
    const res = await client.request({
      method: 'POST', url: '/api/auth/login', payload: '{"username":',
      headers: { 'content-type': 'application/json', 'x-csrf-token': String(client.csrfToken) },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().status, 'error');
  });
});

describe('POST /api/auth/logout', () => {
  test('ends the session and sets a script-readable logout_marker=done', async () => {
    const client = await signedInClient(app, 'alice');
    const res = await client.request({
      method: 'POST', url: '/api/auth/logout', headers: { 'x-csrf-token': String(client.csrfToken) },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'success' });
    const marker = res.cookies.find((/** @type {any} */ c) => c.name === 'logout_marker');
    assert.ok(marker);
    assert.equal(marker.value, 'done');
    assert.equal(marker.path, '/');
    assert.notEqual(marker.httpOnly, true);
    assert.equal(res.cookies.find((/** @type {any} */ c) => c.name === 'userkey')?.value, '', 'cache key cookie cleared');
    assert.equal(countRows(app, 'sessions'), 0);
    assert.equal(client.jar.has('cc_session'), false, 'session cookie cleared');
    assert.equal((await client.me()).user.username, null);
  });
});

describe('CSRF', () => {
  test('POST without the header, or with a wrong one, is refused with 403 apierror', async () => {
    const client = createClient(app);
    await client.me();
    const missing = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' }, { csrf: null });
    assert.equal(missing.statusCode, 403);
    assert.deepEqual(missing.json(), { status: 'apierror', message: 'Invalid CSRF token' });

    const wrong = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' }, { csrf: 'x'.repeat(43) });
    assert.equal(wrong.statusCode, 403);
    assert.equal(wrong.json().status, 'apierror');

    assert.equal((await client.me()).user.username, null, 'refused requests did nothing');
    const right = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' });
    assert.equal(right.statusCode, 200);
  });

  test('POST without any session is refused and creates no session', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/user/cookie_consent', payload: {}, headers: { 'x-csrf-token': 'guess' },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().status, 'apierror');
    assert.equal(countRows(app, 'sessions'), 0);
  });

  test('the token of another session does not work', async () => {
    const a = createClient(app);
    const b = createClient(app);
    await a.me();
    await b.me();
    const res = await a.post('/api/auth/login', { username: 'alice', password: 'demo1234' }, { csrf: b.csrfToken });
    assert.equal(res.statusCode, 403);
  });

  test('the CSRF check runs before validation: a forged invalid body gets 403, not a schema hint', async () => {
    const client = createClient(app);
    await client.me();
    const res = await client.post('/api/auth/login', { bogus: 1 }, { csrf: null });
    assert.equal(res.statusCode, 403);
  });

  test('a JSON API route does not accept the token as a form field', async () => {
    const client = createClient(app);
    await client.me();
    const res = await client.request({
      method: 'POST', url: '/api/auth/login',
      payload: new URLSearchParams({ username: 'alice', password: 'demo1234', _csrf: String(client.csrfToken) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 403);
  });
});

describe('unknown API paths', () => {
  test('answer 404 JSON', async () => {
    for (const url of ['/api/nope', '/api', '/api/user/me/extra']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { status: 'error', message: 'Not found' });
    }
  });
});

describe('sessions and errors', () => {
  test('logout with everywhere ends the user\'s sessions in every browser', async () => {
    const phone = await signedInClient(app, 'alice');
    const laptop = await signedInClient(app, 'alice');
    const other = await signedInClient(app, 'mod');
    assert.equal((await laptop.me()).user.username, 'alice');
    const res = await phone.post('/api/auth/logout', { everywhere: true });
    assert.equal(res.statusCode, 200);
    assert.equal((await laptop.me()).user.username, null);
    assert.equal((await other.me()).user.username, 'mod');
  });

  test('a plain logout ends only this browser\'s session', async () => {
    const phone = await signedInClient(app, 'alice');
    const laptop = await signedInClient(app, 'alice');
    await phone.post('/api/auth/logout', {});
    assert.equal((await laptop.me()).user.username, 'alice');
    assert.equal((await phone.post('/api/auth/logout', { everywhere: 'yes' })).statusCode, 403);
  });

  test('a URL that does not decode gets the API error shape', async () => {
    for (const url of ['/%E0%A4%A', '/api/contests/%zz', '/demo/%E0.html']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(res.json(), { status: 'error', message: 'Malformed URL' });
    }
  });
});

describe('password hashing under load', () => {
  test('64 logins at once never run more than two hashes together, and all are answered', async () => {
    const { hashStats, MAX_CONCURRENT_HASHES } = await import('../../demo/server/auth.js');
    hashStats.peak = 0;
    // Each from its own address: one address may only have a few hashes queued (attempt-races).
    const clients = await Promise.all(Array.from({ length: 64 }, (_, i) => clientFromAddress(app, `10.64.0.${i}`)));
    const answers = await Promise.all(clients.map((client, i) =>
      // Spread over accounts: more than 20 attempts in flight on one account would slow it (attempt-races).
      client.post('/api/auth/login', i % 2
        ? { username: ['alice', 'mod', 'ravi', 'premium', 'admin', 'teamlead'][i % 6], password: 'demo1234' }
        : { username: `nobody${i}`, password: 'wrong' })));
    assert.deepEqual(answers.map((res) => res.statusCode), clients.map((_, i) => (i % 2 ? 200 : 401)));
    assert.equal(hashStats.peak, MAX_CONCURRENT_HASHES);
  });
});

// @ts-check
// Server-rendered pages: login and signup forms, the SPA routes with page settings, 404s.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { HTML_CSP } from '../../demo/server/constants.js';
import { jsonForScript } from '../../demo/server/html.js';
import { safeDestination } from '../../demo/server/redirects.js';
import { injectPageSettings } from '../../demo/server/routes/spa.js';
import { countRows, createClient, formBody, startServer, tempRootWithIndex } from './helpers.js';

/** @type {string} */
let rootDir;
before(() => { rootDir = tempRootWithIndex(); });
after(() => { rmSync(rootDir, { recursive: true, force: true }); });

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer({ rootDir }); });
afterEach(async () => { await app.close(); });

/** @param {string} html @param {string} name */
function hiddenField(html, name) {
  const match = html.match(new RegExp(`name="${name}" value="([^"]*)"`));
  assert.ok(match, `hidden field ${name}`);
  return match[1].replace(/&amp;/g, '&');
}

/** The settings JSON the SPA page carries. @param {string} html */
function pageSettingsOf(html) {
  const match = html.match(/<script type="application\/json" id="cc-page-settings">([^<]*)<\/script>/);
  assert.ok(match, 'page settings script present');
  return JSON.parse(match[1]);
}

describe('safeDestination', () => {
  test('keeps same-site paths', () => {
    for (const ok of ['/', '/START209', '/START209/problems-old/P1209?tab=x#y', '/users/alice']) {
      assert.equal(safeDestination(ok), ok);
    }
  });
  test('turns everything else into /', () => {
    for (const bad of [
      '//evil.com', '/\\evil.com', '\\\\evil.com', 'https://evil.com', 'javascript:alert(1)',
      'evil.com', '', '/\t/evil.com', '/\n/evil.com', ' /x', undefined, 42, ['/x'], '/x\\y',
      `/${'a'.repeat(3000)}`,
    ]) {
      assert.equal(safeDestination(bad), '/', JSON.stringify(bad));
    }
  });
});

describe('GET /login and POST /login', () => {
  test('renders a plain form with the CSRF token, the sanitised destination and a strict CSP', async () => {
    const client = createClient(app);
    const res = await client.request({ method: 'GET', url: '/login?destination=//evil.com' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['content-security-policy'], HTML_CSP);
    assert.doesNotMatch(res.body, /<script|<style|style="/);
    assert.match(res.body, /<form method="post" action="\/login">/);
    assert.equal(hiddenField(res.body, 'destination'), '/');
    assert.ok(hiddenField(res.body, '_csrf').length >= 40);
  });

  test('a malformed query still renders the form (400, HTML)', async () => {
    const res = await app.inject({ url: '/login?destination=/a&destination=/b' });
    assert.equal(res.statusCode, 400);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /destination must be a string/);
    assert.equal(hiddenField(res.body, 'destination'), '/');
  });

  test('signs in and redirects (303) to a same-site destination', async () => {
    const client = createClient(app);
    const page = await client.request({ method: 'GET', url: '/login?destination=%2FSTART209%3Ftab%3Dx' });
    assert.equal(hiddenField(page.body, 'destination'), '/START209?tab=x');
    const res = await client.request({
      method: 'POST', url: '/login',
      ...formBody({
        username: 'alice', password: 'demo1234',
        _csrf: hiddenField(page.body, '_csrf'), destination: hiddenField(page.body, 'destination'),
      }),
    });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/START209?tab=x');
    assert.equal((await client.me()).user.username, 'alice');
  });

  test('a hostile destination posted directly still lands on /', async () => {
    const client = createClient(app);
    const page = await client.request({ method: 'GET', url: '/login' });
    const res = await client.request({
      method: 'POST', url: '/login',
      ...formBody({ username: 'alice', password: 'demo1234', _csrf: hiddenField(page.body, '_csrf'), destination: '//evil.com' }),
    });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/');
  });

  test('wrong credentials re-render the form with an escaped message and 401', async () => {
    const client = createClient(app);
    const page = await client.request({ method: 'GET', url: '/login' });
    const res = await client.request({
      method: 'POST', url: '/login',
      ...formBody({ username: '<b>x</b>', password: 'nope', _csrf: hiddenField(page.body, '_csrf') }),
    });
    assert.equal(res.statusCode, 401);
    assert.match(res.body, /Invalid username or password/);
    assert.match(res.body, /value="&lt;b&gt;x&lt;\/b&gt;"/, 'typed username kept, escaped');
    assert.doesNotMatch(res.body, /<b>x/);
    assert.equal(res.headers['content-security-policy'], HTML_CSP);
  });

  test('a missing or wrong _csrf re-renders the form with 403 and a fresh token', async () => {
    const client = createClient(app);
    await client.request({ method: 'GET', url: '/login' });
    const res = await client.request({
      method: 'POST', url: '/login', ...formBody({ username: 'alice', password: 'demo1234', _csrf: 'forged' }),
    });
    assert.equal(res.statusCode, 403);
    assert.match(res.body, /session expired/);
    assert.equal((await client.me()).user.username, null);
    // The re-rendered form works.
    const retry = await client.request({
      method: 'POST', url: '/login',
      ...formBody({ username: 'alice', password: 'demo1234', _csrf: hiddenField(res.body, '_csrf') }),
    });
    assert.equal(retry.statusCode, 303);
  });

  test('validation failures re-render the form with 400 naming the field', async () => {
    const client = createClient(app);
    const page = await client.request({ method: 'GET', url: '/login' });
    const res = await client.request({
      method: 'POST', url: '/login',
      ...formBody({ username: 'a'.repeat(65), password: 'demo1234', _csrf: hiddenField(page.body, '_csrf') }),
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /username must be at most 64 characters/);
  });
});

describe('GET /signup and POST /signup', () => {
  /** @param {ReturnType<typeof createClient>} client @param {Record<string, string>} fields */
  async function submitSignup(client, fields) {
    const page = await client.request({ method: 'GET', url: '/signup?destination=/roadmap/cpp-dsa' });
    assert.equal(page.statusCode, 200);
    return client.request({
      method: 'POST', url: '/signup',
      ...formBody({ _csrf: hiddenField(page.body, '_csrf'), destination: hiddenField(page.body, 'destination'), ...fields }),
    });
  }

  test('creates the user, signs in, redirects to the destination', async () => {
    const client = createClient(app);
    const res = await submitSignup(client, { username: 'new_user1', password: 'long enough' });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/roadmap/cpp-dsa');
    const { user } = await client.me();
    assert.equal(user.username, 'new_user1');
    assert.equal(user.isAdmin, false);
    // The new account can sign in again with its password.
    const again = createClient(app);
    assert.equal((await again.login('new_user1', 'long enough')).statusCode, 200);
  });

  test('a taken username re-renders with 409 and a message, nothing written', async () => {
    const before = countRows(app, 'users');
    const res = await submitSignup(createClient(app), { username: 'alice', password: 'long enough' });
    assert.equal(res.statusCode, 409);
    assert.match(res.body, /The username alice is taken/);
    assert.equal(countRows(app, 'users'), before);
  });

  test('bad usernames and short passwords: 400 naming the field, nothing written', async () => {
    const before = countRows(app, 'users');
    const cases = [
      [{ username: 'ab', password: 'long enough' }, /username must be 3 to 20 characters/],
      [{ username: 'Alice', password: 'long enough' }, /username must be 3 to 20 characters/],
      [{ username: 'a'.repeat(21), password: 'long enough' }, /username must be 3 to 20 characters/],
      [{ username: 'x</script>', password: 'long enough' }, /username must be 3 to 20 characters/],
      [{ username: 'bob', password: 'short' }, /password must be at least 8 characters/],
      [{ username: 'bob' }, /password is required/],
    ];
    for (const [fields, message] of /** @type {[Record<string, string>, RegExp][]} */ (cases)) {
      const res = await submitSignup(createClient(app), fields);
      assert.equal(res.statusCode, 400, JSON.stringify(fields));
      assert.match(res.body, message);
    }
    assert.equal(countRows(app, 'users'), before);
  });
});

describe('SPA routes', () => {
  test('serve index.html with page settings for a visitor', async () => {
    for (const url of ['/', '/START209', '/START209D/problems-old/P1209', '/problems-old/P1209',
      '/roadmap/python-dsa', '/learn/course/ux', '/START209?tab=rules', '/practice', '/practice?page=2&sortBy=name',
      '/contests', '/contests/', '/rankings/START101']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-security-policy'], HTML_CSP);
      assert.match(res.body, /<cc-app><\/cc-app>/);
      assert.doesNotMatch(res.body, /<!--cc-page-settings-->/);
      const settings = pageSettingsOf(res.body);
      assert.deepEqual(Object.keys(settings).sort(), [
        'csrfToken', 'current_privacy_policy_version', 'formHTML', 'loginRequired', 'username',
        'user_consented_privacy_policy_on', 'user_consented_privacy_policy_version', 'visitedContests',
      ].sort());
      assert.equal(settings.username, '');
      assert.deepEqual(settings.visitedContests, []);
      assert.equal(settings.loginRequired, false);
    }
  });

  test('carry the signed-in user and the session CSRF token', async () => {
    const client = createClient(app);
    await client.login('admin');
    const res = await client.request({ method: 'GET', url: '/START209' });
    const settings = pageSettingsOf(res.body);
    assert.equal(settings.username, 'admin');
    assert.equal(settings.csrfToken, client.csrfToken);
    assert.equal(typeof settings.user_consented_privacy_policy_on, 'number');
  });

  test('other paths answer a 404 page; reserved first segments are not contest codes', async () => {
    for (const url of ['/a', '/x'.repeat(40), '/START209/extra', '/login/x', '/dist', '/demo',
      '/ws', '/users', '/rankings/api', '/rankings/START101/x', '/roadmap/Bad_Slug', '/no.such.file']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.match(res.body, /Page not found/);
    }
    const api = await app.inject({ url: '/api/problems-old/P1' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().status, 'error');
  });

  test('the settings JSON cannot end its script element', () => {
    const hostile = { username: '</script><script>alert(1)</script><!--', formHTML: '&amp; \u2028\u2029' };
    const json = jsonForScript(hostile);
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(json), hostile);
    const html = injectPageSettings('<head><!--cc-page-settings--></head>', hostile);
    assert.equal(html.match(/<\/script>/g)?.length, 1);
    assert.deepEqual(pageSettingsOf(html), hostile);
  });

  test('injectPageSettings falls back to </head> when the marker is missing', () => {
    const html = injectPageSettings('<html><head></head></html>', { a: 1 });
    assert.match(html, /<script type="application\/json" id="cc-page-settings">\{"a":1\}<\/script>\n<\/head>/);
  });
});

describe('static files', () => {
  test('/favicon.ico is the site icon, so no page logs a 404 for it', async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.match(res.body, /^<svg /);
  });

  test('/demo/ serves demo pages but never the server source', async () => {
    const ok = await app.inject({ url: '/demo/index.html' });
    assert.equal(ok.statusCode, 200);
    assert.match(String(ok.headers['content-security-policy']), /script-src 'self'; style-src 'self'/,
      'demo pages prove the elements work under a strict CSP');
    const real = await startServer();
    try {
      for (const url of ['/demo/server/app.js', '/demo/server/', '/demo/%73erver/app.js',
        '/demo/x/../server/app.js', '/demo//server/app.js']) {
        const res = await real.inject({ url });
        assert.ok(res.statusCode === 404 || res.statusCode === 403, `${url}: ${res.statusCode}`);
        assert.doesNotMatch(res.body, /buildServer/, url);
      }
    } finally {
      await real.close();
    }
  });
});

// @ts-check
// Server-rendered pages: the SPA routes with page settings (sign-in and sign-up among them), 404s.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { HTML_CSP } from '../../demo/server/constants.js';
import { jsonForScript } from '../../demo/server/html.js';
import { safeDestination } from '../../demo/server/redirects.js';
import { injectPageSettings } from '../../demo/server/page-settings.js';
import { createClient, startServer, tempRootWithIndex } from './helpers.js';

/** @type {string} */
let rootDir;
before(() => { rootDir = tempRootWithIndex(); });
after(() => { rmSync(rootDir, { recursive: true, force: true }); });

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer({ rootDir }); });
afterEach(async () => { await app.close(); });

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

describe('SPA routes', () => {
  test('serve index.html with page settings for a visitor', async () => {
    for (const url of ['/', '/START101', '/START101/problems-old/MODPOW', '/problems-old/EVENSUM',
      '/roadmap/python-dsa', '/learn/course/ux', '/START101?tab=rules', '/practice', '/practice?page=2&sortBy=name',
      '/contests', '/contests/', '/rankings/START101', '/login?destination=/x', '/signup', '/forgot-password',
      '/submit-old/EVENSUM', '/START101/submit-old/MODPOW', '/status/EVENSUM', '/START101/status/MODPOW', '/teams/list/TEAM10']) {
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

describe('pages of unknown contests and problems (issue 23)', () => {
  test("carry a 404 status, so a dead link is dead to a link checker, and are still the app's page", async () => {
    for (const url of ['/NOSUCH1', '/NOSUCH1?tab=rules', '/rankings/NOSUCH1', '/teams/list/NOSUCH1', '/teams/NOSUCH1/edit',
      '/NOSUCH1/problems-old/MODPOW', '/START101/problems-old/NOSUCH', '/problems-old/NOSUCH',
      '/status/NOSUCH', '/START101/status/NOSUCH', '/submit-old/NOSUCH', '/START101/submit-old/NOSUCH']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /<cc-app>/, url);
    }
  });
});

describe('configured image sources and markup origin (issue 23)', () => {
  test("by default the CSP lets the live site's CDN banners in and the page names the markup origin", async () => {
    const res = await app.inject({ url: '/START209D' });
    assert.match(res.headers['content-security-policy'], /img-src 'self' data: https:\/\/cdn\.codechef\.com;/);
    assert.match(res.body, /<meta name="cc-markup-origin" content="https:\/\/www\.codechef\.com">/);
  });

  test('both come from configuration; bad values stop the server at build time', async () => {
    const custom = await startServer({ rootDir, imageSources: ['https://img.example.org', 'https://*.cdn.example.net'], markupOrigin: 'https://site.example.org/any/path' });
    try {
      for (const url of ['/START101', '/no-such-page', '/demo/gallery.html']) {
        const csp = (await custom.inject({ url })).headers['content-security-policy'];
        assert.match(String(csp), /img-src 'self' data: https:\/\/img\.example\.org https:\/\/\*\.cdn\.example\.net;/, url);
      }
      assert.match((await custom.inject({ url: '/START101' })).body, /<meta name="cc-markup-origin" content="https:\/\/site\.example\.org">/);
    } finally {
      await custom.close();
    }
    const none = await startServer({ rootDir, imageSources: [], markupOrigin: '' });
    try {
      const res = await none.inject({ url: '/START101' });
      assert.match(res.headers['content-security-policy'], /img-src 'self' data:;/);
      assert.doesNotMatch(res.body, /cc-markup-origin/);
    } finally {
      await none.close();
    }
    await assert.rejects(async () => startServer({ rootDir, imageSources: ["https://a.org; script-src 'unsafe-inline'"] }), /not an http\(s\) origin/);
    await assert.rejects(async () => startServer({ rootDir, markupOrigin: 'javascript:alert(1)' }), /not an http\(s\) address/);
  });
});

describe('site footer pages (issue 23)', () => {
  test('/about, /contact and /terms are real pages under the strict CSP; /privacy is the app page', async () => {
    for (const [url, heading] of [['/about', 'About this site'], ['/contact', 'Contact'], ['/terms', 'Terms of use']]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['content-security-policy'], app.htmlCsp);
      assert.match(res.body, new RegExp(`<h1>${heading}</h1>`), url);
      assert.doesNotMatch(res.body, /<cc-app>/, `${url} is not the app (not a contest called ${url.slice(1)})`);
      for (const link of ['/', '/about', '/contact', '/terms', '/privacy']) assert.match(res.body, new RegExp(`href="${link}"`), `${url} links ${link}`);
    }
    assert.match((await app.inject({ url: '/contact' })).body, /mailto:support@cc-elements\.dev/);
    assert.equal((await app.inject({ url: '/privacy' })).statusCode, 200);
  });
});

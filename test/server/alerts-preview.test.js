// The announcements to acknowledge in the page's HTML (demo/server/features/alerts/preview.js):
// the modal the client would draw, for the alerts the recent-alerts call would answer with the
// acknowledgement cookies the request carries; sanitised; and its no-script 'Okay', the form
// POST /alerts/acknowledge, which sets that cookie and goes back to the page.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { alertsPreviewOrNone } from '../../demo/server/features/alerts/preview.js';
import { createClient, formBody, signedInClient, startServer, tempRootWithIndex } from './helpers.js';

const INDEX = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');
const LEGACY = readFileSync(new URL('../../demo/legacy.html', import.meta.url), 'utf8');

/** The preview in a page, or null. @param {string} html */
const previewOf = (html) => html.match(/<div class="cc-alerts-preview" slot="alerts-preview">.*?<\/form><\/div><\/div><\/div><\/div>/s)?.[0] ?? null;
/** The message of the preview's dialog. @param {string} preview */
const messageOf = (preview) => preview.match(/<div id="cc-alerts-preview-message" class="message">(.*?)<\/div><\/div><form/s)?.[1] ?? '';
/** A hidden field's value. @param {string} preview @param {string} name */
const fieldOf = (preview, name) => preview.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`))?.[1];

describe('the announcements to acknowledge, in the page', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** @type {import('./helpers.js').TestClient} */
  let admin;
  before(async () => {
    const rootDir = tempRootWithIndex(INDEX);
    writeFileSync(join(rootDir, 'demo', 'legacy.html'), LEGACY);
    app = await startServer({ rootDir });
    admin = await signedInClient(app, 'admin');
  });
  after(async () => {
    await app.close();
  });

  /** @param {string} url @param {Record<string, string>} [cookies] */
  const page = async (url, cookies = {}) => (await app.inject({ method: 'GET', url, cookies })).body;

  test("a visitor's app page carries the seed's announcement: the client's dialog, and an 'Okay' that is a form back to the page", async () => {
    const html = await page('/problems-old/MODPOW?tab=statement');
    const preview = previewOf(html);
    assert.ok(preview, 'a preview');
    assert.ok(html.includes(`<cc-app>${preview}</cc-app>`), "in cc-app's light DOM, in its slot");
    assert.match(preview, /<div class="card box" role="alertdialog" aria-modal="true" aria-labelledby="cc-alerts-preview-title" aria-describedby="cc-alerts-preview-message">/);
    assert.match(preview, /<h2 id="cc-alerts-preview-title" class="title">IMPORTANT ANNOUNCEMENT<\/h2>/);
    assert.equal(messageOf(preview), '<p><strong>Welcome!</strong> Practice contests run every Wednesday. Read the <a href="/learn">learning roadmaps</a> to get started.</p>');
    assert.match(preview, /<form class="footer" method="post" action="\/alerts\/acknowledge" data-ack-key="alerts-all">.*<button type="submit" class="okay" autofocus>Okay<\/button><\/form>/s);
    assert.equal(fieldOf(preview, 'channel'), 'alerts-all');
    assert.equal(fieldOf(preview, 'id'), '1');
    assert.equal(fieldOf(preview, 'return'), '/problems-old/MODPOW?tab=statement');
    assert.ok((fieldOf(preview, '_csrf') ?? '').length > 20, 'the CSRF token of the form');
    assert.doesNotMatch(preview, /class="count"|class="card behind/, 'one alert: no count, no cards behind');
    // Acknowledged (the cookie the client writes as well as local storage): nothing to show.
    assert.equal(previewOf(await page('/problems-old/MODPOW', { 'alerts-all': '1' })), null);
    assert.ok((await page('/problems-old/MODPOW', { 'alerts-all': '1' })).includes('<cc-app></cc-app>'), 'the marker goes too');
    // A tampered cookie counts as no acknowledgement, as on the client.
    assert.ok(previewOf(await page('/problems-old/MODPOW', { 'alerts-all': '1; DROP' })));
  });

  test('with the preview, the first frame waits for no script: the app\'s loader after the first paint, deferred; without it, as it was', async () => {
    assert.match(await page('/problems-old/MODPOW'), /<script src="\/dist\/cc-loader\.js" data-entry="app" data-load="after-paint" defer><\/script>/);
    assert.match(await page('/problems-old/MODPOW', { 'alerts-all': '1' }), /<script src="\/dist\/cc-loader\.js" data-entry="app"><\/script>/);
  });

  test('a server template gets it inside its <cc-alerts>', async () => {
    const html = await page('/demo/legacy.html');
    const preview = previewOf(html);
    assert.ok(preview);
    assert.ok(html.includes(`<cc-alerts>${preview}</cc-alerts>`));
    assert.ok((await page('/demo/legacy.html', { 'alerts-all': '1' })).includes('<cc-alerts></cc-alerts>'));
  });

  test('markup is sanitised as the client sanitises alerts: no script, handler, javascript: link, class, id, or image from another site', async () => {
    const hostile = '<p class="mask" id="main" onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.org/rules" target="_blank">rules</a></p>' +
      '<img src="https://evil.example/t.png" alt="tracker"><img src="/media/ok.png" alt="ok"><iframe src="/x"></iframe>';
    assert.equal((await admin.post('/api/admin/alerts', { message: hostile, target_audience: { type: 'all' } })).statusCode, 200);
    const preview = previewOf(await page('/', { 'alerts-all': '1' })) ?? '';
    const message = messageOf(preview);
    assert.equal(message, '<p>Hi <img src="x" /><a>bad</a> <a href="https://example.org/rules">rules</a></p><img alt="tracker" /><img src="/media/ok.png" alt="ok" />');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'class="mask"', 'id="main"', 'evil.example', '<iframe']) {
      assert.ok(!message.includes(bad), bad);
    }
  });

  test('several: the oldest in the dialog, "1 of N", and up to four cards behind it', async () => {
    for (let i = 0; i < 5; i++) await admin.post('/api/admin/alerts', { message: `<p>Note ${i}</p>`, target_audience: { type: 'all' } });
    const preview = previewOf(await page('/')) ?? '';
    const { alerts } = (await app.inject({ url: '/api/alerts/recent?alerts-all=-1' })).json();
    assert.equal(alerts.length, 7);
    assert.equal(fieldOf(preview, 'id'), String(alerts[0].id));
    assert.match(preview, /<p class="count">1 of 7 announcements<\/p>/);
    assert.deepEqual([...preview.matchAll(/<div class="card behind depth-(\d)" aria-hidden="true"><\/div>/g)].map((m) => m[1]), ['4', '3', '2', '1'],
      'deepest first, as the client draws them');
  });

  test("a signed-in user's contest announcements: on the contest's page and those of contests they visited, acknowledged per user", async () => {
    const posted = await admin.post('/api/admin/alerts', { message: '<p>START101: problem B fixed</p>', target_audience: { type: 'contest', contestCode: 'START101' } });
    const id = posted.json().alert?.id ?? (await app.inject({ url: '/api/alerts/recent?alerts-all=-1' })).json().alerts.at(-1).id + 1;
    const { alerts } = (await app.inject({ url: '/api/alerts/recent?alerts-all=-1' })).json();
    const allDone = { 'alerts-all': String(alerts.at(-1).id) };
    const alice = await signedInClient(app, 'alice');
    const aliceGets = async (/** @type {string} */ url, /** @type {Record<string, string>} */ cookies) =>
      previewOf((await alice.request({ method: 'GET', url, cookies: undefined, headers: { cookie: [...alice.jar, ...Object.entries(cookies)].map(([k, v]) => `${k}=${v}`).join('; ') } })).body);
    const onContest = await aliceGets('/START101', allDone) ?? '';
    assert.match(messageOf(onContest), /START101: problem B fixed/);
    assert.equal(fieldOf(onContest, 'channel'), 'contest_START101');
    assert.match(onContest, /data-ack-key="alice\|contest_START101"/, 'the record the client keeps for her');
    assert.ok(Number(fieldOf(onContest, 'id')) >= id - 1);
    // Acknowledged under her own key; a visitor's key for the channel is not hers.
    assert.equal(await aliceGets('/START101', { ...allDone, 'alice|contest_START101': String(fieldOf(onContest, 'id')) }), null);
    assert.ok(await aliceGets('/START101', { ...allDone, contest_START101: String(fieldOf(onContest, 'id')) }));
    // She visited START101 (the contest answer records it): other pages carry it too.
    await alice.request({ method: 'GET', url: '/api/contests/START101' });
    assert.ok(await aliceGets('/problems-old/MODPOW', allDone));
    // A visitor hears no contest channel.
    assert.equal(previewOf(await page('/START101', allDone)), null);
  });

  test("a registration contest's announcement is in the page of its registered users only", async () => {
    await admin.post('/api/admin/alerts', { message: '<p>START102: registered only</p>', target_audience: { type: 'contest', contestCode: 'START102' } });
    const { alerts } = (await app.inject({ url: '/api/alerts/recent?alerts-all=-1' })).json();
    const allDone = `alerts-all=${alerts.at(-1).id}`;
    /** @param {string} username */
    const previewFor = async (username) => {
      const client = await signedInClient(app, username);
      // Every other channel acknowledged (alice visited START101 in the test before).
      const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).concat(allDone, `${username}|contest_START101=999999`).join('; ');
      return previewOf((await client.request({ method: 'GET', url: '/START102', cookies: undefined, headers: { cookie } })).body);
    };
    assert.match(messageOf(await previewFor('alice') ?? ''), /START102: registered only/, 'alice is registered');
    assert.equal(await previewFor('ravi'), null, 'ravi is not');
  });

  test("'Okay' without JavaScript: the cookie the client reads, then back to the page; only with the form's CSRF token", async () => {
    const visitor = createClient(app);
    const html = (await visitor.request({ method: 'GET', url: '/START101' })).body;
    const preview = previewOf(html) ?? '';
    const fields = { _csrf: fieldOf(preview, '_csrf') ?? '', channel: 'alerts-all', id: fieldOf(preview, 'id') ?? '', return: fieldOf(preview, 'return') ?? '' };
    const res = await visitor.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody(fields) });
    assert.equal(res.statusCode, 303, res.body);
    assert.equal(res.headers.location, '/START101');
    assert.equal(visitor.jar.get('alerts-all'), fields.id);
    const cookie = /** @type {any[]} */ (res.cookies).find((c) => c.name === 'alerts-all');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.maxAge, 30 * 24 * 3600);
    assert.equal(cookie.sameSite, 'Lax');
    assert.notEqual(cookie.httpOnly, true, 'the client reads it');
    // An older id never lowers the record.
    await visitor.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody({ ...fields, id: '1' }) });
    assert.equal(visitor.jar.get('alerts-all'), fields.id);
    // Somewhere else to go back to is not followed.
    const away = await visitor.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody({ ...fields, return: 'https://evil.example/' }) });
    assert.equal(away.headers.location, '/');
    // Without the token: a page that says so, with the way back; nothing recorded.
    const stranger = createClient(app);
    await stranger.request({ method: 'GET', url: '/START101' });
    const forged = await stranger.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody({ ...fields, _csrf: 'nope' }) });
    assert.equal(forged.statusCode, 403);
    assert.match(forged.body, /Your session expired/);
    assert.match(forged.body, /<a href="\/START101">Back to the page<\/a>/);
    assert.equal(stranger.jar.get('alerts-all'), undefined);
  });

  test('the form refuses what is not an acknowledgement: a bad channel or id (400), a contest channel the user may not hear (403)', async () => {
    const visitor = createClient(app);
    const preview = previewOf((await visitor.request({ method: 'GET', url: '/' })).body) ?? '';
    const base = { _csrf: fieldOf(preview, '_csrf') ?? '', channel: 'alerts-all', id: '2', return: '/' };
    for (const bad of [{ channel: 'everything' }, { id: 'abc' }, { id: '-3' }, { return: 'x'.repeat(3000) }]) {
      const res = await visitor.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody({ ...base, ...bad }) });
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
    }
    const contest = await visitor.request({ method: 'POST', url: '/alerts/acknowledge', ...formBody({ ...base, channel: 'contest_START101' }) });
    assert.equal(contest.statusCode, 403);
    assert.match(contest.body, /Not allowed to hear contest_START101/);
    assert.equal(visitor.jar.get('contest_START101'), undefined);
  });

  test('a preview that cannot be built leaves the page without one, and is logged', async () => {
    /** @type {unknown[]} */
    const logged = [];
    const request = /** @type {any} */ ({
      cookies: {}, headers: {}, url: '/', session: null,
      server: { db: app.db, inject: async () => { throw new Error('down'); } },
      log: { error: (/** @type {unknown} */ detail) => logged.push(detail) },
    });
    assert.equal(await alertsPreviewOrNone(request, /** @type {any} */ ({})), '');
    assert.equal(logged.length, 1);
  });
});

// The server view (demo/server/server-view.js): the top of the home and contest pages in the HTML,
// inside <cc-app>, built from the same answer the app asks for, escaped; the app's scripts then wait for the
// first frame (data-load="after-paint") and their preloads are held in <template id="cc-preloads">.
// Pages without a server view keep the loader and preloads as they were.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SERVER_VIEW_PROBLEM_ROWS } from '../../demo/server/server-view.js';
import { serverViewOrNone } from '../../demo/server/routes/spa.js';
import { serverViewAt, serverViewOf, signedInClient, startServerViewServer } from './helpers.js';

const GRAPH = {
  files: [
    { file: 'elements/cc-app.js', isEntry: true, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: [] },
    { file: 'chunks/runtime-a1.js', isEntry: false, imports: [], dynamicImports: [], modules: [] },
  ],
};


describe('the server view of the app page', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => {
    app = await startServerViewServer(GRAPH);
  });
  after(async () => {
    await app.close();
  });

  test('the home page: heading, lead, every roadmap and course from /api/roadmaps with its link and learners', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    assert.equal(res.statusCode, 200);
    const view = serverViewOf(res.body);
    assert.ok(view, 'a server view inside <cc-app>');
    assert.match(view, /<h1>Learn, practice and compete<\/h1>/);
    assert.match(view, /<nav class="sv-nav" aria-label="Main"><ul><li><a href="\/practice">Practice<\/a>/);
    // A menu that needs no script on narrow screens.
    assert.match(view, /<details class="sv-menu"><summary>.*<span class="sv-hidden">Menu<\/span><\/summary>/s);
    const { roadmaps } = (await app.inject({ method: 'GET', url: '/api/roadmaps' })).json();
    assert.ok(roadmaps.length > 1);
    for (const item of roadmaps) {
      const path = item.kind === 'course' ? `/learn/course/${item.slug}` : `/roadmap/${item.slug}`;
      assert.ok(view.includes(`<a href="${path}">${item.title}</a>`), `${item.title} links to ${path}`);
    }
    const python = roadmaps.find((/** @type {{ learners: number }} */ r) => r.learners >= 1000);
    assert.ok(view.includes(`${python.learners.toLocaleString('en-US')} learners`), 'learners grouped in thousands');
    assert.ok(view.indexOf('id="sv-roadmaps"') < view.indexOf('id="sv-courses"'), 'roadmaps, then courses');
  });

  test('/learn: heading, lead, every category of the course dropdown with its courses, links and learner labels', async () => {
    const res = await app.inject({ method: 'GET', url: '/learn' });
    const view = serverViewOf(res.body);
    assert.ok(view, 'a server view inside <cc-app>');
    assert.match(view, /<h1>Learn<\/h1>/);
    assert.match(res.body, /data-load="after-paint"/);
    const { categories } = (await app.inject({ method: 'GET', url: '/api/courses/dropdown' })).json();
    assert.ok(categories.length > 1);
    let last = -1;
    for (const category of categories) {
      const at = view.indexOf(`<h2 id="sv-learn-${category.key}">`);
      assert.ok(at > last, `${category.key} in the answer's order`);
      last = at;
      for (const course of category.courses) {
        assert.ok(view.includes(`<a href="${course.link}">${course.name.replace(/&/g, '&amp;')}</a><span class="sv-muted">${course.learners}</span>`), course.name);
      }
    }
  });

  test('a visitor gets Login and Sign up coming back to the page; a signed-in user does not (the app draws the account menu)', async () => {
    const visitor = await serverViewAt(app, '/START101') ?? '';
    assert.match(visitor, /<ul class="sv-account"><li><a href="\/login\?destination=%2FSTART101">Login<\/a><\/li><li><a class="sv-signup" href="\/signup\?destination=%2FSTART101">Sign up<\/a><\/li><\/ul>/);
    const alice = await signedInClient(app, 'alice');
    const signedIn = await serverViewAt(app, '/START101', alice);
    assert.ok(signedIn, 'a signed-in user gets a view too');
    assert.doesNotMatch(signedIn, /Login|Sign up|sv-account/);
  });

  test('the app waits for the first frame, its module preloads held for it; the data preload is not', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    assert.match(res.body, /<script src="\/dist\/cc-loader.js" data-entry="app" data-load="after-paint" defer><\/script>/);
    assert.match(res.body, /<template id="cc-preloads"><link rel="modulepreload" href="\/dist\/elements\/cc-app.js">/);
    assert.doesNotMatch(res.body.replace(/<template id="cc-preloads">.*?<\/template>/s, ''), /rel="modulepreload"/);
    assert.match(res.body, /<link rel="preload" as="fetch" crossorigin href="\/api\/roadmaps\?_=\d+">/);
  });

  test('titles are escaped', async () => {
    app.db.prepare("UPDATE roadmaps SET title = ? WHERE slug = (SELECT slug FROM roadmaps ORDER BY position LIMIT 1)")
      .run('<img src=x onerror=alert(1)> & "C"');
    try {
      const view = await serverViewAt(app, '/');
      assert.ok(view?.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;C&quot;'));
      assert.doesNotMatch(view ?? '', /<img/);
    } finally {
      app.db.prepare("UPDATE roadmaps SET title = 'Python with DSA' WHERE title LIKE '<img%'").run();
    }
  });

  test('a running contest: breadcrumbs, banner, name, Rated, its dates in UTC, the time left, the cheating policy, its problems', async () => {
    const res = await app.inject({ method: 'GET', url: '/START101' });
    const view = serverViewOf(res.body);
    assert.ok(view, 'a server view');
    const answer = (await app.inject({ method: 'GET', url: '/api/contests/START101' })).json();
    assert.match(view, /<ol><li><a href="\/">Home<\/a><\/li><li><a href="\/contests\/">Contests<\/a><\/li><li><a href="\/START101" aria-current="page">START101<\/a><\/li><\/ol>/);
    assert.ok(view.includes(`<img class="sv-banner" src="${answer.banner}" alt="Starters 101 banner">`));
    assert.match(view, /<h1 class="sv-title">Starters 101<\/h1><span class="sv-badge">Rated<\/span>/);
    const start = new Date(answer.time.start * 1000).toISOString();
    const end = new Date(answer.time.end * 1000).toISOString();
    assert.match(view, new RegExp(`<time datetime="${start}">[A-Z][a-z]{2} \\d+, \\d{4}, \\d+:\\d\\d [AP]M</time> – <time datetime="${end}">[^<]+</time> UTC`));
    // The time left, as the app's countdown shows it, counted from the answer's own clock.
    const left = answer.time.end - answer.time.current;
    const [days, hours, minutes, seconds] = [...view.matchAll(/<span class="sv-value">(\d+)<\/span>/g)].map((m) => Number(m[1]));
    assert.equal(days * 86400 + hours * 3600 + minutes * 60 + seconds, left);
    assert.match(view, /<span class="sv-countdown-label" id="sv-countdown-label">Contest ends in<\/span>/);
    assert.ok(view.includes(`<p>${answer.penalisedUsersCount} participants were penalised for plagiarism in recent contests.`));
    for (const problem of Object.values(answer.problems)) {
      assert.ok(view.includes(`<a href="/START101/problems-old/${problem.code}">${problem.name}</a>`), problem.code);
    }
    assert.match(view, /<td class="sv-number">4,120<\/td><td class="sv-number">81.91%<\/td>/);
  });

  test('a locked problem is listed without its link; an ended contest has no countdown; a MASH contest its drawn banner', async () => {
    const lock = await serverViewAt(app, '/LOCK10') ?? '';
    const { problemsstats } = (await app.inject({ method: 'GET', url: '/api/contests/LOCK10' })).json();
    assert.ok(problemsstats.locked.length > 0);
    for (const code of problemsstats.locked) {
      assert.match(lock, new RegExp(`<th scope="row" class="sv-problem-name">[^<]+ <span class="sv-muted">\\(locked\\)</span></th><td>${code}</td>`));
      assert.ok(!lock.includes(`/problems-old/${code}"`), `${code} has no link`);
    }
    const ended = await serverViewAt(app, '/START100A') ?? '';
    assert.match(ended, /UTC · Ended<\/p>/);
    assert.doesNotMatch(ended, /sv-countdown/);
    // The cheating policy shows only while a Starters contest runs.
    assert.doesNotMatch(ended, /sv-cheating/);
    const mash = await serverViewAt(app, '/MASH10') ?? '';
    assert.match(mash, /<div class="sv-banner sv-fixed-banner" role="img" aria-label="Mash Up 10 banner"><span aria-hidden="true">Mash<\/span><\/div>/);
  });

  test('a contest of 10,000 problems lists its first SERVER_VIEW_PROBLEM_ROWS (the app shows them all)', async () => {
    const res = await app.inject({ method: 'GET', url: '/BIG10K' });
    const view = serverViewOf(res.body) ?? '';
    assert.equal([...view.matchAll(/<tr><th scope="row"/g)].length, SERVER_VIEW_PROBLEM_ROWS);
    assert.ok(res.body.length < 100_000, `the page is ${res.body.length} characters`);
  });

  test('a contest name is escaped; a banner from another site is left out', async () => {
    app.db.prepare("UPDATE contests SET name = ?, banner = ? WHERE code = 'REG10'").run('<script>alert(1)</script> & co', '//evil.example/b.png');
    const view = await serverViewAt(app, '/REG10') ?? '';
    assert.equal((await app.inject({ method: 'GET', url: '/api/contests/REG10' })).json().banner, '//evil.example/b.png');
    assert.ok(view.includes('<h1 class="sv-title">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</h1>'));
    assert.doesNotMatch(view, /<script>|evil\.example|sv-banner/);
  });

  test('no view where the answer would not show the page: OTP first, proctored, a parent contest, an unknown code', async () => {
    for (const url of ['/OTP10', '/PROC10', '/START100', '/NOSUCH99']) {
      if (url === '/START100') assert.equal((await app.inject({ method: 'GET', url: '/api/contests/START100' })).json().is_a_parent_contest, true);
      // The seed's announcement acknowledged: its preview alone would make the loader wait for the first paint.
      const res = await app.inject({ method: 'GET', url, cookies: { 'alerts-all': '1' } });
      assert.equal(serverViewOf(res.body), null, url);
      assert.doesNotMatch(res.body, /data-load="after-paint"|id="cc-preloads"/, url);
    }
  });

  test('a page without one keeps its loader and preloads as they were, and an empty <cc-app>', async () => {
    for (const url of ['/contests/', '/OTP10', '/users/nobody_at_all']) {
      // The seed's announcement acknowledged: its preview would be in <cc-app> too (alerts-preview.test.js).
      const res = await app.inject({ method: 'GET', url, cookies: { 'alerts-all': '1' } });
      assert.match(res.body, /<cc-app><\/cc-app>/, url);
      assert.equal(serverViewOf(res.body), null, url);
      assert.doesNotMatch(res.body, /data-load="after-paint"|id="cc-preloads"|defer/, url);
    }
  });

  test('a server view that cannot be built leaves the page without one, and says why in the log', async () => {
    /** @type {unknown[][]} */
    const logged = [];
    const request = /** @type {import('fastify').FastifyRequest} */ (/** @type {unknown} */ ({ log: { error: (...args) => logged.push(args) } }));
    const view = await serverViewOrNone(request, async () => {
      throw new Error('unreadable answer');
    });
    assert.equal(view, '');
    assert.equal(logged.length, 1);
    assert.match(String(logged[0][1]), /server view failed/);
    assert.equal(await serverViewOrNone(request, async () => '<div>view</div>'), '<div>view</div>');
  });

  test('the roadmaps answer failing leaves the page without a server view, not broken', async () => {
    const broken = await startServerViewServer();
    try {
      broken.db.exec('DROP TABLE roadmaps');
      const res = await broken.inject({ method: 'GET', url: '/' });
      assert.equal(res.statusCode, 200);
      assert.equal(serverViewOf(res.body), null);
      assert.match(res.body, /<cc-app>/);
    } finally {
      await broken.close();
    }
  });
});

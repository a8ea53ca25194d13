// @ts-check
// The server view of a roadmap or course page (demo/server/server-view-roadmap.js): built from
// the /api/roadmaps/{slug} answer this user gets, escaped, none where the page would not show it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { escapedHtml, serverViewAt, serverViewOf, signedInClient, startServerViewServer } from './helpers.js';



describe('the server view of a roadmap or course page', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => {
    app = await startServerViewServer();
  });
  after(async () => {
    await app.close();
  });

  test('a visitor: eyebrow, title, description, learners, every module with its problems as links, the first one open', async () => {
    const res = await app.inject({ method: 'GET', url: '/roadmap/python-dsa' });
    const view = serverViewOf(res.body) ?? '';
    const { roadmap } = (await app.inject({ method: 'GET', url: '/api/roadmaps/python-dsa' })).json();
    assert.ok(view.includes(`<p class="sv-eyebrow">Roadmap</p><h1 class="sv-title">${escapedHtml(roadmap.title)}</h1>`));
    assert.ok(view.includes(escapedHtml(roadmap.description)));
    assert.ok(view.includes(`<p class="sv-learners">${roadmap.learners.toLocaleString('en-US')} learners</p>`));
    assert.ok(roadmap.modules.length > 1);
    let at = 0;
    roadmap.modules.forEach((/** @type {any} */ module, /** @type {number} */ index) => {
      const heading = `<span class="sv-module-title">${index + 1}. ${escapedHtml(module.title)}</span><span class="sv-module-count">${module.problems.length} problems</span>`;
      const found = view.indexOf(heading, at);
      assert.ok(found > at, module.title);
      at = found;
      for (const problem of module.problems) assert.ok(view.includes(`<a href="/problems/${problem.code}">${escapedHtml(problem.name)}</a>`), problem.code);
    });
    assert.equal(view.match(/<details open>/g)?.length, 1);
    assert.ok(view.indexOf('<details open>') < view.indexOf('<details>'), 'the first module is the open one');
    assert.doesNotMatch(view, /You have solved|sv-solved/);
    assert.match(res.body, /<link rel="preload" as="fetch" crossorigin href="\/api\/roadmaps\/python-dsa\?_=\d+">/);
  });

  test('a signed-in user: her progress, her solved marks, and her first unfinished module open', async () => {
    const alice = await signedInClient(app, 'alice');
    // Her first module finished: the second is the one open.
    const first = (await alice.request({ method: 'GET', url: '/api/roadmaps/python-dsa' })).json().roadmap.modules[0];
    const solve = app.db.prepare('INSERT OR IGNORE INTO solved_problems (username, problem_code, solved_at) VALUES (?, ?, ?)');
    for (const problem of first.problems) solve.run('alice', problem.code, Date.now());
    const view = await serverViewAt(app, '/roadmap/python-dsa', alice) ?? '';
    const { roadmap } = (await alice.request({ method: 'GET', url: '/api/roadmaps/python-dsa' })).json();
    const problems = roadmap.modules.flatMap((/** @type {any} */ m) => m.problems);
    const solved = problems.filter((/** @type {any} */ p) => p.solved).length;
    assert.ok(solved > 0, 'the seed has alice solve some');
    assert.ok(view.includes(`You have solved ${solved} of ${problems.length} problems.`));
    assert.equal(view.match(/class="sv-solved"/g)?.length, solved);
    const open = roadmap.modules.findIndex((/** @type {any} */ m) => m.problems.some((/** @type {any} */ p) => !p.solved));
    const openModule = view.split('<li class="sv-module').findIndex((part) => part.includes('<details open>')) - 1;
    assert.equal(openModule, open);
    assert.ok(open > 0);
    assert.match(view, /<li class="sv-module sv-complete"><details>/);
  });

  test('a course on /learn/course/ux; none for a course under /roadmap/, an unknown or refused slug', async () => {
    const course = await serverViewAt(app, '/learn/course/ux') ?? '';
    assert.match(course, /<p class="sv-eyebrow">Course<\/p><h1 class="sv-title">/);
    for (const url of ['/roadmap/ux', '/roadmap/no-such-roadmap']) {
      const res = await app.inject({ method: 'GET', url, cookies: { 'alerts-all': '1' } });
      assert.equal(serverViewOf(res.body), null, url);
      assert.match(res.body, /<cc-app><\/cc-app>/, url);
    }
  });

  test('titles, descriptions and problem names are escaped', async () => {
    const hostile = '<img src=x onerror=alert(1)> & "C"';
    const moduleId = app.db.prepare("SELECT id FROM roadmap_modules WHERE roadmap_slug = 'python-dsa' ORDER BY position LIMIT 1").pluck().get();
    const saved = {
      roadmap: app.db.prepare("SELECT title, description FROM roadmaps WHERE slug = 'python-dsa'").get(),
      module: app.db.prepare('SELECT title FROM roadmap_modules WHERE id = ?').get(moduleId),
    };
    app.db.prepare("UPDATE roadmaps SET title = ?, description = ? WHERE slug = 'python-dsa'").run(hostile, hostile);
    app.db.prepare('UPDATE roadmap_modules SET title = ? WHERE id = ?').run(hostile, moduleId);
    try {
      const view = await serverViewAt(app, '/roadmap/python-dsa') ?? '';
      assert.equal(view.split(escapedHtml(hostile)).length - 1, 3);
      assert.doesNotMatch(view, /<img/);
    } finally {
      const { title, description } = /** @type {{ title: string, description: string }} */ (saved.roadmap);
      app.db.prepare("UPDATE roadmaps SET title = ?, description = ? WHERE slug = 'python-dsa'").run(title, description);
      app.db.prepare('UPDATE roadmap_modules SET title = ? WHERE id = ?').run(/** @type {{ title: string }} */ (saved.module).title, moduleId);
    }
  });
});

// The server view (demo/server/server-view.js): the home page's top in the HTML, inside <cc-app>,
// built from the same answer /api/roadmaps gives, escaped; the app's scripts then wait for the
// first frame (data-load="after-paint") and their preloads are held in <template id="cc-preloads">.
// Pages without a server view keep the loader and preloads as they were.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, tempRootWithIndex } from './helpers.js';

const INDEX = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');
const GRAPH = {
  files: [
    { file: 'elements/cc-app.js', isEntry: true, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: [] },
    { file: 'chunks/runtime-a1.js', isEntry: false, imports: [], dynamicImports: [], modules: [] },
  ],
};

/** The server view's markup in a page, or null. @param {string} html */
const serverViewOf = (html) => html.match(/<cc-app>(<div class="cc-server-view" slot="server-view">.*?<\/div>)<\/cc-app>/s)?.[1] ?? null;

describe('the server view of the app page', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => {
    const rootDir = tempRootWithIndex(INDEX);
    mkdirSync(join(rootDir, 'dist'));
    writeFileSync(join(rootDir, 'dist', 'build-graph.json'), JSON.stringify(GRAPH));
    app = await startServer({ rootDir, fresh: true });
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
      const view = serverViewOf((await app.inject({ method: 'GET', url: '/' })).body);
      assert.ok(view?.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;C&quot;'));
      assert.doesNotMatch(view ?? '', /<img/);
    } finally {
      app.db.prepare("UPDATE roadmaps SET title = 'Python with DSA' WHERE title LIKE '<img%'").run();
    }
  });

  test('a page without one keeps its loader and preloads as they were, and an empty <cc-app>', async () => {
    for (const url of ['/practice', '/START101', '/users/nobody_at_all']) {
      const res = await app.inject({ method: 'GET', url });
      assert.match(res.body, /<cc-app><\/cc-app>/, url);
      assert.equal(serverViewOf(res.body), null, url);
      assert.doesNotMatch(res.body, /data-load="after-paint"|id="cc-preloads"|defer/, url);
    }
  });

  test('the roadmaps answer failing leaves the page without a server view, not broken', async () => {
    const broken = await startServer({ rootDir: tempRootWithIndex(INDEX), fresh: true });
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

// The app's page preloads its scripts: a <link rel="modulepreload"> for the app's entry and
// every chunk it imports statically, plus the graph of the element the route shows (and the
// lazy chunk of the app's own pages on their routes) and the cookie banner (drawn right after
// the first paint), read from dist/build-graph.json. Without a build graph the page is served without them.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { staticImportGraph } from '../../demo/server/modulepreload.js';
import { withModulePreloads } from '../../demo/server/routes/demo-pages.js';
import { startServer, tempRootWithIndex } from './helpers.js';

const INDEX = '<!doctype html><html><head><title>App</title><!--cc-page-settings-->\n<!--cc-modulepreload-->\n' +
  '<script src="/dist/cc-loader.js" data-entry="app"></script></head><body><cc-app></cc-app></body></html>';

const GRAPH = {
  files: [
    { file: 'elements/cc-app.js', isEntry: true, imports: ['chunks/runtime-a1.js', 'elements/cc-header.js'], dynamicImports: ['elements/cc-contest-page.js', 'elements/cc-problem.js', 'chunks/route-views-e5.js'], modules: [] },
    { file: 'elements/cc-header.js', isEntry: true, imports: ['chunks/runtime-a1.js', 'chunks/http-b2.js'], dynamicImports: [], modules: [] },
    { file: 'elements/cc-contest-page.js', isEntry: true, imports: ['chunks/runtime-a1.js', 'elements/cc-data-table.js'], dynamicImports: ['chunks/uplot-c3.js'], modules: [] },
    { file: 'elements/cc-data-table.js', isEntry: true, imports: ['chunks/runtime-a1.js', 'chunks/http-b2.js'], dynamicImports: [], modules: [] },
    { file: 'elements/cc-problem.js', isEntry: true, imports: ['chunks/runtime-a1.js'], dynamicImports: ['chunks/mathjax-d4.js'], modules: [] },
    { file: 'chunks/runtime-a1.js', isEntry: false, imports: [], dynamicImports: [], modules: [] },
    { file: 'chunks/http-b2.js', isEntry: false, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: [] },
    { file: 'chunks/uplot-c3.js', isEntry: false, imports: [], dynamicImports: [], modules: [] },
    { file: 'chunks/mathjax-d4.js', isEntry: false, imports: [], dynamicImports: [], modules: [] },
    // The app's own pages (home, lists, account pages): a lazy chunk, preloaded on their routes.
    { file: 'chunks/route-views-e5.js', isEntry: false, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: ['src/features/app/route-views.ts'] },
    // The sanitiser and Markdown renderer (core/markup-loader.ts): lazy, preloaded on contest pages.
    { file: 'chunks/markup-tools-f6.js', isEntry: false, imports: ['chunks/sanitize-g7.js'], dynamicImports: [], modules: ['src/core/markdown.ts', 'src/core/markup-tools.ts'] },
    { file: 'chunks/sanitize-g7.js', isEntry: false, imports: [], dynamicImports: [], modules: ['src/core/sanitize.ts'] },
    // The data table's search box and filter bar: lazy, preloaded on the list pages only.
    { file: 'chunks/TableToolbar-h8.js', isEntry: false, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: ['src/features/data-table/TableToolbar.tsx'] },
    // The server-side mode's client: lazy too, preloaded on the same pages.
    { file: 'chunks/tables-i9.js', isEntry: false, imports: ['chunks/http-b2.js'], dynamicImports: [], modules: ['src/api/tables.ts'] },
    { file: 'elements/cc-cookie-banner.js', isEntry: true, imports: ['chunks/runtime-a1.js'], dynamicImports: [], modules: [] },
    { file: 'cc-autoloader.js', isEntry: true, imports: [], dynamicImports: ['elements/cc-header.js', 'elements/cc-cookie-banner.js'], modules: [] },
  ],
};

const PARTNER = '<!doctype html><html><head><title>Partner</title>\n  <script type="module" src="/dist/elements/cc-header.js"></script>\n' +
  '  <script type="module" src="/dist/elements/cc-problem.js"></script>\n</head><body><cc-header></cc-header></body></html>';

// A legacy page: the autoloader, and tags in its markup (one the build does not have).
const LEGACY = '<!doctype html><html><head><title>Legacy</title>\n  <script src="/dist/cc-loader.js" data-entry="autoloader"></script>\n' +
  '</head><body><cc-header></cc-header><p>Text</p><cc-cookie-banner></cc-cookie-banner><cc-header></cc-header><cc-not-built></cc-not-built></body></html>';

const preloads = (/** @type {string} */ html) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('modulepreload links on the app page', () => {
  /** @type {string} */
  let rootDir;
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => {
    rootDir = tempRootWithIndex(INDEX);
    writeFileSync(join(rootDir, 'demo', 'partner.html'), PARTNER);
    writeFileSync(join(rootDir, 'demo', 'legacy.html'), LEGACY);
    mkdirSync(join(rootDir, 'dist'));
    writeFileSync(join(rootDir, 'dist', 'build-graph.json'), JSON.stringify(GRAPH));
    app = await startServer({ rootDir });
  });
  after(async () => {
    await app.close();
    rmSync(rootDir, { recursive: true, force: true });
  });

  test('the static import graph: entries first, each file once, dynamic imports left out', () => {
    assert.deepEqual(staticImportGraph(join(rootDir, 'dist'), ['elements/cc-app.js', 'elements/cc-contest-page.js']), [
      'elements/cc-app.js', 'chunks/runtime-a1.js', 'elements/cc-header.js', 'chunks/http-b2.js',
      'elements/cc-contest-page.js', 'elements/cc-data-table.js',
    ]);
  });

  test("home preloads the app graph, the app's pages and the cookie banner; a contest adds its page element and the markup tools, never another lazy chunk", async () => {
    const home = await app.inject({ url: '/' });
    assert.deepEqual(preloads(home.body), [
      '/dist/elements/cc-app.js', '/dist/chunks/runtime-a1.js', '/dist/elements/cc-header.js', '/dist/chunks/http-b2.js',
      '/dist/chunks/route-views-e5.js', '/dist/elements/cc-cookie-banner.js',
    ]);
    const practice = await app.inject({ url: '/pro' });
    assert.ok(preloads(practice.body).includes('/dist/chunks/route-views-e5.js'), "an app page's route preloads the app's pages");
    assert.doesNotMatch(home.body, /<!--cc-modulepreload-->/);
    const contest = await app.inject({ url: '/START101' });
    assert.deepEqual(preloads(contest.body).slice(4), [
      '/dist/elements/cc-contest-page.js', '/dist/elements/cc-data-table.js',
      // Its answer's rules and announcements are markup: the tools come with the page.
      '/dist/chunks/markup-tools-f6.js', '/dist/chunks/sanitize-g7.js',
      '/dist/elements/cc-cookie-banner.js',
    ]);
    const problem = await app.inject({ url: '/START101/problems-old/MODPOW' });
    assert.deepEqual(preloads(problem.body).slice(4), ['/dist/elements/cc-problem.js', '/dist/elements/cc-cookie-banner.js']);
    for (const res of [home, contest, problem]) assert.doesNotMatch(res.body, /uplot|mathjax/);
    for (const res of [contest, problem]) assert.doesNotMatch(res.body, /route-views/);
    // The contest's problem table has no search box or filter: its toolbar part stays lazy.
    for (const res of [home, contest, problem]) assert.doesNotMatch(res.body, /TableToolbar|tables-i9/);
  });

  test("a list page preloads the data table with its toolbar part (search box, filter bar) and its server-side client, which its first show waits for", async () => {
    for (const url of ['/practice', '/contests/', '/rankings/START101', '/status/MODPOW']) {
      const res = await app.inject({ url });
      const links = preloads(res.body);
      assert.ok(links.includes('/dist/elements/cc-data-table.js'), `${url} preloads the table`);
      assert.ok(links.includes('/dist/chunks/TableToolbar-h8.js'), `${url} preloads the table's toolbar part`);
      assert.ok(links.includes('/dist/chunks/tables-i9.js'), `${url} preloads the table's server-side client`);
    }
  });

  test("a contest or problem page preloads the API answer its page asks for first, with the page's timestamp, before the scripts", async () => {
    const dataPreloads = (/** @type {string} */ html) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const cases = [
      ['/START101', '/api/contests/START101'],
      ['/problems-old/MODPOW', '/api/contests/PRACTICE/problems/MODPOW'],
      ['/START101/problems-old/EVENSUM', '/api/contests/START101/problems/EVENSUM'],
      // The home page's catalogue: the roadmap list.
      ['/', '/api/roadmaps'],
    ];
    for (const [page, api] of cases) {
      const before = Date.now();
      const res = await app.inject({ url: page });
      const hrefs = dataPreloads(res.body);
      assert.equal(hrefs.length, 1, page);
      const [path, stamp] = hrefs[0].split('?_=');
      assert.equal(path, api);
      assert.ok(Number(stamp) >= before && Number(stamp) <= Date.now(), `${page}: the page's own timestamp`);
      assert.ok(res.body.indexOf(hrefs[0]) < res.body.indexOf('rel="modulepreload"'), `${page}: the data first`);
      // The preloaded address is the API's own answer (the timestamp is only cache-busting).
      const answer = await app.inject({ url: hrefs[0] });
      assert.equal(answer.statusCode, 200, `${page}: ${answer.body.slice(0, 200)}`);
      assert.match(String(answer.headers['content-type']), /application\/json/);
    }
    // A proctored contest's calls carry the user's proctoring token, which a preload cannot.
    for (const page of ['/practice', '/contests/', '/users/nobody-here', '/PROC10', '/PROC10/problems-old/MODPOW']) {
      assert.deepEqual(dataPreloads((await app.inject({ url: page })).body), [], page);
    }
  });

  test('a demo page preloads the graphs of its module scripts, before the first script', async () => {
    const res = await app.inject({ url: '/demo/partner.html' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(preloads(res.body), [
      '/dist/elements/cc-header.js', '/dist/chunks/runtime-a1.js', '/dist/chunks/http-b2.js', '/dist/elements/cc-problem.js',
    ]);
    assert.ok(res.body.indexOf('modulepreload') < res.body.indexOf('<script'), 'the links come before the scripts');
    assert.match(String(res.headers['content-security-policy']), /script-src/);
  });

  test("a legacy page on the autoloader also preloads the graphs of the tags in its markup: no second round trip for their chunks", async () => {
    const res = await app.inject({ url: '/demo/legacy.html' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(preloads(res.body), [
      '/dist/cc-autoloader.js', '/dist/elements/cc-header.js', '/dist/chunks/runtime-a1.js', '/dist/chunks/http-b2.js',
      '/dist/elements/cc-cookie-banner.js',
    ]);
    assert.ok(res.body.indexOf('modulepreload') < res.body.indexOf('<script'), 'the links come before the script');
  });

  test('a page whose loader waits for the first paint (data-load="after-paint") has its preloads held for the loader: fetched now, they would come before it', () => {
    for (const attributes of ['data-load="after-paint"', 'data-load="after-paint" defer']) {
      const afterPaint = LEGACY.replace('data-entry="autoloader"', `data-entry="autoloader" ${attributes}`);
      assert.notEqual(afterPaint, LEGACY);
      const html = withModulePreloads(afterPaint, join(rootDir, 'dist'));
      const held = html.match(/<template id="cc-preloads">([\s\S]*?)<\/template>/)?.[1] ?? '';
      assert.deepEqual(preloads(held), preloads(withModulePreloads(LEGACY, join(rootDir, 'dist'))), attributes);
      assert.equal(preloads(html.replace(/<template id="cc-preloads">[\s\S]*?<\/template>/, '')).length, 0, 'no link outside the template');
    }
  });

  test('without a build graph the page has no preload links and still loads', async () => {
    const bare = tempRootWithIndex(INDEX);
    const server = await startServer({ rootDir: bare });
    try {
      const res = await server.inject({ url: '/START101' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(preloads(res.body), []);
      assert.doesNotMatch(res.body, /<!--cc-modulepreload-->/);
    } finally {
      await server.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

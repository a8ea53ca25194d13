// @ts-check
// The server view of /practice (demo/server/server-view-lists.js): the first page of the table,
// as the app's table asks for it (the address's table state, else its defaults), escaped, every
// problem a link to its page, in the app's columns; none when the answer refuses.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, tempRootWithIndex } from './helpers.js';

const INDEX = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');
const GRAPH = { files: [{ file: 'elements/cc-app.js', isEntry: true, imports: [], dynamicImports: [], modules: [] }] };

/** @param {string} html */
const serverViewOf = (html) => html.match(/<cc-app>(<div class="cc-server-view" slot="server-view">.*?<\/div>)(?:<div class="cc-alerts-preview"[^>]*>.*)?<\/cc-app>/s)?.[1] ?? null;
/** @param {string} text */
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The body rows' codes in order. @param {string} view */
const codesOf = (view) => [...view.matchAll(/<tr><td><a href="\/problems-old\/([^"]+)">/g)].map((m) => decodeURIComponent(m[1]));

describe('the server view of /practice', () => {
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

  test('the heading, the lead and the table\'s first page: the rows the app\'s table asks for first, as links, in its columns', async () => {
    const view = serverViewOf((await app.inject({ method: 'GET', url: '/practice' })).body) ?? '';
    const answer = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=id&page=1&itemsPerPage=10&filterBy=&order=asc&search=' })).json();
    assert.equal(answer.rows.length, 10);
    assert.match(view, /<h1 id="sv-practice-title">Practice problems<\/h1><p class="sv-lead">Solve problems at your own pace/);
    assert.deepEqual(codesOf(view), answer.rows.map((/** @type {any} */ r) => r.code));
    const first = answer.rows[0];
    assert.ok(view.includes(`<th scope="row" class="sv-problem-name"><a href="/problems-old/${first.code}">${escaped(first.name)}</a></th>` +
      `<td>${first.difficulty} (${first.rating})</td><td>${escaped(first.tags.join(', '))}</td>` +
      `<td class="sv-number">${first.successful.toLocaleString('en-US')}</td><td class="sv-number">${first.accuracy}%</td>`));
    assert.match(view, /<thead><tr><th scope="col">Code<\/th><th scope="col">Name<\/th><th scope="col">Difficulty<\/th><th scope="col">Tags<\/th>/);
  });

  test('the address\'s table state: a later page, another sort, a search; none when nothing matches or the query is refused', async () => {
    const page2 = serverViewOf((await app.inject({ method: 'GET', url: '/practice?page=2' })).body) ?? '';
    const answer2 = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=id&page=2&itemsPerPage=10&filterBy=&order=asc&search=' })).json();
    assert.deepEqual(codesOf(page2), answer2.rows.map((/** @type {any} */ r) => r.code));
    const sorted = serverViewOf((await app.inject({ method: 'GET', url: '/practice?sortBy=name&order=desc&itemsPerPage=20' })).body) ?? '';
    const answerSorted = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=name&page=1&itemsPerPage=20&filterBy=&order=desc&search=' })).json();
    assert.equal(codesOf(sorted).length, 20);
    assert.deepEqual(codesOf(sorted), answerSorted.rows.map((/** @type {any} */ r) => r.code));
    const searched = serverViewOf((await app.inject({ method: 'GET', url: '/practice?search=EVENSUM' })).body) ?? '';
    assert.deepEqual(codesOf(searched), ['EVENSUM']);
    for (const url of ['/practice?search=no-such-problem-anywhere', '/practice?sortBy=nonsense']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(serverViewOf(res.body), null, url);
    }
  });
});

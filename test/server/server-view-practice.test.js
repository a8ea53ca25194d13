// @ts-check
// The server view of /practice (demo/server/server-view-lists.js): the first page of the table,
// as the app's table asks for it (the address's table state, else its defaults), escaped, every
// problem a link to its page, in the app's columns; none when the answer refuses.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { escapedHtml, serverViewAt, serverViewOf, startServerViewServer } from './helpers.js';


/** The body rows' codes in order. @param {string} view */
const codesOf = (view) => [...view.matchAll(/<tr><td><a href="\/problems-old\/([^"]+)">/g)].map((m) => decodeURIComponent(m[1]));

describe('the server view of /practice', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => {
    app = await startServerViewServer();
  });
  after(async () => {
    await app.close();
  });

  test('the heading, the lead and the table\'s first page: the rows the app\'s table asks for first, as links, in its columns', async () => {
    const view = await serverViewAt(app, '/practice') ?? '';
    const answer = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=id&page=1&itemsPerPage=10&filterBy=&order=asc&search=' })).json();
    assert.equal(answer.rows.length, 10);
    assert.match(view, /<h1 id="sv-practice-title">Practice problems<\/h1><p class="sv-lead">Solve problems at your own pace/);
    assert.deepEqual(codesOf(view), answer.rows.map((/** @type {any} */ r) => r.code));
    const first = answer.rows[0];
    assert.ok(view.includes(`<th scope="row" class="sv-problem-name"><a href="/problems-old/${first.code}">${escapedHtml(first.name)}</a></th>` +
      `<td>${first.difficulty} (${first.rating})</td><td>${escapedHtml(first.tags.join(', '))}</td>` +
      `<td class="sv-number">${first.successful.toLocaleString('en-US')}</td><td class="sv-number">${first.accuracy}%</td>`));
    assert.match(view, /<thead><tr><th scope="col">Code<\/th><th scope="col">Name<\/th><th scope="col">Difficulty<\/th><th scope="col">Tags<\/th>/);
  });

  test('the address\'s table state: a later page, another sort, a search; none when nothing matches or the query is refused', async () => {
    const page2 = await serverViewAt(app, '/practice?page=2') ?? '';
    const answer2 = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=id&page=2&itemsPerPage=10&filterBy=&order=asc&search=' })).json();
    assert.deepEqual(codesOf(page2), answer2.rows.map((/** @type {any} */ r) => r.code));
    const sorted = await serverViewAt(app, '/practice?sortBy=name&order=desc&itemsPerPage=20') ?? '';
    const answerSorted = (await app.inject({ method: 'GET', url: '/api/practice/problems?sortBy=name&page=1&itemsPerPage=20&filterBy=&order=desc&search=' })).json();
    assert.equal(codesOf(sorted).length, 20);
    assert.deepEqual(codesOf(sorted), answerSorted.rows.map((/** @type {any} */ r) => r.code));
    const searched = await serverViewAt(app, '/practice?search=EVENSUM') ?? '';
    assert.deepEqual(codesOf(searched), ['EVENSUM']);
    for (const url of ['/practice?search=no-such-problem-anywhere', '/practice?sortBy=nonsense']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(serverViewOf(res.body), null, url);
    }
  });
});

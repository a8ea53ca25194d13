// @ts-check
// A problem's submissions (the status page's list, issue 23): seeded rows that tell the demo
// accounts' story, the data table's server-side contract (paging, sorting, filters by user,
// language and verdict, search), validation (400 with a message), hidden problems, suggestions.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => { app = await startServer(); });
after(async () => { await app.close(); });

const get = (/** @type {string} */ url) => createClient(app).request({ method: 'GET', url });

describe('GET /api/submissions/{contest}/{problem}', () => {
  test('a page of rows with user, language, verdict, time, memory and date; sorted and paged', async () => {
    const res = await get('/api/submissions/PRACTICE/EVENSUM?itemsPerPage=5&sortBy=date&order=desc');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 'success');
    assert.equal(body.rows.length, 5);
    assert.ok(body.total > 5);
    assert.deepEqual(Object.keys(body.rows[0]).sort(), ['date', 'id', 'language', 'memory', 'time', 'user', 'verdict']);
    const dates = body.rows.map((/** @type {any} */ r) => r.date);
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a), 'newest first');
    const second = (await get('/api/submissions/PRACTICE/EVENSUM?itemsPerPage=5&sortBy=date&order=desc&page=2')).json();
    assert.equal(second.page, 2);
    assert.ok(second.rows.every((/** @type {any} */ r) => r.date <= dates[4]));
  });

  test("filters by user, language and verdict; the demo accounts' rows match their results", async () => {
    const mine = (await get('/api/submissions/START101/EVENSUM?filterBy=user%3AALICE')).json();
    assert.ok(mine.rows.length > 0 && mine.rows.every((/** @type {any} */ r) => r.user === 'alice'));
    assert.ok(mine.rows.some((/** @type {any} */ r) => r.verdict === 'Accepted'), 'alice solved EVENSUM in START101');
    const attempted = (await get('/api/submissions/START101/EVENSUM?filterBy=user%3Aravi')).json();
    assert.deepEqual(attempted.rows.map((/** @type {any} */ r) => r.verdict), ['Wrong Answer'], 'ravi only attempted it');
    const both = (await get('/api/submissions/PRACTICE/EVENSUM?filterBy=verdict%3Aaccepted%7Clanguage%3AC%2B%2B17&itemsPerPage=100')).json();
    assert.ok(both.rows.every((/** @type {any} */ r) => r.verdict === 'Accepted' && r.language === 'C++17'));
    const all = (await get('/api/submissions/PRACTICE/EVENSUM?itemsPerPage=100')).json();
    assert.equal(both.total, all.rows.filter((/** @type {any} */ r) => r.verdict === 'Accepted' && r.language === 'C++17').length);
    const searched = (await get(`/api/submissions/PRACTICE/EVENSUM?search=${all.rows[0].user.slice(0, 4)}`)).json();
    assert.ok(searched.rows.every((/** @type {any} */ r) => r.user.includes(all.rows[0].user.slice(0, 4))));
  });

  test('every user shown has a profile', async () => {
    const all = (await get('/api/submissions/START101/MODPOW?itemsPerPage=100')).json();
    for (const user of new Set(all.rows.map((/** @type {any} */ r) => r.user))) {
      assert.equal((await get(`/api/users/${user}`)).statusCode, 200, user);
    }
  });

  test('bad parameters are a 400 with a message; unknown problems a 404; suggestions for the filters', async () => {
    for (const [query, pattern] of [['sortBy=nope', /sortBy/], ['filterBy=colour%3Ared', /unknown filter "colour"/], ['itemsPerPage=500', /itemsPerPage/], ['order=up', /order/]]) {
      const res = await get(`/api/submissions/PRACTICE/EVENSUM?${query}`);
      assert.equal(res.statusCode, 400, String(query));
      assert.match(res.json().message, /** @type {RegExp} */ (pattern));
    }
    assert.equal((await get('/api/submissions/PRACTICE/NOPE')).statusCode, 404);
    assert.equal((await get('/api/submissions/NOPE1/EVENSUM')).statusCode, 404);
    const verdicts = (await get('/api/submissions/PRACTICE/EVENSUM/autocomplete/?qparam=verdict&query=acc')).json();
    assert.deepEqual(verdicts.suggestions.map((/** @type {any} */ s) => s.value), ['Accepted', 'Partially Accepted']);
    const users = (await get('/api/submissions/START101/EVENSUM/autocomplete/?qparam=user&query=ali')).json();
    assert.ok(users.suggestions.some((/** @type {any} */ s) => s.value === 'alice'));
    assert.equal((await get('/api/submissions/PRACTICE/EVENSUM/autocomplete/?qparam=colour')).statusCode, 400);
  });

  test('a contest whose problems are hidden hides its submissions too', async () => {
    const upcoming = /** @type {string} */ (app.db.prepare(`SELECT cp.contest_code FROM contest_problems cp JOIN contests c ON c.code = cp.contest_code
      WHERE c.start_at > ? LIMIT 1`).pluck().get(app.nowSeconds()));
    const problem = app.db.prepare('SELECT problem_code FROM contest_problems WHERE contest_code = ? LIMIT 1').pluck().get(upcoming);
    const res = await get(`/api/submissions/${upcoming}/${problem}`);
    assert.equal(res.statusCode, 403, upcoming);
  });
});

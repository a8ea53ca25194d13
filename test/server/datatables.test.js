// @ts-check
// Server-side mode lists (practice, rankings, past contests): each parameter validated, paging,
// sorting, filtering and search exact; the table filter's suggestions; the seed's size.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer } from './helpers.js';
import { BIG_CONTEST, BIG_COUNT, PRACTICE_COUNT } from '../../demo/server/features/datatables/seed.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => {
  app = await startServer();
});
after(() => app.close());

/** @param {string} url */
async function getJson(url) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/practice/problems', () => {
  test('pages of itemsPerPage rows, with the total over all pages, default order by id', async () => {
    const one = await getJson('/api/practice/problems?page=1&itemsPerPage=20');
    assert.equal(one.status, 200);
    assert.equal(one.body.status, 'success');
    assert.equal(one.body.rows.length, 20);
    assert.ok(one.body.total >= PRACTICE_COUNT, `total ${one.body.total}`);
    assert.deepEqual(one.body.rows.map((/** @type {any} */ r) => r.id), Array.from({ length: 20 }, (_, i) => i + 1));
    const two = await getJson('/api/practice/problems?page=2&itemsPerPage=20');
    assert.deepEqual(two.body.rows.map((/** @type {any} */ r) => r.id), Array.from({ length: 20 }, (_, i) => i + 21));
  });

  test('sorts by a column both ways, ties broken by code', async () => {
    const asc = (await getJson('/api/practice/problems?sortBy=difficulty&order=asc&itemsPerPage=50')).body.rows;
    const desc = (await getJson('/api/practice/problems?sortBy=difficulty&order=desc&itemsPerPage=50')).body.rows;
    const ratings = asc.map((/** @type {any} */ r) => r.rating);
    assert.deepEqual(ratings, [...ratings].sort((a, b) => a - b));
    assert.ok(desc[0].rating >= desc[49].rating);
    assert.ok(desc[0].rating > asc[0].rating);
  });

  test('filters by difficulty and tag, and searches names and codes', async () => {
    const { body } = await getJson('/api/practice/problems?filterBy=difficulty:Easy|tag:arrays&itemsPerPage=100');
    assert.ok(body.total > 0);
    for (const row of body.rows) {
      assert.equal(row.difficulty, 'Easy');
      assert.ok(row.tags.includes('arrays'));
    }
    const search = await getJson('/api/practice/problems?search=PRAC0042');
    assert.deepEqual(search.body.rows.map((/** @type {any} */ r) => r.code), ['PRAC0042']);
    const none = await getJson('/api/practice/problems?search=%25%25nothing');
    assert.equal(none.body.total, 0);
    assert.deepEqual(none.body.rows, []);
  });

  test('a page past the end answers the last page', async () => {
    const { body } = await getJson('/api/practice/problems?filterBy=tag:arrays&itemsPerPage=50&page=999999');
    assert.equal(body.page, Math.ceil(body.total / 50));
    assert.ok(body.rows.length > 0);
  });

  test('each parameter is validated: 400 with a message', async () => {
    const cases = {
      'page=0': /page/, 'page=abc': /page/, 'itemsPerPage=0': /itemsPerPage/, 'itemsPerPage=101': /itemsPerPage/,
      'sortBy=bogus': /sortBy must be one of/, 'order=up': /order/, 'filterBy=zzz:1': /unknown filter "zzz"/,
      'filterBy=difficulty': /name:value/, 'extra=1': /Unknown query parameter extra/,
    };
    for (const [query, message] of Object.entries(cases)) {
      const res = await getJson(`/api/practice/problems?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.status, 'error');
      assert.match(res.body.message, message, query);
    }
  });

  test('suggestions for the table filter', async () => {
    const tags = await getJson('/api/practice/autocomplete/?query=arr&qparam=tag');
    assert.equal(tags.body.filter, 'tag');
    assert.deepEqual(tags.body.suggestions[0], { name: 'arrays', value: 'arrays' });
    const levels = await getJson('/api/practice/autocomplete/?term=e&qparam=difficulty');
    assert.deepEqual(levels.body.suggestions.map((/** @type {any} */ s) => s.value), ['Beginner', 'Easy', 'Medium']);
    assert.equal((await getJson('/api/practice/autocomplete/?query=a&qparam=author')).status, 400);
  });
});

describe('GET /api/rankings/{code}', () => {
  test('ranks by score then penalty; the seeded accounts keep the ranks the contest page shows', async () => {
    const { body } = await getJson('/api/rankings/START101?itemsPerPage=3');
    assert.ok(body.total > 3000);
    assert.deepEqual(body.rows.slice(0, 2).map((/** @type {any} */ r) => [r.rank, r.username, r.score]), [[1, 'alice', 130], [2, 'teamlead', 100]]);
    const contest = (await getJson('/api/contests/START101')).body;
    assert.ok(contest.code === 'START101');
  });

  test('filters by country and institution; sorts by penalty', async () => {
    const { body } = await getJson('/api/rankings/START101?filterBy=country:India|institution:IIT%20Delhi&itemsPerPage=100');
    assert.ok(body.rows.some((/** @type {any} */ r) => r.username === 'alice'));
    for (const row of body.rows) assert.deepEqual([row.country, row.institution], ['India', 'IIT Delhi']);
    const byPenalty = (await getJson('/api/rankings/START101?sortBy=penalty&order=desc&itemsPerPage=20')).body.rows;
    const penalties = byPenalty.map((/** @type {any} */ r) => r.penalty);
    assert.deepEqual(penalties, [...penalties].sort((a, b) => b - a));
  });

  test('search by username, unknown contest 404, bad parameters 400', async () => {
    const found = await getJson('/api/rankings/START101?search=alic');
    assert.deepEqual(found.body.rows.map((/** @type {any} */ r) => r.username), ['alice']);
    assert.equal((await getJson('/api/rankings/NOPE99')).status, 404);
    assert.equal((await getJson('/api/rankings/START101?sortBy=rating')).status, 400);
    assert.equal((await getJson('/api/rankings/START101?page=-1')).status, 400);
    const suggestions = await getJson('/api/rankings/START101/autocomplete/?query=indi&qparam=country');
    assert.deepEqual(suggestions.body.suggestions.map((/** @type {any} */ s) => s.value), ['India']);
  });
});

describe('GET /api/pastContests/data', () => {
  test('ended top-level contests, newest first by id desc, paged', async () => {
    const { body } = await getJson('/api/pastContests/data?sortBy=id&order=desc&itemsPerPage=5');
    assert.equal(body.rows[0].code, 'START100');
    assert.equal(body.rows.length, 5);
    assert.ok(body.total >= 50);
    for (const row of body.rows) assert.ok(Date.parse(row.end_date) < Date.parse(body.rows[0].end_date) + 1);
    assert.ok(!body.rows.some((/** @type {any} */ r) => /^START100[A-D]$/.test(r.code)), 'divisions are reached through their parent');
  });
});

describe('seed', () => {
  test(`${BIG_CONTEST} has ${BIG_COUNT} problems; the seed is idempotent`, async () => {
    const count = () => Number(app.db.prepare('SELECT count(*) FROM contest_problems WHERE contest_code = ?').pluck().get(BIG_CONTEST));
    assert.equal(count(), BIG_COUNT);
    const { seedDataTables } = await import('../../demo/server/features/datatables/seed.js');
    seedDataTables(app.db, { now: app.nowSeconds() });
    assert.equal(count(), BIG_COUNT);
  });
});

// @ts-check
// Locked problems, the per-problem submission switch, the problem answer's ttl, and the
// proctoring check (GET /api/proctoring/is-user-verified/{code}) of the reference server.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { LOCKED_TEXT } from '../../demo/server/features/contests/problem-answer.js';
import { NOT_VERIFIED_TEXT } from '../../demo/server/features/contests/proctoring.js';
import { createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer({ now: () => Date.now() }); });
afterEach(async () => { await app.close(); });

/** @param {import('./helpers.js').TestClient} client @param {string} url @param {Record<string, string>} [headers] */
const get = (client, url, headers = {}) => client.request({ method: 'GET', url, headers });

describe('locked problems and submission rights', () => {
  test('LOCK10: the locked problem is listed as locked for everyone, refused on its page, never submittable', async () => {
    for (const client of [createClient(app), await signedInClient(app, 'alice')]) {
      const contest = (await get(client, '/api/contests/LOCK10')).json();
      assert.deepEqual(contest.problemsstats.locked, ['MAXGAP']);
      assert.deepEqual(Object.fromEntries(Object.values(contest.problems).map((p) => [p.code, p.allow_submission])),
        { WARMUP: true, EVENSUM: false, MAXGAP: false });
      const locked = await get(client, '/api/contests/LOCK10/problems/MAXGAP');
      assert.equal(locked.statusCode, 403);
      assert.deepEqual(locked.json(), { status: 'error', message: LOCKED_TEXT });
      const closed = (await get(client, '/api/contests/LOCK10/problems/EVENSUM')).json();
      assert.equal(closed.allow_submission, false);
      assert.equal((await get(client, '/api/contests/LOCK10/problems/WARMUP')).json().allow_submission, true);
    }
  });

  test('problem answers carry the contest ttl', async () => {
    const visitor = createClient(app);
    assert.equal((await get(visitor, '/api/contests/PRACTICE/problems/EVENSUM')).json().ttl, 300);
    assert.equal((await get(visitor, '/api/contests/START101/problems/EVENSUM')).json().ttl, 60);
  });
});

describe('proctoring', () => {
  test('a verified user gets the token; the check passes with it and fails without it, for others, and when failing', async () => {
    const alice = await signedInClient(app, 'alice');
    const contest = (await get(alice, '/api/contests/PROC10')).json();
    assert.equal(contest.is_proctored, true);
    assert.equal(contest.is_user_verified_for_proctoring, true);
    assert.equal(typeof contest.proctoring_token, 'string');
    const check = (/** @type {import('./helpers.js').TestClient} */ client, /** @type {string | undefined} */ token) =>
      get(client, '/api/proctoring/is-user-verified/PROC10', token ? { 'x-proctoring-token': token } : {});
    const ok = await check(alice, contest.proctoring_token);
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { status: 'success', is_verified: true });
    // A verified user's failed check is an answer, not an HTTP error (no console error per check).
    const missing = await check(alice, undefined);
    assert.equal(missing.statusCode, 200);
    assert.deepEqual(missing.json(), { status: 'error', is_verified: false, message: NOT_VERIFIED_TEXT });
    assert.deepEqual((await check(alice, 'wrong')).json().is_verified, false);

    const ravi = await signedInClient(app, 'ravi');
    const unverified = (await get(ravi, '/api/contests/PROC10')).json();
    assert.equal(unverified.is_user_verified_for_proctoring, false);
    assert.equal('proctoring_token' in unverified, false);
    assert.equal((await check(ravi, contest.proctoring_token)).statusCode, 403, "another user's token");

    const teamlead = await signedInClient(app, 'teamlead');
    const failing = (await get(teamlead, '/api/contests/PROC10')).json();
    assert.equal(failing.is_user_verified_for_proctoring, true);
    const failed = await check(teamlead, failing.proctoring_token);
    assert.deepEqual([failed.statusCode, failed.json().is_verified], [200, false], 'the demo user whose check fails');

    assert.equal((await check(createClient(app), undefined)).statusCode, 401);
    assert.equal((await get(alice, '/api/proctoring/is-user-verified/START101')).statusCode, 400);
    assert.equal((await get(alice, '/api/proctoring/is-user-verified/NOPE99')).statusCode, 404);
    assert.equal((await get(alice, '/api/proctoring/is-user-verified/PROC10?x=1')).statusCode, 400);
  });
});

describe('visited contests', () => {
  test('a contest view is recorded and listed in user-me and in the contest answer, newest first', async () => {
    const alice = await signedInClient(app, 'alice');
    assert.deepEqual((await alice.me()).visitedContests, []);
    await get(alice, '/api/contests/START101');
    const answer = (await get(alice, '/api/contests/OTP10')).json();
    assert.deepEqual(answer.visitedContests, ['START101']);
    assert.deepEqual((await alice.me()).visitedContests, ['START101']);
    assert.deepEqual((await createClient(app).me()).visitedContests, [], 'visitors have none');
    // OTP10 was visited while locked: its channel would be refused, so it is not listed yet.
    assert.equal(answer.visitedContests.includes('OTP10'), false);
    await alice.post('/api/token/login/OTP10', { OTP: '424242' });
    assert.deepEqual((await alice.me()).visitedContests.slice(0, 2), ['OTP10', 'START101']);
  });

  test('a registration contest is listed (its channel heard) only once the user is registered', async () => {
    const ravi = await signedInClient(app, 'ravi');
    await get(ravi, '/api/contests/START102');
    assert.equal((await ravi.me()).visitedContests.includes('START102'), false, 'ravi is not registered');
    app.db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered)
      VALUES ('ravi', 'START102', 0, 1)`).run();
    assert.equal((await ravi.me()).visitedContests.includes('START102'), true);
  });
});

describe('successful submissions', () => {
  test('a server-side mode list: paged, sorted, searched; hidden while the problems are', async () => {
    const visitor = createClient(app);
    const url = '/api/contests/START101/problems/EVENSUM/successful-submissions';
    const first = (await get(visitor, url)).json();
    assert.equal(first.status, 'success');
    assert.equal(first.total, 500, 'capped at 500 of the 4120 successful');
    assert.equal(first.rows.length, 10);
    assert.equal(first.page, 1);
    assert.deepEqual(Object.keys(first.rows[0]).sort(), ['date', 'id', 'language', 'memory', 'time', 'user']);
    // What cc-data-table sends: all six parameters, filterBy and search empty.
    const table = (await get(visitor, `${url}?sortBy=time&page=3&itemsPerPage=20&filterBy=&order=desc&search=`)).json();
    assert.equal(table.rows.length, 20);
    assert.equal(table.page, 3);
    assert.equal(table.itemsPerPage, 20);
    const times = table.rows.map((/** @type {{ time: number }} */ r) => r.time);
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    const byUser = (await get(visitor, `${url}?sortBy=user&order=asc&itemsPerPage=50`)).json();
    const users = byUser.rows.map((/** @type {{ user: string }} */ r) => r.user);
    assert.deepEqual(users, [...users].sort());
    assert.deepEqual((await get(visitor, url)).json(), first, 'deterministic');
    const found = (await get(visitor, `${url}?search=ALICE`)).json();
    assert.deepEqual(found.rows.map((/** @type {{ user: string }} */ r) => r.user), ['alice']);
    assert.equal(found.total, 1);
    const last = (await get(visitor, `${url}?page=999&itemsPerPage=100`)).json();
    assert.equal(last.page, 5, 'a page past the end answers the last one');
    for (const bad of ['?itemsPerPage=0', '?itemsPerPage=101', '?sortBy=score', '?page=0', '?page=x', '?order=up', '?x=1',
      '?filterBy=user:alice', '?filterBy=nonsense']) {
      const answer = await get(visitor, url + bad);
      assert.equal(answer.statusCode, 400, bad);
      assert.equal(answer.json().status, 'error', bad);
      assert.ok(typeof answer.json().message === 'string' && answer.json().message.length > 0, `${bad}: a message`);
    }
    assert.equal((await get(visitor, '/api/contests/START101/problems/NOPE/successful-submissions')).statusCode, 404);
    assert.equal((await get(visitor, '/api/contests/OTP10/problems/MAXGAP/successful-submissions')).statusCode, 403);
  });
});

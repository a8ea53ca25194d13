// @ts-check
// The answer cache (demo/server/answer-cache.js) never shows a state the server has already
// changed: every write (through any route, by this process or another connection on the same
// file) makes the next GET compute anew; answers that read the clock are the fresh answer of
// their second; one user's answer is never another's.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
// @ts-ignore -- no @types/better-sqlite3 installed
import Database from 'better-sqlite3';
import { buildServer } from '../../demo/server/app.js';
import { FIXED_NOW_MS, createClient, signedInClient, startServer } from './helpers.js';

const PRACTICE = '/api/practice/problems?page=1&itemsPerPage=20&sortBy=id&order=asc';

/** A clock the tests move: the seed anchors the contests to its first reading. */
let nowMs = FIXED_NOW_MS;
/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {import('fastify').FastifyInstance[]} */
const extra = [];
beforeEach(async () => {
  nowMs = FIXED_NOW_MS;
  app = await startServer({ now: () => nowMs });
});
afterEach(async () => {
  await app.close();
  for (const other of extra.splice(0)) await other.close();
});

/** @param {import('./helpers.js').TestClient} client @param {string} url */
async function getJson(client, url) {
  const res = await client.request({ method: 'GET', url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
}

/** A server on a copy of `app`'s database as it is now, with the same clock, computing every answer. */
async function uncachedCopy() {
  const copy = buildServer({ dbImage: app.db.serialize(), seed: false, now: () => nowMs, answerCache: false });
  await copy.ready();
  extra.push(copy);
  return copy;
}

/** Every row of every table, hashed: changes exactly when the database's content does. @param {import('fastify').FastifyInstance} server */
function contentDigest(server) {
  const hash = createHash('sha256');
  const tables = /** @type {string[]} */ (server.db.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all());
  for (const table of tables) {
    hash.update(table);
    for (const row of server.db.prepare(`SELECT * FROM "${table}"`).raw().iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

describe('writes are visible on the next GET', () => {
  test('every write route tried drops the cached answers (a generic check: content changed, so the next GET recomputes)', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const alice = await signedInClient(app, 'alice');
    const admin = await signedInClient(app, 'admin');
    const visitor = createClient(app);
    await visitor.me();
    const { ids } = await getJson(alice, '/api/user/messages');
    /** @type {[string, () => Promise<import('light-my-request').Response>][]} */
    const writes = [
      ['contest registration', () => ravi.post('/api/contests/START103/register')],
      ['OTP unlock', () => ravi.post('/api/token/login/OTP10', { OTP: '424242' })],
      ['flexi start', () => ravi.post('/api/contests/FLEX10/times', { start_contest: true })],
      ['todo add', () => ravi.post('/api/todo/add', { pcode: 'MODPOW', ccode: 'START101' })],
      ['comment post', () => ravi.post('/comment/add/url', { comment: 'A cached page must show this.', pid: '0', url: '/problems/EVENSUM' })],
      ['cookie consent', () => ravi.post('/api/user/cookie_consent')],
      ['message acknowledged', () => alice.post('/api/user/messages/ack', { ids })],
      ['admin alert', () => admin.post('/api/admin/alerts', { message: 'Cache check', target_audience: { type: 'all' } })],
      ['a GET that writes (a signed-in contest visit)', () => ravi.request({ method: 'GET', url: '/api/contests/START101' })],
      ['sign out', () => ravi.post('/api/auth/logout')],
      ['sign in', async () => { await ravi.me(); return ravi.login('ravi'); }],
    ];
    for (const [name, write] of writes) {
      await getJson(visitor, PRACTICE);
      const kept = app.answers.stats();
      await getJson(visitor, PRACTICE);
      assert.equal(app.answers.stats().hits, kept.hits + 1, `${name}: the practice list is served from the cache before the write`);
      const before = contentDigest(app);
      const res = await write();
      assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${name}: HTTP ${res.statusCode} ${res.body}`);
      assert.notEqual(contentDigest(app), before, `${name} wrote nothing, so it proves nothing`);
      const { misses } = app.answers.stats();
      await getJson(visitor, PRACTICE);
      assert.equal(app.answers.stats().misses, misses + 1, `${name}: the next GET computes anew`);
    }
  });

  test('contest registration and OTP unlock open the problem answer at once', async () => {
    const ravi = await signedInClient(app, 'ravi');
    nowMs += 31 * 60_000; // START103 has started
    const url = '/api/contests/START103/problems/EVENSUM';
    assert.equal((await ravi.request({ method: 'GET', url })).statusCode, 403);
    assert.equal((await ravi.post('/api/contests/START103/register')).statusCode, 200);
    assert.equal((await getJson(ravi, url)).problem_code, 'EVENSUM');

    const otp = '/api/contests/OTP10/problems/MAXGAP';
    assert.equal((await ravi.request({ method: 'GET', url: otp })).statusCode, 403);
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242' })).statusCode, 200);
    assert.equal((await getJson(ravi, otp)).problem_code, 'MAXGAP');
  });

  test('todo add, cookie consent and a contest visit show in the next cached answer', async () => {
    const alice = await signedInClient(app, 'alice');
    const problem = '/api/contests/START101/problems/MODPOW';
    assert.equal((await getJson(alice, problem)).todo, false);
    assert.equal((await getJson(alice, problem)).todo, false);
    assert.equal((await alice.post('/api/todo/add', { pcode: 'MODPOW', ccode: 'START101' })).statusCode, 200);
    assert.equal((await getJson(alice, problem)).todo, true);

    const me = await getJson(alice, '/api/user/me');
    assert.deepEqual(await getJson(alice, '/api/user/me'), me);
    assert.equal((await alice.post('/api/user/cookie_consent')).statusCode, 200);
    assert.notEqual((await getJson(alice, '/api/user/me')).user.user_consented_privacy_policy_on, me.user.user_consented_privacy_policy_on);

    assert.notEqual((await getJson(alice, '/api/user/me')).visitedContests[0], 'MASH10');
    await getJson(alice, '/api/contests/MASH10');
    assert.equal((await getJson(alice, '/api/user/me')).visitedContests[0], 'MASH10');
  });

  test('a write by another connection on the same file (another server process) is visible', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-answer-cache-'));
    const file = join(dir, 'site.db');
    writeFileSync(file, app.db.serialize());
    const onFile = buildServer({ dbPath: file, seed: false, now: () => nowMs });
    const other = new Database(file);
    other.pragma('busy_timeout = 5000');
    try {
      await onFile.ready();
      const visitor = createClient(onFile);
      await visitor.me();
      const first = (await getJson(visitor, PRACTICE)).rows[0];
      const contest = await getJson(visitor, '/api/contests/START101');
      assert.equal((await getJson(visitor, PRACTICE)).rows[0].name, first.name);
      const { hits } = onFile.answers.stats();
      await getJson(visitor, '/api/contests/START101');
      assert.equal(onFile.answers.stats().hits, hits + 1, 'the contest answer is cached before the write');

      other.prepare('UPDATE problems SET name = ? WHERE code = ?').run('Renamed elsewhere', first.code);
      other.prepare('UPDATE contests SET announcements = ? WHERE code = ?').run('<p>Posted by another process</p>', 'START101');
      assert.equal((await getJson(visitor, PRACTICE)).rows[0].name, 'Renamed elsewhere');
      const changed = await getJson(visitor, '/api/contests/START101');
      assert.equal(changed.announcements, '<p>Posted by another process</p>');
      assert.notEqual(contest.announcements, changed.announcements);
    } finally {
      other.close();
      await onFile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("this process's own writes outside any route are visible too", async () => {
    const visitor = createClient(app);
    await visitor.me();
    const first = (await getJson(visitor, PRACTICE)).rows[0];
    await getJson(visitor, PRACTICE);
    app.db.prepare('UPDATE problems SET name = ? WHERE code = ?').run('Renamed here', first.code);
    assert.equal((await getJson(visitor, PRACTICE)).rows[0].name, 'Renamed here');
  });
});

describe('answers that read the clock', () => {
  test('a cached contest answer equals a fresh one, within a second and across the start', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const startAt = /** @type {number} */ (app.db.prepare("SELECT start_at FROM contests WHERE code = 'START104'").pluck().get());
    const fresh = await uncachedCopy();
    const freshVisitor = createClient(fresh);
    await freshVisitor.me();
    const both = async (/** @type {string} */ url) => [await getJson(visitor, url), await getJson(freshVisitor, url)];

    for (const at of [startAt - 1, startAt - 0.5, startAt, startAt + 0.999, startAt + 1]) {
      nowMs = at * 1000;
      const { hits } = app.answers.stats();
      for (let i = 0; i < 2; i++) {
        const [cached, computed] = await both('/api/contests/START104');
        assert.deepEqual(cached, computed, `at ${at - startAt} s from the start`);
        assert.equal(cached.time.current, Math.floor(at));
      }
      assert.ok(app.answers.stats().hits >= hits + 1, 'the second GET of a second is served from the cache');
    }
    nowMs = (startAt - 1) * 1000;
    assert.deepEqual((await getJson(visitor, '/api/contests/START104')).problems, []);
    nowMs = startAt * 1000;
    assert.deepEqual(Object.keys((await getJson(visitor, '/api/contests/START104')).problems), ['EVENSUM', 'MAXGAP']);
    nowMs = (startAt - 1) * 1000;
    assert.deepEqual((await getJson(visitor, '/api/contests/START104')).problems, [], 'a clock set back is answered for its second too');
  });

  test('a cached problem answer equals a fresh one as its contest ends', async () => {
    const alice = await signedInClient(app, 'alice');
    const endAt = /** @type {number} */ (app.db.prepare("SELECT end_at FROM contests WHERE code = 'START101'").pluck().get());
    const fresh = await uncachedCopy();
    const freshAlice = await signedInClient(fresh, 'alice');
    const url = '/api/contests/START101/problems/MODPOW';
    for (const at of [endAt, endAt + 0.5, endAt + 1]) {
      nowMs = at * 1000;
      for (let i = 0; i < 2; i++) assert.deepEqual(await getJson(alice, url), await getJson(freshAlice, url), `at ${at - endAt} s from the end`);
    }
    assert.equal((await getJson(alice, url)).time.practice_submission_allowed, true);
  });
});

describe('per-user answers', () => {
  test('a problem, contest or user-me answer is never served to another user', async () => {
    const admin = await signedInClient(app, 'admin');
    const alice = await signedInClient(app, 'alice');
    const visitor = createClient(app);
    const other = createClient(app);
    await visitor.me();
    await other.me();
    const problem = '/api/contests/START101/problems/MODPOW';
    // A signed-in contest answer records the visit (a write that drops the cache): asked once.
    assert.equal('manageURL' in await getJson(admin, '/api/contests/START101'), true);
    for (let round = 0; round < 2; round++) {
      const asAdmin = await getJson(admin, problem);
      assert.deepEqual([asAdmin.user.username, asAdmin.user.access, 'problemManageURL' in asAdmin], ['admin', 'admin', true]);
      const asAlice = await getJson(alice, problem);
      assert.deepEqual([asAlice.user.username, asAlice.user.access, 'problemManageURL' in asAlice], ['alice', 'default', false]);
      const asVisitor = await getJson(visitor, problem);
      assert.deepEqual([asVisitor.user.username, 'problemManageURL' in asVisitor], [null, false]);

      const contest = await getJson(visitor, '/api/contests/START101');
      assert.deepEqual([contest.user.username, 'manageURL' in contest, contest.visitedContests], [null, false, []]);

      const [adminMe, aliceMe, visitorMe, otherMe] = [
        await getJson(admin, '/api/user/me'), await getJson(alice, '/api/user/me'),
        await getJson(visitor, '/api/user/me'), await getJson(other, '/api/user/me'),
      ];
      assert.deepEqual([adminMe.user.username, aliceMe.user.username, visitorMe.user.username, otherMe.user.username],
        ['admin', 'alice', null, null]);
      assert.equal(new Set([adminMe.csrfToken, aliceMe.csrfToken, visitorMe.csrfToken, otherMe.csrfToken]).size, 4);
      assert.equal(visitorMe.csrfToken, visitor.csrfToken);
    }
    assert.ok(app.answers.stats().hits > 0, 'the second round is served from the cache');
  });
});

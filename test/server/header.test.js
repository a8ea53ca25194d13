// @ts-check
// The shared header's data: the course dropdown and the todo notification list box.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { seed } from '../../demo/server/features/header.js';
import { insertUser } from '../../demo/server/users.js';
import { learnersLabel } from '../../demo/server/features/header/courses.js';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const NOW_S = FIXED_NOW_MS / 1000;

describe('GET /api/courses/dropdown', () => {
  test('three categories in order, each course with name, link and learners label', async () => {
    const res = await app.inject({ url: '/api/courses/dropdown?_=1700000000000' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 'success');
    assert.deepEqual(body.categories.map((/** @type {any} */ c) => c.key), ['programming-dsa', 'development', 'other']);
    assert.deepEqual(body.categories.map((/** @type {any} */ c) => c.name), ['Programming & DSA', 'Development', 'Other']);
    const links = (/** @type {string} */ key) =>
      body.categories.find((/** @type {any} */ c) => c.key === key).courses.map((/** @type {any} */ k) => k.link);
    assert.deepEqual(links('programming-dsa'), [
      '/roadmap/python-dsa', '/roadmap/cpp-dsa', '/roadmap/java-dsa', '/roadmap/c-dsa', '/roadmap/javascript-dsa',
      '/roadmap/data-structures-and-algorithms', '/roadmap/become-5-star', '/roadmap/c-sharp-dsa', '/roadmap/go-dsa',
      '/roadmap/rust-dsa', '/roadmap/php-dsa',
    ]);
    assert.deepEqual(links('development'), [
      '/roadmap/python-development', '/roadmap/java-development', '/roadmap/html', '/roadmap/sql',
      '/roadmap/cpp-development', '/learn/course/ux',
    ]);
    assert.deepEqual(links('other'), ['/roadmap/data-analysis-using-python', '/practice']);
    for (const category of body.categories) {
      for (const course of category.courses) {
        assert.deepEqual(Object.keys(course).sort(), ['learners', 'link', 'name']);
        assert.match(course.learners, /^\d+(\.\d)?[Lk]? learners?$/);
      }
    }
    assert.equal(body.categories[0].courses[0].learners, '1.2L learners');
  });

  test('works without the timestamp; an unknown or malformed parameter is a 400 naming it', async () => {
    assert.equal((await app.inject({ url: '/api/courses/dropdown' })).statusCode, 200);
    const unknown = await app.inject({ url: '/api/courses/dropdown?category=x' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { status: 'error', message: 'Unknown query parameter category' });
    const malformed = await app.inject({ url: '/api/courses/dropdown?_=soon' });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /^_ must be/);
  });

  test('the seed is deterministic and idempotent', async () => {
    const before = (await app.inject({ url: '/api/courses/dropdown' })).json();
    const courses = countRows(app, 'dropdown_courses');
    assert.equal(courses, 19);
    seed(app.db, { now: NOW_S + 999 });
    seed(app.db, { now: NOW_S + 999 });
    assert.equal(countRows(app, 'dropdown_courses'), courses);
    assert.equal(countRows(app, 'dropdown_categories'), 3);
    assert.deepEqual((await app.inject({ url: '/api/courses/dropdown' })).json(), before);
  });
});

describe('learnersLabel', () => {
  test('lakhs, thousands, units', () => {
    assert.equal(learnersLabel(120000), '1.2L learners');
    assert.equal(learnersLabel(1500000), '15L learners');
    assert.equal(learnersLabel(35000), '35k learners');
    assert.equal(learnersLabel(8200), '8.2k learners');
    assert.equal(learnersLabel(999), '999 learners');
    assert.equal(learnersLabel(1), '1 learner');
  });
});

describe('GET /todo/notification', () => {
  test('visitors get 401 and no list', async () => {
    const res = await app.inject({ url: '/todo/notification?_=1' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: 'error', message: 'Login required' });
  });

  test("alice: her count and links to her problems, newest first", async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await alice.request({ method: 'GET', url: '/todo/notification?_=1' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.equal(body.status, 'success');
    assert.equal(body.count, 3);
    const hrefs = [...body.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    // Each in its contest (a practice problem at /problems-old/{code}).
    assert.deepEqual(hrefs, ['/START101/problems-old/MAXGAP', '/MASH10/problems-old/PALCUT', '/problems-old/PREFSUM']);
  });

  test('a user without todos: count 0 and an empty-list line', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const body = (await ravi.request({ method: 'GET', url: '/todo/notification' })).json();
    assert.equal(body.count, 0);
    assert.match(body.html, /empty/);
    assert.doesNotMatch(body.html, /href=/);
  });

  test('codes are escaped in the markup; count covers more than the list shows', async () => {
    const insert = app.db.prepare(
      'INSERT INTO todos (username, problem_code, contest_code, added_at) VALUES (?, ?, ?, ?)');
    insert.run('ravi', '<img src=x onerror=alert(1)>', 'PRACTICE', NOW_S);
    for (let i = 0; i < 25; i++) insert.run('ravi', `P${i}`, 'PRACTICE', NOW_S - 100 - i);
    const ravi = await signedInClient(app, 'ravi');
    const body = (await ravi.request({ method: 'GET', url: '/todo/notification' })).json();
    assert.equal(body.count, 26);
    assert.equal((body.html.match(/<li>/g) ?? []).length, 20);
    assert.doesNotMatch(body.html, /<img/);
    assert.match(body.html, /&lt;img src=x onerror=alert\(1\)&gt;/);
  });

  test('one todo per user, problem and contest', async () => {
    const insert = app.db.prepare(
      'INSERT INTO todos (username, problem_code, contest_code, added_at) VALUES (?, ?, ?, ?)');
    assert.throws(() => insert.run('alice', 'PREFSUM', 'PRACTICE', NOW_S), /UNIQUE/);
    insert.run('alice', 'PREFSUM', 'START101', NOW_S);
  });

  test('demo todos are written once: a removed todo does not come back on the next start', async () => {
    assert.equal(countRows(app, 'todos'), 3);
    app.db.prepare("DELETE FROM todos WHERE problem_code = 'PREFSUM'").run();
    seed(app.db, { now: NOW_S });
    assert.equal(countRows(app, 'todos'), 2);
  });

  test("a database of the first seed loses its todos of problems that do not exist, and gains the new ones", async () => {
    app.db.prepare('DELETE FROM todos').run();
    app.db.prepare("DELETE FROM meta WHERE key = 'seed:header-todos-2'").run();
    const insert = app.db.prepare('INSERT INTO todos (username, problem_code, contest_code, added_at) VALUES (?, ?, ?, ?)');
    insert.run('alice', 'P1209', 'START209D', NOW_S);
    insert.run('alice', 'FLOW001', 'PRACTICE', NOW_S);
    insert.run('ravi', 'EVENSUM', 'PRACTICE', NOW_S);
    seed(app.db, { now: NOW_S });
    const rows = app.db.prepare('SELECT username, contest_code, problem_code FROM todos ORDER BY username, problem_code').raw().all();
    assert.deepEqual(rows, [['alice', 'START101', 'MAXGAP'], ['alice', 'MASH10', 'PALCUT'], ['alice', 'PRACTICE', 'PREFSUM'], ['ravi', 'PRACTICE', 'EVENSUM']]);
  });

  test('a database seeded without users gains the demo todos once users exist', async () => {
    const empty = await startServer({ seed: false });
    try {
      seed(empty.db, { now: NOW_S });
      assert.equal(countRows(empty, 'todos'), 0);
      assert.equal(empty.db.prepare("SELECT 1 FROM meta WHERE key = 'seed:header-todos-2'").get(), undefined);
      insertUser(empty.db, { username: 'alice', passwordHash: 'unused', createdAt: NOW_S });
      seed(empty.db, { now: NOW_S });
      assert.equal(countRows(empty, 'todos'), 3);
    } finally {
      await empty.close();
    }
  });

  test('a visitor client with a session is still a visitor', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const res = await visitor.request({ method: 'GET', url: '/todo/notification' });
    assert.equal(res.statusCode, 401);
  });
});

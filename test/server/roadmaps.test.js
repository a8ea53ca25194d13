// @ts-check
// Roadmaps and the course page: GET /api/roadmaps, GET /api/roadmaps/{slug}, solved marks.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { seed } from '../../demo/server/features/roadmaps.js';
import { CATALOG, TOPICS } from '../../demo/server/features/roadmaps/catalog.js';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const SPEC_SLUGS = [
  'python-dsa', 'cpp-dsa', 'java-dsa', 'c-dsa', 'javascript-dsa', 'data-structures-and-algorithms', 'become-5-star',
  'python-development', 'java-development', 'html', 'sql', 'data-analysis-using-python', 'cpp-development',
  'c-sharp-dsa', 'go-dsa', 'rust-dsa', 'php-dsa',
];

/** @param {string} url @param {import('./helpers.js').TestClient} [client] */
const getJson = async (url, client) => {
  const res = client ? await client.request({ method: 'GET', url }) : await app.inject({ url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

/** @param {any} roadmap */
const solvedCodes = (roadmap) =>
  roadmap.modules.flatMap((/** @type {any} */ m) => m.problems).filter((/** @type {any} */ p) => p.solved).map((/** @type {any} */ p) => p.code);

describe('GET /api/roadmaps', () => {
  test('lists the 17 roadmaps of the spec and the ux course, with slug, kind, title, category, learners', async () => {
    const { status, body } = await getJson('/api/roadmaps?_=1700000000000');
    assert.equal(status, 200);
    assert.equal(body.status, 'success');
    assert.deepEqual(body.roadmaps.filter((/** @type {any} */ r) => r.kind === 'roadmap').map((/** @type {any} */ r) => r.slug), SPEC_SLUGS);
    assert.deepEqual(body.roadmaps.filter((/** @type {any} */ r) => r.kind === 'course').map((/** @type {any} */ r) => r.slug), ['ux']);
    for (const entry of body.roadmaps) {
      assert.deepEqual(Object.keys(entry).sort(), ['category', 'kind', 'learners', 'slug', 'title']);
      assert.ok(['programming-dsa', 'development', 'other'].includes(entry.category), entry.slug);
      assert.ok(Number.isInteger(entry.learners) && entry.learners > 0, entry.slug);
    }
    assert.deepEqual(body.roadmaps[0], {
      slug: 'python-dsa', kind: 'roadmap', title: 'Python with DSA', category: 'programming-dsa', learners: 120000,
    });
  });

  test('accepts only the cache-busting timestamp', async () => {
    const unknown = await getJson('/api/roadmaps?kind=course');
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { status: 'error', message: 'Unknown query parameter kind' });
    assert.match((await getJson('/api/roadmaps?_=soon')).body.message, /^_ must be/);
  });
});

describe('GET /api/roadmaps/{slug}', () => {
  test('every roadmap has ordered modules of problems with code, name, difficulty and solved', async () => {
    for (const slug of [...SPEC_SLUGS, 'ux']) {
      const { status, body } = await getJson(`/api/roadmaps/${slug}`);
      assert.equal(status, 200, slug);
      const { roadmap } = body;
      assert.deepEqual(Object.keys(roadmap).sort(), ['category', 'description', 'kind', 'learners', 'modules', 'slug', 'title']);
      assert.equal(roadmap.slug, slug);
      assert.ok(roadmap.description.length > 20, `${slug} has a description`);
      assert.ok(roadmap.modules.length >= 3, `${slug} has a few modules`);
      for (const module of roadmap.modules) {
        assert.deepEqual(Object.keys(module).sort(), ['description', 'id', 'problems', 'title']);
        assert.ok(Number.isInteger(module.id));
        assert.ok(module.problems.length >= 2, `${slug} / ${module.title}`);
        for (const problem of module.problems) {
          assert.deepEqual(Object.keys(problem).sort(), ['code', 'difficulty', 'name', 'solved']);
          assert.match(problem.code, /^[A-Z0-9_]{1,30}$/, 'problem codes are upper case');
          assert.ok(Number.isInteger(problem.difficulty));
          assert.equal(problem.solved, false, 'visitors have solved nothing');
        }
      }
    }
  });

  test('keeps the catalog order of modules and problems', async () => {
    const { body } = await getJson('/api/roadmaps/python-dsa');
    assert.deepEqual(body.roadmap.modules.map((/** @type {any} */ m) => m.title), [
      'Python basics', 'Arrays', 'Strings', 'Hashing', 'Sorting', 'Recursion and backtracking',
    ]);
    assert.deepEqual(body.roadmap.modules[1].problems.map((/** @type {any} */ p) => p.code), ['ARRSUM', 'MAXDIFF', 'ROTARR', 'PREFSUM']);
    assert.deepEqual(body.roadmap.modules[1].problems[0], { code: 'ARRSUM', name: 'Sum of an array', difficulty: 900, solved: false });
    assert.equal(body.roadmap.kind, 'roadmap');
    assert.equal((await getJson('/api/roadmaps/ux')).body.roadmap.kind, 'course');
  });

  test('a signed-in user sees what they solved; others (and visitors) do not', async () => {
    const alice = await signedInClient(app, 'alice');
    const { body, headers } = await getJson('/api/roadmaps/python-dsa', alice);
    assert.deepEqual(solvedCodes(body.roadmap), ['PYIO', 'PYCOND', 'PYLOOP', 'ARRSUM', 'MAXDIFF', 'PALIN', 'TWOSUM', 'SORTNUM']);
    assert.equal(headers['cache-control'], 'private, no-store');
    // The same problem in another roadmap is the same problem.
    assert.deepEqual(solvedCodes((await getJson('/api/roadmaps/data-structures-and-algorithms', alice)).body.roadmap),
      ['ARRSUM', 'MAXDIFF', 'SORTNUM', 'TWOSUM']);
    const ravi = await signedInClient(app, 'ravi');
    assert.deepEqual(solvedCodes((await getJson('/api/roadmaps/python-dsa', ravi)).body.roadmap), []);
    assert.deepEqual(solvedCodes((await getJson('/api/roadmaps/python-dsa', createClient(app))).body.roadmap), []);
  });

  test('an unknown slug is a 404 "No such roadmap"', async () => {
    const { status, body } = await getJson('/api/roadmaps/no-such-roadmap');
    assert.equal(status, 404);
    assert.deepEqual(body, { status: 'error', message: 'No such roadmap' });
  });

  test('a malformed slug or an unknown parameter is a 400 naming it', async () => {
    for (const slug of ['Python-DSA', 'python_dsa', 'python--dsa', '-sql', `${'a'.repeat(61)}`]) {
      const { status, body } = await getJson(`/api/roadmaps/${slug}`);
      assert.equal(status, 400, slug);
      assert.equal(body.status, 'error');
      assert.match(body.message, /^slug /, slug);
    }
    assert.equal((await getJson('/api/roadmaps/sql?user=alice')).status, 400);
    assert.equal((await getJson('/api/roadmaps/sql?_=1700000000000')).status, 200);
  });
});

describe('roadmap data', () => {
  test('topic tables: every referenced topic exists and a code always names the same problem', () => {
    /** @type {Map<string, string>} */
    const problems = new Map();
    for (const [key, topic] of Object.entries(TOPICS)) {
      for (const [code, name, difficulty] of topic.problems) {
        const signature = `${name}|${difficulty}`;
        assert.ok(!problems.has(code) || problems.get(code) === signature, `${code} (topic ${key}) is defined twice`);
        problems.set(code, signature);
      }
    }
    for (const entry of CATALOG) for (const key of entry.topics) assert.ok(TOPICS[key], `${entry.slug}: topic ${key}`);
    assert.equal(new Set(CATALOG.map((entry) => entry.slug)).size, CATALOG.length);
  });

  test('the seed is deterministic and idempotent', async () => {
    const tables = ['roadmaps', 'roadmap_modules', 'roadmap_problems', 'solved_problems'];
    const before = tables.map((table) => countRows(app, table));
    assert.equal(before[0], 18);
    const first = (await getJson('/api/roadmaps/become-5-star')).body;
    seed(app.db, { now: FIXED_NOW_MS / 1000 + 999 });
    assert.deepEqual(tables.map((table) => countRows(app, table)), before);
    const other = await startServer();
    try {
      const res = await other.inject({ url: '/api/roadmaps/become-5-star' });
      assert.deepEqual(res.json(), first);
    } finally {
      await other.close();
    }
  });

  test('solved marks go with the user', async () => {
    assert.ok(countRows(app, 'solved_problems') > 0);
    app.db.prepare("DELETE FROM users WHERE username = 'alice'").run();
    assert.equal(countRows(app, 'solved_problems'), 0);
  });

  test("the app pages for roadmaps and the course are served; an unknown roadmap is the app's not-found page with a 404", async () => {
    for (const [url, status] of [['/roadmap/python-dsa', 200], ['/learn/course/ux', 200], ['/roadmap/no-such-roadmap', 404]]) {
      const res = await app.inject({ url: String(url) });
      assert.equal(res.statusCode, status, String(url));
      assert.match(res.body, /<cc-app>/);
    }
  });
});

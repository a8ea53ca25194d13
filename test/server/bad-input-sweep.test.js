// @ts-check
// The bad-input sweep: every route the server registers (collected by an onRoute hook, so a new
// route is swept without editing this file) gets wrong types, missing and unknown fields, 1 MB
// and 100 KB strings, NUL bytes, 400-digit and 1e400 numbers, wrong content types, malformed
// and polluting JSON, path traversal and CSRF variants (missing, wrong, another user's), as a
// visitor and as a signed-in admin. Each must answer 4xx with a message (JSON {status, message},
// or the HTML error page for page URLs), never 5xx, and the database must be byte-for-byte what
// it was (a hash of every row of every table, before and after).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createClient, startServerWithRoutes } from './helpers.js';
import { TRAVERSALS, casesFor } from './sweep-cases.js';

/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {import('./sweep-cases.js').Route[]} */
const routes = [];
before(async () => {
  const started = await startServerWithRoutes();
  app = started.app;
  for (const route of started.routes) {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: /** @type {any} */ (route.schema) });
    }
  }
});
after(async () => { await app?.close(); });

/** Every table's row count and a hash of its rows in a stable order. */
function snapshot() {
  const tables = /** @type {string[]} */ (app.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all());
  return Object.fromEntries(tables.map((table) => {
    const rows = app.db.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).raw().all();
    const hash = createHash('sha256').update(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).digest('hex');
    return [table, `${rows.length} rows ${hash.slice(0, 16)}`];
  }));
}

/** Sample values that satisfy the params' patterns, taken from the seeded database. */
function knownValues() {
  const one = (/** @type {string} */ sql) => String(app.db.prepare(sql).pluck().get());
  const problem = one("SELECT problem_code FROM contest_problems WHERE contest_code = 'START101' ORDER BY position LIMIT 1");
  return {
    code: 'START101', contestCode: 'START101', pcode: problem, problemCode: problem, countryId: 'NP', username: 'alice',
    sid: '0123456789abcdef01234567', slug: one('SELECT slug FROM roadmaps ORDER BY position LIMIT 1'),
    id: one('SELECT id FROM comments ORDER BY id LIMIT 1'), '*': 'contest_START101',
  };
}

/**
 * @param {import('light-my-request').Response} res
 * @returns {string | null} what is wrong with the answer, or null
 */
function problemWith(res, /** @type {'invalid' | 'hostile'} */ expect) {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  if (expect === 'invalid' && (res.statusCode < 400 || res.statusCode >= 500)) return `${res.statusCode} (expected 4xx)`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) return /<title>[^<]+<\/title>/.test(res.body) ? null : 'HTML error without a title';
  if (!type.startsWith('application/json')) return `error answered as ${type || 'no content type'}`;
  const body = res.json();
  if (typeof body.status !== 'string' || typeof body.message !== 'string' || body.message === '') {
    return `error without {status, message}: ${res.body.slice(0, 120)}`;
  }
  return null;
}

test('every route refuses bad input with a 4xx and a message, never a 5xx, and writes nothing', async () => {
  const known = knownValues();
  const admin = createClient(app);
  assert.equal((await admin.login('admin')).statusCode, 200);
  const alice = createClient(app);
  assert.equal((await alice.login('alice')).statusCode, 200);
  const visitor = createClient(app);
  await visitor.me();
  const otherVisitor = createClient(app);
  await otherVisitor.me();
  // Routes that need no input at all have nothing to sweep; the list proves the hook saw them.
  assert.ok(routes.length > 60, `routes collected: ${routes.length}`);

  const before = snapshot();
  /** @type {string[]} */
  const failures = [];
  let requests = 0;
  const byStatus = /** @type {Record<number, number>} */ ({});
  for (const [client, other] of [[visitor, otherVisitor], [admin, alice]]) {
    for (const route of routes) {
      for (const c of casesFor(route, known)) {
        /** @type {Record<string, string>} */
        const headers = {};
        if (c.contentType) headers['content-type'] = c.contentType;
        const token = { own: client.csrfToken, none: undefined, wrong: 'A'.repeat(43), other: other.csrfToken }[c.csrf ?? 'own'];
        if (token && c.method !== 'GET') headers['x-csrf-token'] = token;
        const res = await client.request({ method: /** @type {any} */ (c.method), url: c.url, payload: c.payload, headers });
        requests++;
        byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
        const problem = problemWith(res, c.expect);
        if (problem) failures.push(`${c.method} ${route.url} [${c.label}]: ${problem}`);
      }
    }
    for (const url of TRAVERSALS) {
      const res = await client.request({ method: 'GET', url });
      requests++;
      byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
      const problem = problemWith(res, 'invalid') ?? (/openDatabase|root:x:0|"dependencies"/.test(res.body) ? 'served a file outside dist/ and demo/' : null);
      if (problem) failures.push(`GET ${url}: ${problem}`);
    }
    // A plain GET (no upgrade) of a socket URL is an error in the API's shape too.
    const plain = await client.request({ method: 'GET', url: '/ws/sub/contest_START101' });
    requests++;
    const problem = problemWith(plain, 'invalid');
    if (problem) failures.push(`GET /ws/sub/contest_START101 without upgrade: ${problem}`);
  }
  assert.deepEqual(failures, [], `${failures.length} of ${requests} requests answered badly`);
  assert.deepEqual(snapshot(), before, 'the database changed');
  // The count goes to the suite's output (the closing note quotes it).
  console.log(`bad-input sweep: ${requests} requests over ${routes.length} routes; statuses ${JSON.stringify(byStatus)}`);
  assert.ok(requests > 1000, `only ${requests} requests`);
});

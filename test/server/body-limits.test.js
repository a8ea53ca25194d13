// @ts-check
// Request bodies are bounded before they are parsed: in bytes (413 unread, by Content-Length or
// as the bytes come) and, for JSON, in nesting depth (400), each with a message. A body nested
// thousands of levels deep used to reach the recursive input checks and answer 500.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH, TOO_DEEP_TEXT, jsonNestsDeeperThan } from '../../demo/server/validation.js';
import { createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => { app = await startServer(); });
after(async () => { await app.close(); });

/** @param {number} depth */
const nested = (depth) => `{"username":"alice","password":"x","deep":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('JSON nesting depth', () => {
  test('5,000 levels (about 25 KB) answer 400 with a message, on every JSON route, before any check', async () => {
    const client = createClient(app);
    await client.me();
    const body = `{"a":${'{"a":'.repeat(4999)}1${'}'.repeat(5000)}`;
    assert.ok(body.length > 24_000 && body.length < BODY_LIMIT_BYTES);
    for (const url of ['/api/auth/login', '/api/user/cookie-consent', '/comment/add/url', '/api/admin/alerts']) {
      const res = await client.request({ method: 'POST', url, payload: body,
        headers: { 'content-type': 'application/json', 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.deepEqual(res.json(), { status: 'error', message: TOO_DEEP_TEXT });
    }
    const deepArrays = await client.request({ method: 'POST', url: '/api/auth/login', payload: nested(5000),
      headers: { 'content-type': 'application/json', 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
    assert.equal(deepArrays.statusCode, 400);
  });

  test('the depth scan counts only structure: brackets inside strings and escaped quotes do not count', () => {
    assert.equal(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH - 1), MAX_JSON_DEPTH), false);
    assert.equal(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH), true);
    assert.equal(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[[[[["\\'.repeat(20) }), 3), false);
    assert.equal(jsonNestsDeeperThan(JSON.stringify({ a: '"[' }) + '[[[[', 3), true);
  });

  test('a body within the depth is parsed as before', async () => {
    const admin = await signedInClient(app, 'admin');
    const res = await admin.post('/api/admin/alerts', { message: '<p>Deep enough</p>', target_audience: { type: 'all' } });
    assert.equal(res.statusCode, 200, res.body);
  });
});

describe('body size', () => {
  test('0.6 MB of JSON is refused unread (413) with a message; the comment route allows its own 64 KiB', async () => {
    const client = createClient(app);
    await client.me();
    const big = JSON.stringify({ username: 'alice', password: 'x'.repeat(600_000) });
    const res = await client.request({ method: 'POST', url: '/api/auth/login', payload: big,
      headers: { 'content-type': 'application/json', 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { status: 'error', message: 'Request body is too large' });
    const alice = await signedInClient(app, 'alice');
    const comment = await alice.post('/comment/add/url', { comment: '\u{1F600}'.repeat(9000), pid: '0', url: '/problems/EVENSUM' });
    assert.notEqual(comment.statusCode, 413, 'a 36 KB comment is within its route\'s limit');
  });

  test('a body without Content-Length is cut off at the limit too', async () => {
    const client = createClient(app);
    await client.me();
    const chunks = Array.from({ length: 40 }, () => Buffer.from(`${'x'.repeat(1023)} `));
    const res = await client.request({ method: 'POST', url: '/api/auth/login', payload: Readable.from(chunks),
      headers: { 'content-type': 'application/json', 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
    assert.equal(res.statusCode, 413);
  });
});

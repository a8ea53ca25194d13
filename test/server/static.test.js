// @ts-check
// How the built bundles are served: precompressed, and cached by what their names promise.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => { app = await startServer(); });
after(async () => { await app.close(); });

describe('dist/', { skip: !existsSync('dist/cc-elements.js') && 'run `npm run build` first' }, () => {
  const chunk = existsSync('dist/chunks') ? readdirSync('dist/chunks').find((f) => f.endsWith('.js') && existsSync(`dist/chunks/${f}.br`)) : undefined;

  test('sends the brotli or gzip copy made at build time, the same bytes once decoded', async () => {
    const plain = await app.inject({ url: '/dist/cc-elements.js' });
    const br = await app.inject({ url: '/dist/cc-elements.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url: '/dist/cc-elements.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
    assert.match(String(plain.headers['content-type']), /javascript/);
  });

  test('hashed chunks are immutable for a year; entries revalidate', async () => {
    assert.ok(chunk, 'a compressed chunk exists');
    const c = await app.inject({ url: `/dist/chunks/${chunk}`, headers: { 'accept-encoding': 'br' } });
    assert.equal(c.statusCode, 200);
    assert.equal(c.headers['cache-control'], 'public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/dist/elements/cc-alerts.js' });
    assert.equal(entry.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.ok(entry.headers.etag, 'entries carry an ETag');
  });
});

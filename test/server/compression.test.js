// @ts-check
// Compressed answers (demo/server/compression.js): the API's JSON and the static files go out
// as brotli or gzip when asked for, the same bytes once decoded; no answer that carries the
// reader's CSRF token is ever compressed (BREACH). The second check runs over every GET route the
// server registers (collected by an onRoute hook, so a new route is checked without editing this
// file), as a visitor and as a signed-in user.
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { createClient, startServerWithRoutes } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {string[]} */
const getRoutes = [];
before(async () => {
  const started = await startServerWithRoutes({ seedDemo: true });
  app = started.app;
  for (const route of started.routes) {
    if ([route.method].flat().includes('GET') && !(/** @type {any} */ (route).websocket)) getRoutes.push(route.url);
  }
});
after(async () => { await app?.close(); });

/** @param {import('light-my-request').Response} res */
function decoded(res) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  assert.equal(encoding, undefined, `unknown content-encoding ${encoding}`);
  return res.body;
}

test('JSON and static files are compressed when asked for, the same bytes decoded; small answers are not', async () => {
  const visitor = createClient(app);
  for (const [url, encoding] of [['/api/contests/BIG10K', 'br'], ['/api/practice/problems', 'br'], ['/demo/site.css', 'gzip']]) {
    const plain = await visitor.request({ method: 'GET', url });
    assert.equal(plain.headers['content-encoding'], undefined, `${url} unasked`);
    const packed = await visitor.request({ method: 'GET', url, headers: { 'accept-encoding': encoding === 'br' ? 'br, gzip' : 'gzip' } });
    assert.equal(packed.statusCode, 200);
    assert.equal(packed.headers['content-encoding'], encoding, url);
    assert.match(String(packed.headers.vary), /accept-encoding/i);
    assert.ok(packed.rawPayload.length < plain.rawPayload.length / 2, `${url}: ${packed.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    // The answer's own time moves on between calls (/api/contests: time.current): compare the rest.
    const body = (/** @type {import('light-my-request').Response} */ res) => decoded(res).replace(/"current":\d+/g, '');
    assert.equal(body(packed), body(plain), `${url} decoded`);
  }
  const tiny = await visitor.request({ method: 'GET', url: '/api/ping', headers: { 'accept-encoding': 'br' } });
  assert.equal(tiny.headers['content-encoding'], undefined);
});

test('no answer carrying the CSRF token is compressed: every GET route, as a visitor and signed in', async () => {
  const known = {
    code: 'START101', contestCode: 'START101', pcode: 'MODPOW', problemCode: 'MODPOW', username: 'alice', slug: 'python-dsa',
    countryId: 'NP', sid: '0123456789abcdef01234567', id: '1',
  };
  const urls = [...new Set(getRoutes.map((route) => route
    .replace(/:(\w+)(\([^)]*\))?/g, (_all, name) => known[/** @type {keyof typeof known} */ (name)] ?? 'x')
    .replace(/\*$/, '')))];
  assert.ok(urls.length > 40, `${urls.length} GET routes`);
  const visitor = createClient(app);
  await visitor.me();
  const alice = createClient(app);
  assert.equal((await alice.login('alice')).statusCode, 200);
  const carrying = [];
  const compressed = [];
  for (const client of [visitor, alice]) {
    const token = /** @type {string} */ (client.csrfToken);
    for (const url of [...urls, '/demo/legacy.html', '/demo/partner.html', '/demo/site.css', '/no-such-page']) {
      const res = await client.request({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      if (res.headers['content-encoding']) compressed.push(url);
      if (!decoded(res).includes(token)) continue;
      carrying.push(url);
      assert.equal(res.headers['content-encoding'], undefined, `${url} carries the CSRF token and was compressed`);
    }
  }
  // The check saw both kinds: answers with the token (pages, user-me) and compressed ones.
  for (const url of ['/', '/practice', '/START101', '/demo/legacy.html', '/api/user/me']) assert.ok(carrying.includes(url), `${url} carries the token`);
  assert.ok(compressed.includes('/api/contests/START101'), `compressed: ${compressed.join(' ')}`);
});

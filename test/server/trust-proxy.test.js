// @ts-check
// X-Forwarded-For is believed only as far as the proxies wrote it: a hop count or the proxies'
// addresses. `true` (any entry a client writes) is refused at start-up, since it let each
// request pick its own address: 40 forged addresses got 40 checked sign-ins, one client 300
// alert sockets.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, test } from 'node:test';
import WebSocket from 'ws';
import { buildServer } from '../../demo/server/app.js';
import { TRUST_PROXY_TRUE_TEXT, parseTrustProxy } from '../../demo/server/trust-proxy.js';
import { createClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance[]} */
const servers = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => s.close())); });

describe('the option', () => {
  test('true is refused with a message that says what to give instead', () => {
    assert.throws(() => buildServer({ trustProxy: /** @type {any} */ (true) }), { message: TRUST_PROXY_TRUE_TEXT });
    assert.throws(() => buildServer({ trustProxy: 'true' }), { message: TRUST_PROXY_TRUE_TEXT });
    assert.throws(() => parseTrustProxy('true'), { message: TRUST_PROXY_TRUE_TEXT });
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('2'), 2);
    assert.equal(parseTrustProxy('10.0.0.1, 10.0.0.0/8'), '10.0.0.1, 10.0.0.0/8');
  });

  test('a hop count is believed (Fastify 5 alone ignores counts): the client\'s address, and https from the proxy gives Secure cookies', async () => {
    const app = await startServer({ trustProxy: 1 });
    servers.push(app);
    const res = await app.inject({ url: '/api/user/me', remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.9, 198.51.100.44', 'x-forwarded-proto': 'https' } });
    assert.ok(res.cookies.length > 0);
    for (const cookie of /** @type {{ secure?: boolean }[]} */ (res.cookies)) assert.equal(cookie.secure, true);
  });

  test('main.js with TRUST_PROXY=true does not start, and says why', async () => {
    const main = fileURLToPath(new URL('../../demo/server/main.js', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, TRUST_PROXY: 'true', DB_PATH: ':memory:', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
    const timer = setTimeout(() => child.kill(), 60_000);
    const [code] = await once(child, 'exit');
    clearTimeout(timer);
    assert.equal(code, 1, output);
    assert.ok(output.includes(TRUST_PROXY_TRUE_TEXT), output);
  });
});

/**
 * A client behind one proxy that forges X-Forwarded-For: the proxy (127.0.0.1) appends the
 * client's real address to whatever the client sent.
 * @param {import('fastify').FastifyInstance} app @param {string} real
 */
const forgingClient = (app, real) => {
  const client = createClient(app);
  const request = client.request.bind(client);
  let n = 0;
  client.request = (options) => request({ ...options, remoteAddress: '127.0.0.1',
    headers: { ...options.headers, 'x-forwarded-for': `192.0.2.${++n % 250}, ${real}` } });
  return client;
};

describe('forged X-Forwarded-For', () => {
  for (const trustProxy of [1, '127.0.0.1', 'loopback']) {
    test(`sign-in limits hold per real client behind the proxy (trustProxy ${JSON.stringify(trustProxy)})`, async () => {
      const app = await startServer({ trustProxy });
      servers.push(app);
      const client = forgingClient(app, '198.51.100.40');
      await client.me();
      const statuses = [];
      for (let i = 0; i < 40; i++) statuses.push((await client.post('/api/auth/login', { username: `user${i}`, password: 'wrong' })).statusCode);
      assert.deepEqual(statuses, [...Array(30).fill(401), ...Array(10).fill(429)]);
      // Another real client behind the same proxy is not affected.
      const other = forgingClient(app, '198.51.100.41');
      await other.me();
      const signIn = await other.login('alice');
      assert.equal(signIn.statusCode, 200, signIn.body);
    });
  }

  test('a client that reaches the server directly cannot name an address when proxies are given by address', async () => {
    const app = await startServer({ trustProxy: '10.0.0.0/8' });
    servers.push(app);
    const res = await app.inject({ url: '/api/user/me', remoteAddress: '198.51.100.42', headers: { 'x-forwarded-for': '192.0.2.1' } });
    assert.equal(res.statusCode, 200);
    const client = createClient(app);
    const request = client.request.bind(client);
    let n = 0;
    client.request = (options) => request({ ...options, remoteAddress: '198.51.100.42', headers: { ...options.headers, 'x-forwarded-for': `192.0.2.${++n}` } });
    await client.me();
    const statuses = [];
    for (let i = 0; i < 32; i++) statuses.push((await client.post('/api/auth/login', { username: `user${i}`, password: 'wrong' })).statusCode);
    assert.equal(statuses.filter((s) => s === 401).length, 30);
  });

  test('alert sockets: the cap per address holds against forged addresses', async () => {
    const app = await startServer({ trustProxy: 1, alerts: { maxSocketsPerAddress: 3 } });
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    /** @type {WebSocket[]} */
    const sockets = [];
    try {
      const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/sub/alerts-all?heartbeat=1`,
          { headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.43` } });
        sockets.push(socket);
        // Open and subscribed: the heartbeat frame comes; refused: closed with 1013.
        return new Promise((resolve) => {
          socket.once('message', () => resolve('open'));
          socket.once('close', (code) => resolve(code));
        });
      }));
      assert.equal(outcomes.filter((o) => o === 'open').length, 3, JSON.stringify(outcomes));
      assert.equal(outcomes.filter((o) => o === 1013).length, 9);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });
});

// @ts-check
// Several server processes behind one address share their limits through Redis (REDIS_URL):
// attempt counters and the cap of alert sockets per address. Two servers here share one
// Debian redis-server (as test/e2e/alerts-processes.test.js does); without it this fails.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { hashStats } from '../../demo/server/auth.js';
import { startRedis } from '../e2e/server-processes.js';
import { subscriberCount } from '../../demo/server/features/alerts/subscriptions.js';
import { clientFromAddress, startServer, until } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cc-redis-limits-'));
/** @type {{ url: string, stop: () => Promise<void> }} */
let redis;
before(async () => { redis = await startRedis(dir); });
after(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Two servers on one Redis (each its own prefix-free view of the same counters). @param {object} options */
async function twoServers(options) {
  return Promise.all([startServer({ redisUrl: redis.url, ...options }), startServer({ redisUrl: redis.url, ...options })]);
}

describe('attempt limits through Redis', () => {
  test('failures on either server count against one budget, even sent to both at once', async () => {
    const servers = await twoServers({ attemptLimits: { login: { ip: { max: 30, seconds: 900 }, pair: { max: 6, seconds: 900 } } } });
    try {
      const [a, b] = await Promise.all(servers.map((app) => clientFromAddress(app, '198.51.100.60')));
      const before = hashStats.runs;
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).post('/api/auth/login', { username: 'alice', password: `guess-${i}` })));
      const checked = answers.filter((res) => res.statusCode === 401).length;
      assert.equal(checked, hashStats.runs - before);
      assert.ok(checked <= 6, `${checked} guesses checked across two servers; the limit is 6`);
      // Sequentially too (answers the hash queue refused gave their attempts back): six in all.
      for (let i = 0; i < 12; i++) await (i % 2 ? a : b).post('/api/auth/login', { username: 'alice', password: `late-${i}` });
      assert.equal(hashStats.runs - before, 6);
      for (const client of [a, b]) {
        const res = await client.post('/api/auth/login', { username: 'alice', password: 'demo1234' });
        assert.equal(res.statusCode, 429, res.body);
      }
      // A right password gives its attempt back on the other server as well.
      const owner = await clientFromAddress(servers[0], '198.51.100.61');
      const ownerB = await clientFromAddress(servers[1], '198.51.100.61');
      for (let i = 0; i < 8; i++) assert.equal((await (i % 2 ? owner : ownerB).login('mod')).statusCode, 200);
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
  });

  test('the account-wide slow gate is shared: past `after` failures from many addresses, the other server waits too', async () => {
    const servers = await twoServers({ attemptLimits: { login: { ip: { max: 30, seconds: 900 }, pair: { max: 10, seconds: 900 }, slow: { after: 3, maxSeconds: 8 } } } });
    try {
      // Each guess from its own address, the clients made first: the delay is Redis's real clock.
      const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => clientFromAddress(servers[i % 2], `192.0.2.${i}`)));
      let next = 0;
      const guess = async (/** @type {number} */ server) => {
        while (next % 2 !== server) next++;
        return clients[next++].post('/api/auth/login', { username: 'premium', password: 'nope' });
      };
      for (let i = 0; i < 4; i++) assert.equal((await guess(i % 2)).statusCode, 401);
      const refused = await guess(1);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(refused.headers['retry-after'], '1');
      assert.equal((await guess(0)).statusCode, 429);
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
  });
});

describe('alert socket caps through Redis', () => {
  test('one address may hold the cap across both servers; a closed socket or a closed server frees its places', async () => {
    const servers = await twoServers({ alerts: { maxSocketsPerAddress: 3 } });
    /** @type {WebSocket[]} */
    const sockets = [];
    try {
      const ports = await Promise.all(servers.map(async (app) => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        return /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
      }));
      /** @param {number} port @returns {Promise<{ socket: WebSocket, outcome: 'open' | number }>} */
      const connect = (port) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/sub/alerts-all?heartbeat=1`);
        sockets.push(socket);
        // Open and subscribed: the heartbeat frame comes; refused: closed with 1013.
        return new Promise((resolve) => {
          socket.once('message', () => resolve({ socket, outcome: 'open' }));
          socket.once('close', (code) => resolve({ socket, outcome: code }));
        });
      };
      const first = await Promise.all([connect(ports[0]), connect(ports[0]), connect(ports[1])]);
      assert.deepEqual(first.map((s) => s.outcome), ['open', 'open', 'open']);
      assert.equal((await connect(ports[1])).outcome, 1013, 'the fourth, on the other server, is refused');
      assert.equal((await connect(ports[0])).outcome, 1013);
      first[0].socket.close();
      // The server forgets the socket as it gives its place back: the release is then on its
      // way to Redis. Redis may still read the next take (another connection) first, so a few
      // tries, each a round trip through Redis, never a wait for time.
      await until(() => subscriberCount(servers[0], 'alerts-all') === 1, 'the closed socket forgotten');
      let again;
      for (let i = 0; i < 20 && (again = await connect(ports[1])).outcome !== 'open'; i++);
      assert.equal(again?.outcome, 'open');
      // Closing a server releases its places before it resolves.
      await servers[0].close();
      assert.equal((await connect(ports[1])).outcome, 'open', 'the closed server\'s sockets no longer count');
    } finally {
      for (const socket of sockets) socket.terminate();
      await Promise.all(servers.map((app) => app.close()));
    }
  });
});

// Alerts across server processes: Debian's redis-server and two reference-server processes
// (`node demo/server/main.js` with REDIS_URL) on one SQLite file, as behind one address. An
// alert posted to either process reaches the sockets of both, every alert once and in the
// order posted. Without redis-server this fails (with how to install it); it never skips.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import WebSocket from 'ws';
import { createApiAgent, startRedis, startServerProcess } from './server-processes.js';

const WAIT_MS = 15_000;

/** A socket on `origin`'s alerts-all channel that records the ids it is sent. */
async function listen(origin, name) {
  const socket = new WebSocket(`${origin.replace('http:', 'ws:')}/ws/sub/alerts-all`);
  const ids = [];
  socket.on('message', (data) => ids.push(JSON.parse(String(data)).id));
  await once(socket, 'open', { signal: AbortSignal.timeout(WAIT_MS) });
  return { name, socket, ids };
}

async function waitFor(condition, what) {
  const end = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out after ${WAIT_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('alerts across two server processes through Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-alerts-processes-'));
  const stops = [];
  after(async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  // The set-up is part of the test, so a missing or broken redis-server counts as a failure.
  test('an alert posted to either process reaches the sockets of both, in order, once', async () => {
    const redis = await startRedis(dir);
    stops.push(redis.stop);
    const env = { DB_PATH: join(dir, 'site.db'), REDIS_URL: redis.url, SEED_DEMO: '1' };
    // The first process creates, migrates and seeds the file; the second opens it after.
    const first = await startServerProcess('server process 1', { env });
    stops.push(first.stop);
    const second = await startServerProcess('server process 2', { env });
    stops.push(second.stop);

    const sockets = await Promise.all([
      listen(first.origin, 'process 1, socket a'), listen(first.origin, 'process 1, socket b'),
      listen(second.origin, 'process 2, socket a'), listen(second.origin, 'process 2, socket b'),
    ]);
    try {
      const admin = createApiAgent();
      // Signed in on process 1, posting to both: sessions live in the shared database.
      await admin.signIn(first.origin, 'admin');
      const posted = [];
      for (const [origin, message] of [[first.origin, 'one'], [second.origin, 'two'], [first.origin, 'three'], [second.origin, 'four']]) {
        const answer = await admin.postAlert(origin, `<p>${message}</p>`, { type: 'all' });
        assert.equal(answer.processes, 2, 'both server processes received it from Redis');
        assert.equal(answer.delivered, 2, 'the posting process sent it to its own two sockets');
        posted.push(answer.alert.id);
      }
      assert.deepEqual(posted, [...posted].sort((a, b) => a - b), 'ids grow in posting order (one database)');
      // A last alert: once it has arrived everywhere, everything before it has too (one order).
      posted.push((await admin.postAlert(second.origin, '<p>last</p>', { type: 'all' })).alert.id);
      for (const { name, ids } of sockets) {
        await waitFor(() => ids.includes(posted.at(-1)), `the last alert on ${name} (got ${JSON.stringify(ids)})`);
        assert.deepEqual(ids, posted, `${name}: every alert, once, in order`);
      }
    } finally {
      for (const { socket } of sockets) socket.close();
    }
  });
});

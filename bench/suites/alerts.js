// Alert fan-out: 2,000 WebSocket clients (the `ws` package, in this process) on alerts-all, and
// the time from an admin's POST to each client holding the alert; p50 and p99 over several
// alerts. Three set-ups, each in child processes of its own:
// - a bare `ws` broadcast server (the floor): a POST whose body it sends to every socket;
// - one reference-server process;
// - two reference-server processes on one SQLite file with Debian's redis-server, half the
//   clients on each, the alert posted to the first.
// Budget: p99 <= 250 ms at 2,000 sockets, also across two processes. The server's cap of sockets
// per address is raised for the bench (every client is on 127.0.0.1).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { median } from '../lib/report.js';
import { createApiAgent, spawnUntilReady, startRedis, startServerProcess } from '../../test/e2e/server-processes.js';

export const name = 'alerts';

const CLIENTS = 2000;
const WARM_UP = 2;
const ALERTS = 10;
const CONNECT_BATCH = 200;
const ROUND_TIMEOUT_MS = 15_000;
const SERVER = 'bench/lib/server-process.js';

/** File descriptors: the bench holds one per client and a server one per socket. */
function checkOpenFileLimit() {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (limit !== Infinity && limit < CLIENTS + 500) {
    throw new Error(`ulimit -n is ${limit}: ${CLIENTS} sockets need more; run 'ulimit -n 8192' first`);
  }
}

/**
 * Opens `count` sockets on `url` in batches. Each records when each message arrived, and
 * nothing else (no parsing): alerts are sent one after another, so its n-th message is alert n.
 */
async function connectClients(url, count) {
  const clients = [];
  for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - opened) }, () => {
      const client = { socket: new WebSocket(url), arrivals: [] };
      client.socket.on('message', () => client.arrivals.push(performance.now()));
      return client;
    });
    await Promise.all(batch.map(({ socket }) => new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`socket closed (${code}) before it opened`)));
    })));
    clients.push(...batch);
  }
  return clients;
}

async function allArrived(clients, round) {
  const end = performance.now() + ROUND_TIMEOUT_MS;
  for (;;) {
    const got = clients.filter((c) => c.arrivals.length > round).length;
    if (got === clients.length) {
      const extra = clients.find((c) => c.arrivals.length > round + 1);
      if (extra) throw new Error(`a socket got ${extra.arrivals.length} messages after ${round + 1} alerts`);
      return;
    }
    if (performance.now() > end) throw new Error(`${got} of ${clients.length} sockets got alert ${round} within ${ROUND_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Sends WARM_UP + ALERTS alerts one after another through `send(text)`; latencies of the measured ones. */
async function measure(clients, send) {
  const latencies = [];
  for (let round = 0; round < WARM_UP + ALERTS; round++) {
    const text = `<p>Round ${round}: the contest ends in 10 minutes.</p>`;
    const sentAt = performance.now();
    await send(text);
    await allArrived(clients, round);
    if (round >= WARM_UP) for (const c of clients) latencies.push(c.arrivals[round] - sentAt);
  }
  return latencies;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const wsUrl = (origin) => `${origin.replace('http:', 'ws:')}/ws/sub/alerts-all`;

async function withProcesses(body) {
  const dir = mkdtempSync(join(tmpdir(), 'cc-bench-alerts-'));
  const stops = [];
  const clients = [];
  try {
    return await body({ dir, stops, clients });
  } finally {
    for (const { socket } of clients) socket.terminate();
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bareBroadcast() {
  return withProcesses(async ({ stops, clients }) => {
    const bare = await startServerProcess('bare ws server', { script: 'bench/lib/bare-servers.js', args: ['ws'], env: {} });
    stops.push(bare.stop);
    clients.push(...await connectClients(wsUrl(bare.origin), CLIENTS));
    return measure(clients, async (text) => {
      // The same bytes the reference server sends: an alert's JSON.
      const alert = JSON.stringify({ id: 1, message: text, target_audience: { type: 'all', contestCode: null } });
      const res = await fetch(`${bare.origin}/send`, { method: 'POST', body: alert });
      await res.arrayBuffer();
    });
  });
}

/** `processes` reference servers (with Redis when more than one), clients spread evenly. */
async function referenceServers(processes) {
  return withProcesses(async ({ dir, stops, clients }) => {
    const env = { DB_PATH: join(dir, 'site.db'), ALERT_SOCKETS_PER_ADDRESS: String(CLIENTS) };
    if (processes > 1) {
      const redis = await startRedis(dir);
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
    }
    const servers = [];
    // One after another: the first creates and seeds the file.
    for (let i = 0; i < processes; i++) {
      const server = await startServerProcess(`reference server ${i + 1}`, { script: SERVER, env });
      stops.push(server.stop);
      servers.push(server);
    }
    for (const server of servers) clients.push(...await connectClients(wsUrl(server.origin), CLIENTS / processes));
    const admin = createApiAgent();
    await admin.signIn(servers[0].origin, 'admin');
    return measure(clients, async (text) => {
      await admin.postAlert(servers[0].origin, text, { type: 'all' });
    });
  });
}

export async function run() {
  checkOpenFileLimit();
  const floor = await bareBroadcast();
  const one = await referenceServers(1);
  const two = await referenceServers(2);
  const rows = [];
  for (const [label, latencies] of [['1 process', one], ['2 processes + Redis', two]]) {
    rows.push({ metric: `alert to ${CLIENTS} sockets, ${label}: p50 (vs bare ws)`, value: percentile(latencies, 50), unit: 'ms', floor: percentile(floor, 50) });
    rows.push({
      metric: `alert to ${CLIENTS} sockets, ${label}: p99 (vs bare ws)`, value: percentile(latencies, 99), unit: 'ms',
      floor: percentile(floor, 99), budget: { max: 250 },
    });
  }
  rows.push({ metric: `bare ws broadcast to ${CLIENTS} sockets: median`, value: median(floor), unit: 'ms' });
  return rows;
}

// The reference server under load, each figure beside its floor in the same run:
// - API throughput (autocannon) of the main GETs on the real server vs a bare node:http server
//   answering the same bytes for the same path (budget: at least a third as fast). Both run in
//   a child process of their own, autocannon in this one; a visitor with its cookie asks;
// - page latency while 64 logins hash passwords at once vs the same page idle (the hash cap
//   keeps libuv's thread pool free for file reads).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median } from '../lib/report.js';
import { startSite } from '../lib/browser.js';
import { startServerProcess } from '../../test/e2e/server-processes.js';

export const name = 'api';

const PATHS = [
  '/api/contests/START101',
  '/api/contests/START101/problems/MODPOW',
  '/api/user/me',
  '/api/practice/problems?page=1&itemsPerPage=20&sortBy=id&order=asc',
];
const ROUNDS = 3;
const SECONDS = 2;
const CONNECTIONS = 16;

/** Requests per second of one autocannon run; any non-2xx answer or error fails the suite. */
async function throughput(url, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result.requests.average;
}

/** GET `path` once on a keep-alive agent; resolves with the status. */
function get(origin, path, agent) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Milliseconds for one GET, median of `n`. */
async function latency(origin, path, n = 15) {
  const agent = new Agent({ keepAlive: true });
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await get(origin, path, agent);
    times.push(performance.now() - start);
  }
  agent.destroy();
  return median(times);
}

async function csrf(origin) {
  const res = await fetch(`${origin}/api/user/me`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, token: (await res.json()).csrfToken };
}

async function apiThroughput() {
  const dir = mkdtempSync(join(tmpdir(), 'cc-bench-api-'));
  const stops = [];
  try {
    const site = await startServerProcess('reference server (bench)', { script: 'bench/lib/server-process.js', env: {} });
    stops.push(site.stop);
    const { cookie } = await csrf(site.origin);
    const bodies = {};
    for (const path of PATHS) {
      const res = await fetch(`${site.origin}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      bodies[path] = Buffer.from(await res.arrayBuffer()).toString('base64');
    }
    writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
    const bare = await startServerProcess('bare node:http', { script: 'bench/lib/bare-servers.js', args: ['http', join(dir, 'bodies.json')], env: {} });
    stops.push(bare.stop);

    const rows = [];
    for (const path of PATHS) {
      const served = [];
      const floors = [];
      // Alternating, so a burst of load from elsewhere on the machine hits both alike.
      for (let round = 0; round < ROUNDS; round++) {
        floors.push(await throughput(`${bare.origin}${path}`, { cookie }));
        served.push(await throughput(`${site.origin}${path}`, { cookie }));
      }
      rows.push({
        metric: `GET ${path.replace(/\?.*/, '?…')} (vs bare node:http)`,
        value: median(served), unit: 'req/s', floor: median(floors), budget: { minRatio: 0.33 },
      });
    }
    return rows;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pageWhileHashing() {
  // 64 clients behind one proxy (one hop): one address may only queue a few hashes, and one
  // account's attempts from many addresses are slowed, so each login comes from its own address
  // and names its own (unknown) user, which costs the same hash.
  const site = await startSite({ trustProxy: 1 });
  try {
    const idle = await latency(site.origin, '/');
    const { cookie, token } = await csrf(site.origin);
    const logins = Array.from({ length: 64 }, (_, i) => fetch(`${site.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie, 'x-forwarded-for': `10.1.0.${i}` },
      body: JSON.stringify({ username: `nobody${i}`, password: 'wrong-password' }),
    }));
    const busy = await latency(site.origin, '/');
    await Promise.all(logins);
    return { metric: 'GET / while 64 logins hash (vs idle)', value: busy, unit: 'ms', floor: idle, budget: { max: 250 } };
  } finally {
    await site.close();
  }
}

export async function run() {
  return [...await apiThroughput(), await pageWhileHashing()];
}

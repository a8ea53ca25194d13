// The reference server under load, each figure beside its floor in the same run:
// - API throughput: GET /api/contests/START101 on the real server vs a bare node:http server
//   answering the same bytes (budget: at least a third as fast);
// - page latency while 64 logins hash passwords at once vs the same page idle (the hash cap
//   keeps libuv's thread pool free for file reads).
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { median } from '../lib/report.js';
import { startSite } from '../lib/browser.js';

export const name = 'api';

const DURATION_MS = 3000;
const CONNECTIONS = 16;

/** GET `path` once on a keep-alive agent; resolves with the status and the body's length. */
function get(origin, path, agent, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests per second over DURATION_MS with CONNECTIONS parallel keep-alive loops. */
async function throughput(origin, path) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + DURATION_MS;
  let done = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < end) {
      const { status } = await get(origin, path, agent);
      if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      done++;
    }
  }));
  agent.destroy();
  return done / (DURATION_MS / 1000);
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

export async function run() {
  const site = await startSite();
  const rows = [];
  try {
    const path = '/api/contests/START101';
    const body = Buffer.from(await (await fetch(`${site.origin}${path}`)).arrayBuffer());
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const bareOrigin = `http://127.0.0.1:${bare.address().port}`;
    const floor = await throughput(bareOrigin, '/');
    const value = await throughput(site.origin, path);
    bare.close();
    rows.push({ metric: `GET ${path} throughput (vs bare node:http)`, value, unit: 'req/s', floor, budget: { minRatio: 0.33 } });

    const idle = await latency(site.origin, '/');
    const { cookie, token } = await csrf(site.origin);
    const logins = Array.from({ length: 64 }, () => fetch(`${site.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify({ username: 'alice', password: 'wrong-password' }),
    }));
    const busy = await latency(site.origin, '/');
    await Promise.all(logins);
    rows.push({ metric: 'GET / while 64 logins hash (vs idle)', value: busy, unit: 'ms', floor: idle, budget: { max: 250 } });
  } finally {
    await site.close();
  }
  return rows;
}

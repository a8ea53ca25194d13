// Child processes for the several-processes journeys and the alert fan-out bench: Debian's
// redis-server on a Unix socket in a private folder, and reference-server processes. Each is
// waited for by the line it prints when ready, and an early exit rejects with what it printed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SERVER_MAIN = join(ROOT, 'demo/server/main.js');
// Seeding a new database file takes seconds, many more on a busy machine.
const STARTUP_MS = 120_000;

export function redisServerPath() {
  return process.env.REDIS_SERVER || '/usr/bin/redis-server';
}

/**
 * Spawns `command` and resolves once a line of its output matches `ready`.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, match: RegExpMatchArray, output: () => string, stop: () => Promise<void> }>}
 */
export function spawnUntilReady(label, command, args, { env = {}, ready, timeoutMs = STARTUP_MS }) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${label} did not say it was ready within ${timeoutMs} ms; it printed:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (!match) return;
      clearTimeout(timer);
      resolvePromise({ child, match, output: () => output, stop });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${label} could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${signal ?? code}) before it was ready; it printed:\n${output}`));
    });
  });
}

/**
 * Debian's redis-server on a Unix socket in `dir`, keeping nothing on disk. A missing binary is
 * an error that says how to install it: a test that needs Redis must not pass without it.
 */
export async function startRedis(dir) {
  const binary = redisServerPath();
  if (!existsSync(binary)) {
    throw new Error(`No redis-server at ${binary}: run 'apt-get install -y redis-server' as root (.ci/run does), or set REDIS_SERVER.`);
  }
  const socket = join(dir, 'redis.sock');
  const redis = await spawnUntilReady('redis-server', binary, [
    '--port', '0', '--unixsocket', socket, '--unixsocketperm', '700',
    '--save', '', '--appendonly', 'no', '--dir', dir,
  ], { ready: /ready to accept connections/i });
  return { url: `unix://${socket}`, stop: redis.stop };
}

/**
 * One reference-server process (`node demo/server/main.js`, or another script that prints the
 * same ready line) on a free port; resolves with its origin.
 */
export async function startServerProcess(label, { env, script = SERVER_MAIN, args = [] }) {
  const server = await spawnUntilReady(label, process.execPath, [script, ...args], {
    env: { HOST: '127.0.0.1', PORT: '0', ...env },
    ready: /reference server: (http:\/\/[^/\s]+)\//,
  });
  return { origin: server.match[1], output: server.output, stop: server.stop };
}

/**
 * A cookie-keeping API client, as a browser tab would be: it signs in through the JSON login and
 * sends the CSRF token with every POST. One session works on every process of one database.
 */
export function createApiAgent() {
  const cookies = new Map();
  let csrfToken = '';
  const call = async (origin, path, init = {}) => {
    const headers = { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.method === 'POST') Object.assign(headers, { 'content-type': 'application/json', 'x-csrf-token': csrfToken });
    const res = await fetch(`${origin}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const refreshToken = async (origin) => {
    csrfToken = (await (await call(origin, '/api/user/me')).json()).csrfToken;
  };
  return {
    async signIn(origin, username, password = 'demo1234') {
      await refreshToken(origin);
      const res = await call(origin, '/api/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
      if (res.status !== 200) throw new Error(`login as ${username} on ${origin}: HTTP ${res.status} ${await res.text()}`);
      await refreshToken(origin);
    },
    /** POSTs an admin alert; resolves with the answer, or rejects naming the status and message. */
    async postAlert(origin, message, target_audience) {
      const res = await call(origin, '/api/admin/alerts', { method: 'POST', body: JSON.stringify({ message, target_audience }) });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`POST /api/admin/alerts on ${origin}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return body;
    },
  };
}

// @ts-check
// Starts the reference server: `node demo/server/main.js`.
// PORT (default 8080); HOST (default 127.0.0.1: only this machine; 0.0.0.0 to serve a network);
// DB_PATH (default .data/cc-elements.db in the repo root, or :memory:); TRUST_PROXY (a hop count
// or the proxies' addresses, never true: trust-proxy.js) behind a TLS-terminating proxy; LOG_REQUESTS=1
// logs every request (off by default: warnings and errors only); REDIS_URL (e.g.
// redis://127.0.0.1:6379) sends alerts through Redis pub/sub and counts attempt limits and
// alert-socket caps there, for several processes on one database (DB_PATH) behind one address.
// IMAGE_SOURCES (space-separated http(s) origins, default https://cdn.codechef.com; '' for none)
// are the image origins the pages' CSP allows besides the server itself; MARKUP_ORIGIN (default
// https://www.codechef.com; '' for none) is the site that relative links in captured contest
// markup belong to.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';
import { parseTrustProxy } from './trust-proxy.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
/** @type {false | number | string} */
let trustProxy;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error(`cc-elements reference server: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
// A DB_PATH given by the user is relative to the working directory, like any CLI path.
const dbPath = process.env.DB_PATH === ':memory:' ? ':memory:'
  : process.env.DB_PATH ? resolve(process.env.DB_PATH)
  : resolve(rootDir, '.data/cc-elements.db');
if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });

const logRequests = process.env.LOG_REQUESTS === '1';
const imageSources = process.env.IMAGE_SOURCES === undefined ? undefined : process.env.IMAGE_SOURCES.split(/\s+/).filter(Boolean);
const markupOrigin = process.env.MARKUP_ORIGIN;
const app = buildServer({
  dbPath, rootDir, trustProxy, logRequests, logger: { level: logRequests ? 'info' : 'warn' },
  redisUrl: process.env.REDIS_URL || undefined,
  imageSources, markupOrigin,
  // The seeded contests roll forward, so a server left running for days still shows every state.
  rollingSchedule: true,
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

try {
  await app.listen({ host, port });
  // Said whatever the log level: it is the one line a person starting the server needs. The
  // port is the one bound (PORT=0 picks a free one; the multi-process e2e test reads it here).
  const bound = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  console.log(`cc-elements reference server: http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/ (database ${dbPath})`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}

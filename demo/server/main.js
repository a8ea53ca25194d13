// @ts-check
// Starts the reference server: `node demo/server/main.js`.
// PORT (default 8080); HOST (default 127.0.0.1: only this machine; 0.0.0.0 to serve a network);
// DB_PATH (default .data/cc-elements.db in the repo root, or :memory:); TRUST_PROXY (a hop count
// or the proxies' addresses, never true: trust-proxy.js) behind a TLS-terminating proxy; LOG_REQUESTS=1
// logs every request (off by default: warnings and errors only); REDIS_URL (e.g.
// redis://127.0.0.1:6379) sends alerts through Redis pub/sub and counts attempt limits and
// alert-socket caps there, for several processes on one database (DB_PATH) behind one address.
// SEED_DEMO=1 (or --seed-demo, as `npm start` passes; always on a :memory: database) seeds the
// demo accounts with the password demo1234; without it a new database has no account anyone can
// sign in to, and ADMIN_USERNAME with ADMIN_PASSWORD makes the first administrator at start
// (admin-account.js; or create-admin.js).
// IMAGE_SOURCES (space-separated http(s) origins, default https://cdn.codechef.com; '' for none)
// are the image origins the pages' CSP allows besides the server itself; MARKUP_ORIGIN (default
// https://www.codechef.com; '' for none) is the site that relative links in captured contest
// markup belong to.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountsWithDemoPassword, adminCredentialsProblem, ensureAdmin } from './admin-account.js';
import { buildServer } from './app.js';
import { databasePath } from './db.js';
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
const dbPath = databasePath(rootDir, process.env.DB_PATH);
const seedDemo = process.env.SEED_DEMO === '1' || process.argv.includes('--seed-demo') || dbPath === ':memory:';
const admin = { username: process.env.ADMIN_USERNAME ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
if (admin.username || admin.password) {
  const problem = !admin.username || !admin.password ? 'Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.'
    : adminCredentialsProblem(admin.username, admin.password);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

const logRequests = process.env.LOG_REQUESTS === '1';
const imageSources = process.env.IMAGE_SOURCES === undefined ? undefined : process.env.IMAGE_SOURCES.split(/\s+/).filter(Boolean);
const markupOrigin = process.env.MARKUP_ORIGIN;
const app = buildServer({
  dbPath, rootDir, trustProxy, logRequests, logger: { level: logRequests ? 'info' : 'warn' },
  redisUrl: process.env.REDIS_URL || undefined,
  imageSources, markupOrigin,
  // The seeded contests roll forward, so a server left running for days still shows every state.
  rollingSchedule: true,
  seedDemo,
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

try {
  if (admin.username) {
    // After the seed (ready), which writes its accounts only into a database without users.
    await app.ready();
    const result = await ensureAdmin(app.db, { ...admin, now: app.nowSeconds() });
    if (result === 'exists') {
      const row = /** @type {{ access: string | null } | undefined} */ (app.db.prepare('SELECT access FROM users WHERE username = ?').get(admin.username));
      if (row?.access !== 'admin') console.warn(`ADMIN_USERNAME ${admin.username} is an account with a password that is not an admin: nothing changed.`);
    } else {
      console.log(`${admin.username} is an administrator (${result === 'created' ? 'new account' : 'password set'}).`);
    }
  }
  if (!seedDemo) {
    // A database seeded before the demo seed had to be asked for still has them.
    await app.ready();
    const demoAccounts = await accountsWithDemoPassword(app.db);
    if (demoAccounts.length) {
      // Said on stderr whatever the log level, before the ready line (pino may write later).
      console.warn(`These accounts still sign in with the demo password demo1234: ${demoAccounts.join(', ')}. ` +
        'Change their passwords (or start with SEED_DEMO=1 if this is a demo).');
    }
  }
  await app.listen({ host, port });
  // Said whatever the log level: it is the one line a person starting the server needs. The
  // port is the one bound (PORT=0 picks a free one; the multi-process e2e test reads it here).
  const bound = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  console.log(`cc-elements reference server: http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/ (database ${dbPath})`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}

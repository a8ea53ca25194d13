// @ts-check
// Shared helpers for the reference-server tests: a fresh in-memory server per test and a
// tiny browser-like client that keeps cookies and the CSRF token between requests.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../demo/server/app.js';

/** A fixed clock (2026-11-01T00:00:00Z) so consent times are predictable. */
export const FIXED_NOW_MS = Date.UTC(2026, 10, 1);

/** Options that do not change what the seed writes: servers with only these share one seed. */
const SEED_NEUTRAL = new Set(['rootDir', 'alerts', 'attemptLimits', 'commentPostLimit', 'logger', 'trustProxy', 'logRequests', 'redisUrl', 'imageSources', 'markupOrigin']);
/**
 * The seeded database, shared by the test processes of one version of the server (in
 * node_modules/.cache/cc-elements/, the usual place for a checkout's tool caches): seeding took
 * about 0.85 s of CPU per process (half of the Node suite's set-up), a copy of the file 0.15 s.
 * Named by a hash of the server's sources (the seed is code) and the clock, so a change to the
 * seed makes a new file; a missing or unreadable file only means seeding again.
 */
const SERVER_DIR = fileURLToPath(new URL('../../demo/server/', import.meta.url));
/** @param {string} dir @param {import('node:crypto').Hash} hash */
function hashSources(dir, hash) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashSources(path, hash);
    else if (entry.name.endsWith('.js')) hash.update(path.slice(SERVER_DIR.length)).update(readFileSync(path));
  }
  return hash;
}
/** The checkout's own cache folder (not a fixed name in the shared temp folder). */
const SEED_DIR = fileURLToPath(new URL('../../node_modules/.cache/cc-elements/', import.meta.url));
const SEED_FILE = join(SEED_DIR, `seed-${hashSources(SERVER_DIR, createHash('sha256').update(String(FIXED_NOW_MS))).digest('hex').slice(0, 16)}.sqlite`);

/** @returns {Buffer | undefined} */
function readSeedFile() {
  try {
    return existsSync(SEED_FILE) ? readFileSync(SEED_FILE) : undefined;
  } catch {
    return undefined;
  }
}

/** @param {Buffer} image */
function writeSeedFile(image) {
  try {
    // Whole or not at all: processes starting at once read either no file or a complete one.
    mkdirSync(SEED_DIR, { recursive: true });
    const partial = `${SEED_FILE}.${process.pid}`;
    writeFileSync(partial, image);
    renameSync(partial, SEED_FILE);
    // The files of earlier versions of the server are of no further use.
    for (const name of readdirSync(SEED_DIR)) {
      if (/^seed-[0-9a-f]{16}\.sqlite$/.test(name) && join(SEED_DIR, name) !== SEED_FILE) rmSync(join(SEED_DIR, name), { force: true });
    }
  } catch {
    // A read-only temp folder: each process seeds its own.
  }
}

/** @type {Buffer | undefined} */
let seededImage;

/**
 * A fresh server on its own in-memory database, with the demo seed (the demo accounts and their
 * password demo1234; `seedDemo: false` for the production seed). The seed writes thousands of
 * rows, so it runs once per test process: later servers start from a copy of that seeded
 * database (same clock, same install secret). `fresh: true` seeds anew (tests about the seed itself).
 * @param {import('../../demo/server/app.js').ServerOptions & { fresh?: boolean }} [options]
 */
export async function startServer({ fresh = false, ...options } = {}) {
  // A clock of the test's own that reads the fixed time when the server starts (tests that move
  // time on later) seeds what the default clock does.
  const fixedClock = options.now === undefined || options.now() === FIXED_NOW_MS;
  const shareable = !fresh && fixedClock && Object.keys(options).every((key) => key === 'now' || SEED_NEUTRAL.has(key));
  if (shareable && !seededImage) seededImage = readSeedFile();
  const app = buildServer({
    dbPath: ':memory:', now: () => FIXED_NOW_MS, seedDemo: true, ...options,
    ...(shareable && seededImage ? { dbImage: seededImage, seed: false } : {}),
  });
  await app.ready();
  if (shareable && !seededImage) {
    seededImage = app.db.serialize();
    writeSeedFile(seededImage);
  }
  return app;
}

/**
 * A server on the seeded database, and every route it registers, collected by an onRoute hook
 * before it is ready: a test that goes over them all sees a new route without being edited.
 * @param {Parameters<typeof buildServer>[0]} [options]
 * @returns {Promise<{ app: import('fastify').FastifyInstance, routes: import('fastify').RouteOptions[] }>}
 */
export async function startServerWithRoutes(options = {}) {
  const seeded = await startServer();
  const image = seeded.db.serialize();
  await seeded.close();
  const app = buildServer({ dbImage: image, seed: false, now: () => FIXED_NOW_MS, ...options });
  /** @type {import('fastify').RouteOptions[]} */
  const routes = [];
  app.addHook('onRoute', (route) => { routes.push(route); });
  await app.ready();
  return { app, routes };
}

/** The folders tempRootWithIndex made, removed when the test file's process ends. */
const tempRoots = [];
process.once('exit', () => {
  for (const root of tempRoots) rmSync(root, { recursive: true, force: true });
});

/**
 * A repo-like folder holding only demo/index.html, for the SPA routes (removed at the end of
 * the test file: each run of the suite left some 18 in the temporary folder).
 * @param {string} [indexHtml]
 */
export function tempRootWithIndex(indexHtml =
  '<!doctype html><html><head><title>App</title><!--cc-page-settings--></head>' +
  '<body><cc-app></cc-app></body></html>') {
  const root = mkdtempSync(join(tmpdir(), 'cc-server-test-'));
  tempRoots.push(root);
  mkdirSync(join(root, 'demo'));
  writeFileSync(join(root, 'demo', 'index.html'), indexHtml);
  return root;
}

/** demo/index.html as shipped, for pages built the way the site builds them. */
const DEMO_INDEX = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');
/** The smallest build graph with the app's entry: enough for the server to draw its server views. */
const APP_ENTRY_GRAPH = { files: [{ file: 'elements/cc-app.js', isEntry: true, imports: [], dynamicImports: [], modules: [] }] };

/**
 * A fresh server whose pages carry their server views: demo/index.html and a build graph
 * (`graph`, the app's entry alone by default) in a root of their own.
 * @param {{ files: object[] }} [graph]
 */
export async function startServerViewServer(graph = APP_ENTRY_GRAPH) {
  const rootDir = tempRootWithIndex(DEMO_INDEX);
  mkdirSync(join(rootDir, 'dist'));
  writeFileSync(join(rootDir, 'dist', 'build-graph.json'), JSON.stringify(graph));
  return startServer({ rootDir });
}

/** The server view's markup in a page (inside <cc-app>, before any alerts preview), or null. @param {string} html */
export const serverViewOf = (html) => html.match(/<cc-app>(<div class="cc-server-view" slot="server-view">.*?<\/div>)(?:<div class="cc-alerts-preview"[^>]*>.*)?<\/cc-app>/s)?.[1] ?? null;

/**
 * The server view of the page at `url`, as a visitor gets it or as `as` does; null when the page has none.
 * @param {import('fastify').FastifyInstance} app @param {string} url @param {TestClient} [as]
 */
export async function serverViewAt(app, url, as) {
  const res = await (as ? as.request({ method: 'GET', url }) : app.inject({ method: 'GET', url }));
  return serverViewOf(res.body);
}

/** `text` as the server views escape it. @param {string} text */
export const escapedHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cookie jar + CSRF token, like one browser tab. */
export class TestClient {
  /**
   * @param {import('fastify').FastifyInstance} app
   * @param {{ remoteAddress?: string }} [options] the address every request comes from (the
   *   per-address limits must not mix test clients)
   */
  constructor(app, { remoteAddress } = {}) {
    this.app = app;
    this.remoteAddress = remoteAddress;
    /** @type {Map<string, string>} */
    this.jar = new Map();
    /** @type {string | undefined} */
    this.csrfToken = undefined;
  }

  /** @param {import('light-my-request').InjectOptions} options */
  async request(options) {
    const res = await this.app.inject({
      ...options, ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}), cookies: Object.fromEntries(this.jar),
    });
    for (const c of /** @type {any[]} */ (res.cookies)) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  /** GET /api/user/me and remember its CSRF token. */
  async me() {
    const res = await this.request({ method: 'GET', url: '/api/user/me' });
    this.csrfToken = res.json().csrfToken;
    return res.json();
  }

  /**
   * POST JSON with the CSRF header (pass `csrf: null` to leave it out).
   * @param {string} url
   * @param {unknown} [payload]
   * @param {{ csrf?: string | null }} [opts]
   */
  async post(url, payload = {}, { csrf = this.csrfToken } = {}) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (csrf != null) headers['x-csrf-token'] = csrf;
    return this.request({ method: 'POST', url, payload: /** @type {any} */ (payload), headers });
  }

  /** @param {string} username @param {string} [password] */
  async login(username, password = 'demo1234') {
    if (!this.csrfToken) await this.me();
    const res = await this.post('/api/auth/login', { username, password });
    if (res.statusCode === 200) this.csrfToken = res.json().csrfToken;
    return res;
  }
}

/** @param {import('fastify').FastifyInstance} app @param {{ remoteAddress?: string }} [options] */
export function createClient(app, options) {
  return new TestClient(app, options);
}

/**
 * A visitor from its own address, with its CSRF token.
 * @param {import('fastify').FastifyInstance} app @param {string} remoteAddress
 */
export async function clientFromAddress(app, remoteAddress) {
  const client = createClient(app, { remoteAddress });
  await client.me();
  return client;
}

/**
 * A signed-in client.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} username
 */
export async function signedInClient(app, username) {
  const client = createClient(app);
  const res = await client.login(username);
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
  return client;
}

/** @param {import('fastify').FastifyInstance} app @param {string} table */
export function countRows(app, table) {
  return Number(app.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
}

/**
 * Form-urlencoded body for the HTML form routes.
 * @param {Record<string, string>} fields
 */
export function formBody(fields) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/**
 * POSTs `fields` as a urlencoded form with the client's CSRF header, as a server-driven form does.
 * @param {TestClient} client @param {string} url @param {Record<string, string>} fields
 */
export function postForm(client, url, fields) {
  const { payload, headers } = formBody(fields);
  return client.request({ method: 'POST', url, payload, headers: { ...headers, 'x-csrf-token': /** @type {string} */ (client.csrfToken) } });
}

/**
 * Waits for `check` over turns of the event loop (the server work a socket or request set off),
 * never for time: a busy machine makes it slower, not wrong.
 * @param {() => boolean} check @param {string} what named in the error when it never holds
 */
export async function until(check, what) {
  for (let turn = 0; turn < 10_000; turn++) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

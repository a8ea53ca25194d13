// @ts-check
/// <reference path="./types.d.ts" />
// The reference server: the API contract of docs/api.md over a real SQLite database, plus the
// built bundles (/dist/), the demo pages (/demo/) and the single-page app's routes.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { installAttemptLimits } from './attempt-limits.js';
import { createAnswerCache } from './answer-cache.js';
import { createSessionStore } from './auth.js';
import { installCompression } from './compression.js';
import { DEFAULT_IMAGE_SOURCES, DEFAULT_MARKUP_ORIGIN, htmlCsp } from './constants.js';
import { openDatabase } from './db.js';
import { prepareAllStatements } from './statements.js';
import { installSessions } from './http-session.js';
import { seedDatabase } from './seed.js';
import { features } from './features.js';
import { checkTrustProxy } from './trust-proxy.js';
import { BODY_LIMIT_BYTES, installErrorHandling, installInputRules, schemaErrorFormatter } from './validation.js';
import { buildValidator } from './validators.js';
import authApiRoutes from './routes/auth-api.js';
import demoPageRoutes from './routes/demo-pages.js';
import sitePageRoutes from './routes/site-pages.js';
import spaRoutes from './routes/spa.js';
import userApiRoutes from './routes/user-api.js';

const DEFAULT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE_ICON = readFileSync(new URL('../favicon.svg', import.meta.url));

/**
 * @typedef {{
 *   dbPath?: string,
 *   trustProxy?: false | string | string[] | number,
 *   logRequests?: boolean,
 *   alerts?: { heartbeatMs?: number, maxSocketsPerAddress?: number, redisUrl?: string },
 *   dbImage?: Buffer,
 *   logger?: import('fastify').FastifyServerOptions['logger'],
 *   rootDir?: string,
 *   now?: () => number,
 *   seed?: boolean,
 *   seedDemo?: boolean,
 *   rollingSchedule?: boolean,
 *   commentPostLimit?: { posts: number, seconds: number },
 *   attemptLimits?: Partial<Record<import('./attempt-limits.js').AttemptKind, import('./attempt-limits.js').AttemptLimit>>,
 *   answerCache?: boolean,
 *   redisUrl?: string,
 *   imageSources?: readonly string[],
 *   markupOrigin?: string,
 * }} ServerOptions
 * `now` returns epoch milliseconds (default Date.now); `seed: false` leaves a new database empty.
 * `seedDemo: true` (off by default) seeds the demo accounts with the password demo1234 and the
 * demo OTP, and /login names them; without it a new database has no account anyone can sign in
 * to (seed.js). `npm start`, a throw-away database and the test suites ask for it.
 * `dbImage`: start from an in-memory copy of a serialised database (tests reuse one seeded
 * database instead of seeding thousands of rows for each server).
 * `trustProxy` (Fastify's option; off by default): behind a TLS-terminating proxy, so that
 * request.protocol is https, cookies get Secure and per-address limits see the client's
 * address: a hop count or the proxies' addresses; `true` is refused (trust-proxy.js). `rollingSchedule: true` keeps the seeded
 * contests in their states while the server runs. `commentPostLimit` replaces the per-user
 * comment rate limit (5 per 60 s). `alerts.redisUrl`: publish and hear alerts through Redis, so
 * several server processes on one database deliver every alert to every socket;
 * `alerts.maxSocketsPerAddress` replaces the cap of 20 alert sockets per client address.
 * `attemptLimits` replaces the sign-in, sign-up and password attempt limits of
 * attempt-limits.js (the browser suite signs in and up far more often). `redisUrl` (or
 * `alerts.redisUrl`): alerts, attempt limits and alert-socket caps go through Redis, shared by
 * every process that uses it. `answerCache: false`
 * computes every GET answer anew (answer-cache.js; on by default, never stale).
 * `imageSources`: the origins the pages' CSP img-src allows besides 'self' and data:
 * (constants.js DEFAULT_IMAGE_SOURCES: the live site's CDN). `markupOrigin`: the site whose
 * relative links contest markup carries, named to the client in <meta name="cc-markup-origin">
 * ('' for none; default DEFAULT_MARKUP_ORIGIN).
 */

/** The origin of an http(s) address, '' for ''; anything else is refused. @param {string} value */
function markupOriginOf(value) {
  if (value === '') return '';
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`Markup origin ${JSON.stringify(value)} is not an http(s) address`);
  return url.origin;
}

/**
 * Builds the server, not listening. Tests use `app.inject`; `app.db` is the database.
 * @param {ServerOptions} [options]
 */
export function buildServer({
  dbPath = ':memory:', logger = false, rootDir = DEFAULT_ROOT, now = Date.now, seed = true, seedDemo = false, trustProxy = false,
  logRequests = false, alerts = {}, rollingSchedule = false, commentPostLimit, dbImage, attemptLimits,
  answerCache = true, redisUrl, imageSources = DEFAULT_IMAGE_SOURCES, markupOrigin = DEFAULT_MARKUP_ORIGIN,
} = {}) {
  const app = Fastify({
    logger,
    // A log line per request costs more than answering most of them; on only when asked.
    logController: new LogController({ disableRequestLogging: !logRequests }),
    trustProxy: checkTrustProxy(trustProxy),
    // Bodies are bounded before they are read (validation.js; a route may allow more).
    bodyLimit: BODY_LIMIT_BYTES,
    // A URL that does not decode (`/%E0`) gets the API's error shape like every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 400;
      reply.code(status >= 400 && status < 500 ? status : 400).send({ status: 'error', message: 'Malformed URL' });
    },
    schemaErrorFormatter,
    // Unknown fields are an error (400), not silently dropped. Scalars still coerce (query
    // strings are text), but an array is no longer unwrapped into a scalar ('array' mode).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true } },
    // Compiled once per process, not once per server (validators.js).
    schemaController: { compilersFactory: { buildValidator } },
  });

  const db = openDatabase(dbPath, { image: dbImage });
  // Every feature module is imported by now (features.js): their statements are prepared here.
  prepareAllStatements(db);
  const nowSeconds = () => Math.floor(now() / 1000);
  app.decorate('db', db);
  app.decorate('nowSeconds', nowSeconds);
  app.decorate('rootDir', rootDir);
  // Checked here: a bad source or origin stops the server at start, not on the first page.
  app.decorate('htmlCsp', htmlCsp(imageSources));
  app.decorate('markupOrigin', markupOriginOf(markupOrigin));
  app.decorate('rollingSchedule', rollingSchedule);
  app.decorate('seedDemo', seedDemo);
  app.decorate('commentPostLimit', commentPostLimit ?? null);
  app.decorate('alertOptions', { ...alerts, redisUrl: alerts.redisUrl ?? redisUrl });
  app.decorate('sessions', createSessionStore(db, nowSeconds));
  app.decorate('answers', createAnswerCache(db, { enabled: answerCache }));
  app.addHook('onClose', async () => db.close());

  if (seed) app.register(async () => { await seedDatabase(db, { now: nowSeconds(), demo: seedDemo }); });

  app.register(fastifyCookie);
  app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  installErrorHandling(app);
  installSessions(app);
  installInputRules(app);
  installAttemptLimits(app, { limits: attemptLimits, redisUrl: alerts.redisUrl ?? redisUrl, now });
  installCompression(app);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    done();
  });

  // dist/: served precompressed (scripts/compress.js writes .br and .gz at build time).
  // Chunk names carry a content hash, so a chunk never changes: cached for a year. Entries keep
  // fixed names (pages link them): revalidated on every load, cheap with an ETag.
  app.register(fastifyStatic, {
    root: join(rootDir, 'dist'),
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (/** @type {import('fastify').FastifyReply} */ reply, /** @type {string} */ path) => {
      reply.header('cache-control', /[\\/]chunks[\\/]/.test(path)
        ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  app.register(fastifyStatic, {
    root: join(rootDir, 'demo'),
    prefix: '/demo/',
    decorateReply: false,
    // The server's own source lives under demo/ too; it is not a demo page.
    allowedPath: (pathName) => !/^\/server(\/|$)/.test(pathName),
    // Demo pages run under the same strict CSP as the app: the elements must not need more.
    setHeaders: (/** @type {import('fastify').FastifyReply} */ reply, /** @type {string} */ path) => {
      if (path.endsWith('.html')) reply.header('content-security-policy', app.htmlCsp);
    },
  });

  // Browsers ask for /favicon.ico on every page; answer with the site icon, not a 404.
  app.get('/favicon.ico', (_request, reply) => reply
    .type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    .send(SITE_ICON));
  app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.register(authApiRoutes);
  app.register(userApiRoutes);
  for (const feature of features) if (feature.routes) app.register(feature.routes);
  app.register(demoPageRoutes);
  app.register(sitePageRoutes);
  app.register(spaRoutes);
  return app;
}

// Decorations the reference server adds to Fastify, for `// @ts-check` in its JS files.
import type { Db } from './sqlite-types.js';
import type { SessionStore, SessionRow } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sessions: SessionStore;
    /** Server clock in Unix seconds (injectable for tests). */
    nowSeconds: () => number;
    rootDir: string;
    /** The Content-Security-Policy of every HTML page (img-src from buildServer's imageSources). */
    htmlCsp: string;
    /** The site captured contest markup's relative links resolve to ('' for none). */
    markupOrigin: string;
    /** Seeded contest times roll forward while the server runs (npm start); off in tests. */
    rollingSchedule: boolean;
    /** The demo seed was asked for (buildServer's seedDemo): /login names the demo accounts. */
    seedDemo: boolean;
    /** Per-user comment rate limit, when buildServer was given one (else the feature's default). */
    commentPostLimit: { posts: number, seconds: number } | null;
    /** Alert settings (tests shorten the heartbeat; the bench raises the socket cap). */
    alertOptions: { heartbeatMs?: number, maxSocketsPerAddress?: number, redisUrl?: string };
    /** Sign-in, sign-up and password attempt counters per IP and per account. */
    attempts: import('./attempt-limits.js').AttemptLimiter;
    /** The JSON text of busy GET answers, kept while the database and the clock's second are unchanged. */
    answers: import('./answer-cache.js').AnswerCache;
  }
  interface FastifyRequest {
    session: SessionRow | null;
  }
}

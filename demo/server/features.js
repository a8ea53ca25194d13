// @ts-check
// Server features beyond the core (alerts, courses, roadmaps, contests...) are self-contained
// modules in ./features/, each exporting any of:
//   migrations: Migration[]   — versions in the feature's own block of 100 (alerts 100-199...)
//   seed(db, { now, demo })   — idempotent: writes only what is missing, runs at every start
//                               (demo: the demo seed was asked for; see seed.js)
//   routes                    — a Fastify plugin
//   pageForm(app, request, path) — the server form a page embeds in its page settings (routes/spa.js)
// Adding a feature is adding a file; no shared list to edit.
import { readdirSync } from 'node:fs';

/**
 * @typedef {{
 *   name: string,
 *   migrations?: import('./migrations.js').Migration[],
 *   seed?: (db: import('./sqlite-types.js').Db, clock: { now: number, demo?: boolean }) => void | Promise<void>,
 *   routes?: import('fastify').FastifyPluginAsync,
 * }} ServerFeature
 */

const dir = new URL('./features/', import.meta.url);

/** @type {ServerFeature[]} */
export const features = await Promise.all(
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map(async (file) => ({ name: file.replace(/\.js$/, ''), ...(await import(new URL(file, dir).href)) })),
);

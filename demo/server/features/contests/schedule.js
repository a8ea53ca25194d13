// @ts-check
// The rolling schedule: each seeded contest's window is its catalog offset from the server's
// start, moved on by whole periods (`every`, default a day) as time passes. A contest keeps
// the place in its life the catalog gives it (running, starting within minutes, in 30 minutes,
// in two hours, ended), so a server left running for days still shows every state; at the start
// (k = 0) the windows are exactly the catalog's offsets from now.
import { CONTESTS } from './catalog.js';
import { defineStatements } from '../../statements.js';

const DAY = 86400;

/**
 * @param {import('./catalog.js').ContestSeed} contest
 * @param {number} anchor Unix seconds the schedule started (the seed's now)
 * @param {number} now Unix seconds
 */
export function rolledWindow(contest, anchor, now) {
  const every = contest.every ?? DAY;
  const periods = Math.max(0, Math.floor((now - anchor) / every));
  const start = anchor + periods * every + contest.start;
  return {
    start,
    end: start + contest.minutes * 60,
    freezing: contest.freezeAfterMinutes ? start + contest.freezeAfterMinutes * 60 : null,
  };
}

// The schedule moves contests every 30 s for as long as the server runs.
const statements = defineStatements((db) => ({
  update: db.prepare(`UPDATE contests SET start_at = ?, end_at = ?, freezing_at = ?
    WHERE code = ? AND (start_at != ? OR end_at != ?)`),
}));

/**
 * Moves every seeded contest to its window at `now`; returns how many moved.
 * @param {import('../../sqlite-types.js').Db} db @param {number} anchor @param {number} now
 */
export function rollContests(db, anchor, now) {
  const { update } = statements(db);
  let moved = 0;
  db.transaction(() => {
    for (const contest of CONTESTS) {
      const { start, end, freezing } = rolledWindow(contest, anchor, now);
      moved += update.run(start, end, freezing, contest.code, start, end).changes;
    }
  })();
  return moved;
}

/** How often a running server rolls the schedule forward (ms). */
const ROLL_EVERY_MS = 30_000;

/**
 * Rolls the schedule every 30 s while the server runs (npm start turns it on).
 * @param {import('fastify').FastifyInstance} app
 */
export function startRollingSchedule(app) {
  const anchor = app.nowSeconds();
  const timer = setInterval(() => rollContests(app.db, anchor, app.nowSeconds()), ROLL_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

// @ts-check
// Writes the catalog into the tables. Idempotent; contest times are re-anchored to `now` at every
// start so the demo's running contest is always running.
import { CONTESTS, REGISTRATIONS, RESULTS, RULES } from './catalog.js';
import { PROBLEMS } from './problems.js';

/** Days ago each problem was added (deterministic, for date_added). */
const ADDED_DAYS_AGO = 400;

/**
 * @param {import('../../sqlite-types.js').Db} db
 * @param {{ now: number }} clock Unix seconds
 */
export function seedContests(db, { now }) {
  const upsertProblem = db.prepare(`INSERT INTO problems (code, name, category, difficulty, author, tester,
      statement, input_format, output_format, constraints, subtasks, samples, tags, editorial_url, video_url,
      direct_submit, added_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (code) DO NOTHING`);
  const upsertContest = db.prepare(`INSERT INTO contests (code, name, start_at, end_at, parent_code, div_number,
      div_name, min_rating, max_rating, duration, rated, registration, flexi, otp, proctored, team,
      announcements, rules, page_title, page_desc, penalised, auto_refresh, freezing_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (code) DO UPDATE SET start_at = excluded.start_at, end_at = excluded.end_at,
      freezing_at = excluded.freezing_at`);
  const insertContestProblem = db.prepare(`INSERT OR IGNORE INTO contest_problems
      (contest_code, problem_code, position, unscored, type, full_score, successful, total)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertResult = db.prepare(`INSERT OR IGNORE INTO contest_results (username, contest_code, problem_code, status, score)
    VALUES (?, ?, ?, ?, ?)`);
  const insertRegistration = db.prepare(`INSERT OR IGNORE INTO contest_participants (username, contest_code, registered_at)
    VALUES (?, ?, ?)`);
  const insertRating = db.prepare('INSERT OR IGNORE INTO live_ratings (username, contest_code, minute, rating) VALUES (?, ?, ?, ?)');

  db.transaction(() => {
    for (const p of PROBLEMS) {
      upsertProblem.run(p.code, p.name, p.category, p.difficulty, p.author, p.tester, p.statement, p.input, p.output,
        p.constraints, p.subtasks ?? '', JSON.stringify(p.samples), JSON.stringify(p.tags), p.editorial ?? '',
        p.video ?? '', Number(p.direct ?? false), now - ADDED_DAYS_AGO * 86400);
    }
    for (const c of CONTESTS) {
      const start = now + c.start;
      const end = start + c.minutes * 60;
      upsertContest.run(c.code, c.name, start, end, c.parent ?? null, c.div?.number ?? null, c.div?.name ?? null,
        c.div?.min ?? null, c.div?.max ?? null, c.duration ?? c.minutes, Number(c.rated ?? false), Number(c.registration ?? false),
        Number(c.flexi ?? false), c.otp ?? null, Number(c.proctored ?? false), Number(c.team ?? false),
        c.announcements ?? '', c.code === 'PRACTICE' ? '' : RULES, c.title ?? '', c.description ?? '', c.penalised ?? 0,
        Number(c.autoRefresh ?? true), c.freezeAfterMinutes ? start + c.freezeAfterMinutes * 60 : null);
      (c.problems ?? []).forEach(([code, o = {}], position) => {
        insertContestProblem.run(c.code, code, position, Number(o.unscored ?? false), o.type ?? 0, 100,
          o.successful ?? 500 + position * 37, o.total ?? 900 + position * 53);
      });
    }
    for (const [username, contest, problem, status, score] of RESULTS) insertResult.run(username, contest, problem, status, score);
    for (const [username, contest] of REGISTRATIONS) insertRegistration.run(username, contest, now - 86400);
    [[0, 1523], [15, 1548], [30, 1571], [45, 1602]].forEach(([minute, rating]) => insertRating.run('alice', 'START101', minute, rating));
  })();
}

// @ts-check
// Writes the catalog into the tables. Idempotent: rows that exist are kept, except the contest
// times and the seeded flexi starts, which are re-anchored to `now` at every start so the demo's
// running contests are always running.
import { CONTESTS, CONTEST_BANNERS, FLEXI_STARTS, LIVE_RATINGS, REGISTRATIONS, RESULTS, RULES, TEAMS } from './catalog.js';
import { roadmapProblems } from './practice-problems.js';
import { PROBLEMS } from './problems.js';
import { seedVerifications } from './proctoring.js';
import { rolledWindow } from './schedule.js';
import { derivedSecret } from '../../secrets.js';

/** Days ago each problem was added (deterministic, for date_added). */
const ADDED_DAYS_AGO = 400;
const DAY = 86400;

/**
 * Partial-score buckets below full marks for a problem with subtasks: the cumulative points of
 * the first k subtasks, each reached by a share of the full solvers' count.
 * @param {number[] | undefined} points @param {number} successful
 */
function partialBuckets(points, successful) {
  if (!points) return [];
  /** @type {[number, number][]} */
  const buckets = [];
  let sum = 0;
  points.slice(0, -1).forEach((p, k) => {
    sum += p;
    buckets.push([sum, Math.round(successful * (0.8 - 0.25 * k))]);
  });
  return buckets.reverse();
}

/**
 * The OTP of a seeded OTP contest outside the demo seed: 6 digits of the install's secret, so no
 * install shares one and none is in the source (read it from the contests table).
 * @param {import('../../sqlite-types.js').Db} db @param {string} code
 */
function installOtp(db, code) {
  return String(derivedSecret(db, 'contest-otp', code).readUInt32BE(0) % 1e6).padStart(6, '0');
}

/**
 * @param {import('../../sqlite-types.js').Db} db
 * @param {{ now: number, demo?: boolean }} clock Unix seconds; `demo`: OTP contests get the catalog's demo OTP
 */
export function seedContests(db, { now, demo = false }) {
  const insertProblem = db.prepare(`INSERT INTO problems (code, name, category, difficulty, author, tester,
      statement, input_format, output_format, constraints, subtasks, samples, tags, editorial_url, video_url,
      direct_submit, added_at, time_limit)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (code) DO NOTHING`);
  const upsertContest = db.prepare(`INSERT INTO contests (code, name, start_at, end_at, parent_code, div_number,
      div_name, min_rating, max_rating, duration, rated, registration, flexi, otp, proctored, team,
      announcements, rules, page_title, page_desc, penalised, auto_refresh, freezing_at,
      banner, introduction_url, editorials_url, stats_html, ttl)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (code) DO UPDATE SET start_at = excluded.start_at, end_at = excluded.end_at,
      freezing_at = excluded.freezing_at`);
  const insertContestProblem = db.prepare(`INSERT OR IGNORE INTO contest_problems
      (contest_code, problem_code, position, unscored, type, full_score, successful, total, partial_scores, locked, allow_submission)
    VALUES (?, ?, ?, ?, ?, 100, ?, ?, ?, ?, ?)`);
  const userExists = db.prepare('SELECT 1 FROM users WHERE username = ?');
  const insertResult = db.prepare(`INSERT OR IGNORE INTO contest_results (username, contest_code, problem_code, status, score)
    VALUES (?, ?, ?, ?, ?)`);
  const insertRegistration = db.prepare(`INSERT OR IGNORE INTO contest_participants (username, contest_code, registered_at, registered)
    VALUES (?, ?, ?, 1)`);
  const upsertStart = db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered, started_at)
    VALUES (?, ?, ?, 0, ?) ON CONFLICT (username, contest_code) DO UPDATE SET started_at = excluded.started_at`);
  const insertTeam = db.prepare('INSERT OR IGNORE INTO contest_teams (contest_code, name) VALUES (?, ?)');
  const insertMember = db.prepare('INSERT OR IGNORE INTO contest_team_members (contest_code, team_name, username) VALUES (?, ?, ?)');
  const insertRating = db.prepare('INSERT OR IGNORE INTO live_ratings (username, contest_code, minute, rating) VALUES (?, ?, ?, ?)');

  const contestProblems = new Map(PROBLEMS.map((p) => [p.code, p]));
  const practiceRows = roadmapProblems(new Set(contestProblems.keys()));
  const ratings = new Map([...PROBLEMS, ...practiceRows].map((p) => [p.code, p.difficulty]));
  /** @param {string} username */
  const known = (username) => Boolean(userExists.get(username));

  db.transaction(() => {
    for (const p of [...PROBLEMS, ...practiceRows]) {
      insertProblem.run(p.code, p.name, p.category, p.difficulty, p.author, p.tester, p.statement, p.input, p.output,
        p.constraints, p.subtasks ?? '', JSON.stringify(p.samples), JSON.stringify(p.tags), p.editorial ?? '',
        p.video ?? '', Number(p.direct ?? false), now - ADDED_DAYS_AGO * DAY, p.timeLimit ?? 1);
    }
    for (const c of CONTESTS) {
      const { start, end, freezing } = rolledWindow(c, now, now);
      const banner = c.banner ?? (c.code.startsWith('START') ? CONTEST_BANNERS.starters : CONTEST_BANNERS.other);
      upsertContest.run(c.code, c.name, start, end, c.parent ?? null, c.div?.number ?? null, c.div?.name ?? null,
        c.div?.min ?? null, c.div?.max ?? null, c.duration ?? c.minutes, Number(c.rated ?? false),
        Number(c.registration ?? false), Number(c.flexi ?? false), c.otp ? (demo ? c.otp : installOtp(db, c.code)) : null, Number(c.proctored ?? false),
        Number(c.team ?? false), c.announcements ?? '', c.code === 'PRACTICE' ? '' : RULES, c.title ?? '',
        c.description ?? '', c.penalised ?? 0, Number(c.autoRefresh ?? true),
        freezing,
        banner, c.introduction ?? '', c.editorials ?? '', c.stats ?? null, c.ttl ?? 60);
      /** @type {[string, import('./catalog.js').ContestProblemOptions][]} */
      const problems = (c.problems ?? []).map(([code, o = {}]) => [code, o]);
      if (c.code === 'PRACTICE') for (const p of practiceRows) problems.push([p.code, {}]);
      problems.forEach(([code, o], position) => {
        const points = contestProblems.get(code)?.subtaskPoints;
        const rating = ratings.get(code) ?? 1000;
        const successful = o.successful ?? Math.max(40, 9000 - rating * 4 - position * 37);
        const total = o.total ?? Math.round(successful * 1.6) + position * 53;
        insertContestProblem.run(c.code, code, position, Number(o.unscored ?? false), points ? 3 : 0,
          successful, total, JSON.stringify(partialBuckets(points, successful)), Number(o.locked ?? false), Number(!o.noSubmit));
      });
    }
    for (const [username, contest, problem, status, score] of RESULTS) {
      if (known(username)) insertResult.run(username, contest, problem, status, score);
    }
    for (const [username, contest] of REGISTRATIONS) {
      if (known(username)) insertRegistration.run(username, contest, now - DAY);
    }
    for (const [username, contest, offset] of FLEXI_STARTS) {
      if (known(username)) upsertStart.run(username, contest, now + offset, now + offset);
    }
    for (const [contest, team, members] of TEAMS) {
      insertTeam.run(contest, team);
      for (const username of members) if (known(username)) insertMember.run(contest, team, username);
    }
    seedVerifications(db, known);
    for (const [username, contest, points] of LIVE_RATINGS) {
      if (known(username)) for (const [minute, rating] of points) insertRating.run(username, contest, minute, rating);
    }
  })();
}

// @ts-check
// Contests and problems (the contest and problem detail answers): the contest and contest-problem
// answers in the live site's shapes (problems keyed by code, numbers as strings, Unix seconds),
// the running/upcoming list, and (contests/actions.js) the flexi-time start, the OTP unlock and
// registration. Admins get manage links. Seed data: contests/catalog.js, problems.js,
// practice-problems.js. Other features may read `contests (code, name, start_at, end_at)`.
import { sendCached } from '../answer-cache.js';
import { signedInUser } from '../http-session.js';
import { PRACTICE_CODE, findContest, participantOf } from './contests/access.js';
import { otpAttemptsMigration, registerContestActions } from './contests/actions.js';
import { registerRegistrationRoutes } from './contests/registration.js';
import { registerProctoringRoutes } from './contests/proctoring.js';
import { startRollingSchedule } from './contests/schedule.js';
import { registerSubmissionRoutes } from './contests/submissions.js';
import { MAX_PROBLEM_PAGE, PROBLEM_PAGE_SIZE, contestAnswer, contestProblemPage } from './contests/contest-answer.js';
import { problemAnswer } from './contests/problem-answer.js';
import { seedContests } from './contests/seed.js';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 400,
    name: 'contests, problems, participants, results, live ratings',
    sql: `
      CREATE TABLE contests (
        code TEXT PRIMARY KEY, name TEXT NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL,
        parent_code TEXT REFERENCES contests (code), div_number INTEGER, div_name TEXT, min_rating INTEGER,
        max_rating INTEGER, duration INTEGER NOT NULL, rated INTEGER NOT NULL DEFAULT 0,
        registration INTEGER NOT NULL DEFAULT 0, flexi INTEGER NOT NULL DEFAULT 0, otp TEXT,
        proctored INTEGER NOT NULL DEFAULT 0, team INTEGER NOT NULL DEFAULT 0,
        announcements TEXT NOT NULL DEFAULT '', rules TEXT NOT NULL DEFAULT '',
        page_title TEXT NOT NULL DEFAULT '', page_desc TEXT NOT NULL DEFAULT '',
        penalised INTEGER NOT NULL DEFAULT 0, auto_refresh INTEGER NOT NULL DEFAULT 1, freezing_at INTEGER
      );
      CREATE TABLE problems (
        code TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, difficulty INTEGER NOT NULL,
        author TEXT NOT NULL, tester TEXT NOT NULL, statement TEXT NOT NULL, input_format TEXT NOT NULL,
        output_format TEXT NOT NULL, constraints TEXT NOT NULL, subtasks TEXT NOT NULL, samples TEXT NOT NULL,
        tags TEXT NOT NULL, editorial_url TEXT NOT NULL, video_url TEXT NOT NULL,
        direct_submit INTEGER NOT NULL DEFAULT 0, added_at INTEGER NOT NULL
      );
      CREATE TABLE contest_problems (
        contest_code TEXT NOT NULL REFERENCES contests (code), problem_code TEXT NOT NULL REFERENCES problems (code),
        position INTEGER NOT NULL, unscored INTEGER NOT NULL DEFAULT 0, type INTEGER NOT NULL DEFAULT 0,
        full_score INTEGER NOT NULL DEFAULT 100, successful INTEGER NOT NULL DEFAULT 0, total INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (contest_code, problem_code)
      );
      CREATE TABLE contest_participants (
        username TEXT NOT NULL, contest_code TEXT NOT NULL REFERENCES contests (code),
        registered_at INTEGER NOT NULL, started_at INTEGER, unlocked INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (username, contest_code)
      );
      CREATE TABLE contest_results (
        username TEXT NOT NULL, contest_code TEXT NOT NULL, problem_code TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('attempted', 'solved', 'partially_solved')), score INTEGER NOT NULL,
        PRIMARY KEY (username, contest_code, problem_code)
      );
      CREATE TABLE live_ratings (
        username TEXT NOT NULL, contest_code TEXT NOT NULL, minute INTEGER NOT NULL, rating INTEGER NOT NULL,
        PRIMARY KEY (username, contest_code, minute)
      );
    `,
  },
  {
    version: 401,
    name: 'contest banners, links, ttl; problem limits; registration flag; teams; visits',
    sql: `
      ALTER TABLE contests ADD COLUMN banner TEXT NOT NULL DEFAULT '';
      ALTER TABLE contests ADD COLUMN introduction_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE contests ADD COLUMN editorials_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE contests ADD COLUMN stats_html TEXT;
      ALTER TABLE contests ADD COLUMN ttl INTEGER NOT NULL DEFAULT 60 CHECK (ttl > 0);
      CREATE INDEX contests_parent ON contests (parent_code);

      ALTER TABLE problems ADD COLUMN time_limit REAL NOT NULL DEFAULT 1;
      ALTER TABLE problems ADD COLUMN source_limit INTEGER NOT NULL DEFAULT 50000;
      ALTER TABLE problems ADD COLUMN languages TEXT NOT NULL
        DEFAULT 'CPP20, PYTH 3, C, JAVA, PYP3, CS2, NODEJS, GO, TS, PHP, kotlin, rust';

      -- Cumulative partial scores below full marks: [[score, count], ...], highest first.
      ALTER TABLE contest_problems ADD COLUMN partial_scores TEXT NOT NULL DEFAULT '[]';
      CREATE INDEX contest_problems_problem ON contest_problems (problem_code);

      -- A participant row also records an OTP unlock or a flexi start without registering.
      ALTER TABLE contest_participants ADD COLUMN registered INTEGER NOT NULL DEFAULT 1 CHECK (registered IN (0, 1));
      CREATE INDEX contest_results_contest ON contest_results (contest_code, username);

      CREATE TABLE contest_teams (
        contest_code TEXT NOT NULL REFERENCES contests (code) ON DELETE CASCADE,
        name         TEXT NOT NULL,
        PRIMARY KEY (contest_code, name)
      );
      CREATE TABLE contest_team_members (
        contest_code TEXT NOT NULL,
        team_name    TEXT NOT NULL,
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        PRIMARY KEY (contest_code, username),
        FOREIGN KEY (contest_code, team_name) REFERENCES contest_teams (contest_code, name) ON DELETE CASCADE
      );
      CREATE TABLE contest_visits (
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        contest_code TEXT NOT NULL REFERENCES contests (code) ON DELETE CASCADE,
        visited_at   INTEGER NOT NULL,
        PRIMARY KEY (username, contest_code)
      );
    `,
  },
  {
    version: 402,
    name: 'locked problems, per-problem submission switch, proctoring verifications',
    sql: `
      -- A locked problem is listed but may not be viewed (problemsstats.locked); allow_submission 0
      -- closes submissions to one problem while the contest runs.
      ALTER TABLE contest_problems ADD COLUMN locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1));
      ALTER TABLE contest_problems ADD COLUMN allow_submission INTEGER NOT NULL DEFAULT 1 CHECK (allow_submission IN (0, 1));
      -- Who passed the proctoring check of a proctored contest, with the token their page sends;
      -- failing = 1 makes every re-check fail (the demo of the 3-failures reload).
      CREATE TABLE proctoring_verifications (
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        contest_code TEXT NOT NULL REFERENCES contests (code) ON DELETE CASCADE,
        token        TEXT NOT NULL,
        failing      INTEGER NOT NULL DEFAULT 0 CHECK (failing IN (0, 1)),
        PRIMARY KEY (username, contest_code)
      );
    `,
  },
  otpAttemptsMigration,
];


export const seed = seedContests;

/** Contest codes as the SPA's routes accept them; problem codes are matched exactly (no case folding). */
const CONTEST_CODE = '^[A-Za-z0-9_]{2,30}$';
const PROBLEM_CODE = '^[A-Za-z0-9_]{1,30}$';

// GET calls carry the client's cache-busting timestamp `_`; nothing else is accepted.
const timestampQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
const codeParams = {
  type: 'object', additionalProperties: false, required: ['code'],
  properties: { code: { type: 'string', pattern: CONTEST_CODE } },
};
const problemParams = {
  type: 'object', additionalProperties: false, required: ['code', 'pcode'],
  properties: { code: { type: 'string', pattern: CONTEST_CODE }, pcode: { type: 'string', pattern: PROBLEM_CODE } },
};

/** ISO 8601 in UTC (`2026-11-03T14:30:00.000Z`), which the live site's *_iso dates also are (with an offset). @param {number} seconds */
const isoDate = (seconds) => new Date(seconds * 1000).toISOString();

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;

  // Both answers depend on the database, the user and the clock's second: kept in the answer
  // cache (../answer-cache.js) under the contest, problem and username, for that second only.
  app.get('/api/contests/:code', { schema: { params: codeParams, querystring: timestampQuery } }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const now = app.nowSeconds();
    // Per-user answer (registration, results, manage link): never from a shared cache.
    reply.header('cache-control', 'private, no-store');
    const compute = () => {
      const contest = findContest(db, code);
      if (!contest) {
        reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
        return undefined;
      }
      const user = signedInUser(request);
      return contestAnswer(db, contest, user, participantOf(db, user?.username, code), now);
    };
    // A signed-in user's answer records the visit (a write), so it is computed every time.
    if (request.session?.username) return compute() ?? reply;
    return sendCached(reply, `contest\0${code}`, now, compute);
  });

  // The rest of a paged contest answer (INLINE_PROBLEMS_MAX): its problems from `offset` on.
  const problemPageQuery = {
    type: 'object', additionalProperties: false,
    properties: {
      offset: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: MAX_PROBLEM_PAGE },
      _: { type: 'integer', minimum: 0 },
    },
  };
  app.get('/api/contests/:code/problems', { schema: { params: codeParams, querystring: problemPageQuery } }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const { offset = 0, limit = PROBLEM_PAGE_SIZE } = /** @type {{ offset?: number, limit?: number }} */ (request.query);
    const now = app.nowSeconds();
    reply.header('cache-control', 'private, no-store');
    return sendCached(reply, `contest-problems\0${code}\0${offset}\0${limit}\0${request.session?.username ?? ''}`, now, () => {
      const contest = findContest(db, code);
      if (!contest) {
        reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
        return undefined;
      }
      const user = signedInUser(request);
      return contestProblemPage(db, contest, participantOf(db, user?.username, code), now, offset, limit);
    });
  });

  app.get('/api/contests/:code/problems/:pcode', {
    schema: { params: problemParams, querystring: timestampQuery },
  }, async (request, reply) => {
    const { code, pcode } = /** @type {{ code: string, pcode: string }} */ (request.params);
    const now = app.nowSeconds();
    reply.header('cache-control', 'private, no-store');
    return sendCached(reply, `problem\0${code}\0${pcode}\0${request.session?.username ?? ''}`, now, () => {
      const contest = findContest(db, code);
      const user = signedInUser(request);
      const answer = contest && problemAnswer(db, contest, pcode, user, participantOf(db, user?.username, code), now);
      if (!answer) reply.code(404).send({ status: 'error', message: 'Problem does not exist.' });
      else if ('refusal' in answer) reply.code(403).send({ status: 'error', message: answer.refusal });
      else return answer;
      return undefined;
    });
  });

  // Running and future top-level contests (divisions are reached through their parent), soonest first.
  const runningUpcoming = db.prepare(`SELECT code, name, start_at, end_at FROM contests
    WHERE end_at >= ? AND parent_code IS NULL AND code NOT IN ('${PRACTICE_CODE}', 'LEARNDSA')
    ORDER BY start_at, code`);
  app.get('/api/runningUpcomingContests/data', { schema: { querystring: timestampQuery } }, async () => {
    const rows = /** @type {{ code: string, name: string, start_at: number, end_at: number }[]} */ (
      runningUpcoming.all(app.nowSeconds()));
    return {
      status: 'success',
      contests: rows.map((r) => ({ code: r.code, name: r.name, start_date: isoDate(r.start_at), end_date: isoDate(r.end_at) })),
    };
  });

  registerContestActions(app, { params: codeParams });
  registerRegistrationRoutes(app, { params: codeParams });
  registerProctoringRoutes(app, { params: codeParams });
  registerSubmissionRoutes(app);
  if (app.rollingSchedule) startRollingSchedule(app);
}

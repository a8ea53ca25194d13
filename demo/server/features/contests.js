// @ts-check
// Contests and problems (SPEC §3 Contest, Problem detail; §7): the contest and contest-problem
// answers in the live site's shapes (problems keyed by code, numbers as strings, Unix seconds),
// the running/upcoming list, the flexi-time start and the OTP unlock. Admins get manage links.
import { signedInUser } from '../http-session.js';
import { contestAnswer, problemAnswer } from './contests/answers.js';
import { seedContests } from './contests/seed.js';

const CODE = '^[A-Za-z0-9_]{2,30}$';

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
];

export const seed = seedContests;

const timestampQuery = { type: 'object', additionalProperties: false, properties: { _: { type: 'integer', minimum: 0 } } };
const codeParams = {
  type: 'object', additionalProperties: false, required: ['code'],
  properties: { code: { type: 'string', pattern: CODE } },
};
const problemParams = {
  type: 'object', additionalProperties: false, required: ['code', 'pcode'],
  properties: { code: { type: 'string', pattern: CODE }, pcode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' } },
};

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;
  const findContest = db.prepare('SELECT * FROM contests WHERE code = ?');
  const participantOf = db.prepare('SELECT * FROM contest_participants WHERE username = ? AND contest_code = ?');

  /** @param {string} code */
  const contestRow = (code) => /** @type {import('./contests/answers.js').ContestRow | undefined} */ (findContest.get(code));
  /** @param {string | undefined} username @param {string} code */
  const participant = (username, code) => (username
    ? /** @type {import('./contests/answers.js').ParticipantRow | undefined} */ (participantOf.get(username, code))
    : undefined);

  app.get('/api/contests/:code', { schema: { params: codeParams, querystring: timestampQuery } }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const contest = contestRow(code);
    if (!contest) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    reply.header('cache-control', 'private, no-store');
    return contestAnswer(db, contest, signedInUser(request), app.nowSeconds());
  });

  app.get('/api/contests/:code/problems/:pcode', { schema: { params: problemParams, querystring: timestampQuery } }, async (request, reply) => {
    const { code, pcode } = /** @type {{ code: string, pcode: string }} */ (request.params);
    const contest = contestRow(code);
    const answer = contest && problemAnswer(db, contest, pcode, signedInUser(request), app.nowSeconds());
    if (!answer) return reply.code(404).send({ status: 'error', message: 'Problem does not exist.' });
    reply.header('cache-control', 'private, no-store');
    if ('refusal' in answer) return reply.code(403).send({ status: 'error', message: answer.refusal });
    return answer;
  });

  app.get('/api/runningUpcomingContests/data', { schema: { querystring: timestampQuery } }, async () => {
    const now = app.nowSeconds();
    const rows = /** @type {{ code: string, name: string, start_at: number, end_at: number }[]} */ (db.prepare(
      `SELECT code, name, start_at, end_at FROM contests
       WHERE end_at >= ? AND parent_code IS NULL AND code NOT IN ('PRACTICE', 'LEARNDSA')
       ORDER BY start_at, code`).all(now));
    // Dates as ISO 8601 with the offset, like the live site's contest_start_date_iso.
    const iso = (/** @type {number} */ s) => new Date(s * 1000).toISOString();
    return { status: 'success', contests: rows.map((r) => ({ code: r.code, name: r.name, start_date: iso(r.start_at), end_date: iso(r.end_at) })) };
  });

  app.post('/api/contests/:code/times', {
    schema: {
      params: codeParams,
      body: { type: 'object', additionalProperties: false, required: ['start_contest'], properties: { start_contest: { type: 'boolean', const: true } } },
    },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const user = signedInUser(request);
    const contest = contestRow(code);
    if (!contest) return reply.code(404).send({ status: 'error', errors: ['Contest does not exist.'] });
    if (!user) return reply.code(401).send({ status: 'error', errors: ['Please login to start the contest.'] });
    const now = app.nowSeconds();
    const mine = participant(user.username, code);
    /** @type {string[]} */
    const errors = [];
    if (!contest.flexi) errors.push('This contest does not have a personal start time.');
    else if (now < contest.start_at) errors.push('The contest has not started yet.');
    else if (now > contest.end_at) errors.push('The contest has ended.');
    else if (contest.registration && !mine) errors.push('You can start the contest after you register.');
    else if (mine?.started_at) errors.push('You have already started this contest.');
    if (errors.length) return reply.code(400).send({ status: 'error', errors });
    db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, started_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (username, contest_code) DO UPDATE SET started_at = excluded.started_at`).run(user.username, code, now, now);
    return { status: 'success', errors: [] };
  });

  app.post('/api/token/login/:code', {
    schema: {
      params: codeParams,
      body: { type: 'object', additionalProperties: false, required: ['OTP'], properties: { OTP: { type: 'string', minLength: 1, maxLength: 20 } } },
    },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    const { OTP } = /** @type {{ OTP: string }} */ (request.body);
    const user = signedInUser(request);
    const contest = contestRow(code);
    if (!contest) return reply.code(404).send({ status: 'error', msg: 'Contest does not exist.' });
    if (!user) return reply.code(401).send({ status: 'error', msg: 'Please login to unlock the contest.' });
    if (!contest.otp) return reply.code(400).send({ status: 'error', msg: 'This contest does not need an OTP.' });
    if (OTP.trim() !== contest.otp) return reply.code(400).send({ status: 'error', msg: 'The OTP is not valid for this contest.' });
    db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, unlocked) VALUES (?, ?, ?, 1)
      ON CONFLICT (username, contest_code) DO UPDATE SET unlocked = 1`).run(user.username, code, app.nowSeconds());
    return { status: 'success', msg: 'You have unlocked the contest.' };
  });

}

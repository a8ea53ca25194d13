// @ts-check
// A problem's submissions, the status page's list (/status/{code}, /{contest}/status/{code}):
// GET /api/submissions/{contest}/{problem}?sortBy&page&itemsPerPage&filterBy&order&search, a list in
// the data table's server-side mode ({status, rows: [{id, user, language, verdict, time (s),
// memory (KiB), date (Unix s)}], total, page, itemsPerPage}); filters user, language, verdict
// (exact, any case); search in user names; each parameter validated like the other lists (a bad
// value is a 400 with a message). GET …/autocomplete/?query&qparam=user|language|verdict suggests
// the filters' values. Hidden like the problem while it is (contests/access.js). The rows are
// seeded (submissions/seed.js): the demo has no judge.
import { findContest, hiddenBecause, participantOf } from './contests/access.js';
import { signedInUser } from '../http-session.js';
import { TableQueryError, containsPattern, pageOf, readTableQuery, tableQuerySchema } from './datatables/query.js';
import { LANGUAGES, VERDICTS, seedSubmissions } from './submissions/seed.js';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 2300,
    name: 'submissions',
    sql: `
      CREATE TABLE submissions (
        id           INTEGER PRIMARY KEY,
        contest_code TEXT NOT NULL,
        problem_code TEXT NOT NULL,
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        language     TEXT NOT NULL,
        verdict      TEXT NOT NULL,
        time         REAL NOT NULL,
        memory       INTEGER NOT NULL,
        submitted_at INTEGER NOT NULL
      );
      CREATE INDEX submissions_by_problem ON submissions (contest_code, problem_code, submitted_at);
    `,
  },
];

export const seed = seedSubmissions;

const NO_PROBLEM_TEXT = 'Problem does not exist.';
const FILTERS = ['user', 'language', 'verdict'];
const SORTS = /** @type {const} */ ({
  id: 'id', user: 'username COLLATE NOCASE', language: 'language', verdict: 'verdict', time: 'time', memory: 'memory', date: 'submitted_at',
});
const COLUMNS = /** @type {const} */ ({ user: 'username', language: 'language', verdict: 'verdict' });

const params = {
  type: 'object', additionalProperties: false, required: ['contest', 'problem'],
  properties: { contest: { type: 'string', pattern: '^[A-Za-z0-9_]{2,30}$' }, problem: { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' } },
};
const suggestionQuery = {
  type: 'object', additionalProperties: false, required: ['qparam'],
  properties: {
    query: { type: 'string', maxLength: 100 },
    qparam: { type: 'string', enum: FILTERS },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
    _: { type: 'integer', minimum: 0 },
  },
};

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;
  const problemIn = db.prepare('SELECT 1 FROM contest_problems WHERE contest_code = ? AND problem_code = ?').pluck();
  /** @type {Map<string, import('../sqlite-types.js').Statement>} */
  const statements = new Map();
  const prepared = (/** @type {string} */ sql) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  /**
   * The problem's contest when the asker may see the problem; otherwise the answer already sent.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   */
  const visible = (request, reply) => {
    const { contest, problem } = /** @type {{ contest: string, problem: string }} */ (request.params);
    const row = findContest(db, contest);
    if (!row || !problemIn.get(contest, problem)) return reply.code(404).send({ status: 'error', message: NO_PROBLEM_TEXT });
    const hidden = hiddenBecause(row, participantOf(db, signedInUser(request)?.username, contest), app.nowSeconds());
    if (hidden) return reply.code(403).send({ status: 'error', message: hidden.message });
    return null;
  };

  app.get('/api/submissions/:contest/:problem', { schema: { params, querystring: tableQuerySchema(Object.keys(SORTS)) } }, async (request, reply) => {
    let query;
    try {
      query = readTableQuery(/** @type {Record<string, unknown>} */ (request.query), { defaultSort: 'date', filters: FILTERS });
    } catch (error) {
      if (error instanceof TableQueryError) return reply.code(400).send({ status: 'error', message: error.message });
      throw error;
    }
    if (visible(request, reply)) return reply;
    const { contest, problem } = /** @type {{ contest: string, problem: string }} */ (request.params);
    const where = ['contest_code = :contest', 'problem_code = :problem'];
    /** @type {Record<string, unknown>} */
    const args = { contest, problem };
    for (const name of FILTERS) {
      const value = query.filters.get(name);
      if (value === undefined) continue;
      where.push(`lower(${COLUMNS[/** @type {keyof typeof COLUMNS} */ (name)]}) = lower(:${name})`);
      args[name] = value;
    }
    if (query.search) {
      where.push("username LIKE :search ESCAPE '\\'");
      args.search = containsPattern(query.search);
    }
    const from = `FROM submissions WHERE ${where.join(' AND ')}`;
    const total = Number(prepared(`SELECT count(*) ${from}`).pluck().get(args));
    const { page, offset } = pageOf(total, query);
    const sort = SORTS[/** @type {keyof typeof SORTS} */ (query.sortBy)];
    const rows = prepared(`SELECT id, username AS user, language, verdict, time, memory, submitted_at AS date ${from}
      ORDER BY ${sort} ${query.order}, id ${query.order} LIMIT :limit OFFSET :offset`).all({ ...args, limit: query.itemsPerPage, offset });
    reply.header('cache-control', 'private, max-age=0');
    return { status: 'success', rows, total, page, itemsPerPage: query.itemsPerPage };
  });

  app.get('/api/submissions/:contest/:problem/autocomplete/', { schema: { params, querystring: suggestionQuery } }, async (request, reply) => {
    if (visible(request, reply)) return reply;
    const { contest, problem } = /** @type {{ contest: string, problem: string }} */ (request.params);
    const { qparam, query = '', limit = 10 } = /** @type {{ qparam: string, query?: string, limit?: number }} */ (request.query);
    const needle = query.trim().toLowerCase();
    const values = qparam === 'user'
      ? /** @type {string[]} */ (prepared(`SELECT DISTINCT username FROM submissions WHERE contest_code = ? AND problem_code = ?
          AND lower(username) LIKE ? ESCAPE '\\' ORDER BY username COLLATE NOCASE LIMIT ?`).pluck().all(contest, problem, containsPattern(needle), limit))
      : (qparam === 'language' ? LANGUAGES : VERDICTS).filter((v) => v.toLowerCase().includes(needle)).slice(0, limit);
    return { status: 'success', filter: qparam, suggestions: values.map((value) => ({ name: value, value })) };
  });
}

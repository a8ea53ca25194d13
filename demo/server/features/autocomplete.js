// @ts-check
// Suggestion endpoints of the auto-complete inputs:
//   GET /submission/autocomplete/{handle|pcode|ccode}?term=   -> [{label, value}]  (users, problems, contests)
//   GET /codechef_register/autocomplete/organisation?term=    -> [{id, label}]
//   GET|POST /api/search/autocomplete/?qparam=&query=[&contest=][&limit=]
//        the generic `{ajaxUrl}/autocomplete/` endpoint of the table filter and the generic input:
//        qparam names what to suggest (username, country, institution, problem, contest), query is
//        the typed text, contest (the filter-specific parameter) narrows users and countries to a
//        contest's participants; answers {status: 'success', suggestions: [{name, value}]}.
// Matches ignore case; names starting with the text come first, then names containing it, each
// alphabetically. Every parameter is validated (400 {status: 'error', message} naming it).
// Seed: thousands of organisations and users (autocomplete/seed.js).
import { seedSuggestionData } from './autocomplete/seed.js';
import { cachedStatement } from '../statements.js';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 1700,
    name: 'organisations for the registration form and the institution filter',
    sql: `
      CREATE TABLE organisations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE);
    `,
  },
  {
    // 'IIT' finds 'Indian Institute of Technology Bombay' (seed.js acronymOf fills it).
    version: 1701,
    name: 'organisations: acronyms',
    sql: `
      ALTER TABLE organisations ADD COLUMN acronym TEXT NOT NULL DEFAULT '';
      CREATE INDEX organisations_by_acronym ON organisations (acronym);
    `,
  },
];

/** @param {import('../sqlite-types.js').Db} db @param {{ now: number }} clock */
export function seed(db, clock) {
  seedSuggestionData(db, clock);
}

/** At most this many suggestions per answer (the widgets show fewer: 7 or 10). */
const MAX_ANSWER = 20;
const CODE_PATTERN = '^[A-Za-z0-9_]{1,30}$';

const termSchema = { type: 'string', minLength: 1, maxLength: 100 };

/** LIKE patterns for "starts with" and "contains", with the text's own % and _ taken literally. */
function likePatterns(text) {
  const escaped = text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return { starts: `${escaped}%`, contains: `%${escaped}%` };
}

/**
 * One ranked lookup: `column` of `from`, names starting with the text first.
 * @param {import('../sqlite-types.js').Db} db
 * @param {{ select: string, from: string, column: string, fromParams?: unknown[] }} query
 * @param {string} text
 * @param {number} limit
 */
function ranked(db, { select, from, column, fromParams = [] }, text, limit) {
  const { starts, contains } = likePatterns(text);
  // One shape per kind of lookup (a handful, none from the request): each prepared once.
  return cachedStatement(db, `SELECT ${select} FROM ${from}
      WHERE ${column} LIKE ? ESCAPE '\\'
      ORDER BY CASE WHEN ${column} LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, ${column} COLLATE NOCASE
      LIMIT ?`).all(...fromParams, contains, starts, limit);
}

/**
 * Organisations by name or acronym: names starting with the text, then acronyms starting with it
 * ('IIT' -> every Indian Institute of Technology), then names containing it.
 * @param {import('../sqlite-types.js').Db} db @param {string} select @param {string} text @param {number} limit
 */
function organisations(db, select, text, limit) {
  const { starts, contains } = likePatterns(text);
  // An acronym is one word of letters: 'IIT', 'nit'. Other text never matches one.
  const acronym = /^[A-Za-z]{2,10}$/.test(text.trim()) ? `${text.trim().toUpperCase()}%` : '';
  return cachedStatement(db, `SELECT ${select} FROM organisations
      WHERE name LIKE ? ESCAPE '\\' OR (? <> '' AND acronym LIKE ?)
      ORDER BY CASE WHEN name LIKE ? ESCAPE '\\' THEN 0 WHEN ? <> '' AND acronym LIKE ? THEN 1 ELSE 2 END, name COLLATE NOCASE
      LIMIT ?`).all(contains, acronym, acronym, starts, acronym, acronym, limit);
}

/**
 * `code - name` suggestions from `table` (problems or contests): codes that start with the
 * term, then names that do, then codes or names that contain it.
 * @param {import('../sqlite-types.js').Db} db @param {'problems' | 'contests'} table @param {string} term
 */
function byCodeOrName(db, table, term) {
  const { starts, contains } = likePatterns(term);
  return cachedStatement(db, `SELECT code || ' - ' || name AS label, code AS value FROM ${table}
      WHERE code LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\'
      ORDER BY CASE WHEN code LIKE ? ESCAPE '\\' THEN 0 WHEN name LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, code
      LIMIT ?`).all(contains, contains, starts, starts, MAX_ANSWER);
}

/** What the submission form's three inputs suggest. */
const SUBMISSION_LOOKUPS = {
  handle: (db, term) => ranked(db, { select: 'username AS label, username AS value', from: 'users', column: 'username' }, term, MAX_ANSWER),
  pcode: (db, term) => byCodeOrName(db, 'problems', term),
  ccode: (db, term) => byCodeOrName(db, 'contests', term),
};

const PARTICIPANTS = `(SELECT username FROM contest_participants WHERE contest_code = ?
  UNION SELECT username FROM contest_results WHERE contest_code = ?)`;

/** Users (all, or a contest's participants) as a FROM source with its parameters. */
const usersOf = (contest) => contest
  ? { from: `(SELECT * FROM users WHERE username IN ${PARTICIPANTS})`, fromParams: [contest, contest] }
  : { from: 'users', fromParams: [] };

/**
 * The generic endpoint's kinds: each returns [{name, value}].
 * @type {Record<string, (db: import('../sqlite-types.js').Db, text: string, limit: number, contest?: string) => unknown[]>}
 */
const GENERIC_LOOKUPS = {
  username: (db, text, limit, contest) =>
    ranked(db, { select: 'username AS name, username AS value', column: 'username', ...usersOf(contest) }, text, limit),
  country: (db, text, limit, contest) => {
    const users = usersOf(contest);
    return ranked(db, {
      select: 'country AS name, country AS value',
      from: `(SELECT DISTINCT country FROM ${users.from} WHERE country IS NOT NULL)`,
      fromParams: users.fromParams,
      column: 'country',
    }, text, limit);
  },
  institution: (db, text, limit) => organisations(db, 'name, name AS value', text, limit),
  problem: (db, text, limit) => ranked(db, { select: 'name, code AS value', from: 'problems', column: 'name' }, text, limit),
  contest: (db, text, limit) => ranked(db, { select: 'name, code AS value', from: 'contests', column: 'name' }, text, limit),
};

const genericFields = {
  type: 'object',
  additionalProperties: false,
  required: ['qparam', 'query'],
  properties: {
    qparam: { type: 'string', enum: Object.keys(GENERIC_LOOKUPS) },
    query: termSchema,
    contest: { type: 'string', pattern: CODE_PATTERN },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
};

/** @type {import('fastify').FastifyPluginAsync} */
export async function routes(app) {
  const db = app.db;

  app.get('/submission/autocomplete/:field', {
    schema: {
      params: {
        type: 'object', additionalProperties: false, required: ['field'],
        properties: { field: { type: 'string', enum: Object.keys(SUBMISSION_LOOKUPS) } },
      },
      querystring: { type: 'object', additionalProperties: false, required: ['term'], properties: { term: termSchema } },
    },
  }, async (request) => {
    const { field } = /** @type {{ field: keyof typeof SUBMISSION_LOOKUPS }} */ (request.params);
    const { term } = /** @type {{ term: string }} */ (request.query);
    return SUBMISSION_LOOKUPS[field](db, term);
  });

  app.get('/codechef_register/autocomplete/organisation', {
    schema: {
      querystring: { type: 'object', additionalProperties: false, required: ['term'], properties: { term: termSchema } },
    },
  }, async (request) => {
    const { term } = /** @type {{ term: string }} */ (request.query);
    return organisations(db, 'id, name AS label', term, MAX_ANSWER);
  });

  const contestExists = db.prepare('SELECT 1 FROM contests WHERE code = ?');
  /** @param {{ qparam: string, query: string, contest?: string, limit?: number }} fields @param {import('fastify').FastifyReply} reply */
  function generic(fields, reply) {
    const contest = fields.contest?.toUpperCase();
    if (contest && !contestExists.get(contest)) {
      return reply.code(404).send({ status: 'error', message: `Contest ${contest} does not exist` });
    }
    const suggestions = GENERIC_LOOKUPS[fields.qparam](db, fields.query, fields.limit ?? 10, contest);
    return { status: 'success', suggestions };
  }

  app.get('/api/search/autocomplete/', { schema: { querystring: genericFields } },
    async (request, reply) => generic(/** @type {any} */ (request.query), reply));
  app.post('/api/search/autocomplete/', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: {} }, body: genericFields },
  }, async (request, reply) => generic(/** @type {any} */ (request.body), reply));
}

// @ts-check
// Server-side mode lists for the data table ("GET (table server-side mode)"): the
// practice problems, a contest's ranklist and the past contests, each honouring sortBy, page,
// itemsPerPage, filterBy, order and search (each validated: a bad value is a 400 with a message),
// plus the table filter's suggestions ({ajaxUrl}/autocomplete/). Seeds thousands of problems
// and contestants (datatables/seed.js) so paging is real, and BIG10K, a contest of 10,000 problems.
import { LEVELS, PAST_SORTS, PRACTICE_FILTERS, PRACTICE_SORTS, RANKING_FILTERS, RANKING_SORTS,
  pastContests, practiceList, practiceSuggestions, rankingList, rankingSuggestions } from './datatables/lists.js';
import { TableQueryError, readTableQuery, tableQuerySchema } from './datatables/query.js';
import { seedDataTables } from './datatables/seed.js';
import { sendCached } from '../answer-cache.js';

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 800,
    name: 'ranklist contestants and institutions',
    sql: `
      CREATE TABLE ranklist_entries (
        contest_code TEXT NOT NULL REFERENCES contests (code) ON DELETE CASCADE,
        username     TEXT NOT NULL,
        score        INTEGER NOT NULL CHECK (score >= 0),
        penalty      INTEGER NOT NULL CHECK (penalty >= 0),
        country      TEXT NOT NULL,
        institution  TEXT NOT NULL,
        PRIMARY KEY (contest_code, username)
      );
      CREATE INDEX ranklist_entries_order ON ranklist_entries (contest_code, score DESC, penalty);
      CREATE TABLE user_institutions (
        username    TEXT PRIMARY KEY REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        institution TEXT NOT NULL
      );
    `,
  },
  {
    version: 801,
    name: 'practice list in position order',
    // The practice list's first page (sorted by position) reads 20 rows in index order instead
    // of sorting all 3,000 practice problems on every request.
    sql: 'CREATE INDEX contest_problems_position ON contest_problems (contest_code, position);',
  },
];

export const seed = seedDataTables;

const CONTEST_CODE = '^[A-Za-z0-9_]{2,30}$';
const codeParams = {
  type: 'object', additionalProperties: false, required: ['code'],
  properties: { code: { type: 'string', pattern: CONTEST_CODE } },
};

/**
 * The table filter's lookup: the typed text (in the parameter the client names; query, term or
 * q), qparam naming the filter, and an optional limit.
 * @param {readonly string[]} filters
 */
const suggestionQuery = (filters) => ({
  type: 'object',
  additionalProperties: false,
  required: ['qparam'],
  properties: {
    query: { type: 'string', maxLength: 100 },
    term: { type: 'string', maxLength: 100 },
    q: { type: 'string', maxLength: 100 },
    qparam: { type: 'string', enum: [...filters] },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
    _: { type: 'integer', minimum: 0 },
  },
});

/** @param {Record<string, unknown>} query */
const typedText = (query) => String(query.query ?? query.term ?? query.q ?? '');

/**
 * Suggestions as the table-filter auto-complete reads them (a table filter {name, value}:
 * name shown and written into the input, value applied), plus the filter they belong to.
 * @param {string} filter @param {string[]} values
 */
const suggestionAnswer = (filter, values) => ({ status: 'success', filter, suggestions: values.map((value) => ({ name: value, value })) });

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;

  /**
   * Runs a list, turning a rule the schema cannot express (an unknown filter) into a 400.
   * @param {import('fastify').FastifyReply} reply @param {() => unknown} list
   */
  const answer = (reply, list) => {
    try {
      reply.header('cache-control', 'private, max-age=0');
      return { status: 'success', ...(/** @type {object} */ (list())) };
    } catch (error) {
      if (error instanceof TableQueryError) return reply.code(400).send({ status: 'error', message: error.message });
      throw error;
    }
  };

  const practiceRules = { defaultSort: 'id', filters: PRACTICE_FILTERS };
  // The same for everyone and independent of the clock: kept in the answer cache
  // (../answer-cache.js) under its query, without the client's cache-busting `_`.
  app.get('/api/practice/problems', { schema: { querystring: tableQuerySchema(Object.keys(PRACTICE_SORTS)) } }, async (request, reply) => {
    const { _, ...query } = /** @type {Record<string, unknown>} */ (request.query);
    reply.header('cache-control', 'private, max-age=0');
    return sendCached(reply, `practice\0${JSON.stringify(query)}`, -1, () => {
      const list = answer(reply, () => practiceList(db, readTableQuery(query, practiceRules)));
      return list === reply ? undefined : /** @type {object} */ (list);
    });
  });

  app.get('/api/practice/autocomplete/', { schema: { querystring: suggestionQuery(PRACTICE_FILTERS) } }, async (request) => {
    const query = /** @type {Record<string, any>} */ (request.query);
    return suggestionAnswer(query.qparam, practiceSuggestions(db, query.qparam, typedText(query), query.limit ?? 10));
  });

  const contestExists = db.prepare('SELECT 1 FROM contests WHERE code = ?').pluck();
  const rankingRules = { defaultSort: 'rank', filters: RANKING_FILTERS };
  app.get('/api/rankings/:code', {
    schema: { params: codeParams, querystring: tableQuerySchema(Object.keys(RANKING_SORTS)) },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    if (!contestExists.get(code)) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    return answer(reply, () => rankingList(db, code, readTableQuery(/** @type {any} */ (request.query), rankingRules)));
  });

  app.get('/api/rankings/:code/autocomplete/', {
    schema: { params: codeParams, querystring: suggestionQuery(RANKING_FILTERS) },
  }, async (request, reply) => {
    const { code } = /** @type {{ code: string }} */ (request.params);
    if (!contestExists.get(code)) return reply.code(404).send({ status: 'error', message: 'Contest does not exist.' });
    const query = /** @type {Record<string, any>} */ (request.query);
    return suggestionAnswer(query.qparam, rankingSuggestions(db, code, query.qparam, typedText(query), query.limit ?? 10));
  });

  const pastRules = { defaultSort: 'id', filters: [] };
  app.get('/api/pastContests/data', { schema: { querystring: tableQuerySchema(Object.keys(PAST_SORTS)) } }, async (request, reply) =>
    answer(reply, () => pastContests(db, app.nowSeconds(), readTableQuery(/** @type {any} */ (request.query), pastRules))));
}


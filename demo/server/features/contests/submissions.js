// @ts-check
// The successful-submissions list of a problem (loaded on demand by the problem page):
// GET /api/contests/{code}/problems/{pcode}/successful-submissions?sortBy&page&itemsPerPage&filterBy&order&search
// answers {status, rows: [{id, user, language, time, memory, date}], total, page, itemsPerPage}:
// a list in the data table's server-side mode, each parameter validated like the other lists
// (datatables/query.js; sortBy one of id, user, language, time, memory, date; no filters;
// search in user names): a bad value is a 400 with a message.
// The demo has no judge: each problem's accepted submissions are made up deterministically from
// its code, as many as its contest row's successful count (capped at 500), the site's first users
// first, then users of the site (each handle shown has a profile page).
import { findContest, hiddenBecause, participantOf } from './access.js';
import { signedInUser } from '../../http-session.js';
import { TableQueryError, pageOf, readTableQuery, tableQuerySchema } from '../datatables/query.js';

const LANGUAGES = ['C++17', 'PYTH 3', 'JAVA', 'C', 'PYPY3', 'GO', 'RUST', 'NODEJS'];
const MAX_ROWS = 500;
const SORTS = /** @type {const} */ (['id', 'user', 'language', 'time', 'memory', 'date']);

/** A small deterministic generator (mulberry32) seeded from the problem code. @param {string} text */
function randomFor(text) {
  let seed = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {string} code @param {number} count @param {number} from Unix seconds of the first
 * @param {string[]} known the site's users, who come first
 * @param {string[]} [pool] the users the others are drawn from (default: `known`)
 * @returns {{ id: number, user: string, language: string, time: number, memory: number, date: number }[]}
 */
function submissionsOf(code, count, from, known, pool = known) {
  const random = randomFor(code);
  const drawn = () => pool[Math.floor(random() * pool.length)];
  return Array.from({ length: Math.min(count, MAX_ROWS) }, (_, i) => ({
    id: 1_000_000 + i,
    user: i < known.length ? known[i] : drawn(),
    language: LANGUAGES[Math.floor(random() * LANGUAGES.length)],
    time: Math.round(random() * 100) / 100,
    memory: Math.round(2 + random() * 60) * 1024,
    date: from + i * 97,
  }));
}

/**
 * @param {import('fastify').FastifyInstance} app
 */
export function registerSubmissionRoutes(app) {
  const db = app.db;
  const successfulOf = db.prepare('SELECT successful FROM contest_problems WHERE contest_code = ? AND problem_code = ?');
  const firstUsers = db.prepare('SELECT username FROM users ORDER BY rowid LIMIT 6').pluck();
  const poolUsers = db.prepare('SELECT username FROM users ORDER BY rowid LIMIT 2000 OFFSET 6').pluck();
  /** @type {string[] | null} the pool is read once: the seed's users do not change */
  let pool = null;
  const params = {
    type: 'object', additionalProperties: false, required: ['code', 'pcode'],
    properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_]{2,30}$' }, pcode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' } },
  };
  const rules = { defaultSort: 'id', filters: /** @type {string[]} */ ([]) };
  app.get('/api/contests/:code/problems/:pcode/successful-submissions', { schema: { params, querystring: tableQuerySchema(SORTS) } }, async (request, reply) => {
    const { code, pcode } = /** @type {{ code: string, pcode: string }} */ (request.params);
    let query;
    try {
      query = readTableQuery(/** @type {Record<string, unknown>} */ (request.query), rules);
    } catch (error) {
      if (error instanceof TableQueryError) return reply.code(400).send({ status: 'error', message: error.message });
      throw error;
    }
    const contest = findContest(db, code);
    const row = contest && /** @type {{ successful: number } | undefined} */ (successfulOf.get(code, pcode));
    if (!contest || !row) return reply.code(404).send({ status: 'error', message: 'Problem does not exist.' });
    const now = app.nowSeconds();
    const user = signedInUser(request);
    const hidden = hiddenBecause(contest, participantOf(db, user?.username, code), now);
    if (hidden) return reply.code(403).send({ status: 'error', message: hidden.message });
    const known = /** @type {string[]} */ (firstUsers.all());
    const search = query.search.toLowerCase();
    pool ??= /** @type {string[]} */ (poolUsers.all());
    const all = submissionsOf(pcode, row.successful, contest.start_at, known, pool.length > 0 ? pool : known)
      .filter((submission) => search === '' || submission.user.toLowerCase().includes(search));
    const direction = query.order === 'desc' ? -1 : 1;
    const key = /** @type {typeof SORTS[number]} */ (query.sortBy);
    all.sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : a.id - b.id));
    const { page, offset } = pageOf(all.length, query);
    reply.header('cache-control', 'private, max-age=0');
    return {
      status: 'success',
      rows: all.slice(offset, offset + query.itemsPerPage),
      total: all.length,
      page,
      itemsPerPage: query.itemsPerPage,
    };
  });
}

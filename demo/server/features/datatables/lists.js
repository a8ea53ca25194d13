// @ts-check
// The SQL behind the server-side-mode lists: the practice problems, a contest's ranklist and the
// past contests. Each takes a validated TableQuery and answers {rows, total, page}; sorting is
// by a whitelisted expression (never text from the request), with a fixed tie-break. The SQL's
// shape depends on which filters are set and the sort, so each shape is prepared on its first
// use and kept (cachedStatement): a few hundred at most, all fixed by the route schemas.
import { cachedStatement } from '../../statements.js';
import { containsPattern, pageOf } from './query.js';
import { categoryOf } from './seed.js';

/** @typedef {import('./query.js').TableQuery} TableQuery @typedef {import('../../sqlite-types.js').Db} Db */

/** The difficulty levels shown (and filtered by): the live site's categories, 'school' as 'Beginner'. */
export const LEVELS = /** @type {const} */ ({ school: 'Beginner', easy: 'Easy', medium: 'Medium', hard: 'Hard' });
const LEVEL_OF_NAME = new Map(Object.entries(LEVELS).map(([category, name]) => [name.toLowerCase(), category]));

export const PRACTICE_SORTS = /** @type {const} */ ({
  id: 'cp.position', code: 'p.code', name: 'p.name COLLATE NOCASE', difficulty: 'p.difficulty',
  successful: 'cp.successful', accuracy: 'accuracy',
});
export const PRACTICE_FILTERS = ['difficulty', 'tag'];

/** @param {Db} db @param {TableQuery} q */
export function practiceList(db, q) {
  const where = ["cp.contest_code = 'PRACTICE'"];
  /** @type {unknown[]} */
  const args = [];
  const level = q.filters.get('difficulty');
  if (level !== undefined) {
    where.push('p.category = ?');
    args.push(LEVEL_OF_NAME.get(level.toLowerCase()) ?? `unknown:${level}`);
  }
  const tag = q.filters.get('tag');
  if (tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(p.tags) t WHERE lower(t.value) = lower(?))');
    args.push(tag);
  }
  if (q.search) {
    where.push("(p.name LIKE ? ESCAPE '\\' OR p.code LIKE ? ESCAPE '\\')");
    args.push(containsPattern(q.search), containsPattern(q.search));
  }
  const from = `FROM contest_problems cp JOIN problems p ON p.code = cp.problem_code WHERE ${where.join(' AND ')}`;
  // Without a filter (every filter reads problems) the count needs no join: each practice row
  // has its problem (a foreign key), and joining 3,000 rows per request costs more than the page.
  const counted = where.length === 1 ? `FROM contest_problems cp WHERE ${where[0]}` : from;
  const total = Number(cachedStatement(db, `SELECT count(*) ${counted}`).pluck().get(...args));
  const { page, offset } = pageOf(total, q);
  const sort = PRACTICE_SORTS[/** @type {keyof typeof PRACTICE_SORTS} */ (q.sortBy)];
  const rows = /** @type {any[]} */ (cachedStatement(db, `SELECT p.code, p.name, p.difficulty, p.category, p.tags, cp.position,
      cp.successful, cp.total, CASE WHEN cp.total > 0 THEN round(100.0 * cp.successful / cp.total, 2) ELSE 0 END AS accuracy
    ${from} ORDER BY ${sort} ${q.order}, p.code ${q.order} LIMIT ? OFFSET ?`).all(...args, q.itemsPerPage, offset));
  return {
    page,
    total,
    rows: rows.map((r) => ({
      id: r.position + 1, code: r.code, name: r.name, difficulty: LEVELS[/** @type {keyof typeof LEVELS} */ (r.category)] ?? LEVELS[/** @type {keyof typeof LEVELS} */ (categoryOf(r.difficulty))],
      rating: r.difficulty, tags: JSON.parse(r.tags), successful: r.successful, accuracy: r.accuracy,
    })),
  };
}

/** Distinct values of a practice filter containing `term`, for the table filter's suggestions. @param {Db} db @param {string} filter @param {string} term @param {number} limit */
export function practiceSuggestions(db, filter, term, limit) {
  const needle = term.trim().toLowerCase();
  if (filter === 'difficulty') return Object.values(LEVELS).filter((l) => l.toLowerCase().includes(needle)).slice(0, limit);
  return /** @type {string[]} */ (cachedStatement(db, `SELECT DISTINCT t.value FROM contest_problems cp JOIN problems p ON p.code = cp.problem_code,
      json_each(p.tags) t WHERE cp.contest_code = 'PRACTICE' AND lower(t.value) LIKE ? ESCAPE '\\' ORDER BY t.value LIMIT ?`)
    .pluck().all(containsPattern(needle), limit));
}

export const RANKING_SORTS = /** @type {const} */ ({
  id: 'rank', rank: 'rank', username: 'username COLLATE NOCASE', score: 'score', penalty: 'penalty',
  country: 'country COLLATE NOCASE', institution: 'institution COLLATE NOCASE',
});
export const RANKING_FILTERS = ['country', 'institution'];

/**
 * Everyone ranked in a contest: the generated contestants and the site's users with results
 * (their total over scored problems, as the contest page's own rank counts it; no penalty).
 */
const RANKED = `WITH entries AS (
    SELECT username, score, penalty, country, institution FROM ranklist_entries WHERE contest_code = :code
    UNION ALL
    SELECT r.username, SUM(CASE WHEN cp.unscored = 0 THEN r.score ELSE 0 END), 0,
      COALESCE(u.country, ''), COALESCE(i.institution, '')
    FROM contest_results r
    JOIN contest_problems cp ON cp.contest_code = r.contest_code AND cp.problem_code = r.problem_code
    LEFT JOIN users u ON u.username = r.username LEFT JOIN user_institutions i ON i.username = r.username
    WHERE r.contest_code = :code GROUP BY r.username
  ), ranked AS (
    SELECT *, RANK() OVER (ORDER BY score DESC, penalty ASC) AS rank FROM entries
  )`;

/** @param {Db} db @param {string} contest @param {TableQuery} q */
export function rankingList(db, contest, q) {
  const where = ['1'];
  /** @type {Record<string, unknown>} */
  const args = { code: contest };
  for (const name of RANKING_FILTERS) {
    const value = q.filters.get(name);
    if (value === undefined) continue;
    where.push(`lower(${name}) = lower(:${name})`);
    args[name] = value;
  }
  if (q.search) {
    where.push("username LIKE :search ESCAPE '\\'");
    args.search = containsPattern(q.search);
  }
  const total = Number(cachedStatement(db, `${RANKED} SELECT count(*) FROM ranked WHERE ${where.join(' AND ')}`).pluck().get(args));
  const { page, offset } = pageOf(total, q);
  const sort = RANKING_SORTS[/** @type {keyof typeof RANKING_SORTS} */ (q.sortBy)];
  const rows = cachedStatement(db, `${RANKED} SELECT rank, username, score, penalty, country, institution FROM ranked
    WHERE ${where.join(' AND ')} ORDER BY ${sort} ${q.order}, rank, username LIMIT :limit OFFSET :offset`)
    .all({ ...args, limit: q.itemsPerPage, offset });
  return { page, total, rows };
}

/** @param {Db} db @param {string} contest @param {string} filter @param {string} term @param {number} limit */
export function rankingSuggestions(db, contest, filter, term, limit) {
  const column = filter === 'country' ? 'country' : 'institution';
  return /** @type {string[]} */ (cachedStatement(db, `${RANKED} SELECT DISTINCT ${column} FROM ranked
    WHERE ${column} != '' AND lower(${column}) LIKE :term ESCAPE '\\' ORDER BY ${column} LIMIT :limit`)
    .pluck().all({ code: contest, term: containsPattern(term.trim().toLowerCase()), limit }));
}

export const PAST_SORTS = /** @type {const} */ ({
  id: 'start_at', code: 'code', name: 'name COLLATE NOCASE', start_date: 'start_at', end_date: 'end_at',
});

/** Top-level contests that have ended. @param {Db} db @param {number} now @param {TableQuery} q */
export function pastContests(db, now, q) {
  const where = ['end_at < :now', 'parent_code IS NULL', "code NOT IN ('PRACTICE', 'LEARNDSA')"];
  /** @type {Record<string, unknown>} */
  const args = { now };
  if (q.search) {
    where.push("(name LIKE :search ESCAPE '\\' OR code LIKE :search ESCAPE '\\')");
    args.search = containsPattern(q.search);
  }
  const from = `FROM contests WHERE ${where.join(' AND ')}`;
  const total = Number(cachedStatement(db, `SELECT count(*) ${from}`).pluck().get(args));
  const { page, offset } = pageOf(total, q);
  const sort = PAST_SORTS[/** @type {keyof typeof PAST_SORTS} */ (q.sortBy)];
  const rows = /** @type {{ code: string, name: string, start_at: number, end_at: number }[]} */ (cachedStatement(db, 
    `SELECT code, name, start_at, end_at ${from} ORDER BY ${sort} ${q.order}, code LIMIT :limit OFFSET :offset`)
    .all({ ...args, limit: q.itemsPerPage, offset }));
  const iso = (/** @type {number} */ s) => new Date(s * 1000).toISOString();
  return { page, total, rows: rows.map((r) => ({ code: r.code, name: r.name, start_date: iso(r.start_at), end_date: iso(r.end_at) })) };
}

// @ts-check
// Demo data that makes paging real: thousands of practice problems, a practice-like contest of
// 10,000 problems (BIG10K, the data table's budget), fifty past Starters, and ranklists of
// thousands of contestants. Deterministic (integer hashes of the row number, no Math.random) and fast:
// one transaction, prepared statements, and nothing written when the rows are already there.

export const PRACTICE_COUNT = 3000;
export const BIG_CONTEST = 'BIG10K';
export const BIG_COUNT = 10_000;
export const PAST_FIRST = 50;
export const PAST_LAST = 99;
/** Contestants per ranklist; every score is below the seeded accounts' totals, so their ranks stay. */
export const RANKLISTS = /** @type {const} */ ([['START101', 3000], ['START100', 1200]]);
const DAY = 86400;

const ADJECTIVES = ['Balanced', 'Chef and the', 'Minimum', 'Maximum', 'Hidden', 'Lucky', 'Broken', 'Circular', 'Magic',
  'Sorted', 'Twin', 'Prime', 'Binary', 'Lazy', 'Greedy', 'Shortest', 'Longest', 'Equal', 'Missing', 'Special',
  'Odd', 'Even', 'Perfect', 'Tiny', 'Infinite', 'Secret', 'Colourful', 'Mirror', 'Silent', 'Golden'];
const NOUNS = ['Array', 'String', 'Tree', 'Grid', 'Path', 'Queries', 'Subsequence', 'Permutation', 'Graph', 'Coins',
  'Matrix', 'Segments', 'Towers', 'Cards', 'Candies', 'Robots', 'Bridges', 'Digits', 'Intervals', 'Triangles',
  'Palindromes', 'Stones', 'Lamps', 'Gardens', 'Trains', 'Cities', 'Numbers', 'Brackets', 'Sums', 'Games'];
export const PRACTICE_TAGS = ['arrays', 'strings', 'greedy', 'sorting', 'math', 'dp', 'graphs', 'trees', 'binary search',
  'prefix sums', 'two pointers', 'bit manipulation', 'number theory', 'implementation', 'hashing', 'combinatorics'];
export const COUNTRIES = ['India', 'United States', 'Bangladesh', 'Russia', 'China', 'Japan', 'Germany', 'Brazil',
  'Egypt', 'Vietnam', 'Canada', 'Poland', 'Nepal', 'Indonesia', 'Nigeria', 'Sri Lanka', 'Ukraine', 'France'];
export const INSTITUTIONS = ['IIT Bombay', 'IIT Delhi', 'IIT Madras', 'IIIT Hyderabad', 'BITS Pilani', 'NIT Trichy',
  'Jadavpur University', 'DTU Delhi', 'VIT Vellore', 'Anna University', 'MIT', 'Stanford University',
  'University of Tokyo', 'Moscow State University', 'Tsinghua University', 'University of Dhaka', 'BUET',
  'University of Warsaw', 'TU Munich', 'University of Toronto', 'Cairo University', 'HUST Hanoi',
  'Tribhuvan University', 'University of Lagos', 'Universidade de Sao Paulo', 'Independent'];
/** The seeded accounts' institutions (their country is on the user row). */
export const SEED_INSTITUTIONS = /** @type {const} */ ([
  ['admin', 'IIT Bombay'], ['mod', 'TU Munich'], ['premium', 'University of Toronto'], ['alice', 'IIT Delhi'],
  ['teamlead', 'University of Tokyo'], ['ravi', 'NIT Trichy'],
]);
const HANDLE_PARTS = ['swift', 'quiet', 'brave', 'cosmic', 'lucky', 'rapid', 'clever', 'sunny', 'noble', 'frosty',
  'fox', 'owl', 'tiger', 'panda', 'falcon', 'otter', 'lynx', 'heron', 'koala', 'wolf'];

/** The live site's categories by rating. @param {number} rating */
export function categoryOf(rating) {
  if (rating < 1000) return 'school';
  if (rating < 1400) return 'easy';
  return rating < 1800 ? 'medium' : 'hard';
}

/**
 * @param {import('../../sqlite-types.js').Db} db
 * @param {{ now: number }} clock Unix seconds
 */
export function seedDataTables(db, { now }) {
  const upsertContest = db.prepare(`INSERT INTO contests (code, name, start_at, end_at, duration, auto_refresh, ttl, rated)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO UPDATE SET start_at = excluded.start_at, end_at = excluded.end_at`);
  const reanchor = db.transaction(() => {
    upsertContest.run(BIG_CONTEST, 'Big Practice 10K', now - 30 * DAY, now + 335 * DAY, 365 * 24 * 60, 0, 300, 0);
    for (let n = PAST_FIRST; n <= PAST_LAST; n++) {
      const start = now - 3 * DAY - (100 - n) * 7 * DAY;
      upsertContest.run(`START${n}`, `Starters ${n}`, start, start + 2 * 3600, 120, 1, 60, 1);
    }
  });
  reanchor();
  // Everything below is written once: the last problem of the big contest marks it done.
  const done = db.prepare('SELECT 1 FROM contest_problems WHERE contest_code = ? AND problem_code = ?')
    .get(BIG_CONTEST, `BIG${String(BIG_COUNT).padStart(5, '0')}`);
  if (done) return;

  // Rows are generated inside SQLite (a recursive counter and integer hashes): one statement per
  // batch instead of tens of thousands of calls from JavaScript.
  const lists = {
    adjectives: JSON.stringify(ADJECTIVES), nouns: JSON.stringify(NOUNS), tags: JSON.stringify(PRACTICE_TAGS),
    countries: JSON.stringify(COUNTRIES), institutions: JSON.stringify(INSTITUTIONS), handles: JSON.stringify(HANDLE_PARTS),
  };
  /** `n`-th entry of a JSON list parameter, by an integer hash of i and a salt. @param {string} list @param {number} salt */
  const at = (list, salt) => `json_extract(:${list}, '$[' || (${hash('i', salt)} % json_array_length(:${list})) || ']')`;
  const generateProblems = db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count),
      g AS (SELECT i, printf(:format, i) AS code, 500 + ${hash('i', 1)} % 2600 AS rating,
        ${at('tags', 2)} AS t1, ${at('tags', 3)} AS t2, ${at('adjectives', 4)} AS adj, ${at('nouns', 5)} AS noun FROM n)
    INSERT OR IGNORE INTO problems (code, name, category, difficulty, author, tester, statement, input_format,
      output_format, constraints, subtasks, samples, tags, editorial_url, video_url, added_at)
    SELECT code, adj || ' ' || noun || ' ' || i,
      CASE WHEN rating < 1000 THEN 'school' WHEN rating < 1400 THEN 'easy' WHEN rating < 1800 THEN 'medium' ELSE 'hard' END,
      rating, 'admin', 'mod', '', '', '', '', '', '[]', CASE WHEN t1 = t2 THEN json_array(t1) ELSE json_array(t1, t2) END,
      '', '', :now - (i % 700) * 86400
    FROM g`);
  const attachProblems = db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count),
      g AS (SELECT i, printf(:format, i) AS code, ${hash('i', 6)} % 1000 AS r FROM n),
      c AS (SELECT g.i, g.code, g.r, max(3, (3200 - p.difficulty) * (500 + g.r) * 3 / 1000) AS s
        FROM g JOIN problems p ON p.code = g.code)
    INSERT OR IGNORE INTO contest_problems (contest_code, problem_code, position, successful, total)
    SELECT :contest, code, :first + i - 1, s, s + s * r / 700 + 1 FROM c`);
  const attachPast = db.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
    INSERT OR IGNORE INTO contest_problems (contest_code, problem_code, position, successful, total)
    SELECT :contest, printf('PRAC%04d', :base + i), i, 4000 - i * 900, 6000 - i * 1000 FROM n`);
  // Scores below 100: the seeded accounts' own results (alice 130, teamlead 100) stay on top.
  const generateEntries = db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
    INSERT OR IGNORE INTO ranklist_entries (contest_code, username, score, penalty, country, institution)
    SELECT :contest, ${at('handles', 7)} || '_' || ${at('handles', 8)} || '_' || i,
      (${hash('i', 9)} % 100) * (${hash('i', 10)} % 100) / 100, ${hash('i', 11)} % 600,
      ${at('countries', 12)}, ${at('institutions', 13)} FROM n`);
  // Only for accounts that exist (a database seeded without users has none).
  const insertInstitution = db.prepare(`INSERT OR IGNORE INTO user_institutions (username, institution)
    SELECT username, ? FROM users WHERE username = ?`);
  const nextPosition = db.prepare('SELECT COALESCE(MAX(position) + 1, 0) FROM contest_problems WHERE contest_code = ?').pluck();

  db.transaction(() => {
    generateProblems.run({ ...pick(lists, 'adjectives', 'nouns', 'tags'), count: PRACTICE_COUNT, format: 'PRAC%04d', now });
    attachProblems.run({ count: PRACTICE_COUNT, format: 'PRAC%04d', contest: 'PRACTICE', first: nextPosition.get('PRACTICE') });
    generateProblems.run({ ...pick(lists, 'adjectives', 'nouns', 'tags'), count: BIG_COUNT, format: 'BIG%05d', now });
    attachProblems.run({ count: BIG_COUNT, format: 'BIG%05d', contest: BIG_CONTEST, first: 0 });
    for (let n = PAST_FIRST; n <= PAST_LAST; n++) attachPast.run({ contest: `START${n}`, base: (n - PAST_FIRST) * 4 + 1 });
    for (const [contest, count] of RANKLISTS) {
      generateEntries.run({ ...pick(lists, 'handles', 'countries', 'institutions'), contest, count });
    }
    for (const [username, institution] of SEED_INSTITUTIONS) insertInstitution.run(institution, username);
  })();
}

/**
 * A well-mixed non-negative integer from a row number (a multiplicative hash; SQLite integers
 * are 64-bit, and the product stays below 2^63).
 * @param {string} column @param {number} salt
 */
function hash(column, salt) {
  return `((((${column} + ${salt * 7919}) * 2654435761) % 4294967296) / 1024)`;
}

/** @param {Record<string, string>} all @param {...string} names */
function pick(all, ...names) {
  return Object.fromEntries(names.map((name) => [name, all[name]]));
}

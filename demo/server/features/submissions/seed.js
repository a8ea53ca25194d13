// @ts-check
// The seeded submissions behind the status pages (/status/{code}, /{contest}/status/{code}):
// for every problem of the hand-written contests (not the generated PRAC/BIG lists), a few dozen
// submissions by the site's users, deterministic (a hash of the contest, problem and row number);
// and the demo accounts' own, telling the same story as their results (contest_results) and
// their roadmap progress: a solved problem has an accepted submission, a partial one a
// partially accepted one, an attempted one only wrong answers. Written once per database.
import { RESULTS } from '../contests/catalog.js';
import { SEED_SOLVED } from '../roadmaps/catalog.js';

export const LANGUAGES = ['C++17', 'PYTH 3', 'JAVA', 'C', 'PYPY3', 'GO', 'RUST', 'NODEJS'];
export const VERDICTS = ['Accepted', 'Wrong Answer', 'Time Limit Exceeded', 'Runtime Error', 'Compilation Error', 'Partially Accepted'];
const MARKER = 'seed:submissions';
const DAY = 86400;

/** A well-mixed non-negative integer from text and a number (FNV-1a, then a multiplicative mix). @param {string} text @param {number} n */
function hash(text, n) {
  let h = 2166136261;
  for (const c of `${text}#${n}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return (h ^ (h >>> 13)) >>> 0;
}

/** Accepted about half the time, then the usual failures. @param {number} h */
function verdictOf(h) {
  const r = h % 100;
  if (r < 48) return 'Accepted';
  if (r < 72) return 'Wrong Answer';
  if (r < 84) return 'Time Limit Exceeded';
  if (r < 92) return 'Runtime Error';
  if (r < 96) return 'Compilation Error';
  return 'Partially Accepted';
}

/**
 * @param {import('../../sqlite-types.js').Db} db
 * @param {{ now: number }} clock Unix seconds
 */
export function seedSubmissions(db, { now }) {
  if (db.prepare('SELECT 1 FROM meta WHERE key = ?').get(MARKER)) return;
  const pool = /** @type {string[]} */ (db.prepare('SELECT username FROM users ORDER BY uid LIMIT 400 OFFSET 6').pluck().all());
  // A database seeded without users gets its submissions once they exist.
  if (pool.length === 0) return;
  const problems = /** @type {{ contest_code: string, problem_code: string, start_at: number, end_at: number }[]} */ (db.prepare(`
    SELECT cp.contest_code, cp.problem_code, c.start_at, c.end_at FROM contest_problems cp JOIN contests c ON c.code = cp.contest_code
    WHERE cp.contest_code != 'BIG10K' AND cp.problem_code NOT GLOB 'PRAC[0-9]*' AND c.start_at <= ?
    ORDER BY cp.contest_code, cp.position`).all(now));
  const insert = db.prepare(`INSERT INTO submissions (contest_code, problem_code, username, language, verdict, time, memory, submitted_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const exists = db.prepare('SELECT start_at, end_at FROM contests WHERE code = ?');
  /** Seconds into the contest's window (at most its last 60 days, never in the future). @param {number} start @param {number} end @param {number} h */
  const when = (start, end, h) => {
    const to = Math.min(end, now);
    const from = Math.max(start, to - 60 * DAY);
    return from + (h % Math.max(1, to - from));
  };
  /** @param {string} contest @param {string} problem @param {string} user @param {string} verdict @param {number} at @param {number} n */
  const add = (contest, problem, user, verdict, at, n) => {
    const h = hash(`${contest}/${problem}/${user}`, n);
    const failed = verdict === 'Compilation Error';
    insert.run(contest, problem, user, LANGUAGES[h % LANGUAGES.length], verdict,
      failed ? 0 : (h % 150) / 100, failed ? 0 : (2 + (h >>> 8) % 60) * 1024, at);
  };

  db.transaction(() => {
    for (const p of problems) {
      const key = `${p.contest_code}/${p.problem_code}`;
      const count = 12 + (hash(key, 0) % 24);
      for (let i = 1; i <= count; i++) {
        const h = hash(key, i);
        add(p.contest_code, p.problem_code, pool[h % pool.length], verdictOf(h >>> 7), when(p.start_at, p.end_at, h >>> 3), i);
      }
    }
    // The demo accounts' own: a wrong answer first, then what their result says.
    for (const [user, contest, problem, status] of RESULTS) {
      const window = /** @type {{ start_at: number, end_at: number } | undefined} */ (exists.get(contest));
      if (!window || window.start_at > now || !db.prepare('SELECT 1 FROM users WHERE username = ?').get(user)) continue;
      const at = when(window.start_at, window.end_at, hash(`${contest}/${problem}`, 7));
      add(contest, problem, user, 'Wrong Answer', at, 1);
      if (status === 'solved') add(contest, problem, user, 'Accepted', Math.min(now, at + 600), 2);
      if (status === 'partially_solved') add(contest, problem, user, 'Partially Accepted', Math.min(now, at + 600), 2);
    }
    for (const [user, codes] of Object.entries(SEED_SOLVED)) {
      if (!db.prepare('SELECT 1 FROM users WHERE username = ?').get(user)) continue;
      codes.forEach((code, i) => add('PRACTICE', code, user, 'Accepted', now - (i + 1) * DAY, 1));
    }
    db.prepare("INSERT INTO meta (key, value) VALUES (?, 'done')").run(MARKER);
  })();
}

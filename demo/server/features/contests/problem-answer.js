// @ts-check
// GET /api/contests/{code}/problems/{problem}: the problem detail in the live site's shape (see
// ../shared/reference/codechef-api/START209D_P1209.json): Markdown + LaTeX sections with their
// *State flags, samples {id, input, output}, author and tester as HTML fragments (inline style
// included, like the live site: the client sanitises), numbers as strings.
import { handleMarkup } from '../../users.js';
import { escapeHtml } from '../../html.js';
import { PRACTICE_CODE, hiddenBecause, submissionOpen, windowOf } from './access.js';
import { accuracyOf } from './contest-answer.js';
import { verificationOf } from './proctoring.js';
import { userProblemStatus } from './user-results.js';
import { defineStatements } from '../../statements.js';
import { editorialFields } from '../editorials.js';

export const LOCKED_TEXT = 'This problem is locked. It opens later in the contest.';

/**
 * @typedef {import('./access.js').ContestRow} ContestRow
 * @typedef {import('./access.js').ParticipantRow} ParticipantRow
 * @typedef {import('./access.js').UserRow} UserRow
 * @typedef {import('./access.js').Db} Db
 * @typedef {{ code: string, name: string, category: string, difficulty: number, author: string, tester: string,
 *   statement: string, input_format: string, output_format: string, constraints: string, subtasks: string,
 *   samples: string, tags: string, editorial_url: string, video_url: string, direct_submit: number,
 *   added_at: number, time_limit: number, source_limit: number, languages: string, unscored: number,
 *   successful: number, total: number, in_practice: number, locked: number, problem_submission: number }} ProblemDetailRow
 */

const DISCUSS = 'https://discuss.cc-elements.dev';

const statements = defineStatements((db) => ({
  rating: db.prepare('SELECT rating FROM users WHERE username = ?'),
  problem: db.prepare(`
    SELECT p.*, cp.unscored, cp.successful, cp.total, cp.locked, cp.allow_submission AS problem_submission,
           EXISTS (SELECT 1 FROM contest_problems pr WHERE pr.contest_code = '${PRACTICE_CODE}' AND pr.problem_code = p.code) AS in_practice
    FROM contest_problems cp JOIN problems p ON p.code = cp.problem_code
    WHERE cp.contest_code = ? AND cp.problem_code = ?`),
}));

/** The handle fragment the live site sends: a profile link around the coloured name. @param {Db} db @param {string} username */
function handleHtml(db, username) {
  const row = /** @type {{ rating: number } | undefined} */ (statements(db).rating.get(username));
  const name = row ? handleMarkup(username, row.rating).html_handle : escapeHtml(username);
  return `<div class="multiple-usernames-container"><a href='/users/${encodeURIComponent(username)}'>${name}</a></div>`;
}

/** DD-MM-YYYY, as the live site's date_added. @param {number} seconds */
function dateAdded(seconds) {
  const [year, month, day] = new Date(seconds * 1000).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** @type {WeakMap<Db, ((username: string, code: string) => boolean) | null>} */
const todoLookups = new WeakMap();

/**
 * Whether the problem is on the user's todo list, when a todo feature keeps one in a table with
 * username and problem_code columns; otherwise always false.
 * @param {Db} db
 */
function todoLookup(db) {
  if (!todoLookups.has(db)) {
    const tables = /** @type {string[]} */ (db.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'todo%' ORDER BY name").pluck().all());
    const table = tables.find((name) => {
      if (!/^\w+$/.test(name)) return false;
      const columns = /** @type {{ name: string }[]} */ (db.prepare(`PRAGMA table_info(${name})`).all()).map((c) => c.name);
      return columns.includes('username') && columns.includes('problem_code');
    });
    const onList = table ? db.prepare(`SELECT 1 FROM ${table} WHERE username = ? AND problem_code = ?`) : null;
    todoLookups.set(db, onList ? (username, code) => Boolean(onList.get(username, code)) : null);
  }
  return todoLookups.get(db) ?? null;
}

/**
 * The problem of a contest; `undefined` when the contest has no such problem (codes are
 * case-sensitive); `{ refusal }` when it is hidden from this user now.
 * @param {Db} db @param {ContestRow} contest @param {string} code @param {UserRow | undefined} user
 * @param {ParticipantRow | undefined} mine @param {number} now
 */
export function problemAnswer(db, contest, code, user, mine, now) {
  const row = /** @type {ProblemDetailRow | undefined} */ (statements(db).problem.get(contest.code, code));
  if (!row) return undefined;
  const hidden = hiddenBecause(contest, mine, now);
  if (hidden) return { refusal: hidden.message };
  if (row.locked && now <= contest.end_at) return { refusal: LOCKED_TEXT };

  const practice = contest.code === PRACTICE_CODE;
  const window = windowOf(contest, mine);
  const username = user?.username ?? null;
  // The same source as the contest answer's problemsstats: in a contest, solved means solved there.
  const status = username ? userProblemStatus(db, contest.code, username, code) : undefined;
  const solved = status === 'solved';
  const contestStatus = practice ? undefined : status;
  const samples = /** @type {[string, string, string?][]} */ (JSON.parse(row.samples));
  const tags = /** @type {string[]} */ (JSON.parse(row.tags));
  const todo = username ? todoLookup(db) : null;
  const section = (/** @type {string} */ text) => text.trim() !== '';

  return {
    // Practice shows the problem's own category ('school' reads 'Beginner'); a contest its table.
    category_name: practice ? row.category : row.unscored ? 'unscored' : 'main',
    contest_code: contest.code,
    contest_name: contest.name,
    status: 'success',
    problem_code: row.code,
    problem_name: row.name,
    intended_contest_code: contest.parent_code ?? contest.code,
    problemComponents: {
      constraints: row.constraints, constraintsState: section(row.constraints),
      subtasks: row.subtasks, subtasksState: section(row.subtasks),
      statement: row.statement,
      inputFormat: row.input_format, inputFormatState: section(row.input_format),
      outputFormat: row.output_format, outputFormatState: section(row.output_format),
      sampleTestCases: samples.map(([input, output, explanation = ''], i) => ({
        id: String(i + 1), input, output, explanation, isDeleted: false,
      })),
    },
    gumlet_video_url: '',
    video_editorial_url: row.video_url,
    languages_supported: row.languages,
    max_timelimit: String(row.time_limit),
    source_sizelimit: String(row.source_limit),
    problem_author: row.author,
    problem_display_authors: [row.author],
    problem_display_authors_html_handle: handleHtml(db, row.author),
    problem_tester: row.tester,
    problem_testers_usernames: [row.tester],
    problem_tester_html_handle: handleHtml(db, row.tester),
    date_added: dateAdded(row.added_at),
    problem_stats: { accuracy: accuracyOf(row), successful_submissions: String(row.successful), total_submissions: String(row.total) },
    user_tags: tags,
    computed_tags: [],
    difficulty_rating: String(row.difficulty),
    best_tag: tags[0] ?? '',
    editorial_url: row.editorial_url,
    ...editorialFields(db, row.code),
    time: {
      view_start_date: window.start,
      submit_start_date: window.start,
      // When the problem shows in practice: at once for practice, after the contest otherwise.
      visible_start_date: practice ? contest.start_at : contest.end_at,
      end_date: window.end,
      current: now,
      practice_submission_allowed: practice || (Boolean(row.in_practice) && now > contest.end_at),
    },
    user: { username, access: user?.access ?? 'default', isPremiumUser: user?.is_premium_user === 1 },
    bookmark_status: false,
    contest_problem_status: contestStatus ?? 'unattempted',
    problem_status: solved ? 'solved' : '',
    todo: Boolean(todo?.(/** @type {string} */ (username), row.code)),
    // The user's choice on the profile form (accounts feature); visitors and without it: off.
    user_zen_mode: user?.zen_mode === 1,
    is_direct_submittable: Boolean(row.direct_submit),
    allow_submission: submissionOpen(contest, mine, now) && Boolean(row.problem_submission),
    problemDiscussURL: `${DISCUSS}/search?q=${row.code}`,
    is_a_practice_or_college_contest: practice,
    is_proctored: Boolean(contest.proctored),
    is_user_verified_for_proctoring: Boolean(contest.proctored && verificationOf(db, username ?? undefined, contest.code)),
    // Cached by contest plus problem for this long when a statement is present.
    ttl: contest.ttl,
    visitedContests: [],
    ...(user?.access === 'admin' ? { problemManageURL: `/admin/problems/${row.code}/edit` } : {}),
  };
}

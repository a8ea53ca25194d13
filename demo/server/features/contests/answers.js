// @ts-check
// The contest and contest-problem answers, shaped like the live site's (see
// ../shared/reference/codechef-api): problems keyed by code or [] when hidden, numbers as
// strings where the live site sends strings, times in Unix seconds with time.current.
import { escapeHtml } from '../../html.js';
import { handleMarkup } from '../../users.js';

/**
 * @typedef {{ code: string, name: string, start_at: number, end_at: number, parent_code: string | null,
 *   div_number: number | null, div_name: string | null, min_rating: number | null, max_rating: number | null,
 *   duration: number, rated: number, registration: number, flexi: number, otp: string | null, proctored: number,
 *   team: number, announcements: string, rules: string, page_title: string, page_desc: string, penalised: number,
 *   auto_refresh: number, freezing_at: number | null }} ContestRow
 * @typedef {{ username: string, contest_code: string, registered_at: number, started_at: number | null, unlocked: number }} ParticipantRow
 * @typedef {import('../../types.js').UserRow} UserRow
 * @typedef {import('../../sqlite-types.js').Db} Db
 */

const TTL_SECONDS = 60;
const BANNER = (/** @type {string} */ code) => `/demo/banners/${code.startsWith('START') ? 'starters' : 'contest'}.svg`;

/**
 * Why this user may not see the contest's problems yet, or null when they may.
 * @param {ContestRow} contest @param {ParticipantRow | undefined} mine @param {number} now
 */
export function visibility(contest, mine, now) {
  if (now < contest.start_at) return 'The problems will be visible when the contest starts.';
  if (contest.otp && !mine?.unlocked) return 'Enter the OTP to unlock this contest.';
  if (contest.registration && !mine) return 'Please register for the contest.';
  if (contest.flexi && !mine?.started_at) return 'Start the contest to see the problems.';
  return null;
}

/** @param {Db} db @param {string} username @param {string} code */
function participantRow(db, username, code) {
  return /** @type {ParticipantRow | undefined} */ (
    db.prepare('SELECT * FROM contest_participants WHERE username = ? AND contest_code = ?').get(username, code));
}

/** Rank among everyone with a result: 1 + the number of higher totals. @param {Db} db @param {string} code @param {string} username */
function rankAndScore(db, code, username) {
  const totals = /** @type {{ username: string, total: number }[]} */ (db.prepare(
    'SELECT username, SUM(score) AS total FROM contest_results WHERE contest_code = ? GROUP BY username').all(code));
  const mine = totals.find((t) => t.username === username);
  if (!mine) return { score: 'NA', rank: 'NA' };
  return { score: String(mine.total), rank: String(1 + totals.filter((t) => t.total > mine.total).length) };
}

/**
 * @param {Db} db @param {ContestRow} contest @param {UserRow | undefined} user @param {number} now
 */
export function contestAnswer(db, contest, user, now) {
  const username = user?.username ?? null;
  const mine = username ? participantRow(db, username, contest.code) : undefined;
  const hidden = visibility(contest, mine, now);
  const children = /** @type {ContestRow[]} */ (db.prepare('SELECT * FROM contests WHERE parent_code = ? ORDER BY div_number').all(contest.code));
  const rows = /** @type {{ problem_code: string, name: string, unscored: number, type: number, full_score: number, successful: number, total: number }[]} */ (
    db.prepare(`SELECT cp.problem_code, p.name, cp.unscored, cp.type, cp.full_score, cp.successful, cp.total
      FROM contest_problems cp JOIN problems p ON p.code = cp.problem_code WHERE cp.contest_code = ? ORDER BY cp.position`).all(contest.code));
  const running = now >= contest.start_at && now <= contest.end_at;
  /** @type {Record<string, unknown>} */
  const problems = {};
  /** @type {Record<string, unknown>} */
  const partialScores = {};
  if (!hidden) {
    for (const row of rows) {
      problems[row.problem_code] = {
        code: row.problem_code, name: row.name, type: String(row.type), successful_submissions: String(row.successful),
        allow_submission: running, accuracy: row.total ? Math.round((row.successful / row.total) * 10000) / 100 : 0,
        problem_url: `/problems/${row.problem_code}`, submit_url: `/submit/${row.problem_code}`, status_url: `/status/${row.problem_code}`,
        is_added_to_practice: true, total_submissions: String(row.total),
        category_name: row.unscored ? 'unscored' : 'main', is_direct_submittable: false,
      };
      partialScores[row.problem_code] = [{ score: String(row.full_score), count: String(row.successful) }];
    }
  }
  const results = username && !hidden ? /** @type {{ problem_code: string, status: string, score: number }[]} */ (
    db.prepare('SELECT problem_code, status, score FROM contest_results WHERE username = ? AND contest_code = ?').all(username, contest.code)) : [];
  const fullScoreOf = (/** @type {string} */ code) => rows.find((r) => r.problem_code === code);
  const statsOf = (/** @type {string} */ status) => results.filter((r) => r.status === status).map((r) => ({
    code: r.problem_code, score: String(r.score), full_score: String(fullScoreOf(r.problem_code)?.full_score ?? 100),
    problem_type: String(fullScoreOf(r.problem_code)?.type ?? 0),
  }));
  const userDivision = user ? children.find((c) => user.rating >= (c.min_rating ?? 0) && user.rating <= (c.max_rating ?? 50000)) : undefined;
  const liveRatings = username ? /** @type {{ minute: number, rating: number }[]} */ (
    db.prepare('SELECT minute, rating FROM live_ratings WHERE username = ? AND contest_code = ? ORDER BY minute').all(username, contest.code)) : [];
  const frozen = contest.freezing_at !== null && now >= contest.freezing_at;

  return {
    status: 'success',
    user: { username },
    code: contest.code,
    isRatedContest: String(contest.rated),
    isParentContestRated: String(contest.rated),
    name: contest.name,
    problems: Object.keys(problems).length ? problems : [],
    banner: BANNER(contest.code),
    rules: contest.rules,
    time: { start: contest.start_at, end: contest.end_at, freezing: contest.freezing_at ?? 0, current: now },
    announcements: contest.announcements,
    problemsstats: { attempted: statsOf('attempted'), partially_solved: statsOf('partially_solved'), solved: statsOf('solved'), locked: [] },
    todos: [],
    stats: null,
    partial_scores: Object.keys(partialScores).length ? partialScores : [],
    isRanklistFrozen: frozen,
    rank_and_score: username && !hidden ? rankAndScore(db, contest.code, username) : { score: 'NA', rank: 'NA' },
    is_a_parent_contest: children.length > 0,
    is_contest_elements_visible: true,
    is_OTP_required: Boolean(contest.otp) && !mine?.unlocked,
    custom_contest_page_title: contest.page_title,
    custom_contest_page_meta_desc: contest.page_desc,
    contest_introduction: `https://discuss.cc-elements.dev/t/${contest.code.toLowerCase()}-announcement`,
    contest_editorials: `https://discuss.cc-elements.dev/tag/${contest.code.toLowerCase()}`,
    division_generation: children.length || contest.parent_code ? 3 : 0,
    penalisedUsersCount: contest.penalised,
    ttl: TTL_SECONDS,
    ...(children.length ? {
      child_contests: Object.fromEntries(children.map((c) => [`div_${c.div_number}`, {
        div: { div_number: String(c.div_number), code: `div_${c.div_number}`, min_rating: c.min_rating, max_rating: c.max_rating, name: c.div_name,
          description: `Users with rating ${c.max_rating && c.max_rating < 50000 ? `${c.min_rating} to ${c.max_rating}` : `above ${c.min_rating}`}` },
        division_generation: 3, contest_code: c.code, contest_link: `/${c.code}`,
      }])),
      user_rating_div: { rating: user ? user.rating : -1, div: { code: userDivision ? `div_${userDivision.div_number}` : 'all', name: userDivision?.div_name ?? 'All' } },
      user_contest_code: userDivision?.code ?? null,
      show_div_based_contest: false,
    } : {}),
    ...(contest.div_name ? {
      division: contest.div_name,
      scorable_heading: `Scorable Problems for ${contest.div_name}`,
      scorable_message: '',
      non_scorable_heading: 'Non Scorable Problems for Practice',
      non_scorable_message: '<p>These problems are <b>not part of the contest</b> and do not count for rankings.</p>',
    } : {}),
    is_registration_enabled_contest: Boolean(contest.registration),
    is_registered: Boolean(mine),
    show_register_button: Boolean(contest.registration) && !mine && now <= contest.end_at,
    is_flexi_time_contest: Boolean(contest.flexi),
    is_start_time_set: Boolean(mine?.started_at),
    show_start_button: Boolean(contest.flexi) && running && !mine?.started_at,
    duration: String(contest.duration),
    is_proctored: Boolean(contest.proctored),
    isTeamContest: Boolean(contest.team),
    teamsCount: contest.team ? 12 : 0,
    isUserRegisteredForTeam: Boolean(contest.team && mine),
    autoRefresh: Boolean(contest.auto_refresh),
    user_live_ratings: liveRatings.map((r) => ({ updated_minute: r.minute, rating: r.rating })),
    user_live_ratings_update_frequency: 15,
    visitedContests: [],
    ...(user?.access === 'admin' ? { manageURL: `/admin/contests/${contest.code}/edit` } : {}),
  };
}

/** @param {Db} db @param {string} username */
function handleHtml(db, username) {
  const row = /** @type {{ rating: number } | undefined} */ (db.prepare('SELECT rating FROM users WHERE username = ?').get(username));
  return row ? handleMarkup(username, row.rating).html_handle : escapeHtml(username);
}

/**
 * The problem of a contest, a refusal, or undefined when the contest has no such problem.
 * @param {Db} db @param {ContestRow} contest @param {string} code @param {UserRow | undefined} user @param {number} now
 */
export function problemAnswer(db, contest, code, user, now) {
  const row = /** @type {Record<string, any> | undefined} */ (db.prepare(`SELECT p.*, cp.unscored FROM contest_problems cp
    JOIN problems p ON p.code = cp.problem_code WHERE cp.contest_code = ? AND cp.problem_code = ?`).get(contest.code, code));
  if (!row) return undefined;
  const mine = user ? participantRow(db, user.username, contest.code) : undefined;
  const hidden = visibility(contest, mine, now);
  if (hidden) return { refusal: hidden };
  const practice = contest.code === 'PRACTICE';
  const solved = user ? Boolean(db.prepare(`SELECT 1 FROM contest_results WHERE username = ? AND problem_code = ? AND status = 'solved'
      UNION SELECT 1 FROM solved_problems WHERE username = ? AND problem_code = ?`).get(user.username, code, user.username, code)) : false;
  const samples = /** @type {[string, string][]} */ (JSON.parse(row.samples));
  const tags = /** @type {string[]} */ (JSON.parse(row.tags));
  return {
    status: 'success',
    category_name: row.category,
    contest_code: contest.code,
    contest_name: contest.name,
    problem_code: row.code,
    problem_name: row.name,
    intended_contest_code: contest.code,
    problemComponents: {
      constraints: row.constraints, constraintsState: row.constraints !== '',
      subtasks: row.subtasks, subtasksState: row.subtasks !== '',
      statement: row.statement, inputFormat: row.input_format, inputFormatState: true,
      outputFormat: row.output_format, outputFormatState: true,
      sampleTestCases: samples.map(([input, output], i) => ({ id: String(i + 1), input, output, explanation: '', isDeleted: false })),
    },
    gumlet_video_url: '',
    video_editorial_url: row.video_url,
    languages_supported: 'C++, Python 3, Java, JavaScript, Go, Rust',
    max_timelimit: '1',
    source_sizelimit: '50000',
    problem_author: row.author,
    problem_display_authors: [row.author],
    problem_display_authors_html_handle: handleHtml(db, row.author),
    problem_tester: row.tester,
    problem_testers_usernames: [row.tester],
    problem_tester_html_handle: handleHtml(db, row.tester),
    date_added: new Date(row.added_at * 1000).toISOString().slice(0, 10),
    user_tags: tags,
    computed_tags: [],
    difficulty_rating: String(row.difficulty),
    best_tag: tags[0] ?? '',
    editorial_url: row.editorial_url,
    time: {
      view_start_date: contest.start_at, submit_start_date: contest.start_at, visible_start_date: contest.start_at,
      end_date: practice ? contest.end_at : contest.end_at, current: now, practice_submission_allowed: practice,
    },
    user: { username: user?.username ?? null },
    problem_status: solved ? 'solved' : '',
    todo: false,
    user_zen_mode: false,
    is_direct_submittable: Boolean(row.direct_submit),
    problemDiscussURL: `https://discuss.cc-elements.dev/problem/${row.code}`,
    visitedContests: [],
    ...(user?.access === 'admin' ? { problemManageURL: `/admin/problems/${row.code}/edit` } : {}),
  };
}

// @ts-check
// GET /api/contests/{code}: the contest in the live site's shape (see
// ../shared/reference/codechef-api/START209*.json): problems keyed by code, or [] when there are
// none to show; numbers as strings where the live site sends strings ("duration": "60",
// "isRatedContest": "1"); Unix-second times with the server's clock in time.current.
import { PRACTICE_CODE, hiddenBecause, phaseOf, submissionOpen, windowOf } from './access.js';
import { verificationOf } from './proctoring.js';
import { userResults } from './user-results.js';
import { defineStatements } from '../../statements.js';

/**
 * @typedef {import('./access.js').ContestRow} ContestRow
 * @typedef {import('./access.js').ParticipantRow} ParticipantRow
 * @typedef {import('./access.js').UserRow} UserRow
 * @typedef {import('./access.js').Db} Db
 * @typedef {{ problem_code: string, name: string, unscored: number, type: number, full_score: number,
 *   successful: number, total: number, partial_scores: string, direct_submit: number, in_practice: number,
 *   locked: number, allow_submission: number }} ProblemRow
 */

/** The live ratings are updated every this many minutes. */
const LIVE_RATINGS_EVERY_MINUTES = 15;
/**
 * A contest of more problems than this (practice sets, archives: BIG10K has 10,000, a 4 MB answer)
 * answers with its first PROBLEM_PAGE_SIZE problems, `problems_total` and `problems_page_size`;
 * the rest come from GET /api/contests/{code}/problems?offset=&limit= (contestProblemPage). The
 * page's first screen needs only its first rows; a contest of this size or fewer answers whole, as
 * the live site does.
 */
export const INLINE_PROBLEMS_MAX = 1000;
export const PROBLEM_PAGE_SIZE = 200;
/** The most problems one page of the paged list carries. */
export const MAX_PROBLEM_PAGE = 2000;

/** How many visited contests the answer lists (newest first). */
const VISITED_LIMIT = 20;

const UNSCORED_MESSAGE = '<p>These problems are <b>not part of the contest</b>: they do not count for ' +
  'rankings or ratings. They come from the other divisions, for practice.</p>';

const statements = defineStatements((db) => ({
  problemRows: db.prepare(`
    SELECT cp.problem_code, p.name, cp.unscored, cp.type, cp.full_score, cp.successful, cp.total, cp.partial_scores,
           p.direct_submit, cp.locked, cp.allow_submission,
           EXISTS (SELECT 1 FROM contest_problems pr WHERE pr.contest_code = '${PRACTICE_CODE}'
                   AND pr.problem_code = cp.problem_code) AS in_practice
    FROM contest_problems cp JOIN problems p ON p.code = cp.problem_code
    WHERE cp.contest_code = ? ORDER BY cp.position LIMIT ? OFFSET ?`),
  problemCount: db.prepare('SELECT count(*) FROM contest_problems WHERE contest_code = ?').pluck(),
  lockedCodes: db.prepare('SELECT problem_code FROM contest_problems WHERE contest_code = ? AND locked ORDER BY position').pluck(),
  problemScoring: db.prepare('SELECT full_score, type FROM contest_problems WHERE contest_code = ? AND problem_code = ?'),
  totals: db.prepare(`
    SELECT r.username, SUM(CASE WHEN cp.unscored = 0 THEN r.score ELSE 0 END) AS total
    FROM contest_results r JOIN contest_problems cp ON cp.contest_code = r.contest_code AND cp.problem_code = r.problem_code
    WHERE r.contest_code = ? GROUP BY r.username`),
  recordVisit: db.prepare(`INSERT INTO contest_visits (username, contest_code, visited_at) VALUES (?, ?, ?)
    ON CONFLICT (username, contest_code) DO UPDATE SET visited_at = excluded.visited_at`),
  // Only contests whose alert channel the user may hear (an OTP contest once unlocked): the
  // socket refuses a channel the user may not hear, and with it every other channel.
  visited: db.prepare(`SELECT v.contest_code FROM contest_visits v
    JOIN contests c ON c.code = v.contest_code
    LEFT JOIN contest_participants p ON p.username = v.username AND p.contest_code = v.contest_code
    WHERE v.username = ? AND (c.otp IS NULL OR p.unlocked = 1) AND (c.registration = 0 OR p.registered = 1)
    ORDER BY v.visited_at DESC, v.contest_code LIMIT ${VISITED_LIMIT}`).pluck(),
  children: db.prepare('SELECT * FROM contests WHERE parent_code = ? ORDER BY div_number, code'),
  contest: db.prepare('SELECT * FROM contests WHERE code = ?'),
  teamCount: db.prepare('SELECT count(*) FROM contest_teams WHERE contest_code = ?').pluck(),
  inTeam: db.prepare('SELECT 1 FROM contest_team_members WHERE contest_code = ? AND username = ?'),
  liveRatings: db.prepare(
    'SELECT minute, rating FROM live_ratings WHERE username = ? AND contest_code = ? AND minute <= ? ORDER BY minute'),
}));

/** Problems `offset`.. of the contest in their order, at most `limit` (-1: all). @param {Db} db @param {string} code @param {number} limit @param {number} [offset] */
function problemRows(db, code, limit, offset = 0) {
  return /** @type {ProblemRow[]} */ (statements(db).problemRows.all(code, limit, offset));
}

/** Accuracy in percent with two decimals, a number like the live site's. @param {{ successful: number, total: number }} row */
export const accuracyOf = (row) => (row.total ? Math.round((row.successful / row.total) * 10000) / 100 : 0);

/**
 * Rank among everyone with a result (1 + the number of higher totals); unscored problems count
 * for nothing. 'NA' for both when the user has no result (not participated).
 * @param {Db} db @param {string} code @param {string} username
 */
function rankAndScore(db, code, username) {
  const totals = /** @type {{ username: string, total: number }[]} */ (statements(db).totals.all(code));
  const mine = totals.find((t) => t.username === username);
  if (!mine) return { score: 'NA', rank: 'NA' };
  return { score: String(mine.total), rank: String(1 + totals.filter((t) => t.total > mine.total).length) };
}

/**
 * problemsstats: the user's results, each {code, score, full_score, problem_type} (strings), so the
 * client can tell solved from partially solved. userResults is the one source (the problem
 * answer's problem_status reads it too). Scoring is looked up per result, not from the rows
 * sent: a paged answer carries only its first problems.
 * @param {Db} db @param {ContestRow} contest @param {string} username
 */
function statsOf(db, contest, username) {
  const results = userResults(db, contest.code, username);
  // The contest's own problems only (a practice result may be for a problem not in this set).
  const scoring = results.map((r) => /** @type {{ full_score: number, type: number } | undefined} */ (
    statements(db).problemScoring.get(contest.code, r.problem_code)));
  const of = (/** @type {string} */ status) => results.flatMap((r, i) => {
    const row = scoring[i];
    return row && r.status === status
      ? [{ code: r.problem_code, score: String(r.score), full_score: String(row.full_score), problem_type: String(row.type) }] : [];
  });
  return { attempted: of('attempted'), partially_solved: of('partially_solved'), solved: of('solved'), locked: lockedOf(db, contest.code) };
}

/** Codes of the problems nobody may view yet. @param {Db} db @param {string} code */
const lockedOf = (db, code) => /** @type {string[]} */ (statements(db).lockedCodes.all(code));

/** @param {ContestRow} contest @param {ProblemRow} row @param {boolean} open @param {boolean} ended */
function problemJson(contest, row, open, ended) {
  const practiceLinks = contest.code === PRACTICE_CODE || ended;
  const base = practiceLinks ? '' : `/${contest.code}`;
  return {
    code: row.problem_code,
    name: row.name,
    type: String(row.type),
    successful_submissions: String(row.successful),
    allow_submission: open && !row.locked && Boolean(row.allow_submission),
    accuracy: accuracyOf(row),
    problem_url: `${base}/problems/${row.problem_code}`,
    submit_url: `${base}/submit/${row.problem_code}`,
    status_url: `${base}/status/${row.problem_code}`,
    is_added_to_practice: Boolean(row.in_practice) && practiceLinks,
    total_submissions: String(row.total),
    category_name: row.unscored ? 'unscored' : 'main',
    is_direct_submittable: Boolean(row.direct_submit),
  };
}

/** Full marks first, then the partial buckets. @param {ProblemRow} row */
function partialScoresOf(row) {
  const partial = /** @type {[number, number][]} */ (JSON.parse(row.partial_scores));
  return [[row.full_score, row.successful], ...partial].map(([score, count]) => ({ score: String(score), count: String(count) }));
}

/** @param {ContestRow} c */
const divisionJson = (c) => ({
  div_number: String(c.div_number), code: `div_${c.div_number}`, min_rating: c.min_rating, max_rating: c.max_rating,
  name: c.div_name, description: describeDivision(c),
});

/** @param {ContestRow} c */
function describeDivision(c) {
  if ((c.max_rating ?? 50000) >= 50000) return `Users rated ${c.min_rating} and above`;
  if (!c.min_rating) return `Users rated below ${(c.max_rating ?? 0) + 1}`;
  return `Users rated ${c.min_rating} to ${c.max_rating}`;
}

/**
 * The divisions of a parent contest keyed div_1..div_N, and the one that fits the user's rating.
 * @param {ContestRow[]} children @param {UserRow | undefined} user
 */
function divisionFields(children, user) {
  const mine = user ? children.find((c) => user.rating >= (c.min_rating ?? 0) && user.rating <= (c.max_rating ?? 50000)) : undefined;
  return {
    child_contests: Object.fromEntries(children.map((c) => [`div_${c.div_number}`, {
      div: divisionJson(c), division_generation: 3, contest_code: c.code, contest_link: `/${c.code}`,
    }])),
    user_rating_div: {
      rating: user ? user.rating : -1,
      div: mine ? divisionJson(mine)
        : { code: 'all', min_rating: 0, max_rating: 50000, name: 'All', description: 'All the users' },
    },
    user_contest_code: mine?.code ?? null,
    show_div_based_contest: Boolean(mine),
  };
}

/** Remembers the visit and lists the user's visited contests, newest first. @param {Db} db @param {string} username @param {string} code @param {number} now */
function visitedContests(db, username, code, now) {
  statements(db).recordVisit.run(username, code, now);
  return visitedContestsOf(db, username);
}

/**
 * The user's visited contests, newest first (the page settings' visitedContests): the
 * alert socket subscribes to their contest channels.
 * @param {Db} db @param {string | undefined} username
 */
export function visitedContestsOf(db, username) {
  if (!username) return [];
  return /** @type {string[]} */ (statements(db).visited.all(username));
}

/**
 * @param {Db} db @param {ContestRow} contest @param {UserRow | undefined} user
 * @param {ParticipantRow | undefined} mine @param {number} now
 */
export function contestAnswer(db, contest, user, mine, now) {
  const username = user?.username ?? null;
  const children = /** @type {ContestRow[]} */ (
    statements(db).children.all(contest.code));
  const parent = contest.parent_code ? /** @type {ContestRow | undefined} */ (
    statements(db).contest.get(contest.parent_code)) : undefined;
  const isParent = children.length > 0;
  const hidden = isParent ? null : hiddenBecause(contest, mine, now);
  const window = windowOf(contest, mine);
  const contestPhase = phaseOf({ start: contest.start_at, end: contest.end_at }, now);
  const total = isParent || hidden ? 0 : Number(statements(db).problemCount.get(contest.code));
  const paged = total > INLINE_PROBLEMS_MAX;
  const rows = total ? problemRows(db, contest.code, paged ? PROBLEM_PAGE_SIZE : -1) : [];
  const open = submissionOpen(contest, mine, now);
  const problems = Object.fromEntries(rows.map((r) => [r.problem_code, problemJson(contest, r, open, contestPhase === 'ended')]));
  const partialScores = Object.fromEntries(rows.map((r) => [r.problem_code, partialScoresOf(r)]));
  const rated = contest.rated && !isParent;
  const teams = contest.team ? Number(statements(db).teamCount.get(contest.code)) : 0;
  const inTeam = Boolean(contest.team && username && statements(db).inTeam.get(contest.code, username));
  const frozen = contest.freezing_at !== null && now >= contest.freezing_at && contestPhase === 'running';
  const registered = Boolean(mine?.registered);
  const started = Boolean(mine?.started_at);

  return {
    status: 'success',
    user: { username },
    code: contest.code,
    isRatedContest: contest.rated ? '1' : '0',
    isParentContestRated: (parent ?? contest).rated ? '1' : '0',
    name: contest.name,
    problems: rows.length ? problems : [],
    ...(paged ? { problems_total: total, problems_page_size: PROBLEM_PAGE_SIZE } : {}),
    banner: contest.banner,
    rules: contest.rules,
    time: { start: window.start, end: window.end, freezing: contest.freezing_at ?? 0, current: now },
    announcements: contest.announcements,
    problemsstats: username && rows.length ? statsOf(db, contest, username)
      : { attempted: [], partially_solved: [], solved: [], locked: rows.length ? lockedOf(db, contest.code) : [] },
    todos: [],
    stats: contest.stats_html,
    partial_scores: rows.length ? partialScores : [],
    isRanklistFrozen: frozen,
    rank_and_score: username && !hidden && !isParent ? rankAndScore(db, contest.code, username) : { score: 'NA', rank: 'NA' },
    is_a_parent_contest: isParent,
    is_contest_elements_visible: true,
    is_OTP_required: Boolean(contest.otp) && !mine?.unlocked && contestPhase !== 'ended',
    is_linked_problems_contest: '0',
    custom_contest_page_title: contest.page_title,
    custom_contest_page_meta_desc: contest.page_desc,
    contest_introduction: contest.introduction_url,
    contest_editorials: contest.editorials_url,
    contest_video_editorials: '',
    is_older_rating_based_division_system: false,
    division_generation: isParent || parent ? 3 : 0,
    isAssessmentContest: false,
    penalisedUsersCount: contest.penalised,
    ttl: contest.ttl,
    ...(isParent ? divisionFields(children, user) : {}),
    ...(contest.div_name ? {
      scorable_heading: `Scorable Problems for ${contest.div_name}`,
      scorable_message: '',
      division: contest.div_name,
      non_scorable_heading: 'Non Scorable Problems for Practice',
      non_scorable_message: UNSCORED_MESSAGE,
    } : {}),
    is_registration_enabled_contest: Boolean(contest.registration),
    is_registered: registered,
    show_register_button: Boolean(contest.registration) && !registered && contestPhase !== 'ended',
    is_flexi_time_contest: Boolean(contest.flexi),
    is_start_time_set: started,
    show_start_button: Boolean(contest.flexi) && !started && contestPhase === 'running',
    duration: String(contest.duration),
    is_proctored: Boolean(contest.proctored),
    ...proctoringFields(db, contest, username),
    isTeamContest: Boolean(contest.team),
    teamsCount: teams,
    isUserRegisteredForTeam: inTeam,
    // The client refreshes only while the contest runs; the flag is the contest's.
    autoRefresh: Boolean(contest.auto_refresh),
    ...(rated && username ? { user_live_ratings: liveRatings(db, username, contest, now) } : {}),
    ...(rated ? { user_live_ratings_update_frequency: LIVE_RATINGS_EVERY_MINUTES } : {}),
    visitedContests: username ? visitedContests(db, username, contest.code, now) : [],
    ...(user?.access === 'admin' ? { manageURL: `/admin/contests/${contest.code}/edit` } : {}),
  };
}

/**
 * GET /api/contests/{code}/problems?offset=&limit=: problems `offset`.. of a contest in their
 * order (a list, each as in the contest answer), their partial scores and the total; the rest of
 * a paged contest answer. None (an empty list, total 0) where the contest answer shows none: a
 * parent contest, or problems hidden from this user.
 * @param {Db} db @param {ContestRow} contest @param {ParticipantRow | undefined} mine @param {number} now
 * @param {number} offset @param {number} limit
 */
export function contestProblemPage(db, contest, mine, now, offset, limit) {
  const isParent = statements(db).children.all(contest.code).length > 0;
  const hidden = isParent ? null : hiddenBecause(contest, mine, now);
  const total = isParent || hidden ? 0 : Number(statements(db).problemCount.get(contest.code));
  const rows = total ? problemRows(db, contest.code, limit, offset) : [];
  const open = submissionOpen(contest, mine, now);
  const ended = phaseOf({ start: contest.start_at, end: contest.end_at }, now) === 'ended';
  return {
    status: 'success',
    code: contest.code,
    total,
    offset,
    problems: rows.map((r) => problemJson(contest, r, open, ended)),
    partial_scores: Object.fromEntries(rows.map((r) => [r.problem_code, partialScoresOf(r)])),
  };
}

/** The user's rating points up to now (a running contest has only the minutes already past). @param {Db} db @param {string} username @param {ContestRow} contest @param {number} now */
function liveRatings(db, username, contest, now) {
  const elapsedMinutes = Math.floor((now - contest.start_at) / 60);
  return /** @type {{ minute: number, rating: number }[]} */ (statements(db).liveRatings
    .all(username, contest.code, elapsedMinutes)).map((r) => ({ updated_minute: r.minute, rating: r.rating }));
}

/**
 * Proctoring applies when the contest is proctored and the user is verified; then the
 * answer carries the token the page stores per contest and sends back.
 * @param {Db} db @param {ContestRow} contest @param {string | null} username
 */
function proctoringFields(db, contest, username) {
  if (!contest.proctored) return {};
  const mine = verificationOf(db, username ?? undefined, contest.code);
  return { is_user_verified_for_proctoring: Boolean(mine), ...(mine ? { proctoring_token: mine.token } : {}) };
}

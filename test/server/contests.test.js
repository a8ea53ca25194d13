// @ts-check
// Contests and problems: the contest and problem answers in the live site's shapes, who sees
// problems when, admin-only manage links, the upcoming list, and the seed. The POST actions
// (flexi start, OTP unlock, registration) are in contests-actions.test.js.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { seed } from '../../demo/server/features/contests.js';
import { INLINE_PROBLEMS_MAX, MAX_PROBLEM_PAGE, PROBLEM_PAGE_SIZE } from '../../demo/server/features/contests/contest-answer.js';
import { TOPICS } from '../../demo/server/features/roadmaps/catalog.js';
import { FIXED_NOW_MS, countRows, signedInClient, startServer } from './helpers.js';
import { readReference, referenceSkip } from '../support/reference-files.mjs';

const NOW = Math.floor(FIXED_NOW_MS / 1000);

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/** @param {string} url @param {import('./helpers.js').TestClient} [client] */
const getJson = async (url, client) => {
  const res = client ? await client.request({ method: 'GET', url }) : await app.inject({ url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

/** @param {unknown} value */
const jsonType = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/** @param {any} list */
const codes = (list) => list.map((/** @type {any} */ r) => r.code);

const PROBLEM_ROW_KEYS = ['accuracy', 'allow_submission', 'category_name', 'code', 'is_added_to_practice', 'is_direct_submittable',
  'name', 'problem_url', 'status_url', 'submit_url', 'successful_submissions', 'total_submissions', 'type'];

describe('GET /api/contests/{code}', () => {
  test('a running contest for a visitor: problems keyed by code, numbers as strings, the server clock', async () => {
    const { status, body, headers } = await getJson('/api/contests/START101?_=1700000000000');
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'private, no-store');
    assert.equal(body.status, 'success');
    assert.deepEqual(body.user, { username: null });
    assert.deepEqual(Object.keys(body.problems), ['EVENSUM', 'MAXGAP', 'MODPOW', 'PALCUT']);
    for (const [code, problem] of Object.entries(body.problems)) {
      assert.deepEqual(Object.keys(problem).sort(), PROBLEM_ROW_KEYS, code);
      assert.equal(problem.code, code);
      assert.match(problem.successful_submissions, /^\d+$/);
      assert.match(problem.total_submissions, /^\d+$/);
      assert.equal(typeof problem.accuracy, 'number');
      assert.equal(problem.category_name, 'main', 'no unscored problems in START101');
      assert.equal(problem.allow_submission, true);
      assert.equal(problem.problem_url, `/START101/problems/${code}`);
    }
    assert.equal(body.problems.EVENSUM.accuracy, 81.91);
    assert.equal(body.duration, '120');
    assert.equal(body.isRatedContest, '1');
    assert.deepEqual(body.time, { start: NOW - 1800, end: NOW + 5400, freezing: 0, current: NOW });
    assert.deepEqual(body.rank_and_score, { score: 'NA', rank: 'NA' });
    assert.deepEqual(body.problemsstats, { attempted: [], partially_solved: [], solved: [], locked: [] });
    assert.ok(body.penalisedUsersCount > 0, 'the cheating-policy block applies');
    assert.equal(body.is_a_parent_contest, false);
    assert.equal('child_contests' in body, false);
    assert.equal(body.user_live_ratings_update_frequency, 15);
    assert.equal('user_live_ratings' in body, false, 'visitors have no live rating');
    assert.equal(body.custom_contest_page_title, 'Starters 101 — live now');
    assert.match(body.banner, /^\/demo\/banners\/starters\.svg$/);
    assert.deepEqual(body.visitedContests, []);
    assert.equal('manageURL' in body, false);
  });

  test("alice's results, rank, score, live rating and visits; the manage link is the admin's only", async () => {
    const alice = await signedInClient(app, 'alice');
    const { body } = await getJson('/api/contests/START101', alice);
    assert.equal(body.user.username, 'alice');
    assert.deepEqual(body.problemsstats.solved, [{ code: 'EVENSUM', score: '100', full_score: '100', problem_type: '0' }]);
    assert.deepEqual(body.problemsstats.partially_solved, [{ code: 'MODPOW', score: '30', full_score: '100', problem_type: '3' }]);
    assert.deepEqual(codes(body.problemsstats.attempted), ['MAXGAP']);
    assert.deepEqual(body.rank_and_score, { score: '130', rank: '1' });
    // Started 30 minutes ago: the point of minute 45 is not sent yet.
    assert.deepEqual(body.user_live_ratings, [{ updated_minute: 0, rating: 1523 }, { updated_minute: 15, rating: 1548 }, { updated_minute: 30, rating: 1571 }]);
    await getJson('/api/contests/START100', alice);
    assert.deepEqual((await getJson('/api/contests/START101', alice)).body.visitedContests.sort(), ['START100', 'START101']);
    assert.equal('manageURL' in body, false);
    const teamlead = await signedInClient(app, 'teamlead');
    assert.deepEqual((await getJson('/api/contests/START101', teamlead)).body.rank_and_score, { score: '100', rank: '2' });
    const mod = await signedInClient(app, 'mod');
    assert.equal('manageURL' in (await getJson('/api/contests/START101', mod)).body, false, 'moderators are not admins');
    const admin = await signedInClient(app, 'admin');
    assert.equal((await getJson('/api/contests/START101', admin)).body.manageURL, '/admin/contests/START101/edit');
  });

  test('an ended parent lists its divisions keyed div_1..div_4 and the division for the user', async () => {
    const visitor = (await getJson('/api/contests/START100')).body;
    assert.equal(visitor.is_a_parent_contest, true);
    assert.deepEqual(visitor.problems, []);
    assert.deepEqual(visitor.partial_scores, []);
    assert.deepEqual(Object.keys(visitor.child_contests), ['div_1', 'div_2', 'div_3', 'div_4']);
    assert.deepEqual(visitor.child_contests.div_4, {
      div: { div_number: '4', code: 'div_4', min_rating: 0, max_rating: 1399, name: 'Division 4', description: 'Users rated below 1400' },
      division_generation: 3, contest_code: 'START100D', contest_link: '/START100D',
    });
    assert.equal(visitor.user_rating_div.rating, -1);
    assert.equal(visitor.user_rating_div.div.code, 'all');
    assert.equal(visitor.user_contest_code, null);
    assert.equal(visitor.show_div_based_contest, false);
    assert.ok(visitor.time.end < NOW);
    const alice = (await getJson('/api/contests/START100', await signedInClient(app, 'alice'))).body;
    assert.equal(alice.user_contest_code, 'START100C');
    assert.deepEqual(alice.user_rating_div, { rating: 1523, div: { div_number: '3', code: 'div_3', min_rating: 1400, max_rating: 1599, name: 'Division 3', description: 'Users rated 1400 to 1599' } });
    assert.equal(alice.show_div_based_contest, true);
    assert.equal('user_live_ratings' in alice, false, 'a parent has no live rating');
  });

  test('an ended division: scored and unscored problems, partial scores, stats; practice links', async () => {
    const { body } = await getJson('/api/contests/START100D');
    const problems = /** @type {any[]} */ (Object.values(body.problems));
    assert.deepEqual(problems.filter((p) => p.category_name === 'main').map((p) => p.code), ['COINJAR', 'EVENSUM', 'MAXGAP', 'BULBROW', 'MODPOW', 'GRIDWALK']);
    assert.deepEqual(problems.filter((p) => p.category_name === 'unscored').map((p) => p.code), ['PALCUT', 'XORSUB']);
    for (const p of problems) {
      assert.equal(p.allow_submission, false, 'ended');
      assert.equal(p.is_added_to_practice, true);
      assert.equal(p.problem_url, `/problems/${p.code}`);
    }
    assert.deepEqual(Object.keys(body.partial_scores), Object.keys(body.problems));
    assert.deepEqual(body.partial_scores.EVENSUM, [{ score: '100', count: body.problems.EVENSUM.successful_submissions }]);
    assert.deepEqual(body.partial_scores.MODPOW.map((/** @type {any} */ s) => s.score), ['100', '30']);
    assert.equal(body.problems.MODPOW.type, '3');
    assert.equal(body.division, 'Division 4');
    assert.equal(body.scorable_heading, 'Scorable Problems for Division 4');
    assert.equal(body.non_scorable_heading, 'Non Scorable Problems for Practice');
    assert.match(body.stats, /contestants/);
    assert.equal(body.isParentContestRated, '1');
    assert.equal(body.division_generation, 3);
    const ravi = (await getJson('/api/contests/START100D', await signedInClient(app, 'ravi'))).body;
    assert.deepEqual(ravi.rank_and_score, { score: '240', rank: '1' });
    assert.equal(ravi.user_live_ratings.length, 9, 'every point of an ended contest');
  });

  test('problems are hidden before the start, until registration, OTP unlock or the flexi start', async () => {
    const future = (await getJson('/api/contests/START102')).body;
    assert.deepEqual(future.problems, []);
    // The paged list hides what the answer hides.
    assert.deepEqual((await getJson('/api/contests/START102/problems')).body.problems, []);
    assert.ok(future.time.start - NOW > 4200, 'a reminder is available');
    assert.equal(future.is_registration_enabled_contest, true);
    assert.equal(future.show_register_button, true);
    const alice = await signedInClient(app, 'alice');
    const registered = (await getJson('/api/contests/START102', alice)).body;
    assert.equal(registered.is_registered, true);
    assert.equal(registered.show_register_button, false);
    assert.deepEqual(registered.problems, [], 'still before the start');
    const soon = (await getJson('/api/contests/START103')).body;
    assert.ok(soon.time.start - NOW < 4200 && soon.time.start > NOW);

    const ravi = await signedInClient(app, 'ravi');
    const otp = (await getJson('/api/contests/OTP10', ravi)).body;
    assert.deepEqual([otp.problems, otp.is_OTP_required], [[], true]);
    const flexi = (await getJson('/api/contests/FLEX10', ravi)).body;
    assert.deepEqual(flexi.problems, []);
    assert.deepEqual([flexi.is_flexi_time_contest, flexi.show_start_button, flexi.is_start_time_set, flexi.duration], [true, true, false, '60']);
    // alice pressed Start 20 minutes ago: her own 60 minutes are the contest's time.
    const started = (await getJson('/api/contests/FLEX10', alice)).body;
    assert.deepEqual(Object.keys(started.problems), ['WARMUP', 'EVENSUM']);
    assert.deepEqual([started.show_start_button, started.is_start_time_set], [false, true]);
    assert.deepEqual([started.time.start, started.time.end], [NOW - 1200, NOW + 2400]);
  });

  test('team, proctored, frozen, MASH and practice contests', async () => {
    const teamlead = (await getJson('/api/contests/TEAM10', await signedInClient(app, 'teamlead'))).body;
    assert.deepEqual([teamlead.isTeamContest, teamlead.teamsCount, teamlead.isUserRegisteredForTeam], [true, 3, true]);
    const ravi = (await getJson('/api/contests/TEAM10', await signedInClient(app, 'ravi'))).body;
    assert.equal(ravi.isUserRegisteredForTeam, false);
    assert.equal((await getJson('/api/contests/PROC10')).body.is_proctored, true);
    const frozen = (await getJson('/api/contests/FROZEN10')).body;
    assert.equal(frozen.isRanklistFrozen, true);
    assert.ok(frozen.time.freezing > 0 && frozen.time.freezing <= NOW);
    assert.equal((await getJson('/api/contests/START101')).body.isRanklistFrozen, false);
    assert.equal((await getJson('/api/contests/MASH10')).body.banner, '/demo/banners/contest.svg');

    const alice = await signedInClient(app, 'alice');
    const practice = (await getJson('/api/contests/PRACTICE', alice)).body;
    // Thousands of practice problems: the answer has the first page and the total.
    assert.equal(Object.keys(practice.problems).length, PROBLEM_PAGE_SIZE);
    assert.ok(practice.problems_total > INLINE_PROBLEMS_MAX, `${practice.problems_total} problems`);
    const listed = Object.values(practice.problems);
    while (listed.length < practice.problems_total) {
      const page = (await getJson(`/api/contests/PRACTICE/problems?offset=${listed.length}&limit=${MAX_PROBLEM_PAGE}`, alice)).body;
      assert.equal(page.total, practice.problems_total);
      assert.ok(page.problems.length > 0 && page.problems.length <= MAX_PROBLEM_PAGE);
      listed.push(...page.problems);
    }
    const inPractice = new Set(listed.map((p) => p.code));
    assert.equal(inPractice.size, practice.problems_total, 'each problem once');
    const roadmapCodes = Object.values(TOPICS).flatMap((topic) => topic.problems.map(([code]) => code));
    for (const code of roadmapCodes) assert.ok(inPractice.has(code), `${code} is a practice problem`);
    assert.ok(codes(practice.problemsstats.solved).includes('ARRSUM'), 'solved on the roadmap, solved in practice');
    assert.equal(practice.problems.ARRSUM.allow_submission, true);
    assert.equal(practice.autoRefresh, false);
  });

  test('a contest of more than INLINE_PROBLEMS_MAX problems: its first page and the total; the rest in order from the paged list', async () => {
    const whole = (await getJson('/api/contests/BIG10K')).body;
    assert.equal(whole.problems_total, 10_000);
    assert.equal(whole.problems_page_size, PROBLEM_PAGE_SIZE);
    const first = Object.keys(whole.problems);
    assert.equal(first.length, PROBLEM_PAGE_SIZE);
    assert.deepEqual(Object.keys(whole.partial_scores), first);
    const page = (await getJson(`/api/contests/BIG10K/problems?offset=${PROBLEM_PAGE_SIZE - 1}&limit=3`)).body;
    assert.deepEqual([page.status, page.total, page.offset, page.problems.length], ['success', 10_000, PROBLEM_PAGE_SIZE - 1, 3]);
    assert.deepEqual(page.problems[0], whole.problems[first[PROBLEM_PAGE_SIZE - 1]], 'the same problem JSON as the contest answer');
    assert.deepEqual(Object.keys(page.partial_scores), page.problems.map((/** @type {any} */ p) => p.code));
    const last = (await getJson('/api/contests/BIG10K/problems?offset=9999&limit=10')).body;
    assert.equal(last.problems.length, 1);
    // A contest small enough answers whole, with no paging fields.
    assert.equal('problems_total' in (await getJson('/api/contests/START101')).body, false);
    assert.equal((await getJson(`/api/contests/BIG10K/problems?limit=${MAX_PROBLEM_PAGE + 1}`)).status, 400);
    assert.equal((await getJson('/api/contests/BIG10K/problems?offset=-1')).status, 400);
    assert.equal((await getJson('/api/contests/NOPE99/problems')).status, 404);
  });

  test('unknown code: 404 with a message; malformed code or query: 400 naming the field', async () => {
    const unknown = await getJson('/api/contests/NOPE99');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { status: 'error', message: 'Contest does not exist.' });
    const bad = await getJson('/api/contests/%3Cscript%3E');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.status, 'error');
    assert.match(bad.body.message, /^code /);
    assert.deepEqual((await getJson('/api/contests/START101?debug=1')).body, { status: 'error', message: 'Unknown query parameter debug' });
  });

  test('the fields the client reads have the live answers\' JSON types', { skip: referenceSkip('START209D.json') || referenceSkip('START209.json') }, async () => {
    const alice = await signedInClient(app, 'alice');
    const pairs = [['START209D.json', 'START100D'], ['START209.json', 'START100']];
    for (const [file, code] of pairs) {
      const live = readReference(file);
      const ours = (await getJson(`/api/contests/${code}`, alice)).body;
      for (const key of ['status', 'user', 'code', 'name', 'isRatedContest', 'isParentContestRated', 'problems', 'banner', 'rules',
        'time', 'announcements', 'problemsstats', 'partial_scores', 'isRanklistFrozen', 'rank_and_score', 'is_a_parent_contest',
        'is_contest_elements_visible', 'is_OTP_required', 'custom_contest_page_title', 'custom_contest_page_meta_desc',
        'contest_introduction', 'contest_editorials', 'division_generation', 'penalisedUsersCount', 'ttl', 'child_contests',
        'user_rating_div', 'user_contest_code', 'show_div_based_contest', 'division', 'scorable_heading', 'scorable_message',
        'non_scorable_heading', 'non_scorable_message', 'is_registration_enabled_contest', 'is_flexi_time_contest', 'duration',
        'is_proctored', 'autoRefresh', 'visitedContests', 'user_live_ratings_update_frequency']) {
        if (!(key in live)) continue;
        assert.ok(key in ours, `${code} has ${key}`);
        // user_contest_code is null for the live site's visitor, a code for alice.
        if (key !== 'user_contest_code') assert.equal(jsonType(ours[key]), jsonType(live[key]), `${code}.${key}`);
      }
      for (const key of Object.keys(live.time)) assert.equal(jsonType(ours.time[key]), jsonType(live.time[key]), `time.${key}`);
    }
    const live = readReference('START209D.json');
    const ours = (await getJson('/api/contests/START100D')).body;
    const liveProblem = /** @type {any} */ (Object.values(live.problems)[0]);
    const ourProblem = /** @type {any} */ (Object.values(ours.problems)[0]);
    assert.deepEqual(Object.keys(ourProblem).sort(), Object.keys(liveProblem).sort());
    for (const key of Object.keys(liveProblem)) assert.equal(jsonType(ourProblem[key]), jsonType(liveProblem[key]), `problem.${key}`);
    const livePartial = /** @type {any} */ (Object.values(live.partial_scores)[0])[0];
    assert.deepEqual(Object.keys(ours.partial_scores.EVENSUM[0]).sort(), Object.keys(livePartial).sort());
  });
});

describe('GET /api/contests/{code}/problems/{problem}', () => {
  test('a practice problem in the live shape: Markdown + LaTeX sections, samples, handles, strings', async () => {
    const { status, body, headers } = await getJson('/api/contests/PRACTICE/problems/EVENSUM?_=5');
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'private, no-store');
    assert.equal(body.status, 'success');
    assert.deepEqual([body.problem_code, body.problem_name, body.contest_code, body.contest_name], ['EVENSUM', 'Even Sum Pairs', 'PRACTICE', 'Practice']);
    assert.equal(body.category_name, 'school');
    const c = body.problemComponents;
    assert.ok(c.statement.includes('$A_1, A_2, \\ldots, A_N$'), 'LaTeX kept verbatim');
    assert.deepEqual([c.statementState, c.inputFormatState, c.outputFormatState, c.constraintsState, c.subtasksState], [undefined, true, true, true, false]);
    assert.equal(c.subtasks, '');
    assert.deepEqual(c.sampleTestCases.map((/** @type {any} */ t) => [t.id, t.input, t.output]), [['1', '2\n3\n1 2 3\n4\n2 4 6 8', '1\n6']]);
    assert.match(c.sampleTestCases[0].explanation, /\\binom\{4\}\{2\}/);
    assert.equal(body.difficulty_rating, '812');
    assert.deepEqual([body.problem_author, body.problem_tester], ['mod', 'teamlead']);
    assert.match(body.problem_display_authors_html_handle, /^<div class="multiple-usernames-container"><a href='\/users\/mod'><span class="rating" style="color:#[0-9A-F]{6}">mod<\/span><\/a><\/div>$/);
    assert.match(body.problem_tester_html_handle, /\/users\/teamlead/);
    assert.deepEqual(body.user_tags, ['math', 'counting']);
    assert.equal(body.best_tag, 'math');
    assert.match(body.editorial_url, /^https:\/\//);
    assert.match(body.date_added, /^\d\d-\d\d-\d{4}$/);
    assert.deepEqual([body.max_timelimit, body.source_sizelimit], ['1', '50000']);
    assert.match(body.languages_supported, /CPP20/);
    assert.equal(body.time.current, NOW);
    assert.equal(body.time.practice_submission_allowed, true);
    assert.deepEqual([body.problem_status, body.todo, body.user_zen_mode, body.is_direct_submittable], ['', false, false, false]);
    assert.equal(body.problemDiscussURL, 'https://discuss.cc-elements.dev/search?q=EVENSUM');
    assert.equal('problemManageURL' in body, false);
  });

  test("solved marks for a signed-in user (practice from the roadmaps, contests from results); admins' manage link", async () => {
    const alice = await signedInClient(app, 'alice');
    assert.equal((await getJson('/api/contests/PRACTICE/problems/ARRSUM', alice)).body.problem_status, 'solved');
    const contest = (await getJson('/api/contests/START101/problems/EVENSUM', alice)).body;
    assert.deepEqual([contest.problem_status, contest.contest_problem_status, contest.category_name], ['solved', 'solved', 'main']);
    assert.equal((await getJson('/api/contests/PRACTICE/problems/SORTNUM', alice)).body.problem_status, 'solved');
    assert.equal((await getJson('/api/contests/PRACTICE/problems/PREFSUM', alice)).body.problem_status, '');
    assert.equal('problemManageURL' in (await getJson('/api/contests/PRACTICE/problems/ARRSUM', alice)).body, false);
    const admin = await signedInClient(app, 'admin');
    assert.equal((await getJson('/api/contests/START101/problems/MODPOW', admin)).body.problemManageURL, '/admin/problems/MODPOW/edit');
  });

  test('one status source: the contest answer and the problem answer agree (ravi solved EVENSUM elsewhere, only attempted it here)', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const contest = (await getJson('/api/contests/START101', ravi)).body;
    assert.deepEqual(codes(contest.problemsstats.attempted), ['EVENSUM']);
    assert.deepEqual(contest.problemsstats.solved, []);
    const problem = (await getJson('/api/contests/START101/problems/EVENSUM', ravi)).body;
    assert.deepEqual([problem.problem_status, problem.contest_problem_status], ['', 'attempted']);
    // Where he solved it, both say solved; practice counts a problem solved in any contest.
    const solvedThere = (await getJson('/api/contests/START100D/problems/EVENSUM', ravi)).body;
    assert.deepEqual([solvedThere.problem_status, solvedThere.contest_problem_status], ['solved', 'solved']);
    const practice = (await getJson('/api/contests/PRACTICE', ravi)).body;
    assert.equal(codes(practice.problemsstats.solved).includes('EVENSUM'),
      (await getJson('/api/contests/PRACTICE/problems/EVENSUM', ravi)).body.problem_status === 'solved');
  });

  test('contest problems: subtasks, the contest window, unscored category, difficulty N/A', async () => {
    const modpow = (await getJson('/api/contests/START101/problems/MODPOW')).body;
    assert.match(modpow.problemComponents.statement, /\$a\^b \\bmod \(10\^9 \+ 7\)\$/);
    assert.match(modpow.problemComponents.statement, /\$\$a\^b = \\underbrace/);
    assert.equal(modpow.problemComponents.subtasksState, true);
    assert.deepEqual([modpow.time.submit_start_date, modpow.time.end_date, modpow.time.practice_submission_allowed], [NOW - 1800, NOW + 5400, false]);
    assert.equal(modpow.intended_contest_code, 'START101');
    const ended = (await getJson('/api/contests/START100D/problems/XORSUB')).body;
    assert.equal(ended.category_name, 'unscored');
    assert.equal(ended.intended_contest_code, 'START100');
    assert.equal(ended.time.practice_submission_allowed, true, 'ended, and in practice');
    assert.equal((await getJson('/api/contests/PRACTICE/problems/WARMUP')).body.difficulty_rating, '-1');
    const row = (await getJson('/api/contests/PRACTICE/problems/KNAPSACK')).body;
    assert.deepEqual([row.problem_name, row.problemComponents.statement, row.difficulty_rating], ['0/1 knapsack', '', '1500']);
  });

  test('hidden problems are 403 with a message; unknown ones 404; codes are case-sensitive; bad codes 400', async () => {
    for (const url of ['/api/contests/START102/problems/MAXGAP', '/api/contests/OTP10/problems/MAXGAP', '/api/contests/FLEX10/problems/WARMUP']) {
      const hidden = await getJson(url);
      assert.equal(hidden.status, 403, url);
      assert.equal(hidden.body.status, 'error');
      assert.equal(typeof hidden.body.message, 'string');
    }
    assert.equal((await getJson('/api/contests/FLEX10/problems/WARMUP', await signedInClient(app, 'alice'))).status, 200, 'alice started');
    for (const url of ['/api/contests/START101/problems/NOSUCH', '/api/contests/START101/problems/modpow',
      '/api/contests/start101/problems/MODPOW', '/api/contests/NOPE99/problems/MODPOW', '/api/contests/START101/problems/TREEPATH']) {
      assert.deepEqual((await getJson(url)).body, { status: 'error', message: 'Problem does not exist.' }, url);
    }
    const bad = await getJson('/api/contests/START101/problems/MOD-POW');
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^pcode /);
  });

  test("the fields the client reads have the live answer's JSON types", { skip: referenceSkip('START209D_P1209.json') }, async () => {
    const live = readReference('START209D_P1209.json');
    const ours = (await getJson('/api/contests/START100D/problems/MODPOW', await signedInClient(app, 'alice'))).body;
    for (const key of ['status', 'category_name', 'contest_code', 'contest_name', 'problem_code', 'problem_name', 'intended_contest_code',
      'problemComponents', 'gumlet_video_url', 'video_editorial_url', 'languages_supported', 'max_timelimit', 'source_sizelimit',
      'problem_author', 'problem_display_authors', 'problem_display_authors_html_handle', 'problem_testers_usernames',
      'problem_tester_html_handle', 'date_added', 'user_tags', 'computed_tags', 'difficulty_rating', 'best_tag', 'editorial_url',
      'time', 'problem_status', 'is_direct_submittable', 'problemDiscussURL', 'visitedContests']) {
      assert.ok(key in ours, key);
      assert.equal(jsonType(ours[key]), jsonType(live[key]), key);
    }
    for (const key of Object.keys(live.time)) assert.equal(jsonType(ours.time[key]), jsonType(live.time[key]), `time.${key}`);
    for (const key of Object.keys(live.problemComponents)) {
      assert.equal(jsonType(ours.problemComponents[key]), jsonType(live.problemComponents[key]), `problemComponents.${key}`);
    }
    const sample = live.problemComponents.sampleTestCases[0];
    for (const key of Object.keys(sample)) assert.equal(jsonType(ours.problemComponents.sampleTestCases[0][key]), jsonType(sample[key]), `sample.${key}`);
  });
});

describe('GET /api/runningUpcomingContests/data', () => {
  test('running and future top-level contests, soonest first, dates as ISO 8601 UTC', async () => {
    const { status, body } = await getJson('/api/runningUpcomingContests/data?_=1');
    assert.equal(status, 200);
    assert.equal(body.status, 'success');
    const list = codes(body.contests);
    for (const code of ['START101', 'START102', 'START103', 'FLEX10', 'OTP10', 'TEAM10']) assert.ok(list.includes(code), code);
    for (const code of ['START100', 'START100A', 'PRACTICE', 'LEARNDSA']) assert.ok(!list.includes(code), code);
    for (const contest of body.contests) {
      assert.deepEqual(Object.keys(contest), ['code', 'name', 'start_date', 'end_date']);
      assert.match(contest.start_date, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    }
    const start102 = body.contests.find((/** @type {any} */ c) => c.code === 'START102');
    assert.deepEqual(start102, { code: 'START102', name: 'Starters 102', start_date: new Date((NOW + 2 * 86400) * 1000).toISOString(), end_date: new Date((NOW + 2 * 86400 + 7200) * 1000).toISOString() });
    const starts = body.contests.map((/** @type {any} */ c) => Date.parse(c.start_date));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
  });
});

describe('contest seed', () => {
  test('runs again without adding rows; times follow the clock of the run', async () => {
    const tables = ['contests', 'problems', 'contest_problems', 'contest_participants', 'contest_results', 'contest_teams',
      'contest_team_members', 'live_ratings'];
    const before = tables.map((t) => countRows(app, t));
    seed(app.db, { now: NOW + 3600 });
    assert.deepEqual(tables.map((t) => countRows(app, t)), before);
    const start = app.db.prepare("SELECT start_at FROM contests WHERE code = 'START101'").pluck().get();
    assert.equal(start, NOW + 3600 - 1800);
  });

  test('practice problems with statements carry LaTeX with underscores and backslashes', async () => {
    const rows = /** @type {{ code: string, statement: string }[]} */ (app.db.prepare(
      "SELECT code, statement FROM problems p JOIN contest_problems cp ON cp.problem_code = p.code WHERE cp.contest_code = 'PRACTICE' AND statement != ''").all());
    assert.ok(rows.length >= 8, `${rows.length} practice problems have statements`);
    assert.ok(rows.some((r) => r.statement.includes('$A_1, A_2, \\ldots, A_N$')));
    assert.ok(rows.some((r) => r.statement.includes('$$')));
  });
});

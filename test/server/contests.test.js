// @ts-check
// Contests and problems: the contest and problem answers in the live site's shapes, who sees
// problems when, admin-only manage links, the upcoming list, flexi start and OTP unlock.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer } from './helpers.js';

const NOW = Math.floor(FIXED_NOW_MS / 1000);
const REFERENCE = new URL('../../../shared/reference/codechef-api/', import.meta.url);

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/** @param {string} url @param {import('./helpers.js').TestClient} [client] */
const getJson = async (url, client) => {
  const res = client ? await client.request({ method: 'GET', url }) : await app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

/** @param {unknown} value */
const jsonType = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

describe('GET /api/contests/{code}', () => {
  test('a running contest in the live shape: problems keyed by code, numbers as strings, server clock', async () => {
    const { status, body } = await getJson('/api/contests/START101');
    assert.equal(status, 200);
    assert.equal(body.status, 'success');
    assert.deepEqual(Object.keys(body.problems), ['EVENSUM', 'MAXGAP', 'MODPOW', 'PALCUT']);
    assert.equal(typeof body.problems.EVENSUM.successful_submissions, 'string');
    assert.equal(typeof body.duration, 'string');
    assert.equal(body.isRatedContest, '1');
    assert.equal(body.time.current, NOW);
    assert.ok(body.time.start <= NOW && NOW <= body.time.end);
    assert.deepEqual(body.rank_and_score, { score: 'NA', rank: 'NA' });
    assert.equal('manageURL' in body, false);
  });

  test("alice's rank, score, problem results and live rating; the admin's manage link", async () => {
    const alice = await signedInClient(app, 'alice');
    const { body } = await getJson('/api/contests/START101', alice);
    assert.equal(body.user.username, 'alice');
    assert.deepEqual(body.problemsstats.solved.map((/** @type {any} */ r) => r.code), ['EVENSUM']);
    assert.deepEqual(body.problemsstats.partially_solved.map((/** @type {any} */ r) => r.code), ['MODPOW']);
    assert.deepEqual(body.problemsstats.attempted.map((/** @type {any} */ r) => r.code), ['MAXGAP']);
    assert.deepEqual(body.rank_and_score, { score: '130', rank: '1' });
    assert.equal(body.user_live_ratings.length, 4);
    assert.equal('manageURL' in body, false);
    const admin = await signedInClient(app, 'admin');
    assert.equal((await getJson('/api/contests/START101', admin)).body.manageURL, '/admin/contests/START101/edit');
  });

  test('a parent contest lists its divisions keyed div_1..div_4 and the user\'s own', async () => {
    const alice = await signedInClient(app, 'alice');
    const { body } = await getJson('/api/contests/START100', alice);
    assert.equal(body.is_a_parent_contest, true);
    assert.deepEqual(Object.keys(body.child_contests), ['div_1', 'div_2', 'div_3', 'div_4']);
    assert.equal(body.child_contests.div_4.contest_code, 'START100D');
    assert.equal(body.user_contest_code, 'START100C');
    assert.deepEqual(body.problems, []);
  });

  test('problems stay hidden before the start, until registration, OTP unlock or the flexi start', async () => {
    assert.deepEqual((await getJson('/api/contests/START102')).body.problems, []);
    const ravi = await signedInClient(app, 'ravi');
    const otp = (await getJson('/api/contests/OTP10', ravi)).body;
    assert.deepEqual(otp.problems, []);
    assert.equal(otp.is_OTP_required, true);
    const flexi = (await getJson('/api/contests/FLEX10', ravi)).body;
    assert.deepEqual(flexi.problems, []);
    assert.equal(flexi.show_start_button, true);
    assert.equal(flexi.duration, '60');
  });

  test('unknown code: 404 with a message; malformed code: 400 naming the field', async () => {
    assert.deepEqual((await getJson('/api/contests/NOPE99')).body, { status: 'error', message: 'Contest does not exist.' });
    const bad = await app.inject({ url: '/api/contests/%3Cscript%3E' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /code/);
  });

  test('every field the client reads from the live answer comes with the same JSON type', { skip: !existsSync(new URL('START209D.json', REFERENCE)) }, async () => {
    const live = JSON.parse(readFileSync(new URL('START209D.json', REFERENCE), 'utf8'));
    const ours = (await getJson('/api/contests/START100D')).body;
    for (const key of ['status', 'code', 'name', 'isRatedContest', 'problems', 'banner', 'rules', 'time', 'announcements',
      'problemsstats', 'partial_scores', 'isRanklistFrozen', 'rank_and_score', 'is_a_parent_contest', 'is_contest_elements_visible',
      'is_OTP_required', 'custom_contest_page_title', 'contest_introduction', 'penalisedUsersCount', 'ttl', 'division',
      'scorable_heading', 'non_scorable_heading', 'is_registration_enabled_contest', 'is_flexi_time_contest', 'duration',
      'is_proctored', 'autoRefresh', 'visitedContests', 'user_live_ratings_update_frequency']) {
      assert.equal(jsonType(ours[key]), jsonType(live[key]), key);
    }
    const liveProblem = Object.values(live.problems)[0];
    const ourProblem = /** @type {Record<string, unknown>} */ (Object.values(ours.problems)[0]);
    for (const key of Object.keys(/** @type {object} */ (liveProblem))) assert.equal(jsonType(ourProblem[key]), jsonType(/** @type {any} */ (liveProblem)[key]), key);
  });
});

describe('GET /api/contests/{code}/problems/{problem}', () => {
  test('the problem detail in the live shape; the manage link for admins only', async () => {
    const { status, body } = await getJson('/api/contests/START101/problems/MODPOW');
    assert.equal(status, 200);
    assert.equal(body.problem_code, 'MODPOW');
    assert.match(body.problemComponents.statement, /\$a\^b \\bmod \(10\^9 \+ 7\)\$/);
    assert.equal(body.problemComponents.sampleTestCases[0].output, '1024\n1\n49');
    assert.equal(typeof body.difficulty_rating, 'string');
    assert.match(body.problem_display_authors_html_handle, /admin/);
    assert.equal('problemManageURL' in body, false);
    const admin = await signedInClient(app, 'admin');
    assert.equal((await getJson('/api/contests/START101/problems/MODPOW', admin)).body.problemManageURL, '/admin/problems/MODPOW/edit');
  });

  test('live-shape types match the captured problem answer', { skip: !existsSync(new URL('START209D_P1209.json', REFERENCE)) }, async () => {
    const live = JSON.parse(readFileSync(new URL('START209D_P1209.json', REFERENCE), 'utf8'));
    const ours = (await getJson('/api/contests/PRACTICE/problems/EVENSUM')).body;
    for (const key of ['category_name', 'contest_code', 'problem_code', 'problem_name', 'problemComponents', 'video_editorial_url',
      'problem_display_authors_html_handle', 'problem_tester_html_handle', 'difficulty_rating', 'user_tags', 'editorial_url', 'time',
      'problem_status', 'is_direct_submittable', 'problemDiscussURL']) {
      assert.equal(jsonType(ours[key]), jsonType(live[key]), key);
    }
  });

  test('hidden problems are refused with a message; unknown ones are 404; codes are case-sensitive', async () => {
    const hidden = await getJson('/api/contests/START102/problems/MAXGAP');
    assert.equal(hidden.status, 403);
    assert.equal(hidden.body.status, 'error');
    assert.equal((await getJson('/api/contests/START101/problems/NOSUCH')).status, 404);
    assert.equal((await getJson('/api/contests/START101/problems/modpow')).status, 404);
  });
});

describe('GET /api/runningUpcomingContests/data', () => {
  test('running and future top-level contests with ISO dates, soonest first', async () => {
    const { body } = await getJson('/api/runningUpcomingContests/data');
    const codes = body.contests.map((/** @type {any} */ c) => c.code);
    assert.ok(codes.includes('START101') && codes.includes('START102'));
    assert.ok(!codes.includes('START100') && !codes.includes('START100A') && !codes.includes('PRACTICE'));
    const starts = body.contests.map((/** @type {any} */ c) => Date.parse(c.start_date));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
  });
});

describe('POST /api/contests/{code}/times and /api/token/login/{code}', () => {
  test('flexi start: visitors refused, bad bodies 400 with nothing written, then started once', async () => {
    const visitor = createClient(app);
    await visitor.me();
    assert.equal((await visitor.post('/api/contests/FLEX10/times', { start_contest: true })).statusCode, 401);
    const ravi = await signedInClient(app, 'ravi');
    const before = countRows(app, 'contest_participants');
    const bad = await ravi.post('/api/contests/FLEX10/times', { start_contest: 'yes' });
    assert.equal(bad.statusCode, 400);
    assert.equal(countRows(app, 'contest_participants'), before);
    assert.equal((await ravi.post('/api/contests/START101/times', { start_contest: true })).json().status, 'error');
    const ok = await ravi.post('/api/contests/FLEX10/times', { start_contest: true });
    assert.deepEqual(ok.json(), { status: 'success', errors: [] });
    const again = await ravi.post('/api/contests/FLEX10/times', { start_contest: true });
    assert.deepEqual(again.json().errors, ['You have already started this contest.']);
    assert.equal(Object.keys((await getJson('/api/contests/FLEX10', ravi)).body.problems).length, 2);
  });

  test('OTP: wrong value refused with msg, right value unlocks; missing CSRF is refused', async () => {
    const ravi = await signedInClient(app, 'ravi');
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242' }, { csrf: null })).statusCode, 403);
    const wrong = await ravi.post('/api/token/login/OTP10', { OTP: '000000' });
    assert.equal(wrong.json().msg, 'The OTP is not valid for this contest.');
    assert.equal((await ravi.post('/api/token/login/OTP10', { OTP: '424242' })).json().status, 'success');
    assert.equal(Object.keys((await getJson('/api/contests/OTP10', ravi)).body.problems).length, 2);
  });
});

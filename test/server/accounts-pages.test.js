// @ts-check
// The account pages' calls on the reference server: a user's profile (todo list only for the
// owner), teams, certificates, Pro plans, the profile and mobile-number forms (validation,
// nothing half-written), and the app page: unknown users and addresses get the app's page with a
// 404, and the page settings embed the page's own form (formHTML, loginRequired).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { NO_SUCH_USER_TEXT } from '../../demo/server/features/accounts-pages.js';
import {
  COUNTRY_RULE_TEXT, MOBILE_RULE_TEXT, ORGANISATION_RULE_TEXT, PROFILE_LOGIN_TEXT, PROFILE_SAVED_TEXT, STATE_RULE_TEXT,
  mobileVerifiedText,
} from '../../demo/server/features/accounts/profile.js';
import { createClient, postForm, signedInClient, startServer, tempRootWithIndex } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer({ rootDir: tempRootWithIndex() }); });
afterEach(async () => { await app.close(); });

const keralaId = () => String(app.db.prepare("SELECT id FROM states WHERE name = 'Kerala'").pluck().get());
const nepalStateId = () => String(app.db.prepare("SELECT id FROM states WHERE country_code = 'NP' LIMIT 1").pluck().get());
const anOrganisation = () => /** @type {{ id: number, name: string }} */ (app.db.prepare('SELECT id, name FROM organisations LIMIT 1').get());

/** @param {string} body */
function settingsOf(body) {
  const json = body.match(/<script type="application\/json" id="cc-page-settings">(.*?)<\/script>/)?.[1];
  assert.ok(json, 'the page settings block');
  return JSON.parse(json);
}

describe('profile, teams, certificates, plans', () => {
  test('a profile: name, country, rating, solved problems; the todo list only for the owner', async () => {
    const visitor = await createClient(app).request({ method: 'GET', url: '/api/users/alice' });
    assert.equal(visitor.statusCode, 200);
    const body = visitor.json();
    assert.equal(body.user.username, 'alice');
    assert.equal(body.user.country, 'India');
    assert.equal(typeof body.user.rating, 'number');
    assert.ok(body.solved.count > 0 && body.solved.problems.every((/** @type {any} */ p) => p.code && p.name));
    assert.equal('todo' in body, false);
    // Only what the profile page shows everyone: no state, organisation, join date or premium flag.
    assert.deepEqual(Object.keys(body.user).sort(), ['country', 'full_name', 'rating', 'stars', 'username']);
    const owner = await signedInClient(app, 'alice');
    const own = (await owner.request({ method: 'GET', url: '/api/users/alice' })).json();
    assert.ok(Array.isArray(own.todo) && own.todo.length > 0, 'alice has seeded todos');
    assert.deepEqual(Object.keys(own.user).sort(),
      ['country', 'full_name', 'is_premium_user', 'joined_at', 'organisation', 'rating', 'stars', 'state', 'username'], 'the owner gets her own fields');
    const other = (await (await signedInClient(app, 'ravi')).request({ method: 'GET', url: '/api/users/alice' })).json();
    assert.equal('todo' in other, false);
    assert.deepEqual(Object.keys(other.user).sort(), Object.keys(body.user).sort(), 'another user sees the public profile');
  });

  test('an unknown user is a 404 with a message; a bad name a 400', async () => {
    const client = createClient(app);
    for (const url of ['/api/users/nobody_42', '/api/users/nobody_42/teams', '/api/users/nobody_42/certificates']) {
      const res = await client.request({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { status: 'error', message: NO_SUCH_USER_TEXT });
    }
    assert.equal((await client.request({ method: 'GET', url: '/api/users/a-b' })).statusCode, 400);
    assert.equal((await client.request({ method: 'GET', url: '/api/users/alice?x=1' })).statusCode, 400);
  });

  test('teams: contest teams with members and the teams a user created', async () => {
    const lead = await signedInClient(app, 'teamlead');
    await lead.me();
    assert.equal((await postForm(lead, '/api/forms/new-team', { team_name: 'Byte Club' })).statusCode, 200);
    const body = (await createClient(app).request({ method: 'GET', url: '/api/users/teamlead/teams' })).json();
    assert.deepEqual(body.contest_teams.map((/** @type {any} */ t) => [t.contest_code, t.team_name, t.members]),
      [['TEAM10', 'Null Pointers', ['premium', 'teamlead']]]);
    assert.deepEqual(body.teams.map((/** @type {any} */ t) => t.name), ['Byte Club']);
  });

  test('certificates: a roadmap whose every problem is solved', async () => {
    const client = createClient(app);
    assert.deepEqual((await client.request({ method: 'GET', url: '/api/users/ravi/certificates' })).json().certificates, []);
    const codes = app.db.prepare(`SELECT rp.problem_code FROM roadmap_problems rp JOIN roadmap_modules m ON m.id = rp.module_id
      WHERE m.roadmap_slug = 'sql'`).pluck().all();
    const solve = app.db.prepare('INSERT OR IGNORE INTO solved_problems (username, problem_code, solved_at) VALUES (?, ?, ?)');
    for (const code of codes) solve.run('ravi', code, 1_700_000_000);
    const after = (await client.request({ method: 'GET', url: '/api/users/ravi/certificates' })).json().certificates;
    assert.deepEqual(after.map((/** @type {any} */ c) => c.slug), ['sql']);
  });

  test('Pro plans: the sale\'s discount for visitors and regular users, none for premium users', async () => {
    const plans = (await createClient(app).request({ method: 'GET', url: '/api/pro/plans' })).json();
    assert.equal(plans.discount_percent, 20);
    assert.ok(plans.plans.length >= 2 && plans.plans.every((/** @type {any} */ p) => p.price > 0));
    const premium = await signedInClient(app, 'premium');
    const theirs = (await premium.request({ method: 'GET', url: '/api/pro/plans' })).json();
    assert.deepEqual([theirs.premium, theirs.discount_percent], [true, 0]);
  });
});

describe('profile and mobile-number forms', () => {
  test('the profile form is for signed-in users, filled with what they have', async () => {
    const visitor = createClient(app);
    await visitor.me();
    assert.deepEqual((await visitor.request({ method: 'GET', url: '/api/forms/profile' })).json(), { status: 'error', message: PROFILE_LOGIN_TEXT });
    assert.equal((await postForm(visitor, '/api/forms/profile', { full_name: 'X', country: 'IN' })).statusCode, 401);
    const ravi = await signedInClient(app, 'ravi');
    const form = (await ravi.request({ method: 'GET', url: '/api/forms/profile' })).json();
    assert.equal(form.status, 'success');
    assert.match(form.form, /<option value="IN" selected>India<\/option>/);
    assert.match(form.form, /<cc-autocomplete id="profile-organisation" name="organisation" variant="organisation"/);
  });

  test('every field is checked; a refusal writes nothing and re-renders the form with the values', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const refused = await postForm(ravi, '/api/forms/profile', { full_name: 'Ravi K', country: 'NP', state: keralaId(), organisation: '999999999' });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors, { state: STATE_RULE_TEXT, organisation: ORGANISATION_RULE_TEXT });
    assert.match(refused.json().form, /value="Ravi K"/);
    assert.equal(app.db.prepare("SELECT full_name FROM user_profiles WHERE username = 'ravi'").pluck().get() ?? null, null);
    assert.deepEqual((await postForm(ravi, '/api/forms/profile?validate=country', { full_name: '', country: 'XX' })).json(),
      { status: 'error', errors: { country: COUNTRY_RULE_TEXT } });
    assert.equal((await postForm(ravi, '/api/forms/profile', { full_name: 'R', country: 'IN', extra: '1' })).statusCode, 400);
  });

  test('a valid profile is saved: name, country, state, organisation', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const organisation = anOrganisation();
    const saved = await postForm(ravi, '/api/forms/profile', {
      full_name: ' Ravi Kumar ', country: 'NP', state: nepalStateId(), organisation: String(organisation.id),
    });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json(), { status: 'success', success: PROFILE_SAVED_TEXT, redirect: '/users/ravi', timeout: 1500 });
    const profile = (await ravi.request({ method: 'GET', url: '/api/users/ravi' })).json().user;
    assert.deepEqual([profile.full_name, profile.country, profile.organisation], ['Ravi Kumar', 'Nepal', organisation.name]);
    const seen = (await createClient(app).request({ method: 'GET', url: '/api/users/ravi' })).json().user;
    assert.deepEqual([seen.full_name, seen.country, seen.organisation], ['Ravi Kumar', 'Nepal', undefined], 'the organisation is not public');
  });

  test('zen mode: chosen on the profile form, kept, and sent as the problem answer\'s user_zen_mode', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const zenOf = async () => (await ravi.request({ method: 'GET', url: '/api/contests/PRACTICE/problems/ARRSUM' })).json().user_zen_mode;
    assert.equal(await zenOf(), false);
    const unchecked = (await ravi.request({ method: 'GET', url: '/api/forms/profile' })).json().form;
    assert.match(unchecked, /<input type="checkbox" id="profile-zen-mode" name="zen_mode" value="1" aria-describedby="profile-zen-mode-hint">/);
    const on = await postForm(ravi, '/api/forms/profile', { full_name: 'Ravi', country: 'IN', state: keralaId(), zen_mode: '1' });
    assert.equal(on.statusCode, 200);
    assert.equal(await zenOf(), true);
    assert.match((await ravi.request({ method: 'GET', url: '/api/forms/profile' })).json().form, /name="zen_mode" value="1" [^>]* checked>/);
    assert.equal((await createClient(app).request({ method: 'GET', url: '/api/contests/PRACTICE/problems/ARRSUM' })).json().user_zen_mode, false,
      'visitors: off');
    // An unchecked box is not sent: off again.
    await postForm(ravi, '/api/forms/profile', { full_name: 'Ravi', country: 'IN', state: keralaId() });
    assert.equal(await zenOf(), false);
  });

  test('the mobile number: checked, recorded as verified, then back to the destination', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const bad = await postForm(ravi, '/api/forms/mobile', { mobile: '12ab', destination: '/practice' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { mobile: MOBILE_RULE_TEXT });
    const ok = await postForm(ravi, '/api/forms/mobile', { mobile: '+91 98765-43210', destination: '//evil.test' });
    assert.deepEqual(ok.json(), { status: 'success', success: mobileVerifiedText('+919876543210'), redirect: '/', timeout: 1500 });
    assert.equal(app.db.prepare("SELECT is_number_verified FROM users WHERE username = 'ravi'").pluck().get(), 1);
    assert.equal((await ravi.me()).user.isNumberVerified, true);
  });
});

describe('the app page', () => {
  test('unknown addresses and users get the app page with a 404; known users a 200', async () => {
    const client = createClient(app);
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/no/such/page', '/users/nobody_42', '/users/nobody_42/teams', '/ide/x/y', '/roadmap/no-such-roadmap', '/PRIVACY/x']) {
      const res = await client.request({ method: 'GET', url, headers: html });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /<cc-app><\/cc-app>/, url);
    }
    for (const url of ['/users/alice', '/users/alice/teams', '/users/alice/certificates', '/learn', '/pro', '/mobile', '/ide', '/ide/1234', '/roadmap/sql']) {
      assert.equal((await client.request({ method: 'GET', url, headers: html })).statusCode, 200, url);
    }
    // A script or picture that is not there is not answered with the app.
    const missing = await client.request({ method: 'GET', url: '/dist/nothing.js', headers: { accept: '*/*' } });
    assert.equal(missing.statusCode, 404);
    assert.doesNotMatch(missing.body, /<cc-app>/);
  });

  test('the specification\'s other problem links: /problems/… lead to the problem page (query kept), /status/… is the submissions page', async () => {
    const client = createClient(app);
    for (const [url, target] of [
      ['/problems/EVENSUM?tab=solution', '/problems-old/EVENSUM?tab=solution'], ['/START101/problems/MODPOW', '/START101/problems-old/MODPOW'],
    ]) {
      const res = await client.request({ method: 'GET', url });
      assert.deepEqual([res.statusCode, res.headers.location], [302, target], url);
    }
    for (const url of ['/status/WARMUP', '/START101/status/MODPOW?filterBy=user%3Aalice']) {
      const res = await client.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<cc-app>/, url);
    }
    assert.equal((await client.request({ method: 'GET', url: '/users/status/X', headers: { accept: 'text/html' } })).statusCode, 404);
  });

  test('page settings embed the page\'s own form: login, forgot-password, the owner\'s profile form (login-required)', async () => {
    const client = createClient(app);
    const login = settingsOf((await client.request({ method: 'GET', url: '/login?destination=/practice' })).body);
    assert.match(login.formHTML, /action="\/api\/forms\/login"/);
    assert.match(login.formHTML, /name="destination" value="\/practice"/);
    assert.equal(login.loginRequired, false);
    assert.match(settingsOf((await client.request({ method: 'GET', url: '/forgot-password' })).body).formHTML, /data-captcha="forgot-password"/);
    assert.equal(settingsOf((await client.request({ method: 'GET', url: '/users/alice/edit' })).body).formHTML, '', 'not for a visitor');
    const alice = await signedInClient(app, 'alice');
    const edit = settingsOf((await alice.request({ method: 'GET', url: '/users/alice/edit' })).body);
    assert.match(edit.formHTML, /action="\/api\/forms\/profile"/);
    assert.equal(edit.loginRequired, true);
    assert.equal(settingsOf((await alice.request({ method: 'GET', url: '/users/ravi/edit' })).body).formHTML, '', 'not another user\'s');
    assert.equal(settingsOf((await alice.request({ method: 'GET', url: '/practice' })).body).formHTML, '');
  });
});

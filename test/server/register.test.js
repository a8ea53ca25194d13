// @ts-check
// Sign-in and sign-up as server-driven forms on the reference server: the state list of a
// country, every field checked, the redirect to the destination at once, the session started.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { readCaptcha } from '../../demo/server/features/accounts/captcha.js';
import {
  COUNTRY_TEXT, LOGIN_FAILED_TEXT, ORGANISATION_TEXT, PASSWORD_RULE_TEXT, STATE_TEXT, USERNAME_RULE_TEXT,
  signedInText, usernameTakenText,
} from '../../demo/server/features/accounts/register.js';
import { CAPTCHA_WRONG_TEXT } from '../../demo/server/features/accounts/form-kit.js';
import { countRows, createClient, postForm, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const post = postForm;
const stateId = (/** @type {string} */ country, /** @type {string} */ name) =>
  String(app.db.prepare('SELECT id FROM states WHERE country_code = ? AND name = ?').pluck().get(country, name));
const organisation = () => String(app.db.prepare('SELECT id FROM organisations ORDER BY id LIMIT 1').pluck().get());

describe('GET /codechef_register/js/get/state/{countryId}/', () => {
  test('answers [{state_id, state_name}] by name; a country without states an empty list', async () => {
    const res = await app.inject({ url: '/codechef_register/js/get/state/NP/' });
    assert.equal(res.statusCode, 200);
    const states = res.json();
    assert.deepEqual(Object.keys(states[0]).sort(), ['state_id', 'state_name']);
    assert.deepEqual(states.map((/** @type {any} */ s) => s.state_name), ['Bagmati', 'Gandaki', 'Karnali', 'Koshi', 'Lumbini', 'Madhesh', 'Sudurpashchim']);
    assert.deepEqual((await app.inject({ url: '/codechef_register/js/get/state/SG/' })).json(), []);
    assert.equal((await app.inject({ url: '/codechef_register/js/get/state/ZZ/' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/codechef_register/js/get/state/1;DROP/' })).statusCode, 400);
  });
});

describe('sign in', () => {
  test('the form; wrong credentials keep the name; right ones sign in and go to the destination at once', async () => {
    const client = createClient(app);
    await client.me();
    const form = (await client.request({ method: 'GET', url: '/api/forms/login?destination=%2FSTART101' })).json().form;
    assert.match(form, /<input type="hidden" name="destination" value="\/START101">/);
    const hostile = (await client.request({ method: 'GET', url: '/api/forms/login?destination=//evil.com' })).json().form;
    assert.match(hostile, /name="destination" value="\/"/);
    const wrong = await post(client, '/api/forms/login', { username: 'alice', password: 'nope', destination: '/START101' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().message, LOGIN_FAILED_TEXT);
    assert.match(wrong.json().form, /value="alice"/);
    const ok = await post(client, '/api/forms/login', { username: 'alice', password: 'demo1234', destination: '/START101' });
    assert.deepEqual(ok.json(), { status: 'success', success: signedInText('alice'), redirect: '/START101', timeout: 0 });
    assert.equal((await client.me()).user.username, 'alice');
  });
});

describe('sign up', () => {
  const good = () => ({
    username: 'new_coder', full_name: 'New Coder', password: 'long enough', country: 'NP', state: stateId('NP', 'Bagmati'),
    organisation: organisation(), destination: '/roadmap/cpp-dsa',
  });
  /** A fresh captcha read as a person would (from the database standing in for the picture). @param {import('./helpers.js').TestClient} client */
  const solved = async (client) => {
    const form = (await client.request({ method: 'GET', url: '/api/forms/signup' })).json().form;
    const sid = /** @type {string} */ (form.match(/name="captcha_sid" value="([^"]+)"/)?.[1]);
    const token = /** @type {string} */ (form.match(/name="captcha_token" value="([^"]+)"/)?.[1]);
    const answer = /** @type {string} */ (readCaptcha(app.db, sid, app.nowSeconds())?.answer);
    return { captcha: answer, captcha_sid: sid, captcha_token: token };
  };

  test('creates the user with country, state and organisation, signs in, goes to the destination', async () => {
    const client = createClient(app);
    await client.me();
    const res = await post(client, '/api/forms/signup', { ...good(), ...(await solved(client)) });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { status: 'success', success: signedInText('new_coder'), redirect: '/roadmap/cpp-dsa', timeout: 0 });
    const { user } = await client.me();
    assert.equal(user.username, 'new_coder');
    assert.equal(user.country, 'Nepal');
    const profile = /** @type {any} */ (app.db.prepare('SELECT * FROM user_profiles WHERE username = ?').get('new_coder'));
    assert.equal(profile.full_name, 'New Coder');
    assert.equal(String(profile.state_id), stateId('NP', 'Bagmati'));
    assert.equal(String(profile.organisation_id), organisation());
  });

  test('every field is checked; the re-rendered form keeps the choices (never the password)', async () => {
    const client = createClient(app);
    await client.me();
    const before = countRows(app, 'users');
    const res = await post(client, '/api/forms/signup', {
      username: 'Bad Name', full_name: '', password: 'short', country: 'IN', state: stateId('NP', 'Bagmati'),
      organisation: '999999999', captcha: 'nope', captcha_sid: 'x', captcha_token: 'y', destination: '/',
    });
    assert.equal(res.statusCode, 422);
    const { errors, form } = res.json();
    assert.deepEqual(Object.keys(errors).sort(), ['captcha', 'full_name', 'organisation', 'password', 'state', 'username']);
    assert.equal(errors.username, USERNAME_RULE_TEXT);
    assert.equal(errors.password, PASSWORD_RULE_TEXT);
    assert.equal(errors.state, STATE_TEXT);
    assert.equal(errors.organisation, ORGANISATION_TEXT);
    assert.equal(errors.captcha, CAPTCHA_WRONG_TEXT);
    assert.match(form, /<option value="IN" selected>India<\/option>/);
    assert.match(form, />Kerala<\/option>/, 'the chosen country\'s states are listed');
    assert.doesNotMatch(form, /short/);
    const taken = await post(client, '/api/forms/signup?validate=username', { ...good(), username: 'alice', captcha: '', captcha_sid: '', captcha_token: '' });
    assert.deepEqual(taken.json(), { status: 'error', errors: { username: usernameTakenText('alice') } });
    const country = await post(client, '/api/forms/signup?validate=country', { ...good(), country: 'ZZ', captcha: '', captcha_sid: '', captcha_token: '' });
    assert.deepEqual(country.json(), { status: 'error', errors: { country: COUNTRY_TEXT } });
    const noStates = await post(client, '/api/forms/signup?validate=state', { ...good(), country: 'SG', state: '', captcha: '', captcha_sid: '', captcha_token: '' });
    assert.deepEqual(noStates.json(), { status: 'success' });
    assert.equal(countRows(app, 'users'), before);
  });
});

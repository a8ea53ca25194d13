// @ts-check
// The registration page /individuals/register/{code} and its server-driven form
// (GET/POST /api/contests/{code}/registration-form): visitors go to log in, the form registers
// the signed-in user once and redirects back to the contest, whose answer then lists the problems.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { ACCEPT_RULES_TEXT } from '../../demo/server/features/contests/registration.js';
import { countRows, createClient, formBody, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer({ now: () => Date.now() }); });
afterEach(async () => { await app.close(); });

const FORM = '/api/contests/START103/registration-form';

describe('registration page and form', () => {
  test('the page: visitors are sent to log in and back; a signed-in user gets the form element under the CSP', async () => {
    const visitor = createClient(app);
    const away = await visitor.request({ method: 'GET', url: '/individuals/register/START103' });
    assert.equal(away.statusCode, 302);
    assert.equal(away.headers.location, '/login?destination=%2Findividuals%2Fregister%2FSTART103');
    assert.equal((await visitor.request({ method: 'GET', url: '/individuals/register/NOPE99' })).statusCode, 404);

    const ravi = await signedInClient(app, 'ravi');
    const page = await ravi.request({ method: 'GET', url: '/individuals/register/START103' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.match(page.body, /<cc-server-form src="\/api\/contests\/START103\/registration-form" login-required>/);
    assert.match(page.body, /<script type="application\/json" id="cc-page-settings">/);
    assert.doesNotMatch(page.body, /<script>(?!<)/, 'no inline script');
  });

  test('the form registers once, after the rules are accepted, and redirects to the contest with the problems', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const form = (await ravi.request({ method: 'GET', url: FORM })).json();
    assert.equal(form.status, 'success');
    assert.match(form.form, /name="accept_rules"/);
    assert.equal(Object.keys((await ravi.request({ method: 'GET', url: '/api/contests/START103' })).json().problems).length, 0);

    const post = (/** @type {Record<string, string>} */ fields) =>
      ravi.request({ method: 'POST', url: FORM, ...formBody(fields), headers: { ...formBody(fields).headers, 'x-csrf-token': String(ravi.csrfToken) } });
    const before = countRows(app, 'contest_participants');
    const unaccepted = await post({ contest_code: 'START103' });
    assert.equal(unaccepted.statusCode, 422);
    assert.deepEqual(unaccepted.json().errors, { accept_rules: ACCEPT_RULES_TEXT });
    assert.equal((await post({ contest_code: 'START103', accept_rules: 'yes', extra: '1' })).statusCode, 400);
    assert.equal((await post({ contest_code: 'START101', accept_rules: 'yes' })).statusCode, 400, 'code of another contest');
    assert.equal(countRows(app, 'contest_participants'), before, 'nothing written');

    const done = await post({ contest_code: 'START103', accept_rules: 'yes' });
    assert.equal(done.statusCode, 200);
    assert.deepEqual({ ...done.json(), success: undefined }, { status: 'success', success: undefined, redirect: '/START103', timeout: 1500 });
    const again = await post({ contest_code: 'START103', accept_rules: 'yes' });
    assert.deepEqual(again.json().errors, { registration: 'You are already registered for this contest.' });
    assert.match((await ravi.request({ method: 'GET', url: FORM })).json().form, /already registered/);
    // The contest answer is for registered users now (the problems show once it starts).
    assert.equal((await ravi.request({ method: 'GET', url: '/api/contests/START103' })).json().is_registered, true);
  });

  test('without CSRF the form post is refused', async () => {
    const ravi = await signedInClient(app, 'ravi');
    const res = await ravi.request({ method: 'POST', url: FORM, ...formBody({ contest_code: 'START103', accept_rules: 'yes' }) });
    assert.equal(res.statusCode, 403);
  });
});

// @ts-check
// Suggestion endpoints: the submission form's handle/pcode/ccode, the organisation lookup and the
// generic {ajaxUrl}/autocomplete/ endpoint; their validation; the seeded users and organisations.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { KNOWN_ORGANISATIONS, ORGANISATION_COUNT, SEEDED_USER_COUNT, acronymOf, organisationName, seededUser } from '../../demo/server/features/autocomplete/seed.js';
import { seed } from '../../demo/server/features/autocomplete.js';
import { FIXED_NOW_MS, countRows, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/** @param {string} url */
const getJson = async (url) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

describe('seed', () => {
  test('thousands of distinct organisations and users, the same in every database', () => {
    assert.equal(countRows(app, 'organisations'), ORGANISATION_COUNT + KNOWN_ORGANISATIONS.length);
    assert.ok(ORGANISATION_COUNT >= 2000);
    const names = new Set(Array.from({ length: ORGANISATION_COUNT }, (_, i) => organisationName(i)));
    assert.equal(names.size, ORGANISATION_COUNT);
    assert.ok(countRows(app, 'users') >= SEEDED_USER_COUNT);
    assert.deepEqual(seededUser(0), seededUser(0));
    const row = /** @type {any} */ (app.db.prepare('SELECT rating, country FROM users WHERE username = ?').get(seededUser(42).username));
    assert.equal(row.rating, seededUser(42).rating);
    assert.equal(row.country, seededUser(42).country);
  });

  test('is idempotent and never touches an existing user of the same name', () => {
    const before = countRows(app, 'users');
    seed(app.db, { now: FIXED_NOW_MS / 1000 });
    assert.equal(countRows(app, 'users'), before);
    assert.equal(countRows(app, 'organisations'), ORGANISATION_COUNT + KNOWN_ORGANISATIONS.length);
  });

  test('seeded users cannot sign in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: seededUser(0).username, password: '!' } });
    assert.notEqual(res.statusCode, 200);
  });
});

describe('GET /submission/autocomplete/{field}', () => {
  test('handle: label and value, names starting with the term first', async () => {
    const { status, body } = await getJson('/submission/autocomplete/handle?term=ali');
    assert.equal(status, 200);
    assert.ok(body.length > 1);
    assert.deepEqual(Object.keys(body[0]).sort(), ['label', 'value']);
    assert.equal(body[0].value, 'alice');
    const starts = body.map((/** @type {any} */ s) => s.value.startsWith('ali'));
    assert.deepEqual(starts, [...starts].sort((a, b) => Number(b) - Number(a)), 'prefix matches come first');
    assert.ok(body.every((/** @type {any} */ s) => s.value.toLowerCase().includes('ali')));
  });

  test('pcode and ccode: codes as values, code and name as labels', async () => {
    const problems = await getJson('/submission/autocomplete/pcode?term=evens');
    assert.equal(problems.body[0].value, 'EVENSUM');
    assert.match(problems.body[0].label, /^EVENSUM - /);
    const contests = await getJson('/submission/autocomplete/ccode?term=start10');
    assert.ok(contests.body.some((/** @type {any} */ s) => s.value === 'START101'));
  });

  test('answers at most 20, and takes % and _ literally', async () => {
    assert.equal((await getJson('/submission/autocomplete/handle?term=a')).body.length, 20);
    assert.equal((await getJson('/submission/autocomplete/handle?term=%25')).body.length, 0);
    assert.ok((await getJson('/submission/autocomplete/handle?term=_')).body.every((/** @type {any} */ s) => s.value.includes('_')));
  });

  test('validates the field and the term', async () => {
    const bad = await getJson('/submission/autocomplete/email?term=a');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.status, 'error');
    assert.match(bad.body.message, /field must be one of handle, pcode, ccode/);
    assert.match((await getJson('/submission/autocomplete/handle')).body.message, /term is required/);
    assert.match((await getJson('/submission/autocomplete/handle?term=')).body.message, /term must not be empty/);
    assert.match((await getJson('/submission/autocomplete/handle?term=a&x=1')).body.message, /Unknown query parameter x/);
  });
});

describe('GET /codechef_register/autocomplete/organisation', () => {
  test('id and label', async () => {
    const { status, body } = await getJson('/codechef_register/autocomplete/organisation?term=institute%20of%20tech');
    assert.equal(status, 200);
    assert.ok(body.length > 0);
    assert.deepEqual(Object.keys(body[0]).sort(), ['id', 'label']);
    assert.equal(typeof body[0].id, 'number');
    assert.ok(body.every((/** @type {any} */ s) => /institute of tech/i.test(s.label)));
  });

  test("acronyms: 'IIT' finds the Indian Institutes of Technology, here and in the institution filter", async () => {
    assert.equal(acronymOf('Indian Institute of Technology Bombay'), 'IITB');
    assert.equal(acronymOf('Birla Institute of Technology and Science, Pilani'), 'BITS');
    const labels = (await getJson('/codechef_register/autocomplete/organisation?term=IIT')).body.map((/** @type {any} */ s) => s.label);
    assert.deepEqual(labels.slice(0, 6), KNOWN_ORGANISATIONS.filter((n) => n.startsWith('Indian')).sort());
    assert.ok(labels.every((/** @type {string} */ l) => acronymOf(l).startsWith('IIT')), labels.join(' | '));
    assert.ok((await getJson('/codechef_register/autocomplete/organisation?term=iitb')).body
      .some((/** @type {any} */ s) => s.label === 'Indian Institute of Technology Bombay'), 'case does not matter');
    // Names containing the text still come, after acronyms: 'Indian' in the name.
    assert.ok((await getJson('/codechef_register/autocomplete/organisation?term=Indian%20Institute')).body.length >= 6);
    const institutions = await app.inject({ url: '/api/search/autocomplete/?qparam=institution&query=NIT' });
    const names = institutions.json().suggestions.map((/** @type {any} */ s) => s.name);
    assert.ok(names.includes('National Institute of Technology Karnataka'), names.join(' | '));
  });

  test('validates the term', async () => {
    const { status, body } = await getJson('/codechef_register/autocomplete/organisation?q=x');
    assert.equal(status, 400);
    assert.match(body.message, /Unknown query parameter q|term is required/);
  });
});

describe('/api/search/autocomplete/ (the generic endpoint)', () => {
  test('countries of a contest\'s participants, as name and value', async () => {
    const all = await getJson('/api/search/autocomplete/?qparam=country&query=in');
    assert.equal(all.status, 200);
    assert.equal(all.body.status, 'success');
    assert.ok(all.body.suggestions.some((/** @type {any} */ s) => s.name === 'India' && s.value === 'India'));
    const inContest = await getJson('/api/search/autocomplete/?qparam=username&query=a&contest=START101&limit=50');
    const names = inContest.body.suggestions.map((/** @type {any} */ s) => s.value);
    assert.ok(names.includes('alice'));
    assert.ok(names.length < 50, 'only participants');
  });

  test('institutions, problems and contests; the limit', async () => {
    const institutions = await getJson('/api/search/autocomplete/?qparam=institution&query=university&limit=5');
    assert.equal(institutions.body.suggestions.length, 5);
    const problems = await getJson('/api/search/autocomplete/?qparam=problem&query=sum');
    assert.ok(problems.body.suggestions.some((/** @type {any} */ s) => s.value === 'ARRSUM'));
  });

  test('validates every parameter; an unknown contest is a 404', async () => {
    for (const [url, message] of [
      ['/api/search/autocomplete/?query=a', /qparam is required/],
      ['/api/search/autocomplete/?qparam=email&query=a', /qparam must be one of/],
      ['/api/search/autocomplete/?qparam=country', /query is required/],
      ['/api/search/autocomplete/?qparam=country&query=a&limit=0', /limit/],
      ['/api/search/autocomplete/?qparam=country&query=a&contest=bad%20code', /contest has an invalid format/],
    ]) {
      const res = await getJson(/** @type {string} */ (url));
      assert.equal(res.status, 400, String(url));
      assert.match(res.body.message, /** @type {RegExp} */ (message));
    }
    const missing = await getJson('/api/search/autocomplete/?qparam=country&query=a&contest=NOPE1');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Contest NOPE1 does not exist');
  });

  test('POST sends the same fields as a form body, with the CSRF token', async () => {
    const client = await signedInClient(app, 'alice');
    const res = await client.request({
      method: 'POST', url: '/api/search/autocomplete/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': client.csrfToken ?? '' },
      payload: 'qparam=institution&query=academy&limit=3',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().suggestions.length, 3);
    const noToken = await app.inject({ method: 'POST', url: '/api/search/autocomplete/', payload: { qparam: 'country', query: 'a' } });
    assert.equal(noToken.statusCode, 403);
  });
});

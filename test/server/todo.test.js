// @ts-check
// The todo widget markup and adding to the todo list on the reference server: per-user
// storage, the idempotent add, refusals, and the list box showing the new entry.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { LOGIN_TEXT, NO_PROBLEM_TEXT, absentText, addedText, presentText, removedText } from '../../demo/server/features/todo.js';
import { createClient, formBody, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/** @param {import('./helpers.js').TestClient} client @param {Record<string, string>} fields */
const add = (client, fields) => {
  const { payload, headers } = formBody(fields);
  return client.request({
    method: 'POST', url: '/api/todo/add', payload, headers: { ...headers, 'x-csrf-token': /** @type {string} */ (client.csrfToken) },
  });
};
const widget = (/** @type {import('./helpers.js').TestClient} */ client, query = 'problem=EVENSUM&contest=PRACTICE&type=button&width=24&height=24') =>
  client.request({ method: 'GET', url: `/api/todo/widget?${query}` });
const todosOf = (/** @type {string} */ user) =>
  app.db.prepare('SELECT problem_code, contest_code FROM todos WHERE username = ? ORDER BY id').all(user);

describe('GET /api/todo/widget', () => {
  test('answers the add button, sized as asked, for a problem not in the list', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await widget(alice);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /^<button type="button" class="todo-add" aria-label="Add EVENSUM to your todo list"/);
    assert.match(res.body, /<img class="todo-icon" src="\/todo\/icons\/add.svg" width="24" height="24" alt="">/);
  });

  test('answers the already-present mark once the problem is in the list', async () => {
    const alice = await signedInClient(app, 'alice');
    await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    const res = await widget(alice);
    assert.match(res.body, /^<span class="todo-present" role="img" aria-label="EVENSUM is in your todo list"/);
    assert.match(res.body, /src="\/todo\/icons\/present.svg"/);
    assert.match(res.body, /<button type="button" class="todo-remove" aria-label="Remove EVENSUM from your todo list"/);
  });

  test('visitors get the add button; bad parameters and unknown problems are refused', async () => {
    const visitor = createClient(app);
    assert.match((await widget(visitor)).body, /class="todo-add"/);
    const bad = await widget(visitor, 'problem=EVENSUM&contest=PRACTICE&type=link');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /type must be one of button/);
    const huge = await widget(visitor, 'problem=EVENSUM&contest=PRACTICE&type=button&width=5000');
    assert.equal(huge.statusCode, 400);
    const unknown = await widget(visitor, 'problem=NOPE&contest=PRACTICE&type=button');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { status: 'error', message: NO_PROBLEM_TEXT });
  });

  test('the icons are served as SVG images', async () => {
    const res = await createClient(app).request({ method: 'GET', url: '/todo/icons/present.svg' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.equal((await createClient(app).request({ method: 'GET', url: '/todo/icons/x.svg' })).statusCode, 400);
  });
});

describe('POST /api/todo/add', () => {
  test('adds once per user: a second add changes nothing and says so', async () => {
    const alice = await signedInClient(app, 'alice');
    const before = todosOf('alice').length;
    const first = await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { status: 'success', added: true, message: addedText('EVENSUM') });
    const second = await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.deepEqual(second.json(), { status: 'success', added: false, message: presentText('EVENSUM') });
    assert.equal(todosOf('alice').length, before + 1);
    assert.equal(todosOf('ravi').filter((t) => t.problem_code === 'EVENSUM').length, 0, 'other users are untouched');
  });

  test('the list box shows the new entry and the new count', async () => {
    const alice = await signedInClient(app, 'alice');
    const count = (await alice.request({ method: 'GET', url: '/todo/notification' })).json().count;
    await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    const box = (await alice.request({ method: 'GET', url: '/todo/notification' })).json();
    assert.equal(box.count, count + 1);
    assert.match(box.html, /^<ul class="todo-list"><li><a href="\/problems-old\/EVENSUM">EVENSUM<\/a>/);
    assert.deepEqual(box.items[0], { problem: 'EVENSUM', contest: 'PRACTICE', name: 'Even Sum Pairs', url: '/problems-old/EVENSUM' });
  });

  test("entries link to the problem in its contest; the seed's todos are problems that exist", async () => {
    const alice = await signedInClient(app, 'alice');
    await add(alice, { pcode: 'MODPOW', ccode: 'START101' });
    const box = (await alice.request({ method: 'GET', url: '/todo/notification' })).json();
    assert.match(box.html, /<a href="\/START101\/problems-old\/MODPOW">MODPOW<\/a>/);
    assert.equal(box.items.find((/** @type {any} */ i) => i.problem === 'MODPOW').url, '/START101/problems-old/MODPOW');
    const orphans = app.db.prepare(`SELECT count(*) FROM todos t WHERE NOT EXISTS (SELECT 1 FROM contest_problems cp
      WHERE cp.contest_code = t.contest_code AND cp.problem_code = t.problem_code)`).pluck().get();
    assert.equal(orphans, 0);
    assert.ok(box.items.length >= 3, 'alice has seeded todos');
    for (const item of box.items) {
      const answer = await alice.request({ method: 'GET', url: `/api/contests/${item.contest}/problems/${item.problem}` });
      assert.equal(answer.statusCode, 200, `${item.contest}/${item.problem} opens`);
    }
  });

  test('refusals: visitors, unknown problems, malformed bodies, missing CSRF', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const anon = await add(visitor, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.equal(anon.statusCode, 401);
    assert.deepEqual(anon.json(), { status: 'error', message: LOGIN_TEXT });
    const alice = await signedInClient(app, 'alice');
    const before = todosOf('alice').length;
    const unknown = await add(alice, { pcode: 'NOPE', ccode: 'PRACTICE' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, NO_PROBLEM_TEXT);
    const extra = await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE', x: '1' });
    assert.equal(extra.statusCode, 400);
    assert.equal(extra.json().message, 'Unknown field x');
    const { payload, headers } = formBody({ pcode: 'EVENSUM', ccode: 'PRACTICE' });
    const noCsrf = await alice.request({ method: 'POST', url: '/api/todo/add', payload, headers });
    assert.equal(noCsrf.statusCode, 403);
    assert.equal(todosOf('alice').length, before);
  });
});

/** @param {import('./helpers.js').TestClient} client @param {Record<string, string>} fields @param {boolean} [csrf] */
const remove = (client, fields, csrf = true) => {
  const { payload, headers } = formBody(fields);
  return client.request({
    method: 'POST', url: '/api/todo/remove', payload,
    headers: { ...headers, ...(csrf ? { 'x-csrf-token': /** @type {string} */ (client.csrfToken) } : {}) },
  });
};

describe('POST /api/todo/remove', () => {
  test('removes the entry: the list box, the count and the widget say so; a second remove changes nothing', async () => {
    const alice = await signedInClient(app, 'alice');
    await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    const count = (await alice.request({ method: 'GET', url: '/todo/notification' })).json().count;
    const first = await remove(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { status: 'success', removed: true, message: removedText('EVENSUM') });
    const box = (await alice.request({ method: 'GET', url: '/todo/notification' })).json();
    assert.equal(box.count, count - 1);
    assert.equal(box.items.some((/** @type {any} */ i) => i.problem === 'EVENSUM'), false);
    assert.match((await widget(alice)).body, /^<button type="button" class="todo-add"/);
    const again = await remove(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.deepEqual(again.json(), { status: 'success', removed: false, message: absentText('EVENSUM') });
  });

  test("only the user's own entry of that contest goes; refusals change nothing", async () => {
    const alice = await signedInClient(app, 'alice');
    const premium = await signedInClient(app, 'premium');
    await add(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    await add(alice, { pcode: 'EVENSUM', ccode: 'START101' });
    await add(premium, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    await remove(alice, { pcode: 'EVENSUM', ccode: 'PRACTICE' });
    assert.deepEqual(todosOf('premium').filter((t) => /** @type {any} */ (t).problem_code === 'EVENSUM').length, 1);
    assert.ok(todosOf('alice').some((t) => /** @type {any} */ (t).contest_code === 'START101'));
    const before = todosOf('alice').length;
    const visitor = createClient(app);
    await visitor.me();
    const anon = await remove(visitor, { pcode: 'EVENSUM', ccode: 'START101' });
    assert.deepEqual([anon.statusCode, anon.json()], [401, { status: 'error', message: LOGIN_TEXT }]);
    const bad = await remove(alice, { pcode: 'EVEN SUM', ccode: 'START101' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /pcode/);
    const noCsrf = await remove(alice, { pcode: 'EVENSUM', ccode: 'START101' }, false);
    assert.equal(noCsrf.statusCode, 403);
    assert.equal(todosOf('alice').length, before);
  });
});

// @ts-check
// Comments on the reference server: the list answer per viewer (visitor, user, author,
// moderator), paging, posting with every refusal (visitor, CSRF, empty, oversized, 1 MB body,
// unknown parent, rate limit) and nothing written on a refusal, idempotent posts by cid, and the
// moderator actions with their permissions.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  COMMENT_MAX_LENGTH, DEFAULT_POST_LIMIT, TEXTS,
} from '../../demo/server/features/comments.js';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer } from './helpers.js';

const THREAD = '/problems/EVENSUM';

/** @type {import('fastify').FastifyInstance} */
let app;
/** Server time in ms; tests move it to step past the rate limit window. */
let nowMs = FIXED_NOW_MS;
beforeEach(async () => {
  nowMs = FIXED_NOW_MS;
  app = await startServer({ now: () => nowMs });
});
afterEach(async () => { await app.close(); });

/** @param {import('./helpers.js').TestClient} client @param {string} [query] */
const fetchThread = async (client, query = `url=${THREAD}`) => {
  const res = await client.request({ method: 'GET', url: `/comment/fetch/url?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

/** @param {import('./helpers.js').TestClient} client @param {Record<string, unknown>} fields */
const add = (client, fields) => client.post('/comment/add/url', { pid: '0', url: THREAD, ...fields });

const commentRows = () => countRows(app, 'comments');
const idOf = (/** @type {string} */ content) => String(app.db.prepare('SELECT id FROM comments WHERE content LIKE ?').pluck().get(`${content}%`));

describe('GET /comment/fetch/url', () => {
  test('a visitor gets the Comment list response shape: published comments, no posting, no moderation', async () => {
    const body = await fetchThread(createClient(app));
    assert.deepEqual(Object.keys(body).sort(), ['can_post', 'has_avatar', 'is_mod', 'list', 'status']);
    assert.equal(body.status, 'success');
    assert.equal(body.is_mod, false);
    assert.equal(body.can_post, false);
    assert.equal(body.has_avatar, true);
    const first = body.list[0];
    assert.deepEqual(Object.keys(first).sort(), ['author', 'author_avatar', 'author_html', 'content', 'id', 'important', 'pid', 'time', 'unpublished']);
    assert.equal(typeof first.id, 'string');
    assert.equal(typeof first.time, 'number');
    assert.ok(first.time <= FIXED_NOW_MS / 1000);
    assert.ok(body.list.every((/** @type {any} */ c) => c.unpublished === 0), 'no unpublished comment for visitors');
    assert.ok(!body.list.some((/** @type {any} */ c) => c.author === 'premium'));
  });

  test('replies follow their parent, oldest first; top-level comments newest first', async () => {
    const { list } = await fetchThread(createClient(app));
    const top = list.filter((/** @type {any} */ c) => c.pid === '0');
    assert.deepEqual(top.map((/** @type {any} */ c) => c.time), [...top.map((/** @type {any} */ c) => c.time)].sort((a, b) => b - a));
    const ids = list.map((/** @type {any} */ c) => c.id);
    for (const c of list) if (c.pid !== '0') assert.ok(ids.indexOf(c.pid) < ids.indexOf(c.id), 'parent before reply');
    const pairs = list.find((/** @type {any} */ c) => c.content.startsWith('Does a pair'));
    const answer = list.find((/** @type {any} */ c) => c.pid === pairs.id);
    assert.equal(answer.author, 'mod');
    assert.equal(answer.important, 1);
    assert.match(answer.content, /@alice/);
  });

  test('the moderator sees the unpublished comment and is_mod; its author sees it; others do not', async () => {
    const mod = await fetchThread(await signedInClient(app, 'mod'));
    assert.equal(mod.is_mod, true);
    assert.equal(mod.can_post, true);
    assert.ok(mod.list.some((/** @type {any} */ c) => c.author === 'premium' && c.unpublished === 1));
    const author = await fetchThread(await signedInClient(app, 'premium'));
    assert.equal(author.is_mod, false);
    assert.ok(author.list.some((/** @type {any} */ c) => c.author === 'premium' && c.unpublished === 1));
    const alice = await fetchThread(await signedInClient(app, 'alice'));
    assert.equal(alice.can_post, true);
    assert.ok(!alice.list.some((/** @type {any} */ c) => c.author === 'premium'));
  });

  test('pages count top-level comments and bring their replies', async () => {
    const all = (await fetchThread(createClient(app))).list;
    const topIds = all.filter((/** @type {any} */ c) => c.pid === '0').map((/** @type {any} */ c) => c.id);
    const pages = [];
    for (let page = 1; page <= topIds.length + 1; page++) pages.push((await fetchThread(createClient(app), `url=${THREAD}&page=${page}&limit=1`)).list);
    assert.deepEqual(pages.slice(0, -1).map((list) => list[0].id), topIds);
    assert.deepEqual(pages.at(-1), [], 'past the end: an empty list');
    assert.deepEqual(pages.flat().map((c) => c.id), all.map((/** @type {any} */ c) => c.id));
  });

  test('an unknown thread is empty; a bad url or limit is a 400 naming the field', async () => {
    assert.deepEqual((await fetchThread(createClient(app), 'url=/problems/NOCOMMENTS')).list, []);
    for (const [query, field] of [['url=javascript:1', 'url'], [`url=${THREAD}&limit=101`, 'limit'], [`url=${THREAD}&page=0`, 'page'], ['page=1', 'url'], [`url=${THREAD}&x=1`, 'x']]) {
      const res = await createClient(app).request({ method: 'GET', url: `/comment/fetch/url?${query}` });
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().status, 'error');
      assert.match(res.json().message, new RegExp(field), query);
    }
  });
});

describe('POST /comment/add/url', () => {
  test('alice posts a comment and a reply; both come back in the thread with her handle', async () => {
    const alice = await signedInClient(app, 'alice');
    const res = await add(alice, { comment: 'Hello @mod, **bold** question', cid: 'c1'.padEnd(32, '0') });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'success');
    const { comment } = res.json();
    assert.equal(comment.author, 'alice');
    assert.equal(comment.pid, '0');
    assert.equal(comment.important, 0);
    assert.equal(comment.time, FIXED_NOW_MS / 1000);
    const reply = await add(alice, { comment: 'And a reply', pid: comment.id, cid: 'c2'.padEnd(32, '0') });
    assert.equal(reply.json().comment.pid, comment.id);
    const { list } = await fetchThread(createClient(app));
    assert.equal(list[0].id, comment.id, 'newest top-level first');
    assert.equal(list[1].content, 'And a reply');
    assert.match(list[0].author_html, /alice/);
  });

  test('the same cid twice writes one comment (a retried post); a UUID is the same key as its digits', async () => {
    const alice = await signedInClient(app, 'alice');
    const before = commentRows();
    const first = await add(alice, { comment: 'Once only', cid: '0123456789abcdef0123456789abcdef' });
    const second = await add(alice, { comment: 'Once only', cid: '0123456789abcdef0123456789abcdef' });
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().comment.id, first.json().comment.id);
    const uuid = await add(alice, { comment: 'Once only', cid: '01234567-89AB-CDEF-0123-456789ABCDEF' });
    assert.equal(uuid.json().comment.id, first.json().comment.id);
    assert.equal(commentRows(), before + 1);
  });

  test("cid '0' or '' means none: every post is stored, never answered with someone's earlier comment", async () => {
    const ravi = await signedInClient(app, 'ravi');
    const alice = await signedInClient(app, 'alice');
    const before = commentRows();
    for (const [client, text, cid] of /** @type {const} */ ([[ravi, 'ravi first', '0'], [alice, 'alice first', '0'], [alice, 'alice second', '0'], [alice, 'alice third', '']])) {
      const res = await add(client, { comment: text, cid });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().comment.content, text, 'the answer is the comment just posted');
    }
    assert.equal(commentRows(), before + 4);
    const contents = (await fetchThread(createClient(app))).list.map((/** @type {any} */ c) => c.content);
    for (const text of ['ravi first', 'alice first', 'alice second', 'alice third']) assert.ok(contents.includes(text), text);
  });

  test('a cid sent again with another text (or parent) is refused with a message, the text not lost silently', async () => {
    const alice = await signedInClient(app, 'alice');
    const cid = 'fedcba9876543210fedcba9876543210';
    const first = await add(alice, { comment: 'First text', cid });
    assert.equal(first.statusCode, 200);
    const before = commentRows();
    for (const body of [{ comment: 'Another text', cid }, { comment: 'First text', cid, pid: first.json().comment.id }]) {
      const res = await add(alice, body);
      assert.equal(res.statusCode, 409, res.body);
      assert.deepEqual(res.json(), { status: 'error', message: TEXTS.clientIdReused });
    }
    assert.equal(commentRows(), before);
    // Another user's post under the same cid is their own post.
    const ravi = await add(await signedInClient(app, 'ravi'), { comment: 'Ravi text', cid });
    assert.equal(ravi.json().comment.content, 'Ravi text');
  });

  test('a cid that is not an unmistakable id (1, c1, short or long hex) is a 400 with a message', async () => {
    const alice = await signedInClient(app, 'alice');
    const before = commentRows();
    for (const cid of ['1', 'c1', 'retry-1', 'abc', '0123456789abcdef0123456789abcde', '0123456789abcdef0123456789abcdef0', '00', 'x'.repeat(65)]) {
      const res = await add(alice, { comment: 'hi', cid });
      assert.equal(res.statusCode, 400, cid);
      assert.equal(res.json().status, 'error');
      assert.match(res.json().message, /^cid must/, cid);
    }
    assert.equal(commentRows(), before);
  });

  test("a moderator's comment is important", async () => {
    const mod = await signedInClient(app, 'mod');
    assert.equal((await add(mod, { comment: 'Official answer' })).json().comment.important, 1);
  });

  test('refusals answer 4xx with a message and write nothing', async () => {
    const alice = await signedInClient(app, 'alice');
    const before = commentRows();
    /** @type {Array<[string, Promise<import('light-my-request').Response>, number, RegExp | string]>} */
    const cases = [
      ['visitor', (async () => { const v = createClient(app); await v.me(); return add(v, { comment: 'hi' }); })(), 401, TEXTS.login],
      ['no CSRF', alice.post('/comment/add/url', { comment: 'hi', pid: '0', url: THREAD }, { csrf: null }), 403, 'Invalid CSRF token'],
      ['empty', add(alice, { comment: '' }), 400, TEXTS.empty],
      ['blank', add(alice, { comment: '  \n\t ' }), 400, TEXTS.empty],
      ['oversized', add(alice, { comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }), 400, `comment must be at most ${COMMENT_MAX_LENGTH} characters`],
      ['unknown parent', add(alice, { comment: 'hi', pid: '99999' }), 400, TEXTS.unknownParent],
      ['parent of another thread', add(alice, { comment: 'hi', pid: idOf('Are the numbers') }), 400, TEXTS.unknownParent],
      ['hidden parent', add(alice, { comment: 'hi', pid: idOf('Full code') }), 400, TEXTS.unknownParent],
      ['bad url', add(alice, { comment: 'hi', url: 'https://evil.example/' }), 400, /url/],
      ['unknown field', add(alice, { comment: 'hi', important: 1 }), 400, 'Unknown field important'],
      ['missing pid', alice.post('/comment/add/url', { comment: 'hi', url: THREAD }), 400, 'pid is required'],
    ];
    for (const [name, pending, status, message] of cases) {
      const res = await pending;
      assert.equal(res.statusCode, status, `${name}: ${res.body}`);
      if (typeof message === 'string') assert.equal(res.json().message, message, name);
      else assert.match(res.json().message, message, name);
    }
    assert.equal(commentRows(), before);
  });

  test('a 1 MB body is refused with a message (413), not a server error', async () => {
    const alice = await signedInClient(app, 'alice');
    const before = commentRows();
    const res = await add(alice, { comment: 'x'.repeat(1024 * 1024) });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { status: 'error', message: 'Request body is too large' });
    assert.equal(commentRows(), before);
  });

  test(`posting is limited to ${DEFAULT_POST_LIMIT.posts} comments per ${DEFAULT_POST_LIMIT.seconds} s per user`, async () => {
    const alice = await signedInClient(app, 'alice');
    for (let i = 0; i < DEFAULT_POST_LIMIT.posts; i++) assert.equal((await add(alice, { comment: `post ${i}` })).statusCode, 200);
    const before = commentRows();
    const refused = await add(alice, { comment: 'one too many' });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { status: 'error', message: TEXTS.tooFast });
    assert.equal(commentRows(), before);
    // Another user is not limited by alice's posts.
    assert.equal((await add(await signedInClient(app, 'ravi'), { comment: 'ravi here' })).statusCode, 200);
    nowMs += DEFAULT_POST_LIMIT.seconds * 1000;
    assert.equal((await add(alice, { comment: 'a minute later' })).statusCode, 200);
  });

  test('buildServer({commentPostLimit}) replaces the limit', async () => {
    const loose = await startServer({ commentPostLimit: { posts: 8, seconds: 60 } });
    try {
      const alice = await signedInClient(loose, 'alice');
      for (let i = 0; i < 8; i++) assert.equal((await alice.post('/comment/add/url', { comment: `p${i}`, pid: '0', url: THREAD })).statusCode, 200);
      assert.equal((await alice.post('/comment/add/url', { comment: 'p8', pid: '0', url: THREAD })).statusCode, 429);
    } finally {
      await loose.close();
    }
  });
});

describe('moderator actions', () => {
  const unpublished = (/** @type {string} */ id) => app.db.prepare('SELECT unpublished FROM comments WHERE id = ?').pluck().get(Number(id));

  test('mod unpublishes (0 -> 1) and publishes (1 -> 0)', async () => {
    const mod = await signedInClient(app, 'mod');
    const id = idOf('Does a pair');
    assert.deepEqual((await mod.post(`/comment/unpublish/${id}`)).json(), { status: 'success' });
    assert.equal(unpublished(id), 1);
    const visitorView = await fetchThread(createClient(app));
    assert.ok(!visitorView.list.some((/** @type {any} */ c) => c.id === id), 'hidden from visitors');
    assert.ok(!visitorView.list.some((/** @type {any} */ c) => c.pid === id), 'and so are its replies');
    assert.ok((await fetchThread(await signedInClient(app, 'alice'))).list.some((/** @type {any} */ c) => c.id === id), 'its author still sees it');
    assert.deepEqual((await mod.post(`/comment/publish/${id}`)).json(), { status: 'success' });
    assert.equal(unpublished(id), 0);
  });

  test('mod archives a comment and its replies: gone for everyone', async () => {
    const mod = await signedInClient(app, 'mod');
    const id = idOf('My solution gets TLE');
    const res = await mod.post(`/comment/moderator/archive/${id}`);
    assert.deepEqual(res.json(), { status: 'success' });
    const { list } = await fetchThread(mod);
    assert.ok(!list.some((/** @type {any} */ c) => c.id === id || /Accepted now|count the even/.test(c.content)));
    assert.equal((await mod.post(`/comment/moderator/archive/${id}`)).statusCode, 404, 'already archived');
  });

  test('mod marks a comment as replied', async () => {
    const mod = await signedInClient(app, 'mod');
    const id = idOf('Does a pair');
    assert.deepEqual((await mod.post(`/comment/replied/${id}`)).json(), { status: 'success' });
    assert.equal(app.db.prepare('SELECT replied FROM comments WHERE id = ?').pluck().get(Number(id)), 1);
  });

  test('users and visitors are refused (403 with a message), unknown ids are 404, and nothing changes', async () => {
    const id = idOf('Does a pair');
    const alice = await signedInClient(app, 'alice');
    const visitor = createClient(app);
    await visitor.me();
    for (const action of ['publish', 'unpublish', 'moderator/archive', 'replied']) {
      for (const client of [alice, visitor]) {
        const res = await client.post(`/comment/${action}/${id}`);
        assert.equal(res.statusCode, 403, action);
        assert.deepEqual(res.json(), { status: 'error', message: TEXTS.moderatorsOnly });
      }
    }
    assert.equal(unpublished(id), 0);
    assert.equal(app.db.prepare('SELECT archived FROM comments WHERE id = ?').pluck().get(Number(id)), 0);
    const mod = await signedInClient(app, 'mod');
    assert.equal((await mod.post('/comment/publish/99999')).statusCode, 404);
    assert.equal((await mod.post('/comment/publish/abc')).statusCode, 400);
    assert.equal((await mod.post(`/comment/publish/${id}`, { x: 1 })).statusCode, 400);
  });
});

// @ts-check
// Problem comments (the comment section, the Comment and Comment list response shapes):
// threads keyed by the page URL they belong to (`/problems/EVENSUM`), replies by parent id
// (pid 0 = top level), moderation (publish, unpublish, archive, mark as replied), a per-user
// post rate limit, and idempotent posts: `cid` is the client's own id for one post (32 hex digits
// or a UUID; '' or '0' for none), so a post retried after a lost answer is written once, and a
// cid sent again with another text is refused rather than answered with the first comment. Content is stored as the Markdown the user typed;
// the client renders and sanitises it. Seed threads: comments/seed.js.
import { signedInUser } from '../http-session.js';
import { seedComments } from './comments/seed.js';
import { commentJson, visibleThread } from './comments/thread.js';

/** @typedef {import('./comments/thread.js').CommentRow} CommentRow */
/** @typedef {import('../users.js').UserRow} UserRow */

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 700,
    name: 'comments',
    sql: `
      CREATE TABLE comments (
        id          INTEGER PRIMARY KEY,
        url         TEXT NOT NULL,
        pid         INTEGER NOT NULL DEFAULT 0,
        author      TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        content     TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        important   INTEGER NOT NULL DEFAULT 0 CHECK (important IN (0, 1)),
        unpublished INTEGER NOT NULL DEFAULT 0 CHECK (unpublished IN (0, 1)),
        archived    INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
        replied     INTEGER NOT NULL DEFAULT 0 CHECK (replied IN (0, 1)),
        client_id   TEXT,
        UNIQUE (author, client_id)
      );
      CREATE INDEX comments_by_url ON comments (url, archived);
      CREATE INDEX comments_by_author_time ON comments (author, created_at);
    `,
  },
];

export const seed = seedComments;

/** The longest comment accepted, in characters (the client checks the same number first). */
export const COMMENT_MAX_LENGTH = 10000;
/** Default post rate limit: at most this many comments per user in the window below. */
export const DEFAULT_POST_LIMIT = { posts: 5, seconds: 60 };
/** Paging of GET /comment/fetch/url counts top-level comments; replies come with their thread. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** A comment body is at most 10,000 characters; anything near a megabyte is refused unread. */
const ADD_BODY_LIMIT_BYTES = 64 * 1024;

export const TEXTS = {
  login: 'Please log in to comment.',
  empty: 'comment must not be empty',
  unknownParent: 'The comment you are replying to does not exist.',
  tooFast: 'You are commenting too fast. Please wait a minute and try again.',
  moderatorsOnly: 'Only moderators can do this.',
  unknownComment: 'No such comment.',
  badClientId: 'cid must be 32 hexadecimal digits or a UUID (empty or 0 for none).',
  clientIdReused: 'This cid was already used for a different comment: send a new cid with each new comment.',
};

/** '' and '0' mean no client id (as pid '0' means none); only a random-looking id can be a key. */
const NO_CLIENT_ID = /^(0?)$/;
const CLIENT_ID = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const URL_PATTERN = '^/[A-Za-z0-9/_.-]{0,199}$';
const urlField = { type: 'string', pattern: URL_PATTERN };
const fetchQuery = {
  type: 'object', additionalProperties: false, required: ['url'],
  properties: {
    url: urlField,
    page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    _: { type: 'integer', minimum: 0 },
  },
};
const addBody = {
  type: 'object', additionalProperties: false, required: ['comment', 'pid', 'url'],
  properties: {
    comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH },
    pid: { type: 'string', pattern: '^[0-9]{1,15}$' },
    cid: { type: 'string', maxLength: 64 },
    url: urlField,
  },
};
const idParams = {
  type: 'object', additionalProperties: false, required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
};
const emptyBody = { type: 'object', additionalProperties: false, properties: {} };

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  // buildServer({ commentPostLimit }) loosens it for the browser tests' shared server.
  const postLimit = app.commentPostLimit ?? DEFAULT_POST_LIMIT;
  const db = app.db;
  const threadRows = db.prepare('SELECT * FROM comments WHERE url = ? AND archived = 0 ORDER BY created_at, id');
  const byId = db.prepare('SELECT * FROM comments WHERE id = ?');
  const byClientId = db.prepare('SELECT * FROM comments WHERE author = ? AND client_id = ?');
  const recentPosts = db.prepare('SELECT count(*) FROM comments WHERE author = ? AND created_at > ?').pluck();
  const insert = db.prepare(`INSERT INTO comments (url, pid, author, content, created_at, important, client_id)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const setUnpublished = db.prepare('UPDATE comments SET unpublished = ? WHERE id = ?');
  const setReplied = db.prepare('UPDATE comments SET replied = 1 WHERE id = ?');
  // Archiving a comment archives its replies too: a reply without its parent is out of context.
  const archiveSubtree = db.prepare(`WITH RECURSIVE subtree(id) AS (
      SELECT id FROM comments WHERE id = ?
      UNION SELECT c.id FROM comments c JOIN subtree s ON c.pid = s.id)
    UPDATE comments SET archived = 1 WHERE id IN (SELECT id FROM subtree)`);
  const authors = db.prepare('SELECT username, html_handle, profile_image_path FROM users WHERE username IN (SELECT value FROM json_each(?))');

  /** @param {UserRow | undefined} user */
  const isModerator = (user) => user?.is_moderator === 1;

  /** Author handles and avatars for the given rows. @param {CommentRow[]} rows */
  const authorsOf = (rows) => {
    const names = [...new Set(rows.map((row) => row.author))];
    /** @type {Map<string, { html_handle: string, profile_image_path: string | null }>} */
    const map = new Map();
    for (const row of /** @type {any[]} */ (authors.all(JSON.stringify(names)))) map.set(row.username, row);
    return map;
  };

  app.get('/comment/fetch/url', { schema: { querystring: fetchQuery } }, async (request, reply) => {
    // Per viewer (is_mod, can_post, unpublished comments): never stored by shared caches.
    reply.header('cache-control', 'private, no-store');
    const { url, page, limit } = /** @type {{ url: string, page: number, limit: number }} */ (request.query);
    const user = signedInUser(request);
    const rows = /** @type {CommentRow[]} */ (threadRows.all(url));
    const list = visibleThread(rows, { viewer: user?.username ?? null, moderator: isModerator(user), page, limit });
    const people = authorsOf(list);
    return {
      status: 'success',
      list: list.map((row) => commentJson(row, people.get(row.author))),
      is_mod: isModerator(user),
      has_avatar: true,
      can_post: Boolean(user),
    };
  });

  app.post('/comment/add/url', { bodyLimit: ADD_BODY_LIMIT_BYTES, schema: { body: addBody } }, async (request, reply) => {
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: TEXTS.login });
    const { comment, pid, cid = '', url } = /** @type {{ comment: string, pid: string, cid?: string, url: string }} */ (request.body);
    if (comment.trim() === '') return reply.code(400).send({ status: 'error', message: TEXTS.empty });
    const people = () => authorsOf([/** @type {CommentRow} */ ({ author: user.username })]).get(user.username);

    if (!NO_CLIENT_ID.test(cid) && !CLIENT_ID.test(cid)) return reply.code(400).send({ status: 'error', message: TEXTS.badClientId });
    // One spelling per id: a UUID and its 32 digits are the same key.
    const clientId = NO_CLIENT_ID.test(cid) ? null : cid.replaceAll('-', '').toLowerCase();
    const parentId = Number(pid);
    // The same post again (its answer was lost and the client retried): the first one stands.
    // Success only for that same post: another text under the cid would be silently dropped.
    if (clientId !== null) {
      const earlier = /** @type {CommentRow | undefined} */ (byClientId.get(user.username, clientId));
      if (earlier && earlier.content === comment && earlier.url === url && earlier.pid === parentId) {
        return { status: 'success', comment: commentJson(earlier, people()) };
      }
      if (earlier) return reply.code(409).send({ status: 'error', message: TEXTS.clientIdReused });
    }
    if (parentId !== 0) {
      const parent = /** @type {CommentRow | undefined} */ (byId.get(parentId));
      const visible = parent && parent.url === url && parent.archived === 0 &&
        (parent.unpublished === 0 || isModerator(user) || parent.author === user.username);
      if (!visible) return reply.code(400).send({ status: 'error', message: TEXTS.unknownParent });
    }
    const now = app.nowSeconds();
    if (Number(recentPosts.get(user.username, now - postLimit.seconds)) >= postLimit.posts) {
      return reply.code(429).send({ status: 'error', message: TEXTS.tooFast });
    }
    // Moderators and admins answer for the site: their comments stand out.
    const important = isModerator(user) || user.access === 'admin' ? 1 : 0;
    const { lastInsertRowid } = insert.run(url, parentId, user.username, comment, now, important, clientId);
    const row = /** @type {CommentRow} */ (byId.get(lastInsertRowid));
    return { status: 'success', comment: commentJson(row, people()) };
  });

  /**
   * A moderator action on one comment: the user must be a moderator and the comment exist.
   * @param {string} path @param {(row: CommentRow) => void} act
   */
  const moderatorAction = (path, act) => {
    app.post(path, { schema: { params: idParams, body: emptyBody } }, async (request, reply) => {
      const user = signedInUser(request);
      if (!isModerator(user)) return reply.code(403).send({ status: 'error', message: TEXTS.moderatorsOnly });
      const { id } = /** @type {{ id: number }} */ (request.params);
      const row = /** @type {CommentRow | undefined} */ (byId.get(id));
      if (!row || row.archived === 1) return reply.code(404).send({ status: 'error', message: TEXTS.unknownComment });
      act(row);
      return { status: 'success' };
    });
  };
  moderatorAction('/comment/publish/:id', (row) => setUnpublished.run(0, row.id));
  moderatorAction('/comment/unpublish/:id', (row) => setUnpublished.run(1, row.id));
  moderatorAction('/comment/moderator/archive/:id', (row) => archiveSubtree.run(row.id));
  // The contract names 'Mark as Replied' but no call: this server's choice (README, reference server API).
  moderatorAction('/comment/replied/:id', (row) => setReplied.run(row.id));
}

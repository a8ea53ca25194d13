// @ts-check
// The shared header's data (issue 3): the course dropdown (GET /api/courses/dropdown) and the
// todo notification list box (GET /todo/notification). Adding todos (POST
// /api/todo/add) belongs to a later issue; this module owns the todos table it will write.
import { signedInUser } from '../http-session.js';
import { escapeHtml } from '../html.js';
import { DROPDOWN_CATEGORIES, learnersLabel } from './header/courses.js';

/** @typedef {import('../sqlite-types.js').Db} Db */

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 200,
    name: 'header: course dropdown, todos',
    sql: `
      CREATE TABLE dropdown_categories (
        key      TEXT PRIMARY KEY,
        name     TEXT NOT NULL,
        position INTEGER NOT NULL
      );

      CREATE TABLE dropdown_courses (
        id           INTEGER PRIMARY KEY,
        category_key TEXT NOT NULL REFERENCES dropdown_categories (key) ON DELETE CASCADE,
        name         TEXT NOT NULL,
        link         TEXT NOT NULL,
        learners     INTEGER NOT NULL CHECK (learners >= 0),
        position     INTEGER NOT NULL,
        UNIQUE (category_key, link)
      );

      CREATE TABLE todos (
        id           INTEGER PRIMARY KEY,
        username     TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE ON UPDATE CASCADE,
        problem_code TEXT NOT NULL,
        contest_code TEXT NOT NULL,
        added_at     INTEGER NOT NULL,
        UNIQUE (username, problem_code, contest_code)
      );
      CREATE INDEX todos_by_user ON todos (username, added_at);
    `,
  },
];

/**
 * Demo todos (newest last): alice has a few, so the header's count and list show something.
 * Problems that exist, in their contests (each opens its problem page), none she has solved.
 */
const SEED_TODOS = [
  { username: 'alice', problem: 'PREFSUM', contest: 'PRACTICE', ageMinutes: 3 * 24 * 60 },
  { username: 'alice', problem: 'PALCUT', contest: 'MASH10', ageMinutes: 2 * 24 * 60 },
  { username: 'alice', problem: 'MAXGAP', contest: 'START101', ageMinutes: 90 },
];

/**
 * Set once the demo todos were written, so todos a user removes later do not come back. (The
 * first seed, 'seed:header-todos', named problems that do not exist: see seed() below.)
 */
const TODO_SEED_MARKER = 'seed:header-todos-2';

/**
 * Idempotent: categories and courses are upserted by key and link (the dropdown follows the
 * seed list), demo todos are written once per database, and only for users that exist.
 * @param {Db} db
 * @param {{ now: number }} clock
 */
export function seed(db, { now }) {
  db.transaction(() => {
    const category = db.prepare(`INSERT INTO dropdown_categories (key, name, position) VALUES (?, ?, ?)
      ON CONFLICT (key) DO UPDATE SET name = excluded.name, position = excluded.position`);
    const course = db.prepare(`INSERT INTO dropdown_courses (category_key, name, link, learners, position)
      VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (category_key, link) DO UPDATE SET name = excluded.name, learners = excluded.learners,
        position = excluded.position`);
    DROPDOWN_CATEGORIES.forEach((c, i) => {
      category.run(c.key, c.name, i);
      c.courses.forEach((k, j) => course.run(c.key, k.name, k.link, k.learners, j));
    });

    if (db.prepare('SELECT 1 FROM meta WHERE key = ?').get(TODO_SEED_MARKER)) return;
    // Every todo names a problem of its contest (POST /api/todo/add refuses others): what an
    // earlier seed wrote for problems that do not exist goes.
    db.prepare(`DELETE FROM todos WHERE NOT EXISTS (SELECT 1 FROM contest_problems cp
      WHERE cp.contest_code = todos.contest_code AND cp.problem_code = todos.problem_code)`).run();
    const todo = db.prepare(`INSERT OR IGNORE INTO todos (username, problem_code, contest_code, added_at)
      SELECT username, ?, ?, ? FROM users WHERE username = ?`);
    for (const t of SEED_TODOS) todo.run(t.problem, t.contest, now - t.ageMinutes * 60, t.username);
    // Only once the seed users exist (a database created with seed: false has none yet).
    if (db.prepare('SELECT 1 FROM users LIMIT 1').get()) {
      db.prepare("INSERT INTO meta (key, value) VALUES (?, 'done')").run(TODO_SEED_MARKER);
    }
  })();
}

/** The list box shows the newest todos; `count` is always the full count. */
const TODO_LIST_LIMIT = 20;

// GET calls carry the client's cache-busting timestamp `_`; nothing else is accepted.
const timestampQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { _: { type: 'integer', minimum: 0 } },
};

/**
 * A todo's problem page, in its contest (practice problems at /problems-old/{code}).
 * @param {{ problem_code: string, contest_code: string }} row
 */
function todoProblemPath(row) {
  const problem = encodeURIComponent(row.problem_code);
  return row.contest_code === 'PRACTICE' ? `/problems-old/${problem}` : `/${encodeURIComponent(row.contest_code)}/problems-old/${problem}`;
}

/**
 * The list box markup: links to the problems in their contests, or a line saying the list is empty.
 * @param {{ problem_code: string, contest_code: string }[]} rows
 */
function todoListHtml(rows) {
  if (rows.length === 0) return '<p class="todo-empty">Your todo list is empty.</p>';
  const items = rows.map((row) => {
    const code = escapeHtml(row.problem_code);
    return `<li><a href="${escapeHtml(todoProblemPath(row))}">${code}</a>` +
      ` <span class="todo-contest">${escapeHtml(row.contest_code)}</span></li>`;
  });
  return `<ul class="todo-list">${items.join('')}</ul>`;
}

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const categories = app.db.prepare('SELECT key, name FROM dropdown_categories ORDER BY position, key');
  const coursesOf = app.db.prepare(
    'SELECT name, link, learners FROM dropdown_courses WHERE category_key = ? ORDER BY position, id');

  app.get('/api/courses/dropdown', { schema: { querystring: timestampQuery } }, async () => ({
    status: 'success',
    categories: /** @type {{ key: string, name: string }[]} */ (categories.all()).map((c) => ({
      key: c.key,
      name: c.name,
      courses: /** @type {{ name: string, link: string, learners: number }[]} */ (coursesOf.all(c.key))
        .map((k) => ({ name: k.name, link: k.link, learners: learnersLabel(k.learners) })),
    })),
  }));

  const todoCount = app.db.prepare('SELECT count(*) FROM todos WHERE username = ?').pluck();
  const latestTodos = app.db.prepare(`SELECT t.problem_code, t.contest_code, COALESCE(p.name, t.problem_code) AS name
    FROM todos t LEFT JOIN problems p ON p.code = t.problem_code WHERE t.username = ?
    ORDER BY t.added_at DESC, t.id DESC LIMIT ?`);

  app.get('/todo/notification', { schema: { querystring: timestampQuery } }, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    if (!user) return reply.code(401).send({ status: 'error', message: 'Login required' });
    const rows = /** @type {{ problem_code: string, contest_code: string, name: string }[]} */ (
      latestTodos.all(user.username, TODO_LIST_LIMIT));
    // `items`: the same entries as data, so the list box can offer removing each (beyond the contract's count and html).
    const items = rows.map((row) => ({ problem: row.problem_code, contest: row.contest_code, name: row.name, url: todoProblemPath(row) }));
    return { status: 'success', count: Number(todoCount.get(user.username)), html: todoListHtml(rows), items };
  });
}

// @ts-check
// The todo widget and the todo list: GET /api/todo/widget answers the markup that replaces the widget's button
// (an add button, or the 'already present' mark with a remove button), POST /api/todo/add stores a problem in the
// signed-in user's list, POST /api/todo/remove takes it out. Adding twice is harmless: the second add changes
// nothing and says so; so does removing what is not there.
// The todos table belongs to the header feature, whose list box (GET /todo/notification)
// shows what is added here the next time it opens.
import { signedInUser } from '../http-session.js';
import { escapeHtml } from '../html.js';
import { TODO_ICONS } from './todo/icons.js';

export const LOGIN_TEXT = 'Please login to add problems to your todo list.';
export const NO_PROBLEM_TEXT = 'No such problem in this contest.';
export const addedText = (/** @type {string} */ code) => `${code} was added to your todo list.`;
export const presentText = (/** @type {string} */ code) => `${code} is already in your todo list.`;
export const removedText = (/** @type {string} */ code) => `${code} was removed from your todo list.`;
export const absentText = (/** @type {string} */ code) => `${code} is not in your todo list.`;

const CODE = '^[A-Za-z0-9_]{1,30}$';
const CONTEST = '^[A-Za-z0-9_]{2,30}$';
const SIZE = { type: 'integer', minimum: 8, maximum: 128 };

const widgetQuery = {
  type: 'object', additionalProperties: false, required: ['problem', 'contest', 'type'],
  properties: {
    problem: { type: 'string', pattern: CODE },
    contest: { type: 'string', pattern: CONTEST },
    type: { type: 'string', enum: ['button'] },
    width: SIZE,
    height: SIZE,
    _: { type: 'integer', minimum: 0 },
  },
};

const addBody = {
  type: 'object', additionalProperties: false, required: ['pcode', 'ccode'],
  properties: { pcode: { type: 'string', pattern: CODE }, ccode: { type: 'string', pattern: CONTEST } },
};

/**
 * The widget markup: a button that adds, or the 'already present' mark. Icons are images the
 * server serves (img-src 'self' holds under a strict CSP); names come from aria-label.
 * @param {{ problem: string, present: boolean, width: number, height: number }} widget
 */
function widgetMarkup({ problem, present, width, height }) {
  const code = escapeHtml(problem);
  const icon = (/** @type {'add' | 'present'} */ kind) =>
    `<img class="todo-icon" src="/todo/icons/${kind}.svg" width="${width}" height="${height}" alt="">`;
  if (present) {
    return `<span class="todo-present" role="img" aria-label="${code} is in your todo list" ` +
      `title="Already in your todo list">${icon('present')}</span>` +
      `<button type="button" class="todo-remove" aria-label="Remove ${code} from your todo list" ` +
      `title="Remove from todo list">${icon('remove')}</button>`;
  }
  return `<button type="button" class="todo-add" aria-label="Add ${code} to your todo list" ` +
    `title="Add to todo list">${icon('add')}</button>`;
}

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const inContest = app.db.prepare('SELECT 1 FROM contest_problems WHERE contest_code = ? AND problem_code = ?').pluck();
  const isPresent = app.db.prepare(
    'SELECT 1 FROM todos WHERE username = ? AND problem_code = ? AND contest_code = ?').pluck();
  const addTodo = app.db.prepare(`INSERT INTO todos (username, problem_code, contest_code, added_at)
    VALUES (?, ?, ?, ?) ON CONFLICT (username, problem_code, contest_code) DO NOTHING`);
  const removeTodo = app.db.prepare('DELETE FROM todos WHERE username = ? AND problem_code = ? AND contest_code = ?');

  app.get('/api/todo/widget', { schema: { querystring: widgetQuery } }, async (request, reply) => {
    const { problem, contest, width = 20, height = 20 } =
      /** @type {{ problem: string, contest: string, width?: number, height?: number }} */ (request.query);
    reply.header('cache-control', 'private, no-store');
    if (!inContest.get(contest, problem)) return reply.code(404).send({ status: 'error', message: NO_PROBLEM_TEXT });
    const user = signedInUser(request);
    const present = Boolean(user && isPresent.get(user.username, problem, contest));
    return reply.type('text/html; charset=utf-8').send(widgetMarkup({ problem, present, width, height }));
  });

  app.post('/api/todo/add', { schema: { body: addBody } }, async (request, reply) => {
    const { pcode, ccode } = /** @type {{ pcode: string, ccode: string }} */ (request.body);
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: LOGIN_TEXT });
    if (!inContest.get(ccode, pcode)) return reply.code(404).send({ status: 'error', message: NO_PROBLEM_TEXT });
    const added = addTodo.run(user.username, pcode, ccode, app.nowSeconds()).changes === 1;
    return { status: 'success', added, message: added ? addedText(pcode) : presentText(pcode) };
  });

  // Removing (the list box's and the widget's remove buttons): the same form body as the add.
  // Removing what is not there changes nothing and says so.
  app.post('/api/todo/remove', { schema: { body: addBody } }, async (request, reply) => {
    const { pcode, ccode } = /** @type {{ pcode: string, ccode: string }} */ (request.body);
    const user = signedInUser(request);
    if (!user) return reply.code(401).send({ status: 'error', message: LOGIN_TEXT });
    const removed = removeTodo.run(user.username, pcode, ccode).changes === 1;
    return { status: 'success', removed, message: removed ? removedText(pcode) : absentText(pcode) };
  });

  const iconParams = {
    type: 'object', additionalProperties: false, required: ['file'],
    properties: { file: { type: 'string', enum: Object.keys(TODO_ICONS).map((kind) => `${kind}.svg`) } },
  };
  app.get('/todo/icons/:file', { schema: { params: iconParams } }, async (request, reply) => {
    const { file } = /** @type {{ file: string }} */ (request.params);
    const kind = /** @type {keyof typeof TODO_ICONS} */ (file.replace(/\.svg$/, ''));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(TODO_ICONS[kind]);
  });
}

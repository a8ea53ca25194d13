/**
 * GET /todo/notification: the signed-in user's todo count and the list box markup.
 * The markup is server HTML: render it only through SafeHtml (kind 'richText').
 */
import { get, post, unusableAnswer } from '../core/http';

/** One entry of the list box (the reference server's `items`, beside the contract's markup). */
export interface TodoItem {
  problem: string;
  contest: string;
  name: string;
}

export interface TodoNotification {
  count: number;
  /** Untrusted markup. */
  html: string;
  /** The entries as data, when the server sends them (then the box can offer removing each); else null. */
  items: TodoItem[] | null;
}

const CODE = /^[A-Za-z0-9_]{1,30}$/;

function todoItems(raw: unknown): TodoItem[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((item: unknown) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { problem, contest, name } = entry;
    if (typeof problem !== 'string' || typeof contest !== 'string' || !CODE.test(problem) || !CODE.test(contest)) return [];
    return [{ problem, contest, name: typeof name === 'string' && name.trim() !== '' ? name : problem }];
  });
}

/** The answer in our shape; throws when it carries neither a count nor markup. */
export function normaliseTodoNotification(raw: unknown): TodoNotification {
  const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const rawCount = typeof answer.count === 'string' && answer.count.trim() !== '' ? Number(answer.count) : answer.count;
  const count = typeof rawCount === 'number' && Number.isFinite(rawCount) && rawCount >= 0 ? Math.floor(rawCount) : null;
  const html = typeof answer.html === 'string' ? answer.html : null;
  if (count === null && html === null) throw unusableAnswer(raw);
  return { count: count ?? 0, html: html ?? '', items: todoItems(answer.items) };
}

/**
 * Quiet: the list box shows its own failure text, so the http layer adds no toast.
 * The shared retry policy still applies (status above 500: every 2 s, up to 10 times).
 */
export async function fetchTodoNotification(): Promise<TodoNotification> {
  return normaliseTodoNotification(await get<unknown>('/todo/notification', { quiet: true }));
}

/** The widget asks for a button of this size. */
export interface TodoWidgetParams {
  problem: string;
  contest: string;
  width: number;
  height: number;
}

/**
 * GET /api/todo/widget: the markup that replaces the widget's button (untrusted: render it only
 * sanitised, kind 'todoWidget'). Quiet: a widget that cannot load keeps its own button.
 */
export function fetchTodoWidget({ problem, contest, width, height }: TodoWidgetParams): Promise<string> {
  return get<string>('/api/todo/widget', {
    params: { problem, contest, type: 'button', width, height },
    quiet: true,
    expect: 'text',
  });
}

export interface TodoAddResult {
  message: string | null;
  /** False when the problem was already in the list (nothing changed); true when unsaid. */
  added: boolean;
}

/**
 * POST /api/todo/add with the form body pcode, ccode. Quiet: the widget shows a failure's
 * message (read from the JSON body by core/http) itself, next to the button.
 */
export async function addTodo(pcode: string, ccode: string): Promise<TodoAddResult> {
  const { message, changed } = await postTodoChange('/api/todo/add', pcode, ccode, 'added');
  return { message, added: changed };
}

export interface TodoRemoveResult {
  message: string | null;
  /** False when the problem was not in the list (nothing changed). */
  removed: boolean;
}

/** POST /api/todo/remove with the form body pcode, ccode (the add's). Quiet: callers show failures. */
export async function removeTodo(pcode: string, ccode: string): Promise<TodoRemoveResult> {
  const { message, changed } = await postTodoChange('/api/todo/remove', pcode, ccode, 'removed');
  return { message, removed: changed };
}

/**
 * The add and remove calls' one shape: the answer's message (null when empty), and whether the
 * list changed (`flag` is false only when the server says so).
 */
async function postTodoChange(path: string, pcode: string, ccode: string, flag: 'added' | 'removed') {
  const raw = await post<unknown>(path, { pcode, ccode }, { body: 'form', quiet: true });
  const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    message: typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : null,
    changed: answer[flag] !== false,
  };
}

/**
 * GET /todo/notification: the signed-in user's todo count and the list box markup.
 * The markup is server HTML: render it only through SafeHtml (kind 'richText').
 */
import { get } from '../core/http';

export interface TodoNotification {
  count: number;
  /** Untrusted markup. */
  html: string;
}

/** The answer in our shape; throws when it carries neither a count nor markup. */
export function normaliseTodoNotification(raw: unknown): TodoNotification {
  const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const rawCount = typeof answer.count === 'string' && answer.count.trim() !== '' ? Number(answer.count) : answer.count;
  const count = typeof rawCount === 'number' && Number.isFinite(rawCount) && rawCount >= 0 ? Math.floor(rawCount) : null;
  const html = typeof answer.html === 'string' ? answer.html : null;
  if (count === null && html === null) throw new Error('The todo notification answer has no count and no html.');
  return { count: count ?? 0, html: html ?? '' };
}

/**
 * Quiet: the list box shows its own failure text, so the http layer adds no toast.
 * The shared retry policy still applies (status above 500: every 2 s, up to 10 times).
 */
export async function fetchTodoNotification(): Promise<TodoNotification> {
  return normaliseTodoNotification(await get<unknown>('/todo/notification', { quiet: true }));
}

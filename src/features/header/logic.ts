/** Pure rules of the shared header. No DOM here. */
import type { TodoItem } from '../../api/todo';
import { withDestination } from '../../domain/routes';
import { HttpError } from '../../core/http';
import { GENERIC_ERROR_MESSAGE } from '../../core/http-rules';

/** The todo list box loads this long after it opens. */
export const TODO_LOAD_DELAY_MS = 1000;
/** What the todo list box says when its list cannot be loaded. */
export const TODO_FAILURE_TEXT = 'Sorry your Todo list can not be rendered.';
export const TODO_LOADING_TEXT = 'Loading your todo list…';
export const COURSES_FAILURE_TEXT = 'The course list could not be loaded.';

/** Why the course list failed: the call's message (the server's, when it sent one), else the generic text. */
export const coursesFailureReason = (error: unknown): string =>
  error instanceof HttpError && error.message.trim() !== '' ? error.message : GENERIC_ERROR_MESSAGE;
export const DEFAULT_BRAND = 'Home';

export interface Link {
  label: string;
  href: string;
}

/** The site sections every header shows. */
export const NAV_LINKS: readonly Link[] = [
  { label: 'Practice', href: '/practice' },
  { label: 'Contests', href: '/contests/' },
  { label: 'Learn', href: '/learn' },
];

export function visitorLinks(path: string): Link[] {
  return [
    { label: 'Login', href: withDestination('/login', path) },
    { label: 'Sign up', href: withDestination('/signup', path) },
  ];
}

/** The user menu's links (link targets); 'Log out' is a button, not a link. */
export function accountLinks(username: string): Link[] {
  const base = `/users/${encodeURIComponent(username)}`;
  return [
    { label: 'My profile', href: base },
    { label: 'Edit profile', href: `${base}/edit` },
    { label: 'My teams', href: `${base}/teams` },
    { label: 'Certificates', href: `${base}/certificates` },
  ];
}

/**
 * Where a roving focus goes on `key` among `length` items: arrows wrap, Home/End jump.
 * null when the key does not move focus.
 */
export function nextIndex(current: number, key: string, length: number): number | null {
  if (length <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1 + length) % length;
    case 'ArrowUp':
      return (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

/** What the todo count badge says: nothing until known, '99+' beyond two digits. */
export function todoCountText(count: number | null): string {
  if (count === null) return '';
  return count > 99 ? '99+' : String(count);
}

/** The todo list box: waiting out the 1 s delay, loading, shown, or failed. */
export type TodoBoxState =
  | { phase: 'closed' }
  | { phase: 'waiting' }
  | { phase: 'loading' }
  /** `items`: the entries as data when the server sent them (each can be removed); else the markup shows. */
  | { phase: 'ready'; html: string; items: TodoItem[] | null }
  | { phase: 'failed' };

export type TodoBoxAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'delay-elapsed' }
  | { type: 'loaded'; html: string; items?: TodoItem[] | null }
  | { type: 'removed'; contest: string; problem: string }
  | { type: 'failed' };

export function todoBoxReducer(state: TodoBoxState, action: TodoBoxAction): TodoBoxState {
  switch (action.type) {
    case 'open':
      return state.phase === 'closed' ? { phase: 'waiting' } : state;
    case 'close':
      return { phase: 'closed' };
    case 'delay-elapsed':
      return state.phase === 'waiting' ? { phase: 'loading' } : state;
    case 'loaded':
      return state.phase === 'loading' ? { phase: 'ready', html: action.html, items: action.items ?? null } : state;
    case 'removed':
      return state.phase === 'ready' && state.items
        ? { ...state, items: state.items.filter((item) => item.contest !== action.contest || item.problem !== action.problem) }
        : state;
    case 'failed':
      return state.phase === 'loading' ? { phase: 'failed' } : state;
  }
}

/** Whether `path` (pathname + search) is inside the section `href` links to. */
export function isCurrentSection(path: string, href: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  const base = href.replace(/\/+$/, '');
  return base !== '' && (pathname === base || pathname.startsWith(`${base}/`));
}

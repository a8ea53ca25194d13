/**
 * Messages the server queued for the user (GET /api/user/messages), shown 2 s after
 * load so they do not compete with the page's first paint and load-time errors.
 */
import { get } from '../core/http';
import { notify, type NotifyStyle } from '../core/notify';
import { storage } from '../core/storage';

export const USER_MESSAGES_DELAY_MS = 2000;
export const SESSION_LIMIT_LOGOUT_TEXT = 'You have been logged out due to session limit';

const STYLES: ReadonlySet<string> = new Set<NotifyStyle>(['error', 'notice', 'warning', 'info', 'success']);

interface UserMessagesAnswer {
  status?: string;
  /** Grouped by type; PHP-style servers send [] when there are none. */
  messages?: unknown;
}

function styleFor(type: string): NotifyStyle {
  return STYLES.has(type) ? (type as NotifyStyle) : 'info';
}

/** Shows each message; a session-limit logout also clears what the old session stored. */
export function showUserMessages(messages: unknown): void {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return;
  for (const [type, list] of Object.entries(messages)) {
    if (!Array.isArray(list)) continue;
    for (const message of list) {
      if (typeof message !== 'string') continue;
      if (message.startsWith(SESSION_LIMIT_LOGOUT_TEXT)) storage.clear();
      notify({ style: styleFor(type), message });
    }
  }
}

/**
 * Fetches and shows the user's messages after 2 s. Returns a cancel function; after it is
 * called nothing is shown, even if the request is already under way. A failed fetch is
 * silent: these messages are a courtesy, not something the user asked for.
 */
export function scheduleUserMessages(): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    get<UserMessagesAnswer>('/api/user/messages', { quiet: true }).then(
      (answer) => {
        if (!cancelled) showUserMessages(answer.messages);
      },
      () => undefined,
    );
  }, USER_MESSAGES_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

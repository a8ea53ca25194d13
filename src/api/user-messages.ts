/**
 * Messages the server queued for the user (GET /api/user/messages), shown 2 s after
 * load so they do not compete with the page's first paint and load-time errors. The GET
 * changes nothing on the server; once shown, the messages are acknowledged by id
 * (POST /api/user/messages/ack), so a message the page never showed comes back next time.
 */
import { get, post } from '../core/http';
import { readEmbeddedSettings } from './user-me';
import { notify, type NotifyStyle } from '../core/notify';
import { storage } from '../core/storage';

const USER_MESSAGES_DELAY_MS = 2000;
export const SESSION_LIMIT_LOGOUT_TEXT = 'You have been logged out due to session limit';

const STYLES: ReadonlySet<string> = new Set<NotifyStyle>(['error', 'notice', 'warning', 'info', 'success']);

interface UserMessagesAnswer {
  status?: string;
  /** Grouped by type; PHP-style servers send [] when there are none. */
  messages?: unknown;
  /** The ids of the messages listed, to acknowledge once shown (absent on servers without it). */
  ids?: unknown;
}

/** Positive integer ids, at most 100 (what the acknowledgement accepts). */
function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 100);
}

function styleFor(type: string): NotifyStyle {
  return STYLES.has(type) ? (type as NotifyStyle) : 'info';
}

/** Shows each message; a session-limit logout also clears what the old session stored. */
function showUserMessages(messages: unknown): void {
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
  // A page the server made for a visitor acknowledges nothing: the server takes
  // acknowledgements from a signed-in user with their token only, so messages this page gets
  // were asked for after a sign-in on it (the login page), and the page loaded next, the
  // signed-in user's, acknowledges them. Sent anyway, the visitor's token only drew a 403.
  const visitorPage = readEmbeddedSettings()?.username === '';
  const timer = setTimeout(() => {
    get<UserMessagesAnswer>('/api/user/messages', { quiet: true }).then(
      (answer) => {
        if (cancelled) return;
        showUserMessages(answer.messages);
        const ids = idsOf(answer.ids);
        // Quiet, and no page rules: a lost acknowledgement only means the message shows once
        // more. The two calls can straddle a sign-in on this page (the login form answered
        // after the timer was set): the messages are then the new user's, but the page's token
        // still the visitor's, and the server's 403 must not reload the page that is leaving
        // for the signed-in one.
        if (ids.length && !visitorPage) post('/api/user/messages/ack', { ids }, { quiet: true, pageRules: false }).catch(() => undefined);
      },
      () => undefined,
    );
  }, USER_MESSAGES_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * What keeps a page from waiting on a server that does not answer. A call that times out is not
 * retried in the foreground (the page shows its error with Reload at once); a GET that timed
 * out, failed with a 5xx or found no network is retried here, in the background, with backoff (2 s, 4 s, 8 s, … up
 * to a minute, a bounded number of times, and only while someone listens). When one of those
 * tries gets a usable answer, `onRecovered` listeners hear it: the shared error panel reloads
 * what failed, so the page mends itself. `retryPendingNow` is the "taking long" notice's Retry: every GET still waiting is
 * abandoned and sent again at once.
 */
import { onPageReset } from './page-reset';

const BACKGROUND_FIRST_DELAY_MS = 2000;
const BACKGROUND_MAX_DELAY_MS = 60_000;
/** Background tries per failed call before it is left to the user's Reload. */
const BACKGROUND_MAX_TRIES = 10;

/** The wait before background try `n` (0-based): 2 s, 4 s, 8 s, … capped at a minute. */
function backgroundDelay(n: number): number {
  return Math.min(BACKGROUND_FIRST_DELAY_MS * 2 ** n, BACKGROUND_MAX_DELAY_MS);
}

/** One background try: resolves true when the server answered usably. Must not reject. */
export type Attempt = () => Promise<boolean>;

const running = new Map<string, ReturnType<typeof setTimeout> | 'sending'>();
const listeners = new Set<() => void>();

function recovered(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Retries `attempt` in the background under `key` (the call's method and URL): one loop per
 * key, however many failed calls asked for it.
 */
export function retryInBackground(key: string, attempt: Attempt): void {
  if (running.has(key)) return;
  const next = (n: number): void => {
    if (n >= BACKGROUND_MAX_TRIES) {
      running.delete(key);
      return;
    }
    running.set(key, setTimeout(() => {
      // Nobody would mend anything with the answer (no error panel shows): stop.
      if (listeners.size === 0) {
        running.delete(key);
        return;
      }
      running.set(key, 'sending');
      void attempt().then(
        (ok) => {
          if (!running.has(key)) return; // reset meanwhile
          if (!ok) return next(n + 1);
          running.delete(key);
          recovered();
        },
        () => running.has(key) && next(n + 1),
      );
    }, backgroundDelay(n)));
  };
  next(0);
}

/** Calls `listener` when a background try got an answer; returns unsubscribe. */
export function onRecovered(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls still waiting for their answer: each entry abandons its try and sends it again. */
const pending = new Set<() => void>();

/** http registers a GET's try while it waits; returns the unregister function. */
export function trackPending(resend: () => void): () => void {
  pending.add(resend);
  return () => {
    pending.delete(resend);
  };
}

/** Abandons every waiting GET and sends it again now; returns how many were. */
export function retryPendingNow(): number {
  const now = [...pending];
  pending.clear();
  for (const resend of now) resend();
  return now.length;
}

// A new page: no background loop, no listeners, no waiting calls.
onPageReset(() => {
  for (const timer of running.values()) if (timer !== 'sending') clearTimeout(timer);
  running.clear();
  listeners.clear();
  pending.clear();
});

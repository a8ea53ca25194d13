/**
 * Every reload of the page goes through here (test/node/reload-guard-only.test.js checks). Those
 * that the page does by itself (a rate_limit_exceeded answer, a 403 apierror, a changed user
 * key, proctoring giving up, an unlocked contest) use requestReload; a user's click uses
 * reloadAtUsersRequest. The rule stays "reload", but a server that keeps answering the
 * same way must not spin the page: the attempts are remembered in session storage (they
 * survive the reload they cause) and, after the first, each reload waits twice as long as the
 * one before — 2 s, 4 s, 8 s, … up to a minute — while a message with a Retry button says why.
 * So the page reloads at most about five times in its first minute and once a minute after.
 * Once the page has stayed loaded for two minutes the count starts again.
 */
import { nav } from './nav';
import { onPageReset } from './page-reset';

const STORE_KEY = 'cc-elements.reloads';
const FIRST_BACKOFF_MS = 2000;
export const MAX_BACKOFF_MS = 60_000;
/** A page that stayed up this long is out of the loop: the next reload is immediate again. */
const QUIET_PERIOD_MS = 120_000;

interface ReloadRecord {
  /** Reloads in the current run, the next one not counted. */
  attempts: number;
  /** When the last one was made (ms since epoch). */
  last: number;
}

export interface PendingReload {
  /** When the reload will happen (ms since epoch). */
  at: number;
  reason: string;
}

type Listener = (pending: PendingReload | null) => void;

const listeners = new Set<Listener>();
let pending: PendingReload | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function readRecord(now: number): ReloadRecord {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Partial<ReloadRecord> | null;
    if (typeof parsed?.attempts === 'number' && typeof parsed.last === 'number' && parsed.last <= now) {
      return now - parsed.last > QUIET_PERIOD_MS ? { attempts: 0, last: 0 } : { attempts: parsed.attempts, last: parsed.last };
    }
  } catch {
    // Unreadable or tampered: start counting again (the backoff only ever protects).
  }
  return { attempts: 0, last: 0 };
}

function writeRecord(record: ReloadRecord): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(record));
  } catch {
    // Storage that throws: the in-page timer still spaces this page's own reloads.
  }
}

/** How long the next reload waits, given the reloads already made in this run. */
export function backoffFor(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(FIRST_BACKOFF_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

function setPending(next: PendingReload | null): void {
  pending = next;
  for (const listener of [...listeners]) listener(pending);
}

function reloadNow(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const now = Date.now();
  const record = readRecord(now);
  writeRecord({ attempts: record.attempts + 1, last: now });
  setPending(null);
  nav.reload();
}

export interface ReloadOptions {
  /** Wait at least this long (a message the user should read first), backoff or not. */
  minDelayMs?: number;
}

/**
 * Reloads the page for `reason`, at once the first time, later (with a visible message) when
 * reloads keep coming. Further requests while one is pending change nothing.
 */
export function requestReload(reason: string, { minDelayMs = 0 }: ReloadOptions = {}): void {
  if (pending) return;
  const now = Date.now();
  const delay = Math.max(backoffFor(readRecord(now).attempts), minDelayMs);
  if (delay === 0) {
    reloadNow();
    return;
  }
  setPending({ at: now + delay, reason });
  timer = setTimeout(reloadNow, delay);
}

/**
 * A reload the user asked for (a Reload button, signing out): at once and not counted, since a
 * click is not a loop. Drops a pending automatic reload, which this one replaces.
 */
export function reloadAtUsersRequest(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (pending) setPending(null);
  nav.reload();
}

/** The Retry button: reload now rather than at the end of the wait. */
export function retryReloadNow(): void {
  if (pending) reloadNow();
}

export function pendingReload(): PendingReload | null {
  return pending;
}

/** Subscribes to the pending reload (null when none); returns unsubscribe. */
export function onPendingReload(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the reload itself takes away: the waiting timer and the pending reload. The attempts
 * stay in session storage, which is what a reload keeps. resetPage() does this and also drops
 * the listeners; a test that keeps its page's elements mounted across a played reload calls
 * this alone.
 */
export function dropPendingReload(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending = null;
}

// A new page (a reload): nothing pending, no listeners. The attempts stay in session storage.
onPageReset(() => {
  dropPendingReload();
  listeners.clear();
});

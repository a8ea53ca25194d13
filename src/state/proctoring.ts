/**
 * The page's proctoring checks: one monitor per proctored contest, however many elements show
 * it (the contest page and a problem page share it), running while at least one does. When the
 * checks give up, the cache is cleared, the message is shown in the page (no blocking alert:
 * the pages that run the checks show it, see ui/ProctoringFailure.tsx) and the page reloads
 * through the reload guard: after a wait long enough to read it, and with the guard's backoff
 * when it keeps happening, so a check that always fails does not reload every 21 s for ever.
 */
import { checkProctoring } from '../api/proctoring';
import { cacheClear } from '../api/cache';
import { requestReload } from '../core/reload-guard';
import { ProctoringMonitor } from '../api/proctoring-monitor';
import { onPageReset } from '../core/page-reset';

/** The least time the message shows before the page reloads. */
export const PROCTORING_RELOAD_DELAY_MS = 10_000;

const monitors = new Map<string, { monitor: ProctoringMonitor; users: number }>();
/** The give-up message per contest, once its checks gave up. */
const failures = new Map<string, string>();
const listeners = new Set<() => void>();

function giveUp(contest: string, message: string): void {
  cacheClear();
  failures.set(contest, message);
  for (const listener of [...listeners]) listener();
  requestReload(message, { minDelayMs: PROCTORING_RELOAD_DELAY_MS });
}

/** The message the checks of `contest` gave up with, or null while they have not. */
export function proctoringFailure(contest: string): string | null {
  return failures.get(contest) ?? null;
}

/** Calls `listener` when some contest's checks give up; returns unsubscribe. */
export function onProctoringFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Starts (or joins) the checks of `contest`; returns the function that leaves them. A monitor
 * whose last element left is stopped but kept, with its failure count: moving in the app from
 * the contest page to one of its problems (the one page leaves, the other joins) is the same
 * contest's checks going on, not a fresh start at 0 failures.
 */
export function joinProctoring(contest: string): () => void {
  let entry = monitors.get(contest);
  if (!entry) {
    const onGiveUp = (message: string) => giveUp(contest, message);
    entry = { monitor: new ProctoringMonitor({ check: () => checkProctoring(contest), onGiveUp }), users: 0 };
    monitors.set(contest, entry);
  }
  if (entry.users === 0 && !failures.has(contest)) entry.monitor.start();
  entry.users += 1;
  const joined = entry;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users === 0) joined.monitor.stop();
  };
}

onPageReset(() => {
  for (const { monitor } of monitors.values()) monitor.stop();
  monitors.clear();
  failures.clear();
  listeners.clear();
});

/**
 * The page's proctoring checks: one monitor per proctored contest, however many elements show
 * it (the contest page and a problem page share it), running while at least one does. When the
 * checks give up, the cache is cleared, the message is shown in an alert and the page
 * reloads.
 */
import { checkProctoring } from '../api/proctoring';
import { cacheClear } from '../api/cache';
import { nav } from '../core/nav';
import { ProctoringMonitor } from '../api/proctoring-monitor';

const monitors = new Map<string, { monitor: ProctoringMonitor; users: number }>();

let showAlert: (message: string) => void = (message) => window.alert(message);

function giveUp(message: string): void {
  cacheClear();
  showAlert(message);
  nav.reload();
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
    entry = { monitor: new ProctoringMonitor({ check: () => checkProctoring(contest), onGiveUp: giveUp }), users: 0 };
    monitors.set(contest, entry);
  }
  if (entry.users === 0) entry.monitor.start();
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

/** Test hook: how the alert is shown (default window.alert). */
export function __setProctoringAlert(alert: ((message: string) => void) | null): void {
  showAlert = alert ?? ((message) => window.alert(message));
}

/** Test hook: stop every monitor. */
export function __resetProctoring(): void {
  for (const { monitor } of monitors.values()) monitor.stop();
  monitors.clear();
}

/**
 * Work that can wait until the page is idle: secondary parts (a table row's todo widget) that
 * must not hold back the first paint of what they sit in, nor the frame of what the user does
 * right after it (a sort clicked as soon as the rows show). Jobs run in the browser's idle
 * periods, first queued first, as many per period as its deadline allows (at least one), so a
 * frame that is due is never held back by more than one job. Browsers without idle callbacks
 * run them in short slices after a short delay. A page that never idles still runs them once
 * the timeout has passed.
 */

type Job = () => void;

/** How long a job may wait for an idle period on a busy page. */
export const IDLE_TIMEOUT_MS = 1000;
/**
 * The most a slice spends on jobs, even when the browser offers a longer idle period (up to
 * 50 ms on a quiet page): a click or key press arriving meanwhile waits no longer than this
 * and one job. Also the slice when the browser gives no deadline (no idle callbacks, or the
 * timeout).
 */
const SLICE_MS = 8;
/** Stop a slice when less than this is left of the idle period. */
const MARGIN_MS = 1;

const queue: { job: Job | null }[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => run(null), 16);
}

function run(deadline: IdleDeadline | null): void {
  scheduled = false;
  const sliceEnd = performance.now() + SLICE_MS;
  const left = () => Math.min(sliceEnd - performance.now(), deadline && !deadline.didTimeout ? deadline.timeRemaining() : Infinity);
  try {
    do {
      const next = queue.shift();
      if (!next) break;
      const { job } = next;
      next.job = null;
      job?.();
    } while (queue.length > 0 && left() > MARGIN_MS);
  } finally {
    // A job that threw does not stop the others.
    if (queue.length > 0) schedule();
  }
}

/** Queues `job` for an idle period; returns a cancel (a cancelled job never runs). */
export function whenIdle(job: Job): () => void {
  const entry = { job: job as Job | null };
  queue.push(entry);
  schedule();
  return () => {
    entry.job = null;
  };
}

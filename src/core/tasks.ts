/**
 * Splitting main-thread work into tasks. A phone (Lighthouse's mobile preset runs the page 4x
 * slower) counts every task over 50 ms as blocking: work a view can do before or after the
 * frame that needs it is done one piece per task, with the page's input and painting between.
 */

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back for one task: `scheduler.yield()` where the browser has it (the
 * continuation keeps its place ahead of other queued work), else a message-channel task (not a
 * timer: no 4 ms clamp, and fake timers in tests do not hold it).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each step in a task of its own (yielding before each), stopping when `stopped()` says
 * the result is no longer wanted. A step that throws is skipped: preparing is an optimisation,
 * the view does the same work itself if it must.
 */
export async function runInTasks(steps: readonly (() => unknown)[], stopped: () => boolean = () => false): Promise<void> {
  for (const step of steps) {
    await yieldToPage();
    if (stopped()) return;
    try {
      step();
    } catch {
      // The view meets the same error where it does the work, and reports it there.
    }
  }
}

/**
 * Calls `then` in the task after the next frame is painted (the frame callback runs before
 * that frame paints; a task queued from it runs after). Answers a function that cancels.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

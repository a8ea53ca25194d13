/**
 * Intl formatters made when first used, never at a module's top level, and ICU set up off the
 * main thread before the first of them.
 *
 * Chromium sets ICU up for the first formatter on a page (the locale's data, the time zone, the
 * date patterns): 20 to 65 ms of main thread, measured on the reference machine, and four times
 * that on Lighthouse's slowed phone. That set-up is per process, shared by every thread: the first
 * element defined on a page starts a worker (core/intl.worker.ts) that makes one formatter of each
 * kind, after which the page's own first one costs under a millisecond. Where no worker can be made
 * (the scripts served from another origin, a page refusing it) the cost stays where a text is
 * first formatted, which a view can move into a task of its own beforehand (core/tasks.ts
 * runInTasks); so does a formatter made before the worker is done.
 */
import { trustedWorkerUrl } from './trusted-types';
import { INTL_WORKER_URL, workerPossible } from './worker-urls';

export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

let warming: Promise<boolean> | null = null;

/**
 * Starts the warm-up worker once per page. Resolves true when it has set ICU up, false when no
 * worker could do it (none is possible here, or it failed to load); nothing waits for it.
 */
export function warmIntlOffThread(): Promise<boolean> {
  warming ??= new Promise<boolean>((resolve) => {
    if (!workerPossible(INTL_WORKER_URL)) return resolve(false);
    try {
      const worker = new Worker(trustedWorkerUrl(INTL_WORKER_URL) as string, { type: 'module', name: 'cc-intl' });
      worker.onmessage = () => resolve(true);
      worker.onerror = (event) => {
        event.preventDefault();
        worker.terminate();
        resolve(false);
      };
    } catch {
      // A page whose CSP or Trusted Types refuse it: ICU is set up on first use, as without.
      resolve(false);
    }
  });
  return warming;
}

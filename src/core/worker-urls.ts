/**
 * Where the elements' worker scripts are: MathJax (core/mathjax.worker.ts) and the Intl warm-up
 * (core/intl.worker.ts). Written as `new URL('./…', import.meta.url)` so they work unbundled (the
 * test server compiles the .ts) and bundled: rollup.config.mjs (`workerEntries`) builds each
 * worker as an entry of its own and puts its URL here. The Trusted Types policy
 * (core/trusted-types.ts) makes a script URL of these URLs only.
 */
export const MATH_WORKER_URL = new URL('./mathjax.worker.ts', import.meta.url).href;
export const INTL_WORKER_URL = new URL('./intl.worker.ts', import.meta.url).href;

/** The worker scripts the elements start (and the only ones the policy lets them start). */
export const WORKER_URLS: readonly string[] = [MATH_WORKER_URL, INTL_WORKER_URL];

/** Whether a worker can be made from `url`: a worker's script must be on the page's origin. */
export function workerPossible(url: string): boolean {
  return typeof Worker === 'function' && new URL(url).origin === location.origin;
}

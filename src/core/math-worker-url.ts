/**
 * Where the math worker's script is (core/mathjax.worker.ts). Written as `new URL('./…', import.meta.url)`
 * so it works unbundled (the test server compiles the .ts) and bundled: rollup.config.mjs
 * (`workerEntries`) builds the worker as an entry of its own and puts its URL here. The
 * Trusted Types policy (core/sanitize.ts) makes a script URL of this one URL only.
 */
export const MATH_WORKER_URL = new URL('./mathjax.worker.ts', import.meta.url).href;

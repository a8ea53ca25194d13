// Shared set-up for browser benchmarks: the reference server on a fresh database serving dist/
// and demo/, and Debian's Chromium through playwright-core (the same flags as the e2e tests).
import { buildServer } from '../../demo/server/app.js';

// The same Chromium, with the same flags, as the end-to-end journeys.
export { launchBrowser } from '../../test/e2e/support.js';

export async function startSite(options = {}) {
  const app = buildServer({ dbPath: ':memory:', logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${app.server.address().port}`;
  return { app, origin, close: () => app.close() };
}

/**
 * Starts recording long tasks (> 50 ms) in the page; read them with `longTasks(page)`.
 * Call before the work to observe.
 */
export async function recordLongTasks(page) {
  await page.evaluate(() => {
    globalThis.__ccLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__ccLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

export function longTasks(page) {
  return page.evaluate(() => globalThis.__ccLongTasks ?? []);
}

// Shared set-up for browser benchmarks: the reference server on a fresh database serving dist/
// and demo/, and Debian's Chromium through playwright-core (the same flags as the e2e tests) or,
// for Lighthouse, on a DevTools port.
import { spawn } from 'node:child_process';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { buildServer } from '../../demo/server/app.js';
import { browserPath } from '../../scripts/browser-path.js';

// The same Chromium, with the same flags, as the end-to-end journeys.
export { launchBrowser } from '../../test/e2e/support.js';

export async function startSite(options = {}) {
  const app = buildServer({ dbPath: ':memory:', seedDemo: true, logger: false, ...options });
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

/** The folder of Chromium's single-instance socket for `profile` (a folder of tmpdir()), or null. */
function singletonSocketFolder(profile) {
  try {
    const folder = dirname(readlinkSync(join(profile, 'SingletonSocket')));
    return dirname(folder) === tmpdir() && basename(folder).startsWith('org.chromium.') ? folder : null;
  } catch {
    return null;
  }
}

/**
 * Debian's Chromium for Lighthouse, which drives a browser through its DevTools port (Playwright
 * talks over a pipe and adds flags of its own): headless, with the e2e tests' quiet flags and a
 * throwaway profile. Returns the port and a `close()` that ends this browser and removes the
 * profile.
 */
export async function launchChromeForLighthouse() {
  const profile = mkdtempSync(join(tmpdir(), 'cc-lighthouse-'));
  const chrome = spawn(browserPath(), [
    '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--no-default-browser-check', '--disable-quic',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const close = async () => {
    // Chromium keeps its single-instance socket in a folder of its own in the temporary folder,
    // linked from the profile; stopped by a signal, it leaves that folder behind (one for each
    // Lighthouse run), so it goes with the profile.
    const socketFolder = singletonSocketFolder(profile);
    if (chrome.exitCode === null) chrome.kill('SIGTERM');
    await exited;
    if (socketFolder) rmSync(socketFolder, { recursive: true, force: true });
    // Its helper processes may still be writing in the profile for a while after it exits (more
    // on a loaded machine): tried for up to 10 s, then left in the temporary folder with a word.
    for (let attempt = 0; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        return;
      } catch (error) {
        if (attempt >= 100) {
          process.stderr.write(`bench: could not remove the browser profile ${profile}: ${error}\n`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  try {
    // Chromium prints "DevTools listening on ws://127.0.0.1:PORT/…" once its port is open.
    const port = await new Promise((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen}`)), 30_000);
      chrome.stderr.on('data', (data) => {
        seen += data;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port: ${seen}`)));
    });
    chrome.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

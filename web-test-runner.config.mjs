// Browser tests: headless Chromium (Debian's), TypeScript through esbuild, React pre-bundled to
// ESM once, and the reference server running in-process with a fresh database. API paths are
// proxied to it so element tests hit the real contract, same-origin, cookies and all.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { buildServer } from './demo/server/app.js';
import { browserPath } from './scripts/browser-path.js';
import { reactEsm } from './test/support/react-esm-plugin.mjs';
import { apiProxy, apiProxyMiddleware } from './test/support/api-proxy-plugin.mjs';
import { referenceFilesMiddleware } from './test/support/reference-files.mjs';

// One server for every test file: the comment tests post far more than the 5 per minute a user
// may (the XSS corpus alone is 150+ comments); the limit itself is tested in test/server/.
// Likewise every sign-in and sign-up of the whole suite comes from one address: the attempt
// limits (test/server/attempt-limits.test.js) are raised here, not turned off.
const many = { max: 100000, seconds: 60 };
const api = await buildServer({
  // The demo seed: the suites sign in as the demo accounts (password demo1234).
  dbPath: ':memory:', seedDemo: true, logger: false, commentPostLimit: { posts: 100000, seconds: 60 },
  attemptLimits: { login: { ip: many, pair: many }, signup: { ip: many }, forgot: { ip: many, account: many }, change: { ip: many, account: many } },
});
await api.listen({ port: 0, host: '127.0.0.1' });
const apiOrigin = `http://127.0.0.1:${api.server.address().port}`;

/**
 * `npm test` runs the suite as two shards at once (scripts/test-all.js), CC_TEST_SHARD=1/2 and
 * =2/2: every other file of the sorted list, each shard its own runner, server, database and
 * browser, so no state is shared between them, and within a shard files run one at a time in
 * the usual order. Without the variable, every file (a glob or file named on the command line
 * still wins).
 */
const FILES = ['test/**/*.test.{ts,tsx}', '!test/server/**', '!test/e2e/**'];
const shard = /^(\d+)\/(\d+)$/.exec(process.env.CC_TEST_SHARD ?? '');
function shardFiles(index, count) {
  const all = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join('test', 'server') && path !== join('test', 'e2e')) walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name)) all.push(path);
    }
  };
  walk('test');
  return all.sort().filter((_, i) => i % count === index - 1);
}
/** A free port for this shard's runner (two runners starting at once would both pick 8000). */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const chromeArgs = [
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * One fresh tab per test file. The launcher pools tabs, so history would pile up across files
 * (Chrome keeps at most 50 entries, and at the cap history.back() in a routing test left the
 * page for the previous file's about:blank), and so would sessionStorage.
 */
function freshTabPerFile(launcher) {
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const page = launcher.activePages.get(sessionId);
    const result = await stopSession(sessionId);
    launcher.inactivePages = launcher.inactivePages.filter((pooled) => pooled !== page);
    await page?.puppeteerPage.close();
    return result;
  };
  return launcher;
}

export default {
  rootDir: '.',
  files: shard ? shardFiles(Number(shard[1]), Number(shard[2])) : FILES,
  ...(shard ? { port: await freePort() } : {}),
  nodeResolve: { exportConditions: ['browser', 'development'], extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  concurrency: 1,
  // A hang guard, not a speed check (speed is measured in the bench): a test of several server
  // round trips took over 10 s when the machine was busy with other suites.
  testFramework: { config: { timeout: 20000 } },
  // A file's whole run (the default is 120 s): `npm test` runs the suites side by side, and on a
  // busy 2-core machine the longest files (the fault tables) came near it; a hung file still ends.
  testsFinishTimeout: 300000,
  // A real page has painted text before its elements wait for the first paint
  // (core/first-paint.ts): one character out of the flow, so layouts under test are untouched.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"></head><body>
<p id="test-page-painted" style="position:absolute;top:0;left:0;margin:0;font-size:1px;pointer-events:none" aria-hidden="true">.</p>
<script type="module" src="/test/support/page-setup.js"></script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
  browsers: [freshTabPerFile(chromeLauncher({ launchOptions: { executablePath: browserPath(), headless: true, args: chromeArgs } }))],
  middleware: [apiProxyMiddleware(apiOrigin), referenceFilesMiddleware()],
  plugins: [
    reactEsm(),
    apiProxy(apiOrigin),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json', loaders: { '.css': 'text' } }),
  ],
  async teardown() {
    await api.close();
  },
};

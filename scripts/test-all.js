// The last step of `npm test` (after the type check and the build): the Node tests, the two
// browser shards and the journeys, in two lanes side by side (see LANES below). They share
// nothing: each journey file and each browser runner start their own server on a free port over
// their own in-memory database and their own browser, the node tests their own servers.
// Each suite's output is printed whole when it ends (not interleaved), with its time; the run
// fails when any suite fails, after all have ended, and ends with what failed.
import { spawn } from 'node:child_process';
import { whatFailed } from './failure-summary.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/**
 * Longest first. The browser suite, the longest, runs as two shards (every other file; see
 * web-test-runner.config.mjs), each with its own runner, server and browser.
 */
const SUITES = [
  { name: 'test:browser (shard 1/2)', script: 'test:browser', env: { CC_TEST_SHARD: '1/2' } },
  { name: 'test:browser (shard 2/2)', script: 'test:browser', env: { CC_TEST_SHARD: '2/2' } },
  { name: 'test:e2e', script: 'test:e2e' },
  { name: 'test:node', script: 'test:node' },
];

/**
 * @param {{ name: string, script: string, env?: Record<string, string> }} suite
 * @returns {Promise<{ name: string, code: number | null, seconds: number, output: string }>}
 */
function run({ name, script, env = {} }) {
  const started = Date.now();
  const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
  child.stderr.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
  running.set(name, () => output);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(name);
      resolve({ name, code: signal ? 1 : code, seconds: (Date.now() - started) / 1000, output });
    });
  });
}

/** Output so far of the suites still running, shown when the run is interrupted. */
const running = new Map();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const [name, output] of running) console.log(`\n===== ${name} (interrupted) =====\n${output()}`);
    process.exit(1);
  });
}

/** @param {Awaited<ReturnType<typeof run>>} result */
const report = (result) => {
  console.log(`\n===== ${result.name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s =====\n${result.output}`);
  return result;
};

// By default in two lanes side by side: the journeys then the Node tests, and the two browser
// shards one after the other. Alone, no suite keeps both cores busy all the time (the machine's
// CPU, browsers included: the journeys about 330 CPU s in 187 s, each browser shard about 195 in
// 130, the Node tests about 125 in 66; the rest is waiting on pages, sockets and timers), so two
// lanes fill the machine where four suites at once (TEST_PARALLEL=1) overload it, and tests
// waiting on real clocks ran at a quarter of their speed. TEST_PARALLEL=0: one after another.
const [shard1, shard2, e2e, node] = SUITES;
const LANES = {
  0: [SUITES],
  1: SUITES.map((suite) => [suite]),
  default: [[e2e, node], [shard1, shard2]],
};
const lanes = LANES[process.env.TEST_PARALLEL ?? 'default'] ?? LANES.default;
const started = Date.now();
console.log(`Running ${lanes.map((lane) => lane.map(({ name }) => name).join(' then ')).join(', beside ')}; each prints its output when it ends.`);
const results = [];
await Promise.all(lanes.map(async (lane) => {
  for (const suite of lane) results.push(report(await run(suite)));
}));
console.log(`\n===== all suites in ${((Date.now() - started) / 1000).toFixed(0)} s =====`);
for (const { name, code, seconds } of results) console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${name}  ${seconds.toFixed(0)} s`);
// A CI log is often read from its end only: what failed goes last, not thousands of lines up.
for (const result of results.filter(({ code }) => code !== 0)) {
  console.log(`\n===== what failed in ${result.name} =====\n${whatFailed(result.output)}`);
}
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;

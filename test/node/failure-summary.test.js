// The end of `npm test`'s log names what failed (scripts/failure-summary.js): samples of both
// runners' real failure output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { whatFailed } from '../../scripts/failure-summary.js';

const NODE_OUTPUT = `▶ a journey
  ✖ fails here (2.398757ms)
    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:
  ✔ passes (0.184475ms)
✖ a journey (4.043442ms)
ℹ tests 2
ℹ fail 1

✖ failing tests:

test at f.test.mjs:3:31
✖ fails here (2.398757ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

  1 !== 2

      at TestContext.<anonymous> (file:///tmp/f.test.mjs:3:65)
      at Test.runInAsyncScope (node:async_hooks:206:9)
      at node:internal/test_runner/test:1133:71
      at new Promise (<anonymous>)
      at Array.map (<anonymous>) {
    generatedMessage: true,`;

const BROWSER_OUTPUT = `
Chrome: |██████████████████████████████| 0/1 test files | 0 passed, 0 failed

\u001b[2K\u001b[1A\u001b[2K\u001b[Gtest/zz-fail.test.ts:

 🚧 Browser logs:
      Lit is in dev mode.

 ❌ a group > fails here
      AssertionError: expected 1 to equal 2
      + expected - actual

      -1
      +2

      at n4.<anonymous> (test/zz-fail.test.ts:3:40)

test/quiet.test.ts:

 ❌ Tests were interrupted because the page navigated to http://localhost:8000/

Chrome: |██████████████████████████████| 1/1 test files | 1 passed, 1 failed

Finished running tests in 2.8s with 1 failed tests.
`;

test('node runner: its failing-tests section, without the runner\'s own stack frames', () => {
  const summary = whatFailed(NODE_OUTPUT);
  assert.match(summary, /^test at f\.test\.mjs:3:31\n✖ fails here/m);
  assert.match(summary, /1 !== 2/);
  assert.match(summary, /at TestContext\.<anonymous> \(file:\/\/\/tmp\/f\.test\.mjs:3:65\)/);
  assert.doesNotMatch(summary, /node:async_hooks|node:internal|new Promise|Array\.map/);
  assert.doesNotMatch(summary, /✔ passes/);
});

test('browser runner: each ❌ with its error and its file, escapes stripped, logs left out', () => {
  const summary = whatFailed(BROWSER_OUTPUT);
  assert.match(summary, /^test\/zz-fail\.test\.ts:$/m);
  assert.match(summary, /❌ a group > fails here\n\s+AssertionError: expected 1 to equal 2/);
  assert.match(summary, /^test\/quiet\.test\.ts:\n ❌ Tests were interrupted because the page navigated/m);
  assert.doesNotMatch(summary, /Lit is in dev mode|\u001b/);
});

test('bounded, and says so; an output without a report gives its last lines', () => {
  const many = Array.from({ length: 50 }, (_, i) => ` ❌ test ${i}\n      Error ${i}`).join('\n');
  const summary = whatFailed(many, 20);
  assert.equal(summary.split('\n').length, 21);
  assert.match(summary, /more lines, in the suite's output above$/);
  assert.match(whatFailed('npm ERR! something broke\nexit 1'), /no failure report found[^]*npm ERR! something broke/);
});

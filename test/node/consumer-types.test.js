// The published types as a consumer meets them: test/consumer/ is a small TypeScript project
// that reaches cc-elements only through package.json `exports` (dist/types, so run after the
// build). good.tsx must type-check; bad.tsx must fail exactly on its marked lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSC = 'node_modules/.bin/tsc';

async function typecheck(project) {
  try {
    await run(TSC, ['-p', project, '--pretty', 'false']);
    return '';
  } catch (error) {
    if (typeof error.stdout !== 'string') throw error;
    return error.stdout;
  }
}

/** `file(line,col): error TSxxxx` first lines of tsc's output, as "file:line TSxxxx". */
const diagnostics = (output) =>
  [...output.matchAll(/^(\S+)\((\d+),\d+\): error (TS\d+)/gm)].map(([, file, line, code]) => `${file}:${line} ${code}`);

test('a consumer project using elements, events and TSX type-checks against dist/types', async () => {
  const output = await typecheck('test/consumer/tsconfig.json');
  assert.equal(output, '', output);
});

test('misspelt attributes, wrong values and wrong detail types fail with the expected errors', async () => {
  const file = 'test/consumer/bad.tsx';
  const expected = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const marker = line.match(/^\s*(?:\/\/|\{\/\*) error (TS\d+)/);
      return marker ? [`${file}:${i + 2} ${marker[1]}`] : [];
    });
  assert.ok(expected.length >= 8, 'bad.tsx marks its errors');
  const output = await typecheck('test/consumer/tsconfig.bad.json');
  assert.deepEqual(diagnostics(output).sort(), expected.sort(), output);
});

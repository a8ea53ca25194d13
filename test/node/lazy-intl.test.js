// The first Intl formatter of each kind on a page costs Chromium's ICU set-up (10 to 40 ms of main
// thread, four times that on Lighthouse's slowed phone: src/core/intl.ts). Made at a module's top
// level, it is paid inside that chunk's evaluation, a long task before its element renders. This
// reads every module of src/ and elements/ and fails on an Intl formatter made at the top level:
// make it with lazyFormatter (core/intl.ts) instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

test('no module makes an Intl formatter (or calls toLocale*String) at its top level', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const found = [];
  for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'elements'))]) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      // Top level: a declaration that starts at column 0 and makes a formatter in its initialiser.
      if (/^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*(?::[^=]+)?=\s*new\s+Intl\./.test(line)
        || /^(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*[^(]*\.toLocale(?:Date|Time)?String\(/.test(line)) {
        found.push(`${file.slice(root.length)}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(found, [], 'make these with lazyFormatter (src/core/intl.ts)');
});

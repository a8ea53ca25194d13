// Every reload of the page goes through core/reload-guard.ts (issue 21): a reload made
// anywhere else (the user key check once called nav.reload() itself) escapes the guard's
// backoff and can loop. Only the guard may call nav.reload() or location.reload().
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ALLOWED = new Set(['src/core/reload-guard.ts', 'src/core/nav.ts']);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('reloads go through the reload guard', () => {
  it('no file but the guard (and nav, which implements it) reloads the page', () => {
    const offenders = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'elements'))]
      .map((path) => relative(ROOT, path))
      .filter((path) => !ALLOWED.has(path))
      .filter((path) => /\bnav\.reload\s*\(|location\.reload\s*\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    assert.deepEqual(offenders, []);
  });
});

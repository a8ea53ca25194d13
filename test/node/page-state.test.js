// Page-scoped module state registers its reset with core/page-reset.ts (onPageReset); tests
// call resetPage(). No module of src/ exports a test hook of its own (`__reset…`, `__set…`):
// one would be a second way to reset that the registry does not know about.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HOOK = /^export\s+(?:async\s+)?(?:function|const|let)\s+(__\w+)/gm;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('page-scoped state', () => {
  it('src/ exports no __ test hooks (state registers with onPageReset instead)', () => {
    const found = sources(join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(HOOK)].map((match) => `${relative(ROOT, file)}: ${match[1]}`),
    );
    assert.deepEqual(found, [], `test hooks exported from src/:\n${found.join('\n')}`);
  });
});

// What a consumer of the published package can import: every entry point of dist/ (the module
// build, one element, the autoloader, the classic-script loader, the manifest) resolves through
// package.json `exports` to a file the build wrote, and each module entry has types.
// Needs `npm run build` first (npm test runs it before the Node tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const resolved = (specifier) => fileURLToPath(import.meta.resolve(specifier));

test('every public entry resolves through the package name to a built file', () => {
  for (const specifier of [
    'cc-elements',
    'cc-elements/elements/cc-header.js',
    'cc-elements/cc-autoloader.js',
    'cc-elements/cc-loader.js',
    'cc-elements/custom-elements.json',
  ]) {
    assert.ok(existsSync(resolved(specifier)), `${specifier} -> ${resolved(specifier)}`);
  }
});

test('module entries carry types that the build wrote', () => {
  for (const key of ['.', './elements/*', './cc-autoloader.js']) {
    const entry = pkg.exports[key];
    assert.equal(typeof entry?.types, 'string', `${key} has a types condition`);
    assert.ok(existsSync(new URL(`../../${entry.types}`, import.meta.url)), `${key}: ${entry.types} exists`);
  }
});

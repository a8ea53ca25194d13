// The stylesheets' comments stay in the sources (they say why a rule is there) and out of the
// build (rollup.config.mjs, cssWithoutComments): the browser has no use for them, and they were
// ~1 KB gzip of the contest page's first download. Run `npm run build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const graph = JSON.parse(readFileSync(new URL('../../dist/build-graph.json', import.meta.url), 'utf8'));
const STYLES = /^src\/(?:.+\.styles|core\/styles)\.ts$/;

test('the built files holding stylesheets carry none of their comments', () => {
  const withStyles = graph.files.filter((file) => file.modules.some((id) => STYLES.test(id)));
  assert.ok(withStyles.length > 10, `only ${withStyles.length} built files hold stylesheets`);
  const commented = withStyles.flatMap((file) => file.modules.filter((id) => STYLES.test(id)))
    .filter((id) => readFileSync(new URL(`../../${id}`, import.meta.url), 'utf8').includes('/*'));
  assert.ok(commented.length > 10, 'the sources still explain their rules in comments');
  for (const { file } of withStyles) {
    const code = readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');
    assert.doesNotMatch(code, /\/\*[\s\S]*?\*\//, `${file} ships a stylesheet comment`);
  }
});

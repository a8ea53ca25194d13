// Entries loaded on one page must share one React, one jotai store and the same atoms: that
// holds when every module is bundled into exactly one output file that all its users import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const graph = JSON.parse(readFileSync(new URL('../../dist/build-graph.json', import.meta.url), 'utf8'));
const byFile = new Map(graph.files.map((f) => [f.file, f]));

function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file).imports) staticClosure(dep, seen);
  return seen;
}

test('no module is bundled into two output files', () => {
  const owner = new Map();
  for (const file of graph.files) {
    for (const id of file.modules) {
      assert.ok(!owner.has(id), `${id} is in both ${owner.get(id)} and ${file.file}`);
      owner.set(id, file.file);
    }
  }
});

test('no output file imports itself through others (a cycle of chunks evaluates one of them too late)', () => {
  // Rollup keeps modules in order inside a cycle of chunks only as far as it can: a shared chunk
  // that imports a chunk importing it back may read a binding before it is set ("Cannot access
  // 'x' before initialization", the app never starting).
  const path = [];
  const done = new Set();
  const visit = (file) => {
    const at = path.indexOf(file);
    assert.ok(at === -1, `import cycle: ${[...path.slice(at), file].join(' -> ')}`);
    if (done.has(file)) return;
    path.push(file);
    for (const dep of byFile.get(file).imports) visit(dep);
    path.pop();
    done.add(file);
  };
  for (const file of graph.files) visit(file.file);
});

test('every element entry reaches React, jotai and the shared store through shared chunks', () => {
  const tags = readdirSync(new URL('../../elements/', import.meta.url)).filter((f) => /^cc-[a-z0-9-]+\.ts$/.test(f)); // not the *.decl.ts declarations
  assert.ok(tags.length > 0, 'there are element entries');
  const fileOf = (pattern) => graph.files.find((f) => f.modules.some((id) => pattern.test(id)))?.file;
  const shared = {
    react: fileOf(/node_modules\/react\/cjs\/react\.production/),
    jotai: fileOf(/node_modules\/jotai\/esm\/vanilla\.mjs$/),
    store: fileOf(/^src\/core\/store\.ts$/),
  };
  for (const [name, file] of Object.entries(shared)) {
    assert.ok(file, `${name} is bundled`);
    assert.ok(file.startsWith('chunks/'), `${name} lives in a shared chunk, not inside one entry (${file})`);
  }
  for (const tag of tags) {
    const entry = `elements/${tag.replace(/\.ts$/, '.js')}`;
    const closure = staticClosure(entry);
    for (const [name, file] of Object.entries(shared)) assert.ok(closure.has(file), `${entry} imports ${name} from ${file}`);
  }
});

test("the statement chunk bundles markdown-it without linkify-it, which it never runs (rollup.config.mjs)", () => {
  const statement = graph.files.find((f) => f.modules.includes('src/core/statement-markdown.ts'));
  assert.ok(statement, 'the statement renderer is bundled');
  assert.ok(statement.modules.some((id) => /node_modules\/markdown-it\//.test(id)), 'markdown-it is in the statement chunk');
  const linkify = graph.files.filter((f) => f.modules.some((id) => /node_modules\/linkify-it\//.test(id))).map((f) => f.file);
  assert.deepEqual(linkify, []);
});

test("the runtime chunk does not touch localStorage while it is evaluated (jotai/utils' unused default storage)", () => {
  const runtime = graph.files.find((f) => f.modules.includes('src/ui/define-element.ts'));
  assert.ok(runtime, 'the element runtime is bundled');
  assert.ok(runtime.modules.some((id) => /node_modules\/jotai\/esm\/vanilla\/utils\.mjs$/.test(id)), 'jotai/utils is in the runtime chunk');
  const code = readFileSync(new URL(`../../dist/${runtime.file}`, import.meta.url), 'utf8');
  assert.doesNotMatch(code, /localStorage/, 'rollup.config.mjs treeshake.manualPureFunctions drops createJSONStorage()');
});

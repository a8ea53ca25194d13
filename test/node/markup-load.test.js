// The markup tools (core/markup-loader.ts) load in one round trip: the chunks the markup-tools chunk
// imports are asked for beside it, not once it has arrived and been read. On a page busy with a
// large answer (a contest of 10,000 problems), reading the chunk waits for that task, and the
// second request only went out then. Reads dist/build-graph.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const graph = JSON.parse(readFileSync(new URL('../../dist/build-graph.json', import.meta.url), 'utf8'));

test('whoever loads the markup-tools chunk also asks for the chunks it imports, at the same time', () => {
  const tools = graph.files.find((file) => file.modules.includes('src/core/markup-tools.ts'));
  assert.ok(tools, 'the markup tools are a chunk of their own');
  const loaders = graph.files.filter((file) => file.dynamicImports.includes(tools.file));
  assert.ok(loaders.length > 0, 'something loads the markup tools lazily');
  for (const loader of loaders) {
    for (const dependency of tools.imports) {
      const alreadyThere = loader.imports.includes(dependency) || loader.file === dependency;
      assert.ok(alreadyThere || loader.dynamicImports.includes(dependency), `${loader.file} asks for ${dependency} beside ${tools.file}`);
    }
  }
});

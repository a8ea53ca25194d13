// An enumerated attribute's allowed values are written once, in the element's declaration; the
// manifest (dist/custom-elements.json) publishes them as a union type. This checks that each
// component accepts exactly those values: every component with an enumerated attribute exports
// `enumeratedAttributes` (the readers it uses itself), bundled here from the real source. A
// manifest value the component rejects, or a value the component accepts that the manifest
// does not list, fails; so does an enumerated attribute that has no reader. And no file of
// src/ outside src/declarations/ writes one of these lists out again as a literal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Where each element's component reads its enumerated attributes. */
const READERS = {
  'cc-autocomplete': 'src/features/autocomplete/AutocompleteElement.tsx',
  'cc-data-table': 'src/features/data-table/DataTable.tsx',
  'cc-modal': 'src/features/modal/ModalElement.tsx',
  'cc-problem': 'src/features/problem/attributes.ts',
  'cc-roadmap': 'src/features/roadmap/Roadmap.tsx',
  'cc-toasts': 'src/features/toasts/ToastHost.tsx',
};

const UNION_OF_LITERALS = /^'[^']*'(?: \| '[^']*')*$/;
const literals = (text) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

function enumeratedAttributes() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/custom-elements.json'), 'utf8'));
  const out = [];
  for (const module of manifest.modules) {
    for (const element of module.declarations) {
      for (const attribute of element.attributes ?? []) {
        if (UNION_OF_LITERALS.test(attribute.type?.text ?? '')) {
          out.push({ tag: element.tagName, attribute: attribute.name, field: attribute.fieldName, values: literals(attribute.type.text) });
        }
      }
    }
  }
  return out;
}

async function loadReaders() {
  const tags = Object.keys(READERS);
  const entry = tags.map((tag, i) => `export { enumeratedAttributes as r${i} } from './${READERS[tag]}';`).join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return new Map(tags.map((tag, i) => [tag, module[`r${i}`]]));
}

const attributes = enumeratedAttributes();

test('the manifest has the enumerated attributes this test knows of', () => {
  assert.ok(attributes.length >= 9, `only ${attributes.length} enumerated attributes in dist/custom-elements.json`);
  for (const { tag } of attributes) assert.ok(READERS[tag], `${tag} has an enumerated attribute; add its component to READERS`);
});

test('each component accepts exactly the values its manifest entry lists', async () => {
  const readers = await loadReaders();
  // Probes: every value any enumerated attribute allows, every string literal of the
  // components' files (a value a component lists beside the declaration), and a few misses.
  const sourceLiterals = Object.values(READERS).flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/'([a-z][a-z0-9-]*)'/g)].map((m) => m[1]));
  const probes = new Set([...attributes.flatMap((a) => a.values), ...sourceLiterals, 'bogus', 'top', 'dark', 'none']);
  const warn = console.warn;
  console.warn = () => {}; // rejected probes are reported by the component; not wanted here
  try {
    for (const { tag, attribute, field, values } of attributes) {
      const read = readers.get(tag)?.[field];
      assert.equal(typeof read, 'function', `${tag}: enumeratedAttributes.${field} (attribute ${attribute}) is missing`);
      const accepted = [...probes].filter((value) => read(value) === value).sort();
      assert.deepEqual(accepted, [...values].sort(), `${tag} ${attribute}: accepted values differ from the manifest`);
    }
  } finally {
    console.warn = warn;
  }
});

test('no source file writes an enumerated attribute\'s list of values again', () => {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) files.push(path);
    }
  };
  walk(join(ROOT, 'src'));
  // The declarations are where each list is written, once.
  const declarations = join(ROOT, 'src', 'declarations');
  const lists = attributes.map((a) => ({ ...a, key: [...a.values].sort().join('|') }));
  const found = [];
  for (const file of files.filter((path) => !path.startsWith(declarations))) {
    const text = readFileSync(file, 'utf8');
    // Array literals and type unions of string literals only.
    const candidates = [
      ...[...text.matchAll(/\[\s*((?:'[^'\n]*'\s*,\s*)+'[^'\n]*'\s*,?\s*)\]/g)].map((m) => m[1]),
      ...[...text.matchAll(/=\s*((?:'[^'\n]*'\s*\|\s*)+'[^'\n]*')\s*;/g)].map((m) => m[1]),
    ];
    for (const candidate of candidates) {
      const key = literals(candidate).sort().join('|');
      const same = lists.find((l) => l.key === key);
      if (same) found.push(`${file.slice(ROOT.length)}: the values of ${same.tag} ${same.attribute} (import them from its declaration)`);
    }
  }
  assert.deepEqual(found, []);
});

// No dead exports: every name exported by a file of src/ or demo/server/ is imported by some
// other file of the shipped code. The rule:
// - importers are the shipped and build code (src/, elements/, demo/, scripts/,
//   rollup.config.mjs) and, for now, test/ and bench/: the unit tests import the pure rules they
//   check (normalisers, retry and back-off rules, texts a test compares against) from the module
//   that owns them, about 190 exports today. Moving those tests to the modules' real entry points
//   is a separate change; until then an export only a test imports is allowed, and one nothing
//   imports is not;
// - a type or interface used in its own file may stay exported (it names part of an exported
//   signature); a value used only in its own file is un-exported;
// - the public surface is not checked: elements/ (each tag's module, the bundle's entries) and
//   the bundle entries in src/ (ENTRIES below) export for consumers. The declarations
//   (src/declarations/) are checked: elements/ imports each `declaration`, and code the lists;
// - `import * as ns`, `export * from` and import('…') of a file count as using all its exports;
//   a JSDoc/TS type query `import('./x.js').Name` counts as using Name.
// An export used inside its own file only is reported as such: drop the `export` keyword.
// Imports and exports are read with @babel/parser (TypeScript syntax, no type checking).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
/** Files whose exports are checked. */
const CHECKED = ['src/', 'demo/server/'];
/** Bundle entries inside src/: their exports are the public API. */
const ENTRIES = new Set(['src/autoloader.ts', 'src/loader/cc-loader.js']);
/** The reference server loads each demo/server/features/*.js by scanning the folder (features.js). */
const FEATURE_MODULE = /^demo\/server\/features\/[^/]+\.js$/;
const FEATURE_CONTRACT = new Set(['migrations', 'seed', 'routes', 'pageForm']);
/** Exports another tool reads by name from generated code, so no import statement shows them. */
const READ_BY_NAME = new Map([
  ['enumeratedAttributes', 'test/node/enumerated-attributes.test.js re-exports it from each component in READERS'],
]);
/** Folders and files whose imports count as uses. */
const IMPORTERS = ['src', 'elements', 'demo', 'scripts', 'rollup.config.mjs', 'test', 'bench'];

const rel = (path) => relative(ROOT, path).split(sep).join('/');

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  const out = [];
  for (const name of readdirSync(path)) {
    if (name === 'node_modules') continue;
    const child = join(path, name);
    if (statSync(child).isDirectory()) out.push(...filesUnder(child));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(child);
  }
  return out;
}

function resolveImport(fromFile, specifier, exists) {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(fromFile), specifier).split(sep).join('/');
  const stem = base.replace(/\.(?:js|mjs)$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.js`];
  return candidates.find(exists) ?? null;
}

/** The names a binding pattern declares (`const { a, b: [c] } = …`). */
function bindingNames(node, out = []) {
  if (node.type === 'Identifier') out.push(node.name);
  else if (node.type === 'ObjectPattern') for (const p of node.properties) bindingNames(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (node.type === 'ArrayPattern') for (const e of node.elements) if (e) bindingNames(e, out);
  else if (node.type === 'AssignmentPattern') bindingNames(node.left, out);
  else if (node.type === 'RestElement') bindingNames(node.argument, out);
  return out;
}

const TYPE_DECLARATIONS = new Set(['TSTypeAliasDeclaration', 'TSInterfaceDeclaration']);

const nameOf = (node) => (node.type === 'StringLiteral' ? node.value : node.name);

/** What one file exports (name -> local identifier) and uses of other files ('*' for all). */
export function scan(file, text) {
  const plugins = file.endsWith('.tsx') ? ['typescript', 'jsx'] : file.endsWith('.ts') ? ['typescript'] : [];
  const program = parse(text, { sourceType: 'module', plugins, sourceFilename: file }).program;
  const exports = new Map();
  const types = new Set();
  const uses = [];
  for (const node of program.body) {
    const specifier = node.source?.value;
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) {
        if (s.type === 'ImportDefaultSpecifier') uses.push({ specifier, name: 'default' });
        else if (s.type === 'ImportNamespaceSpecifier') uses.push({ specifier, name: '*' });
        else uses.push({ specifier, name: nameOf(s.imported) });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      uses.push({ specifier, name: '*' });
    } else if (node.type === 'ExportDefaultDeclaration') {
      exports.set('default', null);
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) {
        if (s.type === 'ExportNamespaceSpecifier') {
          exports.set(nameOf(s.exported), null);
          uses.push({ specifier, name: '*' });
        } else {
          exports.set(nameOf(s.exported), specifier ? null : nameOf(s.local));
          if (specifier) uses.push({ specifier, name: nameOf(s.local) });
        }
      }
      const declaration = node.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) for (const name of bindingNames(d.id)) exports.set(name, name);
      } else if (declaration?.id?.type === 'Identifier') {
        exports.set(declaration.id.name, declaration.id.name);
        if (TYPE_DECLARATIONS.has(declaration.type)) types.add(declaration.id.name);
      } else if (declaration) {
        throw new Error(`${file}: an export this check does not read (${declaration.type})`);
      }
    }
  }
  // import('…') calls and type queries anywhere, JSDoc comments included.
  // `import('…').then(({ a, b }) => …)` uses a and b; any other import('…') call uses everything.
  const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)(?:\.then\(\s*\(\s*\{([^}]*)\}|\.(?!then\b)([A-Za-z_$][\w$]*))?/g;
  for (const match of text.matchAll(DYNAMIC)) {
    const names = match[3] !== undefined ? match[3].split(',').map((n) => n.split(':')[0].trim()).filter(Boolean) : [match[4] ?? '*'];
    for (const name of names) uses.push({ specifier: match[2], name });
  }
  return { exports, types, uses };
}

/** Every dead export among the files given, as messages. */
export function deadExports(files, read, isChecked) {
  const exists = (file) => files.includes(file);
  const scans = new Map(files.map((file) => [file, scan(file, read(file))]));
  const used = new Map(); // file -> Set of names ('*' for all)
  for (const [file, { uses }] of scans) {
    for (const { specifier, name } of uses) {
      const target = resolveImport(file, specifier, exists);
      if (!target || target === file) continue;
      if (!used.has(target)) used.set(target, new Set());
      used.get(target).add(name);
    }
  }
  const problems = [];
  for (const [file, { exports, types }] of scans) {
    if (!isChecked(file)) continue;
    const names = used.get(file) ?? new Set();
    if (names.has('*')) continue;
    for (const [name, local] of exports) {
      if (names.has(name) || READ_BY_NAME.has(name) || (FEATURE_MODULE.test(file) && FEATURE_CONTRACT.has(name))) continue;
      const inFile = local && (read(file).match(new RegExp(`(?<![\\w$])(?<![^.]\\.)${local.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length > 1;
      if (inFile && types.has(name)) continue;
      problems.push(`${file}: "${name}" is exported but no other file imports it${inFile ? ' (used in the file: drop `export`)' : ''}`);
    }
  }
  return problems;
}

describe('dead exports', () => {
  it('every export of src/ and demo/server/ is imported by the shipped code', () => {
    const files = IMPORTERS.flatMap((p) => filesUnder(join(ROOT, p))).map(rel);
    assert.ok(files.length > 300, `found only ${files.length} files`);
    const isChecked = (file) => CHECKED.some((p) => file.startsWith(p)) && !ENTRIES.has(file);
    assert.deepEqual(deadExports(files, (file) => readFileSync(join(ROOT, file), 'utf8'), isChecked), []);
  });

  it('reports an export only its own file or nothing uses, and follows every way of importing', () => {
    const fake = {
      'src/core/a.ts':
        "export const used = 1;\nexport function local() {}\nlocal();\nexport type Dead = string;\nexport type Kept = number;\nexport const k: Kept = 1;\nexport { used as alias };\n",
      'src/core/b.ts': "export const viaStar = 1;\n",
      'src/core/c.ts': 'export default 1;\nexport const viaTypeQuery = 2;\nexport const dead2 = 3;\n',
      'src/ui/user.tsx':
        "import { used } from '../core/a';\nimport * as b from '../core/b.js';\nimport one from '../core/c';\n/** @type {import('../core/c.js').viaTypeQuery} */\nexport { used, b, one };\n" +
        "import('../core/d.js').then(({ viaThen }) => viaThen);\n",
      'src/core/d.ts': 'export const viaThen = 1;\nexport const notViaThen = 2;\n',
      'elements/x.ts': "import { used } from '../src/ui/user';\nimport { k } from '../src/core/a';\n",
    };
    const found = deadExports(Object.keys(fake), (file) => fake[file], (file) => file.startsWith('src/'));
    assert.deepEqual(found.sort(), [
      'src/core/a.ts: "Dead" is exported but no other file imports it',
      'src/core/a.ts: "alias" is exported but no other file imports it (used in the file: drop `export`)',
      'src/core/a.ts: "local" is exported but no other file imports it (used in the file: drop `export`)',
      'src/core/c.ts: "dead2" is exported but no other file imports it',
      'src/core/d.ts: "notViaThen" is exported but no other file imports it',
      'src/ui/user.tsx: "b" is exported but no other file imports it (used in the file: drop `export`)',
      'src/ui/user.tsx: "one" is exported but no other file imports it (used in the file: drop `export`)',
    ]);
  });
});

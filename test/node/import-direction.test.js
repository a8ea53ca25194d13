// Imports point one way: each file of src/ and elements/ may import its own layer or a lower
// one, never a higher one (docs/architecture.md, "Layers"). A feature does not reach into
// another feature except through the few edges listed below, and browser globals (sockets,
// storage, cookies, location, history) are touched only in core/.
//
// Imports are read with a line-anchored pattern over import/export-from statements and
// import('...') calls; a guard counts every `from '...'` in the file so a statement the
// pattern did not understand fails the test instead of slipping through.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Lowest first. A file may import files of its own layer and of the layers before it.
 * - core: framework-free plumbing (http, storage, cookies, nav, socket, clock, cache, attribute
 *   parsing...), no React, and the ambient type declarations;
 * - declarations: src/declarations/*.decl.ts, each element's public contract as data (and
 *   shared.decl.ts, what several elements share); they import only core/declare.ts and each other;
 * - domain: the pure rules of the site (codes, routes, alerts, toasts, contest timeline...);
 * - api: one function per server call, normalisers, the alert socket client;
 * - state: jotai atoms and the page-wide stores built on api/;
 * - ui: the element runtime (define-element.ts, host.ts) and shared presentational React parts;
 * - features: one folder per element's components and their own rules;
 * - elements: one file per tag (elements/cc-<tag>.ts), plus the bundles' entry points.
 */
export const LAYERS = [
  { name: 'core', paths: ['src/core/', 'src/types/'] },
  // Each element's declaration (its public contract as data; it imports only core/declare.ts):
  // domain, api, ui and features derive their props, events and allowed values from it, so it
  // sits below them, in a folder of its own.
  { name: 'declarations', paths: ['src/declarations/'] },
  { name: 'domain', paths: ['src/domain/'] },
  { name: 'api', paths: ['src/api/'] },
  { name: 'state', paths: ['src/state/'] },
  { name: 'ui', paths: ['src/ui/'] },
  { name: 'features', paths: ['src/features/'] },
  { name: 'elements', paths: ['elements/', 'src/autoloader.ts', 'src/loader/'] },
];

/**
 * Feature -> other feature edges that are allowed, with the reason. Everything else a
 * feature shares goes down a layer (domain/, ui/) instead.
 */
export const CROSS_FEATURE_IMPORTS = new Map([
  [
    'src/features/contest-start-notification/ContestStartNotification.tsx -> src/features/server-form/ServerForm.tsx',
    'the reminder popup is a server-driven form: it renders the whole <cc-server-form> component ' +
      '(load, submit, validation, redirect) rather than a copy of it',
  ],
  [
    'src/features/contest-start-notification/ContestStartNotification.tsx -> src/features/server-form/LazyServerForm.tsx',
    'the same form, loaded when the reminder dialog first opens (the element is on the page from ' +
      'the start only to catch trigger clicks)',
  ],
]);

/**
 * Layers whose files import no npm package: the domain rules stay framework-free, and the
 * declarations are plain data the build imports in Node (scripts/build-meta.js).
 */
const NO_PACKAGES = new Set(['declarations', 'domain']);

/**
 * Layers whose files import no React (nor react-dom, r2wc, or jotai's React bindings: the
 * `jotai` entry re-exports them, `jotai/vanilla` is the store alone). React starts at ui/, where
 * the element runtime (ui/define-element.ts) and the host hooks (ui/host.ts) live. Ambient type
 * files (*.d.ts, e.g. src/types/jsx.generated.d.ts typing our tags for React's JSX) hold no code
 * and are not checked.
 */
const NO_REACT = new Set(['core', 'declarations', 'domain']);
const REACT_PACKAGE = /^(?:react|react-dom|scheduler|@r2wc\/[^/]+|jotai(?!\/vanilla(?:\/|$)))(?:\/|$)/;

/** Browser globals that only core/ may touch (the rest of the code goes through core/). */
const CORE_ONLY_GLOBALS = [
  { pattern: /\bnew\s+WebSocket\s*\(/, name: 'new WebSocket() (use core/socket.ts)' },
  { pattern: /\b(?:localStorage|sessionStorage)\b/, name: 'localStorage/sessionStorage (use core/storage.ts)' },
  { pattern: /\bdocument\.cookie\b/, name: 'document.cookie (use core/cookies.ts)' },
  {
    pattern: /\bwindow\.location\b|(?<![.\w])location\.(?:href|assign|replace|reload|pathname|search|hash|host|hostname|origin|protocol)\b/,
    name: 'location (use core/nav.ts)',
  },
  { pattern: /\b(?:window\.)?history\.(?:pushState|replaceState|state|back|go)\b/, name: 'history (use core/nav.ts)' },
  { pattern: /\bwindow\.open\s*\(/, name: 'window.open (use core/nav.ts)' },
  { pattern: /(?<![.\w])fetch\s*\(/, name: 'fetch (use core/http.ts)' },
  { pattern: /\bmatchMedia\s*\(/, name: 'matchMedia (use core/motion.ts, or a CSS media query)' },
];

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

const rel = (path) => relative(ROOT, path).split(sep).join('/');

export function layerOf(file) {
  const index = LAYERS.findIndex((layer) =>
    layer.paths.some((p) => (p instanceof RegExp ? p.test(file) : p.endsWith('/') ? file.startsWith(p) : file === p)),
  );
  return index < 0 ? null : { index, name: LAYERS[index].name };
}

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Drops comments (keeps `https://` in strings: a line comment needs a space or line start before it). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

// import x from '…' / import type { … } from '…' / import '…' / export { … } from '…' /
// export * (as ns) from '…' / export type { … } from '…', each starting a line.
const STATIC = /^[ \t]*(?:import|export)[ \t]+(?:type[ \t]+)?(?:([\w$*{}\s,]+?)\s+from\s*)?(['"])([^'"\n]+)\2/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const FROM = /\bfrom\s*['"][^'"\n]+['"]/g;

/** The specifiers a file imports (static, re-exports and literal dynamic imports). */
export function importsOf(text) {
  const code = withoutComments(text);
  const specifiers = [];
  let withFrom = 0;
  for (const match of code.matchAll(STATIC)) {
    specifiers.push(match[3]);
    if (match[1] !== undefined) withFrom++;
  }
  for (const match of code.matchAll(DYNAMIC)) specifiers.push(match[2]);
  const froms = [...code.matchAll(FROM)].length;
  return { specifiers, understood: froms === withFrom, froms, withFrom };
}

function resolveImport(fromFile, specifier) {
  const base = resolve(ROOT, dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return rel(candidate);
  }
  return null;
}

/** Every rule broken by the files given (paths relative to the repository), as messages. */
export function violations(files, read = (file) => readFileSync(join(ROOT, file), 'utf8')) {
  const problems = [];
  for (const file of files) {
    const layer = layerOf(file);
    if (!layer) {
      problems.push(`${file}: belongs to no layer (add its folder to LAYERS in test/node/import-direction.test.js)`);
      continue;
    }
    const text = read(file);
    const { specifiers, understood, froms, withFrom } = importsOf(text);
    if (!understood) {
      problems.push(`${file}: ${froms} "from '…'" clauses but ${withFrom} import/export statements understood; write imports one statement per line start`);
    }
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) {
        if (NO_PACKAGES.has(layer.name)) problems.push(`${file}: ${layer.name}/ imports the package "${specifier}"; it stays framework-free`);
        else if (NO_REACT.has(layer.name) && REACT_PACKAGE.test(specifier) && !file.endsWith('.d.ts')) {
          problems.push(`${file}: ${layer.name}/ imports "${specifier}"; React starts at ui/`);
        }
        continue;
      }
      const target = resolveImport(file, specifier);
      if (!target) {
        problems.push(`${file}: cannot resolve "${specifier}"`);
        continue;
      }
      const targetLayer = layerOf(target);
      if (!targetLayer) {
        problems.push(`${file}: imports ${target}, which belongs to no layer`);
        continue;
      }
      if (targetLayer.index > layer.index) {
        problems.push(`${file} (${layer.name}) imports ${target} (${targetLayer.name}): upward`);
      }
      const [from, to] = [featureOf(file), featureOf(target)];
      if (from && to && from !== to && !CROSS_FEATURE_IMPORTS.has(`${file} -> ${target}`)) {
        problems.push(`${file} imports ${target}: another feature's internals (move the shared rule to domain/ or the part to ui/)`);
      }
    }
    if (layer.name !== 'core') {
      const code = withoutComments(text);
      for (const { pattern, name } of CORE_ONLY_GLOBALS) {
        if (pattern.test(code)) problems.push(`${file} (${layer.name}) uses ${name}`);
      }
    }
  }
  return problems;
}

const projectFiles = () => [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'elements'))].map(rel);

describe('import direction', () => {
  it('every import of src/ and elements/ points to the same or a lower layer', () => {
    const files = projectFiles();
    assert.ok(files.length > 100, `found only ${files.length} files`);
    assert.deepEqual(violations(files), []);
  });

  it('elements/ holds only the entry files (declarations live in src/declarations/)', () => {
    const strays = readdirSync(join(ROOT, 'elements')).filter((name) => !/^(?:cc-[a-z0-9-]+|index)\.ts$/.test(name) || name.endsWith('.decl.ts'));
    assert.deepEqual(strays, []);
  });

  it('each allowed cross-feature import still exists (no stale exceptions)', () => {
    for (const edge of CROSS_FEATURE_IMPORTS.keys()) {
      const [from, to] = edge.split(' -> ');
      const { specifiers } = importsOf(readFileSync(join(ROOT, from), 'utf8'));
      assert.ok(specifiers.some((s) => s.startsWith('.') && resolveImport(from, s) === to), `${edge} is no longer imported`);
    }
  });

  it('reports an upward import (a declaration importing domain/ too), a cross-feature import, a package in domain/, React below ui/, a global outside core/', () => {
    const fake = {
      'src/domain/bad.ts': "import { store } from '../core/store';\nimport { useState } from 'react';\nimport type {\n  Alert,\n} from '../state/alerts';\n",
      'src/ui/bad.tsx': "export { ToastHost } from '../features/toasts/ToastHost';\nconst s = new WebSocket('ws://x');\n",
      'src/state/bad.ts': "const m = () => import('../features/toasts/ToastHost');\nlocalStorage.clear();\n",
      'src/features/header/bad.ts': "import { ServerForm } from '../server-form/ServerForm';\n// location.reload() in a comment is fine\n",
      'src/core/fine.ts': "const s = new WebSocket('ws://x'); // core may\nimport { createStore } from 'jotai/vanilla';\n",
      'src/core/react.ts': "import { createElement } from 'react';\nimport { Provider } from 'jotai';\nimport r2wc from '@r2wc/react-to-web-component';\n",
      'src/types/react.d.ts': "import type { HTMLAttributes } from 'react';\n",
      'src/declarations/cc-bad.decl.ts': "import { declareElement } from '../core/declare';\nimport { MAX_CODE } from '../domain/codes';\nimport { z } from 'zod';\n",
    };
    const found = violations(Object.keys(fake), (file) => fake[file]);
    const expected = [
      /^src\/domain\/bad\.ts: domain\/ imports the package "react"/,
      /^src\/domain\/bad\.ts \(domain\) imports src\/state\/alerts\.ts \(state\): upward/,
      /^src\/ui\/bad\.tsx \(ui\) uses new WebSocket/,
      /^src\/declarations\/cc-bad\.decl\.ts \(declarations\) imports src\/domain\/codes\.ts \(domain\): upward/,
      /^src\/declarations\/cc-bad\.decl\.ts: declarations\/ imports the package "zod"/,
      /^src\/state\/bad\.ts \(state\) imports src\/features\/toasts\/ToastHost\.tsx \(features\): upward/,
      /^src\/state\/bad\.ts \(state\) uses localStorage/,
      /^src\/features\/header\/bad\.ts imports src\/features\/server-form\/ServerForm\.tsx: another feature's internals/,
      /^src\/core\/react\.ts: core\/ imports "react"; React starts at ui\//,
      /^src\/core\/react\.ts: core\/ imports "jotai"; React starts at ui\//,
      /^src\/core\/react\.ts: core\/ imports "@r2wc\/react-to-web-component"; React starts at ui\//,
    ];
    for (const pattern of expected) assert.ok(found.some((p) => pattern.test(p)), `expected ${pattern} in:\n${found.join('\n')}`);
    // A re-export counts as an import; nothing is reported for core/fine.ts.
    assert.ok(found.some((p) => p.startsWith('src/ui/bad.tsx (ui) imports src/features/toasts/ToastHost.tsx')), found.join('\n'));
    assert.equal(found.filter((p) => p.startsWith('src/core/') && !p.startsWith('src/core/react.ts')).length, 0, found.join('\n'));
    assert.equal(found.filter((p) => p.startsWith('src/types/')).length, 0, found.join('\n'));
  });

  it('refuses a file whose imports it cannot read', () => {
    const found = violations(['src/ui/odd.ts'], () => "import\n  { a } from './b';\n");
    assert.ok(found.some((p) => /understood/.test(p)), found.join('\n'));
  });
});

// The generator of dist/custom-elements.json and dist/types, from src/declarations/*.decl.ts; and a
// static check that what each element declares (parts, events) is in the code it ships.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { eventTypes, loadDeclarations, manifest, runtimeDeclarationModule } from '../../scripts/build-meta.js';

const declarations = await loadDeclarations();
const byTag = new Map(declarations.map((d) => [d.tag, d]));
const declared = (tag) => manifest([byTag.get(tag)]).modules[0].declarations[0];

test('every element file has a declaration', () => {
  const tags = JSON.parse(readFileSync('dist/build-graph.json', 'utf8')).files
    .filter((f) => f.isEntry && f.file.startsWith('elements/'))
    .map((f) => f.file.replace(/^elements\/|\.js$/g, ''));
  assert.deepEqual(declarations.map((d) => d.tag).sort(), tags.sort());
});

test('the manifest has defaults, union types, methods, typed events, and paths in the package', () => {
  const written = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
  assert.equal(written.schemaVersion, '2.1.0');
  for (const module of written.modules) assert.ok(existsSync(module.path), `${module.path} exists`);

  const toasts = declared('cc-toasts');
  const size = toasts.attributes.find((a) => a.name === 'size');
  assert.deepEqual([size.type.text, size.default], ["'small' | 'medium' | 'large'", '"medium"']);
  assert.deepEqual(toasts.members.filter((m) => m.kind === 'method').map((m) => m.name), ['show', 'dismiss', 'clear']);
  const clear = toasts.members.find((m) => m.name === 'clear');
  assert.deepEqual(clear.parameters, [{ name: 'namespace', type: { text: 'string' }, optional: true }]);

  const modal = declared('cc-modal');
  assert.equal(modal.attributes.find((a) => a.name === 'once-days').fieldName, 'onceDays');
  assert.equal(
    modal.events.find((e) => e.name === 'cc-close').type.text,
    "CustomEvent<{ reason: 'escape' | 'close-button' | 'backdrop' | 'action'; value?: string }>",
  );
  assert.equal(modal.events.find((e) => e.name === 'cc-open').type.text, 'CustomEvent<null>');
});

test('one event name has one detail type across elements, or the build fails', () => {
  assert.ok(eventTypes(declarations).size > 10);
  const [modal, panel] = [byTag.get('cc-modal'), byTag.get('cc-error-panel')];
  const drifted = { ...panel, events: { 'cc-close': { description: '', detail: { text: '{ why: string }', kind: 'json' } } } };
  assert.throws(() => eventTypes([modal, drifted]), /cc-close is CustomEvent<\{ why: string \}>, but cc-modal declares/);
});

test('cc-app lets through or contains every event its inner elements declare', () => {
  const app = byTag.get('cc-app');
  const handled = new Set([...Object.keys(app.events), ...app.containsEvents]);
  const missing = declarations.flatMap((d) => Object.entries(d.events ?? {}).filter(([name, e]) => e.on !== 'document' && !handled.has(name)).map(([name]) => `${d.tag} ${name}`));
  assert.deepEqual(missing, []);
  for (const name of app.containsEvents) assert.ok(!(name in app.events), `${name} is either let through or contained`);
});

test('the bundle gets each declaration without its documentation', async () => {
  const code = await runtimeDeclarationModule('src/declarations/cc-modal.decl.ts');
  const [first, ...rest] = code.trimEnd().split('\n');
  const runtime = JSON.parse(first.replace(/^export const declaration = |;$/g, ''));
  assert.equal(runtime.tag, 'cc-modal');
  // The declaration file's list of allowed values stays an export (ui/icons.tsx imports it).
  assert.deepEqual(rest, ['export const MODAL_TYPES = ["info","success","warning","error","attention"];']);
  assert.deepEqual(runtime.props.onceDays, { type: { kind: 'number' } });
  assert.deepEqual(runtime.events, { 'cc-open': {}, 'cc-close': { cancelable: true } });
  assert.ok(!code.includes('Icon, colour'));
  assert.ok(!('formAssociated' in runtime));
  // A form control stays one in the bundle (defineElement reads it from the declaration).
  const autocomplete = await runtimeDeclarationModule('src/declarations/cc-autocomplete.decl.ts');
  assert.equal(JSON.parse(autocomplete.split('\n')[0].replace(/^export const declaration = |;$/g, '')).formAssociated, true);
});

/** Source text of every module of ours an element's entry loads (statically or lazily). */
function shippedSource(tag, graph) {
  const files = new Map(graph.files.map((f) => [f.file, f]));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !files.has(name)) return;
    seen.add(name);
    for (const next of [...files.get(name).imports, ...files.get(name).dynamicImports]) visit(next);
  };
  visit(`elements/${tag}.js`);
  return [...seen]
    .flatMap((name) => files.get(name).modules)
    .filter((m) => /^(src|elements)\/.*\.tsx?$/.test(m) && !m.endsWith('.decl.ts'))
    .map((m) => readFileSync(m, 'utf8'))
    .join('\n');
}

test('every declared part and event is in the code the element ships', () => {
  const graph = JSON.parse(readFileSync('dist/build-graph.json', 'utf8'));
  const problems = [];
  for (const d of declarations) {
    const source = shippedSource(d.tag, graph);
    const inString = (name) => new RegExp(`['"\`][^'"\`\\n]*(?<![\\w-])${name}(?![\\w-])[^'"\`\\n]*['"\`]`).test(source);
    for (const part of Object.keys(d.parts ?? {})) if (!inString(part)) problems.push(`${d.tag}: part ${part}`);
    for (const [name] of Object.entries(d.events ?? {})) {
      // cc-app's own events come from the shell's elements, which it renders by tag name.
      const shipped = inString(name) || declarations.some((o) => o !== d && name in (o.events ?? {}) && source.includes(`<${o.tag}`));
      if (!shipped) problems.push(`${d.tag}: event ${name}`);
    }
  }
  assert.deepEqual(problems, []);
});

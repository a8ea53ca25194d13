// After rollup: writes dist/custom-elements.json and dist/types/ from the elements'
// declarations (src/declarations/cc-*.decl.ts), the one place each element's contract is written.
//
// Why a small generator and not @custom-elements-manifest/analyzer: the analyzer reads classes
// and JSDoc; our elements are r2wc classes made at runtime and their contract is plain typed
// data, so the analyzer would need a plugin that re-implements exactly this (read the data, map
// it to manifest entries), plus custom-element-jsx-integration for JSX types, which writes
// framework-neutral prop types rather than the React 19 `react` module augmentation we need.
// Importing the declarations (bundled by esbuild, already a dev dependency) and printing them
// is less code than configuring both, and the declarations carry the type texts themselves.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const DECLARATIONS_DIR = 'src/declarations';
const OUT = 'dist';
const DECLARATION_FILE = /^cc-[a-z0-9-]+\.decl\.ts$/;

const kebabCase = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const className = (tag) => camelCase(`-${tag}`).replace(/^./, (c) => c.toUpperCase()) + 'Element';
const quoteKey = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const doc = (text, indent = '  ') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');

/** Imports TypeScript modules (bundled by esbuild) from `dir`: one module, an export per file. */
async function importDeclarations(dir, files, entry = files.map((file, i) => `export { declaration as d${i} } from './${file}';`).join('\n')) {
  const result = await build({
    stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`;
  return import(url);
}

/** Imports every src/declarations/cc-*.decl.ts and returns the declarations. */
export async function loadDeclarations(dir = DECLARATIONS_DIR) {
  const files = readdirSync(dir).filter((file) => DECLARATION_FILE.test(file)).sort();
  const module = await importDeclarations(dir, files);
  return files.map((file, i) => {
    const declaration = module[`d${i}`];
    if (declaration?.tag !== basename(file, '.decl.ts')) {
      throw new Error(`${file}: must export \`declaration\` with tag ${basename(file, '.decl.ts')}`);
    }
    return declaration;
  });
}

/**
 * What the browser needs of a declaration (the tag, how props are parsed, which events are
 * cancelable, which it contains), as a module: rollup loads this instead of the *.decl.ts file,
 * so the documentation text stays out of the bundle. The file's other exports, lists of allowed
 * values that the code imports (the declaration is their one source), are kept as they are.
 */
export async function runtimeDeclarationModule(file) {
  const { declaration, ...lists } = await importDeclarations(dirname(file), [basename(file)], `export * from './${basename(file)}';`);
  const listExports = Object.entries(lists).map(([name, value]) => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new Error(`${file}: export ${name} is not a list of strings; a declaration file exports only its declaration and lists of allowed values`);
    }
    return `export const ${name} = ${JSON.stringify(value)};\n`;
  });
  const props = Object.fromEntries(
    entries(declaration.props).map(([name, prop]) => [name, { type: { kind: prop.type.kind }, ...(prop.attribute === false ? { attribute: false } : {}) }]),
  );
  const events = Object.fromEntries(
    entries(declaration.events).map(([name, event]) => [name, event.cancelable ? { cancelable: true } : {}]),
  );
  const runtime = {
    tag: declaration.tag,
    props,
    events,
    ...(declaration.containsEvents ? { containsEvents: declaration.containsEvents } : {}),
    ...(declaration.formAssociated ? { formAssociated: true } : {}),
  };
  return `export const declaration = ${JSON.stringify(runtime)};\n${listExports.join('')}`;
}

const entries = (record) => Object.entries(record ?? {});
const eventType = (event) => (event.detail ? `CustomEvent<${event.detail.text}>` : 'CustomEvent<null>');

/** Every event name once, with its one type; two elements firing one name must agree on it. */
export function eventTypes(declarations) {
  const types = new Map();
  for (const declaration of declarations) {
    for (const [name, event] of entries(declaration.events)) {
      const type = eventType(event);
      const known = types.get(name);
      if (known && known.type !== type) {
        throw new Error(`${declaration.tag}: event ${name} is ${type}, but ${known.tag} declares it as ${known.type}`);
      }
      types.set(name, { type, tag: declaration.tag });
    }
  }
  return new Map([...types].map(([name, { type }]) => [name, type]).sort());
}

function manifestModule(declaration) {
  const path = `dist/elements/${declaration.tag}.js`;
  const name = className(declaration.tag);
  const props = entries(declaration.props);
  const withDefault = (prop) => (prop.default === undefined ? {} : { default: JSON.stringify(prop.default) });
  const attributes = props
    .filter(([, prop]) => prop.attribute !== false)
    .map(([field, prop]) => ({ name: kebabCase(field), fieldName: field, type: { text: prop.type.text }, ...withDefault(prop), description: prop.description }));
  const fields = props.map(([field, prop]) => ({
    kind: 'field',
    name: field,
    privacy: 'public',
    type: { text: `${prop.type.text} | undefined` },
    ...withDefault(prop),
    ...(prop.attribute === false ? {} : { attribute: kebabCase(field) }),
    description: prop.description,
  }));
  const methods = entries(declaration.methods).map(([method, spec]) => ({
    kind: 'method',
    name: method,
    privacy: 'public',
    parameters: spec.parameters.map((p) => ({ name: p.name, type: { text: p.type.text }, ...(p.optional ? { optional: true } : {}), ...(p.description ? { description: p.description } : {}) })),
    return: { type: { text: spec.returns?.text ?? 'void' } },
    description: spec.description,
  }));
  return {
    kind: 'javascript-module',
    path,
    declarations: [{
      kind: 'class',
      name,
      tagName: declaration.tag,
      customElement: true,
      summary: declaration.summary,
      description: declaration.description,
      superclass: { name: 'HTMLElement' },
      attributes,
      members: [...fields, ...methods],
      events: entries(declaration.events).map(([event, spec]) => ({ name: event, type: { text: eventType(spec) }, description: spec.description })),
      cssParts: entries(declaration.parts).map(([part, description]) => ({ name: part, description })),
      cssProperties: entries(declaration.cssProperties).map(([property, description]) => ({ name: property, description })),
      slots: entries(declaration.slots).map(([slot, description]) => ({ name: slot, description })),
    }],
    exports: [{ kind: 'custom-element-definition', name: declaration.tag, declaration: { name, module: path } }],
  };
}

export function manifest(declarations) {
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: declarations.map(manifestModule) };
}

const body = (lines) => (lines.length ? `{\n${lines.join('\n')}\n}` : '{}');
const defaultNote = (prop) => (prop.default === undefined ? '' : ` Default: ${JSON.stringify(prop.default)}.`);

// A prop named like an HTMLElement member (cc-share-buttons' title) keeps that member's type,
// or the interface would not extend HTMLElement.
const HTML_ELEMENT_MEMBERS = new Set(['title', 'lang', 'dir', 'id', 'slot', 'className', 'hidden', 'translate', 'spellcheck', 'draggable']);

function elementInterface(declaration) {
  const fields = entries(declaration.props).map(([field, prop]) => {
    const type = HTML_ELEMENT_MEMBERS.has(field) ? prop.type.text : `${prop.type.text} | undefined`;
    return `${doc(prop.description + defaultNote(prop))}  ${field}: ${type};`;
  });
  const methods = entries(declaration.methods).map(([method, spec]) => {
    const parameters = spec.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ');
    return `${doc(spec.description)}  ${method}(${parameters}): ${spec.returns?.text ?? 'void'};`;
  });
  return `${doc(declaration.summary, '')}export interface ${className(declaration.tag)} extends HTMLElement ${body([...fields, ...methods])}`;
}

/** How each prop is written in markup or JSX: attributes in kebab-case, property-only props as they are. */
function attributesInterface(declaration, events) {
  const interfaceName = `${className(declaration.tag)}Attributes`;
  const props = entries(declaration.props).map(([field, prop]) => {
    if (prop.attribute === false) return `${doc(prop.description)}  ${field}?: ${prop.type.text};`;
    const type = prop.type.kind === 'number' ? 'number | `${number}`' : prop.type.text;
    return `${doc(prop.description + defaultNote(prop))}  ${quoteKey(kebabCase(field))}?: ${type};`;
  });
  // React 19 adds a listener for an `on<event name>` prop of a custom element.
  // A form control is named for its form like any field (the browser reads the attribute).
  const name = declaration.formAssociated ? ['  /** The form field\'s name: a form submits the element\'s value under it. */\n  name?: string;'] : [];
  // Every cc element takes theme="dark|light" (the base stylesheet's :host rule).
  const theme = `  /** Fixes the colour scheme for this element and everything inside it. */\n  theme?: 'light' | 'dark';`;
  // (Events dispatched on document never reach such a listener.)
  const listeners = entries(declaration.events)
    .filter(([, spec]) => spec.on !== 'document')
    .map(([event]) => `  'on${event}'?: (event: ${events.get(event)}) => void;`);
  return `/** The attributes (and property-only props) of <${declaration.tag}>. */\nexport interface ${interfaceName} ${body([...props, ...name, theme, ...listeners])}`;
}

export function elementTypes(declarations) {
  const events = eventTypes(declarations);
  const tagMap = declarations.map((d) => `    '${d.tag}': ${className(d.tag)};`).join('\n');
  const eventMap = [...events].map(([event, type]) => `    '${event}': ${type};`).join('\n');
  return `// Generated by scripts/build-meta.js from src/declarations/*.decl.ts: do not edit.
${declarations.map((d) => `${elementInterface(d)}\n\n${attributesInterface(d, events)}`).join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
  /** Every cc-* event, typed for addEventListener on elements, document and window. */
  interface GlobalEventHandlersEventMap {
${eventMap}
  }
}
`;
}

/** React's props type and the JSX.IntrinsicElements augmentation naming every tag. */
function reactIntrinsicElements(declarations) {
  const intrinsic = declarations
    .map((d) => `      '${d.tag}': Props<${className(d.tag)}, ${className(d.tag)}Attributes>;`)
    .join('\n');
  return `/** React's HTML props for the element, with the element's own attributes in place of same-named ones. */
type Props<E extends HTMLElement, A> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof A> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic}
    }
  }
}
`;
}

/** JSX for React 19 apps: opt in with `import type {} from 'cc-elements/react'`. */
export function reactTypes(declarations) {
  const names = declarations.map((d) => className(d.tag));
  const imports = names.flatMap((n) => [n, `${n}Attributes`]).join(', ');
  return `// Generated by scripts/build-meta.js from src/declarations/*.decl.ts: do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${imports} } from './elements';

${reactIntrinsicElements(declarations)}`;
}

/**
 * The project's own JSX types for its cc-* tags (cc-app renders cc-contest-page, the contest
 * page renders cc-data-table...): one file with the same element interfaces, attributes and
 * IntrinsicElements entries that dist/types gives React consumers, so our own markup is checked
 * against the public contract. No globals (HTMLElementTagNameMap, the event map): only JSX.
 */
export function projectJsxTypes(declarations) {
  const events = eventTypes(declarations);
  return `// Generated by scripts/jsx-types.js from src/declarations/*.decl.ts: do not edit.
// \`npm run typecheck\` rewrites it first; test/node/jsx-types.test.js fails when it is stale.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

${declarations.map((d) => `${elementInterface(d)}\n\n${attributesInterface(d, events)}`).join('\n\n')}

${reactIntrinsicElements(declarations)}`;
}

async function main() {
  const declarations = await loadDeclarations();
  mkdirSync(join(OUT, 'types'), { recursive: true });
  writeFileSync(join(OUT, 'custom-elements.json'), JSON.stringify(manifest(declarations), null, 2) + '\n');
  writeFileSync(join(OUT, 'types', 'elements.d.ts'), elementTypes(declarations));
  writeFileSync(join(OUT, 'types', 'react.d.ts'), reactTypes(declarations));
  writeFileSync(
    join(OUT, 'types', 'index.d.ts'),
    `// Generated by scripts/build-meta.js.\nimport './elements';\nexport * from './elements';\n` +
      `/** The page's one jotai store, shared by every cc-* element. */\nexport declare const store: ReturnType<typeof import('jotai').createStore>;\n`,
  );
  console.log(`custom-elements.json: ${declarations.length} elements`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

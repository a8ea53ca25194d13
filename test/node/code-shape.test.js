// The code's shape stays readable: every file under src/ is at most 350 lines, and every React
// component (a function whose name starts with a capital letter, in a .tsx file) and every hook
// (a function named use*, in .ts or .tsx) is at most 120 lines. A longer one is split by
// concern into named parts (docs/architecture.md, CONTRIBUTING.md).
//
// Functions are found with @babel/parser (TypeScript syntax, no type checking): function
// declarations, and function or arrow expressions given to a const (also through a wrapper such
// as memo(...) or forwardRef(...)), at any depth. A function's length runs from its first line
// to its last.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const MAX_FILE_LINES = 350;
export const MAX_COMPONENT_LINES = 120;

const PARSED = /\.(?:ts|tsx|js|mjs)$/;

/**
 * Generated files, read by tools and edited by nobody: the rule keeps their source short
 * instead. Each must exist and say on its first line that it is generated.
 */
export const GENERATED = new Map([
  ['src/types/jsx.generated.d.ts', 'the JSX types of our cc-* tags, written from src/declarations/ by scripts/jsx-types.js'],
]);

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const rel = (path) => relative(ROOT, path).split(sep).join('/');

/** Lines as `wc -l` counts them (a final newline ends the last line, it does not start one). */
export function lineCount(text) {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The function a const is given, directly or as the first argument of a wrapper call (memo, forwardRef). */
function functionOf(init) {
  if (!init) return null;
  if (FUNCTION.has(init.type)) return init;
  if (init.type === 'CallExpression') {
    const first = init.arguments[0];
    return first ? functionOf(first) : null;
  }
  if (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression') return functionOf(init.expression);
  return null;
}

/** Every named function of a file, at any depth: { name, line, lines }. */
export function namedFunctions(file, text) {
  const plugins = file.endsWith('.tsx') ? ['typescript', 'jsx'] : file.endsWith('.ts') ? ['typescript'] : ['jsx'];
  const program = parse(text, { sourceType: 'module', plugins, sourceFilename: file }).program;
  const found = [];
  const add = (name, fn) => found.push({ name, line: fn.loc.start.line, lines: fn.loc.end.line - fn.loc.start.line + 1 });
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'FunctionDeclaration' && node.id) add(node.id.name, node);
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') {
      const fn = functionOf(node.init);
      if (fn) add(node.id.name, fn);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

const isComponent = (file, name) => file.endsWith('.tsx') && /^[A-Z]/.test(name);
const isHook = (name) => /^use[A-Z0-9]/.test(name);

/** Every rule broken by the files given (paths relative to the repository), as messages. */
export function shapeProblems(files, read = (file) => readFileSync(join(ROOT, file), 'utf8')) {
  const problems = [];
  for (const file of files) {
    const text = read(file);
    const lines = lineCount(text);
    if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES}; split it by concern)`);
    if (!PARSED.test(file) || file.endsWith('.d.ts')) continue;
    for (const { name, line, lines: length } of namedFunctions(file, text)) {
      if (!isComponent(file, name) && !isHook(name)) continue;
      if (length > MAX_COMPONENT_LINES) {
        problems.push(`${file}:${line}: ${isHook(name) ? 'hook' : 'component'} ${name} is ${length} lines (at most ${MAX_COMPONENT_LINES}; split it into named hooks or parts)`);
      }
    }
  }
  return problems;
}

describe('code shape', () => {
  it(`every file of src/ is at most ${MAX_FILE_LINES} lines, every component and hook at most ${MAX_COMPONENT_LINES}`, () => {
    const files = filesUnder(join(ROOT, 'src')).map(rel);
    assert.ok(files.length > 100, `found only ${files.length} files`);
    assert.deepEqual(shapeProblems(files.filter((file) => !GENERATED.has(file))), []);
  });

  it('each generated file it skips exists and says it is generated', () => {
    for (const file of GENERATED.keys()) {
      const [first] = readFileSync(join(ROOT, file), 'utf8').split('\n');
      assert.match(first, /^\/\/ Generated by .*do not edit/, file);
    }
  });

  it('reports a long file, a long component and a long hook, with file, line and name', () => {
    const body = (n) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const fake = {
      'src/core/long.ts': '// x\n'.repeat(351),
      'src/core/fine.ts': '// x\n'.repeat(350),
      'src/ui/Big.tsx':
        `import { memo } from 'react';\nexport function Big() {\n${body(118)}\n  return <p />;\n}\n` +
        `export const Wrapped = memo(function Inner() {\n${body(119)}\n  return null;\n});\n`,
      'src/ui/Small.tsx': `export function Small() {\n${body(117)}\n  return <p />;\n}\n`,
      'src/ui/useBig.ts': `export const useBig = () => {\n${body(119)}\n};\nexport function useSmall() {\n${body(118)}\n}\n`,
      // Not a component (lower case, or a capital name outside .tsx): only the file length counts.
      'src/ui/helpers.tsx': `export function helper() {\n${body(200)}\n}\n`,
      'src/core/Upper.ts': `export function Upper() {\n${body(200)}\n}\n`,
    };
    const found = shapeProblems(Object.keys(fake), (file) => fake[file]);
    assert.deepEqual(found, [
      'src/core/long.ts: 351 lines (at most 350; split it by concern)',
      'src/ui/Big.tsx:2: component Big is 121 lines (at most 120; split it into named hooks or parts)',
      'src/ui/Big.tsx:123: component Wrapped is 122 lines (at most 120; split it into named hooks or parts)',
      'src/ui/useBig.ts:1: hook useBig is 121 lines (at most 120; split it into named hooks or parts)',
    ]);
  });
});

// Our own JSX types for the cc-* tags (src/types/jsx.generated.d.ts) are generated from the
// declarations by scripts/jsx-types.js, which `npm run typecheck` runs before tsc. The file is
// committed; this fails when it is not what the declarations generate (a declaration changed and
// the typecheck was not run, or the file was edited by hand), and when it would say less than
// the types React consumers get from dist/types.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { JSX_TYPES_FILE, expectedJsxTypes } from '../../scripts/jsx-types.js';

const committed = readFileSync(JSX_TYPES_FILE, 'utf8');

test(`${JSX_TYPES_FILE} is what the declarations generate`, async () => {
  const expected = await expectedJsxTypes();
  if (committed === expected) return;
  const [got, want] = [committed.split('\n'), expected.split('\n')];
  const line = want.findIndex((text, i) => got[i] !== text);
  assert.fail(
    `${JSX_TYPES_FILE} is stale: run \`npm run typegen\` (or \`npm run typecheck\`) and commit it.\n` +
      `first difference, line ${line + 1}:\n  committed: ${got[line]}\n  generated: ${want[line]}`,
  );
});

/** `export interface Name … }` blocks of a generated file, by name. */
const interfaces = (text) => new Map([...text.matchAll(/^export interface (\w+)[^\n]*\{(?:\}|\n[\s\S]*?\n\})$/gm)].map((m) => [m[1], m[0]]));
/** The JSX.IntrinsicElements entries of a generated file. */
const intrinsic = (text) => /interface IntrinsicElements \{\n([\s\S]*?)\n {4}\}/.exec(text)?.[1];

test('our JSX types are the ones React consumers get: every element, its attributes, props and events', () => {
  const ours = interfaces(committed);
  const published = interfaces(readFileSync('dist/types/elements.d.ts', 'utf8'));
  assert.ok(published.size >= 40, `dist/types/elements.d.ts: ${published.size} interfaces`);
  assert.deepEqual([...ours.keys()].sort(), [...published.keys()].sort());
  for (const [name, text] of published) assert.equal(ours.get(name), text, name);
  assert.equal(intrinsic(committed), intrinsic(readFileSync('dist/types/react.d.ts', 'utf8')));
  // Typed, not open: each tag's attributes with their types and its events' listeners.
  assert.match(ours.get('CcModalElementAttributes'), /'once-days'\?: number \| `\$\{number\}`;/);
  assert.match(ours.get('CcModalElementAttributes'), /'oncc-close'\?: \(event: CustomEvent<\{ reason: 'escape'/);
  assert.match(ours.get('CcAutocompleteElementAttributes'), /\n {2}name\?: string;/);
  assert.doesNotMatch(ours.get('CcCountdownElementAttributes'), /\bname\?/);
  assert.doesNotMatch(committed, /\[\w+: (?:string|`cc-\$\{string\}`)\]/, 'no index signature lets any tag or attribute through');
});

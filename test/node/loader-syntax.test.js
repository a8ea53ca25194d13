// dist/cc-loader.js runs in browsers that predate ES2015: its syntax must be ES5 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseAst } from 'rollup/parseAst';

const ES2015_NODES = new Set([
  'ArrowFunctionExpression', 'ClassDeclaration', 'ClassExpression', 'TemplateLiteral', 'TaggedTemplateExpression',
  'SpreadElement', 'RestElement', 'ObjectPattern', 'ArrayPattern', 'AssignmentPattern', 'ForOfStatement',
  'YieldExpression', 'AwaitExpression', 'ImportExpression', 'ImportDeclaration', 'ExportNamedDeclaration',
  'ChainExpression', 'MetaProperty',
]);

export function modernSyntaxIn(code) {
  const found = [];
  (function walk(node) {
    if (!node || typeof node.type !== 'string') return;
    if (ES2015_NODES.has(node.type)) found.push(node.type);
    if (node.type === 'VariableDeclaration' && node.kind !== 'var') found.push(node.kind);
    if (node.type === 'LogicalExpression' && node.operator === '??') found.push('??');
    if ((node.type === 'Property' && (node.shorthand || node.method || node.computed))) found.push('object shorthand');
    if (node.type === 'Literal' && typeof node.value === 'bigint') found.push('bigint');
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  })(parseAst(code));
  return found;
}

test('the checker notices modern syntax', () => {
  assert.deepEqual(modernSyntaxIn('const a = () => 1;'), ['const', 'ArrowFunctionExpression']);
  assert.deepEqual(modernSyntaxIn('var a = function () { return 1; };'), []);
});

test('dist/cc-loader.js is ES5', () => {
  const code = readFileSync(new URL('../../dist/cc-loader.js', import.meta.url), 'utf8');
  assert.deepEqual(modernSyntaxIn(code), []);
  assert.match(code, /Uh Oh! We do not support this browser/);
});

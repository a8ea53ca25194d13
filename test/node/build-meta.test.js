import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseElement } from '../../scripts/build-meta.js';

const header = (lines) => `/**\n${lines.map((l) => ` * ${l}`).join('\n')}\n */\ndefineElement('cc-x', X);`;

test('reads summary, attributes, properties, events, parts and CSS properties', () => {
  const element = parseElement(header([
    '@tag cc-x',
    '@summary A widget with punctuation: Ctrl+; and (parens).',
    'Longer description.',
    '@attr {string} ide-url - Base URL.',
    '@prop {Row[]} rows - The rows.',
    '@fires cc-pick - When a row is picked.',
    '@csspart row - One row.',
    '@cssprop --cc-x-gap - Gap between rows.',
  ]), 'cc-x.ts');
  assert.equal(element.summary, 'A widget with punctuation: Ctrl+; and (parens).');
  assert.deepEqual(element.description, ['Longer description.']);
  assert.deepEqual(element.attributes, [{ name: 'ide-url', description: 'Base URL.', type: { text: 'string' }, fieldName: 'ideUrl' }]);
  assert.equal(element.properties[0].name, 'rows');
  assert.equal(element.events[0].name, 'cc-pick');
  assert.equal(element.cssParts[0].name, 'row');
  assert.equal(element.cssProperties[0].name, '--cc-x-gap');
});

test('refuses a header whose tag does not match the file, or an unknown tag', () => {
  assert.throws(() => parseElement(header(['@tag cc-y']), 'cc-x.ts'), /does not match/);
  assert.throws(() => parseElement(header(['@tag cc-x', '@attribute {string} a - b']), 'cc-x.ts'), /unknown JSDoc tag/);
});

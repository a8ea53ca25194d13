// Two per-tag entries loaded on one page share one React, one store and the same atoms: the
// page settings atom is read by both elements, yet user-me is asked for once.
import { expect } from '@open-wc/testing';
import { until } from '../support/until';

const requestsTo = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length;

describe('two element entries on one page', () => {
  before(() => localStorage.clear());

  it('share the session atoms, so the session is loaded once', async () => {
    const header = '/dist/elements/cc-header.js';
    const prompts = '/dist/elements/cc-account-prompts.js';
    await Promise.all([import(/* @vite-ignore */ header), import(/* @vite-ignore */ prompts)]);
    document.body.insertAdjacentHTML('beforeend', '<cc-header></cc-header><cc-account-prompts></cc-account-prompts>');
    const [headerEl, promptsEl] = [document.querySelector('cc-header')!, document.querySelector('cc-account-prompts')!];
    // Both render what the session says (a visitor: sign-in links, the upgrade prompt).
    await until(() => /Log ?in/i.test(headerEl.shadowRoot?.textContent ?? ''), 'header shows the sign-in link');
    await until(() => /pro/i.test(promptsEl.shadowRoot?.textContent ?? ''), 'account prompts render');
    expect(requestsTo('/api/user/me')).to.equal(1);
    const store = (globalThis as Record<symbol, unknown>)[Symbol.for('cc-elements.store')];
    expect(store, 'one global store').to.not.equal(undefined);
  });
});

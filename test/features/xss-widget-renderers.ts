// The XSS corpus through the widgets that show server or page data: the alert modal's message,
// a toast, the todo widget's markup, handles (the header's and a problem's authors and
// testers), roadmap text, data-table cells and auto-complete items. Markup renderers must keep
// nothing dangerous; text renderers must show each vector literally, as text. One mount per
// renderer; the suites are xss-renderers-widgets.test.tsx (plain) and
// xss-renderers-widgets-tt.test.tsx (Trusted Types enforced), through describeRenderers
// (xss-renderers-helpers.ts).
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/cc-alerts';
import '../../elements/cc-autocomplete';
import '../../elements/cc-data-table';
import '../../elements/cc-header';
import '../../elements/cc-roadmap';
import '../../elements/cc-toasts';
import '../../elements/cc-todo-widget';
import { setAlertSocketFactory } from '../../src/state/alerts';
import { showToast } from '../../src/state/toasts';
import { jsonResponse, textResponse } from '../core/helpers';
import { until } from '../support/until';
import { XSS_VECTORS } from '../support/xss-vectors';
import { FakeSocket, messageOf, resetAlertsPage } from './alerts-helpers';
import { clearSettings } from './app-helpers';
import { inputOf, shownOptions, typeText } from './autocomplete-helpers';
import type { TableElement } from './data-table-helpers';
import { resetSession, settledSession, userMe } from './header-helpers';
import { mountProblem, problemAnswer } from './problem-helpers';
import { corpusMarkup, findings, stubPath, type RendererCase } from './xss-renderers-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const sources = XSS_VECTORS.map((v) => v.source);
const corpusText = () => sources.join('\n');

/** The first differing pair of shown and expected texts, as a failure message; null when all match. */
function literally(shown: string[], expected: string[], what: string): string | null {
  if (shown.length !== expected.length) return `${what}: ${shown.length} shown, ${expected.length} expected`;
  const at = shown.findIndex((text, i) => text !== expected[i]);
  return at < 0 ? null : `${what} ${at}: shown ${JSON.stringify(shown[at])}, sent ${JSON.stringify(expected[at])}`;
}

// The header shows a handle holding a link as the plain username (no link inside its menu
// button), so its handle is every vector without an anchor: those reach the sanitiser's output.
const handleVectors = sources.filter((source) => !/<a[\s>]/i.test(source));

// Data-table pages of more than 60 rows are windowed: the corpus goes into tables of 54 rows,
// all in the DOM at once.
const TABLE_ROWS = 54;
const tableParts = Array.from({ length: Math.ceil(sources.length / TABLE_ROWS) }, (_, i) => sources.slice(i * TABLE_ROWS, (i + 1) * TABLE_ROWS));

// Auto-complete shows at most 10 local matches: each item starts with its own number, and the
// test types each group of ten's prefix in turn (q00 shows q000…q009).
const itemLabels = sources.map((source, i) => `q${String(i).padStart(3, '0')} ${source}`);
let autocompleteProblems: string[] = [];

export const WIDGET_RENDERERS: RendererCase[] = [
  {
    name: 'alert modal message',
    async mount() {
      resetAlertsPage();
      FakeSocket.all = [];
      setAlertSocketFactory((url) => new FakeSocket(url));
      stubPath(/^\/api\/alerts\/recent$/, () => jsonResponse({
        status: 'success', alerts: [{ id: 1, message: corpusMarkup(), target_audience: { type: 'all', contestCode: null } }],
      }));
      const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
      await until(() => FakeSocket.all.length > 0, 'the alert socket');
      FakeSocket.last.open();
      await until(() => (messageOf(el)?.childElementCount ?? 0) > 0, 'the alert message');
      return el;
    },
    cleanup: () => resetAlertsPage(),
  },
  {
    // Toasts render their message as text, never as markup.
    name: 'toast message (text)',
    async mount() {
      resetPage();
      const el = await fixture<HTMLElement>(html`<cc-toasts></cc-toasts>`);
      showToast({ message: corpusText() });
      await until(() => q(el, '[part="toast-message"]') !== null, 'the toast');
      return el;
    },
    check: (el) => literally([q(el, '[part="toast-message"]')?.textContent ?? ''], [corpusText()], 'toast'),
    cleanup: () => resetPage(),
  },
  {
    name: 'todo widget markup',
    async mount() {
      stubPath(/^\/api\/todo\/widget$/, () => textResponse(corpusMarkup()));
      const el = await fixture<HTMLElement>(html`<cc-todo-widget problem="EVENSUM" contest="PRACTICE"></cc-todo-widget>`);
      await until(() => q(el, '[part="markup"]') !== null, 'the widget markup');
      return el;
    },
  },
  {
    name: 'header handle (the vectors without a link)',
    vectors: handleVectors.length,
    async mount() {
      clearSettings();
      resetSession();
      const handle = handleVectors.map((source) => `<span>${source}</span>`).join('');
      stubPath(/^\/api\/user\/me$/, () => userMe({ username: 'mallory', html_handle: handle }));
      // A lit template, not mountHeader()'s string fixture: that is an innerHTML sink.
      const el = await fixture<HTMLElement>(html`<cc-header></cc-header>`);
      await settledSession();
      await until(() => q(el, '.user-button .handle') !== null, 'the handle');
      return el;
    },
    // The sanitised handle, not the username fallback, is what was scanned.
    check: (el) => (q(el, '.user-button .handle')?.textContent === 'mallory' ? 'the handle fell back to the username' : null),
    cleanup: () => resetSession(),
  },
  {
    name: 'problem author and tester handles',
    async mount() {
      stubPath(/\/api\/contests\/[^/]+\/problems\//, () => jsonResponse(problemAnswer({
        problem_display_authors_html_handle: corpusMarkup(), problem_tester_html_handle: corpusMarkup(),
      })));
      const el = await mountProblem('LAMPS', 'START101');
      await until(() => (q(el, '[part="author"]')?.childElementCount ?? 0) > 0 && (q(el, '[part="tester"]')?.childElementCount ?? 0) > 0, 'the author and tester');
      return el;
    },
  },
  {
    // Roadmaps render their texts as text.
    name: 'roadmap text',
    async mount() {
      stubPath(/^\/api\/roadmaps\/xss$/, () => jsonResponse({
        status: 'success',
        roadmap: {
          slug: 'xss', kind: 'roadmap', title: 'Vectors', description: corpusText(), learners: 1,
          modules: sources.map((source, i) => ({ id: `m${i}`, title: source, description: source, problems: [{ code: `P${i}`, name: source }] })),
        },
      }));
      const el = await fixture<HTMLElement>(html`<cc-roadmap slug="xss"></cc-roadmap>`);
      await until(() => q(el, '.title') !== null, 'the roadmap');
      return el;
    },
    check: (el) => literally([q(el, '.description')?.textContent ?? ''], [corpusText()], 'description')
      ?? literally(qa(el, '.module-title').map((t) => t.textContent ?? ''), sources.map((s, i) => `${i + 1}. ${s.trim()}`), 'module title'),
  },
  {
    // Cells render their values as text.
    name: `data-table cells (${tableParts.length} tables of ${TABLE_ROWS} rows)`,
    async mount() {
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      tableParts.forEach((part, index) => {
        const table = document.createElement('cc-data-table') as TableElement;
        table.setAttribute('page-size', String(TABLE_ROWS));
        table.setAttribute('caption', `Vectors ${index + 1}`);
        wrapper.append(table);
        table.columns = [{ key: 'id', label: 'Id', numeric: true }, { key: 'vector', label: 'Vector', rowHeader: true }];
        table.rows = part.map((vector, i) => ({ id: index * TABLE_ROWS + i + 1, vector }));
      });
      const tables = [...wrapper.querySelectorAll('cc-data-table')];
      await until(() => tables.every((table, i) => qa(table, 'tbody tr[part="row"]').length === tableParts[i].length), 'every row');
      return wrapper;
    },
    check: (wrapper) => [...wrapper.querySelectorAll('cc-data-table')].reduce<string | null>((failure, table, i) => failure
      ?? literally(qa(table, 'tbody tr[part="row"]').map((tr) => tr.children[1]?.textContent ?? ''), tableParts[i], `table ${i + 1} row`), null),
  },
  {
    // Suggestions render their labels as text. Ten at a time are shown, so each group is
    // scanned while it is on screen.
    name: 'autocomplete items',
    async mount() {
      autocompleteProblems = [];
      const wrapper = await fixture<HTMLElement>(html`<div><cc-autocomplete variant="contest-local" label="Vector"></cc-autocomplete></div>`);
      const el = wrapper.querySelector<HTMLElement>('cc-autocomplete')!;
      await until(() => el.shadowRoot?.querySelector('input') != null, 'the input');
      (el as unknown as { items: string[] }).items = itemLabels;
      inputOf(el).focus();
      await until(() => el.shadowRoot!.activeElement === inputOf(el), 'focus in the input');
      for (let group = 0; group * 10 < itemLabels.length; group++) {
        const expected = itemLabels.slice(group * 10, group * 10 + 10);
        typeText(el, '');
        await sendKeys({ type: `q${String(group).padStart(2, '0')}` });
        await until(() => shownOptions(el).length === expected.length && shownOptions(el)[0] === expected[0], `the suggestions of group ${group}`)
          .catch((error) => { throw new Error(`${error.message}: ${JSON.stringify(shownOptions(el).slice(0, 2))}`); });
        const failure = literally(shownOptions(el), expected, 'suggestion');
        if (failure) autocompleteProblems.push(failure);
        autocompleteProblems.push(...findings(el));
      }
      return el;
    },
    check: () => (autocompleteProblems.length ? autocompleteProblems.join('; ') : null),
  },
];

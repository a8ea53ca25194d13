// The todo widget on problem-list rows, against the reference server: on the contest page's
// problem table it stays concealed (and asks the server nothing) until its row is hovered or
// holds keyboard focus; adding from a row bumps the header's count at once (the shared atom).
// The /practice list's rows carry one per problem too.
import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import '../../elements/cc-data-table';
import '../../elements/cc-header';
import { cacheDelete } from '../../src/api/cache';
import { PRACTICE_COLUMNS } from '../../src/features/app/lists/columns';
import { store } from '../../src/core/store';
import { addedTodosAtom } from '../../src/state/todo';
import { until } from '../support/until';
import { $, calledPaths, cleanUp, mountHeader, resetSession, signIn } from './header-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const tableOf = (contest: Element) => q(contest, '[part="problems"] cc-data-table');
const rowsOf = (table: Element | null) => [...(table?.shadowRoot?.querySelectorAll<HTMLTableRowElement>('tbody tr[part="row"]') ?? [])];
const widgetIn = (row: Element) => row.querySelector<HTMLElement>('cc-todo-widget');
const partOf = (widget: Element | null) => widget?.shadowRoot?.querySelector<HTMLElement>('[part="widget"]') ?? null;
const concealed = (widget: Element | null) => partOf(widget)?.classList.contains('concealed') === true;

/** Puts the mouse over `row`, again if the page moved it meanwhile (layout settling). */
async function hover(row: HTMLElement) {
  for (let i = 0; i < 20; i++) {
    row.scrollIntoView({ block: 'center' });
    const box = row.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2)] });
    await nextFrame();
    if (row.matches(':hover')) return;
  }
  throw new Error('the mouse never rested on the row');
}

describe('todo widget on problem-list rows', () => {
  beforeEach(async () => {
    resetPage();
    await setViewport({ width: 1280, height: 900 });
    resetSession();
    store.set(addedTodosAtom, new Set());
    await cacheDelete('contest:START101');
  });
  afterEach(async () => {
    fixtureCleanup();
    await cleanUp();
  });

  /** The contest page of START101 with its rows' widgets, on a desktop pointer. */
  async function mountContest() {
    // A desktop pointer: this test browser reports (hover: none), where row widgets always show.
    const realMatchMedia = window.matchMedia.bind(window);
    sinon.stub(window, 'matchMedia').callsFake((query: string) => (query === '(hover: none)' ? { ...realMatchMedia(query), matches: false } : realMatchMedia(query)));
    const contest = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
    await until(() => rowsOf(tableOf(contest)).length > 2 && rowsOf(tableOf(contest)).every((row) => partOf(widgetIn(row)) !== null), 'the rows and their widgets');
    return { contest, rows: rowsOf(tableOf(contest)) };
  }

  it('contest page: a row reveals its widget on hover, which only then asks the server', async () => {
    const spy = sinon.spy(window, 'fetch');
    const { contest, rows } = await mountContest();
    const code = rows[0].querySelector('a[part="problem-link"]')?.getAttribute('href')?.split('/').pop() ?? '';
    expect(widgetIn(rows[0])!.getAttribute('problem')).to.equal(code);
    expect(widgetIn(rows[0])!.getAttribute('contest')).to.equal('START101');
    expect(rows.map((row) => concealed(widgetIn(row))), 'each row\'s widget concealed').to.deep.equal(rows.map(() => true));
    expect(calledPaths(spy, '/api/todo/widget')).to.have.length(0, 'nothing asked before a row is revealed');

    // Hover: this row's widget shows and asks the server for its markup; the others stay put.
    await hover(rows[0]);
    await until(() => !concealed(widgetIn(rows[0])), 'revealed on hover');
    expect(concealed(widgetIn(rows[1]))).to.equal(true);
    await until(() => widgetIn(rows[0])!.shadowRoot!.querySelector('[part="markup"] button') !== null, "the server's markup");
    expect(calledPaths(spy, '/api/todo/widget')).to.have.length(1);
    await sendMouse({ type: 'move', position: [5, 5] });
    await until(() => concealed(widgetIn(rows[0])), 'concealed again');
    await expect(contest).to.be.accessible();
  });

  it('contest page: keyboard focus in a row reveals its widget, and adding bumps the header count', async () => {
    // mod: no other test file counts mod's todo list on the shared server.
    await signIn('mod');
    const header = await mountHeader();
    await until(() => /^\d+$/.test($(header, '.todo-count')?.textContent ?? ''), 'the todo count');
    const before = Number($(header, '.todo-count')!.textContent);
    const spy = sinon.spy(window, 'fetch');
    const { rows } = await mountContest();
    rows[1].querySelector('a')!.focus();
    await until(() => !concealed(widgetIn(rows[1])), 'revealed on focus');
    // The rows' widgets are made in idle moments after the table's first paint: on a busy
    // machine the revealed cell may still hold the placeholder, which Tab would pass by.
    await until(() => widgetIn(rows[1])?.shadowRoot?.querySelector('button') != null, "the row widget's button");
    await sendKeys({ press: 'Tab' });
    await until(() => widgetIn(rows[1])!.shadowRoot!.activeElement?.tagName === 'BUTTON', 'Tab reaches the widget');
    await sendKeys({ press: 'Enter' });
    await until(() => partOf(widgetIn(rows[1]))?.dataset.state === 'present', 'added');
    await until(() => $(header, '.todo-count')?.textContent === String(before + 1), 'the header count bumped');
    expect(calledPaths(spy, '/api/todo/add')).to.have.length(1);
  });

  it('/practice: each row carries a widget for its problem in PRACTICE', async () => {
    resetPage();
    const table = await fixture<HTMLElement & { columns: unknown }>(html`<cc-data-table src="/api/practice/problems" row-key="code" caption="Practice" .columns=${PRACTICE_COLUMNS}></cc-data-table>`);
    await until(() => rowsOf(table).length === 10, 'the first page');
    const rows = rowsOf(table);
    expect(rows.map((row) => widgetIn(row)?.getAttribute('problem'))).to.deep.equal(rows.map((row) => row.querySelector('td a')?.textContent));
    expect(rows.map((row) => widgetIn(row)?.getAttribute('contest'))).to.deep.equal(rows.map(() => 'PRACTICE'));
    await until(() => rows.every((row) => concealed(widgetIn(row))), 'row widgets: concealed until their row is revealed');
    await expect(table).to.be.accessible();
  });
});

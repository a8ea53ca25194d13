// The contest problem table's todo widgets wait for an idle moment after the rows are painted
// (each is an element with its own React root): the rows show first with a placeholder of the
// widget's size in the todo cell, then every unlocked row gets its widget. Idle callbacks are
// faked and fired one by one. A file of its own: the idle
// queue is page-wide, and no earlier test may have left work in it.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';

const rowsOf = (contest: Element) => [
  ...(contest.shadowRoot!.querySelector('[part="problems"] cc-data-table')?.shadowRoot?.querySelectorAll<HTMLTableRowElement>('tbody tr[part="row"]') ?? []),
];
/** The todo cell of a row (the column after Accuracy; a visitor has no status column). */
const todoCell = (row: HTMLTableRowElement) => row.children[4] as HTMLElement;

describe('contest problem table: row todo widgets after the first paint', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(async () => {
    resetPage();
    await serverSignOut();
    await cacheDelete('contest:START101');
    clock = sinon.useFakeTimers({ toFake: ['requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => clock.restore());

  it('shows the rows with a placeholder first, then each row gets its widget in an idle moment', async () => {
    const contest = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
    await until(() => rowsOf(contest).length > 2, 'the problem rows');
    const rows = rowsOf(contest);
    expect(rows.filter((row) => row.querySelector('cc-todo-widget') !== null).length, 'rows with a widget already').to.equal(0);
    const placeholder = todoCell(rows[0]).querySelector('span');
    expect(placeholder?.getBoundingClientRect().width, 'the placeholder width').to.be.above(0);

    // The idle periods come one by one (the queue asks for the next while work is left).
    const allWidgets = () => rowsOf(contest).every((row) => row.dataset.status === 'locked' || row.querySelector('cc-todo-widget') !== null);
    await until(() => {
      if (clock.countTimers() > 0) clock.next();
      return allWidgets();
    }, 'every row\'s widget');
    const widget = todoCell(rowsOf(contest)[0]).querySelector('cc-todo-widget')!;
    expect(widget.getAttribute('problem')).to.equal(rowsOf(contest)[0].children[1].textContent);
    await until(() => widget.shadowRoot?.querySelector('[part="widget"]') != null, 'the widget rendered');
  });
});

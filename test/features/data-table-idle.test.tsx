// cc-data-table in client mode, after its first paint: each sortable column's order is computed
// in idle moments (so a later sort only looks it up), never for the first paint itself; and the
// window of rows is measured without a scroll (the box's first size report), filling a tall box.
// Idle callbacks are faked; a file of its own because the idle queue is page-wide.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { IDLE_TIMEOUT_MS } from '../../src/core/idle-work';
import type { DataTableColumn } from '../../src/features/data-table/types';
import { until } from '../support/until';
import { firstCells, headerSort, mountTable, people, sortButton, untilRows } from './data-table-helpers';
import { qa } from '../support/shadow';

describe('cc-data-table after its first paint', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => clock.restore());

  it('computes the sortable columns\' orders in idle moments, not for the first paint nor in the click', async () => {
    let scoreReads = 0;
    const columns: DataTableColumn[] = [
      { key: 'id', label: 'Id', numeric: true },
      { key: 'name', label: 'Name', rowHeader: true },
      { key: 'score', label: 'Score', numeric: true, sortValue: (row) => { scoreReads++; return row.score; } },
      { key: 'country', label: 'Country', sortable: false },
    ];
    const rows = people(300);
    const el = await mountTable({ 'page-size': '10000' }, columns, rows);
    await untilRows(el);
    await until(() => clock.countTimers() > 0, 'the idle work queued');
    expect(scoreReads).to.equal(0);

    // Idle periods until the queue is empty (a slice that ran out of time asks for another).
    clock.tick(IDLE_TIMEOUT_MS * 20);
    const readsWhenIdle = scoreReads;
    expect(readsWhenIdle).to.be.at.least(rows.length);
    sortButton(el, 'Score').click();
    await until(() => headerSort(el, 'Score') === 'ascending', 'sorted by score');
    const lowest = rows.filter((r) => r.score === 0).map((r) => String(r.id));
    expect(firstCells(el).slice(0, lowest.length)).to.deep.equal(lowest);
    expect(scoreReads).to.equal(readsWhenIdle);
  });

  it('fills a box taller than a screenful from its first size report, with no scroll', async () => {
    const el = await mountTable({ 'page-size': '10000', 'row-height': '40' }, [{ key: 'id', label: 'Id', numeric: true }], people(10_000));
    el.style.setProperty('--cc-data-table-max-height', '1600px');
    await untilRows(el);
    // 1600 px of 40 px rows, one more for a partly shown row, and the overscan below.
    await until(() => qa(el, 'tbody tr[part="row"]').length >= 40 + 1 + 8, 'a window filling the box');
    expect(qa(el, 'tbody tr[part="row"]').length).to.be.below(60);
  });
});

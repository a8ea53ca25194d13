// The data table's pure rules: the reducer's named changes, the derivations (sorted, filtered,
// paged rows over all rows; the window of 7 page numbers; the windowed rows) and the query form.
import { expect } from '@open-wc/testing';
import {
  SortKeyCache, derivePage, filterSuggestions, inKeyOrder, sortedIndices, type ColumnRules,
} from '../../src/features/data-table/rows';
import {
  DEFAULT_PAGE_SIZE, EMPTY_TEXT, PAGE_SIZE_CHOICES, clampPage, initialTableState, tableReducer, type TableState,
} from '../../src/features/data-table/state';
import { pageAnnouncement, pageWindow, rowWindow } from '../../src/features/data-table/window';
import { decodeFilters, encodeFilters, readTableQuery, tableHref } from '../../src/features/data-table/query';

const state = (over: Partial<TableState> = {}) => ({ ...initialTableState(), ...over });

describe('data table constants', () => {
  it('page sizes, default sort and texts are the spec\'s', () => {
    expect(DEFAULT_PAGE_SIZE).to.equal(10);
    expect([...PAGE_SIZE_CHOICES]).to.deep.equal([10, 20, 30, 40, 50]);
    expect(initialTableState().sortBy).to.equal('id');
    expect(EMPTY_TEXT).to.equal("Oops! we don't have data.");
  });
});

describe('tableReducer', () => {
  it('sorting the same column toggles asc/desc and resets to page 1; another column starts ascending', () => {
    let s = state({ page: 4 });
    s = tableReducer(s, { type: 'sortToggled', column: 'name' });
    expect([s.sortBy, s.order, s.page]).to.deep.equal(['name', 'asc', 1]);
    s = tableReducer({ ...s, page: 3 }, { type: 'sortToggled', column: 'name' });
    expect([s.sortBy, s.order, s.page]).to.deep.equal(['name', 'desc', 1]);
    s = tableReducer(s, { type: 'sortToggled', column: 'name' });
    expect(s.order).to.equal('asc');
    s = tableReducer({ ...s, order: 'desc' }, { type: 'sortToggled', column: 'score' });
    expect([s.sortBy, s.order]).to.deep.equal(['score', 'asc']);
  });

  it('applying or removing a filter resets to page 1; one filter per column', () => {
    let s = tableReducer(state({ page: 5 }), { type: 'filterApplied', filter: { name: 'country', value: ' India ' } });
    expect(s.page).to.equal(1);
    expect(s.filters).to.deep.equal([{ name: 'country', value: 'India' }]);
    s = tableReducer({ ...s, page: 2 }, { type: 'filterApplied', filter: { name: 'country', value: 'Japan' } });
    expect(s.filters).to.deep.equal([{ name: 'country', value: 'Japan' }]);
    s = tableReducer({ ...s, page: 3 }, { type: 'filterRemoved', name: 'country' });
    expect([s.filters.length, s.page]).to.deep.equal([0, 1]);
    const same = tableReducer(s, { type: 'filterRemoved', name: 'nothing' });
    expect(same).to.equal(s);
    expect(tableReducer(s, { type: 'filterApplied', filter: { name: 'tag', value: '  ' } })).to.equal(s);
  });

  it('the page is clamped to the page count when it is known; page size goes back to page 1', () => {
    expect(tableReducer(state(), { type: 'pageChanged', page: 9, pageCount: 4 }).page).to.equal(4);
    expect(tableReducer(state(), { type: 'pageChanged', page: -3 }).page).to.equal(1);
    expect(tableReducer(state({ page: 3 }), { type: 'pageSizeChanged', pageSize: 50 })).to.deep.include({ pageSize: 50, page: 1 });
    expect(tableReducer(state(), { type: 'pageSizeChanged', pageSize: 0 }).pageSize).to.equal(10);
    expect(tableReducer(state({ page: 2 }), { type: 'searchChanged', search: ' fox ' })).to.deep.include({ search: 'fox', page: 1 });
  });

  it('restored replaces the state (the URL on load, back and forward)', () => {
    const next = state({ sortBy: 'score', order: 'desc', page: 7 });
    expect(tableReducer(state(), { type: 'restored', state: next })).to.deep.equal(next);
  });
});

describe('page numbers and clamping', () => {
  it('shows up to 7 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).to.deep.equal([1, 2, 3]);
    expect(pageWindow(1, 20)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).to.deep.equal([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).to.deep.equal([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).to.deep.equal([14, 15, 16, 17, 18, 19, 20]);
    expect(clampPage(0, 5)).to.equal(1);
    expect(clampPage(6, 5)).to.equal(5);
    expect(clampPage(3, 0)).to.equal(1);
  });
});

interface Row { id: number; name: string; score: number | string; tags: string[] }
const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1, name: `user ${String(9999 - i).padStart(4, '0')}`, score: i % 7, tags: i % 2 ? ['odd'] : ['even', 'x'],
}));
const columns: ColumnRules<Row>[] = [{ key: 'id' }, { key: 'name' }, { key: 'score' }, { key: 'tags', filterValue: (r) => r.tags }];

describe('derivePage over 10,000 rows', () => {
  const keys = new SortKeyCache(rows);

  it('sorts exactly and stably over all rows, in both directions', () => {
    const asc = derivePage(state({ sortBy: 'score', pageSize: 10_000 }), { columns, keys });
    expect(asc.rows.length).to.equal(10_000);
    for (let i = 1; i < asc.rows.length; i++) {
      const [a, b] = [asc.rows[i - 1], asc.rows[i]];
      expect(Number(a.score) < Number(b.score) || (a.score === b.score && a.id < b.id), `asc ${i}: ${a.score}/${a.id} before ${b.score}/${b.id}`).to.equal(true);
    }
    const desc = derivePage(state({ sortBy: 'score', order: 'desc', pageSize: 10_000 }), { columns, keys });
    expect([desc.rows[0].score, desc.rows[0].id]).to.deep.equal([6, 7]);
    for (let i = 1; i < desc.rows.length; i++) {
      const [a, b] = [desc.rows[i - 1], desc.rows[i]];
      expect(Number(a.score) > Number(b.score) || (a.score === b.score && a.id < b.id), `desc ${i}: ${a.score}/${a.id} before ${b.score}/${b.id}`).to.equal(true);
    }
  });

  it('pages, filters and searches exactly; the page is clamped', () => {
    const page = derivePage(state({ sortBy: 'name', page: 3, pageSize: 20 }), { columns, keys });
    expect(page.rows.map((r) => r.id)).to.deep.equal(Array.from({ length: 20 }, (_, i) => 10_000 - 40 - i));
    expect([page.total, page.pageCount, page.page, page.offset]).to.deep.equal([10_000, 500, 3, 40]);
    const filtered = derivePage(state({ filters: [{ name: 'tags', value: 'ODD' }], page: 999, pageSize: 50 }), { columns, keys });
    expect([filtered.total, filtered.pageCount, filtered.page]).to.deep.equal([5000, 100, 100]);
    expect(filtered.rows.map((r) => r.tags[0])).to.deep.equal(filtered.rows.map(() => 'odd'));
    const searched = derivePage(state({ search: 'user 0001' }), { columns, keys });
    expect(searched.rows.map((r) => r.id)).to.deep.equal([9999]);
  });

  it('numbers and numeric strings sort as numbers; empty values last', () => {
    const keysOf = new SortKeyCache<{ v: unknown }>([{ v: '10' }, { v: 9 }, { v: '' }, { v: 'b' }, { v: 'A' }, { v: null }]);
    const order = [...sortedIndices(keysOf.keys(undefined, 'v'), 'asc')];
    expect(order).to.deep.equal([1, 0, 4, 3, 2, 5]);
    // Already in order: asc is the identity; desc keeps equal keys in their original order.
    expect([...sortedIndices([1, 2, 3], 'desc')]).to.deep.equal([2, 1, 0]);
    expect([...sortedIndices([1, 2, 2, 3], 'desc')]).to.deep.equal([3, 1, 2, 0]);
    expect([...sortedIndices([1, 2, 2, 3], 'asc')]).to.deep.equal([0, 1, 2, 3]);
  });

  it('the first ascending order of a column checks whether the rows are already in order, without keys', () => {
    expect(inKeyOrder([{ v: 1 }, { v: '2' }, { v: 2 }, { v: 'a' }, { v: '' }], (r) => r.v)).to.equal(true);
    expect(inKeyOrder([{ v: 1 }, { v: 3 }, { v: 2 }], (r) => r.v)).to.equal(false);
    expect(inKeyOrder([{ v: '' }, { v: 1 }], (r) => r.v)).to.equal(false); // empty values go last
    expect(inKeyOrder([{ v: 'b' }, { v: 'A' }], (r) => r.v)).to.equal(false); // text compares folded
    expect(inKeyOrder([], (r: { v: number }) => r.v)).to.equal(true);
    // In order: the identity, ties in their own order; descending afterwards sorts for real.
    const ordered = new SortKeyCache([{ id: 1 }, { id: 2 }, { id: 2 }, { id: 5 }]);
    expect([...ordered.order(undefined, 'id', 'asc')]).to.deep.equal([0, 1, 2, 3]);
    expect([...ordered.order(undefined, 'id', 'desc')]).to.deep.equal([3, 1, 2, 0]);
    // Out of order, at the start, the middle or the end: a real sort, stable.
    for (const ids of [[2, 1, 3, 4], [1, 3, 2, 4], [1, 2, 4, 3], [4, 3, 2, 1], [1, 2, 1, 2]]) {
      const unsorted = new SortKeyCache(ids.map((id, i) => ({ id, i })));
      const expected = ids.map((id, i) => [id, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i);
      expect([...unsorted.order(undefined, 'id', 'asc')], ids.join()).to.deep.equal(expected);
    }
    // A column's sortValue is what is checked, not the raw field.
    const byValue = new SortKeyCache([{ s: 'b' }, { s: 'a' }]);
    const column = { key: 's', sortValue: (r: { s: string }) => (r.s === 'a' ? 2 : 1) };
    expect([...byValue.order(column, 's', 'asc')]).to.deep.equal([0, 1]);
    expect([...new SortKeyCache([{ s: 'b' }, { s: 'a' }]).order({ key: 's' }, 's', 'asc')]).to.deep.equal([1, 0]);
  });

  it('whole-number columns (with empty values) sort like the comparator: stable both ways, empty last ascending', () => {
    // Negative, zero, large, repeated and empty keys, out of order (the packed typed-array sort).
    const keys: (number | string)[] = Array.from({ length: 500 }, (_, i) => (i % 11 === 0 ? '' : ((i * 7919) % 97) - 40 + (i % 3 === 0 ? 2 ** 30 : 0)));
    const reference = (order: 'asc' | 'desc') => keys.map((_, i) => i).sort((a, b) => {
      const [x, y] = [keys[a], keys[b]];
      const c = x === y ? 0 : x === '' ? 1 : y === '' ? -1 : (x as number) - (y as number);
      return (order === 'desc' ? -c : c) || a - b;
    });
    expect([...sortedIndices(keys, 'asc')]).to.deep.equal(reference('asc'));
    expect([...sortedIndices(keys, 'desc')]).to.deep.equal(reference('desc'));
    // Fractions and text take the comparator; the order rules are the same.
    expect([...sortedIndices([2.5, -1, 2.5, ''], 'desc')]).to.deep.equal([3, 0, 2, 1]);
  });

  it('filter suggestions are the distinct values of the column', () => {
    expect(filterSuggestions(rows, columns[3])).to.deep.equal(['even', 'x', 'odd']);
    expect(keys.suggestions(columns[3])).to.deep.equal(['even', 'x', 'odd']);
  });
});

describe('rowWindow', () => {
  it('renders the rows in view plus a margin, with spacers for the rest', () => {
    expect(rowWindow(0, 400, 40, 10_000, 8)).to.deep.equal({ start: 0, end: 19, before: 0, after: (10_000 - 19) * 40 });
    const mid = rowWindow(40_000, 400, 40, 10_000, 8);
    expect([mid.start, mid.end]).to.deep.equal([992, 1019]);
    expect(mid.before + (mid.end - mid.start) * 40 + mid.after).to.equal(10_000 * 40);
    const end = rowWindow(10_000 * 40, 400, 40, 10_000, 8);
    expect(end.end).to.equal(10_000);
    expect(rowWindow(0, 400, 40, 0)).to.deep.equal({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('announces the page shown', () => {
    expect(pageAnnouncement(2, 5, 42, 'Name', 'desc')).to.equal('Page 2 of 5, 42 rows, sorted by Name descending');
    expect(pageAnnouncement(1, 1, 0)).to.equal(EMPTY_TEXT);
  });
});

describe('query-parameter mode', () => {
  it('writes page, sortBy, order, filterBy (and search) into the current route, keeping other parameters', () => {
    const s = state({ page: 3, sortBy: 'score', order: 'desc', filters: [{ name: 'country', value: 'India' }, { name: 'tag', value: 'dp' }] });
    expect(tableHref('/practice?tab=all#top', s, 10)).to.equal(
      '/practice?tab=all&page=3&sortBy=score&order=desc&filterBy=country%3AIndia%7Ctag%3Adp#top');
    expect(tableHref('/x', state({ pageSize: 20, search: 'a b' }), 10)).to.equal('/x?page=1&sortBy=id&order=asc&search=a+b&itemsPerPage=20');
  });

  it('reads them back; bad values fall back to the defaults', () => {
    const defaults = state({ sortBy: 'rank' });
    const read = readTableQuery('/rankings/START101?page=4&sortBy=score&order=desc&filterBy=country:India|bad|tag:dp', defaults);
    expect(read).to.deep.include({ page: 4, sortBy: 'score', order: 'desc' });
    expect(read.filters).to.deep.equal([{ name: 'country', value: 'India' }, { name: 'tag', value: 'dp' }]);
    expect(readTableQuery('/x?page=0&order=up', defaults)).to.deep.include({ page: 1, order: 'asc', sortBy: 'rank' });
    expect(decodeFilters(encodeFilters([{ name: 'a', value: 'b:c' }]))).to.deep.equal([{ name: 'a', value: 'b:c' }]);
  });
});

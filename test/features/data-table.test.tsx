// cc-data-table in client mode: columns and rows as properties; sorting, paging, page sizes and
// the empty state as a user sees them; keyboard-only use; windowing of 10,000 rows; axe on
// each state.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../support/until';
import { PEOPLE_COLUMNS, announced, firstCells, headerSort, mountTable, pageButton, people, shownRows, sortButton, untilRows } from './data-table-helpers';
import { q, qa } from '../support/shadow';

describe('cc-data-table (client mode)', () => {
  it('shows the first 10 rows sorted by id, with real table semantics', async () => {
    const el = await mountTable({ caption: 'People' }, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    expect(firstCells(el)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(q(el, 'caption')!.textContent).to.equal('People');
    expect(qa(el, 'thead th[scope="col"]').length).to.equal(4);
    expect(qa(el, 'tbody th[scope="row"]').length).to.equal(10);
    expect(headerSort(el, 'Id')).to.equal('ascending');
    expect(qa(el, '[part="page"]').map((p) => p.textContent)).to.deep.equal(['‹', '1', '2', '3', '4', '5', '›']);
    await expect(el).to.be.accessible();
  });

  it('sorting the same column toggles asc/desc and goes back to page 1', async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    pageButton(el, 'Page 3').click();
    await until(() => firstCells(el)[0] === '21', 'page 3');
    sortButton(el, 'Score').click();
    await until(() => headerSort(el, 'Score') === 'ascending', 'score ascending');
    expect(headerSort(el, 'Id')).to.equal(null);
    expect(q(el, '[aria-current="page"]')!.textContent).to.equal('1');
    const scores = () => shownRows(el).map((r) => Number(r.split('|')[2]));
    expect(scores()).to.deep.equal([...scores()].sort((a, b) => a - b));
    sortButton(el, 'Score').click();
    await until(() => headerSort(el, 'Score') === 'descending', 'score descending');
    expect(scores()[0]).to.equal(100);
    await until(() => announced(el).includes('sorted by Score descending'), 'the announcement');
    await expect(el).to.be.accessible();
  });

  it('pages, announces the page, clamps it, and offers page sizes 10 to 50', async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    pageButton(el, 'Next page').click();
    await until(() => firstCells(el)[0] === '11', 'page 2');
    await until(() => announced(el) === 'Page 2 of 5, 45 rows, sorted by Id ascending', 'the page announcement');
    pageButton(el, 'Page 5').click();
    await until(() => firstCells(el).length === 5, 'the last page');
    expect(pageButton(el, 'Next page').hasAttribute('disabled')).to.equal(true);
    const select = q<HTMLSelectElement>(el, 'select[part="page-size"]')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['10', '20', '30', '40', '50']);
    // Fewer rows than the page needs: the page is clamped.
    (el as { rows?: unknown }).rows = people(12);
    await until(() => firstCells(el)[0] === '11', 'clamped to page 2');
    expect(q(el, '[aria-current="page"]')!.textContent).to.equal('2');
    select.value = '50';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => firstCells(el).length === 12, 'all rows on one page');
  });

  it("is empty with 'Oops! we don't have data.'; a host still loading shows a loader", async () => {
    const el = await mountTable({ loading: '' }, PEOPLE_COLUMNS, []);
    await until(() => q(el, '[part="loader"]') !== null, 'the loader');
    expect(q(el, 'table')!.getAttribute('aria-busy')).to.equal('true');
    expect(q(el, 'tr.reserve td')!.getBoundingClientRect().height).to.equal(400);
    await expect(el).to.be.accessible();
    el.removeAttribute('loading');
    await until(() => q(el, '[part="empty"]') !== null, 'the empty state');
    expect(q(el, '[part="empty"]')!.textContent).to.equal("Oops! we don't have data.");
    await expect(el).to.be.accessible();
  });

  it('renders cells as text, or through a column\'s render function; markup in data stays text', async () => {
    const columns = [
      { key: 'id', label: 'Id' },
      { key: 'name', label: 'Name', render: (row: Record<string, unknown>) => <a href={`/users/${String(row.name)}`}>{String(row.name)}</a> },
      { key: 'bio', label: 'Bio' },
    ];
    const el = await mountTable({}, columns, [{ id: 1, name: 'alice', bio: '<img src=x onerror="window.__pwned=1">' }]);
    await untilRows(el);
    expect(q<HTMLAnchorElement>(el, 'tbody a')!.getAttribute('href')).to.equal('/users/alice');
    expect(q(el, 'tbody img')).to.equal(null);
    expect(shownRows(el)[0]).to.equal('1|alice|<img src=x onerror="window.__pwned=1">');
  });

  it('is operable with the keyboard alone: sort buttons, page buttons and the page-size picker', async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    sortButton(el, 'Name').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => headerSort(el, 'Name') === 'ascending', 'sorted by name');
    await sendKeys({ press: 'Space' });
    await until(() => headerSort(el, 'Name') === 'descending', 'name descending');
    expect(firstCells(el)[0]).to.equal('45');
    pageButton(el, 'Page 2').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => firstCells(el)[0] === '35', 'page 2 by keyboard');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Page 3');
  });

  it('windows 10,000 rows: only the rows in view are in the DOM, the scroll height matches, the right rows after a scroll', async () => {
    const rows = people(10_000);
    const el = await mountTable({ 'page-size': '10000', 'row-height': '40', caption: 'Everyone' }, PEOPLE_COLUMNS, rows);
    el.style.setProperty('--cc-data-table-max-height', '400px');
    await untilRows(el);
    await until(() => q(el, '[part="scroller"]')?.getAttribute('role') === 'region', 'the windowed region');
    const scroller = q(el, '[part="scroller"]')!;
    expect(scroller.getAttribute('tabindex')).to.equal('0');
    expect(q(el, 'table')!.getAttribute('aria-rowcount')).to.equal('10001');
    await until(() => qa(el, 'tbody tr[part="row"]').length < 60, 'a window of rows');
    const body = q(el, 'tbody')!;
    expect(body.getBoundingClientRect().height, "the rows' height").to.be.closeTo(10_000 * 40, 1);
    const head = q(el, 'thead')!.getBoundingClientRect().height;
    const bodyTop = body.getBoundingClientRect().top - scroller.getBoundingClientRect().top;

    // Row 5001 just below the sticky header.
    scroller.scrollTop = bodyTop + 5000 * 40 - head;
    await until(() => firstCells(el).includes('5001'), 'row 5001 after the scroll');
    const index = qa(el, 'tbody tr[part="row"]').find((tr) => tr.children[0].textContent === '5001')!.getAttribute('aria-rowindex');
    expect(index).to.equal('5002');
    expect(qa(el, 'tbody tr[part="row"]').length).to.be.below(60);
    const top = scroller.getBoundingClientRect().top + head;
    const rowAtTop = qa(el, 'tbody tr[part="row"]').find((tr) => Math.abs(tr.getBoundingClientRect().top - top) < 2);
    expect(rowAtTop?.children[0].textContent).to.equal('5001');

    // Sorting stays exact over all rows: the highest score, then the lowest id among equals.
    sortButton(el, 'Score').click();
    sortButton(el, 'Score').click();
    await until(() => headerSort(el, 'Score') === 'descending', 'score descending');
    await until(() => scroller.scrollTop === 0, 'back at the top');
    const best = rows.filter((r) => r.score === 100).map((r) => String(r.id));
    expect(firstCells(el).slice(0, 3)).to.deep.equal(best.slice(0, 3));
    await expect(el).to.be.accessible();
  });
});

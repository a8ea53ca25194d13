// The data table's filter through the table-filter auto-complete: a value applies only when it
// matches a suggestion (else the alert and the placeholder), applying or removing goes back to
// page 1, keyboard-only use, and server-side mode's remote suggestions and filterBy.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { rankingColumns } from '../../src/features/app/lists/columns';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { PEOPLE_COLUMNS, firstCells, mountTable, pageButton, people, shownRows, untilRows } from './data-table-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const filterInput = (el: Element) => q<HTMLInputElement>(el, '.filter-value input')!;
const options = (el: Element) => qa(el, '[role="option"]').map((o) => o.textContent);
const alertText = (el: Element) => q(el, '[part="filter-error"]')?.textContent ?? '';
const chips = (el: Element) => qa(el, '.chip span').map((c) => c.textContent);

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ type: text });
}

describe('cc-data-table filter', () => {
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
  });

  it('applies a suggested value and goes back to page 1; removing it too', async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    pageButton(el, 'Page 2').click();
    await until(() => firstCells(el)[0] === '11', 'page 2');
    await typeInto(filterInput(el), 'Pe');
    await until(() => options(el).includes('Peru'), 'the suggestion Peru');
    expect(filterInput(el).getAttribute('role')).to.equal('combobox');
    await typeInto(filterInput(el), 'Peru');
    q<HTMLButtonElement>(el, '[part="filter-apply"]')!.click();
    await until(() => chips(el).length === 1, 'the applied filter');
    expect(chips(el)).to.deep.equal(['Country: Peru']);
    expect(q(el, '[aria-current="page"]')?.textContent ?? '1').to.equal('1');
    expect(shownRows(el).filter((r) => !r.endsWith('|Peru')), 'rows not from Peru').to.deep.equal([]);
    expect(firstCells(el)).to.deep.equal(['3', '7', '11', '15', '19', '23', '27', '31', '35', '39']);
    await expect(el).to.be.accessible();

    pageButton(el, 'Page 2').click();
    await until(() => firstCells(el)[0] === '43', 'page 2 of the filtered rows');
    q<HTMLButtonElement>(el, '.chip-remove')!.click();
    await until(() => chips(el).length === 0 && firstCells(el)[0] === '1', 'every row, page 1');
  });

  it("refuses a value that matches no suggestion: the alert and the placeholder; nothing typed is lost", async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    await typeInto(filterInput(el), 'Atlantis');
    q<HTMLButtonElement>(el, '[part="filter-apply"]')!.click();
    await until(() => alertText(el) !== '', 'the alert');
    expect(alertText(el)).to.equal("Can't apply filter, enter a valid Filter Value. Enter a country");
    expect(q(el, '[part="filter-error"]')!.getAttribute('role')).to.equal('alert');
    expect(filterInput(el).value).to.equal('Atlantis');
    expect(chips(el)).to.deep.equal([]);
    expect(shownRows(el).length).to.equal(10);
    await expect(el).to.be.accessible();
  });

  it('works with the keyboard alone: type, pick a suggestion, apply', async () => {
    const el = await mountTable({}, PEOPLE_COLUMNS, people(45));
    await untilRows(el);
    filterInput(el).focus();
    await sendKeys({ type: 'ja' });
    await until(() => options(el).includes('Japan'), 'the suggestion Japan');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => filterInput(el).value === 'Japan', 'the committed suggestion');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('filter-apply');
    await sendKeys({ press: 'Enter' });
    await until(() => chips(el).length === 1, 'the applied filter');
    expect(shownRows(el).filter((r) => !r.endsWith('|Japan')), 'rows not from Japan').to.deep.equal([]);
  });

  it('server-side mode: suggestions from {filter-src}/autocomplete/, then filterBy in the request', async () => {
    await serverSignOut();
    resetPage();
    const spy = sinon.spy(window, 'fetch');
    const el = await mountTable({ src: '/api/rankings/START101', 'filter-src': '/api/rankings/START101', 'sort-by': 'rank', 'row-key': 'username' }, rankingColumns());
    await untilRows(el);
    await typeInto(filterInput(el), 'Indi');
    await until(() => options(el).includes('India'), 'the remote suggestion India');
    const lookup = spy.getCalls().map((c) => new URL(String(c.args[0]), location.href)).find((u) => u.pathname === '/api/rankings/START101/autocomplete/')!;
    expect([lookup.searchParams.get('query'), lookup.searchParams.get('qparam')]).to.deep.equal(['Indi', 'country']);
    await typeInto(filterInput(el), 'india');
    q<HTMLButtonElement>(el, '[part="filter-apply"]')!.click();
    await until(() => chips(el).length === 1, 'the applied filter');
    expect(chips(el)).to.deep.equal(['Country: India']);
    await until(() => shownRows(el).length > 0 && shownRows(el).every((r) => r.split('|')[4] === 'India'), 'only India');
    const list = spy.getCalls().map((c) => new URL(String(c.args[0]), location.href)).filter((u) => u.pathname === '/api/rankings/START101').at(-1)!;
    expect([list.searchParams.get('filterBy'), list.searchParams.get('page')]).to.deep.equal(['country:India', '1']);
  });
});

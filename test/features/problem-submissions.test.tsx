// The successful-submissions list on the problem page, against the reference server: nothing
// is loaded until asked; the button shows a cc-data-table in server-side mode that pages, sorts
// and searches on the server; a refusal shows the server's message (stubbed: the reference
// server refuses the list exactly when it refuses the problem page itself).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-problem';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { jsonResponse } from '../core/helpers';
import { clearSettings, embedSettings } from './app-helpers';
import { routeFetch } from './header-helpers';
import { forgetProblems, mountProblem } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const table = (el: Element) => q(el, '[part="submissions-table"]');
const inTable = (el: Element, selector: string) => [...(table(el)?.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
const bodyRows = (el: Element) => inTable(el, 'tbody tr[part="row"]');
const users = (el: Element) => bodyRows(el).map((row) => row.querySelector('th')?.textContent ?? '');

describe('cc-problem successful submissions', () => {
  beforeEach(async () => {
    await serverSignOut();
    embedSettings({ username: '' });
    await forgetProblems([['START101', 'EVENSUM']]);
    for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
  });
  afterEach(() => {
    sinon.restore();
    clearSettings();
  });

  it('loads on demand into a server-side data table that pages and sorts on the server', async () => {
    const spy = sinon.spy(window, 'fetch');
    const el = await mountProblem('EVENSUM', 'START101');
    const calls = () => spy.getCalls().map((c) => String(c.args[0])).filter((url) => url.includes('successful-submissions'));
    expect(calls().length).to.equal(0, 'nothing before the button');
    expect(table(el)).to.equal(null);
    q(el, '[part="load-submissions"]')!.click();
    await until(() => bodyRows(el).length === 10, 'the first page');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Successful submissions', 'focus on the heading, not lost');
    const first = new URL(calls()[0], location.href);
    expect(first.pathname).to.equal('/api/contests/START101/problems/EVENSUM/successful-submissions');
    expect(Object.fromEntries(first.searchParams)).to.deep.equal({ sortBy: 'id', page: '1', itemsPerPage: '10', filterBy: '', order: 'asc', search: '' });
    expect(inTable(el, 'thead th').map((th) => th.textContent)).to.deep.equal(['User', 'Language', 'Time (s)', 'Memory', 'Date']);
    expect(bodyRows(el)[0].querySelector('th a')!.getAttribute('href')).to.equal(`/users/${users(el)[0]}`);
    expect(bodyRows(el)[0].querySelectorAll('td')[2].textContent).to.match(/^\d+\.\d MB$/);
    expect(bodyRows(el)[0].querySelector('time')).to.not.equal(null);
    const firstUsers = users(el);

    // The next page comes from the server.
    inTable(el, '[aria-label="Next page"]')[0].click();
    await until(() => calls().some((url) => url.includes('page=2')), 'page 2 asked for');
    await until(() => users(el).join() !== firstUsers.join() && bodyRows(el).length === 10, 'page 2 shown');

    // Sorting by time, descending on the second press: the server's order.
    const timeSort = () => inTable(el, 'th button').find((b) => b.textContent?.startsWith('Time'))!;
    timeSort().click();
    await until(() => calls().some((url) => url.includes('sortBy=time') && url.includes('order=asc')), 'sorted by time');
    timeSort().click();
    await until(() => calls().some((url) => url.includes('sortBy=time') && url.includes('order=desc') && url.includes('page=1')), 'descending, page 1');
    const times = () => bodyRows(el).map((row) => Number(row.querySelectorAll('td')[1].textContent));
    await until(() => times().length === 10 && times().every((t, i, all) => i === 0 || all[i - 1] >= t) && times()[0] > 0.9, 'the slowest first');
    await expect(el).to.be.accessible();
  });

  it("searches by user on the server, and shows the server's message when the list is refused", async () => {
    const el = await mountProblem('EVENSUM', 'START101');
    q(el, '[part="load-submissions"]')!.click();
    await until(() => bodyRows(el).length === 10, 'the first page');
    inTable(el, 'input[type="search"]')[0].focus();
    await sendKeys({ type: 'alice' });
    await sendKeys({ press: 'Enter' });
    await until(() => users(el).join() === 'alice', 'only alice');

    // A refusal (the server hides the list while it hides the problem): its message, in the table.
    el.remove();
    resetPage();
    for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
    routeFetch((url) => (url.pathname.endsWith('/successful-submissions')
      ? jsonResponse({ status: 'error', message: 'The problems of this contest are hidden.' }, 403) : undefined));
    const refused = await mountProblem('EVENSUM', 'START101');
    q(refused, '[part="load-submissions"]')!.click();
    await until(() => inTable(refused, '[part="load-error"]').length === 1, 'the message');
    expect(inTable(refused, '[part="load-error"]')[0].textContent).to.equal('The problems of this contest are hidden.');
  });
});

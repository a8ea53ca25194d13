// cc-app's list pages on cc-data-table: /practice in server-side and query-parameter mode (page
// links in the URL, back and forward inside the app, the state read back on load), /contests/
// with its three tables and /rankings/{code}; axe on each.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/cc-app';
import '../../elements/cc-autocomplete';
import '../../elements/cc-data-table';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { appMain, clickAndCheckTaken, guardPage, mountApp, type PageGuard } from './app-helpers';
import { errorText, inputOf, shownOptions } from './autocomplete-helpers';
import { resetPage } from '../../src/core/page-reset';
import { expectSameNode } from '../support/shadow';

const tables = (app: Element) => [...appMain(app).querySelectorAll('cc-data-table')];
const rowsOf = (table: Element | undefined) => [...(table?.shadowRoot?.querySelectorAll('tbody tr[part="row"]') ?? [])];
const firstCodes = (table: Element | undefined) => rowsOf(table).map((tr) => tr.children[0].textContent ?? '');
const current = (table: Element | undefined) => table?.shadowRoot?.querySelector('[aria-current="page"]')?.textContent ?? '';
const pageLink = (table: Element, label: string) => table.shadowRoot!.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`)!;

describe('cc-app list pages', () => {
  let page: PageGuard;
  beforeEach(async () => {
    resetPage();
    page = guardPage();
    await serverSignOut();
  });
  afterEach(() => page.restore());

  it('/practice: page links carry page, sortBy, order; back and forward move between pages in the app', async () => {
    history.replaceState(null, '', '/practice');
    const app = await mountApp();
    await until(() => rowsOf(tables(app)[0]).length === 10, 'the practice list');
    const table = tables(app)[0];
    expect(appMain(app).querySelector('h1')!.textContent).to.equal('Practice problems');
    const page1 = firstCodes(table);
    const link = pageLink(table, 'Page 2');
    expect(new URL(link.href).search).to.equal('?page=2&sortBy=id&order=asc');
    expect(clickAndCheckTaken(link)).to.equal(true);
    await until(() => current(table) === '2' && firstCodes(table)[0] !== page1[0], 'page 2');
    expect(location.pathname + location.search).to.equal('/practice?page=2&sortBy=id&order=asc');
    const page2 = firstCodes(table);
    // The same page element stays (no remount): only the table's query changed.
    expectSameNode(tables(app)[0], table, 'the same table element');

    history.back();
    await until(() => current(table) === '1' && firstCodes(table)[0] === page1[0], 'back to page 1');
    history.forward();
    await until(() => current(table) === '2' && firstCodes(table)[0] === page2[0], 'forward to page 2');

    // Sorting writes the URL too.
    table.shadowRoot!.querySelectorAll<HTMLButtonElement>('th button.sort')[1].click();
    await until(() => location.search === '?page=1&sortBy=name&order=asc', 'the sort in the URL');
    await expect(app).to.be.accessible();
  });

  it('/practice: a sort and a page show in the table in the frame of the click and enter the URL after it, as one history entry', async () => {
    history.replaceState(null, '', '/practice');
    const app = await mountApp();
    await until(() => rowsOf(tables(app)[0]).length === 10, 'the practice list');
    const table = tables(app)[0];
    const sorted = () => table.shadowRoot!.querySelector('th[aria-sort]')?.textContent;
    table.shadowRoot!.querySelectorAll<HTMLButtonElement>('th button.sort')[1].click();
    // React renders a click's update in a microtask queued before this one.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(sorted()).to.equal('Name');
    expect(location.search, 'not yet in the URL').to.equal('');
    pageLink(table, 'Page 2').click();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(current(table)).to.equal('2');
    await until(() => location.search === '?page=2&sortBy=name&order=asc', 'both in the URL');
    history.back();
    await until(() => location.search === '' && current(table) === '1' && sorted() === undefined, 'back before both');
  });

  it('/practice reads the query back on load; each row links to its problem page', async () => {
    history.replaceState(null, '', '/practice?page=3&sortBy=code&order=desc');
    const app = await mountApp();
    const table = () => tables(app)[0];
    await until(() => rowsOf(table()).length === 10 && current(table()) === '3', 'page 3');
    const codes = firstCodes(table());
    expect([...codes].sort().reverse()).to.deep.equal(codes);
    expect(table()!.shadowRoot!.querySelector('th[aria-sort]')!.textContent).to.equal('Code');
    expect(table()!.shadowRoot!.querySelector('th[aria-sort]')!.getAttribute('aria-sort')).to.equal('descending');
    const link = rowsOf(table())[0].querySelector('a')!;
    expect(link.getAttribute('href')).to.equal(`/problems-old/${codes[0]}`);
    // Until the problem page replaces it, the table keeps its page: it does not read the
    // problem's path as a query asking for page 1.
    const leaving = table()!;
    const pagesShown: string[] = [];
    const watch = new MutationObserver(() => pagesShown.push(current(leaving)));
    watch.observe(leaving.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    expect(clickAndCheckTaken(link)).to.equal(true);
    await until(() => appMain(app).querySelector('cc-problem') !== null || appMain(app).textContent!.includes('not available'), 'the problem page');
    watch.disconnect();
    expect(location.pathname).to.equal(`/problems-old/${codes[0]}`);
    expect(pagesShown.filter((p) => p !== '3' && p !== ''), 'pages the leaving table showed').to.deep.equal([]);
  });

  it('/contests/: running, upcoming and past contests', async () => {
    history.replaceState(null, '', '/contests/');
    const app = await mountApp();
    await until(() => tables(app).length === 3 && tables(app).every((t) => rowsOf(t).length > 0), 'three tables');
    const [running, upcoming, past] = tables(app);
    expect(rowsOf(running).map((r) => r.children[0].textContent)).to.include('START101');
    expect(rowsOf(upcoming).map((r) => r.children[0].textContent)).to.include('START102');
    expect(firstCodes(past)[0]).to.equal('START100');
    expect(rowsOf(past).length).to.equal(10);
    await expect(app).to.be.accessible();
  });

  it('/contests/: nothing below the running contests shows until their list is in (it would move), the past table loads meanwhile', async () => {
    history.replaceState(null, '', '/contests/');
    const realFetch = window.fetch.bind(window);
    const calls: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      calls.push(url.pathname);
      if (url.pathname === '/api/runningUpcomingContests/data') await held;
      return realFetch(input, init);
    });
    try {
      const app = await mountApp();
      const heading = (name: string) => [...appMain(app).querySelectorAll('h2')].find((h) => h.textContent === name);
      // The past contests' table is in the document (it loads its page meanwhile), not laid out.
      await until(() => heading('Running contests') !== undefined && tables(app).some((t) => t.getAttribute('src') === '/api/pastContests/data'), 'the running table and the past one');
      expect(calls).to.include('/api/runningUpcomingContests/data');
      // Not laid out: a box that later moves would count as a layout shift.
      expect(heading('Upcoming contests')?.getClientRects().length ?? 0, 'upcoming heading').to.equal(0);
      expect(heading('Past contests')?.getClientRects().length, 'past heading').to.equal(0);
      release();
      await until(() => tables(app).length === 3 && tables(app).every((t) => rowsOf(t).length > 0), 'three tables');
      expect(heading('Upcoming contests')?.getClientRects().length).to.equal(1);
      expect(heading('Past contests')?.getClientRects().length).to.equal(1);
    } finally {
      release();
      stub.restore();
    }
  });

  it('/rankings/START101: rank, user, score, penalty, country, institution', async () => {
    history.replaceState(null, '', '/rankings/START101');
    const app = await mountApp();
    await until(() => rowsOf(tables(app)[0]).length === 10, 'the ranklist');
    const first = rowsOf(tables(app)[0])[0];
    expect([...first.children].map((c) => c.textContent)).to.deep.equal(['1', 'alice', '130', '0', 'India', 'IIT Delhi']);
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('/users/alice');
    expect(appMain(app).querySelector('h1')!.textContent).to.equal('Rankings: START101');
    await expect(app).to.be.accessible();
  });

  describe('/submit-old/{code}: the submission-style form', () => {
    let assigned: string[];
    beforeEach(() => {
      assigned = [];
      setNavImpl({ assign: (url) => assigned.push(url) });
    });
    afterEach(() => resetNavImpl());

    const field = (app: Element, id: string) => appMain(app).querySelector<HTMLElement>(`cc-autocomplete#${id}`)!;
    const form = (app: Element) => appMain(app).querySelector('form')!;
    const submitButton = (app: Element) => form(app).querySelector<HTMLButtonElement>('button[type="submit"]')!;

    it('prefills the problem and contest; the handle is chosen by keyboard from the server\'s suggestions', async () => {
      history.replaceState(null, '', '/submit-old/FLOW001');
      const app = await mountApp();
      await until(() => ['handle', 'pcode', 'ccode'].every((id) => field(app, id)?.shadowRoot?.querySelector('input')), 'the three fields');
      expect(appMain(app).querySelector('h1')!.textContent).to.equal('Submissions: FLOW001');
      expect([inputOf(field(app, 'pcode')).value, inputOf(field(app, 'ccode')).value]).to.deep.equal(['FLOW001', 'PRACTICE']);
      expect(inputOf(field(app, 'handle')).getAttribute('aria-label')).to.equal('Handle');

      // A handle that is not a chosen suggestion blocks the form, with the element's message.
      inputOf(field(app, 'handle')).focus();
      await sendKeys({ type: 'zz' });
      // Submit is disabled while a field is not a chosen suggestion (SPEC), enabled once it is.
      await until(() => submitButton(app).disabled, 'submit disabled');
      form(app).requestSubmit();
      await until(() => errorText(field(app, 'handle')) === 'You must select a value from the suggestions provided.', 'the message');
      expect(assigned).to.deep.equal([]);

      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: 'alic' });
      await until(() => shownOptions(field(app, 'handle')).includes('alice'), 'alice suggested');
      await expect(app).to.be.accessible();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => inputOf(field(app, 'handle')).value === 'alice', 'alice committed');
      await until(() => !submitButton(app).disabled, 'submit enabled');
      submitButton(app).click();
      expect(assigned).to.deep.equal(['/status/FLOW001?filterBy=user%3Aalice']);
    });

    it('in a contest: the contest code is prefilled and the submissions are the contest\'s', async () => {
      history.replaceState(null, '', '/START101/submit-old/HELLO');
      const app = await mountApp();
      await until(() => field(app, 'ccode')?.shadowRoot?.querySelector('input') != null, 'the fields');
      expect(inputOf(field(app, 'ccode')).value).to.equal('START101');
      expect(inputOf(field(app, 'pcode')).value).to.equal('HELLO');
    });
  });
});

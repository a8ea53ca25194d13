// cc-data-table in server-side mode against the reference server: the six parameters, paging,
// sorting and search; answers cached by URL for 120 s and a 3 s in-flight marker (fake timers);
// a user-key failure shows the message or 'Some error occurred'; axe while loading and loaded.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { forgetUserKey } from '../../src/api/cache';
import { PRACTICE_COLUMNS } from '../../src/features/app/lists/columns';
import { jsonResponse, settle } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { announced, firstCells, headerSort, mountTable, pageButton, shownRows, sortButton, untilRows } from './data-table-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';
import { nav } from '../../src/core/nav';

const SRC = '/api/practice/problems';
const listCalls = (spy: sinon.SinonSpy) => spy.getCalls().map((c) => new URL(String(c.args[0]), location.href)).filter((u) => u.pathname === SRC);

function forgetTables() {
  resetPage();
  for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
}

describe('cc-data-table (server-side mode)', () => {
  beforeEach(async () => {
    resetPage();
    await serverSignOut();
    forgetUserKey();
    forgetTables();
  });
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
  });

  it('says cc-rows-shown once, in the commit after its first rows are on screen (the server view of /practice gives way then)', async () => {
    const said: { total: number; rowsThen: number }[] = [];
    const el = await mountTable({}, PRACTICE_COLUMNS);
    el.addEventListener('cc-rows-shown', (event) => said.push({ total: (event as CustomEvent<{ total: number }>).detail.total, rowsThen: shownRows(el).length }));
    el.setAttribute('row-key', 'code');
    el.setAttribute('src', SRC);
    await untilRows(el);
    await settle();
    expect(said.length).to.equal(1);
    expect(said[0].rowsThen, 'the rows were on screen').to.equal(10);
    expect(said[0].total).to.be.above(10);
    pageButton(el, 'Next page').click();
    await until(() => q(el, '[aria-current="page"]')?.textContent === '2', 'page 2');
    await settle();
    expect(said.length, 'once').to.equal(1);
  });

  it('asks for each page with sortBy, page, itemsPerPage, filterBy, order and search', async () => {
    const spy = sinon.spy(window, 'fetch');
    const el = await mountTable({ src: SRC, caption: 'Practice', 'row-key': 'code', searchable: '' }, PRACTICE_COLUMNS);
    await untilRows(el);
    const first = listCalls(spy)[0].searchParams;
    expect(Object.fromEntries(first)).to.deep.equal({ sortBy: 'id', page: '1', itemsPerPage: '10', filterBy: '', order: 'asc', search: '' });
    expect(shownRows(el).length).to.equal(10);
    await expect(el).to.be.accessible();

    // A click on a disabled button does nothing: click once the next page is enabled. (A loaded
    // CI run once waited for page 2 in vain after this click; whether it was disabled then is
    // not established.)
    await until(() => pageButton(el, 'Next page')?.matches(':not(:disabled)') ?? false, 'the next page enabled');
    pageButton(el, 'Next page').click();
    await until(() => listCalls(spy).some((u) => u.searchParams.get('page') === '2'), 'page 2 asked');
    await until(() => q(el, '[aria-current="page"]')?.textContent === '2' && q(el, 'table')?.getAttribute('aria-busy') === null, 'page 2 shown');
    await until(() => announced(el).startsWith('Page 2 of '), 'page 2 announced');

    sortButton(el, 'Name').click();
    await until(() => headerSort(el, 'Name') === 'ascending', 'sorted by name');
    const sorted = listCalls(spy).at(-1)!.searchParams;
    expect([sorted.get('sortBy'), sorted.get('order'), sorted.get('page')]).to.deep.equal(['name', 'asc', '1']);

    q<HTMLInputElement>(el, 'input[type="search"]')!.focus();
    await sendKeys({ type: 'PRAC0042' });
    await sendKeys({ press: 'Enter' });
    await until(() => shownRows(el).length === 1 && firstCells(el)[0] === 'PRAC0042', 'the searched problem');
    expect(listCalls(spy).at(-1)!.searchParams.get('search')).to.equal('PRAC0042');
  });

  it('never shows the previous rows as the new page: a change of address (back, a link) is busy in the commit that makes it', async () => {
    const realFetch = window.fetch.bind(window);
    let releasePage2: () => void = () => undefined;
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname !== SRC || url.searchParams.get('page') !== '2') return realFetch(input, init);
      return new Promise<Response>((resolve) => {
        releasePage2 = () => resolve(realFetch(input, init));
      });
    });
    const start = location.pathname + location.search;
    const el = await mountTable({ src: SRC, 'row-key': 'code', 'query-params': '' }, PRACTICE_COLUMNS);
    await untilRows(el);
    const pageOne = firstCells(el)[0];
    // What each commit left on screen, read before any later task can run (React commits in a task;
    // a passive effect scheduled after it would come in another).
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const current = q(el, '[aria-current="page"]')?.textContent;
      const busy = q(el, 'table')?.getAttribute('aria-busy') === 'true';
      if (current === '2' && !busy && firstCells(el)[0] === pageOne) seen.push(`page 2 not busy with page 1's first row ${pageOne}`);
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      // Not a click: a navigation from outside the table (the router's push, back/forward).
      nav.push(`${location.pathname}?page=2&sortBy=id&order=asc`);
      await until(() => q(el, '[aria-current="page"]')?.textContent === '2', 'page 2 current');
      await settle();
      expect(q(el, 'table')!.getAttribute('aria-busy'), 'busy while page 2 loads').to.equal('true');
      releasePage2();
      await until(() => q(el, 'table')?.getAttribute('aria-busy') === null && firstCells(el)[0] !== pageOne, "page 2's rows");
      expect(seen).to.deep.equal([]);
    } finally {
      observer.disconnect();
      history.replaceState(null, '', start);
    }
  });

  it('shows the loader over reserved height while the page loads (axe clean), and the empty text for no rows', async () => {
    let release: (r: Response) => void = () => undefined;
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname !== SRC) return realFetch(input, init);
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const el = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => q(el, '[part="loader"]') !== null, 'the loader');
    expect(q(el, 'tr.reserve td')!.getBoundingClientRect().height).to.equal(400);
    // The veil and spinner wait 250 ms (an answer back sooner never flashes them). Checked on
    // their animation, started again and held, then moved to the end of the wait: neither a
    // wait in the test nor a slow machine's frames decide it.
    const loader = q(el, '[part="loader"]') as HTMLElement;
    loader.style.animationName = 'none';
    expect(getComputedStyle(loader).animationName).to.equal('none');
    loader.style.animationName = '';
    const [wait] = loader.getAnimations();
    expect(wait, "the loader's wait").to.not.equal(undefined);
    wait.pause();
    wait.currentTime = 0;
    expect(wait.effect?.getTiming().delay).to.equal(250);
    expect(getComputedStyle(loader).visibility, 'during a short wait').to.equal('hidden');
    wait.currentTime = 250;
    expect(getComputedStyle(loader).visibility, 'once the wait is noticeable').to.equal('visible');
    loader.style.removeProperty('animation-name');
    await expect(el).to.be.accessible();
    await until(() => listCalls(window.fetch as unknown as sinon.SinonSpy).length === 1, 'the request');
    release(jsonResponse({ status: 'success', rows: [], total: 0 }));
    await until(() => q(el, '[part="loader"]') === null, 'loaded');
    await until(() => q(el, '[part="empty"]') !== null, 'the empty state');
    expect(q(el, '[part="empty"]')!.textContent).to.equal("Oops! we don't have data.");
    await expect(el).to.be.accessible();
  });

  it('answers the same URL from the cache for 120 s, then asks again', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: Date.now() });
    const spy = sinon.spy(window, 'fetch');
    const one = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await untilRows(one);
    await settle();
    expect(listCalls(spy).length).to.equal(1);
    fixtureCleanup();

    await clock.tickAsync(119_000);
    const two = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await untilRows(two, 'rows from the cache');
    expect(listCalls(spy).length).to.equal(1);
    fixtureCleanup();

    await clock.tickAsync(2_000);
    const three = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await untilRows(three);
    expect(listCalls(spy).length).to.equal(2);
  });

  it('never sends the same request twice while it is in flight (3 s marker)', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: Date.now() });
    const pending: ((r: Response) => void)[] = [];
    const realFetch = window.fetch.bind(window);
    const stub = sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname !== SRC) return realFetch(input, init);
      return new Promise<Response>((resolve) => pending.push(resolve));
    });
    const a = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => listCalls(stub).length === 1, 'the first request');
    await clock.tickAsync(2_900);
    const b = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => q(b, '[part="loader"]') !== null, 'the second table loading');
    await settle();
    expect(listCalls(stub).length).to.equal(1);

    await clock.tickAsync(200);
    const c = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => listCalls(stub).length === 2, 'a new request once the marker lapsed');
    const answer = { status: 'success', rows: [{ code: 'ONE', name: 'One', difficulty: 'Easy', rating: 1000, tags: [], successful: 1, accuracy: 50 }], total: 1 };
    for (const resolve of pending) resolve(jsonResponse(answer));
    for (const el of [a, b, c]) await until(() => firstCells(el)[0] === 'ONE', 'every table shows the answer');
  });

  it("a user-key failure shows the server's message, or 'Some error occurred'", async () => {
    const realFetch = window.fetch.bind(window);
    let body: Record<string, unknown> = { status: 'error', message: 'The key service is down.' };
    const stub = sinon.stub(window, 'fetch').callsFake((input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/api/user/key') return Promise.resolve(jsonResponse(body, 400));
      return realFetch(input, init);
    });
    const el = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => q(el, '[part="load-error"]') !== null, 'the error');
    expect(q(el, '[part="load-error"]')!.textContent).to.equal('The key service is down.');
    expect(listCalls(stub).length).to.equal(0);
    await expect(el).to.be.accessible();

    fixtureCleanup();
    forgetTables();
    body = { status: 'error' };
    const again = await mountTable({ src: SRC }, PRACTICE_COLUMNS);
    await until(() => q(again, '[part="load-error"]') !== null, 'the error');
    expect(q(again, '[part="load-error"]')!.textContent).to.equal('Some error occurred');
  });
});

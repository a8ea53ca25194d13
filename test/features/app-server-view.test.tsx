// The server's view of the page (demo/server/server-view.js) inside <cc-app>: on screen from the
// first frame, through the element's first render, until the app's own page has shown its
// content; then removed in the frame the app's page takes its place.
import { expect } from '@open-wc/testing';
import '../../elements/cc-app';
// Defined up front: its modules compiling in the test server must not take SERVER_VIEW_WAIT_MS.
import '../../elements/cc-contest-page';
import '../../elements/cc-data-table';
import { SERVER_VIEW_SLOT, SERVER_VIEW_WAIT_MS } from '../../src/features/app/server-view';
import { provideElementLoaders } from '../../src/features/app/lazy-elements';
import { store } from '../../src/core/store';
import { routePathAtom } from '../../src/state/route';
import { recordAck } from '../../src/state/alert-acks';
import { ackKey, ALL_CHANNEL } from '../../src/domain/alerts';
import { newestAlertId } from './alerts-helpers';
import { fakeTimers, holdFetch, settle } from '../core/helpers';
import { cacheDelete } from '../../src/api/cache';
import { COURSES_CACHE_NAME } from '../../src/api/courses';
import { reloadCoursesAtom } from '../../src/state/courses';
import { until } from '../support/until';
import { appMain, clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { expectSameNode } from '../support/shadow';

/** A cc-app holding a server view, connected to the page. */
async function appWithServerView(heading: string): Promise<{ app: HTMLElement; view: HTMLElement }> {
  recordAck(ackKey(ALL_CHANNEL, ''), await newestAlertId());
  const app = document.createElement('cc-app');
  const view = document.createElement('div');
  view.className = 'cc-server-view';
  view.slot = SERVER_VIEW_SLOT;
  view.innerHTML = `<main><h1>${heading}</h1><p><a href="/practice">Practice problems</a></p></main>`;
  app.append(view);
  document.body.append(app);
  return { app, view };
}

const shell = (app: HTMLElement) => app.shadowRoot!.querySelector<HTMLElement>('.shell');
/** The slot the server view shows through, and what it shows. */
const shownThrough = (app: HTMLElement) =>
  [...app.shadowRoot!.querySelectorAll<HTMLSlotElement>(`slot[name="${SERVER_VIEW_SLOT}"]`)].flatMap((slot) => slot.assignedElements());

describe('cc-app: the server view', () => {
  let page: PageGuard;
  const added: HTMLElement[] = [];
  beforeEach(() => {
    page = guardPage();
    embedSettings({ username: '' });
  });
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
    page.restore();
    clearSettings();
  });

  it('stays on screen through the first render, the shell behind it inert, until the home page has its roadmaps', async () => {
    history.replaceState(null, '', '/');
    const { app, view } = await appWithServerView("The server's home");
    added.push(app);
    // Connected, not yet rendered by React: the element's own slot already shows it.
    expect(shownThrough(app).length, 'slots it is shown through').to.equal(1);
    expectSameNode(shownThrough(app)[0], view, 'shown through one slot');

    // When the server view goes, the home page's roadmaps are already there (same commit).
    let cardsWhenRemoved: boolean | null = null;
    const watch = new MutationObserver(() => {
      if (!view.isConnected && cardsWhenRemoved === null) cardsWhenRemoved = appMain(app)?.querySelector('.cards') !== null;
    });
    watch.observe(app, { childList: true });
    await until(() => shell(app) !== null, 'the shell');
    if (view.isConnected) {
      expect(shownThrough(app).length, 'slots it is shown through').to.equal(1);
      expectSameNode(shownThrough(app)[0], view, 'one slot, the app’s');
      expect(shell(app)!.inert, 'the shell behind it is inert').to.equal(true);
      expect(shell(app)!.hasAttribute('data-behind-server-view')).to.equal(true);
      expect(getComputedStyle(shell(app)!).opacity).to.equal('0');
    }
    await until(() => !view.isConnected, 'the server view removed');
    watch.disconnect();
    expect(cardsWhenRemoved, 'the roadmaps were in when it went').to.equal(true);
    expect(shownThrough(app).length).to.equal(0);
    expect(shell(app)!.inert).to.equal(false);
    expect(getComputedStyle(shell(app)!).opacity).to.equal('1');
    expect([...app.shadowRoot!.querySelectorAll('slot')].map((s) => s.outerHTML), 'no slot left').to.deep.equal([]);
    await expect(app).to.be.accessible();
  });

  it('on /learn, stays until the learn page has its courses (the same mechanism as the home page)', async () => {
    history.replaceState(null, '', '/learn');
    // The course list held back until the learn page has rendered its loading state.
    await cacheDelete(COURSES_CACHE_NAME);
    const { release, stub: fetchStub } = holdFetch('/api/courses/dropdown');
    try {
      store.set(reloadCoursesAtom);
      const { app, view } = await appWithServerView("The server's learn page");
      added.push(app);
      await until(() => appMain(app)?.querySelector('.learn [role="status"]') != null, 'the learn page loading');
      expect(view.isConnected, 'still shown while the list loads').to.equal(true);
      release();
      let cardsWhenRemoved: boolean | null = null;
      const watch = new MutationObserver(() => {
        if (!view.isConnected && cardsWhenRemoved === null) cardsWhenRemoved = appMain(app)?.querySelector('.learn .cards') !== null;
      });
      watch.observe(app, { childList: true });
      await until(() => !view.isConnected, 'the server view removed');
      watch.disconnect();
      expect(cardsWhenRemoved, 'the courses were in when it went').to.equal(true);
    } finally {
      release();
      fetchStub.restore();
    }
  });

  it('keyboard and screen readers reach the server view, not the shell behind it', async () => {
    history.replaceState(null, '', '/');
    const { app, view } = await appWithServerView('Keyboard');
    added.push(app);
    await until(() => shell(app) !== null, 'the shell');
    if (!view.isConnected) return; // The page was quicker than this check: nothing to reach behind.
    const link = view.querySelector('a')!;
    link.focus();
    expectSameNode(document.activeElement, link, 'focus');
    appMain(app)!.focus();
    expect(app.shadowRoot!.activeElement?.outerHTML, 'the inert main takes no focus').to.equal(undefined);
  });

  it('on /practice, stays until the table shows its first rows; a keyboard user on a row goes on from the same link', async () => {
    history.replaceState(null, '', '/practice');
    const { release, stub: fetchStub } = holdFetch('/api/practice/problems');
    try {
      const { app, view } = await appWithServerView("The server's practice page");
      added.push(app);
      view.querySelector('main')!.insertAdjacentHTML('beforeend',
        '<table><tbody><tr><th scope="row"><a href="/problems-old/COINJAR">Coin Jar</a></th></tr></tbody></table>');
      const table = () => appMain(app)?.querySelector('cc-data-table') ?? null;
      await until(() => table()?.shadowRoot?.querySelector('table') != null, 'the table, waiting for its rows');
      expect(view.isConnected, 'still shown while the rows load').to.equal(true);
      const rowLink = view.querySelector<HTMLElement>('a[href="/problems-old/COINJAR"]')!;
      rowLink.focus();
      let rowsWhenRemoved: boolean | null = null;
      const watch = new MutationObserver(() => {
        if (!view.isConnected && rowsWhenRemoved === null) rowsWhenRemoved = table()?.shadowRoot?.querySelector('a[href="/problems-old/COINJAR"]') != null;
      });
      watch.observe(app, { childList: true });
      release();
      await until(() => !view.isConnected, 'the server view removed');
      watch.disconnect();
      expect(rowsWhenRemoved, 'the rows were in when it went').to.equal(true);
      const focused = app.shadowRoot!.activeElement?.shadowRoot?.activeElement ?? null;
      expect(focused?.getAttribute('href'), 'focus on the same link in the table').to.equal('/problems-old/COINJAR');
    } finally {
      release();
      fetchStub.restore();
    }
  });

  it('on a contest page, gives way in the commit after the contest page has shown the contest', async () => {
    // The route atom still holds the home page (an app mounted before): the app's first render
    // shows home, whose roadmaps are in, and that must not end the contest's server view.
    store.set(routePathAtom, '/');
    history.replaceState(null, '', '/START101');
    const { app, view } = await appWithServerView('Starters 101');
    added.push(app);
    const contestShown = () => appMain(app)?.querySelector('cc-contest-page')?.shadowRoot?.querySelector('article.contest') != null;
    let shownWhenRemoved: boolean | null = null;
    const watch = new MutationObserver(() => {
      if (!view.isConnected && shownWhenRemoved === null) {
        shownWhenRemoved = contestShown();
      }
    });
    watch.observe(app, { childList: true });
    await until(() => !view.isConnected, 'the server view removed');
    watch.disconnect();
    expect(shownWhenRemoved, 'the contest was on the page when it went').to.equal(true);
    expect(shell(app)!.inert).to.equal(false);
  });

  it('gives way at the app’s first paint on pages that do not say when they have shown', async () => {
    history.replaceState(null, '', '/privacy');
    const { app, view } = await appWithServerView('Privacy');
    added.push(app);
    // The shell's header renders in slices after the shell: the view (a header of its own) goes
    // only once it has drawn, so no frame shows the shell with an empty header.
    let headerWhenRemoved = -1;
    const watch = new MutationObserver(() => {
      if (!view.isConnected && headerWhenRemoved < 0) {
        headerWhenRemoved = app.shadowRoot!.querySelector('cc-header')?.shadowRoot?.querySelectorAll('a').length ?? 0;
      }
    });
    watch.observe(app, { childList: true });
    await until(() => !view.isConnected, 'the server view removed');
    watch.disconnect();
    expect(headerWhenRemoved, "the header's links when the view went").to.be.above(3);
    await until(() => appMain(app)?.textContent?.includes('Privacy') === true, 'the privacy page');
    expect(shell(app)!.inert).to.equal(false);
  });

  it('gives way after SERVER_VIEW_WAIT_MS when the page never shows its content', async () => {
    // A roadmap whose page element never loads: the page never says it has shown.
    history.replaceState(null, '', '/roadmap/python-dsa');
    expect(customElements.get('cc-roadmap')).to.equal(undefined);
    const restoreLoaders = provideElementLoaders({ 'cc-roadmap': () => new Promise<never>(() => undefined) });
    const clock = fakeTimers(Date.now());
    try {
      const { app, view } = await appWithServerView('Python with DSA');
      added.push(app);
      // The app's first render is in slices (tasks, not timers): the wait starts once it is in.
      await until(() => shell(app) !== null, 'the shell');
      await clock.tickAsync(100);
      await settle();
      expect(view.isConnected).to.equal(true);
      expect(shell(app)!.inert).to.equal(true);
      // A keyboard user is on a link of the view when it goes.
      view.querySelector('a')!.focus();
      await clock.tickAsync(SERVER_VIEW_WAIT_MS - 101);
      expect(view.isConnected).to.equal(true);
      await clock.tickAsync(1);
      await settle();
      expect(view.isConnected).to.equal(false);
      expect(shell(app)!.inert).to.equal(false);
      expectSameNode(app.shadowRoot!.activeElement, appMain(app), 'focus goes on from the main area');
    } finally {
      clock.restore();
      restoreLoaders();
    }
  });
});

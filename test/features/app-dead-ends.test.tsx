// Pages that used to dead-end (issue 23): the online IDE's page (the command prompt's target),
// unknown roadmaps on the site's not-found page, and (below) the team pages, the submissions
// list and every shown handle's profile. Against the reference server; axe on each page.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-app';
import { until } from '../support/until';
import { appHeading, appMain, appMainText, clearSettings, guardPage, openAppAt, signIn, signInForPosts, signOut, type PageGuard } from './app-helpers';
import { IDE_TITLE, IDE_UNAVAILABLE_TEXT } from '../../src/features/app/IdeView';
import { matchRoute } from '../../src/domain/routes';
import { NO_EDITORIAL_TEXT } from '../../src/features/problem/ProblemEditorial';
import { provideElementLoaders } from '../../src/features/app/lazy-elements';
import { LOAD_FAILED_TEXT, OFFLINE_PAGE_TEXT } from '../../src/features/app/LoadFailed';
import { setConnectivityProbe } from '../../src/core/connectivity';
import { nav } from '../../src/core/nav';
import { resetPage } from '../../src/core/page-reset';
import { RELOAD_LABEL } from '../../src/ui/ErrorPanel';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/cc-autocomplete';
import { inputOf, shownOptions } from './autocomplete-helpers';

/** Leaves the signed-in user's team of TEAM10 on the server (the browser tests share one server). */
async function leaveTeam10(): Promise<void> {
  const me = (await (await fetch('/api/user/me', { cache: 'no-store' })).json()) as { csrfToken: string };
  await fetch('/api/teams/TEAM10/leave', { method: 'POST', headers: { 'x-csrf-token': me.csrfToken, 'content-type': 'application/json' }, body: '{}' });
}

describe('cc-app: pages that used to dead-end', () => {
  let page: PageGuard;
  beforeEach(async () => {
    page = guardPage();
    await signOut();
    clearSettings();
  });
  afterEach(() => {
    page.restore();
    resetPage();
  });

  /** A loader of cc-problem that fails while `failing` says so (a chunk fetched offline). */
  function flakyProblemLoader() {
    const state = { failing: true, calls: 0 };
    const restore = provideElementLoaders({
      'cc-problem': () => {
        state.calls += 1;
        return state.failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../elements/cc-problem');
      },
    });
    return { state, restore };
  }
  const problemShown = (app: Element) => appMain(app).querySelector('cc-problem') !== null;
  const reloadButton = (app: Element) => [...appMain(app).querySelectorAll('button')].find((b) => b.textContent === RELOAD_LABEL);

  /**
   * The network gone and back, for the whole page: while `reachable` is false every fetch fails
   * as a browser's does offline and the problem page's chunk cannot be loaded. (Only the chunk
   * failing, with the app's other requests still answered, would let any late answer say "back
   * online" and retry the chunk while it still fails: not the network this test means.)
   */
  function simulatedNetwork() {
    const network = { reachable: true };
    const realFetch = window.fetch;
    const fetchStub = sinon.stub(window, 'fetch').callsFake((...args: Parameters<typeof fetch>) =>
      network.reachable ? realFetch(...args) : Promise.reject(new TypeError('Failed to fetch')));
    const restoreLoaders = provideElementLoaders({
      'cc-problem': () => network.reachable ? import('../../elements/cc-problem') : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    return { network, restore: () => { restoreLoaders(); fetchStub.restore(); } };
  }

  it('a page whose code could not load offline says so, offers Reload, and loads by itself once back online', async () => {
    const { network, restore } = simulatedNetwork();
    try {
      // A visitor on the site loses the connection, then follows a link to a problem.
      const app = await openAppAt('/ide');
      await until(() => appHeading(app) === IDE_TITLE, 'the IDE page');
      network.reachable = false;
      nav.push('/START101/problems-old/MODPOW');
      await until(() => appMainText(app).includes(OFFLINE_PAGE_TEXT), 'the offline message');
      expect(appHeading(app)).to.equal('Problem MODPOW');
      expect(reloadButton(app), 'a Reload button').to.not.equal(undefined);
      expect(problemShown(app)).to.equal(false);
      await expect(app).to.be.accessible();
      // The connection returns: the browser says so, the probe (HEAD /api/ping) confirms, the
      // page loads itself.
      network.reachable = true;
      window.dispatchEvent(new Event('online'));
      await until(() => problemShown(app), 'the problem page, loaded by itself');
    } finally {
      restore();
    }
  });

  it('when the server answers but the code did not load, Reload loads it again', async () => {
    const { state, restore } = flakyProblemLoader();
    setConnectivityProbe(async () => true);
    try {
      const app = await openAppAt('/START101/problems-old/MODPOW');
      await until(() => appMainText(app).includes(LOAD_FAILED_TEXT) && reloadButton(app) !== undefined, 'the failure with Reload');
      expect(appMainText(app)).to.not.contain(OFFLINE_PAGE_TEXT);
      state.failing = false;
      reloadButton(app)!.click();
      await until(() => problemShown(app), 'the problem page after Reload');
    } finally {
      restore();
    }
  });

  it('/ide and /ide/{number} say what the IDE is and that this site cannot run code', async () => {
    expect(matchRoute('/ide')).to.deep.equal({ kind: 'ide', problem: '' });
    expect(matchRoute('/ide/1234')).to.deep.equal({ kind: 'ide', problem: '1234' });
    const app = await openAppAt('/ide');
    await until(() => appHeading(app) === IDE_TITLE, 'the IDE page');
    expect(appMainText(app)).to.contain(IDE_UNAVAILABLE_TEXT);
    await expect(app).to.be.accessible();
    const withProblem = await openAppAt('/ide/1234');
    await until(() => appMainText(withProblem).includes('problem 1234'), 'the IDE page for a problem');
  });

  /** The data table's body rows as cell texts, once it shows rows. */
  const tableRows = (app: Element): string[][] => {
    const table = appMain(app).querySelector('cc-data-table');
    return [...(table?.shadowRoot?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
  };
  const HEADERS = ['ID', 'User', 'Language', 'Verdict', 'Time', 'Memory', 'Date'];

  it('/status/{code} lists the problem\'s submissions (user, language, verdict, time, memory, date), filterable', async () => {
    const app = await openAppAt('/status/EVENSUM');
    await until(() => tableRows(app).length === 10, 'ten submissions');
    const table = appMain(app).querySelector('cc-data-table')!;
    const headers = [...table.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    for (const header of HEADERS) expect(headers.some((h) => h.startsWith(header)), header).to.equal(true);
    const userLink = table.shadowRoot!.querySelector<HTMLAnchorElement>('tbody a[href^="/users/"]')!;
    expect(userLink.getAttribute('href')).to.equal(`/users/${userLink.textContent}`);
    expect(appHeading(app)).to.equal('Submissions: EVENSUM');
    await expect(app).to.be.accessible();
    const accepted = await openAppAt('/status/EVENSUM?filterBy=verdict%3AAccepted');
    await until(() => tableRows(accepted).length > 0 && tableRows(accepted).every((row) => row.includes('Accepted')), 'only accepted ones');
  });

  it('"My submissions" is the same list filtered to the signed-in user', async () => {
    await signIn('alice');
    const app = await openAppAt('/START101/status/MODPOW');
    const mine = () => [...appMain(app).querySelectorAll('a')].find((a) => a.textContent === 'My submissions');
    await until(() => mine() !== undefined, 'the My submissions link');
    expect(mine()!.getAttribute('href')).to.equal('/START101/status/MODPOW?filterBy=user%3Aalice');
    const filtered = await openAppAt('/START101/status/MODPOW?filterBy=user%3Aalice');
    await until(() => tableRows(filtered).length === 2, 'alice\'s two submissions');
    expect(tableRows(filtered).every((row) => row.includes('alice'))).to.equal(true);
    expect(tableRows(filtered).map((row) => row[3]).sort()).to.deep.equal(['Partially Accepted', 'Wrong Answer']);
  });

  it('?tab=solution opens the problem\'s editorial instead of its statement; the tabs switch back', async () => {
    const app = await openAppAt('/problems-old/EVENSUM?tab=solution');
    const problem = () => appMain(app).querySelector('cc-problem')?.shadowRoot ?? null;
    await until(() => problem()?.querySelector('[part="editorial-text"]')?.textContent?.includes('both are even or both are odd') === true, 'the editorial');
    expect(problem()!.querySelector('[data-section="statement"]'), 'no statement').to.equal(null);
    const tabs = [...problem()!.querySelectorAll<HTMLAnchorElement>('[part="tabs"] a')];
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).to.deep.equal([
      ['Problem', '/problems-old/EVENSUM', null], ['Editorial', '/problems-old/EVENSUM?tab=solution', 'page'],
    ]);
    await expect(app).to.be.accessible();
    tabs[0].click();
    await until(() => problem()?.querySelector('[data-section="statement"]') != null, 'the statement');
    expect(problem()!.querySelector('[part="editorial-text"]')).to.equal(null);
    const none = await openAppAt('/problems-old/WARMUP?tab=solution');
    await until(() => (appMain(none).querySelector('cc-problem')?.shadowRoot?.textContent ?? '').includes(NO_EDITORIAL_TEXT), 'no editorial yet');
  });

  it('/teams/list/{contest}: the teams on a data table, each member linked to their profile', async () => {
    const app = await openAppAt('/teams/list/TEAM10');
    await until(() => tableRows(app).length === 3, 'three teams');
    expect(tableRows(app).map((row) => row[0])).to.deep.equal(['Null Pointers', 'Off By One', 'Segfault Squad']);
    const table = appMain(app).querySelector('cc-data-table')!;
    const members = [...table.shadowRoot!.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'));
    expect(members).to.deep.equal(['/users/premium', '/users/teamlead', '/users/mod']);
    expect([...appMain(app).querySelectorAll('a')].some((a) => a.getAttribute('href') === '/teams/TEAM10/edit')).to.equal(true);
    await expect(app).to.be.accessible();
  });

  it('/teams/{contest}/edit: a visitor is asked to sign in; alice creates a team, invites by handle, leaves', async () => {
    const visitor = await openAppAt('/teams/TEAM10/edit');
    await until(() => [...appMain(visitor).querySelectorAll('a')].some((a) => a.getAttribute('href') === '/login?destination=%2Fteams%2FTEAM10%2Fedit'), 'the sign-in link');
    await signInForPosts('alice');
    try {
      const app = await openAppAt('/teams/TEAM10/edit');
      await until(() => appMain(app).querySelector('#team-name') !== null, 'the new-team form');
      await expect(app).to.be.accessible();
      const name = appMain(app).querySelector<HTMLInputElement>('#team-name')!;
      name.focus();
      await sendKeys({ type: 'Null Pointers' });
      appMain(app).querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
      await until(() => appMain(app).querySelector('[role="alert"]')?.textContent === 'A team named "Null Pointers" already exists in this contest.', 'the name taken');
      expect(name.value, 'the typed name stays').to.equal('Null Pointers');
      name.select();
      await sendKeys({ type: 'Rubber Ducks' });
      appMain(app).querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
      await until(() => appMain(app).querySelector('h2')?.textContent === 'Rubber Ducks', 'the new team');
      const invite = appMain(app).querySelector<HTMLElement>('cc-autocomplete#team-invite')!;
      await until(() => inputOf(invite) != null, 'the handle field');
      inputOf(invite).focus();
      await sendKeys({ type: 'rav' });
      await until(() => shownOptions(invite).includes('ravi'), 'ravi suggested');
      const index = shownOptions(invite).indexOf('ravi');
      for (let i = 0; i <= index; i++) await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await until(() => inputOf(invite).value === 'ravi', 'ravi chosen');
      appMain(app).querySelector<HTMLButtonElement>('.team-form button[type="submit"]')!.click();
      await until(() => [...appMain(app).querySelectorAll('[aria-label="Members"] a')].map((a) => a.textContent).join() === 'alice,ravi', 'ravi in the team');
      appMain(app).querySelector<HTMLButtonElement>('button.leave')!.click();
      await until(() => appMain(app).querySelector('#team-name') !== null, 'the new-team form again');
    } finally {
      await leaveTeam10();
      await signIn('ravi');
      await leaveTeam10();
    }
  });

  it('an unknown roadmap is the site\'s not-found page; a known one its roadmap', async () => {
    const app = await openAppAt('/roadmap/no-such-roadmap');
    await until(() => appHeading(app) === 'Page not found', 'the not-found page');
    expect(appMain(app).querySelector('cc-roadmap')).to.equal(null);
    const known = await openAppAt('/roadmap/sql');
    await until(() => appMain(known).querySelector('cc-roadmap') !== null, 'the roadmap element');
  });
});

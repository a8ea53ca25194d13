// cc-app as the site shell: the shell's elements, the once-per-page duties (logout marker, user
// key, user messages after 2 s), the contest-start-notification trigger, and pages that tell
// the app their title (cc-page-meta).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-app';
import '../../elements/cc-contest-start-notification';
import { getCookie, setCookie } from '../../src/core/cookies';
import { nav } from '../../src/core/nav';
import { onNotify, type Notification } from '../../src/core/notify';
import { storage } from '../../src/core/storage';
import { provideElementLoaders } from '../../src/features/app/lazy-elements';
import { CONTEST_START_EVENT } from '../../src/features/contest-start-notification/triggers';
import { fakeTimers, jsonResponse, settle } from '../core/helpers';
import { until } from '../support/until';
import { appMain, clearSettings, embedSettings, guardPage, mountApp, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';

const SHELL_TAGS = [
  'cc-header', 'cc-account-prompts', 'cc-offline-banner', 'cc-cookie-banner', 'cc-toasts', 'cc-alerts', 'cc-command-prompt',
];

describe('cc-app shell', () => {
  let page: PageGuard;
  const added: Element[] = [];
  let restoreLoaders = () => undefined as void;
  beforeEach(() => {
    page = guardPage();
    // The shell as such: page elements and the late shell parts stay undefined (their loads
    // never finish) unless a test gives its own loader; their own tests cover them.
    const pending = () => new Promise<never>(() => undefined);
    restoreLoaders = provideElementLoaders(Object.fromEntries([
      'cc-roadmap', 'cc-contest-page', 'cc-problem', 'cc-server-form', 'cc-data-table', 'cc-account-prompts',
      'cc-offline-banner', 'cc-cookie-banner', 'cc-toasts', 'cc-alerts', 'cc-command-prompt',
    ].map((tag) => [tag, pending])));
  });
  afterEach(() => {
    restoreLoaders();
    restoreLoaders = () => undefined;
    added.splice(0).forEach((node) => node.remove());
    page.restore();
    clearSettings();
    resetPage();
    sinon.restore();
  });

  it('places the shell elements around one main area, after a skip button that focuses it', async () => {
    const app = await mountApp();
    const root = app.shadowRoot!;
    for (const tag of SHELL_TAGS) expect(root.querySelectorAll(tag).length, tag).to.equal(1);
    expect(root.querySelectorAll('main').length).to.equal(1);
    const order = [...root.querySelectorAll(`.skip-link, main, ${SHELL_TAGS.join(', ')}`)].map((n) => n.localName);
    expect(order).to.deep.equal([
      'button', 'cc-header', 'cc-offline-banner', 'main', 'cc-account-prompts', 'cc-cookie-banner', 'cc-toasts',
      'cc-alerts', 'cc-command-prompt',
    ]);
    // Keyboard: the skip button is the first stop and moves focus to the main area.
    const before = document.createElement('button');
    before.textContent = 'before';
    app.before(before);
    added.push(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Skip to content');
    await sendKeys({ press: 'Enter' });
    expect(root.activeElement).to.equal(appMain(app));
  });

  it('once per page: clears storage after a logout, checks the user key, shows messages after 2 s', async () => {
    const realFetch = window.fetch.bind(window);
    const calls: string[] = [];
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      calls.push(url.pathname);
      if (url.pathname === '/api/user/messages') {
        return jsonResponse({ status: 'success', messages: { info: ['Your weekly streak is 3 days.'] } });
      }
      return realFetch(input, init);
    });
    resetPage(); // a new page load, which the shell starts again
    const shown: Notification[] = [];
    onNotify((n) => shown.push(n));
    storage.set('cc:previous-user', 'secret');
    setCookie('logout_marker', 'done');
    const clock = fakeTimers(Date.now());
    try {
      await mountApp();
      expect(storage.get('cc:previous-user'), 'storage cleared at start').to.equal(null);
      expect(getCookie('logout_marker')).to.equal(undefined);
      await settle();
      expect(calls).to.include('/api/user/key');
      await clock.tickAsync(1999);
      expect(calls).to.not.include('/api/user/messages');
      await clock.tickAsync(1);
      await settle();
      expect(calls.filter((c) => c === '/api/user/messages')).to.have.length(1);
      await until(() => shown.length > 0, 'the message');
      expect(shown[0]).to.deep.include({ style: 'info', message: 'Your weekly streak is 3 days.' });

      // A second app on the same page does not run them again.
      await mountApp();
      await clock.tickAsync(5000);
      await settle();
      expect(calls.filter((c) => c === '/api/user/messages')).to.have.length(1);
    } finally {
      clock.restore();
    }
  });

  it('contest-start trigger: a visitor goes to the login page with the current path as destination', async () => {
    embedSettings({ username: '' });
    await mountApp();
    await mountApp(); // a second app on the page must not handle the click again
    nav.push('/START1?tab=rules');
    const trigger = document.createElement('button');
    trigger.dataset.ccContestStartNotification = 'START1';
    trigger.textContent = 'Remind me';
    document.body.append(trigger);
    added.push(trigger);
    const events: Event[] = [];
    const record = (e: Event) => events.push(e);
    document.addEventListener(CONTEST_START_EVENT, record);
    trigger.click();
    await until(() => page.assign.callCount === 1, 'the login redirect');
    await settle();
    document.removeEventListener(CONTEST_START_EVENT, record);
    expect(page.assign.callCount).to.equal(1);
    expect(page.assign.firstCall.args[0]).to.equal('/login?destination=%2FSTART1%3Ftab%3Drules');
    expect(events).to.have.length(0);
  });

  it('contest-start trigger: a signed-in user gets the event and the popup, also from a link in a shadow root', async () => {
    embedSettings({ username: 'alice' });
    const app = await mountApp();
    const popups = app.shadowRoot!.querySelectorAll('cc-contest-start-notification');
    expect(popups.length, 'the app renders the popup element once').to.equal(1);
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<a href="/START7" data-cc-contest-start-notification="START7"><span>Set a reminder</span></a>';
    document.body.append(host);
    added.push(host);
    const events: CustomEvent[] = [];
    const record = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener(CONTEST_START_EVENT, record);
    const start = location.pathname;
    let taken = false;
    const check = (e: Event) => {
      taken = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', check);
    host.shadowRoot!.querySelector('span')!.click();
    window.removeEventListener('click', check);
    await until(() => events.length === 1, 'the event');
    document.removeEventListener(CONTEST_START_EVENT, record);
    expect(events[0].detail).to.deep.equal({ contestCode: 'START7' });
    expect(taken, 'the link itself does not navigate').to.equal(true);
    expect(location.pathname, 'nor does the app').to.equal(start);
    expect(page.assign.callCount).to.equal(0);
    const dialog = () => popups[0].shadowRoot?.querySelector('dialog') ?? null;
    await until(() => dialog()?.open === true, 'the reminder popup');
    expect(dialog()!.querySelector('h2')!.textContent).to.equal('Contest reminder: START7');
    await sendKeys({ press: 'Escape' });
    await until(() => dialog()?.open === false, 'closed with Escape');
  });

  it('loads the contest element with its route, and takes its custom title and description', async () => {
    // Stands in for the contest page: it announces the contest's custom title. Its loader
    // defines it when the test says so, as a slow network would.
    let finishLoading = () => undefined as void;
    const loaderCalls: string[] = [];
    provideElementLoaders({
      'cc-contest-page': () => new Promise<void>((resolve) => {
        loaderCalls.push('cc-contest-page');
        finishLoading = () => {
          customElements.define('cc-contest-page', class extends HTMLElement {
            connectedCallback() {
              const code = this.getAttribute('code');
              this.dispatchEvent(new CustomEvent('cc-page-meta', {
                bubbles: true, composed: true,
                detail: { title: `${code} | Rated for Div 2`, description: `${code}: six problems in two hours.` },
              }));
            }
          });
          resolve();
        };
      }),
    });
    history.replaceState(null, '', '/START1');
    const app = await mountApp();
    // While it loads, its tag holds the page's place and the page is not called unavailable.
    await until(() => loaderCalls.length === 1, 'the contest element requested with its route');
    await until(() => appMain(app).querySelector('cc-contest-page') !== null, 'the tag in place while loading');
    expect(appMain(app).textContent).to.not.include('not available');
    expect(document.title).to.equal('Contest START1');
    finishLoading();
    await until(() => appMain(app).querySelector('cc-contest-page') !== null, 'the contest element');
    expect(appMain(app).querySelector('cc-contest-page')!.getAttribute('code')).to.equal('START1');
    await until(() => document.title === 'START1 | Rated for Div 2', 'the custom title');
    const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;
    expect(description()).to.equal('START1: six problems in two hours.');
    nav.push('/START2');
    await until(() => document.title === 'START2 | Rated for Div 2', 'the next contest');
    // Leaving the contest drops its title and description; a malformed event is ignored.
    nav.push('/no/such/page');
    await until(() => document.title === 'Page not found', 'not found');
    expect(description()).to.equal(null);
    appMain(app).dispatchEvent(new CustomEvent('cc-page-meta', { bubbles: true, composed: true, detail: { title: 42 } }));
    appMain(app).dispatchEvent(new CustomEvent('cc-page-meta', { bubbles: true, composed: true, detail: '  ' }));
    await settle(2);
    expect(document.title).to.equal('Page not found');
  });

  it("on a problem route the announcements, then the shell's other late parts, wait until the page says it has shown (cc-page-meta)", async () => {
    const asked: string[] = [];
    const failing = (tag: string) => () => {
      asked.push(tag);
      return Promise.reject(new Error('not under test'));
    };
    // cc-alerts cannot load here: that counts as the announcements settled.
    provideElementLoaders({ 'cc-cookie-banner': failing('cc-cookie-banner'), 'cc-alerts': failing('cc-alerts'), 'cc-toasts': failing('cc-toasts') });
    // Its page element never arrives (pending loader), so only the event below says it has shown.
    expect(customElements.get('cc-problem')).to.equal(undefined);
    history.replaceState(null, '', '/START1/problems-old/ABC');
    const app = await mountApp();
    await until(() => asked.includes('cc-cookie-banner'), 'the first stage');
    for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(asked, 'the problem has not shown yet').to.deep.equal(['cc-cookie-banner']);
    appMain(app).dispatchEvent(new CustomEvent('cc-page-meta', { bubbles: true, composed: true, detail: { title: 'ABC' } }));
    await until(() => asked.includes('cc-alerts'), 'the announcements once the page has shown');
    await until(() => asked.includes('cc-toasts'), 'then the rest (cc-alerts could not load: nothing to wait for)');
    expect(asked.indexOf('cc-alerts')).to.be.lessThan(asked.indexOf('cc-toasts'));
  });

  it("the shell's last late parts wait until cc-alerts says the announcements are in and shown", async () => {
    const asked: string[] = [];
    const failing = (tag: string) => () => {
      asked.push(tag);
      return Promise.reject(new Error('not under test'));
    };
    // Stands in for cc-alerts: it says it has settled when the test says so.
    let settleAlerts = () => undefined as void;
    provideElementLoaders({
      'cc-cookie-banner': failing('cc-cookie-banner'),
      'cc-toasts': failing('cc-toasts'),
      'cc-alerts': async () => {
        asked.push('cc-alerts');
        if (!customElements.get('cc-alerts')) {
          customElements.define('cc-alerts', class extends HTMLElement {
            connectedCallback() {
              settleAlerts = () => void this.dispatchEvent(new CustomEvent('cc-alerts-settled', { bubbles: true, composed: true, detail: { alerts: 1 } }));
            }
          });
        }
      },
    });
    // The home page shows its content with the app's first paint: only the announcements hold the stage.
    history.replaceState(null, '', '/');
    const app = await mountApp();
    await until(() => asked.includes('cc-alerts'), 'the announcements stage');
    await until(() => app.shadowRoot!.querySelector('cc-alerts') !== null, 'cc-alerts in the shell');
    for (let i = 0; i < 5; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(asked, 'the announcements are not in yet').to.not.include('cc-toasts');
    const leaked: Event[] = [];
    const record = (event: Event) => leaked.push(event);
    document.addEventListener('cc-alerts-settled', record);
    settleAlerts();
    await until(() => asked.includes('cc-toasts'), 'the last stage once the announcements are shown');
    document.removeEventListener('cc-alerts-settled', record);
    expect(leaked, 'the event stops at the app').to.deep.equal([]);
  });

  it('the late stages wait no more than 2 s for a page (or announcements) that never says it has shown', async () => {
    const clock = fakeTimers();
    try {
      const asked: string[] = [];
      const failing = (tag: string) => () => {
        asked.push(tag);
        return Promise.reject(new Error('not under test'));
      };
      provideElementLoaders({ 'cc-cookie-banner': failing('cc-cookie-banner'), 'cc-alerts': failing('cc-alerts'), 'cc-toasts': failing('cc-toasts') });
      history.replaceState(null, '', '/START1/problems-old/ABC');
      const app = await mountApp();
      expect(app).to.exist;
      await clock.tickAsync(1900);
      expect(asked).to.deep.equal(['cc-cookie-banner']);
      await clock.tickAsync(200);
      // The stage then starts after the next frame is painted (a real frame, then its task).
      for (let i = 0; i < 10 && !asked.includes('cc-toasts'); i++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        await clock.tickAsync(1);
      }
      expect(asked).to.include('cc-toasts');
    } finally {
      clock.restore();
    }
  });

  it('consumes cc-page-meta at its shadow root and lets the shell events it declares reach the page', async () => {
    history.replaceState(null, '', '/no/such/page');
    const app = await mountApp();
    await until(() => document.title === 'Page not found', 'not found');
    const seen: string[] = [];
    const record = (event: Event) => seen.push(`${event.type}@${(event.target as Element).localName}`);
    for (const name of ['cc-page-meta', 'cc-cookie-consent']) document.addEventListener(name, record);
    try {
      const detail = { title: 'Inner title', description: null };
      appMain(app).dispatchEvent(new CustomEvent('cc-page-meta', { bubbles: true, composed: true, detail }));
      appMain(app).dispatchEvent(new CustomEvent('cc-cookie-consent', { bubbles: true, composed: true, detail: { version: '1', sentToServer: false } }));
      await until(() => document.title === 'Inner title', 'the app took the title');
      expect(seen).to.deep.equal(['cc-cookie-consent@cc-app']);
    } finally {
      for (const name of ['cc-page-meta', 'cc-cookie-consent']) document.removeEventListener(name, record);
    }
  });
});

// <cc-alerts> against the reference server: the real socket through the test server's /ws/
// proxy, an admin's POST reaching the page, acknowledgement records, other tabs, markup safety.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-alerts';
import { getCookie } from '../../src/core/cookies';
import { deepActiveElement, setFocusHome } from '../../src/core/focus';
import { alertQueueAtom, alertSocket, ACK_BROADCAST_CHANNEL } from '../../src/state/alerts';
import { store } from '../../src/core/store';
import { shadowText, until } from '../support/until';
import {
  dialogOf,
  embedSettings,
  maskOf,
  messageOf,
  newestAlertId,
  okayOf,
  postAlert,
  resetAlertsPage,
  signIn,
} from './alerts-helpers';
import { expectSameNode, nodeLabel } from '../support/shadow';

const deepActive = deepActiveElement;

/** Mounts <cc-alerts> and waits until its socket is open and the recent alerts are in. */
async function mountConnected(template = html`<cc-alerts></cc-alerts>`): Promise<HTMLElement> {
  const fetchSpy = sinon.spy(window, 'fetch');
  const el = await fixture<HTMLElement>(template);
  await until(() => alertSocket()?.state === 'open', 'the alert socket to open');
  await until(() => fetchSpy.getCalls().some((call) => String(call.args[0]).includes('/api/alerts/recent')), 'recent call');
  const call = fetchSpy.getCalls().find((c) => String(c.args[0]).includes('/api/alerts/recent'))!;
  await call.returnValue.catch(() => undefined);
  await until(() => true, 'settle');
  fetchSpy.restore();
  return el;
}

/** Like until(), on timer tasks: frames may stop while another window is in front. */
async function pollTasks(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Marks every alert now on the server as acknowledged, so only new ones are shown. */
async function acknowledgeEverything(username: string, contests: string[] = []): Promise<number> {
  const newest = await newestAlertId();
  localStorage.setItem('alerts-all', String(newest));
  for (const code of contests) localStorage.setItem(`${username}|contest_${code}`, String(newest + 1000));
  return newest;
}

describe('cc-alerts with the reference server', () => {
  beforeEach(async () => {
    resetAlertsPage();
    await signIn('admin');
  });
  afterEach(() => {
    sinon.restore();
    resetAlertsPage();
  });

  it('on open shows the recent alerts after the last acknowledged ids, asked per channel', async () => {
    await embedSettings(['START101']);
    const { alert } = await postAlert('<p>Recent <b>one</b></p>');
    localStorage.setItem('alerts-all', String(alert.id - 1));
    const fetchSpy = sinon.spy(window, 'fetch');
    const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await until(() => !!dialogOf(el), 'the alert dialog');
    const recent = fetchSpy.getCalls().map((c) => new URL(String(c.args[0]), location.href)).find((u) => u.pathname === '/api/alerts/recent')!;
    expect(Object.fromEntries(recent.searchParams)).to.deep.equal({ 'alerts-all': String(alert.id - 1), contest_START101: '-1' });
    expect(dialogOf(el)!.querySelector('h2')!.textContent).to.equal('IMPORTANT ANNOUNCEMENT');
    expect(messageOf(el)!.textContent).to.equal('Recent one');
    expect(okayOf(el)!.textContent).to.equal('Okay');
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([alert.id]);
    expect(alertSocket()!.channels).to.deep.equal(['alerts-all', 'contest_START101']);
  });

  it('says cc-alerts-settled once, after the recent alerts are answered and shown', async () => {
    await embedSettings([]);
    const { alert } = await postAlert('<p>Settled <b>one</b></p>');
    localStorage.setItem('alerts-all', String(alert.id - 1));
    const heard: Array<{ alerts: number; dialog: boolean }> = [];
    const listen = (event: Event) => {
      const el = event.target as HTMLElement;
      heard.push({ ...(event as CustomEvent<{ alerts: number }>).detail, dialog: !!dialogOf(el) });
    };
    document.addEventListener('cc-alerts-settled', listen);
    try {
      const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
      await until(() => heard.length > 0, 'cc-alerts-settled');
      expect(heard).to.deep.equal([{ alerts: 1, dialog: true }], 'the alert is on screen when it says so');
      okayOf(el)!.click();
      await until(() => !dialogOf(el), 'acknowledged');
      await postAlert('<p>Pushed later</p>');
      await until(() => !!dialogOf(el), 'the pushed alert');
      expect(heard.length, 'once per page').to.equal(1);
    } finally {
      document.removeEventListener('cc-alerts-settled', listen);
    }
  });

  it('an admin POST reaches the subscribed page; Okay records the ack in storage and cookie', async () => {
    const username = await embedSettings(['START101']);
    expect(username).to.equal('admin');
    await acknowledgeEverything(username, []);
    const el = await mountConnected(html`<cc-alerts contests="START102"></cc-alerts>`);
    expect(alertSocket()!.channels).to.deep.equal(['alerts-all', 'contest_START101', 'contest_START102']);
    expect(dialogOf(el)?.outerHTML, 'nothing unacknowledged yet').to.equal(undefined);

    const { alert, delivered } = await postAlert('<p>Round <em>two</em> starts in 5 minutes</p>', { type: 'contest', contestCode: 'START102' });
    expect(delivered).to.be.greaterThan(0);
    await until(() => !!dialogOf(el), 'the pushed alert');
    const dialog = dialogOf(el)!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('IMPORTANT ANNOUNCEMENT');
    expect(messageOf(el)!.innerHTML).to.equal('<p>Round <em>two</em> starts in 5 minutes</p>');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('IMPORTANT ANNOUNCEMENT');
    expectSameNode(deepActive(), okayOf(el), 'focus on Okay');

    const acknowledged = sinon.spy();
    el.addEventListener('cc-alert-acknowledged', (e) => acknowledged((e as CustomEvent).detail));
    okayOf(el)!.click();
    await until(() => !dialogOf(el) && !maskOf(el), 'the mask to hide');
    expect(acknowledged.calledOnceWith({ id: alert.id, channel: 'contest_START102' })).to.equal(true);
    expect(localStorage.getItem('admin|contest_START102')).to.equal(String(alert.id));
    expect(getCookie('admin|contest_START102')).to.equal(String(alert.id));
    expect(localStorage.getItem('alerts-all'), 'the all channel is untouched').to.not.equal(String(alert.id));
  });

  it('keys the all channel without the username, and ignores pushes it already acknowledged', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const el = await mountConnected();
    const { alert } = await postAlert('For everyone');
    await until(() => shadowText(el).includes('For everyone'), 'the alert');
    okayOf(el)!.click();
    await until(() => !dialogOf(el), 'acknowledged');
    expect(localStorage.getItem('alerts-all')).to.equal(String(alert.id));
    expect(getCookie('alerts-all')).to.equal(String(alert.id));
    expect(getCookie('admin|alerts-all')).to.equal(undefined);
    // Another connection (a reconnect) does not bring it back.
    window.dispatchEvent(new Event('cc-alerts-reconnect'));
    await until(() => alertSocket()?.state === 'connecting' || alertSocket()?.state === 'open', 'reconnect');
    await until(() => alertSocket()?.state === 'open', 'open again');
    const second = await postAlert('After the reconnect');
    await until(() => shadowText(el).includes('After the reconnect'), 'pushed on the new socket');
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([second.alert.id]);
  });

  it('stacks extra alerts 10px apart behind a 500px box on a full-screen blurred mask at z-index 10000', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const el = await mountConnected();
    await postAlert('First');
    await postAlert('Second');
    await postAlert('Third');
    await until(() => store.get(alertQueueAtom).length === 3, 'three alerts');
    await until(() => el.shadowRoot!.querySelectorAll('[part="stacked"]').length === 2, 'two cards behind');
    expect(shadowText(dialogOf(el)!)).to.contain('First').and.contain('1 of 3 announcements');
    const mask = maskOf(el)!;
    const style = getComputedStyle(mask);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal('10000');
    expect(style.backdropFilter).to.match(/^blur\(\dpx\)$/);
    const rect = mask.getBoundingClientRect();
    expect([rect.left, rect.top, rect.width, rect.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    const box = dialogOf(el)!.getBoundingClientRect();
    expect(box.width).to.equal(500);
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="stacked"]')].map((c) => c.getBoundingClientRect());
    const offsets = cards.map((c) => [c.left - box.left, c.top - box.top]).sort((a, b) => a[0] - b[0]);
    expect(offsets).to.deep.equal([[10, 10], [20, 20]]);
    // The top box is what a click in its middle hits.
    const hit = el.shadowRoot!.elementFromPoint(box.left + 250, box.top + 10);
    expect(dialogOf(el)!.contains(hit), `the topmost node at the centre is in the dialog (got ${nodeLabel(hit)})`).to.equal(true);
    await expect(el).to.be.accessible();

    okayOf(el)!.click();
    await until(() => shadowText(dialogOf(el)!).includes('Second'), 'the next alert on top');
    expect(shadowText(dialogOf(el)!)).to.contain('1 of 2 announcements');
    expectSameNode(deepActive(), okayOf(el), 'focus on Okay');
  });

  it('traps focus while shown and gives it back when the queue empties', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const button = document.createElement('button');
    button.textContent = 'Page button';
    document.body.append(button);
    try {
      const el = await mountConnected();
      button.focus();
      await postAlert('See <a href="/learn">the roadmap</a>');
      await until(() => !!dialogOf(el), 'the alert');
      await until(() => deepActive() === okayOf(el), 'focus on Okay');
      await sendKeys({ press: 'Tab' });
      expect(deepActive()!.tagName).to.equal('A');
      await sendKeys({ press: 'Tab' });
      expectSameNode(deepActive(), okayOf(el), 'focus on Okay');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      expect(deepActive()!.tagName).to.equal('A');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expectSameNode(deepActive(), okayOf(el), 'focus on Okay');
      await sendKeys({ press: 'Escape' });
      expect(dialogOf(el), 'Escape does not dismiss').to.not.equal(null);
      button.focus(); // e.g. a page script
      expectSameNode(deepActive(), okayOf(el), 'focus on Okay');
      await sendKeys({ press: 'Enter' });
      await until(() => !dialogOf(el), 'acknowledged with the keyboard');
      expectSameNode(deepActive(), button, 'focus back on the page button');
    } finally {
      button.remove();
    }
  });

  it("after Okay, focus goes to the page's main content when the place the user was is gone, never to the body", async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const main = document.createElement('main');
    main.tabIndex = -1;
    const gone = document.createElement('button');
    gone.textContent = "The server's Okay";
    document.body.append(main, gone);
    const unregister = setFocusHome(() => main.focus());
    try {
      const el = await mountConnected();
      gone.focus(); // as the server's copy of the dialog has focus at load, then is removed
      await postAlert('Shown while the page loads');
      await until(() => !!dialogOf(el), 'the alert');
      gone.remove();
      await until(() => deepActive() === okayOf(el), 'focus on Okay');
      await sendKeys({ press: 'Enter' });
      await until(() => !dialogOf(el), 'acknowledged');
      expect(deepActive() === main, 'focus on the main content').to.equal(true);
    } finally {
      unregister();
      main.remove();
      gone.remove();
    }
  });

  it('neutralises script in alert markup', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const win = window as unknown as { ccPwned?: number };
    delete win.ccPwned;
    const el = await mountConnected();
    await postAlert('<img src=x onerror="window.ccPwned=1"><a href="javascript:void(window.ccPwned=2)">click</a><script>window.ccPwned=3</script><p style="position:fixed" onclick="window.ccPwned=4">text</p>');
    await until(() => !!messageOf(el), 'the alert');
    const message = messageOf(el)!;
    // Booleans, not elements: a failing assertion must not try to print live DOM nodes.
    expect(message.querySelector('script')?.outerHTML, 'no script element').to.equal(undefined);
    expect(message.querySelector('img')!.hasAttribute('onerror'), 'img onerror').to.equal(false);
    expect(message.querySelector('a')!.hasAttribute('href'), 'javascript: href').to.equal(false);
    expect(message.querySelector('p')!.hasAttribute('onclick'), 'onclick').to.equal(false);
    expect(message.querySelector('p')!.hasAttribute('style'), 'inline style').to.equal(false);
    const img = message.querySelector('img')!;
    await until(() => img.complete, 'the broken image to fail loading'); // when onerror would run
    message.querySelector('a')!.click();
    message.querySelector('p')!.click();
    await until(() => true, 'a frame');
    expect(win.ccPwned).to.equal(undefined);
  });

  it('stays visible and readable on a page with hostile CSS', async () => {
    const hostile = new CSSStyleSheet();
    hostile.replaceSync(`
      cc-alerts { display: none !important; opacity: 0 !important; transform: scale(0) !important; }
      * { font-size: 40px !important; z-index: 0 !important; backdrop-filter: none !important; visibility: hidden !important; }
      button { display: none !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      await embedSettings();
      await acknowledgeEverything('admin');
      const el = await mountConnected();
      await postAlert('Visible anyway');
      await until(() => !!dialogOf(el), 'the alert');
      const mask = maskOf(el)!;
      expect(getComputedStyle(el).display).to.equal('contents');
      expect(getComputedStyle(mask).zIndex).to.equal('10000');
      expect(getComputedStyle(mask).visibility).to.equal('visible');
      expect(getComputedStyle(mask).backdropFilter).to.match(/blur/);
      expect(getComputedStyle(dialogOf(el)!).fontSize).to.equal('15px');
      const okay = okayOf(el)!.getBoundingClientRect();
      expect(okay.width).to.be.greaterThan(0);
      const hit = el.shadowRoot!.elementFromPoint(okay.left + okay.width / 2, okay.top + okay.height / 2);
      expectSameNode(hit, okayOf(el), 'Okay is on top and clickable');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });

  it('removes an alert another tab acknowledged (storage broadcast)', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const el = await mountConnected();
    const { alert: first } = await postAlert('Acknowledged elsewhere');
    await postAlert('Still here');
    await until(() => store.get(alertQueueAtom).length === 2, 'two alerts');
    // Exactly what storage.broadcast() in another tab produces here.
    window.dispatchEvent(new StorageEvent('storage', {
      key: `cc:bc:${ACK_BROADCAST_CHANNEL}`,
      newValue: JSON.stringify({ message: { id: first.id }, nonce: 'other-tab' }),
      storageArea: localStorage,
    }));
    await until(() => !shadowText(el).includes('Acknowledged elsewhere'), 'the alert removed');
    expect(shadowText(dialogOf(el)!)).to.contain('Still here');
  });

  it('tells a real second window of the same origin which alert was acknowledged', async () => {
    await embedSettings();
    await acknowledgeEverything('admin');
    const el = await mountConnected();
    const { alert } = await postAlert('Two tabs');
    await until(() => !!dialogOf(el), 'the alert');
    // A popup window, so this page stays visible and keeps rendering frames.
    const other = window.open('about:blank', 'cc-alerts-second-tab', 'popup,width=200,height=200')!;
    expect(other, 'popup opened').to.not.equal(null);
    try {
      const seen: unknown[] = [];
      other.addEventListener('storage', (event) => {
        if (event.key === `cc:bc:${ACK_BROADCAST_CHANNEL}` && event.newValue) seen.push(JSON.parse(event.newValue).message);
      });
      okayOf(el)!.click();
      await pollTasks(() => seen.length === 1, 'the other window told');
      expect(seen[0]).to.deep.equal({ id: alert.id });
    } finally {
      other.close();
    }
  });
});

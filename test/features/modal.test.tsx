import { expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-modal';
import { forgetUserKey } from '../../src/api/cache';
import { getCookie, removeCookie } from '../../src/core/cookies';
import { store } from '../../src/core/store';
import { pageSettingsAtom, refreshSessionAtom } from '../../src/state/session';
import { deepActiveElement } from '../../src/core/focus';
import { animationsDone, until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';
import { serverSignOut } from '../support/server-session';
import { expectSameNode } from '../support/shadow';

const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog')!;
const isShown = (el: Element) => !!el.shadowRoot?.querySelector('dialog')?.open;

/** Name of the focused control, inside shadow roots too. */
function focusedName(): string {
  const active = deepActiveElement() as HTMLElement | null;
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
}

/** Expiry of a cookie in ms since the epoch, null for a session cookie (Chrome's cookieStore). */
async function cookieExpiry(name: string): Promise<number | null | undefined> {
  const cookie = (await cookieStore.get(name)) as (CookieListItem & { expires?: number | null }) | null;
  return cookie?.expires;
}

async function page(markup: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  return fixture(wrapper);
}

/** Lets the session settle and React commit, so "not shown" means refused, not still loading. */
async function settled(): Promise<void> {
  await store.get(pageSettingsAtom).catch(() => undefined);
  for (let i = 0; i < 4; i++) await nextFrame();
}

/** A fresh session as after a sign-in or sign-out: nothing cached for the previous user. */
function reloadSession(): void {
  localStorage.clear();
  resetPage();
  forgetUserKey();
  store.set(refreshSessionAtom);
}

async function csrf(): Promise<string> {
  const me = await (await fetch('/api/user/me', { cache: 'no-store' })).json();
  return me.csrfToken as string;
}

async function authCall(path: string, body: unknown): Promise<void> {
  // A background call of the page may start a visitor session and replace the cookie the
  // token belongs to (403): ask for a fresh token and try again.
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await csrf() },
      body: JSON.stringify(body),
    });
    if (response.ok) return;
  }
  throw new Error(`${path} failed`);
}

describe('cc-modal', () => {
  // A visitor's page: an earlier test file in the same browser may have left a signed-in cookie.
  before(async () => {
    await serverSignOut();
    reloadSession();
  });

  afterEach(() => {
    sinon.restore();
    for (const key of ['cc-test-once', 'cc-test-once-days', 'cc-test-once-expiry']) removeCookie(key);
  });

  it('opens as a labelled modal dialog with its type icon and moves focus inside', async () => {
    const root = await page(`
      <button id="opener">Open rules</button>
      <cc-modal type="warning" heading="Contest rules">
        <p>Read <a href="#rules">the rules</a> first.</p>
      </cc-modal>`);
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const modal = root.querySelector('cc-modal')!;
    opener.focus();
    modal.setAttribute('open', '');
    await until(() => isShown(modal), 'dialog open');
    const dialog = dialogOf(modal);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const heading = modal.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(heading.textContent).to.equal('Contest rules');
    expect(heading.tagName).to.equal('H2');
    expect(modal.shadowRoot!.querySelector('svg[role="img"]')!.getAttribute('aria-label')).to.equal('Warning');
    await until(() => focusedName() === 'the rules', 'focus on the first control of the content');
  });

  it('traps Tab and Shift+Tab inside, through slotted content and actions', async () => {
    const root = await page(`
      <button id="before">Before</button>
      <cc-modal heading="Trap" open>
        <a href="#x">Link</a> <input aria-label="Name">
        <button slot="actions" data-close="yes">Agree</button>
        <button slot="actions" data-close="no">Later</button>
      </cc-modal>
      <button id="after">After</button>`);
    const modal = root.querySelector('cc-modal')!;
    await until(() => isShown(modal) && focusedName() === 'Link', 'open with focus on Link');
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(focusedName());
    }
    expect(order).to.deep.equal(['Name', 'Agree', 'Later', 'Close', 'Link']);
    const back: string[] = [];
    for (let i = 0; i < 2; i++) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      back.push(focusedName());
    }
    expect(back).to.deep.equal(['Close', 'Later']);
  });

  it('closes on Escape, reports it, removes open and restores focus', async () => {
    const root = await page(`<button id="opener">Open</button><cc-modal heading="Esc"><p>Text</p></cc-modal>`);
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const modal = root.querySelector('cc-modal')!;
    const closes: unknown[] = [];
    modal.addEventListener('cc-close', (e) => closes.push((e as CustomEvent).detail));
    const opened = new Promise((resolve) => modal.addEventListener('cc-open', resolve, { once: true }));
    opener.focus();
    modal.setAttribute('open', '');
    await opened;
    await until(() => focusedName() === 'Okay', 'focus on the default action');
    await sendKeys({ press: 'Escape' });
    await until(() => !isShown(modal), 'closed');
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(closes).to.deep.equal([{ reason: 'escape' }]);
    expectSameNode(document.activeElement, opener, 'focus back on the opener');
  });

  it('stays open when cc-close is cancelled', async () => {
    const root = await page(`<cc-modal heading="Keep" open><p>Text</p></cc-modal>`);
    const modal = root.querySelector('cc-modal')!;
    await until(() => isShown(modal) && focusedName() === 'Okay', 'open');
    const keep = (e: Event) => e.preventDefault();
    modal.addEventListener('cc-close', keep);
    await sendKeys({ press: 'Escape' });
    modal.shadowRoot!.querySelector<HTMLButtonElement>('.close')!.click();
    for (let i = 0; i < 3; i++) await nextFrame();
    expect(isShown(modal)).to.equal(true);
    expect(modal.hasAttribute('open')).to.equal(true);
    modal.removeEventListener('cc-close', keep);
    modal.shadowRoot!.querySelector<HTMLButtonElement>('.close')!.click();
    await until(() => !isShown(modal), 'closed once allowed');
  });

  it('closes from a data-close action, the × control and the backdrop', async () => {
    const root = await page(`
      <cc-modal heading="Actions" open><p>Choose</p><button slot="actions" data-close="agree">Agree</button></cc-modal>`);
    const modal = root.querySelector('cc-modal')! as HTMLElement & { open?: boolean };
    const reasons: unknown[] = [];
    modal.addEventListener('cc-close', (e) => reasons.push((e as CustomEvent).detail));
    await until(() => isShown(modal), 'open');
    expect(modal.shadowRoot!.querySelector('.button')!.checkVisibility(), 'slotted actions replace the default').to.equal(false);
    root.querySelector<HTMLButtonElement>('[data-close]')!.click();
    await until(() => !isShown(modal), 'closed by action');
    modal.open = true; // reopened by property this time
    await until(() => isShown(modal), 'reopened');
    modal.shadowRoot!.querySelector<HTMLButtonElement>('.close')!.click();
    await until(() => !isShown(modal), 'closed by ×');
    modal.setAttribute('open', '');
    await until(() => isShown(modal), 'reopened again');
    await sendMouse({ type: 'click', position: [4, 4] });
    await until(() => !isShown(modal), 'closed by the backdrop');
    expect(reasons).to.deep.equal([{ reason: 'action', value: 'agree' }, { reason: 'close-button' }, { reason: 'backdrop' }]);
  });

  it('names the default action by action-label and warns about an unknown type', async () => {
    const warn = sinon.stub(console, 'warn');
    const root = await page(`<cc-modal type="danger" action-label="Got it" open><p>Body</p></cc-modal>`);
    const modal = root.querySelector('cc-modal')!;
    await until(() => isShown(modal), 'open');
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"type" expects one of info, success, warning, error, attention');
    expect(modal.shadowRoot!.querySelector('h2')!.textContent, 'heading defaults to the type label').to.equal('Information');
    expect(modal.shadowRoot!.querySelector('.button')!.textContent).to.equal('Got it');
  });

  describe('one-time modals', () => {
    it('does not open again once dismissed while the session cookie lives', async () => {
      const root = await page(`<cc-modal heading="Welcome" once-key="cc-test-once" open><p>Hi</p></cc-modal>`);
      const modal = root.querySelector('cc-modal')!;
      await until(() => isShown(modal), 'first visit');
      expect(getCookie('cc-test-once')).to.equal(undefined);
      modal.shadowRoot!.querySelector<HTMLButtonElement>('.button')!.click();
      await until(() => !isShown(modal), 'dismissed');
      expect(getCookie('cc-test-once')).to.equal('1');
      expect(await cookieExpiry('cc-test-once'), 'no once-days: a session cookie').to.equal(null);
      modal.setAttribute('open', '');
      const again = await page(`<cc-modal heading="Welcome" once-key="cc-test-once" open><p>Hi</p></cc-modal>`);
      await settled();
      expect(isShown(modal) || isShown(again.querySelector('cc-modal')!)).to.equal(false);
    });

    it('keeps the cookie for once-days, and opens again when it has expired', async () => {
      const root = await page(`<cc-modal heading="Promo" once-key="cc-test-once-days" once-days="2" open><p>Sale</p></cc-modal>`);
      const modal = root.querySelector('cc-modal')!;
      await until(() => isShown(modal), 'shown');
      await sendKeys({ press: 'Escape' });
      await until(() => !isShown(modal), 'dismissed');
      const expires = (await cookieExpiry('cc-test-once-days'))!;
      expect(Math.abs(expires - (Date.now() + 2 * 86_400_000))).to.be.below(60_000);
      removeCookie('cc-test-once-days'); // what the browser does when the 2 days are over
      modal.setAttribute('open', '');
      await until(() => isShown(modal), 'shown again after expiry');
    });

    it('uses a session cookie when once-days is not a number', async () => {
      const warn = sinon.stub(console, 'warn');
      const root = await page(`<cc-modal heading="Odd" once-key="cc-test-once-expiry" once-days="soon" open><p>x</p></cc-modal>`);
      const modal = root.querySelector('cc-modal')!;
      await until(() => isShown(modal), 'shown');
      expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('"once-days" expects a number');
      modal.shadowRoot!.querySelector<HTMLButtonElement>('.button')!.click();
      await until(() => !isShown(modal), 'dismissed');
      expect(await cookieExpiry('cc-test-once-expiry')).to.equal(null);
    });
  });

  describe('audience', () => {
    const variants = {
      plain: '',
      'login-required': 'login-required',
      'all-allowed': 'all-allowed',
      both: 'login-required all-allowed',
    };

    async function shownFor(): Promise<Record<string, boolean>> {
      const markup = Object.entries(variants)
        .map(([name, flags]) => `<cc-modal data-variant="${name}" heading="${name}" ${flags} open><p>${name}</p></cc-modal>`)
        .join('');
      // Which modals show depends on who is signed in: wait for the session, not for frames.
      await store.get(pageSettingsAtom).catch(() => null);
      const root = await page(markup);
      await settled();
      const result: Record<string, boolean> = {};
      for (const modal of root.querySelectorAll('cc-modal')) result[modal.getAttribute('data-variant')!] = isShown(modal);
      return result;
    }

    it('shows visitors the plain and all-allowed modals', async () => {
      reloadSession();
      expect(await shownFor()).to.deep.equal({ plain: true, 'login-required': false, 'all-allowed': true, both: false });
    });

    it('shows a signed-in user the login-required and all-allowed modals', async () => {
      await authCall('/api/auth/login', { username: 'alice', password: 'demo1234' });
      reloadSession();
      try {
        expect((await store.get(pageSettingsAtom)).username).to.equal('alice');
        expect(await shownFor()).to.deep.equal({ plain: false, 'login-required': true, 'all-allowed': true, both: true });
      } finally {
        await authCall('/api/auth/logout', {});
        removeCookie('logout_marker');
        reloadSession();
      }
    });
  });

  it('is accessible when open, for every type', async () => {
    for (const type of ['info', 'success', 'warning', 'error', 'attention']) {
      const root = await page(`<cc-modal type="${type}" heading="A ${type} message" open><p>Details of the ${type}.</p></cc-modal>`);
      const modal = root.querySelector('cc-modal')!;
      await until(() => isShown(modal) && animationsDone(modal), `${type} open`);
      await expect(modal).to.be.accessible();
      modal.removeAttribute('open');
      await until(() => !isShown(modal), `${type} closed`);
    }
  });
});

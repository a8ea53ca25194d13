// cc-contest-start-notification: the trigger handler (visitors to the login page, a malformed
// code ignored, one popup however many handlers) and, for alice on the reference server, the
// popup with the server's reminder form: submit, success, Escape and focus back to the trigger.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-contest-start-notification';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { nav } from '../../src/core/nav';
import { USER_ME_CACHE_NAME } from '../../src/api/user-me';
import { CONTEST_START_EVENT } from '../../src/features/contest-start-notification/triggers';
import { deepActiveElement } from '../../src/core/focus';
import { settle } from '../core/helpers';
import { serverSignIn, serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { expectSameNode, q } from '../support/shadow';

const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog')!;
const isOpen = (el: Element) => dialogOf(el).open;
const select = (el: Element) => q<HTMLSelectElement>(el, 'select[name="minutes_before"]');

/** axe measures colours: let the dialog's opening animation finish first. */
async function accessible(el: HTMLElement): Promise<void> {
  const finite = dialogOf(el).getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished));
  await expect(el).to.be.accessible();
}

async function mountPopup(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<cc-contest-start-notification></cc-contest-start-notification>`);
  await until(() => el.shadowRoot?.querySelector('dialog') !== null, 'the popup element');
  return el;
}

function addTrigger(code: string, added: Element[], text = 'Remind me'): HTMLButtonElement {
  const trigger = document.createElement('button');
  trigger.type = 'button';
  trigger.setAttribute('data-cc-contest-start-notification', code);
  trigger.textContent = text;
  document.body.append(trigger);
  added.push(trigger);
  return trigger;
}

/** Signs in on the server and lets the page settings come from user-me (with its CSRF token). */
async function signInForForms(username: string): Promise<void> {
  await serverSignIn(username);
  forgetUserKey();
  resetPage();
  await cacheDelete(USER_ME_CACHE_NAME);
  clearSettings();
}

describe('cc-contest-start-notification triggers', () => {
  let page: PageGuard;
  const added: Element[] = [];
  const events: CustomEvent[] = [];
  const record = (e: Event) => events.push(e as CustomEvent);
  beforeEach(() => {
    page = guardPage();
    document.addEventListener(CONTEST_START_EVENT, record);
  });
  afterEach(() => {
    document.removeEventListener(CONTEST_START_EVENT, record);
    events.splice(0);
    added.splice(0).forEach((node) => node.remove());
    page.restore();
    clearSettings();
    sinon.restore();
  });

  it('sends a visitor to the login page with the current path; two handlers on the page act once', async () => {
    embedSettings({ username: '' });
    const [first, second] = [await mountPopup(), await mountPopup()];
    nav.push('/START102?tab=rules');
    addTrigger('START102', added).click();
    await until(() => page.assign.callCount === 1, 'the login redirect');
    await settle();
    expect(page.assign.callCount).to.equal(1);
    expect(page.assign.firstCall.args[0]).to.equal('/login?destination=%2FSTART102%3Ftab%3Drules');
    expect(events).to.have.length(0);
    expect(isOpen(first) || isOpen(second)).to.equal(false);
  });

  it('ignores a trigger without a valid contest code, with a warning', async () => {
    embedSettings({ username: 'alice' });
    const warn = sinon.stub(console, 'warn');
    const el = await mountPopup();
    addTrigger('not a code!', added).click();
    await settle();
    expect(events).to.have.length(0);
    expect(page.assign.callCount).to.equal(0);
    expect(isOpen(el)).to.equal(false);
    expect(warn.getCalls().map((c) => String(c.args[0])).join('\n')).to.include('expects a contest code');
  });

  it('opens one popup for a signed-in user, however many handlers; a page may cancel the event', async () => {
    embedSettings({ username: 'alice' });
    const [first, second] = [await mountPopup(), await mountPopup()];
    addTrigger('START102', added).click();
    await until(() => isOpen(first) || isOpen(second), 'a popup');
    await settle();
    expect([isOpen(first), isOpen(second)].filter(Boolean)).to.have.length(1);
    expect(events.map((e) => e.detail)).to.deep.equal([{ contestCode: 'START102' }]);
    const shown = isOpen(first) ? first : second;
    expect(q(shown, 'h2')!.textContent).to.equal('Contest reminder: START102');
    await sendKeys({ press: 'Escape' });
    await until(() => !isOpen(shown), 'closed');

    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener(CONTEST_START_EVENT, cancel);
    addTrigger('START103', added).click();
    await until(() => events.length === 2, 'the second event');
    await settle();
    document.removeEventListener(CONTEST_START_EVENT, cancel);
    expect(isOpen(first) || isOpen(second), 'the page took over').to.equal(false);
  });
});

describe('cc-contest-start-notification popup (alice, reference server)', () => {
  let page: PageGuard;
  const added: Element[] = [];
  before(() => signInForForms('alice'));
  after(async () => {
    await serverSignOut();
    await cacheDelete(USER_ME_CACHE_NAME);
    clearSettings();
  });
  beforeEach(() => {
    page = guardPage();
  });
  afterEach(() => {
    added.splice(0).forEach((node) => node.remove());
    page.restore();
    sinon.restore();
  });

  it('opens the server\'s reminder form from the keyboard; Escape closes it and focus returns to the trigger', async () => {
    const el = await mountPopup();
    const trigger = addTrigger('START102', added, 'Remind me about Starters 102');
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => isOpen(el), 'the popup');
    await until(() => select(el) !== null, 'the server form');
    // Other test files of the run may have set alice's reminder already: either intro will do.
    expect(q(el, '.intro')!.textContent).to.match(/^(Get a reminder before Starters 102 \(START102\) starts\.|You have a reminder \d+ minutes before Starters 102 starts\. Change it below\.)$/);
    expect(q(el, 'label[for="minutes-before"]')!.textContent).to.equal('Remind me');
    await until(() => deepActiveElement() === select(el), 'focus on the first field');
    await accessible(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !isOpen(el), 'closed');
    expectSameNode(deepActiveElement(), trigger, 'focus back on the trigger');
    expect(page.assign.callCount).to.equal(0);
  });

  it('submits the reminder and shows the server\'s message with a Done button', async () => {
    const el = await mountPopup();
    const successes: CustomEvent[] = [];
    el.addEventListener('cc-form-success', (e) => successes.push(e as CustomEvent));
    const trigger = addTrigger('START102', added);
    trigger.focus();
    trigger.click();
    await until(() => select(el) !== null, 'the server form');
    select(el)!.value = '30';
    q<HTMLInputElement>(el, 'input[name="channel"][value="browser"]')!.checked = true;
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    const message = 'We will remind you in your browser 30 minutes before Starters 102 starts.';
    await until(() => q(el, '[part="success"]')?.textContent?.includes(message) === true, 'the success message');
    expect(successes.map((e) => e.detail)).to.deep.equal([{ message, redirect: null }]);
    const close = q<HTMLButtonElement>(el, '[part="done"]')!;
    expect(close.textContent).to.equal('Done');
    await until(() => deepActiveElement() === close, 'focus on Done');
    await accessible(el);
    close.click();
    await until(() => !isOpen(el), 'closed');
    expectSameNode(deepActiveElement(), trigger, 'focus back on the trigger');

    // Opening it again loads the form afresh: it now shows the saved reminder.
    trigger.click();
    await until(() => q(el, '.intro')?.textContent?.startsWith('You have a reminder 30 minutes') === true, 'the saved reminder');
    expect(q(el, '[part="success"]')?.outerHTML).to.equal(undefined);
    expect(q(el, 'button[type="submit"]')!.textContent).to.equal('Update reminder');
  });

  it('shows the server\'s refusal for a contest that has started, with a cross mark', async () => {
    const el = await mountPopup();
    addTrigger('START101', added).click();
    await until(() => q(el, '[part="errors"]') !== null, 'the refusal');
    expect(q(el, '[part="errors"] li')!.textContent).to.equal('✗ This contest has already started.');
    expect(select(el)?.outerHTML).to.equal(undefined);
  });
});

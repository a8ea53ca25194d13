// cc-server-form against the reference server's reminder form: loading states, the sanitised form
// with autocomplete off, submit and success, field errors with the re-rendered form, validation
// on blur, a visitor's refusal, and axe.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { USER_ME_CACHE_NAME } from '../../src/api/user-me';
import { deepActiveElement } from '../../src/core/focus';
import { settle } from '../core/helpers';
import { serverSignIn, serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const FORM = '/api/notification/form/ContestStartNotification/';
const select = (el: Element) => q<HTMLSelectElement>(el, 'select[name="minutes_before"]')!;
const submitButton = (el: Element) => q<HTMLButtonElement>(el, 'button[type="submit"]')!;
const fieldError = (el: Element) => q(el, '[part="field-error"]')?.textContent ?? null;

async function mount(code: string, attributes = ''): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${FORM}${code}" ${attributes}></cc-server-form></div>`);
  const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
  await until(() => q(el, 'form') !== null || q(el, '[part="errors"]') !== null, 'the form');
  return el;
}

/** Form calls to the server (a spy: the real server still answers). */
function spyFormCalls() {
  const spy = sinon.spy(window, 'fetch');
  return () => spy.getCalls().map((call) => {
    const url = new URL(String(call.args[0]), location.href);
    return `${call.args[1]?.method ?? 'GET'} ${url.pathname}${url.searchParams.has('validate') ? `?validate=${url.searchParams.get('validate')}` : ''}`;
  }).filter((call) => call.includes(FORM));
}

async function blurTo(el: HTMLElement, value: string): Promise<void> {
  select(el).focus();
  select(el).value = value;
  submitButton(el).focus();
  await settle(2);
}

describe('cc-server-form (reference server)', () => {
  afterEach(() => sinon.restore());

  describe('signed in as teamlead', () => {
    before(async () => {
      await serverSignIn('teamlead');
      forgetUserKey();
      resetPage();
      await cacheDelete(USER_ME_CACHE_NAME);
      clearSettings(); // the settings, and their CSRF token, come from user-me
    });
    after(async () => {
      await serverSignOut();
      await cacheDelete(USER_ME_CACHE_NAME);
      clearSettings();
    });

    it('loads the server\'s form (loading, then ready), sanitised, autocomplete off, labelled', async () => {
      const states: string[] = [];
      const wrapper = await fixture<HTMLElement>(html`<div @cc-form-state=${(e: CustomEvent) => states.push(e.detail.state)}>
        <cc-server-form src="${FORM}START102"></cc-server-form></div>`);
      const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
      await until(() => q(el, 'form') !== null, 'the form');
      await until(() => states.length === 2, 'ready');
      expect(states).to.deep.equal(['loading', 'ready']);
      expect(q(el, '[part="form-area"]')!.hasAttribute('aria-busy')).to.equal(false);
      expect(q(el, '[part="form-area"]')!.dataset.formId).to.equal('contest-start-notification-START102');
      expect(q(el, '.intro')!.textContent).to.equal('Get a reminder before Starters 102 (START102) starts.');
      expect(select(el).hasAttribute('data-validate')).to.equal(true);
      expect(q<HTMLInputElement>(el, 'input[type="hidden"]')!.value).to.equal('START102');
      const controls = qa(el, 'input, select, textarea');
      expect(controls.length).to.equal(4);
      expect(controls.map((c) => c.getAttribute('autocomplete'))).to.deep.equal(controls.map(() => 'off'));
      await expect(el).to.be.accessible();
    });

    it('submits: the success message shows, cc-form-success tells the page, the reminder is stored', async () => {
      const el = await mount('START102');
      const calls = spyFormCalls();
      const successes: CustomEvent[] = [];
      el.addEventListener('cc-form-success', (e) => successes.push(e as CustomEvent));
      select(el).value = '60';
      submitButton(el).click();
      const message = 'We will remind you by email 60 minutes before Starters 102 starts.';
      await until(() => q(el, '[part="success"]') !== null, 'the success message');
      expect(q(el, '[part="success"]')!.textContent).to.equal(`✓ ${message}`);
      expect(q(el, '[part="success"]')!.getAttribute('role')).to.equal('status');
      expect(q(el, '[part="form"]')!.hidden, 'the form makes way for the message').to.equal(true);
      expect(successes.map((e) => e.detail)).to.deep.equal([{ message, redirect: null }]);
      expect(calls()).to.deep.equal([`POST ${FORM}START102`]);
      const csrf = (window.fetch as sinon.SinonSpy).firstCall.args[1]?.headers as Record<string, string>;
      expect(csrf['x-csrf-token'], 'the form call sends the CSRF header').to.be.a('string').and.not.equal('');
      await until(() => deepActiveElement() === q(el, '[part="success"]'), 'focus on the message');
      await expect(el).to.be.accessible();

      const again = await mount('START102');
      expect(submitButton(again).textContent).to.equal('Update reminder');
      expect(select(again).value).to.equal('60');
    });

    it('shows field errors inline (tied to the field), re-renders the form, and fires cc-form-error', async () => {
      const el = await mount('START103');
      const errors: CustomEvent[] = [];
      el.addEventListener('cc-form-error', (e) => errors.push(e as CustomEvent));
      select(el).value = '60';
      submitButton(el).click();
      const text = 'Starters 103 starts in less than 60 minutes; choose a shorter time.';
      await until(() => fieldError(el) !== null, 'the field error');
      expect(fieldError(el)).to.equal(`✗ ${text}`);
      const field = select(el);
      expect(field.value, 'the re-rendered form keeps the choice').to.equal('60');
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      const message = q(el, '[part="field-error"]')!;
      expect(message.id).to.match(/-minutes-before-error$/);
      expect(field.getAttribute('aria-describedby')).to.equal(message.id);
      expect(q(el, '[part="errors"]'), 'no list: the error has its field').to.equal(null);
      expect(errors.map((e) => e.detail)).to.deep.equal([{ errors: { minutes_before: text }, messages: [], failed: false }]);
      await until(() => deepActiveElement() === field, 'focus on the field in error');
      await expect(el).to.be.accessible();

      // Fixed from the keyboard: the error goes away on a successful submit.
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expect(select(el).value).to.equal('15');
      submitButton(el).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => q(el, '[part="success"]') !== null, 'the success message');
      expect(q(el, '[part="success"]')!.textContent).to.contain('15 minutes before Starters 103 starts.');
    });

    it('validates a marked field on blur, only when it has a value; earlier errors clear on re-validation', async () => {
      const el = await mount('START103');
      const calls = spyFormCalls();
      await blurTo(el, '');
      await settle(5);
      expect(calls(), 'an empty field is not validated').to.deep.equal([]);

      await blurTo(el, '30');
      await until(() => fieldError(el) !== null, 'the error');
      expect(fieldError(el)).to.equal('✗ Starters 103 starts in less than 30 minutes; choose a shorter time.');
      expect(select(el).getAttribute('aria-invalid')).to.equal('true');
      expect(calls()).to.deep.equal([`POST ${FORM}START103?validate=minutes_before`]);

      await blurTo(el, '5');
      await until(() => select(el).classList.contains('cc-valid'), 'marked correct');
      expect(fieldError(el)).to.equal(null);
      expect(select(el).getAttribute('aria-invalid')).to.equal('false');
      expect(select(el).hasAttribute('aria-describedby')).to.equal(false);
      expect(calls()).to.have.length(2);
      expect(q(el, '[part="success"]'), 'validation stores nothing').to.equal(null);
    });
  });

  describe('a visitor', () => {
    beforeEach(() => embedSettings({ username: '' }));
    afterEach(() => clearSettings());

    it('gets the server\'s refusal in the list with a cross mark', async () => {
      const el = await mount('START102');
      expect(q(el, '[part="errors"] li')!.textContent).to.equal('✗ Please login to set a reminder.');
      expect(q(el, '[part="errors"]')!.getAttribute('role')).to.equal('alert');
      expect(q(el, 'form')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });
});

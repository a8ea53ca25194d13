// The sign-up form (a registration-style server form) against the reference server: the
// country-to-state dropdown, the organisation auto-complete in the form, validate-on-blur,
// and a refused submit that keeps the choices. axe on the form.
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/cc-server-form';
import { NO_STATES_TEXT } from '../../src/features/server-form/form-controls';
import { storage } from '../../src/core/storage';
import { until } from '../support/until';
import { inputOf, shownOptions, typeText } from './autocomplete-helpers';
import { serverSignOut } from '../support/server-session';
import { cleanUp, resetSession } from './header-helpers';
import { q } from '../support/shadow';

const options = (el: Element) => [...q<HTMLSelectElement>(el, '#state')!.options].map((o) => o.textContent);

function choose(el: Element, selector: string, value: string): void {
  const select = q<HTMLSelectElement>(el, selector)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

function type(el: Element, selector: string, value: string): void {
  const control = q<HTMLInputElement>(el, selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('sign-up form', () => {
  beforeEach(async () => {
    await serverSignOut();
    resetSession();
  });
  afterEach(async () => {
    fixtureCleanup();
    await cleanUp();
  });

  async function mountSignup(): Promise<HTMLElement> {
    const el = await fixture<HTMLElement>('<cc-server-form src="/api/forms/signup?destination=/roadmap/sql"></cc-server-form>');
    await until(() => q(el, 'form') !== null && customElements.get('cc-autocomplete') !== undefined, 'the form');
    return el;
  }

  it('F5 keeps what was typed (username, name, country, state) as a draft, never the password', async () => {
    let el = await mountSignup();
    type(el, '#signup-username', 'draft_user');
    type(el, '#full-name', 'Draft Person');
    type(el, '#signup-password', 'hunter2-secret');
    choose(el, '#country', 'NP');
    await until(() => options(el).includes('Bagmati'), 'the states of Nepal');
    const bagmati = [...q<HTMLSelectElement>(el, '#state')!.options].find((o) => o.textContent === 'Bagmati')!.value;
    choose(el, '#state', bagmati);
    const drafts = storage.keys().filter((key) => key.startsWith('cc-form-draft:'));
    expect(drafts.length).to.equal(1);
    expect(storage.get(drafts[0])).to.not.contain('hunter2-secret');
    // The page reloads: the element is mounted again over the same storage.
    fixtureCleanup();
    el = await mountSignup();
    expect(q<HTMLInputElement>(el, '#signup-username')!.value).to.equal('draft_user');
    expect(q<HTMLInputElement>(el, '#full-name')!.value).to.equal('Draft Person');
    expect(q<HTMLSelectElement>(el, '#country')!.value).to.equal('NP');
    await until(() => q<HTMLSelectElement>(el, '#state')!.value === bagmati, 'the state, once the states of Nepal are in');
    expect(q<HTMLInputElement>(el, '#signup-password')!.value).to.equal('');
    for (const key of drafts) storage.remove(key);
  });

  it('fills the states of the chosen country; a country without states disables the state field', async () => {
    const el = await mountSignup();
    expect(q(el, 'cc-autocomplete[variant="organisation"][name="organisation"]')).to.not.equal(null);
    choose(el, '#country', 'NP');
    await until(() => options(el).includes('Bagmati'), 'the states of Nepal');
    expect(options(el)).to.deep.equal(['Choose your state', 'Bagmati', 'Gandaki', 'Karnali', 'Koshi', 'Lumbini', 'Madhesh', 'Sudurpashchim']);
    expect(q<HTMLSelectElement>(el, '#state')!.disabled).to.equal(false);
    choose(el, '#state', q<HTMLSelectElement>(el, '#state')!.options[1].value);
    choose(el, '#country', 'SG');
    await until(() => q<HTMLSelectElement>(el, '#state')!.disabled, 'no states for Singapore');
    expect(options(el)).to.deep.equal([NO_STATES_TEXT]);
    choose(el, '#country', 'IN');
    await until(() => options(el).includes('Kerala'), 'the states of India');
    expect(options(el)[0]).to.equal('Choose your state');
    await expect(el).to.be.accessible();
  });

  it('checks a taken username on leaving the field', async () => {
    const el = await mountSignup();
    type(el, '#signup-username', 'alice');
    q<HTMLInputElement>(el, '#signup-username')!.focus();
    q<HTMLInputElement>(el, '#full-name')!.focus();
    await until(() => q(el, '#signup-username')?.getAttribute('aria-invalid') === 'true', 'the username check');
    expect(q(el, '[part="field-error"]')!.textContent).to.contain('The username alice is taken. Please choose another.');
  });

  it('a refused sign-up names every wrong field and keeps the country and state chosen', async () => {
    const el = await mountSignup();
    type(el, '#signup-username', 'fresh_name');
    type(el, '#full-name', 'Fresh Name');
    type(el, '#signup-password', 'long enough');
    choose(el, '#country', 'NP');
    await until(() => options(el).includes('Koshi'), 'the states');
    const koshi = [...q<HTMLSelectElement>(el, '#state')!.options].find((o) => o.textContent === 'Koshi')!.value;
    choose(el, '#state', koshi);
    type(el, '#captcha', 'WRONG');
    const sid = q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value;
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q<HTMLInputElement>(el, 'input[name="captcha_sid"]')?.value !== sid, 'the re-rendered form');
    const errors = [...el.shadowRoot!.querySelectorAll('[part="field-error"]')].map((n) => n.textContent);
    expect(errors.join('\n')).to.include('Choose your organisation from the suggestions.');
    expect(errors.join('\n')).to.include('did not match the picture');
    expect(q<HTMLInputElement>(el, '#signup-username')!.value).to.equal('fresh_name');
    expect(q<HTMLSelectElement>(el, '#country')!.value).to.equal('NP');
    expect(q<HTMLSelectElement>(el, '#state')!.value).to.equal(koshi);
    expect(q<HTMLInputElement>(el, '#signup-password')!.value).to.equal('long enough', 'kept on this page, never sent back by the server');
    await expect(el).to.be.accessible();
  });

  it('keeps the chosen organisation (and the other fields) through Reload after a failed call', async () => {
    const el = await mountSignup();
    type(el, '#signup-username', 'kept_name');
    choose(el, '#country', 'IN');
    await until(() => options(el).includes('Kerala'), 'the states');
    const kerala = [...q<HTMLSelectElement>(el, '#state')!.options].find((o) => o.textContent === 'Kerala')!.value;
    choose(el, '#state', kerala);
    const organisation = q(el, 'cc-autocomplete')!;
    inputOf(organisation).focus();
    typeText(organisation, 'academy, pu');
    await until(() => shownOptions(organisation).length > 0 && shownOptions(organisation).every((t) => /academy, pu/i.test(t)), 'organisations');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    const form = () => q<HTMLFormElement>(el, 'form')!;
    await until(() => /^\d+$/.test(String(new FormData(form()).get('organisation'))), 'the chosen organisation');
    const chosen = { id: String(new FormData(form()).get('organisation')), text: inputOf(organisation).value };

    // The submit meets a network reset; Reload fetches the form again (for real).
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init));
    try {
      q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
      await until(() => q(el, '[part="failure"]') !== null, 'the failure');
    } finally {
      sinon.restore();
    }
    const sid = q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value;
    q<HTMLButtonElement>(el, '[part="reload"]')!.click();
    await until(() => q(el, '[part="failure"]') === null && q<HTMLInputElement>(el, 'input[name="captcha_sid"]')?.value !== sid, 'the reloaded form');
    const fresh = q(el, 'cc-autocomplete')!;
    await until(() => inputOf(fresh)?.value === chosen.text, 'the organisation text back');
    await until(() => new FormData(form()).get('organisation') === chosen.id, 'the organisation id back');
    expect(q<HTMLInputElement>(el, '#signup-username')!.value).to.equal('kept_name');
    await until(() => q<HTMLSelectElement>(el, '#state')!.value === kerala, 'the state back');
    await expect(el).to.be.accessible();
  });
});

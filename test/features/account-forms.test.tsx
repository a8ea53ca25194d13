// The account forms in cc-server-form against the reference server: forgot-password (submit
// enabled only with name and captcha, trimmed; captcha refresh and its failure), change-password
// (enabled only with all three fields; the current password checked; validate-on-blur), and
// the new-entity message. axe on each form.
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { jsonResponse } from '../core/helpers';
import { until } from '../support/until';
import { cleanUp, resetSession, routeFetch, signIn } from './header-helpers';
import { serverSignOut } from '../support/server-session';
import { q } from '../support/shadow';


function type(el: Element, selector: string, value: string): void {
  const control = q<HTMLInputElement>(el, selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

async function mountForm(src: string): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(`<cc-server-form src="${src}"></cc-server-form>`);
  await until(() => q(el, 'form') !== null, `the form ${src}`);
  return el;
}

const submitDisabled = (el: Element) => q<HTMLButtonElement>(el, 'button[type="submit"]')!.disabled;

describe('account forms', () => {
  beforeEach(async () => {
    await serverSignOut();
    resetSession();
  });
  afterEach(async () => {
    fixtureCleanup();
    await cleanUp();
  });

  it('forgot-password: submit stays disabled until name and captcha hold more than spaces', async () => {
    const el = await mountForm('/api/forms/forgot-password');
    expect(submitDisabled(el)).to.equal(true);
    type(el, '#forgot-name', 'alice');
    expect(submitDisabled(el)).to.equal(true);
    type(el, '#captcha', '   ');
    expect(submitDisabled(el)).to.equal(true);
    type(el, '#captcha', 'AB3');
    expect(submitDisabled(el)).to.equal(false);
    type(el, '#forgot-name', '  ');
    expect(submitDisabled(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('forgot-password: a wrong captcha comes back as a field error with a new picture, the name kept', async () => {
    const el = await mountForm('/api/forms/forgot-password');
    const firstSid = q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value;
    type(el, '#forgot-name', 'alice');
    type(el, '#captcha', 'WRONG');
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="field-error"]') !== null, 'the captcha error');
    expect(q(el, '[part="field-error"]')!.textContent).to.contain('did not match the picture');
    expect(q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value).to.not.equal(firstSid);
    expect(q<HTMLInputElement>(el, '#forgot-name')!.value).to.equal('alice');
    expect(q<HTMLInputElement>(el, '#captcha')!.value).to.equal('', 'a new picture needs a new answer');
    expect(submitDisabled(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('the captcha refresh button shows a new picture with a new sid and token, and empties the answer', async () => {
    const el = await mountForm('/api/forms/forgot-password');
    const before = {
      src: q<HTMLImageElement>(el, '[data-captcha] img')!.getAttribute('src'),
      sid: q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value,
      token: q<HTMLInputElement>(el, 'input[name="captcha_token"]')!.value,
    };
    type(el, '#captcha', 'OLD');
    q<HTMLButtonElement>(el, '[data-captcha-refresh]')!.click();
    await until(() => q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value !== before.sid, 'a new sid');
    const sid = q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value;
    expect(q<HTMLImageElement>(el, '[data-captcha] img')!.getAttribute('src')).to.equal(`/captcha/image/${sid}`);
    expect(q<HTMLInputElement>(el, 'input[name="captcha_token"]')!.value).to.not.equal(before.token);
    expect(q<HTMLInputElement>(el, '#captcha')!.value).to.equal('');
    expect(el.shadowRoot!.activeElement?.id).to.equal('captcha');
    await until(() => q<HTMLImageElement>(el, '[data-captcha] img')!.complete && q<HTMLImageElement>(el, '[data-captcha] img')!.naturalWidth > 0, 'the picture loads');
  });

  it('a failed captcha refresh shows the message as an alert, and keeps the picture', async () => {
    const el = await mountForm('/api/forms/forgot-password');
    const sid = q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value;
    routeFetch((url) => url.pathname.startsWith('/captcha/refresh/')
      ? jsonResponse({ status: 'error', message: 'Too many new pictures. Please wait a minute and try again.' }, 429)
      : undefined);
    q<HTMLButtonElement>(el, '[data-captcha-refresh]')!.click();
    await until(() => q(el, '[data-captcha] [role="alert"]') !== null, 'the alert');
    expect(q(el, '[data-captcha] [role="alert"]')!.textContent).to.equal('Too many new pictures. Please wait a minute and try again.');
    expect(q<HTMLInputElement>(el, 'input[name="captcha_sid"]')!.value).to.equal(sid);
  });

  it('change-password: disabled until all three fields are filled; the current password is checked', async () => {
    await signIn('alice');
    const el = await mountForm('/api/forms/change-password');
    expect(submitDisabled(el)).to.equal(true);
    type(el, '#current-password', 'not-it');
    type(el, '#new-password', 'newpass123');
    expect(submitDisabled(el)).to.equal(true);
    type(el, '#confirm-password', 'newpass123');
    expect(submitDisabled(el)).to.equal(false);
    await expect(el).to.be.accessible();
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '#current-password')?.getAttribute('aria-invalid') === 'true', 'the current password refused');
    expect(q(el, '[part="field-error"]')!.textContent).to.contain('Your current password is not correct.');
    // The re-rendered form got the typed values back, so it can be corrected and sent again.
    expect(q<HTMLInputElement>(el, '#new-password')!.value).to.equal('newpass123');
    expect(submitDisabled(el)).to.equal(false);
  });

  it('change-password: the new password is checked on leaving the field', async () => {
    await signIn('alice');
    const el = await mountForm('/api/forms/change-password');
    type(el, '#new-password', 'short');
    q<HTMLInputElement>(el, '#new-password')!.focus();
    q<HTMLInputElement>(el, '#confirm-password')!.focus();
    await until(() => q(el, '#new-password')?.getAttribute('aria-invalid') === 'true', 'the blur check');
    expect(q(el, '[part="field-error"]')!.textContent).to.contain('Use at least 8 characters.');
  });

  it("a new-entity field left empty or zero says 'You  haven't entered anything.'", async () => {
    await signIn('alice');
    const el = await mountForm('/api/forms/new-team');
    type(el, '#team-name', '0');
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="field-error"]') !== null, 'the message');
    expect(q(el, '[part="field-error"]')!.textContent).to.equal("✗ You  haven't entered anything.");
    await expect(el).to.be.accessible();
    sinon.restore();
  });
});

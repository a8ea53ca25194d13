// Nothing typed is lost in cc-server-form (stubbed fetch): after a 5xx storm, a network reset or
// a malformed answer, Reload brings the form back with the user's values; a re-rendered error
// form gets them too; data-fresh fields and files start empty; every non-secret field is a draft
// that survives a page reload (the element mounted again: F5) and goes away once the form is
// accepted; passwords, captcha answers and one-time codes never reach storage.
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { storage } from '../../src/core/storage';
import { draftKey } from '../../src/features/server-form/kept-values';
import { fakeTimers, jsonResponse, settle, stubFetch, textResponse, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { q } from '../support/shadow';

const SRC = '/api/forms/kept';

/** A form with one of each kind of control; `token` stands for a server-owned hidden value. */
const FORM = (token: string) =>
  '<form><input type="hidden" name="token" value="' + token + '">' +
  '<label for="nick">Nickname</label><input id="nick" name="nick">' +
  '<label for="pw">Password</label><input id="pw" name="pw" type="password">' +
  '<label for="country">Country</label><select id="country" name="country"><option value="">Choose</option><option value="IN">India</option><option value="NP">Nepal</option></select>' +
  '<fieldset><legend>Plan</legend><label><input type="radio" name="plan" value="free" checked> Free</label><label><input type="radio" name="plan" value="pro"> Pro</label></fieldset>' +
  '<label><input type="checkbox" name="news" value="1"> News</label>' +
  '<label for="bio">About you</label><textarea id="bio" name="bio"></textarea>' +
  '<label for="cap">Captcha</label><input id="cap" name="captcha" data-fresh>' +
  '<label for="cv">CV</label><input id="cv" name="cv" type="file">' +
  '<button type="submit">Send</button></form>';

function type(el: HTMLElement, selector: string, value: string): void {
  const control = q<HTMLInputElement>(el, selector)!;
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function fill(el: HTMLElement): void {
  type(el, '#nick', 'ada');
  type(el, '#pw', 'secret-1');
  q<HTMLSelectElement>(el, '#country')!.value = 'NP';
  q<HTMLInputElement>(el, 'input[value="pro"]')!.checked = true;
  q<HTMLInputElement>(el, 'input[name="news"]')!.checked = true;
  type(el, '#bio', 'I like graphs.\nAnd trees.');
  type(el, '#cap', 'x7k2');
}

const values = (el: HTMLElement) => ({
  token: q<HTMLInputElement>(el, 'input[name="token"]')!.value,
  nick: q<HTMLInputElement>(el, '#nick')!.value,
  pw: q<HTMLInputElement>(el, '#pw')!.value,
  country: q<HTMLSelectElement>(el, '#country')!.value,
  plan: q<HTMLInputElement>(el, 'input[name="plan"]:checked')!.value,
  news: q<HTMLInputElement>(el, 'input[name="news"]')!.checked,
  bio: q<HTMLTextAreaElement>(el, '#bio')!.value,
  captcha: q<HTMLInputElement>(el, '#cap')!.value,
});

const TYPED = { nick: 'ada', pw: 'secret-1', country: 'NP', plan: 'pro', news: true, bio: 'I like graphs.\nAnd trees.', captcha: '' };

async function mountReady(): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${SRC}"></cc-server-form></div>`);
  const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
  await until(() => q(el, 'form') !== null, 'the form');
  return el;
}

describe('cc-server-form keeps what was typed', () => {
  let stub: FetchStub;
  let page: PageGuard;
  let postAnswer: () => Response | Promise<Response>;
  let gets = 0;
  beforeEach(() => {
    storage.remove(draftKey('alice', SRC));
    embedSettings({ username: 'alice', csrfToken: 'token-1' });
    page = guardPage();
    stub = stubFetch();
    gets = 0;
    stub.callsFake(async (input, init) => {
      if (!String(input).startsWith(SRC)) return jsonResponse({}, 404);
      if (init?.method === 'POST') return postAnswer();
      gets += 1;
      return jsonResponse({ status: 'success', formId: 'kept', form: FORM(`t${gets}`) });
    });
  });
  afterEach(() => {
    fixtureCleanup();
    page.restore();
    clearSettings();
    sinon.restore();
    storage.remove(draftKey('alice', SRC));
  });

  it('after a 5xx storm (5 retries), Reload brings the form back with every typed value', async () => {
    const el = await mountReady();
    fill(el);
    const clock = fakeTimers(Date.now());
    try {
      postAnswer = () => jsonResponse({ status: 'error', message: 'Busy' }, 503);
      q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
      await settle();
      for (let retry = 1; retry <= 5; retry++) {
        await clock.tickAsync(2000);
        await settle();
      }
    } finally {
      clock.restore();
    }
    await until(() => q(el, '[part="failure"]') !== null, 'the failure');
    q<HTMLButtonElement>(el, '[part="reload"]')!.click();
    await until(() => q<HTMLInputElement>(el, 'input[name="token"]')?.value === 't2' && q(el, '[part="failure"]') === null, 'the reloaded form');
    expect(values(el)).to.deep.equal({ token: 't2', ...TYPED });
    expect(q<HTMLInputElement>(el, '#cv')!.files!.length).to.equal(0);
  });

  it('after a network reset, Reload keeps the values', async () => {
    const el = await mountReady();
    fill(el);
    postAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="failure"]') !== null, 'the failure');
    q<HTMLButtonElement>(el, '[part="reload"]')!.click();
    await until(() => q<HTMLInputElement>(el, 'input[name="token"]')?.value === 't2' && q(el, '[part="failure"]') === null, 'the reloaded form');
    expect(values(el)).to.deep.equal({ token: 't2', ...TYPED });
  });

  it('after a malformed answer, Reload keeps the values', async () => {
    const el = await mountReady();
    fill(el);
    postAnswer = () => textResponse('{"status": "succ');
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="failure"]') !== null, 'the failure');
    q<HTMLButtonElement>(el, '[part="reload"]')!.click();
    await until(() => q<HTMLInputElement>(el, 'input[name="token"]')?.value === 't2' && q(el, '[part="failure"]') === null, 'the reloaded form');
    expect(values(el)).to.deep.equal({ token: 't2', ...TYPED });
  });

  it('a re-rendered error form (without the values) gets them back, with the errors marked', async () => {
    const el = await mountReady();
    fill(el);
    postAnswer = () => jsonResponse({ status: 'error', errors: { nick: 'Taken.' }, form: FORM('t9') });
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, 'input[name="token"]')?.getAttribute('value') === 't9', 'the re-rendered form');
    expect(values(el)).to.deep.equal({ token: 't9', ...TYPED });
    expect(q(el, '#nick')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('keeps every non-secret field as a draft across a page reload (F5), never a password or captcha, and forgets them once the form is accepted', async () => {
    let el = await mountReady();
    fill(el);
    // Select, radio and checkbox changes arrive as input events, as from a user.
    for (const selector of ['#country', 'input[value="pro"]', 'input[name="news"]']) {
      q(el, selector)!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    const stored = storage.get(draftKey('alice', SRC))!;
    expect(JSON.parse(stored)).to.deep.equal({ nick: ['ada'], country: ['NP'], plan: ['pro'], news: ['1'], bio: ['I like graphs.\nAnd trees.'] });
    expect(stored).to.not.contain('secret-1');
    expect(stored).to.not.contain('x7k2');
    fixtureCleanup();
    el = await mountReady();
    expect(values(el)).to.deep.equal({ token: 't2', ...TYPED, pw: '' });
    postAnswer = () => jsonResponse({ status: 'success', success: 'Saved.' });
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="success"]') !== null, 'the success');
    expect(storage.get(draftKey('alice', SRC))).to.equal(null);
  });

  it('a draft from an older build ({name: text}) still reads; a tampered draft never fills a password', async () => {
    storage.set(draftKey('alice', SRC), JSON.stringify({ bio: 'Old draft.', pw: 'planted', captcha: 'planted', token: 'planted' }));
    const el = await mountReady();
    expect(values(el)).to.deep.include({ bio: 'Old draft.', pw: '', captcha: '', token: 't1' });
  });
});

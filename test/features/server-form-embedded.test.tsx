// The page settings' formHTML and loginRequired (stubbed fetch): the page's own form shows at
// once from the embedded markup, sanitised, without the first GET; only the form whose address
// is the markup's action takes it, and only once; a login-required page form sends nothing for
// a visitor (neither the submit nor the blur check).
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import '../../elements/cc-server-form';
import { jsonResponse, settle, stubFetch, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { embedSettings, guardPage, leavePage, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const SRC = '/api/forms/page-form';

const EMBEDDED =
  `<form method="post" action="${SRC}"><label for="nick">Nickname</label><input id="nick" name="nick" data-validate>` +
  '<img src="data:," alt="" onerror="window.__ccEmbeddedRan = true"><script>window.__ccEmbeddedRan = true</script>' +
  '<button type="submit">Save</button></form>';
const FETCHED = `<form method="post" action="${SRC}"><label for="nick">Nickname (fetched)</label><input id="nick" name="nick"><button type="submit">Save</button></form>`;

async function mount(src = SRC): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${src}"></cc-server-form></div>`);
  const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
  await until(() => q(el, 'form') !== null, 'the form');
  return el;
}

const calls = (stub: FetchStub, method: string) =>
  stub.getCalls().filter((call) => String(call.args[0]).startsWith(SRC) && (call.args[1]?.method ?? 'GET') === method).length;

describe('cc-server-form and the form embedded in the page settings', () => {
  let stub: FetchStub;
  let page: PageGuard;
  beforeEach(() => {
    resetPage();
    page = guardPage();
    stub = stubFetch();
    stub.callsFake(async (input, init) => {
      if (!String(input).startsWith('/api/forms/')) return jsonResponse({}, 404);
      if (init?.method === 'POST') return jsonResponse({ status: 'success', success: 'Saved.' });
      return jsonResponse({ status: 'success', formId: 'page-form', form: FETCHED });
    });
    delete (window as { __ccEmbeddedRan?: boolean }).__ccEmbeddedRan;
  });
  afterEach(() => {
    leavePage(page);
  });

  it('shows the embedded markup at once, sanitised, without the first GET; the next form asks the server', async () => {
    embedSettings({ username: 'alice', formHTML: EMBEDDED, loginRequired: false });
    const el = await mount();
    expect(q(el, 'label')!.textContent).to.equal('Nickname');
    expect(calls(stub, 'GET')).to.equal(0);
    expect(q(el, 'script')?.outerHTML, 'no script').to.equal(undefined);
    expect(q(el, 'img')?.hasAttribute('onerror') ?? false).to.equal(false);
    await settle();
    expect((window as { __ccEmbeddedRan?: boolean }).__ccEmbeddedRan).to.equal(undefined);
    await expect(el).to.be.accessible();
    // Taken once: the same form mounted again (the app moved back to the page) loads it.
    fixtureCleanup();
    const again = await mount();
    expect(q(again, 'label')!.textContent).to.equal('Nickname (fetched)');
    expect(calls(stub, 'GET')).to.equal(1);
  });

  it('is only for the form whose address is the markup\'s action', async () => {
    embedSettings({ username: 'alice', formHTML: EMBEDDED, loginRequired: false });
    const other = await mount('/api/forms/another');
    expect(q(other, 'label')!.textContent).to.equal('Nickname (fetched)');
    fixtureCleanup();
    const own = await mount();
    expect(q(own, 'label')!.textContent).to.equal('Nickname');
    expect(calls(stub, 'GET')).to.equal(0);
  });

  it('a login-required page form sends nothing for a visitor: no submit, no blur check', async () => {
    embedSettings({ username: '', formHTML: EMBEDDED, loginRequired: true });
    const el = await mount();
    const nick = q<HTMLInputElement>(el, '#nick')!;
    nick.value = 'ada';
    nick.focus();
    nick.blur();
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await settle(20);
    expect(calls(stub, 'POST')).to.equal(0);
    expect(q(el, '[part="success"]')?.outerHTML, 'nothing was sent').to.equal(undefined);
  });

  it('the same form is sent for a signed-in user', async () => {
    embedSettings({ username: 'alice', formHTML: EMBEDDED, loginRequired: true });
    const el = await mount();
    q<HTMLInputElement>(el, '#nick')!.value = 'ada';
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="success"]') !== null, 'the success');
    expect(calls(stub, 'POST')).to.equal(1);
  });

  it('loginRequired without markup: the first form loads it from the server and stays silent for visitors', async () => {
    embedSettings({ username: '', formHTML: '', loginRequired: true });
    const el = await mount();
    expect(calls(stub, 'GET')).to.equal(1);
    q<HTMLInputElement>(el, '#nick')!.value = 'ada';
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await settle(20);
    expect(calls(stub, 'POST')).to.equal(0);
  });
});

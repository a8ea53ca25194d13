import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { onNotify, type Notification } from '../../src/core/notify';
import { storage } from '../../src/core/storage';
import { store } from '../../src/core/store';
import { acceptedConsentAtom } from '../../src/state/privacy';
import { refreshSessionAtom } from '../../src/state/session';
import { serverSignIn } from '../support/server-session';
import { jsonResponse } from '../core/helpers';
import { until } from '../support/until';
import { POLICY, acceptButton, isShown, embedSettings, mountBanner, serverUser, signIn, signOut, storedRecord, resetPage } from './cookie-banner-helpers';

const CONSENT_PATH = '/api/user/cookie_consent';

/** Watches fetch without changing it; `consentPosts()` lists the consent calls made. */
function watchFetch() {
  const spy = sinon.spy(window, 'fetch');
  return {
    consentPosts: () => spy.getCalls().filter((call) => String(call.args[0]).includes(CONSENT_PATH)),
    settled: () => Promise.allSettled(spy.getCalls().map((call) => call.returnValue)),
  };
}

describe('cc-cookie-banner: accepting', () => {
  let reload: sinon.SinonSpy;
  beforeEach(() => {
    resetPage();
    // A call the server refuses with 403 apierror reloads the page (http rules): never here.
    reload = sinon.spy();
    setNavImpl({ reload });
  });
  afterEach(async () => {
    expect(reload.called, 'page reload requested').to.equal(false);
    resetNavImpl();
    sinon.restore();
    await signOut();
    resetPage();
  });

  it('visitor: stores a record, hides, sends nothing', async () => {
    embedSettings({ username: '' });
    const net = watchFetch();
    const el = await mountBanner();
    await expect(el).to.be.accessible();
    const events: CustomEvent[] = [];
    el.addEventListener('cc-cookie-consent', (event) => events.push(event as CustomEvent));
    const before = Date.now();
    acceptButton(el).click();
    await until(() => !isShown(el), 'banner hidden');
    const record = storedRecord() as { username: string; timestamp: number; version: string };
    expect(record.username).to.equal('');
    expect(record.version).to.equal(POLICY);
    expect(record.timestamp).to.be.within(before, Date.now());
    expect(events.map((e) => e.detail)).to.deep.equal([{ version: POLICY, sentToServer: false }]);
    await net.settled();
    expect(net.consentPosts()).to.have.length(0);
  });

  it('signed in with expired server consent: also sends it, and the server records it', async () => {
    await signIn('premium');
    const old = await serverUser();
    expect(old.user_consented_privacy_policy_on, 'seeded 200 days ago').to.be.below(Date.now() / 1000 - 199 * 86_400);
    const net = watchFetch();
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner, shown for premium');
    await expect(el).to.be.accessible();
    acceptButton(el).click();
    await until(() => !isShown(el), 'banner hidden');
    await until(() => net.consentPosts().length === 1, 'consent POST');
    const [url, init] = net.consentPosts()[0].args as [string, RequestInit];
    expect(new URL(url, location.href).pathname).to.equal(CONSENT_PATH);
    expect(init.method).to.equal('POST');
    expect(init.body).to.equal('{}');
    expect(new Headers(init.headers).get('content-type')).to.equal('application/json');
    expect((await net.consentPosts()[0].returnValue).status).to.equal(200);

    const fresh = await serverUser();
    expect(fresh.user_consented_privacy_policy_version).to.equal(POLICY);
    expect(fresh.user_consented_privacy_policy_on).to.be.at.least(Math.floor(Date.now() / 1000) - 60);
    expect((storedRecord() as { username: string }).username).to.equal('premium');
    expect(isShown(await mountBanner()), 'a banner mounted later on this page').to.equal(false);
  });

  it('signed in with fresh server consent: stores a record, sends nothing', async () => {
    await signIn('admin');
    const net = watchFetch();
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner (no local record yet)');
    acceptButton(el).click();
    await until(() => !isShown(el), 'banner hidden');
    expect((storedRecord() as { username: string }).username).to.equal('admin');
    await net.settled();
    expect(net.consentPosts()).to.have.length(0);
  });

  it('a failed consent POST still hides the banner and shows the error', async () => {
    embedSettings({ username: 'alice' });
    const shown: Notification[] = [];
    onNotify((notification) => shown.push(notification));
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake((input, init) =>
      String(input).includes(CONSENT_PATH)
        ? Promise.resolve(jsonResponse({ status: 'error', message: 'Login required' }, 401))
        : realFetch(input, init),
    );
    const el = await mountBanner();
    acceptButton(el).click();
    await until(() => !isShown(el), 'banner hidden');
    expect((storedRecord() as { username: string }).username).to.equal('alice');
    await until(() => shown.length > 0, 'error message');
    expect(shown).to.deep.equal([{ style: 'error', message: 'Login required' }]);
  });
});

describe('cc-cookie-banner: accepted, then signed in', () => {
  beforeEach(() => resetPage());
  afterEach(async () => {
    sinon.restore();
    await signOut();
    resetPage();
  });

  it('a fresh acceptance as a visitor counts after sign-in and is sent to the server as the consent', async () => {
    // As a visitor: accept.
    const visitorBanner = await mountBanner();
    acceptButton(visitorBanner).click();
    await until(() => !isShown(visitorBanner), 'accepted as a visitor');
    expect((storedRecord() as { username: string }).username).to.equal('');
    // Signed in: the identity change clears storage (user key), the consent record stays.
    storage.clear();
    await serverSignIn('mod');
    store.set(acceptedConsentAtom, null);
    store.set(refreshSessionAtom);
    expect((await serverUser()).user_consented_privacy_policy_on).to.equal(null);
    const net = watchFetch();
    const el = await mountBanner();
    await until(() => net.consentPosts().length === 1, 'the acceptance sent as the consent');
    expect(isShown(el)).to.equal(false);
    expect((await net.consentPosts()[0].returnValue).status).to.equal(200);
    expect((await serverUser()).user_consented_privacy_policy_version).to.equal(POLICY);
    expect((storedRecord() as { username: string }).username).to.equal('mod');
  });
});

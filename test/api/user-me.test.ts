import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { getCsrfToken, HttpError, post, setCsrfToken } from '../../src/core/http';
import { applyLogoutMarker } from '../../src/core/logout';
import { getCookie } from '../../src/core/cookies';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { onNotify } from '../../src/core/notify';
import { loadPageSettings, readEmbeddedSettings, USER_ME_CACHE_NAME } from '../../src/api/user-me';
import { isSignedIn } from '../../src/domain/session';
import { storage } from '../../src/core/storage';
import { jsonResponse, stubFetch } from '../core/helpers';
import { until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';

function pageWith(settingsText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (settingsText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'cc-page-settings';
    script.textContent = settingsText;
    doc.head.append(script);
  }
  return doc;
}

const EMBEDDED = {
  username: 'alice',
  user_consented_privacy_policy_version: '2026-09-01',
  user_consented_privacy_policy_on: 1_780_000_000,
  current_privacy_policy_version: '2026-09-01',
  visitedContests: ['START1', 42, 'START2'],
  formHTML: '<form></form>',
  loginRequired: true,
  csrfToken: 'embedded-token',
};

describe('settings', () => {
  beforeEach(() => {
    resetPage();
    localStorage.clear();
    forgetUserKey();
    setCsrfToken('');
    onNotify(() => undefined);
  });
  afterEach(() => {
    sinon.restore();
    resetNavImpl();
    resetPage();
    localStorage.clear();
  });

  it('reads and normalises the embedded settings block', () => {
    const settings = readEmbeddedSettings(pageWith(JSON.stringify(EMBEDDED)))!;
    expect(settings).to.deep.include({
      username: 'alice',
      visitedContests: ['START1', 'START2'],
      formHTML: '<form></form>',
      loginRequired: true,
      csrfToken: 'embedded-token',
      source: 'embedded',
    });
    expect(settings.privacy).to.deep.equal({
      consentedVersion: '2026-09-01',
      consentedOnMs: 1_780_000_000_000,
      currentVersion: '2026-09-01',
    });
    expect(settings.user.username).to.equal('alice');
    expect(isSignedIn(settings)).to.equal(true);
    expect(isSignedIn({ username: '' })).to.equal(false);
  });

  it('returns null for a missing block, and null with a warning for a malformed one', () => {
    const warn = sinon.stub(console, 'warn');
    expect(readEmbeddedSettings(pageWith(null))).to.equal(null);
    expect(warn.called).to.equal(false);
    expect(readEmbeddedSettings(pageWith('{"username": "alice",'))).to.equal(null);
    expect(readEmbeddedSettings(pageWith('"just a string"'))).to.equal(null);
    expect(warn.callCount).to.equal(2);
  });

  it('uses the embedded block without a request and takes its CSRF token', async () => {
    const fetchStub = stubFetch();
    const settings = await loadPageSettings(pageWith(JSON.stringify(EMBEDDED)));
    expect(settings.username).to.equal('alice');
    expect(getCsrfToken()).to.equal('embedded-token');
    expect(fetchStub.called).to.equal(false);
  });

  it('falls back to user-me against the real server, sets its CSRF token, then serves it from the cache', async () => {
    const settings = await loadPageSettings(pageWith(null));
    expect(settings.source).to.equal('user-me');
    expect(settings.username).to.equal('');
    expect(isSignedIn(settings)).to.equal(false);
    expect(settings.user.isPremiumUser).to.equal(false);
    expect(settings.privacy.currentVersion).to.be.a('string');
    expect(settings.csrfToken).to.have.length.greaterThan(10);
    expect(getCsrfToken()).to.equal(settings.csrfToken);

    // The token passes the server's CSRF gate: a visitor's consent gets 401, not 403.
    let error: unknown;
    await post('/api/user/cookie_consent', {}, { quiet: true }).catch((e: unknown) => (error = e));
    expect((error as HttpError).status).to.equal(401);
    expect((error as HttpError).message).to.equal('Login required');

    const fetchSpy = sinon.spy(window, 'fetch');
    setCsrfToken('');
    const again = await loadPageSettings(pageWith(null));
    expect(again.csrfToken).to.equal(settings.csrfToken);
    expect(getCsrfToken(), 'token set from the cached answer too').to.equal(settings.csrfToken);
    const userMeCalls = fetchSpy.getCalls().filter((c) => String(c.args[0]).includes('/api/user/me'));
    expect(userMeCalls).to.have.length(0);
  });

  it('a load answered after a later one sets neither its token nor its answer in the cache', async () => {
    // A sign-in or sign-out loads the settings again while an older load may still be on its
    // way; its answer is about the identity before, and must not replace the newer one's token.
    const current = await (await fetch('/api/user/me', { cache: 'no-store' })).json();
    const real = window.fetch.bind(window);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let userMeCalls = 0;
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      if (!String(input).includes('/api/user/me') || userMeCalls++ > 0) return real(input, init);
      await held;
      return jsonResponse({ ...current, csrfToken: 'the-older-identity', ttl: 600 });
    });
    const older = loadPageSettings(pageWith(null));
    await until(() => userMeCalls === 1, 'the older load asked');
    const newer = await loadPageSettings(pageWith(null));
    expect(getCsrfToken()).to.equal(newer.csrfToken);
    release();
    expect((await older).csrfToken).to.equal('the-older-identity');
    expect(getCsrfToken(), 'the newer token stays').to.equal(newer.csrfToken);
    expect((await loadPageSettings(pageWith(null))).csrfToken, 'the cache keeps the newer answer').to.equal(newer.csrfToken);
  });

  it('a POST without the token is refused by the server and reloads the page', async () => {
    const reload = sinon.spy();
    setNavImpl({ reload });
    let error: unknown;
    await post('/api/user/cookie_consent', {}).catch((e: unknown) => (error = e));
    expect((error as HttpError).status).to.equal(403);
    expect(reload.callCount).to.equal(1);
  });

  it('signed in: user-me gives the full current user; logout leaves a marker that clears storage', async () => {
    const visitor = await loadPageSettings(pageWith(null));
    await post('/api/auth/login', { username: 'admin', password: 'demo1234' });
    // A new session: new key and token; what was cached for the visitor must not be used.
    forgetUserKey();
    cacheDelete(USER_ME_CACHE_NAME);
    const admin = await loadPageSettings(pageWith(null));
    try {
      expect(admin.username).to.equal('admin');
      expect(isSignedIn(admin)).to.equal(true);
      expect(admin.csrfToken).not.to.equal(visitor.csrfToken);
      expect(admin.user).to.deep.include({
        username: 'admin',
        isAdmin: true,
        access: 'admin',
        isNumberVerified: true,
        country: 'India',
        isPremiumUser: false,
        isSaleOngoing: true,
        proDiscountPercent: 20,
        proPlan: 'monthly',
      });
      expect(admin.user.uid).to.be.a('number');
      expect(admin.privacy.consentedOnMs).to.be.a('number');
    } finally {
      await post('/api/auth/logout', {});
    }
    storage.set('cc:todo', 'admin data');
    expect(getCookie('logout_marker')).to.equal('done');
    expect(applyLogoutMarker()).to.equal(true);
    expect(storage.get('cc:todo')).to.equal(null);
    expect(getCookie('logout_marker')).to.equal(undefined);
  });
});

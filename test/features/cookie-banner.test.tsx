import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { setStorageBacking, storage } from '../../src/core/storage';
import { CONSENT_STORAGE_KEY } from '../../src/features/cookie-banner/logic';
import { fakeTimers } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { DAY_MS, POLICY, acceptButton, bannerOf, isShown, embedSettings, mountBanner, storeRecord, storedRecord, resetPage } from './cookie-banner-helpers';
import { expectSameNode } from '../support/shadow';

const NOW = Date.UTC(2026, 9, 1, 9, 0, 0);
const VISITOR = { username: '' };
const daysAgo = (days: number) => NOW - days * DAY_MS;

describe('cc-cookie-banner: when it shows', () => {
  // A visitor's Accept must not call the server; if it ever did, the refusal (403) would reload
  // the test page through the http rules, so reloads are caught for the whole file.
  const reload = sinon.spy();
  before(() => setNavImpl({ reload }));
  after(() => resetNavImpl());
  beforeEach(() => {
    resetPage();
    fakeTimers(NOW);
  });
  afterEach(() => {
    sinon.restore();
    resetPage();
  });

  it('shows for a visitor without a record: text, policy link, Accept', async () => {
    embedSettings(VISITOR);
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner');
    const banner = bannerOf(el)!;
    expect(banner.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(shadowText(el)).to.contain('Privacy Policy');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/privacy');
    expect(acceptButton(el).textContent).to.equal('Accept');
  });

  it('leaves room at the end of the page as tall as the fixed bar, none when the page places it itself', async () => {
    embedSettings(VISITOR);
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner');
    const spacer = el.shadowRoot!.querySelector<HTMLElement>('.spacer')!;
    const banner = bannerOf(el)!;
    expect(banner.offsetHeight, 'the bar has a height').to.be.above(0);
    expect(spacer.offsetHeight).to.equal(banner.offsetHeight);
    document.body.style.setProperty('--cc-cookie-banner-position', 'static');
    try {
      const placed = await mountBanner();
      expect(bannerOf(placed)!.offsetHeight, 'the placed bar has a height').to.be.above(0);
      expect(placed.shadowRoot!.querySelector<HTMLElement>('.spacer')!.offsetHeight).to.equal(0);
    } finally {
      document.body.style.removeProperty('--cc-cookie-banner-position');
    }
  });

  it('hides for a visitor record 19 days old, shows for one 21 days old', async () => {
    embedSettings(VISITOR);
    storeRecord({ username: '', timestamp: daysAgo(19), version: POLICY });
    expect(isShown(await mountBanner())).to.equal(false);
    storeRecord({ username: '', timestamp: daysAgo(21), version: POLICY });
    expect(isShown(await mountBanner())).to.equal(true);
  });

  it('shows again when the policy version changed', async () => {
    embedSettings(VISITOR);
    storeRecord({ username: '', timestamp: daysAgo(1), version: '2025-01-01' });
    expect(isShown(await mountBanner())).to.equal(true);
  });

  it('treats a tampered record as none', async () => {
    embedSettings(VISITOR);
    for (const raw of [
      'not json{',
      JSON.stringify({ username: '', timestamp: 'yesterday', version: POLICY }),
      JSON.stringify({ username: '', timestamp: NOW + 365 * DAY_MS, version: POLICY }),
      JSON.stringify([daysAgo(1), POLICY]),
    ]) {
      storeRecord(raw);
      expect(isShown(await mountBanner()), raw).to.equal(true);
    }
  });

  it('signed in: follows the server consent (180 days), not the 20-day local expiry', async () => {
    const consentedDaysAgo = (days: number) => ({
      username: 'alice',
      user_consented_privacy_policy_version: POLICY,
      user_consented_privacy_policy_on: Math.floor(daysAgo(days) / 1000),
    });
    storeRecord({ username: 'alice', timestamp: daysAgo(30), version: POLICY });
    embedSettings(consentedDaysAgo(179));
    expect(isShown(await mountBanner()), 'server consent 179 days old').to.equal(false);
    embedSettings(consentedDaysAgo(181));
    expect(isShown(await mountBanner()), 'server consent 181 days old').to.equal(true);
    embedSettings({ ...consentedDaysAgo(1), user_consented_privacy_policy_version: '2025-01-01' });
    expect(isShown(await mountBanner()), 'server consent for an old version').to.equal(true);
    embedSettings({ username: 'alice' });
    expect(isShown(await mountBanner()), 'no server consent').to.equal(true);
  });

  it('closes when another tab accepts', async () => {
    embedSettings(VISITOR);
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner');
    // What the other tab's Accept leaves behind: the record, and a broadcast storage event.
    const record = { username: '', timestamp: NOW, version: POLICY };
    storeRecord(record);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cc:bc:privacy-consent', newValue: JSON.stringify({ message: record, nonce: '1' }) }),
    );
    await until(() => !isShown(el), 'banner closed by the other tab');
  });

  it('keeps working when storage throws: shows, accepts, stays accepted for the page', async () => {
    const broken = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      clear: () => undefined,
      key: () => null,
      length: 0,
    } as unknown as Storage;
    storeRecord({ username: '', timestamp: daysAgo(1), version: POLICY });
    setStorageBacking(broken);
    embedSettings(VISITOR);
    const el = await mountBanner();
    await until(() => isShown(el), 'the banner (unreadable storage counts as no record)');
    acceptButton(el).click();
    await until(() => !isShown(el), 'banner hidden');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY)!)).to.deep.equal({ username: '', timestamp: NOW, version: POLICY });
    expect(isShown(await mountBanner()), 'a later banner on the page').to.equal(false);
  });

  it('is reached with Tab, accepted with Enter, and never takes focus itself', async () => {
    embedSettings(VISITOR);
    const outside = document.createElement('input');
    outside.setAttribute('aria-label', 'outside');
    document.body.prepend(outside);
    outside.focus();
    const el = await mountBanner();
    expectSameNode(document.activeElement, outside, 'focus stays where the user was');
    const sent: boolean[] = [];
    el.addEventListener('cc-cookie-consent', (event) => sent.push((event as CustomEvent).detail.sentToServer));
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.tagName).to.equal('A');
    await sendKeys({ press: 'Tab' });
    expectSameNode(el.shadowRoot!.activeElement, acceptButton(el), 'Accept focused');
    await sendKeys({ press: 'Enter' });
    await until(() => !isShown(el), 'banner hidden');
    expect(storedRecord()).to.deep.equal({ username: '', timestamp: NOW, version: POLICY });
    expect(sent, 'a visitor never sends consent').to.deep.equal([false]);
    outside.remove();
  });
});

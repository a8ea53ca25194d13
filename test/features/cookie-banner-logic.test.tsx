// The pure rules behind the three elements, at their exact boundaries.
import { expect } from '@open-wc/testing';
import {
  LOCAL_CONSENT_EXPIRY_MS,
  USER_CONSENT_EXPIRY_MS,
  isServerConsentExpired,
  shouldCarryLocalConsent,
  shouldSendConsent,
  shouldShowBanner,
} from '../../src/features/cookie-banner/logic';
import { offlineBannerReducer } from '../../src/features/offline-banner/logic';
import { parseCountdownTarget } from '../../src/features/countdown/logic';

const NOW = 1_800_000_000_000;
const V = '2026-09-01';
const known = { consentedVersion: V, consentedOnMs: NOW, currentVersion: V };

describe('banner rules', () => {
  it('uses the exact expiries: 1728e6 ms locally, 15552e6 ms on the server', () => {
    expect(LOCAL_CONSENT_EXPIRY_MS).to.equal(20 * 86_400_000);
    expect(USER_CONSENT_EXPIRY_MS).to.equal(180 * 86_400_000);
    const visitor = (age: number) =>
      shouldShowBanner({ record: { username: '', timestamp: NOW - age, version: V }, username: '', privacy: known, nowMs: NOW });
    expect(visitor(LOCAL_CONSENT_EXPIRY_MS)).to.equal(false);
    expect(visitor(LOCAL_CONSENT_EXPIRY_MS + 1)).to.equal(true);
    const server = (age: number) => isServerConsentExpired({ ...known, consentedOnMs: NOW - age }, NOW);
    expect(server(USER_CONSENT_EXPIRY_MS)).to.equal(false);
    expect(server(USER_CONSENT_EXPIRY_MS + 1)).to.equal(true);
  });

  it('sends consent only for a signed-in user whose server consent expired', () => {
    const expired = { ...known, consentedOnMs: NOW - USER_CONSENT_EXPIRY_MS - 1 };
    expect(shouldSendConsent('', expired, NOW)).to.equal(false);
    expect(shouldSendConsent('alice', known, NOW)).to.equal(false);
    expect(shouldSendConsent('alice', expired, NOW)).to.equal(true);
    expect(shouldSendConsent('alice', { ...known, consentedVersion: '2025-01-01' }, NOW)).to.equal(true);
    expect(shouldSendConsent('alice', { ...known, consentedOnMs: null }, NOW)).to.equal(true);
  });

  it('offline banner: connected only after being offline, hidden after the message', () => {
    expect(offlineBannerReducer('hidden', { type: 'connectivity', online: true })).to.equal('hidden');
    expect(offlineBannerReducer('hidden', { type: 'connectivity', online: false })).to.equal('offline');
    expect(offlineBannerReducer('offline', { type: 'connectivity', online: true })).to.equal('reconnected');
    expect(offlineBannerReducer('reconnected', { type: 'message-elapsed' })).to.equal('hidden');
    expect(offlineBannerReducer('offline', { type: 'message-elapsed' })).to.equal('offline');
  });

  it('countdown targets: epoch seconds, epoch ms, ISO; anything else explained', () => {
    expect(parseCountdownTarget('1800000000')).to.deep.equal({ ok: true, ms: NOW });
    expect(parseCountdownTarget(String(NOW))).to.deep.equal({ ok: true, ms: NOW });
    expect(parseCountdownTarget('2027-01-15T10:00:00Z')).to.deep.equal({ ok: true, ms: Date.UTC(2027, 0, 15, 10) });
    for (const bad of ['', '  ', 'soon', '-5', '1e12', '2027-13-45']) {
      expect(parseCountdownTarget(bad).ok, JSON.stringify(bad)).to.equal(false);
    }
  });
});

describe('cookie banner: an acceptance made just before signing in', () => {
  const now = 1_800_000_000_000;
  const privacy = { consentedVersion: null, consentedOnMs: null, currentVersion: 'v2' };
  const visitorRecord = (ageMs: number, version = 'v2') => ({ username: '', timestamp: now - ageMs, version });

  it('counts for the signed-in user within the local expiry, and is carried to the server', () => {
    const input = { record: visitorRecord(LOCAL_CONSENT_EXPIRY_MS), username: 'mod', privacy, nowMs: now };
    expect(shouldShowBanner(input)).to.equal(false);
    expect(shouldCarryLocalConsent(input)).to.equal(true);
  });

  it('not once it is older than the local expiry, for another policy, or made by another user', () => {
    for (const record of [visitorRecord(LOCAL_CONSENT_EXPIRY_MS + 1), visitorRecord(1, 'v1'), { ...visitorRecord(1), username: 'bob' }]) {
      const input = { record, username: 'mod', privacy, nowMs: now };
      expect(shouldShowBanner(input), JSON.stringify(record)).to.equal(true);
      expect(shouldCarryLocalConsent(input), JSON.stringify(record)).to.equal(false);
    }
  });

  it("a user's own record is not carried again (accepting sent it)", () => {
    const input = { record: { ...visitorRecord(1), username: 'mod' }, username: 'mod', privacy, nowMs: now };
    expect(shouldShowBanner(input)).to.equal(false);
    expect(shouldCarryLocalConsent(input)).to.equal(false);
  });
});

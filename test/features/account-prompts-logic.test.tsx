import { expect } from '@open-wc/testing';
import type { CurrentUser } from '../../src/core/session-types';
import { discountText, needsMobileVerification, showsUpgrade } from '../../src/features/account-prompts/logic';

const privacy = { consentedVersion: null, consentedOnMs: null, currentVersion: null };
const user = (fields: Partial<CurrentUser>): CurrentUser => ({ username: 'u', privacy, ...fields });

describe('account prompt rules', () => {
  it('upgrade: visitors and known non-premium users; never premium or unknown signed-in users', () => {
    expect(showsUpgrade(false, null)).to.equal(true);
    expect(showsUpgrade(false, user({ username: '' }))).to.equal(true);
    expect(showsUpgrade(true, user({ isPremiumUser: false }))).to.equal(true);
    expect(showsUpgrade(true, user({ isPremiumUser: true }))).to.equal(false);
    expect(showsUpgrade(true, user({}))).to.equal(false);
    expect(showsUpgrade(true, null)).to.equal(false);
  });

  it("discount: '20' means 20% off, with the plan when there is one, only during a sale", () => {
    expect(discountText(user({ isSaleOngoing: true, proDiscountPercent: 20, proPlan: 'monthly' }))).to.equal('20% off on the monthly plan');
    expect(discountText(user({ isSaleOngoing: true, proDiscountPercent: 20 }))).to.equal('20% off');
    expect(discountText(user({ isSaleOngoing: false, proDiscountPercent: 20, proPlan: 'monthly' }))).to.equal(null);
    expect(discountText(user({ isSaleOngoing: true }))).to.equal(null);
    expect(discountText(user({ isSaleOngoing: true, proDiscountPercent: 0 }))).to.equal(null);
    expect(discountText(user({ isSaleOngoing: true, proDiscountPercent: 250 }))).to.equal(null);
    expect(discountText(null)).to.equal(null);
  });

  it('mobile verification: signed-in Indian users whose number is not verified', () => {
    expect(needsMobileVerification(true, user({ country: 'India', isNumberVerified: false }))).to.equal(true);
    expect(needsMobileVerification(true, user({ country: ' india ', isNumberVerified: false }))).to.equal(true);
    expect(needsMobileVerification(true, user({ country: 'India', isNumberVerified: true }))).to.equal(false);
    expect(needsMobileVerification(true, user({ country: 'India' }))).to.equal(false);
    expect(needsMobileVerification(true, user({ country: 'Germany', isNumberVerified: false }))).to.equal(false);
    expect(needsMobileVerification(false, user({ country: 'India', isNumberVerified: false }))).to.equal(false);
  });
});

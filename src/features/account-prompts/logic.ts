/** Who sees which account prompt, from the current user's fields and role. Pure; no DOM. */
import type { CurrentUser } from '../../core/session-types';

export const UPGRADE_PATH = '/pro';
export const MOBILE_VERIFY_PATH = '/mobile';
export const UPGRADE_LINK_TEXT = 'Upgrade to Pro';
export const UPGRADE_TEXT = 'Unlock every editorial and video solution, and practise without limits.';
export const MOBILE_TEXT = 'Your mobile number is not verified yet. Verify it to take part in rated contests.';
export const MOBILE_LINK_TEXT = 'Verify mobile number';

/**
 * isPremiumUser toggles the non-premium prompts: visitors see them, signed-in users
 * only once user-me said they are not premium (a premium user must never see one, not even
 * while their details load).
 */
export function showsUpgrade(signedIn: boolean, user: CurrentUser | null): boolean {
  return !signedIn || user?.isPremiumUser === false;
}

/** '20% off on the monthly plan' while a sale is on; null otherwise ('20' means 20 %). */
export function discountText(user: CurrentUser | null): string | null {
  const percent = user?.proDiscountPercent;
  if (!user?.isSaleOngoing || percent === undefined || !(percent > 0 && percent <= 100)) return null;
  const plan = user.proPlan?.trim();
  return plan ? `${percent}% off on the ${plan} plan` : `${percent}% off`;
}

/** Indian users without a verified mobile number are pointed to verification. */
export function needsMobileVerification(signedIn: boolean, user: CurrentUser | null): boolean {
  return signedIn && user?.country?.trim().toLowerCase() === 'india' && user.isNumberVerified === false;
}

/**
 * Shapes core services hand to the rest of the front end, already normalised: camelCase,
 * real booleans and numbers, '' rather than null for "no user".
 */

/** The privacy-policy consent the server knows of (page settings). */
export interface PrivacyConsent {
  /** Version the user consented to; null when never (and for visitors). */
  consentedVersion: string | null;
  /** When the user consented, ms since the epoch (the server sends seconds). */
  consentedOnMs: number | null;
  /** The policy version in force now. */
  currentVersion: string | null;
}

/**
 * The current user. Page settings embedded in the page know only the username and
 * the consent fields; the rest is filled from user-me, so it is optional.
 */
export interface CurrentUser {
  /** '' for a visitor. */
  username: string;
  uid?: number;
  /** Server markup for the handle; untrusted, sanitise before rendering. */
  htmlHandle?: string;
  isUserTeam?: boolean;
  oauthButtons?: Record<string, unknown>;
  isNumberVerified?: boolean;
  country?: string;
  profileImagePath?: string;
  isPremiumUser?: boolean;
  isAdmin?: boolean;
  /** 'admin' for admins. */
  access?: string;
  /** Server markup; untrusted. */
  userStarHtml?: string;
  isSaleOngoing?: boolean;
  /** Pro discount in percent (the server's '20' means 20 %). */
  proDiscountPercent?: number;
  /** e.g. 'monthly'. */
  proPlan?: string;
  privacy: PrivacyConsent;
}

export interface PageSettings {
  /** '' for a visitor; signed-in means non-empty. */
  username: string;
  user: CurrentUser;
  privacy: PrivacyConsent;
  visitedContests: string[];
  /** Server form markup for the page, '' when none; untrusted. */
  formHTML: string;
  loginRequired: boolean;
  csrfToken: string;
  /** '' when unknown (embedded settings do not carry it). */
  ip: string;
  /** Ad strip markup, null when none (premium users); untrusted. */
  adStrip: string | null;
  /** Where these settings came from. */
  source: 'embedded' | 'user-me';
}

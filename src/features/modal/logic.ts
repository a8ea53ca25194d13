/**
 * Who may see a modal (the audience rule: "some modals show only to logged-in or logged-out users,
 * depending on the flags isLoginRequired and areAllAllowed"). Pure, for the element and tests.
 */
export interface AudienceFlags {
  loginRequired: boolean;
  allAllowed: boolean;
}

/**
 * login-required: signed-in users only (it wins over all-allowed). Otherwise visitors only,
 * unless all-allowed opens it to everyone.
 */
export function audienceAllows({ loginRequired, allAllowed }: AudienceFlags, signedIn: boolean): boolean {
  if (loginRequired) return signedIn;
  return allAllowed || !signedIn;
}

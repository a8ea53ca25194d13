// @ts-check
// Server-wide constants. The privacy-policy version and the consent expiry are shared with
// the client through user-me and the page settings.

/** Version of the privacy policy users consent to; bump it to ask everyone again. */
export const CURRENT_PRIVACY_POLICY_VERSION = '2026-09-01';

/** Server-side consent expiry (180 days), in seconds. */
export const USER_CONSENT_MAX_AGE_S = 15552e3;

/** How long the client may cache the user-me answer. */
export const USER_ME_TTL_S = 60;

export const SESSION_COOKIE = 'cc_session';
/** Sessions older than this are ignored and swept; the cookie lives as long. */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;

/** Marker the client reads (and removes) after a logout to clear its local caches. */
export const LOGOUT_MARKER_COOKIE = 'logout_marker';

/** Strict policy for every HTML page the server renders: no inline script or style. */
export const HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; " +
  // Trusted Types: HTML reaches the DOM only through the elements' policy (whose createHTML is
  // the sanitiser) and DOMPurify's own parsing policy; cc-loader.js makes its one script URL.
  "require-trusted-types-for 'script'; trusted-types cc-elements cc-loader dompurify";

/** Pro offer shown to non-premium users ('20' means 20 percent). */
export const PRO_DISCOUNT_PERCENT = '20';

/** The client's short-lived copy of the user key; cleared when the identity changes. */
export const USER_KEY_COOKIE = 'userkey';

/** A visitor's random id: their CSRF token is derived from it (no session row for visitors). */
export const VISITOR_COOKIE = 'cc_visitor';

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

/**
 * Image sources the pages allow besides the server itself and data: URLs: the live site's CDN,
 * where captured contest answers point their banners. buildServer's `imageSources` (main.js:
 * IMAGE_SOURCES) replaces the list.
 */
export const DEFAULT_IMAGE_SOURCES = /** @type {readonly string[]} */ (['https://cdn.codechef.com']);

/** The site captured markup's relative links belong to (main.js: MARKUP_ORIGIN; '' for none). */
export const DEFAULT_MARKUP_ORIGIN = 'https://www.codechef.com';

/**
 * An image source as CSP takes it: an http(s) origin (`https://cdn.example.org`, a `*.` host
 * allowed) or a bare `https:`; anything else (quotes, spaces, semicolons, paths) is refused.
 * @param {string} source
 */
export const isImageSource = (source) => /^https?:(\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)?$/i.test(source);

/**
 * Strict policy for every HTML page the server renders: no inline script or style; images from
 * this server, data: URLs and `imageSources`.
 * @param {readonly string[]} [imageSources]
 */
export function htmlCsp(imageSources = DEFAULT_IMAGE_SOURCES) {
  const bad = imageSources.find((source) => !isImageSource(source));
  if (bad !== undefined) throw new Error(`Image source ${JSON.stringify(bad)} is not an http(s) origin`);
  return "default-src 'self'; script-src 'self'; style-src 'self'; " +
    `img-src ${["'self'", 'data:', ...imageSources].join(' ')}; ` +
    "connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; " +
    // Trusted Types: HTML reaches the DOM only through the elements' policy (whose createHTML is
    // the sanitiser) and DOMPurify's own parsing policy; cc-loader.js makes its one script URL.
    "require-trusted-types-for 'script'; trusted-types cc-elements cc-loader dompurify";
}

/** The policy with the default image sources. */
export const HTML_CSP = htmlCsp();

/** Pro offer shown to non-premium users ('20' means 20 percent). */
export const PRO_DISCOUNT_PERCENT = '20';

/** The client's short-lived copy of the user key; cleared when the identity changes. */
export const USER_KEY_COOKIE = 'userkey';

/** A visitor's random id: their CSRF token is derived from it (no session row for visitors). */
export const VISITOR_COOKIE = 'cc_visitor';

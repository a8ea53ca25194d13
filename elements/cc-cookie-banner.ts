/**
 * @tag cc-cookie-banner
 * @summary The cookie and privacy-consent banner, with a link to the privacy policy and an Accept button.
 * Shown when this browser has no consent record, when the record is for an older policy version,
 * or when consent has expired: after 20 days for a visitor; for a signed-in user when the
 * server-side consent is missing, for another version or older than 180 days. Accept stores a
 * new record (storage key cc:privacy-consent) and hides the banner; for a signed-in user whose
 * server-side consent expired it also sends POST /api/user/cookie_consent. A labelled region
 * that never takes focus. No attributes: everything comes from the page settings.
 * @fires cc-cookie-consent - The user accepted; detail {version, sentToServer}.
 * @csspart banner - The banner region.
 * @csspart text - The consent sentence.
 * @csspart link - The privacy-policy link.
 * @csspart accept - The Accept button.
 * @cssprop --cc-cookie-banner-position - CSS position of the bar (default fixed, at the bottom).
 * @cssprop --cc-cookie-banner-z-index - Stacking order of the bar (default 9000).
 * @cssprop --cc-cookie-banner-background - Bar background.
 * @cssprop --cc-cookie-banner-color - Bar text colour.
 */
import { defineElement } from '../src/core/define';
import { CookieBanner } from '../src/features/cookie-banner/CookieBanner';
import { cookieBannerCss } from '../src/features/cookie-banner/cookie-banner.styles';

export default defineElement('cc-cookie-banner', CookieBanner, { styles: [cookieBannerCss] });

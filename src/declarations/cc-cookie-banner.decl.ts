import { declareElement } from '../core/declare';
import { cookieConsentDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-cookie-banner',
  summary: 'The cookie and privacy-consent banner, with a link to the privacy policy and an Accept ' +
    'button.',
  description:
    'Shown when this browser has no consent record, when the record is for an older policy ' +
    'version, or when consent has expired: after 20 days for a visitor; for a signed-in user ' +
    'when the server-side consent is missing, for another version or older than 180 days. ' +
    'Accept stores a new record (storage key cc:privacy-consent) and hides the banner; for a ' +
    'signed-in user whose server-side consent expired it also sends POST ' +
    '/api/user/cookie_consent. A labelled region that never takes focus. No attributes: ' +
    'everything comes from the page settings.',
  events: {
    'cc-cookie-consent': {
      detail: cookieConsentDetail,
      description: 'The user accepted; detail {version, sentToServer}.',
    },
  },
  parts: {
    'banner': 'The banner region.',
    'text': 'The consent sentence.',
    'link': 'The privacy-policy link.',
    'accept': 'The Accept button.',
  },
  cssProperties: {
    '--cc-cookie-banner-position': 'CSS position of the bar (default fixed, at the bottom).',
    '--cc-cookie-banner-z-index': 'Stacking order of the bar (default 9000).',
    '--cc-cookie-banner-background': 'Bar background.',
    '--cc-cookie-banner-color': 'Bar text colour.',
  },
});

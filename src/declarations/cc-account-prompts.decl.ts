import { declareElement } from '../core/declare';

export const declaration = declareElement({
  tag: 'cc-account-prompts',
  summary: 'Account prompts: Pro upgrade for non-premium users, mobile verification, the ad strip.',
  description:
    'Visitors and signed-in users who are not premium see an upgrade prompt linking to /pro; ' +
    'while a sale is on it names the discount ("20% off on the monthly plan"). Premium users ' +
    'never see it. Signed-in users from India without a verified mobile number see a banner ' +
    'linking to /mobile?destination={current path}. The ad strip of user-me is shown ' +
    '(sanitised) when the server sends one. Everything comes from the page settings and ' +
    'user-me; no attributes.',
  parts: {
    'prompts': 'The stack of prompts.',
    'upgrade-prompt': 'The Pro upgrade prompt.',
    'discount': 'The sale discount text.',
    'upgrade-link': 'The link to /pro.',
    'mobile-prompt': 'The mobile-verification banner.',
    'mobile-link': 'The link to the verification page.',
  },
  cssProperties: {
    '--cc-account-prompts-gap': 'Space between prompts (default 0.5rem).',
    '--cc-account-prompts-upgrade-background': 'Background of the upgrade prompt.',
    '--cc-account-prompts-mobile-background': 'Background of the mobile banner.',
  },
});

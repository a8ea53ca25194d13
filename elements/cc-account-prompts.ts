/**
 * @tag cc-account-prompts
 * @summary Account prompts: Pro upgrade for non-premium users, mobile verification, the ad strip.
 * Visitors and signed-in users who are not premium see an upgrade prompt linking to /pro; while a
 * sale is on it names the discount ("20% off on the monthly plan"). Premium users never see it.
 * Signed-in users from India without a verified mobile number see a banner linking to
 * /mobile?destination={current path}. The ad strip of user-me is shown (sanitised) when the
 * server sends one. Everything comes from the page settings and user-me; no attributes.
 * @csspart prompts - The stack of prompts.
 * @csspart upgrade-prompt - The Pro upgrade prompt.
 * @csspart discount - The sale discount text.
 * @csspart upgrade-link - The link to /pro.
 * @csspart mobile-prompt - The mobile-verification banner.
 * @csspart mobile-link - The link to the verification page.
 * @cssprop --cc-account-prompts-gap - Space between prompts (default 0.5rem).
 * @cssprop --cc-account-prompts-upgrade-background - Background of the upgrade prompt.
 * @cssprop --cc-account-prompts-mobile-background - Background of the mobile banner.
 */
import { defineElement } from '../src/core/define';
import { AccountPrompts } from '../src/features/account-prompts/AccountPrompts';
import { accountPromptsCss } from '../src/features/account-prompts/account-prompts.styles';

export default defineElement('cc-account-prompts', AccountPrompts, { styles: [accountPromptsCss] });

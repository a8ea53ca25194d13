/**
 * Account prompts: the mobile-verification banner for Indian users without a verified number,
 * the Pro upgrade prompt for non-premium users (with the sale discount while one is on), and
 * the server's ad strip (sanitised). Nothing renders while the session loads, so a premium user
 * never sees a prompt flash.
 */
import { useSession } from '../../state/session';
import { SafeHtml } from '../../ui/SafeHtml';
import { markupTools } from '../../core/markup-loader';
import { useLazyModule } from '../../ui/useLazyModule';
import { useCurrentPath } from '../../ui/useCurrentPath';
import { withDestination } from '../../domain/routes';
import {
  MOBILE_LINK_TEXT,
  MOBILE_TEXT,
  MOBILE_VERIFY_PATH,
  UPGRADE_LINK_TEXT,
  UPGRADE_PATH,
  UPGRADE_TEXT,
  discountText,
  needsMobileVerification,
  showsUpgrade,
} from './logic';

export function AccountPrompts() {
  const { adStrip: markup, user, signedIn, loading } = useSession();
  const path = useCurrentPath({ deferred: true });
  // The ad strip is server markup: the prompts show once the sanitiser has loaded too.
  const stripTools = useLazyModule(markupTools, Boolean(markup?.trim()));
  if (loading || (Boolean(markup?.trim()) && !stripTools.module && !stripTools.failed)) return null;

  const mobile = needsMobileVerification(signedIn, user);
  const upgrade = showsUpgrade(signedIn, user);
  const discount = upgrade ? discountText(user) : null;
  const adStrip = markup?.trim() ? markup : null;
  if (!mobile && !upgrade && !adStrip) return null;

  return (
    <div className="prompts" part="prompts">
      {mobile && (
        <section className="prompt mobile-prompt" part="mobile-prompt" aria-label="Mobile number verification">
          <p className="text">{MOBILE_TEXT}</p>
          <a className="action" part="mobile-link" href={withDestination(MOBILE_VERIFY_PATH, path)}>
            {MOBILE_LINK_TEXT}
          </a>
        </section>
      )}
      {upgrade && (
        <section className="prompt upgrade-prompt" part="upgrade-prompt" aria-label="Pro upgrade">
          <p className="text">
            {UPGRADE_TEXT}
            {discount && (
              <>
                {' '}
                <strong className="discount" part="discount">
                  {discount}
                </strong>
              </>
            )}
          </p>
          <a className="action" part="upgrade-link" href={UPGRADE_PATH}>
            {UPGRADE_LINK_TEXT}
          </a>
        </section>
      )}
      {adStrip && <SafeHtml markup={adStrip} kind="richText" className="ad-strip" />}
    </div>
  );
}

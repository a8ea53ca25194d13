/**
 * The cookie and privacy-consent banner. It never takes focus: it is a labelled
 * region the user reaches with Tab (or landmark navigation) when they choose to.
 */
import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useHostEvent } from '../../core/define';
import { onBroadcast } from '../../core/storage';
import { sendCookieConsent } from '../../api/consent';
import { useSession } from '../../state/session';
import { acceptedConsentAtom } from '../../state/privacy';
import {
  CONSENT_BROADCAST_CHANNEL, makeConsentRecord, shouldCarryLocalConsent, shouldSendConsent, shouldShowBanner, type ServerConsent,
} from './logic';
import { readConsentRecord, writeConsentRecord } from './record';
import { declaration } from '../../../elements/cc-cookie-banner.decl';

export const PRIVACY_POLICY_PATH = '/privacy';
export const COOKIE_BANNER_LABEL = 'Cookie consent';
export const COOKIE_BANNER_TEXT =
  'We use cookies to keep you signed in, remember your preferences and understand how the site is used. ' +
  'By continuing, you agree to our';

const UNKNOWN_CONSENT: ServerConsent = { consentedVersion: null, consentedOnMs: null, currentVersion: null };

/** `{username}|{version}` consents carried to the server from a local acceptance on this page. */
const carried = new Set<string>();

export function CookieBanner() {
  const { settings, loading } = useSession();
  const [accepted, setAccepted] = useAtom(acceptedConsentAtom);
  const [record, setRecord] = useState(() => readConsentRecord());
  const emit = useHostEvent(declaration);

  // Without settings (user-me failed) the banner still follows the local record, as for a visitor.
  const username = settings?.username ?? '';
  const privacy = settings?.privacy ?? UNKNOWN_CONSENT;
  const currentVersion = privacy.currentVersion ?? '';

  // Another tab accepted: its record is in storage now.
  useEffect(
    () =>
      onBroadcast(CONSENT_BROADCAST_CHANNEL, () => {
        const fresh = readConsentRecord();
        setRecord(fresh);
        if (fresh && fresh.username === username && fresh.version === currentVersion) {
          setAccepted({ username, version: currentVersion });
        }
      }),
    [username, currentVersion, setAccepted],
  );

  // Accepted as a visitor, then signed in (or up): that acceptance becomes the user's consent.
  const carry = !loading && shouldCarryLocalConsent({ record, username, privacy, nowMs: Date.now() });
  useEffect(() => {
    if (!carry || !record) return;
    const key = `${username}|${currentVersion}`;
    if (carried.has(key)) return;
    carried.add(key);
    const next = makeConsentRecord(username, privacy.currentVersion, record.timestamp);
    writeConsentRecord(next);
    setRecord(next);
    setAccepted({ username, version: next.version });
    emit('cc-cookie-consent', { version: next.version, sentToServer: true });
    sendCookieConsent().catch(() => undefined);
  }, [carry, record, username, currentVersion, privacy.currentVersion, setAccepted, emit]);

  if (loading) return null;
  const acceptedHere = accepted !== null && accepted.username === username && accepted.version === currentVersion;
  if (acceptedHere || !shouldShowBanner({ record, username, privacy, nowMs: Date.now() })) return null;

  const accept = () => {
    const now = Date.now();
    const next = makeConsentRecord(username, privacy.currentVersion, now);
    const sendToServer = shouldSendConsent(username, privacy, now);
    writeConsentRecord(next);
    setRecord(next);
    setAccepted({ username, version: next.version });
    emit('cc-cookie-consent', { version: next.version, sentToServer: sendToServer });
    // The banner is gone either way; a failure is shown by the http layer's rules.
    if (sendToServer) sendCookieConsent().catch(() => undefined);
  };

  return (
    <section className="banner" role="region" aria-label={COOKIE_BANNER_LABEL} part="banner">
      <p className="text" part="text">
        {COOKIE_BANNER_TEXT}{' '}
        <a href={PRIVACY_POLICY_PATH} part="link">
          Privacy Policy
        </a>
        .
      </p>
      <button type="button" className="accept" part="accept" onClick={accept}>
        Accept
      </button>
    </section>
  );
}

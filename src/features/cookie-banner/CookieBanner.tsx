/**
 * The cookie and privacy-consent banner. It never takes focus: it is a labelled
 * region the user reaches with Tab (or landmark navigation) when they choose to.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useHostEvent } from '../../ui/host';
import { onBroadcast } from '../../core/storage';
import { sendCookieConsent } from '../../api/consent';
import { useSession } from '../../state/session';
import { acceptedConsentAtom } from '../../state/privacy';
import {
  CONSENT_BROADCAST_CHANNEL, makeConsentRecord, shouldCarryLocalConsent, shouldSendConsent, shouldShowBanner, type ServerConsent,
} from './logic';
import { readConsentRecord, writeConsentRecord } from './record';
import { declaration } from '../../declarations/cc-cookie-banner.decl';

const PRIVACY_POLICY_PATH = '/privacy';
const COOKIE_BANNER_LABEL = 'Cookie consent';
/**
 * Two short lines on a phone: a bar over the page's bottom, drawn after its first paint, should
 * not be the largest text on the screen (it was four lines, and the page's largest paint).
 */
const COOKIE_BANNER_TEXT = 'We use cookies to keep you signed in and see how the site is used. Read our';

const UNKNOWN_CONSENT: ServerConsent = { consentedVersion: null, consentedOnMs: null, currentVersion: null };

/** `{username}|{version}` consents carried to the server from a local acceptance on this page. */
const carried = new Set<string>();

export function CookieBanner() {
  const { settings, loading } = useSession();
  const [accepted, setAccepted] = useAtom(acceptedConsentAtom);
  const [record, setRecord] = useState(() => readConsentRecord());
  const emit = useHostEvent(declaration);
  const bannerRef = useRef<HTMLElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);

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

  const acceptedHere = accepted !== null && accepted.username === username && accepted.version === currentVersion;
  const shown = !loading && !acceptedHere && shouldShowBanner({ record, username, privacy, nowMs: Date.now() });

  // A bar fixed over the bottom of the viewport would hide the end of a page that cannot scroll
  // further (a form's submit button): an in-flow spacer as tall as the bar gives the page room
  // to scroll it clear. A page that places the bar itself (not fixed) needs no spacer.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    const spacer = spacerRef.current;
    if (!shown || !banner || !spacer) return undefined;
    const measure = () => {
      const fixed = getComputedStyle(banner).position === 'fixed';
      spacer.style.height = fixed ? `${banner.offsetHeight}px` : '0px';
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => observer.disconnect();
  }, [shown]);

  if (!shown) return null;

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
    <>
      <div className="spacer" aria-hidden="true" ref={spacerRef} />
      <section className="banner" role="region" aria-label={COOKIE_BANNER_LABEL} part="banner" ref={bannerRef}>
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
    </>
  );
}

/**
 * Share links for Facebook, LinkedIn and Twitter. A plain click opens the network's
 * share page in a 500x250 popup; the links keep real addresses, so a middle click or
 * Ctrl+click still opens a tab, and they work without script.
 */
import type { MouseEvent } from 'react';
import { allowNavigationOrigin, nav } from '../core/nav';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, SHARE_POPUP, shareUrl, type ShareNetwork } from '../domain/share';
import { useShadowStyles } from './host';
import { shareButtonsCss } from './share-buttons.styles';

export interface ShareButtonsProps {
  url: string;
  title: string;
  /** Told before the popup opens; return false to open nothing. */
  onShare?: (network: ShareNetwork, shareUrl: string) => boolean | void;
}

// The share networks are this feature's fixed partners: their origins may be navigated to.
for (const network of SHARE_NETWORKS) allowNavigationOrigin(shareUrl(network, '', ''));

const ICONS: Record<ShareNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  twitter: 'M22 5.9a8.3 8.3 0 0 1-2.4.7 4.1 4.1 0 0 0 1.8-2.3 8.2 8.2 0 0 1-2.6 1 4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5 4 4 0 0 1-1.9-.5 4.1 4.1 0 0 0 3.3 4 4.1 4.1 0 0 1-1.8.1 4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3a11.6 11.6 0 0 0 6.3 1.8c7.5 0 11.7-6.3 11.7-11.7v-.5A8.3 8.3 0 0 0 22 5.9z',
};

export function ShareButtons({ url, title, onShare }: ShareButtonsProps) {
  useShadowStyles(shareButtonsCss);
  const open = (network: ShareNetwork, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified and middle clicks keep the browser's meaning (new tab, new window).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onShare?.(network, href) === false) return;
    nav.openPopup(href, SHARE_POPUP.name, SHARE_POPUP.width, SHARE_POPUP.height);
  };

  return (
    <ul className="share" part="list" aria-label="Share">
      {SHARE_NETWORKS.map((network) => {
        const href = shareUrl(network, url, title);
        return (
          <li key={network}>
            <a
              className={`share-link ${network}`}
              part={`link ${network}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={open(network, href)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={ICONS[network]} />
              </svg>
              <span className="visually-hidden">{`Share on ${SHARE_NETWORK_NAMES[network]}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

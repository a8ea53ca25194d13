/** Pure helpers of the small shared elements: share links and the copy target's text. */

export const SHARE_NETWORKS = ['facebook', 'linkedin', 'twitter'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
};

/** The share popup is 500x250. */
export const SHARE_POPUP = { name: 'cc-share', width: 500, height: 250 } as const;

/** The networks' share addresses for a page. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
  }
}

/** What a copy control copies from its target: a field's value, else the text as rendered. */
export function textOfTarget(target: Element): string {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return target.value;
  if (target instanceof HTMLElement && target.checkVisibility()) return target.innerText;
  return target.textContent ?? '';
}

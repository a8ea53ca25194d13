/** Sharing a page on the social networks: the networks, their share addresses, the popup size. Pure. */

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

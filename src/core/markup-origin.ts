/**
 * The site that contest markup came from. A contest answer's announcements and rules are the
 * live site's HTML, with links relative to that site (`../codeofconduct`, `../ide`,
 * `/blogs/…`); on another host those would be dead local paths. A page names the site with
 * `<meta name="cc-markup-origin" content="https://www.example.org">` (the reference server writes
 * it from MARKUP_ORIGIN), and the sanitiser resolves such links against it. Without the meta
 * (or with a value that is not an http(s) origin) relative links stay as they are.
 */

import { onPageReset } from './page-reset';

let cached: string | null | undefined;
// What the page's meta said is read once per page (tests change the meta between "pages").
onPageReset(() => {
  cached = undefined;
});

/** The configured origin ('https://host[:port]'), or null. Read once per page. */
export function markupOrigin(): string | null {
  if (cached !== undefined) return cached;
  const content = document.querySelector<HTMLMetaElement>('meta[name="cc-markup-origin"]')?.content.trim() ?? '';
  cached = originOf(content);
  return cached;
}

function originOf(value: string): string | null {
  if (value === '') return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A link of site markup resolved against `origin`: relative paths ('../ide', 'club', '/blogs/x')
 * become absolute on that site; absolute, mailto:, fragment-only ('#x') and empty links stay.
 */
export function resolveSiteLink(href: string, origin: string): string {
  const value = href.trim();
  if (value === '' || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value) || /^[\\/]{2}/.test(value)) return href;
  try {
    return new URL(value, `${origin}/`).href;
  } catch {
    return href;
  }
}

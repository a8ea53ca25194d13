// What the link journeys (links.test.js, page-links.test.js) share: the origins a link may leave
// the site for, what a page that is not real says, and the functions run in the page to collect
// links and to wait for an app page to show something.

/** Origins that links are meant to leave the site for, and why. */
export const OFF_SITE = new Map([
  ['https://www.facebook.com', 'the share buttons (theming gallery)'],
  ['https://www.linkedin.com', 'the share buttons'],
  ['https://twitter.com', 'the share buttons'],
  ['https://discuss.cc-elements.dev', "a problem's discussion links, from the seeded problem data"],
  ['https://video.cc-elements.dev', "a problem's video link, from the seeded problem data"],
  ['https://example.org', 'a link a user wrote in a seeded comment'],
  ['https://www.codechef.com', "links in contest markup (rules, announcements) copied from the live site: relative links there resolve against the markup origin (src/core/markup-origin.ts)"],
]);

/** What a page says when it is not a real page, or failed (as dead-ends.test.js). */
export const NOT_REAL = ['Page not found', 'Contest does not exist.', 'Roadmap not found', 'Course not found', 'Problem not found',
  'Problem does not exist.', 'This page is not available', 'This page could not be loaded', 'We could not load', 'Some error occurred'];

/** Every link's href under `selector`, through every shadow root inside it. */
export function linksUnder(selector) {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el instanceof HTMLAnchorElement && el.getAttribute('href')) out.push(el.href);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  const find = (root) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const host = selector === 'document' ? document : find(document);
  if (host) walk(host.shadowRoot ?? host);
  if (host && host !== document && host.shadowRoot) {
    for (const el of host.querySelectorAll('a[href]')) out.push(el.href);
  }
  return out;
}

/**
 * The app page's text and headings (through shadow roots) once its main area shows a page: a
 * heading, or one of the `markers`; false before. Self-contained: it runs in the page.
 */
export function settledAppPage(markers) {
  const text = (node) => {
    let out = '';
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) out += child.textContent;
      else if (child.nodeType === Node.ELEMENT_NODE) {
        if (child.shadowRoot) out += text(child.shadowRoot);
        out += text(child);
      }
    }
    return out;
  };
  const main = document.querySelector('cc-app')?.shadowRoot?.querySelector('main');
  if (!main) return false;
  const headings = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'H1' && el.textContent.trim()) headings.push(el.textContent.trim());
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(main);
  const all = text(main);
  return headings.length > 0 || markers.some((marker) => all.includes(marker)) ? { text: all, headings } : false;
}

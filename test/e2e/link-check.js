// What the link journeys (links.test.js, page-links.test.js) share: the origins a link may leave
// the site for, what a page that is not real says, the functions run in the page to collect
// links and to wait for an app page to show something, and the two checks: every link asked of
// the server, one link of each route shape opened in the browser.

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

/** Segments after which the next one is a name (a user, a code, a slug), not a fixed part of the route. */
const NAMED_AFTER = new Set(['users', 'roadmap', 'problems-old', 'problems', 'status', 'submit-old', 'list', 'ide', 'teams', 'rankings']);

/**
 * A link's route shape: /users/alice and /users/bob are one shape, /START101 and /TEAM10 another
 * (a first segment in capitals and digits is a contest code), ?tab=solution a shape of its own.
 */
export function routeShape(url) {
  const segments = url.pathname.split('/').map((segment, i, all) => {
    if (i === 1 && /^(?=.*[A-Z0-9])[A-Za-z0-9_]{2,30}$/.test(segment) && /[A-Z]/.test(segment)) return ':contest';
    return i > 1 && NAMED_AFTER.has(all[i - 1]) && !(all[i - 1] === 'teams' && segment === 'list') ? ':name' : segment;
  });
  const tab = url.searchParams.get('tab');
  return segments.join('/') + (tab ? `?tab=${tab}` : '');
}

/**
 * Asks the server for every link of `found` (href -> where it was found) on the site, a few at a
 * time, with `request`'s cookies; the sign-out link without them (`signedOutRequest`), as it would
 * end the session. An unknown contest, problem, user or roadmap in an app address is a 404
 * (demo/server/routes/spa.js), so a dead link is dead here too. Returns what failed: a status of
 * 400 or more, a failed request, a link off the site that is not in OFF_SITE.
 * @param {Map<string, string>} found @param {string} origin
 * @param {import('playwright-core').APIRequestContext} request
 * @param {import('playwright-core').APIRequestContext} signedOutRequest
 */
export async function askEveryLink(found, origin, request, signedOutRequest) {
  const failures = [];
  const asked = [];
  for (const [href, where] of found) {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (url.origin !== origin) {
      if (!OFF_SITE.has(url.origin)) failures.push(`${href} (from ${where}) leaves the site`);
      continue;
    }
    asked.push([href, where, url.pathname === '/logout' ? signedOutRequest : request]);
  }
  // A few at a time: the server answers them in parallel.
  for (let i = 0; i < asked.length; i += 8) {
    await Promise.all(asked.slice(i, i + 8).map(async ([href, where, client]) => {
      const status = await client.get(href, { maxRedirects: 5 }).then((r) => r.status(), (error) => `failed: ${error.message}`);
      if (typeof status !== 'number' || status >= 400) failures.push(`${href} (from ${where}): HTTP ${status}`);
    }));
  }
  return failures;
}

/**
 * One link of each route shape not in `opened` (which it adds them to), of the site's pages a
 * browser shows: not the sign-out link, the API, files or the demo pages.
 * @param {Map<string, string>} found @param {string} origin @param {Set<string>} opened
 * @returns {[string, string][]}
 */
export function linksOfNewShapes(found, origin, opened) {
  const links = [];
  for (const [href, where] of found) {
    const url = new URL(href);
    if (url.origin !== origin || url.pathname === '/logout' || url.pathname.startsWith('/api/')) continue;
    if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/demo/')) continue;
    const shape = routeShape(url);
    if (opened.has(shape)) continue;
    opened.add(shape);
    links.push([href, where]);
  }
  return links;
}

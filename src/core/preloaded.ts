/**
 * The page's data preloads: a server that knows the data a page will ask for first (the
 * contest of /START101, the problem of a problem page) names it in the page's head,
 *   <link rel="preload" as="fetch" crossorigin href="/api/contests/START101?_=1795462568860">
 * so the browser fetches it beside the scripts instead of after them. The link carries the
 * call's cache-busting timestamp (the page's), and the first GET of that path with no query of
 * its own and no extra token asks for exactly that address, which the browser answers from the
 * preload. Each link serves one call: a later call (a refresh, a reload) is a fresh request.
 */

const used = new WeakSet<HTMLLinkElement>();
/** When the preloaded answer was asked for and arrived, by the answer it gave. */
const timings = new WeakMap<object, PreloadTiming>();

export interface PreloadTiming {
  /** Local epoch ms when the browser sent the preload, and when its answer had arrived. */
  started: number;
  received: number;
}

/** The unused data preload link for `path`, or null. */
function preloadLinkFor(path: string): { link: HTMLLinkElement; href: URL } | null {
  if (typeof document === 'undefined' || path.includes('?')) return null;
  const wanted = new URL(path, location.href);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    if (used.has(link)) continue;
    const href = new URL(link.href, location.href);
    // Only the page's own cache-busting timestamp may differ from what the call would ask.
    if (href.origin !== wanted.origin || href.pathname !== wanted.pathname || !/^\?_=\d+$/.test(href.search)) continue;
    return { link, href };
  }
  return null;
}

/**
 * Whether the page preloads `path` and no call has used it yet. A caller that would answer from
 * its cache asks the preload instead: it is on its way already (as fast as the cache), fresher,
 * and a preload nobody uses is a wasted request the browser warns about.
 */
export function hasPreloadedUrl(path: string): boolean {
  return preloadLinkFor(path) !== null;
}

/**
 * The address of an unused data preload for `path` (a same-origin path without a query), or
 * null. The link is used up by this call.
 */
export function takePreloadedUrl(path: string): string | null {
  const found = preloadLinkFor(path);
  if (!found) return null;
  used.add(found.link);
  return found.href.pathname + found.href.search;
}

/**
 * Remembers when the answer `body` to the preloaded `url` was really asked for and received
 * (the browser's resource timing of the preload), so a clock sample taken from it is not off
 * by the time the page took to ask for it. Nothing is kept when the browser has no timing.
 */
export function notePreloadTiming(body: unknown, url: string): void {
  if (typeof body !== 'object' || body === null || typeof performance === 'undefined') return;
  const absolute = new URL(url, location.href).href;
  const entries = performance.getEntriesByName(absolute, 'resource') as PerformanceResourceTiming[];
  const entry = entries.find((e) => e.responseEnd > 0);
  if (!entry) return;
  // On the Date.now() clock every other sample uses, counted back from now: performance.timeOrigin
  // is the wall clock at navigation, and the two part when the computer's clock is set meanwhile.
  const now = Date.now();
  const ago = (at: number) => Math.round(now - (performance.now() - at));
  timings.set(body, { started: ago(entry.requestStart || entry.fetchStart), received: ago(entry.responseEnd) });
}

/** When the preloaded answer `body` was asked for and arrived; undefined for any other answer. */
export function preloadTiming(body: unknown): PreloadTiming | undefined {
  return typeof body === 'object' && body !== null ? timings.get(body) : undefined;
}

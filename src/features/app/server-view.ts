/**
 * The server's server view of the page (demo/server/server-view.js): the top of the page as plain
 * markup inside <cc-app> (slot="server-view"), shown before the app's scripts have run. The app
 * keeps showing it through a slot, its own shell rendered behind it (invisible and inert, so its
 * elements load, ask for their data and lay out), until its own page has shown its content; then
 * the shell takes the server view's place in one frame and the server view is removed. It also
 * gives way when the user moves to another page in the app, or after SERVER_VIEW_WAIT_MS (the
 * app's page then shows whatever it has: its loading state or its error).
 */
import { createContext } from 'react';

export const SERVER_VIEW_SLOT = 'server-view';
/** How long the server view stays at most once the app runs. */
export const SERVER_VIEW_WAIT_MS = 5000;

/**
 * Routes whose page element tells the app when it has shown its content (cc-page-meta). Other
 * routes show their content with the app's first paint.
 */
export const ANNOUNCING_ROUTES: ReadonlySet<string> = new Set(['contest', 'problem', 'roadmap', 'course']);
/** App pages with a server view (demo/server/server-view.js) that say when their content is in (PageShownContext). */
export const SERVER_VIEW_ROUTES: ReadonlySet<string> = new Set(['home', 'learn', 'practice']);

/** The server view the server put in the app's element, if any. */
export function serverViewOf(host: HTMLElement): Element | null {
  return host.querySelector(`:scope > [slot="${SERVER_VIEW_SLOT}"]`);
}

/**
 * Called by an app page of its own (not a page element, which says so with cc-page-meta) once
 * it shows its content, e.g. the home page once its catalogue is in (or has failed).
 */
export const PageShownContext = createContext<() => void>(() => undefined);

/**
 * The app page's link to the same address as `focused` (a link of the server view), looked for
 * through the page elements' shadow roots: the hand-off keeps a keyboard user on the row they
 * were on (/practice's first rows are in both). Null when `focused` is no link or the page has none.
 */
export function sameLinkIn(page: Element, focused: Element | null): HTMLElement | null {
  const href = focused instanceof HTMLAnchorElement ? focused.getAttribute('href') : null;
  if (!href) return null;
  const search = (root: Element | ShadowRoot): HTMLElement | null => {
    for (const link of root.querySelectorAll('a[href]')) if (link.getAttribute('href') === href) return link as HTMLElement;
    for (const node of root.querySelectorAll('*')) {
      const found = node.shadowRoot ? search(node.shadowRoot) : null;
      if (found) return found;
    }
    return null;
  };
  return search(page);
}

/**
 * The hand-off from the server view (server-view.ts) to the app's own page. The server view
 * shows until the page as loaded has shown its content (it says so: cc-page-meta, or
 * PageShownContext), the user moves to another page, or SERVER_VIEW_WAIT_MS pass; pages that
 * do not say so show their content with the app's first paint. Then it is removed in the frame
 * the app's page takes its place, and a keyboard user inside it goes on from the same link in the
 * app's page (/practice's rows are in both: sameLinkIn), else from the main area.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { routeKey, type Route } from '../../domain/routes';
import { whenDrawn } from '../../ui/define-element';
import { ANNOUNCING_ROUTES, SERVER_VIEW_ROUTES, SERVER_VIEW_WAIT_MS, sameLinkIn, serverViewOf } from './server-view';

export interface ServerViewHandOff {
  /** The server view the page came with, if any. */
  serverView: Element | null;
  /** Still on screen (the app's shell behind it, invisible and inert). */
  showing: boolean;
  /** The page as loaded has shown its content: the server view goes. */
  pageShown: () => void;
  /** The route key of the page as loaded: only that page's saying it has shown counts. */
  initialKey: string;
}

/**
 * `waitingForViews`: the page as loaded waits for its chunk (a page that says nothing shows when
 * it is here); `mainRef`: where focus goes from inside the server view.
 */
export function useServerViewHandOff(
  host: HTMLElement,
  initialRoute: Route,
  waitingForViews: boolean,
  mainRef: RefObject<HTMLElement | null>,
): ServerViewHandOff {
  const [serverView] = useState(() => serverViewOf(host));
  const [showing, setShowing] = useState(serverView !== null);
  // The shell's header renders in slices after the shell (elements/cc-header.ts): the server
  // view, which has a header of its own, stays until the app's header is drawn too.
  const pageShown = useCallback(() => {
    void whenDrawn(host.shadowRoot?.querySelector('cc-header')).then(() => setShowing(false));
  }, [host]);
  // Only the page as loaded ends it: the route atom may still hold another path for the first
  // render (the app mounted again later), and that page saying it has shown says nothing.
  const initialKey = routeKey(initialRoute);
  // The wait's end does not wait for the header: a header that never draws (its render failed)
  // must not keep the server view up for good.
  useEffect(() => {
    if (!showing) return undefined;
    const timer = setTimeout(() => setShowing(false), SERVER_VIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [showing]);
  // Pages that do not say when they have shown their content show it with the app's first paint.
  const saysShown = SERVER_VIEW_ROUTES.has(initialRoute.kind) || ANNOUNCING_ROUTES.has(initialRoute.kind);
  useEffect(() => {
    if (!saysShown && !waitingForViews) pageShown();
  }, [saysShown, waitingForViews, pageShown]);
  // Gone from the document in the frame the app's page takes its place. A keyboard user inside it
  // goes on from the same link in the page, or the main area, not from the top of the document.
  useLayoutEffect(() => {
    if (showing || !serverView?.isConnected) return;
    const focused = serverView.contains(document.activeElement) ? document.activeElement : null;
    serverView.remove();
    const main = mainRef.current;
    if (focused && main) (sameLinkIn(main, focused) ?? main).focus({ preventScroll: true });
  }, [showing, serverView]);
  return { serverView, showing, pageShown, initialKey };
}

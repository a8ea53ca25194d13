/**
 * The standalone single-page app: the site shell (header, banners, toasts, alerts, command
 * prompt, by tag name) around a main area that follows the URL (history mode, root '/').
 * Navigation comes from nav.push and back/forward (onNavigate) and from link clicks the app
 * takes over (links.ts). On each page change it sets the document's title, description and
 * noindex marker, resets or restores the scroll position, moves focus to the main area and
 * announces the new page. The shell's late parts (account prompts, offline and cookie banners,
 * toasts, alerts, dialogs) are loaded after the first paint (all but the cookie banner once the
 * page has shown its content): none of them is needed to show the page, and their tags wait
 * undefined (taking no space) until then.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { removeSlotBeforeRender } from '../../ui/define-element';
import { useHost } from '../../ui/host';
import { setFocusHome } from '../../core/focus';
import { lazyModule } from '../../core/lazy-module';
import { useAfterNextPaint, useLazyModule } from '../../ui/useLazyModule';
import { nav, onNavigate, takeOverScrollRestoration } from '../../core/nav';
import { matchRoute, routeKey } from '../../domain/routes';
import { routePathAtom } from '../../state/route';
import { SERVER_VIEW_SLOT, SERVER_VIEW_WAIT_MS, PageShownContext, serverViewOf } from './server-view';
import { applyPageMeta, headDefaults, restoreHead } from './head';
import { interceptAppLinks } from './links';
import { loadInStagesAfterFirstPaint } from './lazy-elements';
import { defaultMeta, type PageMeta } from './logic';
import { nestedParts } from './parts';
import { RouteView, warmRouteViews } from './RouteView';
import { createScrollMemory, scrollWhenReady, type ScrollPosition } from './scroll';
import { startPageOnce } from './startup';
import { ALERTS_PREVIEW_SLOT, adoptAlertsPreviews } from '../../state/alerts-preview';

/**
 * Shell elements nothing on the first paint needs, in three stages: the cookie banner, which a
 * first-time visitor sees at once; the announcements to acknowledge (cc-alerts), once the page
 * has shown its content; then the parts that show nothing yet or show below the page, once the
 * announcements are in and shown.
 */
export const LATE_SHELL_STAGES = [
  ['cc-cookie-banner'],
  ['cc-alerts'],
  ['cc-account-prompts', 'cc-offline-banner', 'cc-toasts', 'cc-command-prompt', 'cc-contest-start-notification'],
] as const;

/**
 * Routes whose page element tells the app when it has shown its content (cc-page-meta). Other
 * routes show their content with the app's first paint.
 */
const ANNOUNCING_ROUTES: ReadonlySet<string> = new Set(['contest', 'problem', 'roadmap', 'course']);
/** App pages with a server view (demo/server/server-view.js) that say when their content is in (PageShownContext). */
const SERVER_VIEW_ROUTES: ReadonlySet<string> = new Set(['home', 'learn']);
/** How long each of the later stages waits for its signal at most. */
const STAGE_WAIT_MS = 2000;

/** A promise that `settle()` resolves, or STAGE_WAIT_MS at the latest. */
function signal(settled = false) {
  let settle = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  if (settled) settle();
  const timer = setTimeout(settle, STAGE_WAIT_MS);
  return { done, settle, stop: () => clearTimeout(timer) };
}

/**
 * The late stages' gates: the announcements wait for the page as loaded to show its content
 * (on the routes that say so), so their modules, socket and requests do not stand between the
 * page's answer and its first show; the last stage waits for the announcements (cc-alerts-settled,
 * or cc-alerts could not load), so its parts do not stand before what a first-time visitor must
 * acknowledge.
 */
function lateStageSignals(routeKind: string) {
  const pageShown = signal(!ANNOUNCING_ROUTES.has(routeKind));
  const alertsSettled = signal();
  return {
    gates: [null, pageShown.done, alertsSettled.done],
    pageShown: pageShown.settle,
    alertsSettled: alertsSettled.settle,
    stop() {
      pageShown.stop();
      alertsSettled.stop();
    },
  };
}

interface Arrival {
  /** Counts page changes; 0 is the page as loaded. */
  count: number;
  /** Where to scroll: a remembered position, or null for the top (or, at load, nothing). */
  restore: ScrollPosition | null;
}

interface MetaOverride {
  key: string;
  title: string;
  description: string | null;
}

const footerModule = lazyModule(() => import('./SiteFooter'));

/** The detail of a cc-page-meta event, or null when it is not usable. */
function readPageMeta(detail: unknown): Omit<MetaOverride, 'key'> | null {
  const value = detail as { title?: unknown; description?: unknown } | null;
  if (typeof value !== 'object' || value === null) return null;
  const title = typeof value.title === 'string' ? value.title.replace(/\s+/g, ' ').trim() : '';
  if (!title) return null;
  const description = typeof value.description === 'string' && value.description.trim() ? value.description.trim() : null;
  return { title, description };
}

const ignorePageShown = () => undefined;

export function App() {
  const host = useHost();
  const [path, setPath] = useAtom(routePathAtom);
  const route = useMemo(() => matchRoute(path), [path]);
  const key = routeKey(route);
  const [arrival, setArrival] = useState<Arrival>({ count: 0, restore: null });
  const [override, setOverride] = useState<MetaOverride | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mainRef = useRef<HTMLElement>(null);
  const keyRef = useRef(key);
  const firstPath = useRef(path);

  // The page as loaded shows one of the app's own pages whose chunk is still on its way (it is
  // preloaded: a frame or two): the shell waits for it, so shell and page are drawn in one frame
  // rather than the shell with a loading box first. A chunk that fails to load holds nothing.
  const [initialRoute] = useState(() => matchRoute(nav.path()));
  const [viewsArriving] = useState(() => warmRouteViews(initialRoute));
  const [waitingForViews, setWaitingForViews] = useState(viewsArriving !== null);
  useEffect(() => {
    let active = true;
    void viewsArriving?.then(() => active && setWaitingForViews(false));
    return () => {
      active = false;
    };
  }, [viewsArriving]);

  // The server view of this page (server-view.ts) shows until the app's own page has shown its content.
  const [serverView] = useState(() => serverViewOf(host));
  const [showingServerView, setShowingServerView] = useState(serverView !== null);
  const pageShown = useCallback(() => setShowingServerView(false), []);
  // Only the page as loaded ends it: the route atom may still hold another path for the first
  // render (the app mounted again later), and that page saying it has shown says nothing.
  const initialKey = routeKey(initialRoute);
  useEffect(() => {
    if (!showingServerView) return undefined;
    const timer = setTimeout(pageShown, SERVER_VIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [showingServerView, pageShown]);
  // Pages that do not say when they have shown their content show it with the app's first paint.
  const saysShown = SERVER_VIEW_ROUTES.has(initialRoute.kind) || ANNOUNCING_ROUTES.has(initialRoute.kind);
  useEffect(() => {
    if (!saysShown && !waitingForViews) pageShown();
  }, [saysShown, waitingForViews, pageShown]);
  // The server's preview of the announcements to acknowledge: the page's cc-alerts removes it
  // once its own stack is on screen (state/alerts-preview.ts).
  const [alertsPreview] = useState(() => adoptAlertsPreviews(host));
  // The app's own slots (below) take over from those the element held until this first render.
  useLayoutEffect(() => removeSlotBeforeRender(host), [host]);
  // Gone from the document in the frame the app's page takes its place. A keyboard user inside it
  // goes on from the main area, not from the top of the document.
  useLayoutEffect(() => {
    if (showingServerView || !serverView?.isConnected) return;
    const hadFocus = serverView.contains(document.activeElement);
    serverView.remove();
    if (hadFocus) mainRef.current?.focus({ preventScroll: true });
  }, [showingServerView, serverView]);

  useEffect(() => startPageOnce(), []);
  // The late parts' stages wait for the page as loaded, then for the announcements, to show.
  const [lateStages] = useState(() => lateStageSignals(initialRoute.kind));
  useEffect(() => {
    const stopStages = loadInStagesAfterFirstPaint(LATE_SHELL_STAGES, lateStages.gates, (tag, defined) => {
      if (tag === 'cc-alerts' && !defined) lateStages.alertsSettled();
    });
    // On the shadow root: the event is addressed to the app and stops there (containsEvents).
    const root = host.shadowRoot!;
    root.addEventListener('cc-alerts-settled', lateStages.alertsSettled);
    return () => {
      stopStages();
      lateStages.stop();
      root.removeEventListener('cc-alerts-settled', lateStages.alertsSettled);
    };
  }, [host, lateStages]);

  // Navigation sources. A layout effect, so a click right after the first paint is handled.
  useLayoutEffect(() => {
    takeOverScrollRestoration();
    const memory = createScrollMemory();
    const current = nav.path();
    setPath(current);
    // Render again before the first paint only when something changed: a position to restore (a
    // reload, back into the app), or a path that moved since the route atom was made (the app
    // mounted again later; the atom's subscription only catches up after the paint). Setting the
    // same empty arrival every time rendered the whole shell twice inside its first task.
    const restore = memory.initial();
    if (restore || current !== firstPath.current) setArrival({ count: 0, restore });
    let shownKey = routeKey(matchRoute(nav.path()));
    const stopNavigate = onNavigate((next) => {
      const restore = memory.arrive();
      setPath(next);
      const nextKey = routeKey(matchRoute(next));
      const samePage = nextKey === shownKey;
      shownKey = nextKey;
      // Only the query changed (a data table's page, sort or filter in query-parameter mode,
      // by a click or by back/forward): the same page stays where it is, focus stays where the
      // user left it, and the table announces what changed itself.
      if (samePage) return;
      setArrival((previous) => ({ count: previous.count + 1, restore }));
    });
    const stopLinks = interceptAppLinks((target) => {
      if (target === nav.path()) {
        nav.scrollTo(0, 0);
        return;
      }
      memory.persist();
      nav.push(target);
    });
    const onPageHide = () => memory.persist();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopNavigate();
      stopLinks();
      window.removeEventListener('pagehide', onPageHide);
      restoreHead();
    };
  }, [setPath]);

  // Pages say their own title and description (custom contest titles, roadmap titles).
  useLayoutEffect(() => {
    keyRef.current = key;
  }, [key]);
  useEffect(() => {
    const onMeta = (event: Event) => {
      lateStages.pageShown();
      // The page the event comes from: an element may announce itself while it is being
      // connected, before this component's effects know the new route.
      const page = event.composedPath().find((node) => node instanceof HTMLElement && node.dataset.routeKey !== undefined);
      const pageKey = (page as HTMLElement | undefined)?.dataset.routeKey ?? keyRef.current;
      if (pageKey === initialKey) pageShown();
      const meta = readPageMeta((event as CustomEvent).detail);
      if (!meta) return;
      setOverride({ key: pageKey, ...meta });
    };
    // On the shadow root: cc-page-meta is addressed to the app and stops there (the app's
    // declaration contains it), so the page never sees it as the app's own event.
    const root = host.shadowRoot!;
    root.addEventListener('cc-page-meta', onMeta);
    return () => root.removeEventListener('cc-page-meta', onMeta);
  }, [host, lateStages, pageShown, initialKey]);

  const meta: PageMeta = useMemo(() => {
    const defaults = defaultMeta(route, headDefaults().title);
    if (override?.key !== key) return defaults;
    return { ...defaults, title: override.title, description: override.description ?? defaults.description };
  }, [route, key, override]);

  useLayoutEffect(() => applyPageMeta(meta), [meta]);

  // A page change: scroll (top, or back where the user was) and focus the main area.
  useLayoutEffect(() => {
    if (arrival.count === 0 && !arrival.restore) return undefined;
    const main = mainRef.current;
    let stop = () => undefined as void;
    if (arrival.restore && main) stop = scrollWhenReady(arrival.restore, main);
    else if (arrival.count > 0) nav.scrollTo(0, 0);
    if (arrival.count > 0) main?.focus({ preventScroll: true });
    return stop;
  }, [arrival]);

  // Screen readers hear the new page's title (not at load: the page is announced anyway).
  useEffect(() => {
    if (arrival.count > 0) setAnnouncement(meta.title);
  }, [arrival.count, meta.title]);
  // Another page (a link in the server view the app took over, back/forward): the server view was
  // the page as loaded only.
  useLayoutEffect(() => {
    if (arrival.count > 0) pageShown();
  }, [arrival.count, pageShown]);

  const skipToContent = () => mainRef.current?.focus();
  // The site footer: its own chunk, after the page's first paint (below the fold).
  const footer = useLazyModule(footerModule, useAfterNextPaint());
  // Focus that has nowhere to go back to (a dialog shown at load closes) goes to the main content.
  useEffect(() => setFocusHome(() => mainRef.current?.focus({ preventScroll: true })), []);

  // The server view and the shell share one grid cell (app.styles.ts); the shell stays in the
  // same place in the tree when the server view goes, so nothing in it mounts again. Behind the
  // server view it is invisible (opacity: a nested element's :host sets its own visibility) and
  // inert (no focus, no clicks, not in the accessibility tree).
  const behind = showingServerView || undefined;
  const shell = waitingForViews ? null : (
    <div className="shell" part="shell" inert={behind} data-behind-server-view={behind}>
      {/* A button, not a #fragment link: a fragment cannot reach into this shadow root. */}
      <button type="button" className="skip-link" part="skip-link" onClick={skipToContent}>
        Skip to content
      </button>
      <cc-header {...nestedParts('header')}></cc-header>
      <cc-offline-banner {...nestedParts('offline-banner')}></cc-offline-banner>
      <main id="main" className="main" part="main" ref={mainRef} tabIndex={-1} data-route={route.kind}>
        <div className="page" key={key} data-route-key={key}>
          <PageShownContext.Provider value={key === initialKey ? pageShown : ignorePageShown}>
            <RouteView route={route} />
          </PageShownContext.Provider>
        </div>
      </main>
      {footer.module && <footer.module.SiteFooter />}
      {/* After the page, below the fold: prompts that arrive after the first paint push nothing down. */}
      <cc-account-prompts className="account-prompts" {...nestedParts('account-prompts')}></cc-account-prompts>
      <cc-cookie-banner {...nestedParts('cookie-banner')}></cc-cookie-banner>
      <cc-toasts {...nestedParts('toasts')}></cc-toasts>
      <cc-alerts {...nestedParts('alerts')}></cc-alerts>
      <cc-command-prompt {...nestedParts('command-prompt')}></cc-command-prompt>
      {/* Opens the reminder form for contest-start-notification triggers anywhere on the page. */}
      <cc-contest-start-notification {...nestedParts('contest-start-notification')}></cc-contest-start-notification>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" part="announcer">
        {announcement}
      </div>
    </div>
  );
  return (
    <>
      {/* Outside the shell: the preview shows over the server view as over the app's page. */}
      {alertsPreview && <slot name={ALERTS_PREVIEW_SLOT} />}
      <div className={serverView ? 'stack' : 'no-stack'}>
        {showingServerView && <slot name={SERVER_VIEW_SLOT} />}
        {shell}
      </div>
    </>
  );
}

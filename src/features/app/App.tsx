/**
 * The standalone single-page app: the site shell (header, banners, toasts, alerts, command
 * prompt, by tag name) around a main area that follows the URL (history mode, root '/').
 * Navigation comes from nav.push and back/forward (onNavigate) and from link clicks the app
 * takes over (links.ts). On each page change it sets the document's title, description and
 * noindex marker, resets or restores the scroll position, moves focus to the main area and
 * announces the new page. The shell's late parts are loaded after the first paint, in stages.
 * Each concern is a named hook beside this file: the server view's hand-off to the app's page
 * (useServerViewHandOff), the late shell stages (useLateShellStages), navigation (useNavigation),
 * page meta (usePageMeta) and a new page's arrival (usePageArrival); AppShell renders the shell.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { removeSlotBeforeRender } from '../../ui/define-element';
import { useHost } from '../../ui/host';
import { setFocusHome } from '../../core/focus';
import { lazyModule } from '../../core/lazy-module';
import { nav } from '../../core/nav';
import { matchRoute, routeKey } from '../../domain/routes';
import { ALERTS_PREVIEW_SLOT, adoptAlertsPreviews } from '../../state/alerts-preview';
import { routePathAtom } from '../../state/route';
import { useAfterNextPaint, useLazyModule } from '../../ui/useLazyModule';
import { AppShell } from './AppShell';
import { SERVER_VIEW_SLOT } from './server-view';
import { startPageOnce } from './startup';
import { useLateShellStages } from './useLateShellStages';
import { useNavigation } from './useNavigation';
import { usePageArrival } from './usePageArrival';
import { usePageMeta } from './usePageMeta';
import { useServerViewHandOff } from './useServerViewHandOff';
import { useWarmViews } from './useWarmViews';

const footerModule = lazyModule(() => import('./SiteFooter'));

const ignorePageShown = () => undefined;

export function App() {
  const host = useHost();
  const [path, setPath] = useAtom(routePathAtom);
  const route = useMemo(() => matchRoute(path), [path]);
  const key = routeKey(route);
  const mainRef = useRef<HTMLElement>(null);
  const [initialRoute] = useState(() => matchRoute(nav.path()));
  const waitingForViews = useWarmViews(initialRoute);
  const alertsPreview = useAdoptedSlots(host);
  const handOff = useServerViewHandOff(host, initialRoute, waitingForViews, mainRef);
  useEffect(() => startPageOnce(), []);
  const lateStagesPageShown = useLateShellStages(host, initialRoute.kind);
  const arrival = useNavigation(path, setPath);
  const { initialKey, pageShown } = handOff;
  const onPageShown = useCallback((pageKey: string) => {
    lateStagesPageShown();
    if (pageKey === initialKey) pageShown();
  }, [lateStagesPageShown, initialKey, pageShown]);
  const meta = usePageMeta(host, route, key, onPageShown);
  const announcement = usePageArrival(arrival, mainRef, meta.title, pageShown);
  // The site footer: its own chunk, after the page's first paint (below the fold).
  const footer = useLazyModule(footerModule, useAfterNextPaint());
  // Focus that has nowhere to go back to (a dialog shown at load closes) goes to the main content.
  useEffect(() => setFocusHome(() => mainRef.current?.focus({ preventScroll: true })), []);

  // The server view and the shell share one grid cell (app.styles.ts); the shell stays in the
  // same place in the tree when the server view goes, so nothing in it mounts again.
  return (
    <>
      {/* Outside the shell: the preview shows over the server view as over the app's page. */}
      {alertsPreview && <slot name={ALERTS_PREVIEW_SLOT} />}
      <div className={handOff.serverView ? 'stack' : 'no-stack'}>
        {handOff.showing && <slot name={SERVER_VIEW_SLOT} />}
        {!waitingForViews && (
          <AppShell route={route} pageKey={key} mainRef={mainRef} behindServerView={handOff.showing}
            pageShown={key === initialKey ? pageShown : ignorePageShown}
            Footer={footer.module?.SiteFooter ?? null} announcement={announcement} />
        )}
      </div>
    </>
  );
}

/**
 * The app's own slots take over from those the element held until this first render; the
 * server's preview of the announcements to acknowledge stays in its slot until the page's
 * cc-alerts removes it (state/alerts-preview.ts). Returns whether there is one.
 */
function useAdoptedSlots(host: HTMLElement): boolean {
  const [alertsPreview] = useState(() => adoptAlertsPreviews(host));
  useLayoutEffect(() => removeSlotBeforeRender(host), [host]);
  return alertsPreview;
}

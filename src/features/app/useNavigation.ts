/**
 * The app's navigation sources: nav.push and back/forward (onNavigate), link clicks the app takes
 * over (links.ts), and the scroll position kept for each history entry (scroll.ts). Keeps the
 * route atom's path current and says when a new page arrives (not when only the query changed).
 */
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { nav, onNavigate, takeOverScrollRestoration } from '../../core/nav';
import { matchRoute, routeKey } from '../../domain/routes';
import { restoreHead } from './head';
import { interceptAppLinks } from './links';
import { createScrollMemory, type ScrollPosition } from './scroll';

export interface Arrival {
  /** Counts page changes; 0 is the page as loaded. */
  count: number;
  /** Where to scroll: a remembered position, or null for the top (or, at load, nothing). */
  restore: ScrollPosition | null;
}

/** `path` and `setPath`: the route atom's. */
export function useNavigation(path: string, setPath: (path: string) => void): Arrival {
  const [arrival, setArrival] = useState<Arrival>({ count: 0, restore: null });
  const firstPath = useRef(path);
  // A layout effect, so a click right after the first paint is handled.
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
      const nextKey = routeKey(matchRoute(next));
      const samePage = nextKey === shownKey;
      shownKey = nextKey;
      // Only the query changed (a data table's page, sort or filter in query-parameter mode,
      // by a click or by back/forward): the same page stays where it is, focus stays where the
      // user left it, and the table announces what changed itself (it follows the URL itself).
      // Another page renders as a transition too: the page the user left stays, and answers,
      // until the new one is rendered (in slices, between which the browser paints and takes
      // input; a click meanwhile starts over from there), then both swap in one commit.
      startTransition(() => {
        setPath(next);
        if (!samePage) setArrival((previous) => ({ count: previous.count + 1, restore }));
      });
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
  return arrival;
}

/**
 * The page as loaded shows one of the app's own pages whose chunk is still on its way (it is
 * preloaded: a frame or two): the shell waits for it, so shell and page are drawn in one frame
 * rather than the shell with a loading box first. A chunk that fails to load holds nothing.
 * Returns whether the shell still waits.
 */
import { useEffect, useState } from 'react';
import type { Route } from '../../domain/routes';
import { warmRouteViews } from './RouteView';

export function useWarmViews(initialRoute: Route): boolean {
  const [viewsArriving] = useState(() => warmRouteViews(initialRoute));
  const [waitingForViews, setWaitingForViews] = useState(viewsArriving !== null);
  useEffect(() => {
    let active = true;
    void viewsArriving?.then(() => active && setWaitingForViews(false));
    return () => {
      active = false;
    };
  }, [viewsArriving]);
  return waitingForViews;
}

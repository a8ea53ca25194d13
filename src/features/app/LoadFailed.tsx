/**
 * A page whose code (a lazy chunk, a page element's module) could not be loaded: says so, and
 * whether the page is offline, offers Reload (which loads it again), and loads it again by
 * itself when the connection comes back (core/connectivity.ts).
 */
import { useEffect, useState } from 'react';
import { confirmConnectivity, isOnline, onConnectivityChange } from '../../core/connectivity';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { HOME_LINK_TEXT } from './logic';

export const LOAD_FAILED_TEXT = 'This page could not be loaded.';
export const OFFLINE_PAGE_TEXT = 'This page could not be loaded: you are offline. It will load by itself when the connection is back.';

/** `title`: the page's heading (a whole page failed); without it, only the panel (a part of a page). */
export function LoadFailed({ title, retry }: { title?: string; retry: () => void }) {
  const [offline, setOffline] = useState(() => !isOnline());
  useEffect(() => {
    let active = true;
    // The panel itself tries again once the network is back (ErrorPanel's recovery).
    const stop = onConnectivityChange((online) => {
      if (active) setOffline(!online);
    });
    // Was it the network? The probe says, and while offline it polls until the server answers.
    void confirmConnectivity().then((reachable) => {
      if (active && !reachable) setOffline(true);
    });
    return () => {
      active = false;
      stop();
    };
  }, []);
  const panel = <ErrorPanel onReload={retry}>{offline ? OFFLINE_PAGE_TEXT : LOAD_FAILED_TEXT}</ErrorPanel>;
  if (title === undefined) return panel;
  return (
    <section className="message-view" part="message">
      <h1>{title}</h1>
      {panel}
      <p><a href="/">{HOME_LINK_TEXT}</a></p>
    </section>
  );
}

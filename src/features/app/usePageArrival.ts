/**
 * A new page (useNavigation's arrival): scroll to the top or back where the user was, move
 * focus to the main area, end the server view (it was the page as loaded only), and have screen
 * readers hear the new page's title (not at load: the page is announced anyway). Returns the
 * text for the live region.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { nav } from '../../core/nav';
import { scrollWhenReady } from './scroll';
import type { Arrival } from './useNavigation';

export function usePageArrival(
  arrival: Arrival,
  mainRef: RefObject<HTMLElement | null>,
  title: string,
  endServerView: () => void,
): string {
  const [announcement, setAnnouncement] = useState('');
  useLayoutEffect(() => {
    if (arrival.count === 0 && !arrival.restore) return undefined;
    const main = mainRef.current;
    let stop = () => undefined as void;
    if (arrival.restore && main) stop = scrollWhenReady(arrival.restore, main);
    else if (arrival.count > 0) nav.scrollTo(0, 0);
    if (arrival.count > 0) main?.focus({ preventScroll: true });
    return stop;
  }, [arrival]);
  useEffect(() => {
    if (arrival.count > 0) setAnnouncement(title);
  }, [arrival.count, title]);
  // Another page (a link in the server view the app took over, back/forward).
  useLayoutEffect(() => {
    if (arrival.count > 0) endServerView();
  }, [arrival.count, endServerView]);
  return announcement;
}

/**
 * Tells the user the page lost (and regained) its connection. The state comes from
 * core/connectivity, which also runs the 2 s reconnect poll while offline.
 *
 * The live region stays in the DOM, empty, while online: screen readers only announce changes
 * inside a region that already existed, so the messages must arrive in a region present
 * beforehand. Empty, it takes no space and shows nothing.
 */
import { useEffect, useLayoutEffect, useReducer } from 'react';
import { isOnline, onConnectivityChange } from '../../core/connectivity';
import {
  RECONNECTED_MESSAGE_MS,
  bannerText,
  initialBannerState,
  offlineBannerReducer,
} from './logic';
import { ReloadNotice } from './ReloadNotice';

export function OfflineBanner() {
  const [state, dispatch] = useReducer(offlineBannerReducer, isOnline(), initialBannerState);

  // Layout effect: subscribed in the same commit that shows the region, so no change is missed.
  useLayoutEffect(() => {
    const stop = onConnectivityChange((online) => dispatch({ type: 'connectivity', online }));
    // A change between the first render and this subscription would otherwise be missed.
    dispatch({ type: 'connectivity', online: isOnline() });
    return stop;
  }, []);

  useEffect(() => {
    if (state !== 'reconnected') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'message-elapsed' }), RECONNECTED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const text = bannerText(state);
  return (
    <>
      <div className={`banner ${state}`} role="status" aria-live="polite" part="banner" data-state={state}>
        {text && (
          <p className="text" part="text">
            {text}
          </p>
        )}
      </div>
      <ReloadNotice />
    </>
  );
}

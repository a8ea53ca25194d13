/**
 * The offline banner's states: hidden while online; 'offline' while
 * the connection is down; 'reconnected' for 2 s once it returns, then hidden again.
 */

export const OFFLINE_TEXT = "You're offline. Trying to reconnect";
export const RECONNECTED_TEXT = "You're connected now!";
/** The connected message shows for 2 s. */
export const RECONNECTED_MESSAGE_MS = 2000;

export type OfflineBannerState = 'hidden' | 'offline' | 'reconnected';

export type OfflineBannerEvent =
  | { type: 'connectivity'; online: boolean }
  /** The connected message has been shown for RECONNECTED_MESSAGE_MS. */
  | { type: 'message-elapsed' };

export function initialBannerState(online: boolean): OfflineBannerState {
  return online ? 'hidden' : 'offline';
}

export function offlineBannerReducer(state: OfflineBannerState, event: OfflineBannerEvent): OfflineBannerState {
  switch (event.type) {
    case 'connectivity':
      if (!event.online) return 'offline';
      // Only a return from offline is news; being online all along shows nothing.
      return state === 'offline' ? 'reconnected' : state;
    case 'message-elapsed':
      return state === 'reconnected' ? 'hidden' : state;
  }
}

export function bannerText(state: OfflineBannerState): string {
  if (state === 'offline') return OFFLINE_TEXT;
  if (state === 'reconnected') return RECONNECTED_TEXT;
  return '';
}

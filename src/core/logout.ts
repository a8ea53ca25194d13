/**
 * Logout marker: the server sets cookie logout_marker=done when the user logs out, so
 * the next page clears what the previous user left in storage. The IDE page shares the origin
 * and sets cookie ide=ide; there the marker is left for the main site to consume.
 */
import { getCookie, removeCookie } from './cookies';
import { storage } from './storage';

const LOGOUT_MARKER_COOKIE = 'logout_marker';
const IDE_COOKIE = 'ide';

/** Clears storage once after a logout; returns whether it did. */
export function applyLogoutMarker(): boolean {
  if (getCookie(LOGOUT_MARKER_COOKIE) !== 'done' || getCookie(IDE_COOKIE) === 'ide') return false;
  storage.clear();
  removeCookie(LOGOUT_MARKER_COOKIE);
  return true;
}

/**
 * What the site does once per page load, run by the app shell (not by each element): clear
 * storage after a logout (logout marker), check the user key (a different user clears
 * storage and reloads), and show the user's queued messages after 2 s.
 */
import { applyLogoutMarker } from '../../core/logout';
import { scheduleUserMessages } from '../../api/user-messages';
import { checkUserKeyAtLoad } from '../../api/user-key';
import { afterFirstPaint } from '../../core/first-paint';
import { onPageReset, pageGeneration } from '../../core/page-reset';

let started = false;
let cancelMessages: (() => void) | null = null;

/** Runs the page-load duties the first time it is called; later calls do nothing. */
export function startPageOnce(): void {
  if (started) return;
  started = true;
  applyLogoutMarker();
  // After the first paint (a cache read that needs the key before it asks for it then).
  // Its answer only counts on the page that asked (not after resetPage, a new page).
  const page = pageGeneration();
  void afterFirstPaint().then(() => checkUserKeyAtLoad(() => pageGeneration() === page));
  cancelMessages = scheduleUserMessages();
}

// A new page starts again; the previous page's messages never come.
onPageReset(() => {
  started = false;
  cancelMessages?.();
  cancelMessages = null;
});

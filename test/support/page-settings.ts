/** The page-settings block a server embeds in the page, written by tests so the session needs no server call. */
import { PAGE_SETTINGS_ELEMENT_ID } from '../../src/api/user-me';
import { store } from '../../src/core/store';
import { refreshSessionAtom } from '../../src/state/session';

/** Replaces the page's settings block with `settings` (as given) and has the session read it again. */
export function embedPageSettings(settings: Record<string, unknown>): void {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_SETTINGS_ELEMENT_ID;
  block.textContent = JSON.stringify(settings);
  document.head.append(block);
  store.set(refreshSessionAtom);
}

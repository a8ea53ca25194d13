/**
 * What a server form needs from the session: the page settings (CSRF token, who is signed in,
 * the page's embedded form) and whether someone is signed in. An unreadable session counts as
 * a visitor, so a login-required form is simply not sent.
 */
import { store } from '../../core/store';
import type { PageSettings } from '../../core/session-types';
import { isSignedIn } from '../../domain/session';
import { pageSettingsAtom } from '../../state/session';

/** The page settings; null when unreadable. */
export async function sessionSettings(): Promise<PageSettings | null> {
  try {
    return await store.get(pageSettingsAtom);
  } catch {
    return null;
  }
}

/** The signed-in user's name ('' for a visitor or an unreadable session). */
export function userOf(settings: PageSettings | null): string {
  return settings && isSignedIn(settings) ? settings.username : '';
}

export async function sessionReady(): Promise<boolean> {
  return userOf(await sessionSettings()) !== '';
}

export const pageOrigin = (): string => new URL(document.URL).origin;

/**
 * Who is on the page: the page settings (embedded block or user-me) and the full current user.
 * One atom per fact, shared by every element, so a page with many elements asks once.
 */
import { atom, useAtomValue } from 'jotai';
import { settled } from './settled';
import { isSignedIn, loadPageSettings, loadUserMe } from '../core/settings';
import type { CurrentUser, PageSettings } from '../core/types';

/** Bumped to load the settings again (after sign-in, consent...). */
export const sessionVersionAtom = atom(0);

export const pageSettingsAtom = atom(async (get): Promise<PageSettings> => {
  get(sessionVersionAtom);
  return loadPageSettings();
});

/**
 * The current user with every user-me field. Embedded page settings only carry the username
 * and consent fields, so in that case user-me is asked too (cached by its TTL).
 */
export const currentUserAtom = atom(async (get): Promise<CurrentUser> => {
  const settings = await get(pageSettingsAtom);
  if (settings.source === 'user-me' || !isSignedIn(settings)) return settings.user;
  const me = await loadUserMe();
  // A stale cached user-me of another account must not leak into this page.
  return me.username === settings.username ? { ...me.user, privacy: settings.privacy } : settings.user;
});

export const pageSettingsLoadable = settled(pageSettingsAtom);
export const currentUserLoadable = settled(currentUserAtom);

export const signedInAtom = atom((get) => {
  const settings = get(pageSettingsLoadable);
  return settings.state === 'hasData' && isSignedIn(settings.data);
});

export const refreshSessionAtom = atom(null, (_get, set) => set(sessionVersionAtom, (n) => n + 1));

export interface SessionView {
  /** null while loading or when the settings could not be had. */
  settings: PageSettings | null;
  user: CurrentUser | null;
  loading: boolean;
  signedIn: boolean;
  error: unknown;
}

/** The session for components, without Suspense: loading and error states are explicit. */
export function useSession(): SessionView {
  const settings = useAtomValue(pageSettingsLoadable);
  const user = useAtomValue(currentUserLoadable);
  const data = settings.state === 'hasData' ? settings.data : null;
  return {
    settings: data,
    user: user.state === 'hasData' ? user.data : data?.user ?? null,
    loading: settings.state === 'loading',
    signedIn: data ? isSignedIn(data) : false,
    error: settings.state === 'hasError' ? settings.error : null,
  };
}

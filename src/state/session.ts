/**
 * Who is on the page: the page settings (embedded block or user-me) and the full current user.
 * One atom per fact, shared by every element, so a page with many elements asks once.
 */
import { atom, useAtomValue } from 'jotai';
import { settled } from './settled';
import { loadPageSettings, loadUserMe } from '../api/user-me';
import { afterFirstPaint } from '../core/first-paint';
import { isSignedIn } from '../domain/session';
import type { CurrentUser, PageSettings } from '../core/session-types';

/** Bumped to load the settings again (after sign-in, consent...). */
export const sessionVersionAtom = atom(0);

export const pageSettingsAtom = atom(async (get): Promise<PageSettings> => {
  get(sessionVersionAtom);
  return loadPageSettings();
});

/**
 * The user-me view of the page (every user field, sale and discount, the ad strip). Embedded page
 * settings carry only the username and consent fields, so then user-me is asked too (cached by
 * its TTL); an answer about another identity (a stale cache) is not used.
 */
const userMeAtom = atom(async (get): Promise<PageSettings | null> => {
  const settings = await get(pageSettingsAtom);
  if (settings.source === 'user-me') return settings;
  // The embedded settings say who is here for the first paint; the rest is asked for after it.
  await afterFirstPaint();
  const me = await loadUserMe();
  return me.username === settings.username ? me : null;
});

/** The current user with every user-me field, and the consent fields of the page settings. */
const currentUserAtom = atom(async (get): Promise<CurrentUser> => {
  const settings = await get(pageSettingsAtom);
  const me = await get(userMeAtom);
  return me ? { ...me.user, privacy: settings.privacy } : settings.user;
});

export const pageSettingsLoadable = settled(pageSettingsAtom);
const currentUserLoadable = settled(currentUserAtom);
const userMeLoadable = settled(userMeAtom);

export const refreshSessionAtom = atom(null, (_get, set) => set(sessionVersionAtom, (n) => n + 1));

export interface SessionView {
  /** null while loading or when the settings could not be had. */
  settings: PageSettings | null;
  user: CurrentUser | null;
  /** The ad strip markup (untrusted) user-me gives non-premium users; null when none. */
  adStrip: string | null;
  loading: boolean;
  signedIn: boolean;
  error: unknown;
}

/** The session for components, without Suspense: loading and error states are explicit. */
export function useSession(): SessionView {
  const settings = useAtomValue(pageSettingsLoadable);
  const user = useAtomValue(currentUserLoadable);
  const me = useAtomValue(userMeLoadable);
  const data = settings.state === 'hasData' ? settings.data : null;
  return {
    settings: data,
    user: user.state === 'hasData' ? user.data : data?.user ?? null,
    adStrip: (me.state === 'hasData' ? me.data?.adStrip : data?.adStrip) ?? null,
    loading: settings.state === 'loading',
    signedIn: data ? isSignedIn(data) : false,
    error: settings.state === 'hasError' ? settings.error : null,
  };
}

/** Shared set-up for the cookie-banner tests: page settings, sign-in, the rendered banner. */
import { fixture, html, nextFrame } from '@open-wc/testing';
import '../../elements/cc-cookie-banner';
import { forgetUserKey } from '../../src/api/cache';
import { removeCookie } from '../../src/core/cookies';
import { PAGE_SETTINGS_ELEMENT_ID } from '../../src/api/user-me';
import { setStorageBacking } from '../../src/core/storage';
import { store } from '../../src/core/store';
import { acceptedConsentAtom } from '../../src/state/privacy';
import { pageSettingsAtom, refreshSessionAtom } from '../../src/state/session';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '../../src/features/cookie-banner/logic';
import { serverSignIn, serverSignOut } from '../support/server-session';
import { resetPage as resetPageState } from '../../src/core/page-reset';
import { embedPageSettings } from '../support/page-settings';

export const POLICY = '2026-09-01';
export const DAY_MS = 86_400_000;

export const bannerOf = (el: Element) => el.shadowRoot!.querySelector('[role="region"]') as HTMLElement | null;
/** Asserting on booleans, not elements: a failing message then never has to print a DOM node. */
export const isShown = (el: Element) => bannerOf(el) !== null;
export const acceptButton = (el: Element) => el.shadowRoot!.querySelector('button') as HTMLButtonElement;

/** Embeds a page-settings block (its field names) so the session needs no server call. */
export function embedSettings(settings: Record<string, unknown>): void {
  embedPageSettings({ current_privacy_policy_version: POLICY, csrfToken: 'embedded', ...settings });
}

export function storeRecord(record: ConsentRecord | string): void {
  localStorage.setItem(CONSENT_STORAGE_KEY, typeof record === 'string' ? record : JSON.stringify(record));
}

export function storedRecord(): unknown {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** A fresh page: no storage, no cached user key, no acceptance, settings read again. */
export function resetPage(): void {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  setStorageBacking(null);
  localStorage.clear();
  resetPageState();
  forgetUserKey();
  removeCookie('logout_marker');
  store.set(acceptedConsentAtom, null);
  store.set(refreshSessionAtom);
}

/** Mounts a banner once the session has settled, so "nothing shown" means hidden, not loading. */
export async function mountBanner(): Promise<HTMLElement> {
  await store.get(pageSettingsAtom).catch(() => undefined);
  const el = await fixture<HTMLElement>(html`<cc-cookie-banner></cc-cookie-banner>`);
  for (let i = 0; i < 3; i++) await nextFrame();
  return el;
}

export async function signIn(username: string): Promise<void> {
  await serverSignIn(username);
  // As the site's sign-in flow does: drop what the visitor's session cached, read settings again.
  resetPage();
}

export async function signOut(): Promise<void> {
  await serverSignOut();
  removeCookie('logout_marker');
}

/** The server's view of the signed-in user (fresh, not cached). */
export async function serverUser(): Promise<Record<string, unknown>> {
  const me = await (await fetch('/api/user/me', { cache: 'no-store' })).json();
  return me.user as Record<string, unknown>;
}

/** Shared set-up for the app and roadmap tests: page settings, sign-in, URL and head restore. */
import { fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { removeCookie } from '../../src/core/cookies';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { PAGE_SETTINGS_ELEMENT_ID, USER_ME_CACHE_NAME } from '../../src/api/user-me';
import { store } from '../../src/core/store';
import { refreshSessionAtom } from '../../src/state/session';
import { until } from '../support/until';
import { recordAck } from '../../src/state/alert-acks';
import { ackKey, ALL_CHANNEL } from '../../src/domain/alerts';
import { newestAlertId } from './alerts-helpers';
import { serverSignIn, serverSignOut } from '../support/server-session';
import { resetPage } from '../../src/core/page-reset';
import { embedPageSettings } from '../support/page-settings';

/** Embeds page settings (its field names), so the session needs no server call. */
export function embedSettings(settings: Record<string, unknown>): void {
  embedPageSettings({ current_privacy_policy_version: '2026-09-01', csrfToken: 'embedded', ...settings });
}

export function clearSettings(): void {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  store.set(refreshSessionAtom);
}

/** Signs in on the real server (retrying the 403 a concurrent visitor session can cause). */
export async function signIn(username: string): Promise<void> {
  await serverSignIn(username);
  forgetUserKey();
  resetPage();
  await cacheDelete(USER_ME_CACHE_NAME);
  embedSettings({ username });
}

/** Signs in and embeds the session's real CSRF token, for tests whose elements POST. */
export async function signInForPosts(username: string): Promise<void> {
  await signIn(username);
  const me = (await (await fetch('/api/user/me', { cache: 'no-store' })).json()) as { csrfToken: string };
  embedSettings({ username, csrfToken: me.csrfToken });
}

export async function signOut(): Promise<void> {
  await serverSignOut();
  removeCookie('logout_marker');
  await cacheDelete(USER_ME_CACHE_NAME);
}

export interface PageGuard {
  assign: sinon.SinonSpy<[string], void>;
  reload: sinon.SinonSpy<[], void>;
  restore(): void;
}

/**
 * A describe block's hooks for a visitor's app page: before each test a fresh page (resetPage),
 * guarded (guardPage) and signed out on the server; after it the page restored and sinon's fakes
 * undone.
 */
export function signedOutAppTests(): void {
  let page: PageGuard;
  beforeEach(async () => {
    resetPage();
    page = guardPage();
    await serverSignOut();
  });
  afterEach(() => {
    page.restore();
    sinon.restore();
  });
}

/**
 * Keeps the test page in place: full navigations and reloads are recorded instead of done, and
 * restore() ends the test's page (resetPage: its timers and a pending reload), then puts back
 * the real navigation, the URL, the title, the description and the scroll settings.
 */
export function guardPage(): PageGuard {
  const url = location.pathname + location.search;
  const title = document.title;
  const assign = sinon.spy((_url: string) => undefined);
  const reload = sinon.spy(() => undefined);
  setNavImpl({ assign, reload, replace: assign });
  return {
    assign,
    reload,
    restore() {
      // The test's page ends before the real navigation is back: a reload it still has pending
      // (the user-key check's backoff after an earlier reload, 2 s and more) or a check still
      // waiting for the server would otherwise reload the test page during the sign-out of
      // afterEach, or after the file's last test.
      resetPage();
      resetNavImpl();
      history.replaceState(null, '', url);
      history.scrollRestoration = 'auto';
      document.title = title;
      window.scrollTo(0, 0);
    },
  };
}

/**
 * Ends a test's page: its fixtures gone, the real navigation and address back (`page`), no
 * settings block, no stubs, page state forgotten.
 */
export function leavePage(page: PageGuard): void {
  fixtureCleanup();
  page.restore();
  clearSettings();
  sinon.restore();
  resetPage();
}

export const appMain = (app: Element) => app.shadowRoot!.querySelector('main') as HTMLElement;

/** The cc-roadmap the app shows, once it has rendered something. */
export const shownRoadmap = (app: Element) => appMain(app)?.querySelector('cc-roadmap') ?? null;

export async function mountApp(): Promise<HTMLElement> {
  // The site-wide announcements already on the server count as read: otherwise the seeded one
  // opens its modal when the app's late parts arrive and takes the focus from a test that types.
  recordAck(ackKey(ALL_CHANNEL, ''), await newestAlertId());
  const el = await fixture<HTMLElement>(html`<cc-app></cc-app>`);
  await until(() => appMain(el) !== null, 'the app shell');
  return el;
}

/** The text of the page the app shows. */
export const appMainText = (app: Element) => appMain(app)?.textContent ?? '';
/** The heading of the page the app shows, or null. */
export const appHeading = (app: Element) => appMain(app)?.querySelector('h1')?.textContent ?? null;

/** A new app at `path`, after the earlier test's fixtures are gone. */
export async function openAppAt(path: string): Promise<HTMLElement> {
  fixtureCleanup();
  history.replaceState(null, '', path);
  return mountApp();
}

/** A link outside the app, in the page's light DOM. */
export function pageLink(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = `to ${href}`;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

/**
 * Clicks `target` and tells whether the page would have loaded a new document: a window
 * listener (after every document listener) records whether the click was taken, and then
 * cancels it so the test page stays.
 */
export function clickAndCheckTaken(target: Element, init: MouseEventInit = {}): boolean {
  let taken = false;
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', record);
  return taken;
}

/** Shared set-up for the header and account-prompt tests: sessions, stubs, mounting. */
import { fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-account-prompts';
import '../../elements/cc-header';
import { forgetUserKey } from '../../src/api/cache';
import { removeCookie } from '../../src/core/cookies';
import { resetNavImpl } from '../../src/core/nav';
import { setStorageBacking } from '../../src/core/storage';
import { store } from '../../src/core/store';
import { pageSettingsLoadable, refreshSessionAtom } from '../../src/state/session';
import { todoCountAtom } from '../../src/state/todo';
import { jsonResponse } from '../core/helpers';
import { until } from '../support/until';
import { serverSignIn, serverSignOut } from '../support/server-session';
import { resetPage } from '../../src/core/page-reset';

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];
/** Whether a part is rendered and laid out (not display:none, not hidden). */
export const isShown = (node: Element | null) => !!node && node.getClientRects().length > 0;
export const activeIn = (el: Element) => el.shadowRoot!.activeElement;

/** A fresh page: no storage, no cached user key or todo count, settings read again. */
export function resetSession(): void {
  setStorageBacking(null);
  localStorage.clear();
  resetPage();
  forgetUserKey();
  removeCookie('logout_marker');
  store.set(todoCountAtom, null);
  store.set(refreshSessionAtom);
}

export async function signIn(username: string): Promise<void> {
  await serverSignIn(username);
  resetSession();
}

export async function signOut(): Promise<void> {
  await serverSignOut();
  removeCookie('logout_marker');
}

/** Common afterEach: real timers, fetch and nav again, signed out, fresh session. */
export async function cleanUp(): Promise<void> {
  // Unmount first (open-wc would only after this hook): an element still mounted reloads the
  // session reset below in the background, and that late answer (a real user key and user-me,
  // sealed in the cache) then answered for the next test's faulted server.
  fixtureCleanup();
  await Promise.resolve(); // roots unmount in a microtask
  sinon.restore();
  resetNavImpl();
  await signOut();
  resetSession();
}

export async function settledSession(): Promise<void> {
  await until(() => store.get(pageSettingsLoadable).state !== 'loading', 'the session to load');
}

export async function mountHeader(attributes = ''): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(`<cc-header ${attributes}></cc-header>`);
  await settledSession();
  await until(() => !!$(el, '.account') && $(el, '.account')!.childElementCount > 1, 'the account area');
  return el;
}

export async function mountPrompts(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<cc-account-prompts></cc-account-prompts>`);
  await settledSession();
  return el;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Stubs fetch for the URLs `route` answers; everything else reaches the real server. */
export function routeFetch(route: Route): sinon.SinonStub {
  const realFetch = window.fetch.bind(window);
  return sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const answer = route(url, init);
    return answer ? Promise.resolve(answer) : realFetch(input, init);
  });
}

/** A user-me answer of the reference server's shape, with `user` fields overridden. */
export function userMe(user: Record<string, unknown>, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({
    status: 'success',
    user: {
      username: null, html_handle: '', isPremiumUser: false, isNumberVerified: false, country: null,
      sale: { isSaleOngoing: false }, proDiscount: null, pro_plan: null, ...user,
    },
    ip: '127.0.0.1',
    adStrip: null,
    csrfToken: 'stubbed-token',
    ttl: 0,
    ...extra,
  });
}

export const calledPaths = (stub: sinon.SinonSpy, path: string) =>
  stub.getCalls().filter((call) => new URL(String(call.args[0]), location.href).pathname === path);

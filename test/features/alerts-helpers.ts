/** Shared set-up for the cc-alerts tests: a fresh page, sign-in, admin posts, the rendered parts. */
import Cookies from 'js-cookie';
import { PAGE_SETTINGS_ELEMENT_ID } from '../../src/api/user-me';
import { setStorageBacking } from '../../src/core/storage';
import { store } from '../../src/core/store';
import type { SocketLike } from '../../src/api/alert-socket';
import { setAlertSocketFactory } from '../../src/state/alerts';
import { refreshSessionAtom } from '../../src/state/session';
import { resetPage } from '../../src/core/page-reset';
import { embedPageSettings } from '../support/page-settings';

export const dialogOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[role="alertdialog"]');
export const okayOf = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.okay');
export const maskOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.mask');
export const messageOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.message');

/** Every cookie the page can see (the session cookie is httpOnly and stays). */
function clearReadableCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** A fresh page: no storage, no readable cookies, no alerts, no socket, settings read again. */
export function resetAlertsPage(): void {
  resetPage();
  setAlertSocketFactory(undefined);
  setStorageBacking(null);
  localStorage.clear();
  clearReadableCookies();
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  store.set(refreshSessionAtom);
}

async function userMe(): Promise<{ csrfToken: string; user: { username: string | null } }> {
  return (await fetch('/api/user/me', { cache: 'no-store' })).json();
}

export async function signIn(username: string): Promise<void> {
  const { csrfToken } = await userMe();
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
}

/**
 * Embeds the page settings for the signed-in user (with the session's real CSRF
 * token), so the element starts without a user-me round trip and with these visited contests.
 */
export async function embedSettings(visitedContests: string[] = []): Promise<string> {
  const { csrfToken, user } = await userMe();
  embedPageSettings({ username: user.username ?? '', visitedContests, csrfToken });
  return user.username ?? '';
}

export interface PostedAlert {
  id: number;
  message: string;
  target_audience: { type: string; contestCode: string | null };
}

/** POST /api/admin/alerts as the signed-in user; returns the stored alert and how many sockets got it. */
export async function postAlert(
  message: string,
  audience: { type: 'all' | 'contest'; contestCode?: string } = { type: 'all' },
): Promise<{ alert: PostedAlert; delivered: number }> {
  const { csrfToken } = await userMe();
  const response = await fetch('/api/admin/alerts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify({ message, target_audience: audience }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`post alert: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The newest alert id of the server (alerts persist between tests of a run). */
export async function newestAlertId(): Promise<number> {
  const { alerts } = await (await fetch('/api/alerts/recent?alerts-all=-1', { cache: 'no-store' })).json();
  return Math.max(-1, ...alerts.map((alert: PostedAlert) => alert.id));
}

/** A WebSocket that the test opens, feeds and closes by hand. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  static get last(): FakeSocket {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  /** The connection ends with `code` (as the server or the network would end it). */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.drop(code);
  }
}

/**
 * The page's important-announcement alerts (Alerts, Alert socket): the queue atom and
 * the one alert socket of the page, shared by every <cc-alerts>. The socket opens once the
 * page settings are known (username, visited contests) and at least one host is mounted; it
 * closes when the last host leaves. Only the first mounted host renders the queue.
 */
import { atom } from 'jotai';
import { fetchRecentAlerts } from '../api/alerts';
import { HttpError } from '../core/http';
import { broadcast, onBroadcast } from '../core/storage';
import { onPageReset } from '../core/page-reset';
import { store } from '../core/store';
import { readLastAck, recordAck } from './alert-acks';
import {
  ACK_BROADCAST_CHANNEL,
  ackKey,
  channelOf,
  channelsFor,
  parseAlert,
  recentQuery,
  reduceQueue,
  type Alert,
  type QueueAction,
} from '../domain/alerts';
import { AlertSocket, type SocketFactory } from '../api/alert-socket';

export type { Alert } from '../domain/alerts';

export { ACK_BROADCAST_CHANNEL };
/** Window event that forces the alert socket to reconnect. */
export const RECONNECT_EVENT = 'cc-alerts-reconnect';

/** The queue, front (on top, acknowledged first) to back. */
export const alertQueueAtom = atom<readonly Alert[]>([]);
/**
 * Why the last recent-alerts answer could not be used (an answer of the wrong shape, or not
 * JSON): the server's message, else 'Some error occurred'; null when there is nothing to say.
 * A call that failed (network, 5xx, timeout) is not shown: the next socket open asks again.
 */
export const recentAlertsProblemAtom = atom<string | null>(null);
/**
 * True once the page's first recent-alerts call has been answered or has failed: the queue then
 * holds what a visitor must see first (cc-alerts says so with cc-alerts-settled).
 */
export const recentAlertsSettledAtom = atom(false);
/** Mounted hosts in mount order; the first one renders the queue. */
export const alertHostsAtom = atom<readonly symbol[]>([]);

export interface AlertsContext {
  username: string;
  visitedContests: readonly string[];
}

/** The mounted hosts (they outlive a resetPage: their elements are still on the page). */
const hosts = {
  contests: new Map<symbol, readonly string[]>(),
  detachListeners: null as (() => void) | null,
};
/** Contests shown by a page element (a contest page, a problem page), counted per code. */
const viewedContests = new Map<string, number>();

interface AlertsPage {
  /** The page settings (username, visited contests); null until known. */
  context: AlertsContext | null;
  socket: AlertSocket | null;
  /** How sockets are opened (undefined: the browser's WebSocket): setAlertSocketFactory. */
  socketFactory: SocketFactory | undefined;
  /** Bumped at each socket open: a recent-alerts answer for an older connection is dropped. */
  connection: number;
  /** Alerts pushed since the last open, merged into the recent answer that replaces the queue. */
  sinceOpen: Alert[] | null;
}

/** This page's alert state; resetPage() starts a new page (the connection count goes on). */
const page: AlertsPage = { context: null, socket: null, socketFactory: undefined, connection: 0, sinceOpen: null };
const warnedCodes = new Set<string>();

const lastAckOf = (channel: string): number => readLastAck(ackKey(channel, page.context?.username ?? ''));

function dispatch(action: QueueAction): void {
  store.set(alertQueueAtom, (queue) => reduceQueue(queue, action, lastAckOf));
}

function onOpen(): void {
  const current = ++page.connection;
  page.sinceOpen = [];
  void loadRecent(current, (alerts) => [...alerts, ...(page.sinceOpen ?? [])]).finally(() => {
    if (current === page.connection) page.sinceOpen = null;
  });
}

/**
 * Asks for the recent alerts of the socket's channels; `queueFrom` builds the new queue from
 * the answer. A failed call keeps the queue as it is; an answer that cannot be used says so.
 */
function loadRecent(current: number, queueFrom: (alerts: Alert[]) => Alert[]): Promise<void> {
  const query = recentQuery(page.socket?.channels ?? [], lastAckOf);
  return fetchRecentAlerts(query)
    .then((alerts) => {
      if (current !== page.connection) return;
      store.set(recentAlertsProblemAtom, null);
      dispatch({ type: 'replace', alerts: queueFrom(alerts) });
    })
    .catch((error: unknown) => {
      if (current === page.connection && error instanceof HttpError && error.kind === 'malformed') {
        store.set(recentAlertsProblemAtom, error.message);
      }
    })
    .finally(() => store.set(recentAlertsSettledAtom, true));
}

/**
 * The Retry of the recent-alerts message: asks again, and adds what comes to the queue (what
 * is queued stays, pushed or not).
 */
export function retryRecentAlerts(): void {
  if (!page.socket) return;
  void loadRecent(page.connection, (alerts) => [...alerts, ...store.get(alertQueueAtom)]);
}

/** The recent-alerts message was dismissed. */
export function dismissRecentAlertsProblem(): void {
  store.set(recentAlertsProblemAtom, null);
}

function onMessage(data: unknown): void {
  let alert: Alert | null = null;
  if (typeof data === 'string') {
    try {
      alert = parseAlert(JSON.parse(data));
    } catch {
      alert = null;
    }
  }
  if (!alert) {
    console.warn('cc-alerts: ignoring a malformed alert message', data);
    return;
  }
  page.sinceOpen?.push(alert);
  dispatch({ type: 'add', alert });
}

/** Opens, re-targets or closes the socket to match the hosts and the settings. */
function sync(): void {
  if (hosts.contests.size === 0) {
    page.socket?.stop();
    page.socket = null;
    return;
  }
  if (!page.context) return; // page settings not known yet
  const codes = [...new Set([...page.context.visitedContests, ...viewedContests.keys(), ...[...hosts.contests.values()].flat()])];
  const { channels, rejected } = channelsFor(codes);
  for (const code of rejected) {
    if (warnedCodes.has(code)) continue;
    warnedCodes.add(code);
    console.warn(`cc-alerts: ignoring contest code ${JSON.stringify(code)} (expected 2 to 30 letters, digits or _)`);
  }
  if (!page.socket) {
    page.socket = new AlertSocket({ onOpen, onMessage, ...(page.socketFactory ? { connect: page.socketFactory } : {}) });
    page.socket.start(channels);
  } else {
    page.socket.setChannels(channels);
  }
}

function listenToPage(): () => void {
  const stopBroadcast = onBroadcast(ACK_BROADCAST_CHANNEL, (message) => {
    const id = (message as { id?: unknown } | null)?.id;
    if (typeof id === 'number') dispatch({ type: 'remove', id });
  });
  const onReconnect = () => page.socket?.reconnect();
  window.addEventListener(RECONNECT_EVENT, onReconnect);
  return () => {
    stopBroadcast();
    window.removeEventListener(RECONNECT_EVENT, onReconnect);
  };
}

/** A host mounts: returns its detach function. */
export function attachAlertsHost(host: symbol, contests: readonly string[] = []): () => void {
  hosts.contests.set(host, contests);
  store.set(alertHostsAtom, (hosts) => [...hosts, host]);
  hosts.detachListeners ??= listenToPage();
  sync();
  return () => {
    hosts.contests.delete(host);
    store.set(alertHostsAtom, (hosts) => hosts.filter((h) => h !== host));
    if (hosts.contests.size === 0) {
      hosts.detachListeners?.();
      hosts.detachListeners = null;
    }
    sync();
  };
}

/** A host's `contests` attribute changed. */
export function setHostContests(host: symbol, contests: readonly string[]): void {
  if (!hosts.contests.has(host)) return;
  hosts.contests.set(host, contests);
  sync();
}

/**
 * A contest page shows `code`: its announcements reach the page (the alert socket subscribes
 * to the channels of the visited contests and of the contest being viewed). Returns the release.
 */
export function viewContestAlerts(code: string): () => void {
  viewedContests.set(code, (viewedContests.get(code) ?? 0) + 1);
  sync();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (viewedContests.get(code) ?? 1) - 1;
    if (left > 0) viewedContests.set(code, left);
    else viewedContests.delete(code);
    sync();
  };
}

/** The page settings are known (or changed): the socket may open, or its channels change. */
export function setAlertsContext(next: AlertsContext): void {
  page.context = next;
  sync();
}

/**
 * 'Okay' on an alert: records it as its channel's last acknowledged id (storage and cookie),
 * takes it out of the queue and tells other tabs to do the same. Returns what was
 * acknowledged, or null when the id is not queued (already acknowledged elsewhere).
 */
export function acknowledgeAlert(id: number): { id: number; channel: string } | null {
  const alert = store.get(alertQueueAtom).find((queued) => queued.id === id);
  if (!alert) return null;
  const channel = channelOf(alert);
  recordAck(ackKey(channel, page.context?.username ?? ''), alert.id);
  dispatch({ type: 'remove', id });
  broadcast(ACK_BROADCAST_CHANNEL, { id });
  return { id, channel };
}

/** Forces a reconnect, like the cc-alerts-reconnect window event. */
export function reconnectAlerts(): void {
  page.socket?.reconnect();
}

/** The page's socket, for tests and diagnostics; null while none is wanted. */
export function alertSocket(): AlertSocket | null {
  return page.socket;
}

/** The contests whose pages are shown now (their channels are asked for), for tests and diagnostics. */
export function viewedContestCodes(): string[] {
  return [...viewedContests.keys()];
}

/**
 * How the page opens its alert socket (undefined: the browser's WebSocket). Tests put a fake
 * socket here; resetPage() forgets it.
 */
export function setAlertSocketFactory(factory: SocketFactory | undefined): void {
  page.socketFactory = factory;
}

// A new page: the socket closed, no settings, an empty queue (mounted hosts stay).
onPageReset(() => {
  viewedContests.clear();
  page.socket?.stop();
  Object.assign(page, { context: null, socket: null, socketFactory: undefined, connection: page.connection + 1, sinceOpen: null });
  store.set(alertQueueAtom, []);
  store.set(recentAlertsProblemAtom, null);
  store.set(recentAlertsSettledAtom, false);
});

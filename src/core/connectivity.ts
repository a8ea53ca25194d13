/**
 * Whether the page can reach the server. http reports network failures here; while offline a
 * probe runs every 2 s until the server answers again. The offline banner subscribes.
 */
import { onPageReset } from './page-reset';

/** Offline poll every 2 s. */
const OFFLINE_POLL_MS = 2000;

/** Resolves true when the server can be reached. Must not reject. */
export type ConnectivityProbe = () => Promise<boolean>;
export type ConnectivityHandler = (online: boolean) => void;

/**
 * Any HTTP answer, even a 404, proves the network works; only a thrown fetch means offline.
 * HEAD with no-store keeps the probe cheap and keeps caches from answering for the server.
 */
export const defaultProbe: ConnectivityProbe = async () => {
  if (!navigator.onLine) return false;
  try {
    await fetch(`${location.origin}/api/ping`, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
};

let probe: ConnectivityProbe = defaultProbe;
let online = true;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
const handlers = new Set<ConnectivityHandler>();
let windowListenersInstalled = false;

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  if (online) stopPolling();
  else schedulePoll();
  for (const handler of [...handlers]) handler(online);
}

function stopPolling(): void {
  if (pollTimer !== undefined) clearTimeout(pollTimer);
  pollTimer = undefined;
}

// One probe at a time: the next one is scheduled only after the previous answered, so a slow
// network never piles up requests.
function schedulePoll(): void {
  if (pollTimer !== undefined) return;
  pollTimer = setTimeout(() => void runProbe(), OFFLINE_POLL_MS);
}

async function runProbe(): Promise<void> {
  let reachable = false;
  try {
    reachable = await probe();
  } catch {
    reachable = false;
  }
  pollTimer = undefined;
  if (reachable) setOnline(true);
  else if (!online) schedulePoll();
}

const onWindowOffline = (): void => setOnline(false);
// The browser saying "online" only means a network interface is up: confirm with a probe.
const onWindowOnline = (): void => {
  if (online) return;
  stopPolling();
  void runProbe();
};

function installWindowListeners(): void {
  if (windowListenersInstalled) return;
  windowListenersInstalled = true;
  window.addEventListener('offline', onWindowOffline);
  window.addEventListener('online', onWindowOnline);
}

/** A request got no HTTP answer at all: the page is offline until a probe succeeds. */
export function reportNetworkError(): void {
  installWindowListeners();
  setOnline(false);
}

/**
 * Something the page needed could not be fetched (a lazy chunk): asks the server whether it can
 * be reached, and when it cannot, the page is offline (and polls) until a probe succeeds.
 * Resolves whether the server answered.
 */
export async function confirmConnectivity(): Promise<boolean> {
  installWindowListeners();
  let reachable = false;
  try {
    reachable = await probe();
  } catch {
    reachable = false;
  }
  if (!reachable) setOnline(false);
  return reachable;
}

/** A request got an HTTP answer: proof enough that the network is back. */
export function reportNetworkSuccess(): void {
  setOnline(true);
}

export function isOnline(): boolean {
  return online;
}

/** Calls `handler(online)` on every change; returns the unsubscribe function. */
export function onConnectivityChange(handler: ConnectivityHandler): () => void {
  installWindowListeners();
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Replaces the probe (tests); null restores the default HEAD /api/ping probe. */
export function setConnectivityProbe(next: ConnectivityProbe | null): void {
  probe = next ?? defaultProbe;
}

// A new page: online, no poll, no subscribers, the default probe.
onPageReset(() => {
  stopPolling();
  online = true;
  handlers.clear();
  probe = defaultProbe;
  if (windowListenersInstalled) {
    window.removeEventListener('offline', onWindowOffline);
    window.removeEventListener('online', onWindowOnline);
    windowListenersInstalled = false;
  }
});

/**
 * The page's toast queue (toast options and lifecycle). Any code shows a toast
 * with showToast(), or with notify() from core/notify.ts: the bus is bridged into this queue
 * while at least one <cc-toasts> host is mounted, and buffers messages while none is, so an
 * error raised during page load is shown once the host appears.
 */
import { atom } from 'jotai';
import { prefersReducedMotion } from '../core/motion';
import { onNotify } from '../core/notify';
import { store } from '../core/store';
import {
  addToQueue,
  toastFromNotification,
  toToast,
  TOAST_EXIT_MS,
  type Toast,
  type ToastOptions,
} from '../domain/toasts';
import { onPageReset } from '../core/page-reset';


/** Every toast on screen (or sliding out), oldest first. */
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
const exitTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** With reduced motion there is no slide-out to wait for. */
function exitDelayMs(): number {
  return prefersReducedMotion() ? 0 : TOAST_EXIT_MS;
}

function forgetTimer(id: number): void {
  const timer = exitTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  exitTimers.delete(id);
}

/** Adds a toast; a plain string is its message. Returns its id (for dismissToast). */
const showToastAtom = atom(null, (get, set, options: ToastOptions | string): number => {
  const toast = toToast(nextId++, typeof options === 'string' ? { message: options } : options);
  const before = get(toastsAtom);
  const after = addToQueue(before, toast);
  for (const old of before) if (!after.includes(old)) forgetTimer(old.id);
  set(toastsAtom, after);
  return toast.id;
});

/** Takes a toast out of the DOM at once (no slide-out). */
const removeToastAtom = atom(null, (_get, set, id: number) => {
  forgetTimer(id);
  set(toastsAtom, (queue) => queue.filter((toast) => toast.id !== id));
});

/** Starts a toast's slide-out; it is removed when the slide-out ends. Repeated calls are no-ops. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  const toast = get(toastsAtom).find((t) => t.id === id);
  if (!toast || toast.leaving) return;
  const delay = exitDelayMs();
  if (delay === 0) {
    set(removeToastAtom, id);
    return;
  }
  set(toastsAtom, (queue) => queue.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  exitTimers.set(id, setTimeout(() => store.set(removeToastAtom, id), delay));
});

/** Dismisses every toast, or those of one namespace. */
const clearToastsAtom = atom(null, (get, set, namespace?: string) => {
  for (const toast of get(toastsAtom)) {
    if (namespace === undefined || toast.namespace === namespace) set(dismissToastAtom, toast.id);
  }
});

/** For code outside React (and legacy pages, through <cc-toasts>.show()). */
export const showToast = (options: ToastOptions | string): number => store.set(showToastAtom, options);
export const dismissToast = (id: number): void => store.set(dismissToastAtom, id);
export const clearToasts = (namespace?: string): void => store.set(clearToastsAtom, namespace);

/**
 * Hosts mounted on the page, in mount order. Only the first renders the queue, so a page that
 * happens to hold two <cc-toasts> does not show every toast twice.
 */
export const toastHostsAtom = atom<readonly symbol[]>([]);

let stopNotifyBridge: (() => void) | null = null;

/** Called by a host when it mounts; returns its detach function. */
export function attachToastHost(host: symbol): () => void {
  store.set(toastHostsAtom, (hosts) => [...hosts, host]);
  // Subscribing delivers the messages buffered while no host was mounted.
  stopNotifyBridge ??= onNotify((notification) => showToast(toastFromNotification(notification)));
  return () => {
    const hosts = store.get(toastHostsAtom).filter((h) => h !== host);
    store.set(toastHostsAtom, hosts);
    if (hosts.length === 0 && stopNotifyBridge) {
      // With no host left, the bus buffers again instead of filling an invisible queue.
      stopNotifyBridge();
      stopNotifyBridge = null;
    }
  };
}

// A new page: an empty queue and no pending removals (mounted hosts stay attached).
onPageReset(() => {
  for (const id of [...exitTimers.keys()]) forgetTimer(id);
  store.set(toastsAtom, []);
});

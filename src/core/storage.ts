/**
 * Key-value storage for the page, backed by window.localStorage.
 *
 * localStorage can be missing or hostile: a sandboxed partner iframe throws SecurityError on
 * access, Safari private mode and full disks throw QuotaExceededError on write. The first call
 * that throws switches this module to an in-memory Map for the rest of the page, seeded with
 * whatever could still be read, so callers never see the failure and never lose a value
 * they just wrote.
 */

import { onPageReset } from './page-reset';

const BROADCAST_PREFIX = 'cc:bc:';

/** Backing store override (setStorageBacking); undefined means window.localStorage. */
let backingOverride: Storage | undefined;
/** Set once localStorage has failed; from then on every call is served from memory. */
let memory: Map<string, string> | null = null;

function backing(): Storage {
  // Reading window.localStorage itself throws SecurityError where storage is blocked.
  return backingOverride ?? window.localStorage;
}

/** Switch to memory, copying what the backing store still lets us read. */
function fallBackToMemory(): Map<string, string> {
  if (memory) return memory;
  const copy = new Map<string, string>();
  try {
    const store = backing();
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key === null) continue;
      const value = store.getItem(key);
      if (value !== null) copy.set(key, value);
    }
  } catch {
    // Nothing readable: start empty.
  }
  memory = copy;
  return copy;
}

/** Runs `use` against localStorage, or `fallback` against memory once localStorage has failed. */
function withStore<R>(use: (store: Storage) => R, fallback: (mem: Map<string, string>) => R): R {
  if (!memory) {
    try {
      return use(backing());
    } catch {
      return fallback(fallBackToMemory());
    }
  }
  return fallback(memory);
}

/** Keys storage.clear() keeps: the privacy-consent record (features/cookie-banner). */
const PRESERVED_KEYS: readonly string[] = ['cc:privacy-consent'];

export const storage = {
  get(key: string): string | null {
    return withStore(
      (s) => s.getItem(key),
      (m) => m.get(key) ?? null,
    );
  },
  set(key: string, value: string): void {
    withStore(
      (s) => s.setItem(key, value),
      (m) => void m.set(key, value),
    );
  },
  remove(key: string): void {
    withStore(
      (s) => s.removeItem(key),
      (m) => void m.delete(key),
    );
  },
  /**
   * Clears everything but PRESERVED_KEYS. Storage is cleared when the identity changes (sign-in,
   * sign-out, another user's key): the privacy-consent record is about this browser, not about
   * a user's data, so an acceptance made just before signing in still counts afterwards.
   */
  clear(): void {
    withStore(
      (s) => {
        const kept = PRESERVED_KEYS.map((key) => [key, s.getItem(key)] as const);
        s.clear();
        for (const [key, value] of kept) if (value !== null) s.setItem(key, value);
      },
      (m) => {
        for (const key of [...m.keys()]) if (!PRESERVED_KEYS.includes(key)) m.delete(key);
      },
    );
  },
  keys(): string[] {
    return withStore(
      (s) => {
        const keys: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const key = s.key(i);
          if (key !== null) keys.push(key);
        }
        return keys;
      },
      (m) => [...m.keys()],
    );
  },
  /** True once localStorage failed and values live only in this page's memory. */
  isMemoryFallback(): boolean {
    return memory !== null;
  },
};

interface BroadcastEnvelope {
  message: unknown;
  /** Makes every write a change, so the same message twice still fires a storage event. */
  nonce: string;
}

function broadcastKey(channel: string): string {
  return `${BROADCAST_PREFIX}${channel}`;
}

/**
 * Tells OTHER tabs of this origin: the storage event fires everywhere except the writing tab.
 * Writing and removing at once leaves no trace in storage. When storage is unavailable
 * there is no other tab to tell, so failures are ignored.
 */
export function broadcast(channel: string, message: unknown): void {
  if (memory) return;
  const envelope: BroadcastEnvelope = { message, nonce: `${Date.now()}-${Math.random()}` };
  try {
    const store = backing();
    store.setItem(broadcastKey(channel), JSON.stringify(envelope));
    store.removeItem(broadcastKey(channel));
  } catch {
    // Blocked or full storage: other tabs cannot be reached this way.
  }
}

/** Subscribes to broadcasts from other tabs; returns the unsubscribe function. */
export function onBroadcast(channel: string, handler: (message: unknown) => void): () => void {
  const key = broadcastKey(channel);
  const listener = (event: StorageEvent): void => {
    // The removal that follows each write arrives as newValue null: not a message.
    if (event.key !== key || event.newValue === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.newValue);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed)) return;
    handler((parsed as BroadcastEnvelope).message);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Serves the page from `store` instead of window.localStorage (null: localStorage again), with
 * no memory fallback yet. For tests of hostile storage (one that throws, one that is full);
 * resetPage() puts localStorage back.
 */
export function setStorageBacking(store: Storage | null): void {
  backingOverride = store ?? undefined;
  memory = null;
}

onPageReset(() => setStorageBacking(null));

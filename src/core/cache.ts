/**
 * An encrypted, expiring cache in storage. Entries are sealed with a key derived from the user
 * key, so data cached for one user cannot be read for (or by) another. Anything that does not
 * open and parse cleanly — wrong key, tampering, truncation, garbage, expiry — is a miss and is
 * deleted. When the user key cannot be had, the cache steps aside: reads miss, writes are
 * dropped, and cached() just calls its loader. No function here throws to its caller.
 *
 * Where the key comes from is not plumbing: createSealedCache takes a key source, and
 * api/cache.ts makes the page's cache with the user key of api/user-key.ts.
 */
import { storage } from './storage';
import { deriveCacheKey, openBytes, sealBytes, type SealedBytes } from './cache-crypto';

/** The user key, or null when it cannot be had (the cache then steps aside). Never throws. */
export type CacheKeySource = () => Promise<string | null>;

export interface SealedCache {
  /** The cached value, or undefined on a miss (absent, unreadable or expired). */
  cacheGet<T>(name: string): Promise<T | undefined>;
  /** Stores `value` for `ttlSeconds` (0 = never expires). Negative or NaN ttl stores nothing. */
  cacheSet(name: string, value: unknown, ttlSeconds: number): Promise<void>;
  cacheDelete(name: string): void;
  /**
   * The cached value, or `load()`'s result stored for `ttlSeconds`. Concurrent calls for the
   * same name share one load. Errors from `load` reach the caller; the cache adds none.
   */
  cached<T>(name: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /**
   * A cached raw answer, read through `normalise` again: an entry written by another build, or
   * a tampered one the normaliser refuses, counts as absent (the caller fetches instead).
   */
  cachedAs<T>(name: string, normalise: (raw: unknown) => T): Promise<T | undefined>;
}

const ENTRY_PREFIX = 'cc:cache:';
const ENTRY_VERSION = 1;

interface StoredEntry extends SealedBytes {
  v: typeof ENTRY_VERSION;
}

interface CachePayload {
  value: unknown;
  /** ms since the epoch; 0 means never. */
  expires: number;
}

export function cacheEntryKey(name: string): string {
  return `${ENTRY_PREFIX}${name}`;
}

function parseEntry(raw: string): StoredEntry | null {
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { v, iv, ct } = entry as Record<string, unknown>;
    if (v !== ENTRY_VERSION || typeof iv !== 'string' || typeof ct !== 'string') return null;
    return { v, iv, ct };
  } catch {
    return null;
  }
}

function parsePayload(text: string): CachePayload | null {
  try {
    const payload: unknown = JSON.parse(text);
    if (typeof payload !== 'object' || payload === null) return null;
    const { value, expires } = payload as Record<string, unknown>;
    if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
    return { value, expires };
  } catch {
    return null;
  }
}

function isExpired(payload: CachePayload, nowMs: number): boolean {
  return payload.expires !== 0 && nowMs >= payload.expires;
}

/** A cache sealed with the key `getKey` gives (derived per key, so another user's entries do not open). */
export function createSealedCache(getKey: CacheKeySource): SealedCache {
  async function cryptoKeyOrNull(): Promise<CryptoKey | null> {
    try {
      const userKey = await getKey();
      return userKey ? await deriveCacheKey(userKey) : null;
    } catch {
      return null;
    }
  }

  async function cacheGet<T>(name: string): Promise<T | undefined> {
    const storageKey = cacheEntryKey(name);
    const raw = storage.get(storageKey);
    if (raw === null) return undefined;
    // Without a key we cannot tell a good entry from a bad one: leave it alone.
    const key = await cryptoKeyOrNull();
    if (!key) return undefined;

    const miss = (): undefined => {
      storage.remove(storageKey);
      return undefined;
    };
    const entry = parseEntry(raw);
    if (!entry) return miss();
    let plain: Uint8Array;
    try {
      plain = await openBytes(key, entry);
    } catch {
      return miss();
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      console.warn('malformed UTF-8 data');
      return miss();
    }
    const payload = parsePayload(text);
    if (!payload || isExpired(payload, Date.now())) return miss();
    return payload.value as T;
  }

  async function cacheSet(name: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (!(ttlSeconds >= 0)) return;
    try {
      const key = await cryptoKeyOrNull();
      if (!key) return;
      const payload: CachePayload = {
        value,
        expires: ttlSeconds === 0 ? 0 : Date.now() + ttlSeconds * 1000,
      };
      const sealed = await sealBytes(key, new TextEncoder().encode(JSON.stringify(payload)));
      const entry: StoredEntry = { v: ENTRY_VERSION, ...sealed };
      storage.set(cacheEntryKey(name), JSON.stringify(entry));
    } catch {
      // A value JSON cannot hold (cycles, BigInt) is simply not cached.
    }
  }

  function cacheDelete(name: string): void {
    storage.remove(cacheEntryKey(name));
  }

  const loading = new Map<string, Promise<unknown>>();

  function cached<T>(name: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const pending = loading.get(name);
    if (pending) return pending as Promise<T>;
    const result = (async () => {
      const hit = await cacheGet<T>(name);
      if (hit !== undefined) return hit;
      const value = await load();
      await cacheSet(name, value, ttlSeconds);
      return value;
    })().finally(() => loading.delete(name));
    loading.set(name, result);
    return result;
  }

  async function cachedAs<T>(name: string, normalise: (raw: unknown) => T): Promise<T | undefined> {
    const hit = await cacheGet<unknown>(name);
    if (hit === undefined) return undefined;
    try {
      return normalise(hit);
    } catch {
      return undefined;
    }
  }

  return { cacheGet, cacheSet, cacheDelete, cached, cachedAs };
}

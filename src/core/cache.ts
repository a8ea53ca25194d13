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
import { isInvalidated } from './cache-tags';

/** The user key, or null when it cannot be had (the cache then steps aside). Never throws. */
export type CacheKeySource = () => Promise<string | null>;

export interface SealedCache {
  /** The cached value, or undefined on a miss (absent, unreadable or expired). */
  cacheGet<T>(name: string): Promise<T | undefined>;
  /**
   * Stores `value` for `ttlSeconds` (0 = never expires). Negative or NaN ttl stores nothing.
   * With `tags`, the entry is a miss once any of them is invalidated after `fetchedAt`.
   */
  cacheSet(name: string, value: unknown, ttlSeconds: number, options?: CacheSetOptions): Promise<void>;
  /**
   * cacheSet once the page has painted and is idle: for answers a page shows as soon as they
   * arrive (sealing a large one takes the main thread). Any entry stored under `name` before is
   * dropped at once, so until the write nothing older is served. Resolves once written or
   * given up.
   */
  cacheSetAfterPaint(name: string, value: unknown, ttlSeconds: number, options?: CacheSetOptions): Promise<void>;
  cacheDelete(name: string): void;
  /** Drops every cached entry (the proctoring give-up clears the cache). */
  cacheClear(): void;
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

/**
 * The largest entry stored, in characters of storage. An origin's localStorage holds about
 * 5 Mi characters in all; a write past that throws, and storage.ts then moves the whole page to
 * memory (drafts and consent stop persisting). An answer this large (a contest of 10,000
 * problems is 4 MB) is simply not cached.
 */
export const MAX_ENTRY_CHARS = 1_048_576;

/** Characters a sealed entry of `plainLength` bytes takes in storage (base64 of ciphertext + tag). */
const sealedChars = (plainLength: number): number => Math.ceil((plainLength + 16) / 3) * 4 + 32;

/** Resolves after the next paint, once the page is idle (within `timeoutMs` at the latest). */
function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/** How long a write put off until after the paint may wait for an idle moment. */
const IDLE_WRITE_TIMEOUT_MS = 500;

interface StoredEntry extends SealedBytes {
  v: typeof ENTRY_VERSION;
}

interface CachePayload {
  value: unknown;
  /** ms since the epoch; 0 means never. */
  expires: number;
  /** Cache tags (cache-tags.ts): invalidating one makes this entry a miss. */
  tags?: string[];
  /** When the request behind the value started (local ms); compared with the tags' marks. */
  fetchedAt?: number;
}

export interface CacheSetOptions {
  tags?: readonly string[];
  /** When the request that produced the value started; defaults to now. */
  fetchedAt?: number;
  /**
   * The value's size in characters of JSON when the caller knows it (core/http's
   * answerLength): an entry too large to store is refused before any work.
   */
  approxChars?: number;
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
    const { value, expires, tags, fetchedAt } = payload as Record<string, unknown>;
    if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
    return {
      value,
      expires,
      tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : undefined,
      fetchedAt: typeof fetchedAt === 'number' ? fetchedAt : undefined,
    };
  } catch {
    return null;
  }
}

function isExpired(payload: CachePayload, nowMs: number): boolean {
  return payload.expires !== 0 && nowMs >= payload.expires;
}

/**
 * The payload of a stored entry opened with `key`, or null when it does not open and parse
 * cleanly (wrong key, tampering, truncation, garbage). Expiry and tags are the caller's.
 */
async function openEntry(key: CryptoKey, raw: string): Promise<CachePayload | null> {
  const entry = parseEntry(raw);
  if (!entry) return null;
  let plain: Uint8Array;
  try {
    plain = await openBytes(key, entry);
  } catch {
    return null;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    console.warn('malformed UTF-8 data');
    return null;
  }
  return parsePayload(text);
}

/** Seals and stores the payload; false when it is too large to store (nothing is written). */
async function sealEntry(name: string, key: CryptoKey, payload: CachePayload): Promise<boolean> {
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  if (sealedChars(plain.length) > MAX_ENTRY_CHARS) return false;
  const { iv, ct } = await sealBytes(key, plain);
  // Built by hand: base64 needs no escaping, and stringifying megabytes again costs a frame.
  storage.set(cacheEntryKey(name), `{"v":${ENTRY_VERSION},"iv":"${iv}","ct":"${ct}"}`);
  return true;
}

function payloadOf(value: unknown, ttlSeconds: number, options: CacheSetOptions, fetchedAt: number): CachePayload {
  return {
    value,
    expires: ttlSeconds === 0 ? 0 : Date.now() + ttlSeconds * 1000,
    ...(options.tags?.length ? { tags: [...options.tags], fetchedAt } : {}),
  };
}

/** The caller knows the value is too large to store: refused before any work. */
const tooLarge = (options: CacheSetOptions) => options.approxChars !== undefined && sealedChars(options.approxChars) > MAX_ENTRY_CHARS;

/** The server's state behind a value changed after it was fetched (an action was taken). */
const invalidatedSince = (tags: readonly string[] | undefined, fetchedAt: number): boolean =>
  tags !== undefined && tags.length > 0 && isInvalidated(tags, fetchedAt);

/** The derived key of the user key `getKey` gives, or null when there is none (never throws). */
async function cryptoKeyOf(getKey: CacheKeySource): Promise<CryptoKey | null> {
  try {
    const userKey = await getKey();
    return userKey ? await deriveCacheKey(userKey) : null;
  } catch {
    return null;
  }
}

/** A cache sealed with the key `getKey` gives (derived per key, so another user's entries do not open). */
export function createSealedCache(getKey: CacheKeySource): SealedCache {
  async function cacheGet<T>(name: string): Promise<T | undefined> {
    const storageKey = cacheEntryKey(name);
    const raw = storage.get(storageKey);
    if (raw === null) return undefined;
    // Without a key we cannot tell a good entry from a bad one: leave it alone.
    const key = await cryptoKeyOf(getKey);
    if (!key) return undefined;
    const payload = await openEntry(key, raw);
    if (!payload || isExpired(payload, Date.now()) || invalidatedSince(payload.tags, payload.fetchedAt ?? 0)) {
      storage.remove(storageKey);
      return undefined;
    }
    return payload.value as T;
  }

  async function cacheSet(name: string, value: unknown, ttlSeconds: number, options: CacheSetOptions = {}): Promise<void> {
    if (!(ttlSeconds >= 0)) return;
    const fetchedAt = options.fetchedAt ?? Date.now();
    // Already stale: the state changed while the answer was on its way.
    if (invalidatedSince(options.tags, fetchedAt)) return;
    if (tooLarge(options)) {
      cacheDelete(name);
      return;
    }
    try {
      const key = await cryptoKeyOf(getKey);
      if (!key) return;
      if (!(await sealEntry(name, key, payloadOf(value, ttlSeconds, options, fetchedAt)))) cacheDelete(name);
    } catch {
      // A value JSON cannot hold (cycles, BigInt) is simply not cached.
    }
  }

  /** The newest deferred write per name: an older one that wakes up later writes nothing. */
  const deferred = new Map<string, object>();

  async function cacheSetAfterPaint(name: string, value: unknown, ttlSeconds: number, options: CacheSetOptions = {}): Promise<void> {
    // What was stored before is older than this answer: never served from now on.
    cacheDelete(name);
    if (!(ttlSeconds >= 0) || tooLarge(options)) return;
    const fetchedAt = options.fetchedAt ?? Date.now();
    if (invalidatedSince(options.tags, fetchedAt)) return;
    const ticket = {};
    deferred.set(name, ticket);
    try {
      // The key (the identity) of now, not of whoever is signed in once the page is idle.
      const key = await cryptoKeyOf(getKey);
      if (!key) return;
      const payload = payloadOf(value, ttlSeconds, options, fetchedAt);
      await whenIdle(IDLE_WRITE_TIMEOUT_MS);
      // Superseded, deleted, or the state changed meanwhile.
      if (deferred.get(name) !== ticket || invalidatedSince(options.tags, fetchedAt)) return;
      await sealEntry(name, key, payload);
    } catch {
      // A value JSON cannot hold (cycles, BigInt) is simply not cached.
    } finally {
      if (deferred.get(name) === ticket) deferred.delete(name);
    }
  }

  function cacheDelete(name: string): void {
    deferred.delete(name);
    storage.remove(cacheEntryKey(name));
  }

  function cacheClear(): void {
    deferred.clear();
    for (const key of storage.keys()) if (key.startsWith(ENTRY_PREFIX)) storage.remove(key);
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

  return { cacheGet, cacheSet, cacheSetAfterPaint, cacheDelete, cacheClear, cached, cachedAs };
}

/**
 * The WebCrypto pieces of the encrypted cache: AES-GCM 256 with a key derived from the user
 * key (SHA-256 of its text), random 96-bit IVs, base64 for storage. GCM authenticates, so any
 * tampered or truncated ciphertext fails to open instead of yielding garbage.
 */

const IV_BYTES = 12;

export interface SealedBytes {
  iv: string;
  ct: string;
}

/** Uint8Array's native base64 (toBase64 / fromBase64), where the browser has it. */
interface NativeBase64 {
  toBase64?(this: Uint8Array): string;
}
interface NativeBase64Constructor {
  fromBase64?(text: string): Uint8Array<ArrayBuffer>;
}

export function bytesToBase64(bytes: Uint8Array): string {
  // Native: one pass in C++. A contest of thousands of problems seals megabytes, and the
  // character-by-character fallback below takes hundreds of milliseconds on them.
  const native = (bytes as NativeBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  // Chunked: String.fromCharCode(...bytes) overflows the argument limit on large entries.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Throws on anything that is not base64 (atob's InvalidCharacterError, or the native SyntaxError). */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as NativeBase64Constructor).fromBase64;
  if (typeof native === 'function') return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const derivedKeys = new Map<string, Promise<CryptoKey>>();

/** The AES key for a user key; memoised because every cache read needs it. */
export function deriveCacheKey(userKey: string): Promise<CryptoKey> {
  let key = derivedKeys.get(userKey);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(userKey))
      .then((raw) => crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
    derivedKeys.set(userKey, key);
  }
  return key;
}

export async function sealBytes(key: CryptoKey, plain: Uint8Array<ArrayBuffer>): Promise<SealedBytes> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { iv: bytesToBase64(iv), ct: bytesToBase64(new Uint8Array(ct)) };
}

/** Rejects when the entry was not sealed with this key or was altered in any way. */
export async function openBytes(key: CryptoKey, sealed: SealedBytes): Promise<Uint8Array> {
  const iv = base64ToBytes(sealed.iv);
  if (iv.length !== IV_BYTES) throw new Error('bad iv');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, base64ToBytes(sealed.ct));
  return new Uint8Array(plain);
}

// @ts-check
// Password hashing and the session store. Sessions are random ids in an httpOnly cookie,
// each with its own CSRF token; the cookie is not signed because a 32-byte random id is
// already unguessable and the row holds everything else.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { SESSION_MAX_AGE_S } from './constants.js';

/** @typedef {import('./sqlite-types.js').Db} Db */
/** @typedef {{ id: string, csrf_token: string, username: string | null, created_at: number }} SessionRow */

// scrypt cost: N=2^14, r=8, p=1 (the Node defaults, ~16 MiB), 64-byte key.
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads the files the server sends.
 * A burst of logins would take every thread and stall page loads for seconds, so at most this
 * many hashes run at once; the others wait their turn in order.
 */
export const MAX_CONCURRENT_HASHES = 2;
/**
 * The queue is bounded too, per client address first: one address may have this many hashes
 * running or waiting, so a flood from one address neither grows the queue nor puts a sign-in
 * from another address behind more than this many of its hashes...
 */
export const MAX_HASHES_PER_ADDRESS = 4;
/** ...and all addresses together this many waiting (a flood from many addresses). */
export const MAX_WAITING_HASHES = 64;
export const HASH_BUSY_ADDRESS_TEXT = 'Too many password checks from your address at once. Please try again in a few seconds.';
export const HASH_BUSY_SERVER_TEXT = 'The server is busy checking passwords. Please try again in a few seconds.';

/** A password check refused because the queue is full: 429 (this address) or 503 (everyone). */
export class HashQueueFull extends Error {
  /** @param {'address' | 'server'} scope */
  constructor(scope) {
    super(scope === 'address' ? HASH_BUSY_ADDRESS_TEXT : HASH_BUSY_SERVER_TEXT);
    this.statusCode = scope === 'address' ? 429 : 503;
    this.retryAfter = 5;
  }
}

let hashesRunning = 0;
/** @type {(() => void)[]} */
const waitingHashes = [];
/** @type {Map<string, number>} */
const hashesOf = new Map();
/** Most hashes that ever ran at once, and how many ran in all (tests check both). */
export const hashStats = { peak: 0, runs: 0 };

/**
 * @template T @param {() => Promise<T>} work
 * @param {string} [address] the client's; without one (the seed, the dummy hash) not bounded
 * @returns {Promise<T>}
 */
async function withHashSlot(work, address) {
  if (address !== undefined) {
    const mine = hashesOf.get(address) ?? 0;
    if (mine >= MAX_HASHES_PER_ADDRESS) throw new HashQueueFull('address');
    if (hashesRunning >= MAX_CONCURRENT_HASHES && waitingHashes.length >= MAX_WAITING_HASHES) throw new HashQueueFull('server');
    hashesOf.set(address, mine + 1);
  }
  try {
    if (hashesRunning >= MAX_CONCURRENT_HASHES) await new Promise((resolve) => waitingHashes.push(() => resolve(undefined)));
    hashesRunning++;
    hashStats.peak = Math.max(hashStats.peak, hashesRunning);
    hashStats.runs++;
    try {
      return await work();
    } finally {
      hashesRunning--;
      waitingHashes.shift()?.();
    }
  } finally {
    if (address !== undefined) {
      const left = (hashesOf.get(address) ?? 1) - 1;
      if (left > 0) hashesOf.set(address, left);
      else hashesOf.delete(address);
    }
  }
}

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number, keylen: number }} params
 * @param {string} [address]
 * @returns {Promise<Buffer>}
 */
function scryptAsync(password, salt, { N, r, p, keylen }, address) {
  return withHashSlot(() => new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)));
  }), address);
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts).
 * @param {string} password
 * @param {Buffer} [salt] random 16 bytes unless given (the deterministic seed passes one)
 * @param {string} [address] the client's, to bound its share of the queue (HashQueueFull)
 */
export async function hashPassword(password, salt = randomBytes(16), address = undefined) {
  const key = await scryptAsync(password, salt, SCRYPT, address);
  const { N, r, p } = SCRYPT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Hash of a throwaway password, used so that an unknown username costs as much time as a
// known one and the answer time does not tell which usernames exist.
const dummyHash = hashPassword('not-a-real-password');

/**
 * @param {string} password
 * @param {string | null | undefined} stored hash from hashPassword, or nothing for unknown users
 * @param {string} [address] the client's, to bound its share of the queue (HashQueueFull)
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored, address = undefined) {
  const parts = (stored ?? (await dummyHash)).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(N), r: Number(r), p: Number(p), keylen: expected.length,
  }, address);
  return timingSafeEqual(actual, expected) && stored != null;
}

/** A fresh unguessable token (session ids, CSRF tokens, user keys). */
export function randomToken() {
  return randomBytes(32).toString('base64url');
}

/**
 * Constant-time comparison of two tokens of any length.
 * @param {string} a
 * @param {string} b
 */
export function tokensEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Session rows in the database. `now` returns Unix seconds (injectable for tests).
 * @param {Db} db
 * @param {() => number} now
 */
export function createSessionStore(db, now) {
  const find = db.prepare('SELECT * FROM sessions WHERE id = ? AND created_at > ?');
  const insert = db.prepare(
    'INSERT INTO sessions (id, csrf_token, username, created_at) VALUES (?, ?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeUser = db.prepare('DELETE FROM sessions WHERE username = ?');
  const sweep = db.prepare('DELETE FROM sessions WHERE created_at <= ?');

  return {
    /** @param {string | undefined} id @returns {SessionRow | undefined} */
    find(id) {
      if (!id) return undefined;
      return /** @type {SessionRow | undefined} */ (find.get(id, now() - SESSION_MAX_AGE_S));
    },
    /** @param {string | null} username @returns {SessionRow} */
    create(username) {
      const row = { id: randomToken(), csrf_token: randomToken(), username, created_at: now() };
      // Expired rows are swept here, the only place sessions grow.
      sweep.run(now() - SESSION_MAX_AGE_S);
      insert.run(row.id, row.csrf_token, row.username, row.created_at);
      return row;
    },
    /**
     * Replaces a session by a new one (new id, new CSRF token) for `username`: a sign-in
     * must never keep an id an attacker could have planted (session fixation).
     * @param {string | undefined} oldId
     * @param {string | null} username
     */
    rotate(oldId, username) {
      return db.transaction(() => {
        if (oldId) remove.run(oldId);
        return this.create(username);
      })();
    },
    /** @param {string | undefined} id */
    destroy(id) {
      if (id) remove.run(id);
    },
    /** Ends every session of `username` (log out everywhere, a changed password). @param {string} username */
    destroyUser(username) {
      removeUser.run(username);
    },
  };
}

/** @typedef {ReturnType<typeof createSessionStore>} SessionStore */

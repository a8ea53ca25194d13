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
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number, keylen: number }} params
 * @returns {Promise<Buffer>}
 */
function scryptAsync(password, salt, { N, r, p, keylen }) {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts).
 * @param {string} password
 * @param {Buffer} [salt] random 16 bytes unless given (the deterministic seed passes one)
 */
export async function hashPassword(password, salt = randomBytes(16)) {
  const key = await scryptAsync(password, salt, SCRYPT);
  const { N, r, p } = SCRYPT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Hash of a throwaway password, used so that an unknown username costs as much time as a
// known one and the answer time does not tell which usernames exist.
const dummyHash = hashPassword('not-a-real-password');

/**
 * @param {string} password
 * @param {string | null | undefined} stored hash from hashPassword, or nothing for unknown users
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const parts = (stored ?? (await dummyHash)).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(N), r: Number(r), p: Number(p), keylen: expected.length,
  });
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

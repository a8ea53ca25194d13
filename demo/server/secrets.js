// @ts-check
// The install's secret: 32 random bytes made with the database (in its meta table), never a
// constant in the source. Everything that must be unguessable but reproducible for this install
// (seed salts and user keys, visitors' CSRF tokens) is an HMAC of it.
import { createHmac, randomBytes } from 'node:crypto';

/** @type {WeakMap<object, Buffer>} */
const secrets = new WeakMap();

/**
 * The install secret of `db`, created on first use.
 * @param {import('./sqlite-types.js').Db} db
 */
function installSecret(db) {
  let secret = secrets.get(db);
  if (!secret) {
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('install_secret', ?)")
      .run(randomBytes(32).toString('base64url'));
    secret = Buffer.from(/** @type {string} */ (
      db.prepare("SELECT value FROM meta WHERE key = 'install_secret'").pluck().get()), 'base64url');
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * An HMAC of the install secret for one purpose and subject (32 bytes).
 * @param {import('./sqlite-types.js').Db} db @param {string} purpose @param {string} subject
 */
export function derivedSecret(db, purpose, subject) {
  return createHmac('sha256', installSecret(db)).update(`${purpose}\0${subject}`).digest();
}

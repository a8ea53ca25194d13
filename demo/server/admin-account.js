// @ts-check
// The first administrator of a database seeded without the demo accounts (whose accounts have no
// password): ADMIN_USERNAME and ADMIN_PASSWORD at the server's start (main.js), or the command
// `ADMIN_PASSWORD=… node demo/server/create-admin.js <username>`. A password someone has set is
// never overwritten.
import { hashPassword, verifyPassword } from './auth.js';
import { SEED_PASSWORD, SEED_USERNAMES } from './seed.js';
import { NO_PASSWORD, findUser, insertUser } from './users.js';

/** The sign-up form's rules (features/accounts/register.js). */
const USERNAME = /^[a-z0-9_]{3,20}$/;
const MIN_PASSWORD_LENGTH = 8;

/**
 * What is wrong with these credentials for an admin account, or null.
 * @param {string} username @param {string} password
 */
export function adminCredentialsProblem(username, password) {
  if (!USERNAME.test(username)) return 'The admin username must be 3 to 20 characters: lowercase letters, digits or _.';
  if (password.length < MIN_PASSWORD_LENGTH) return `The admin password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * Makes `username` an administrator with `password`: a new account, or an existing one that has
 * no password (a seeded sample author such as `admin`). An account with a password is left
 * as it is ('exists'). Throws with a message when the credentials break the rules.
 * @param {import('./sqlite-types.js').Db} db
 * @param {{ username: string, password: string, now: number }} account `now` in Unix seconds
 * @returns {Promise<'created' | 'password-set' | 'exists'>}
 */
export async function ensureAdmin(db, { username, password, now }) {
  const problem = adminCredentialsProblem(username, password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(() => {
    const row = findUser(db, username);
    if (!row) {
      insertUser(db, { username, passwordHash, access: 'admin', createdAt: now });
      return /** @type {const} */ ('created');
    }
    if (row.password_hash !== NO_PASSWORD) return /** @type {const} */ ('exists');
    db.prepare("UPDATE users SET password_hash = ?, access = 'admin' WHERE username = ?").run(passwordHash, username);
    return /** @type {const} */ ('password-set');
  }).immediate();
}

/**
 * The demo accounts that still sign in with the demo password (a database seeded with the demo
 * seed, or before it had to be asked for): main.js warns about them when started without it.
 * @param {import('./sqlite-types.js').Db} db
 * @returns {Promise<string[]>}
 */
export async function accountsWithDemoPassword(db) {
  const rows = /** @type {{ username: string, password_hash: string }[]} */ (db.prepare(
    `SELECT username, password_hash FROM users WHERE password_hash != ? AND username IN (SELECT value FROM json_each(?)) ORDER BY username`)
    .all(NO_PASSWORD, JSON.stringify(SEED_USERNAMES)));
  const known = await Promise.all(rows.map((row) => verifyPassword(SEED_PASSWORD, row.password_hash)));
  return rows.filter((_row, i) => known[i]).map((row) => row.username);
}

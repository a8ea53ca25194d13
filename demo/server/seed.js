// @ts-check
// Deterministic demo data, written only into an empty database. The same clock gives the
// same rows: no Math.random. Salts and user keys are derived from the username and the
// install's random secret (secrets.js), so two installs never share them.
// The role accounts get the known password demo1234 (and OTP10 its OTP 424242) only when the
// demo seed is asked for (`demo: true`: `npm start`, SEED_DEMO=1, a throw-away database, the
// tests); otherwise they are the sample content's authors and cannot sign in (no password), and
// the first admin comes from ADMIN_USERNAME/ADMIN_PASSWORD or create-admin.js (admin-account.js).
import { hashPassword } from './auth.js';
import { derivedSecret } from './secrets.js';
import { CURRENT_PRIVACY_POLICY_VERSION } from './constants.js';
import { NO_PASSWORD, insertUser } from './users.js';
import { features } from './features.js';

export const SEED_PASSWORD = 'demo1234';
const DAY_S = 24 * 3600;

/**
 * One account per role. `consentAgeDays` is how long ago the user consented to
 * the privacy policy (none: never), so banners can be demonstrated: admin fresh, premium
 * expired (200 > 180 days), alice never.
 * @type {Array<Omit<import('./users.js').NewUser, 'passwordHash' | 'createdAt' | 'consent'> & { consentAgeDays?: number }>}
 */
const SEED_USERS = [
  { username: 'admin', rating: 2612, access: 'admin', country: 'India', isNumberVerified: true, consentAgeDays: 1 },
  { username: 'mod', rating: 1934, isModerator: true, country: 'Germany', isNumberVerified: true },
  { username: 'premium', rating: 1745, isPremiumUser: true, country: 'Canada', isNumberVerified: true, consentAgeDays: 200 },
  { username: 'alice', rating: 1523, country: 'India', isNumberVerified: true },
  { username: 'teamlead', rating: 2080, isUserTeam: true, country: 'Japan', isNumberVerified: true },
  { username: 'ravi', rating: 1288, country: 'India', isNumberVerified: false },
];

export const SEED_USERNAMES = SEED_USERS.map((u) => u.username);

/** @type {{ type: 'info' | 'warning', username: string, text: string, ageDays: number }[]} */
const SEED_MESSAGES = [
  { username: 'alice', type: 'info', text: 'Welcome back! Your weekly practice streak is 3 days.', ageDays: 0 },
];

/** @param {import('./sqlite-types.js').Db} db @param {string} username */
function seedPasswordHash(db, username) {
  return hashPassword(SEED_PASSWORD, derivedSecret(db, 'seed-salt', username).subarray(0, 16));
}

/**
 * Seeds the sample data: the users into an empty database, then each feature's own seed (which
 * writes only what is missing, so a database from an older version gains the new data).
 * `demo: true` gives the role accounts the password demo1234 and the OTP contest its known OTP.
 * @param {import('./sqlite-types.js').Db} db
 * @param {{ now: number, demo?: boolean }} clock Unix seconds the seed's ages are relative to
 * @returns {Promise<boolean>} whether the users were seeded
 */
export async function seedDatabase(db, { now, demo = false }) {
  const seededUsers = await seedUsers(db, { now, demo });
  for (const feature of features) await feature.seed?.(db, { now, demo });
  return seededUsers;
}

/**
 * Seeds the users of an empty database; does nothing if any user exists.
 * @param {import('./sqlite-types.js').Db} db
 * @param {{ now: number, demo: boolean }} clock Unix seconds the seed's ages are relative to
 * @returns {Promise<boolean>} whether it seeded
 */
async function seedUsers(db, { now, demo }) {
  if (db.prepare('SELECT 1 FROM users LIMIT 1').get()) return false;
  const hashes = demo
    ? await Promise.all(SEED_USERS.map((u) => seedPasswordHash(db, u.username)))
    : SEED_USERS.map(() => NO_PASSWORD);
  return db.transaction(() => {
    // Re-check inside the transaction: another process may have seeded meanwhile.
    if (db.prepare('SELECT 1 FROM users LIMIT 1').get()) return false;
    SEED_USERS.forEach(({ consentAgeDays, ...user }, i) => {
      insertUser(db, {
        ...user,
        passwordHash: hashes[i],
        userKey: derivedSecret(db, 'seed-user-key', user.username).toString('base64url'),
        createdAt: now - 400 * DAY_S,
        consent: consentAgeDays === undefined ? null
          : { version: CURRENT_PRIVACY_POLICY_VERSION, on: now - consentAgeDays * DAY_S },
      });
    });
    const insertMessage = db.prepare(
      'INSERT INTO user_messages (username, type, text, created_at) VALUES (?, ?, ?, ?)');
    for (const m of SEED_MESSAGES) insertMessage.run(m.username, m.type, m.text, now - m.ageDays * DAY_S);
    return true;
  })();
}

// @ts-check
// User rows, the credentials check, and the "current user" shape that user-me and login answer with.
import { randomToken, verifyPassword } from './auth.js';
import { CURRENT_PRIVACY_POLICY_VERSION, PRO_DISCOUNT_PERCENT } from './constants.js';
import { escapeHtml } from './html.js';

/** @typedef {import('./sqlite-types.js').Db} Db */
/**
 * @typedef {{
 *   uid: number, username: string, password_hash: string, rating: number,
 *   html_handle: string, user_star_html: string, is_user_team: number,
 *   is_number_verified: number, country: string | null, profile_image_path: string | null,
 *   is_premium_user: number, access: string | null, is_moderator: number, user_key: string,
 *   user_consented_privacy_policy_version: string | null,
 *   user_consented_privacy_policy_on: number | null, created_at: number,
 *   zen_mode?: number
 * }} UserRow
 */

// Rating bands of the live-ratings plot, one star each, with the site's colours.
const STAR_BANDS = [
  { min: 2500, stars: 7, color: '#D0011B' },
  { min: 2200, stars: 6, color: '#FF7F00' },
  { min: 2000, stars: 5, color: '#FFBF00' },
  { min: 1800, stars: 4, color: '#684273' },
  { min: 1600, stars: 3, color: '#3366CC' },
  { min: 1400, stars: 2, color: '#1E7D22' },
  { min: -Infinity, stars: 1, color: '#666666' },
];

/** @param {number} rating */
export function ratingBand(rating) {
  return /** @type {typeof STAR_BANDS[number]} */ (STAR_BANDS.find((b) => rating >= b.min));
}

/**
 * The HTML fragments the real site sends for a handle and its stars. They carry inline
 * styles on purpose, like production data: clients must sanitise them (ARCHITECTURE.md).
 * @param {string} username
 * @param {number} rating
 */
export function handleMarkup(username, rating) {
  const { stars, color } = ratingBand(rating);
  return {
    html_handle: `<span class="rating" style="color:${color}">${escapeHtml(username)}</span>`,
    user_star_html: `<span class="rating-star" style="color:${color}">${stars}&#9733;</span>`,
  };
}

/**
 * A small self-contained avatar (initial on a colour); `data:` images pass the page CSP.
 * @param {string} username
 * @param {number} rating
 */
function avatarDataUrl(username, rating) {
  const initial = escapeHtml(username.slice(0, 1).toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">` +
    `<rect width="64" height="64" fill="${ratingBand(rating).color}"/>` +
    `<text x="32" y="43" font-family="sans-serif" font-size="32" fill="#fff" ` +
    `text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The password hash of an account nobody can sign in to (never an scrypt hash). */
export const NO_PASSWORD = '!';

/** @type {WeakMap<Db, Record<string, import('./sqlite-types.js').Statement>>} */
const statements = new WeakMap();

/**
 * A statement prepared once per database: preparing costs more than running it, and seeds
 * insert thousands of users.
 * @param {Db} db @param {string} sql
 */
function prepared(db, sql) {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = {}));
  return (cache[sql] ??= db.prepare(sql));
}

/** @param {Db} db @param {string} username @returns {UserRow | undefined} */
export function findUser(db, username) {
  return /** @type {UserRow | undefined} */ (
    prepared(db, 'SELECT * FROM users WHERE username = ?').get(username)
  );
}

/**
 * Checks credentials; returns the user row or undefined. Always costs one scrypt. With the
 * client's address, its share of the hash queue is bounded (throws HashQueueFull).
 * @param {Db} db
 * @param {string} username
 * @param {string} password
 * @param {string} [address]
 */
export async function checkCredentials(db, username, password, address) {
  const user = findUser(db, username);
  const ok = await verifyPassword(password, user?.password_hash, address);
  return ok ? user : undefined;
}

/**
 * @typedef {{
 *   username: string, passwordHash: string, rating?: number, isUserTeam?: boolean,
 *   isNumberVerified?: boolean, country?: string | null, isPremiumUser?: boolean,
 *   access?: 'admin' | null, isModerator?: boolean, userKey?: string, createdAt: number,
 *   consent?: { version: string, on: number } | null
 * }} NewUser
 */

/**
 * Inserts a user. Throws SQLITE_CONSTRAINT_UNIQUE when the username is taken.
 * @param {Db} db
 * @param {NewUser} user
 * @returns {UserRow}
 */
export function insertUser(db, user) {
  const rating = user.rating ?? 0;
  const { html_handle, user_star_html } = handleMarkup(user.username, rating);
  prepared(db, `INSERT INTO users (username, password_hash, rating, html_handle, user_star_html,
      is_user_team, is_number_verified, country, profile_image_path, is_premium_user, access,
      is_moderator, user_key, user_consented_privacy_policy_version,
      user_consented_privacy_policy_on, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    user.username, user.passwordHash, rating, html_handle, user_star_html,
    Number(user.isUserTeam ?? false), Number(user.isNumberVerified ?? false),
    user.country ?? null, avatarDataUrl(user.username, rating),
    Number(user.isPremiumUser ?? false), user.access ?? null, Number(user.isModerator ?? false),
    user.userKey ?? randomToken(), user.consent?.version ?? null, user.consent?.on ?? null,
    user.createdAt,
  );
  return /** @type {UserRow} */ (findUser(db, user.username));
}

/** Offer fields: non-premium users (and visitors) see the pro sale. @param {boolean} premium */
function proOffer(premium) {
  return premium
    ? { sale: { isSaleOngoing: false }, proDiscount: null, pro_plan: null }
    : { sale: { isSaleOngoing: true }, proDiscount: { amount: PRO_DISCOUNT_PERCENT }, pro_plan: 'monthly' };
}

/**
 * The current-user object for a signed-in user, or the visitor defaults.
 * @param {UserRow | null | undefined} row
 */
export function currentUserJson(row) {
  if (!row) {
    return {
      username: null, uid: null, html_handle: '', isUserTeam: false, oauth_buttons: {},
      isNumberVerified: false, country: null, profileImagePath: null, isPremiumUser: false,
      isAdmin: false, access: null, userStarHtml: '', ...proOffer(false),
      user_consented_privacy_policy_version: null, user_consented_privacy_policy_on: null,
      current_privacy_policy_version: CURRENT_PRIVACY_POLICY_VERSION,
    };
  }
  const premium = row.is_premium_user === 1;
  return {
    username: row.username,
    uid: row.uid,
    html_handle: row.html_handle,
    isUserTeam: row.is_user_team === 1,
    oauth_buttons: {},
    isNumberVerified: row.is_number_verified === 1,
    country: row.country,
    profileImagePath: row.profile_image_path,
    isPremiumUser: premium,
    isAdmin: row.access === 'admin',
    access: row.access,
    userStarHtml: row.user_star_html,
    ...proOffer(premium),
    user_consented_privacy_policy_version: row.user_consented_privacy_policy_version,
    user_consented_privacy_policy_on: row.user_consented_privacy_policy_on,
    current_privacy_policy_version: CURRENT_PRIVACY_POLICY_VERSION,
  };
}

/** The ad strip of user-me: markup for non-premium users, null for premium ones. @param {UserRow | null | undefined} row */
export function adStripHtml(row) {
  if (row?.is_premium_user === 1) return null;
  return `<a class="ad-strip" href="/pro">Go Pro: ${PRO_DISCOUNT_PERCENT}% off the monthly plan, ` +
    'this week only.</a>';
}

// @ts-check
// Every handle the site shows is a user with a profile page (/users/{handle}): the ranklists'
// generated contestants (datatables/seed.js) get user rows, with their ranklist row's country and
// institution and a rating from their best score; like the suggestion users, they have no usable
// password. Idempotent: only handles without a user row are written, so a database seeded
// before this feature gets them at its next start. (The successful-submissions list draws its
// users from the users table: contests/submissions.js.)
import { derivedSecret } from '../secrets.js';
import { insertUser } from '../users.js';

/**
 * @param {import('../sqlite-types.js').Db} db
 * @param {{ now: number }} clock Unix seconds
 */
export function seed(db, { now }) {
  const missing = /** @type {{ username: string, country: string, institution: string, score: number }[]} */ (db.prepare(`
    SELECT r.username, MIN(r.country) AS country, MIN(r.institution) AS institution, MAX(r.score) AS score
    FROM ranklist_entries r LEFT JOIN users u ON u.username = r.username
    WHERE u.uid IS NULL GROUP BY r.username ORDER BY r.username`).all());
  if (missing.length === 0) return;
  const insertInstitution = db.prepare('INSERT OR IGNORE INTO user_institutions (username, institution) VALUES (?, ?)');
  db.transaction(() => {
    for (const row of missing) {
      insertUser(db, {
        username: row.username,
        // Scores are below 100: ratings 1000-2000, the better contestants higher.
        rating: 1000 + Math.round(row.score * 10),
        country: row.country,
        passwordHash: '!', // no scrypt hash: these accounts cannot sign in
        userKey: derivedSecret(db, 'seed-user-key', row.username).toString('base64url'),
        isNumberVerified: true,
        createdAt: now - 300 * 86400,
      });
      insertInstitution.run(row.username, row.institution);
    }
  })();
}

// @ts-check
// Creates the first administrator of the database main.js serves (DB_PATH, as for main.js):
//   ADMIN_PASSWORD='a long password' node demo/server/create-admin.js <username>
// The password comes from the environment, not the command line (which other users of the
// machine can list). The database is created, migrated and seeded first if it is new, as the
// server would. Exits 1 with a message when the name or password breaks the rules or the
// account already has a password (nothing is changed then).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCredentialsProblem, ensureAdmin } from './admin-account.js';
import { buildServer } from './app.js';
import { databasePath } from './db.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const username = process.argv[2] ?? '';
const password = process.env.ADMIN_PASSWORD ?? '';
const problem = !username ? 'Usage: ADMIN_PASSWORD=… node demo/server/create-admin.js <username>'
  : adminCredentialsProblem(username, password);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const dbPath = databasePath(rootDir, process.env.DB_PATH);
const app = buildServer({ dbPath, rootDir });
await app.ready();
try {
  const result = await ensureAdmin(app.db, { username, password, now: app.nowSeconds() });
  if (result === 'exists') {
    console.error(`The account ${username} already has a password: nothing changed (sign in and change it at /users/${username}/edit).`);
    process.exitCode = 1;
  } else {
    console.log(`${username} is an administrator of ${dbPath} (${result === 'created' ? 'new account' : 'password set'}).`);
  }
} finally {
  await app.close();
}

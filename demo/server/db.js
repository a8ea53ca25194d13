// @ts-check
// Opens the SQLite database and brings its schema up to date.
// @ts-ignore -- no @types/better-sqlite3 installed; ./sqlite-types.d.ts types what we use
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { migrations as defaultMigrations } from './migrations.js';

/** @typedef {import('./sqlite-types.js').Db} Db */

/**
 * Opens (or creates) the database at `path` (`:memory:` allowed) and runs pending migrations.
 * `image` (a `db.serialize()` buffer) opens an in-memory copy of that database instead.
 * @param {string} path
 * @param {{ migrations?: import('./migrations.js').Migration[], image?: Buffer }} [options]
 * @returns {Db}
 */
export function openDatabase(path, { migrations = defaultMigrations, image } = {}) {
  const db = /** @type {Db} */ (new Database(image ?? path));
  // WAL lets readers (a second server, a sqlite shell) work while the server writes;
  // it is a no-op for in-memory databases.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  runMigrations(db, migrations);
  return db;
}

/**
 * Runs, in version order, every migration not yet recorded in schema_migrations. Each one
 * runs in its own transaction with its bookkeeping row, so a failing migration leaves the
 * database at the previous version instead of half-changed.
 * @param {Db} db
 * @param {import('./migrations.js').Migration[]} migrations
 * @returns {number[]} the versions applied now
 */
export function runMigrations(db, migrations) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version');

  const done = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all().map(Number),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  /** @type {number[]} */
  const applied = [];
  const isDone = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    // IMMEDIATE takes the write lock first, and the version is looked up again under it: two
    // server processes starting together on one file apply each migration once.
    const ran = db.transaction(() => {
      if (isDone.get(migration.version)) return false;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Math.floor(Date.now() / 1000));
      return true;
    }).immediate();
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/**
 * The database file of the command-line entry points (main.js, create-admin.js): DB_PATH (relative
 * to the working directory, like any CLI path; `:memory:` for a throw-away database), else
 * .data/cc-elements.db in the repository. Makes the file's folder.
 * @param {string} rootDir the repository @param {string | undefined} fromEnv DB_PATH
 */
export function databasePath(rootDir, fromEnv) {
  if (fromEnv === ':memory:') return fromEnv;
  const path = fromEnv ? resolve(fromEnv) : resolve(rootDir, '.data/cc-elements.db');
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

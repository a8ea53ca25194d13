// @ts-check
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { hashPassword, verifyPassword } from '../../demo/server/auth.js';
import { openDatabase, runMigrations } from '../../demo/server/db.js';
import { migrations } from '../../demo/server/migrations.js';
import { SEED_USERNAMES, seedDatabase } from '../../demo/server/seed.js';
import { FIXED_NOW_MS, startServer } from './helpers.js';

/** @param {import('../../demo/server/sqlite-types.js').Db} db */
function dumpUsers(db) {
  return db.prepare('SELECT * FROM users ORDER BY uid').all();
}

/** The role accounts (features may seed further demo users, e.g. for suggestions). @param {import('../../demo/server/sqlite-types.js').Db} db */
function roleAccounts(db) {
  return db.prepare(`SELECT * FROM users WHERE username IN (${SEED_USERNAMES.map(() => '?').join(', ')}) ORDER BY uid`).all(...SEED_USERNAMES);
}

describe('migrations', () => {
  test('run once, in order, each recorded in schema_migrations', () => {
    const db = openDatabase(':memory:');
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    assert.deepEqual(versions, migrations.map((m) => m.version));
    assert.deepEqual(runMigrations(db, migrations), [], 'nothing left to apply');
    assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
    db.close();
  });

  test('a failing migration rolls back completely and stops', () => {
    const db = openDatabase(':memory:');
    const broken = [...migrations, {
      version: 999, name: 'broken', sql: 'CREATE TABLE half_done (x); SELECT * FROM no_such_table;',
    }];
    assert.throws(() => runMigrations(db, broken), /no_such_table/);
    assert.equal(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get(), 0);
    assert.equal(db.prepare('SELECT count(*) FROM schema_migrations WHERE version = 999').pluck().get(), 0);
    db.close();
  });

  test('a file database uses WAL and keeps its data and migrations across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-db-test-'));
    const dbPath = join(dir, 'test.db');
    try {
      const first = await startServer({ dbPath });
      assert.equal(first.db.pragma('journal_mode', { simple: true }), 'wal');
      first.db.prepare("UPDATE users SET country = 'Peru' WHERE username = 'alice'").run();
      const usersBefore = first.db.prepare('SELECT count(*) FROM users').pluck().get();
      await first.close();

      const second = await startServer({ dbPath });
      assert.equal(
        second.db.prepare("SELECT country FROM users WHERE username = 'alice'").pluck().get(), 'Peru',
        'the seed did not run again over existing data');
      assert.equal(second.db.prepare('SELECT count(*) FROM users').pluck().get(), usersBefore);
      assert.equal(roleAccounts(second.db).length, SEED_USERNAMES.length);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  test('two fresh databases with the same clock hold identical users and messages', async () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    assert.equal(await seedDatabase(a, { now: FIXED_NOW_MS / 1000, demo: true }), true);
    assert.equal(await seedDatabase(b, { now: FIXED_NOW_MS / 1000, demo: true }), true);
    // Salts and user keys come from each install's random secret; everything else is the same.
    const visible = (/** @type {any} */ db) => dumpUsers(db).map(({ password_hash: _h, user_key: _k, ...rest }) => rest);
    assert.deepEqual(visible(a), visible(b));
    const secretsOf = (/** @type {any} */ db) => dumpUsers(db).map((u) => [u.password_hash, u.user_key]).flat()
      .filter((value) => value !== '!'); // bulk-seeded accounts have no password at all
    const inB = new Set(secretsOf(b));
    const shared = secretsOf(a).filter((value) => inB.has(value));
    assert.deepEqual(shared, [], 'no salt, hash or user key is shared by two installs');
    assert.deepEqual(
      a.prepare('SELECT * FROM user_messages').all(), b.prepare('SELECT * FROM user_messages').all());
    assert.deepEqual(dumpUsers(a).slice(0, SEED_USERNAMES.length).map((u) => /** @type {any} */ (u).username), SEED_USERNAMES);
    a.close();
    b.close();
  });

  test('only seeds an empty database', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db, { now: 1 });
    const seeded = db.prepare('SELECT count(*) FROM users').pluck().get();
    assert.equal(await seedDatabase(db, { now: 2 }), false);
    assert.equal(db.prepare('SELECT count(*) FROM users').pluck().get(), seeded);
    assert.equal(roleAccounts(db).length, SEED_USERNAMES.length);
    db.close();
  });

  test('with the demo seed every seed user signs in with demo1234; keys are distinct', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db, { now: 1, demo: true });
    const rows = /** @type {any[]} */ (roleAccounts(db));
    assert.equal(rows.length, SEED_USERNAMES.length);
    for (const row of rows) assert.equal(await verifyPassword('demo1234', row.password_hash), true);
    const keys = dumpUsers(db).map((r) => /** @type {any} */ (r).user_key);
    assert.equal(new Set(keys).size, keys.length);
    db.close();
  });

  test('buildServer({ seed: false }) leaves the database empty', async () => {
    const app = await startServer({ seed: false });
    assert.equal(app.db.prepare('SELECT count(*) FROM users').pluck().get(), 0);
    await app.close();
  });
});

describe('password hashing', () => {
  test('random salt per hash; verification is exact', async () => {
    const one = await hashPassword('correct horse');
    const two = await hashPassword('correct horse');
    assert.notEqual(one, two);
    assert.match(one, /^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    assert.equal(await verifyPassword('correct horse', one), true);
    assert.equal(await verifyPassword('correct horse ', one), false);
    assert.equal(await verifyPassword('not-a-real-password', undefined), false, 'unknown user');
    assert.equal(await verifyPassword('x', 'garbage'), false);
  });
});

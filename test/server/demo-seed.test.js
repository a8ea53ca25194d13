// @ts-check
// No demo secret in production: without the demo seed (buildServer's seedDemo, SEED_DEMO=1,
// `npm start`) a new database has no account with a known password, /login names no demo
// account, the OTP contest's OTP is the install's own; the first admin comes from
// ADMIN_USERNAME/ADMIN_PASSWORD (main.js) or create-admin.js. With it, the demo works as before.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { verifyPassword } from '../../demo/server/auth.js';
import { accountsWithDemoPassword, ensureAdmin } from '../../demo/server/admin-account.js';
import { openDatabase } from '../../demo/server/db.js';
import { SEED_USERNAMES, seedDatabase } from '../../demo/server/seed.js';
import { createApiAgent, startServerProcess } from '../e2e/server-processes.js';
import { createClient, startServer } from './helpers.js';

const ROOT = new URL('../../', import.meta.url);
const DEMO_PASSWORD = 'demo1234';

/** The login form's HTML in the /login page's settings. @param {import('fastify').FastifyInstance} app */
async function loginPageForm(app) {
  const body = (await app.inject({ url: '/login' })).body;
  const json = body.match(/<script type="application\/json" id="cc-page-settings">(.*?)<\/script>/)?.[1];
  assert.ok(json, 'the page settings block');
  return /** @type {string} */ (JSON.parse(json).formHTML);
}

/** @param {import('fastify').FastifyInstance} app @param {string} username @param {string} password */
async function loginStatus(app, username, password) {
  const client = createClient(app);
  await client.me();
  return (await client.post('/api/auth/login', { username, password })).statusCode;
}

describe('without the demo seed', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  before(async () => { app = await startServer({ seedDemo: false }); });
  after(async () => { await app.close(); });

  test('no account has a known password: the role accounts exist as sample authors but cannot sign in', async () => {
    const hashes = /** @type {string[]} */ (app.db.prepare(`SELECT password_hash FROM users WHERE username IN (${SEED_USERNAMES.map(() => '?').join(', ')})`)
      .pluck().all(...SEED_USERNAMES));
    assert.equal(hashes.length, SEED_USERNAMES.length);
    for (const hash of hashes) assert.equal(await verifyPassword(DEMO_PASSWORD, hash), false);
    assert.equal(await loginStatus(app, 'admin', DEMO_PASSWORD), 401);
    assert.equal(await loginStatus(app, 'alice', DEMO_PASSWORD), 401);
  });

  test('/login and the login form name no demo account and no demo password', async () => {
    const form = await loginPageForm(app);
    assert.match(form, /name="username"/);
    assert.doesNotMatch(form, /demo|admin/i);
    const client = createClient(app);
    const fetched = await client.request({ method: 'GET', url: '/api/forms/login' });
    assert.equal(fetched.statusCode, 200, fetched.body);
    assert.doesNotMatch(fetched.json().form, /demo/i);
  });

  test("the OTP contest's OTP is the install's own six digits, not the demo's", () => {
    const otp = /** @type {string} */ (app.db.prepare("SELECT otp FROM contests WHERE code = 'OTP10'").pluck().get());
    assert.match(otp, /^\d{6}$/);
    assert.notEqual(otp, '424242');
  });

  test('ensureAdmin: gives a password to a sample account, creates a new one, never overwrites a password', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db, { now: 1 });
    assert.equal(await ensureAdmin(db, { username: 'admin', password: 'first admin pw', now: 2 }), 'password-set');
    assert.equal(await verifyPassword('first admin pw', /** @type {string} */ (db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").pluck().get())), true);
    assert.equal(await ensureAdmin(db, { username: 'admin', password: 'another password', now: 3 }), 'exists');
    assert.equal(await verifyPassword('first admin pw', /** @type {string} */ (db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").pluck().get())), true);
    assert.equal(await ensureAdmin(db, { username: 'site_owner', password: 'long enough', now: 4 }), 'created');
    assert.equal(db.prepare("SELECT access FROM users WHERE username = 'site_owner'").pluck().get(), 'admin');
    await assert.rejects(ensureAdmin(db, { username: 'x', password: 'long enough', now: 5 }), /3 to 20 characters/);
    await assert.rejects(ensureAdmin(db, { username: 'boss', password: 'short', now: 5 }), /at least 8 characters/);
    assert.deepEqual(await accountsWithDemoPassword(db), []);
    db.close();
  });
});

describe('with the demo seed (seedDemo: true)', () => {
  test('the demo accounts sign in with demo1234, /login names them, OTP10 takes 424242', async () => {
    const app = await startServer();
    assert.deepEqual(await accountsWithDemoPassword(app.db), [...SEED_USERNAMES].sort());
    assert.equal(await loginStatus(app, 'admin', DEMO_PASSWORD), 200);
    assert.match(await loginPageForm(app), /Demo accounts: admin, mod, premium, alice, teamlead, ravi; password demo1234\./);
    assert.equal(app.db.prepare("SELECT otp FROM contests WHERE code = 'OTP10'").pluck().get(), '424242');
    await app.close();
  });
});

describe('main.js and create-admin.js', () => {
  /** @type {string} */
  let dir;
  before(() => { dir = mkdtempSync(join(tmpdir(), 'cc-demo-seed-')); });
  after(() => { rmSync(dir, { recursive: true, force: true }); });

  test('a file database without SEED_DEMO: no demo sign-in; ADMIN_USERNAME/ADMIN_PASSWORD make the first admin', async () => {
    const env = { DB_PATH: join(dir, 'site.db'), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a real secret' };
    const server = await startServerProcess('server without the demo seed', { env });
    try {
      const agent = createApiAgent();
      await assert.rejects(agent.signIn(server.origin, 'admin', DEMO_PASSWORD), /HTTP 401/);
      await agent.signIn(server.origin, 'admin', 'a real secret');
      const form = await (await fetch(`${server.origin}/login`)).text();
      assert.doesNotMatch(form, /demo1234|Demo accounts/);
    } finally {
      await server.stop();
    }
    const created = await promisify(execFile)(process.execPath, ['demo/server/create-admin.js', 'second_admin'],
      { cwd: ROOT, env: { ...process.env, DB_PATH: join(dir, 'site.db'), ADMIN_PASSWORD: 'another secret' } });
    assert.match(created.stdout, /second_admin is an administrator/);
    const again = promisify(execFile)(process.execPath, ['demo/server/create-admin.js', 'second_admin'],
      { cwd: ROOT, env: { ...process.env, DB_PATH: join(dir, 'site.db'), ADMIN_PASSWORD: 'changed secret' } });
    await assert.rejects(again, /already has a password/);
  });

  test('DB_PATH=:memory: and SEED_DEMO=1 keep the demo accounts; started later without it, the server warns of them', async () => {
    for (const env of [{ DB_PATH: ':memory:' }, { DB_PATH: join(dir, 'demo.db'), SEED_DEMO: '1' }]) {
      const server = await startServerProcess('server with the demo seed', { env });
      try {
        await createApiAgent().signIn(server.origin, 'alice', DEMO_PASSWORD);
        assert.match(await (await fetch(`${server.origin}/login`)).text(), /Demo accounts/);
        assert.doesNotMatch(server.output(), /still sign in with the demo password/);
      } finally {
        await server.stop();
      }
    }
    const later = await startServerProcess('the demo database without SEED_DEMO', { env: { DB_PATH: join(dir, 'demo.db') } });
    try {
      assert.match(later.output(), /still sign in with the demo password demo1234: admin, alice, mod, premium, ravi, teamlead\./);
      assert.doesNotMatch(await (await fetch(`${later.origin}/login`)).text(), /Demo accounts/);
    } finally {
      await later.stop();
    }
  });
});

// @ts-check
// Every handle the site shows is a user with a profile page (issue 23): the ranklists' contestants
// and the users of the successful-submissions lists all answer GET /api/users/{handle}.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
before(async () => { app = await startServer(); });
after(async () => { await app.close(); });

/** @param {ReturnType<typeof createClient>} client @param {string[]} handles */
async function missingProfiles(client, handles) {
  const missing = [];
  for (const handle of new Set(handles)) {
    const res = await client.request({ method: 'GET', url: `/api/users/${encodeURIComponent(handle)}` });
    if (res.statusCode !== 200) missing.push(`${handle}: ${res.statusCode}`);
  }
  return missing;
}

describe('every handle shown has a profile', () => {
  test('the ranklists: every contestant of START101 and START100 is a user', async () => {
    const orphans = app.db.prepare(`SELECT count(*) FROM ranklist_entries r
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.username = r.username)`).pluck().get();
    assert.equal(orphans, 0);
    const client = createClient(app);
    for (const code of ['START101', 'START100']) {
      const top = (await client.request({ method: 'GET', url: `/api/rankings/${code}?itemsPerPage=10` })).json();
      assert.equal(top.rows.length, 10);
      assert.deepEqual(await missingProfiles(client, top.rows.map((/** @type {any} */ r) => r.username)), [], code);
    }
    // The profile tells the ranklist's story: the same country.
    const tenth = (await client.request({ method: 'GET', url: '/api/rankings/START101?itemsPerPage=10' })).json().rows[9];
    const profile = (await client.request({ method: 'GET', url: `/api/users/${tenth.username}` })).json();
    assert.equal(profile.user.country, tenth.country);
  });

  test('the successful-submissions lists name users of the site', async () => {
    const client = createClient(app);
    for (const [contest, problem] of [['PRACTICE', 'EVENSUM'], ['PRACTICE', 'PRAC0001'], ['START101', 'MODPOW']]) {
      const list = (await client.request({
        method: 'GET', url: `/api/contests/${contest}/problems/${problem}/successful-submissions?itemsPerPage=100&page=2`,
      })).json();
      assert.ok(list.rows.length > 0, `${contest}/${problem} has submissions`);
      assert.deepEqual(await missingProfiles(client, list.rows.map((/** @type {any} */ r) => r.user)), [], `${contest}/${problem}`);
    }
  });

  test('the seed is idempotent: a second run writes no user', async () => {
    const { seed } = await import('../../demo/server/features/handles.js');
    const before = app.db.prepare('SELECT count(*) FROM users').pluck().get();
    seed(app.db, { now: 0 });
    assert.equal(app.db.prepare('SELECT count(*) FROM users').pluck().get(), before);
  });
});

// @ts-check
// Team pages' calls (issue 23): the contest's teams, the user's own team, and creating, inviting
// and leaving while a team contest's registration is open; every refusal a 4xx with a message
// that changes nothing; CSRF as every POST.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { TEAM_SIZE, TEXT } from '../../demo/server/features/teams.js';
import { createClient, signedInClient, startServer } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

const snapshot = () => JSON.stringify([
  app.db.prepare('SELECT * FROM contest_teams ORDER BY contest_code, name').all(),
  app.db.prepare('SELECT * FROM contest_team_members ORDER BY contest_code, username').all(),
]);

describe('team pages: reading', () => {
  test("the contest's teams with their members; unknown contest 404", async () => {
    const client = createClient(app);
    const res = await client.request({ method: 'GET', url: '/api/teams/TEAM10' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.contest, { code: 'TEAM10', name: 'Team Cup 10', team: true, open: true });
    assert.deepEqual(body.teams, [
      { name: 'Null Pointers', members: ['premium', 'teamlead'] }, { name: 'Off By One', members: ['mod'] }, { name: 'Segfault Squad', members: [] },
    ]);
    assert.equal((await client.request({ method: 'GET', url: '/api/teams/NOPE10' })).statusCode, 404);
    const plain = (await client.request({ method: 'GET', url: '/api/teams/START101' })).json();
    assert.deepEqual([plain.contest.team, plain.teams], [false, []]);
  });

  test("the user's own team; visitors 401", async () => {
    const teamlead = await signedInClient(app, 'teamlead');
    const mine = (await teamlead.request({ method: 'GET', url: '/api/teams/TEAM10/mine' })).json();
    assert.deepEqual(mine.team, { name: 'Null Pointers', members: ['premium', 'teamlead'] });
    const alice = await signedInClient(app, 'alice');
    assert.equal((await alice.request({ method: 'GET', url: '/api/teams/TEAM10/mine' })).json().team, null);
    const visitor = await createClient(app).request({ method: 'GET', url: '/api/teams/TEAM10/mine' });
    assert.deepEqual([visitor.statusCode, visitor.json().message], [401, TEXT.login]);
  });
});

describe('team pages: changes', () => {
  test('create, invite by handle, leave: the contest answer follows', async () => {
    const alice = await signedInClient(app, 'alice');
    await alice.me();
    const created = await alice.post('/api/teams/TEAM10/create', { name: '  Rubber   Ducks ' });
    assert.equal(created.statusCode, 200);
    assert.deepEqual(created.json().team, { name: 'Rubber Ducks', members: ['alice'] });
    const invited = await alice.post('/api/teams/TEAM10/invite', { username: 'RAVI' });
    assert.deepEqual(invited.json().team, { name: 'Rubber Ducks', members: ['alice', 'ravi'] });
    const contest = (await alice.request({ method: 'GET', url: '/api/contests/TEAM10' })).json();
    assert.equal(contest.teamsCount, 4);
    assert.equal(contest.isUserRegisteredForTeam, true);
    const left = await alice.post('/api/teams/TEAM10/leave', {});
    assert.deepEqual(left.json().team, null);
    const ravi = await signedInClient(app, 'ravi');
    await ravi.me();
    assert.deepEqual((await ravi.request({ method: 'GET', url: '/api/teams/TEAM10/mine' })).json().team, { name: 'Rubber Ducks', members: ['ravi'] });
    await ravi.post('/api/teams/TEAM10/leave', {});
    const teams = (await ravi.request({ method: 'GET', url: '/api/teams/TEAM10' })).json().teams;
    assert.equal(teams.some((/** @type {any} */ t) => t.name === 'Rubber Ducks'), false, 'a team left empty goes');
  });

  test('refusals are 4xx with a message and change nothing', async () => {
    const alice = await signedInClient(app, 'alice');
    await alice.me();
    const teamlead = await signedInClient(app, 'teamlead');
    await teamlead.me();
    const visitor = createClient(app);
    await visitor.me();
    const before = snapshot();
    /** @type {[import('./helpers.js').TestClient, string, object, number, string][]} */
    const cases = [
      [visitor, '/api/teams/TEAM10/create', { name: 'Visitors' }, 401, TEXT.login],
      [alice, '/api/teams/NOPE10/create', { name: 'Nowhere' }, 404, TEXT.noContest],
      [alice, '/api/teams/START101/create', { name: 'Solo' }, 409, TEXT.notTeamContest],
      [alice, '/api/teams/TEAM10/create', { name: 'x' }, 400, TEXT.badName],
      [alice, '/api/teams/TEAM10/create', { name: '<script>' }, 400, TEXT.badName],
      [alice, '/api/teams/TEAM10/create', { name: 'null pointers' }, 409, TEXT.nameTaken('null pointers')],
      [teamlead, '/api/teams/TEAM10/create', { name: 'Second Team' }, 409, TEXT.inTeam],
      [alice, '/api/teams/TEAM10/invite', { username: 'ravi' }, 409, TEXT.noTeam],
      [alice, '/api/teams/TEAM10/leave', {}, 409, TEXT.noTeam],
      [teamlead, '/api/teams/TEAM10/invite', { username: 'nobody_42' }, 404, TEXT.noUser('nobody_42')],
      [teamlead, '/api/teams/TEAM10/invite', { username: 'teamlead' }, 400, TEXT.self],
      [teamlead, '/api/teams/TEAM10/invite', { username: 'mod' }, 409, TEXT.theyInTeam('mod')],
    ];
    for (const [client, url, payload, status, message] of cases) {
      const res = await client.post(url, payload);
      assert.deepEqual([res.statusCode, res.json().message], [status, message], `${url} ${JSON.stringify(payload)}`);
    }
    const extra = await alice.post('/api/teams/TEAM10/create', { name: 'Ok Name', x: 1 });
    assert.equal(extra.statusCode, 400);
    const noCsrf = await alice.post('/api/teams/TEAM10/create', { name: 'Ok Name' }, { csrf: null });
    assert.equal(noCsrf.statusCode, 403);
    assert.equal(snapshot(), before);
  });

  test(`a team has at most ${TEAM_SIZE} members; an ended team contest is closed`, async () => {
    const teamlead = await signedInClient(app, 'teamlead');
    await teamlead.me();
    assert.equal((await teamlead.post('/api/teams/TEAM10/invite', { username: 'alice' })).statusCode, 200);
    const full = await teamlead.post('/api/teams/TEAM10/invite', { username: 'ravi' });
    assert.deepEqual([full.statusCode, full.json().message], [409, TEXT.full]);
    app.db.prepare("UPDATE contests SET end_at = ? WHERE code = 'TEAM10'").run(app.nowSeconds() - 60);
    const closed = await teamlead.post('/api/teams/TEAM10/leave', {});
    assert.deepEqual([closed.statusCode, closed.json().message], [409, TEXT.closed]);
    assert.equal((await teamlead.request({ method: 'GET', url: '/api/teams/TEAM10' })).json().contest.open, false);
  });
});

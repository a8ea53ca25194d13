// @ts-check
// Teams of team contests (the contest page's "Team list" and "My team" links):
//   GET  /api/teams/{contest}          the contest's teams {status, contest: {code, name, team, open},
//                                      teams: [{name, members: [username]}]}; unknown contest 404
//   GET  /api/teams/{contest}/mine     the signed-in user's team {status, contest, team: {name, members} | null}; visitors 401
//   POST /api/teams/{contest}/create   {name}: a new team with the user in it
//   POST /api/teams/{contest}/invite   {username}: adds that user to the user's team (at most TEAM_SIZE)
//   POST /api/teams/{contest}/leave    {}: the user leaves their team (a team left empty is removed)
// Changes only in a team contest whose registration is open (it has not ended); every refusal is
// a 4xx {status: 'error', message} and changes nothing. The teams are seeded with the contests
// (contests/catalog.js TEAMS: TEAM10's three teams, teamlead's among them).
import { signedInUser } from '../http-session.js';
import { findContest } from './contests/access.js';
import { findUser } from '../users.js';

export const TEAM_SIZE = 3;
export const TEXT = {
  noContest: 'Contest does not exist.',
  login: 'Please login to manage your team.',
  notTeamContest: 'This is not a team contest.',
  closed: 'Team registration for this contest is closed.',
  badName: 'Enter a team name of 2 to 40 characters: letters, digits, spaces, "-", "_" or ".".',
  nameTaken: (/** @type {string} */ name) => `A team named "${name}" already exists in this contest.`,
  inTeam: 'You are already in a team for this contest: leave it first.',
  noTeam: 'You are not in a team for this contest.',
  noUser: (/** @type {string} */ name) => `There is no user named "${name}".`,
  theyInTeam: (/** @type {string} */ name) => `${name} is already in a team for this contest.`,
  full: `A team has at most ${TEAM_SIZE} members.`,
  self: 'You are already in your team.',
};
const NAME = /^[A-Za-z0-9 _.-]{2,40}$/;

const params = {
  type: 'object', additionalProperties: false, required: ['contest'],
  properties: { contest: { type: 'string', pattern: '^[A-Za-z0-9_]{2,30}$' } },
};
const anyQuery = { type: 'object', properties: { _: { type: 'integer', minimum: 0 } }, additionalProperties: false };
const body = (/** @type {Record<string, object>} */ properties, /** @type {string[]} */ required) => ({
  type: 'object', additionalProperties: false, required, properties,
});

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const db = app.db;
  const q = {
    teams: db.prepare('SELECT name FROM contest_teams WHERE contest_code = ? ORDER BY name COLLATE NOCASE'),
    members: db.prepare('SELECT username FROM contest_team_members WHERE contest_code = ? AND team_name = ? ORDER BY username COLLATE NOCASE').pluck(),
    teamOf: db.prepare('SELECT team_name FROM contest_team_members WHERE contest_code = ? AND username = ?').pluck(),
    nameTaken: db.prepare('SELECT 1 FROM contest_teams WHERE contest_code = ? AND lower(name) = lower(?)').pluck(),
    createTeam: db.prepare('INSERT INTO contest_teams (contest_code, name) VALUES (?, ?)'),
    addMember: db.prepare('INSERT INTO contest_team_members (contest_code, team_name, username) VALUES (?, ?, ?)'),
    removeMember: db.prepare('DELETE FROM contest_team_members WHERE contest_code = ? AND username = ?'),
    removeTeam: db.prepare('DELETE FROM contest_teams WHERE contest_code = ? AND name = ?'),
    memberCount: db.prepare('SELECT count(*) FROM contest_team_members WHERE contest_code = ? AND team_name = ?').pluck(),
  };

  /** @param {import('./contests/access.js').ContestRow} contest */
  const summary = (contest) => ({
    code: contest.code, name: contest.name, team: Boolean(contest.team), open: Boolean(contest.team) && contest.end_at > app.nowSeconds(),
  });
  /** @param {string} contest @param {string} name */
  const teamJson = (contest, name) => ({ name, members: /** @type {string[]} */ (q.members.all(contest, name)) });
  /** @param {import('fastify').FastifyReply} reply @param {number} status @param {string} message */
  const refuse = (reply, status, message) => reply.code(status).send({ status: 'error', message });

  app.get('/api/teams/:contest', { schema: { params, querystring: anyQuery } }, async (request, reply) => {
    const contest = findContest(db, /** @type {{ contest: string }} */ (request.params).contest);
    if (!contest) return refuse(reply, 404, TEXT.noContest);
    reply.header('cache-control', 'private, no-store');
    const names = /** @type {{ name: string }[]} */ (q.teams.all(contest.code));
    return { status: 'success', contest: summary(contest), teams: names.map(({ name }) => teamJson(contest.code, name)) };
  });

  app.get('/api/teams/:contest/mine', { schema: { params, querystring: anyQuery } }, async (request, reply) => {
    const contest = findContest(db, /** @type {{ contest: string }} */ (request.params).contest);
    if (!contest) return refuse(reply, 404, TEXT.noContest);
    const user = signedInUser(request);
    if (!user) return refuse(reply, 401, TEXT.login);
    reply.header('cache-control', 'private, no-store');
    const name = /** @type {string | undefined} */ (q.teamOf.get(contest.code, user.username));
    return { status: 'success', contest: summary(contest), team: name ? teamJson(contest.code, name) : null };
  });

  /**
   * The checks every change shares; the signed-in user and the contest, or the answer sent.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
   */
  const changeAllowed = (request, reply) => {
    const contest = findContest(db, /** @type {{ contest: string }} */ (request.params).contest);
    if (!contest) return refuse(reply, 404, TEXT.noContest);
    const user = signedInUser(request);
    if (!user) return refuse(reply, 401, TEXT.login);
    if (!contest.team) return refuse(reply, 409, TEXT.notTeamContest);
    if (!summary(contest).open) return refuse(reply, 409, TEXT.closed);
    return { contest, user, team: /** @type {string | undefined} */ (q.teamOf.get(contest.code, user.username)) };
  };

  app.post('/api/teams/:contest/create', { schema: { params, body: body({ name: { type: 'string', maxLength: 200 } }, ['name']) } }, async (request, reply) => {
    const allowed = changeAllowed(request, reply);
    if (allowed === reply) return reply;
    const { contest, user, team } = /** @type {Exclude<typeof allowed, typeof reply>} */ (allowed);
    const name = /** @type {{ name: string }} */ (request.body).name.trim().replace(/\s+/g, ' ');
    if (!NAME.test(name)) return refuse(reply, 400, TEXT.badName);
    if (team) return refuse(reply, 409, TEXT.inTeam);
    if (q.nameTaken.get(contest.code, name)) return refuse(reply, 409, TEXT.nameTaken(name));
    db.transaction(() => {
      q.createTeam.run(contest.code, name);
      q.addMember.run(contest.code, name, user.username);
    })();
    return { status: 'success', message: `Team "${name}" was created.`, team: teamJson(contest.code, name) };
  });

  app.post('/api/teams/:contest/invite', { schema: { params, body: body({ username: { type: 'string', maxLength: 100 } }, ['username']) } }, async (request, reply) => {
    const allowed = changeAllowed(request, reply);
    if (allowed === reply) return reply;
    const { contest, user, team } = /** @type {Exclude<typeof allowed, typeof reply>} */ (allowed);
    const asked = /** @type {{ username: string }} */ (request.body).username.trim();
    if (!team) return refuse(reply, 409, TEXT.noTeam);
    const invitee = asked ? findUser(db, asked) : undefined;
    if (!invitee) return refuse(reply, 404, TEXT.noUser(asked));
    if (invitee.username === user.username) return refuse(reply, 400, TEXT.self);
    if (q.teamOf.get(contest.code, invitee.username)) return refuse(reply, 409, TEXT.theyInTeam(invitee.username));
    if (Number(q.memberCount.get(contest.code, team)) >= TEAM_SIZE) return refuse(reply, 409, TEXT.full);
    q.addMember.run(contest.code, team, invitee.username);
    return { status: 'success', message: `${invitee.username} joined "${team}".`, team: teamJson(contest.code, team) };
  });

  app.post('/api/teams/:contest/leave', { schema: { params, body: body({}, []) } }, async (request, reply) => {
    const allowed = changeAllowed(request, reply);
    if (allowed === reply) return reply;
    const { contest, user, team } = /** @type {Exclude<typeof allowed, typeof reply>} */ (allowed);
    if (!team) return refuse(reply, 409, TEXT.noTeam);
    db.transaction(() => {
      q.removeMember.run(contest.code, user.username);
      if (Number(q.memberCount.get(contest.code, team)) === 0) q.removeTeam.run(contest.code, team);
    })();
    return { status: 'success', message: `You left "${team}".`, team: null };
  });
}

// @ts-check
// Important-announcement alerts (the alert, its socket and calls): the alerts table, the
// recent-alerts call, the admin call that stores and pushes an alert, and the alert socket
// /ws/sub/{channels}. Channels: 'alerts-all' for everyone, and 'contest_{code}' for a
// signed-in user allowed to see that contest (alerts/channels.js).
import { signedInUser } from '../http-session.js';
import { createLocalCaps, createRedisCaps } from './alerts/address-caps.js';
import { createLocalHub, createRedisHub } from './alerts/hub.js';
import { createSubscriptions, registerSubscriptions } from './alerts/subscriptions.js';
import { HEARTBEAT_MS, guardSocket, heartbeatFrame, sameSiteOrigin, sendBounded } from './alerts/socket-limits.js';
import { cachedStatement } from '../statements.js';
import { registerAcknowledgeForm } from './alerts/preview.js';
import { ALL_CHANNEL, CHANNEL_PATTERN, CONTEST_CODE, MAX_CHANNELS, mayHearContest } from './alerts/channels.js';

/** Alerts one recent-alerts call returns at most: the newest ones, oldest first. */
const RECENT_LIMIT = 20;
const MESSAGE_MAX_LENGTH = 2000;
const DAY_S = 24 * 3600;

/** @type {import('../migrations.js').Migration[]} */
export const migrations = [
  {
    version: 100,
    name: 'alerts',
    sql: `
      CREATE TABLE alerts (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        message      TEXT NOT NULL,
        target_type  TEXT NOT NULL CHECK (target_type IN ('all', 'contest')),
        contest_code TEXT,
        created_by   TEXT,
        created_at   INTEGER NOT NULL,
        CHECK ((target_type = 'all') = (contest_code IS NULL))
      );
      CREATE INDEX alerts_channel ON alerts (target_type, contest_code, id);
    `,
  },
];

/** id 1 is the seed's: AUTOINCREMENT never hands it out again, so the seed stays idempotent. */
const SEED_ALERT = {
  id: 1,
  message: '<p><strong>Welcome!</strong> Practice contests run every Wednesday. ' +
    'Read the <a href="/learn">learning roadmaps</a> to get started.</p>',
  ageDays: 7,
};

/**
 * One old 'all' alert, so the recent call with -1 returns something.
 * @param {import('../sqlite-types.js').Db} db
 * @param {{ now: number }} clock
 */
export function seed(db, { now }) {
  db.prepare(`INSERT OR IGNORE INTO alerts (id, message, target_type, contest_code, created_by, created_at)
    VALUES (?, ?, 'all', NULL, 'admin', ?)`).run(SEED_ALERT.id, SEED_ALERT.message, now - SEED_ALERT.ageDays * DAY_S);
}

/**
 * @typedef {{ id: number, message: string, target_type: 'all' | 'contest',
 *   contest_code: string | null, created_at: number }} AlertRow
 */

/** The Alert shape the client reads. @param {AlertRow} row */
function alertJson(row) {
  return {
    id: row.id,
    message: row.message,
    target_audience: { type: row.target_type, contestCode: row.contest_code },
  };
}

/** @param {AlertRow} row */
function channelOfRow(row) {
  return row.target_type === 'all' ? ALL_CHANNEL : `contest_${row.contest_code}`;
}

/** A channel the client may not hear: the socket closes with this, and the client stops retrying. */
const CHANNEL_REFUSED_CODE = 4003;

/**
 * The first channel of `channels` the request's user may not hear, or undefined.
 * @param {import('fastify').FastifyRequest} request @param {string[]} channels
 */
function refusedChannel(request, channels) {
  const user = signedInUser(request);
  return channels.find((channel) => channel !== ALL_CHANNEL &&
    !mayHearContest(request.server.db, user, channel.slice('contest_'.length)));
}

const lastAckId = { type: 'integer', minimum: -1 };

const recentSchema = {
  querystring: {
    type: 'object',
    properties: { [ALL_CHANNEL]: lastAckId, _: { type: 'string', pattern: '^[0-9]{1,20}$' } },
    patternProperties: { [`^contest_${CONTEST_CODE}$`]: lastAckId },
    additionalProperties: false,
    maxProperties: MAX_CHANNELS + 1,
  },
};

const postSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['message', 'target_audience'],
    properties: {
      message: { type: 'string', minLength: 1, maxLength: MESSAGE_MAX_LENGTH },
      target_audience: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { type: 'string', enum: ['all', 'contest'] },
          contestCode: { type: ['string', 'null'], pattern: `^${CONTEST_CODE}$` },
        },
      },
    },
  },
};

/** @param {import('fastify').FastifyInstance} app */
export async function routes(app) {
  const subscriptions = createSubscriptions(app.alertOptions);
  registerSubscriptions(app, subscriptions);
  const { redisUrl } = app.alertOptions;
  // With Redis, every server process behind the site's address hears every alert.
  const hub = redisUrl ? await createRedisHub(redisUrl, subscriptions, app.log) : createLocalHub(subscriptions);
  // ...and the cap of sockets per address counts the sockets of every process.
  const caps = redisUrl ? await createRedisCaps(redisUrl, app.alertOptions.heartbeatMs ?? HEARTBEAT_MS, app.log) : createLocalCaps();
  app.addHook('onClose', async () => {
    await hub.close();
    await caps.close();
    subscriptions.closeAll();
  });

  const insertAlert = app.db.prepare(`INSERT INTO alerts (message, target_type, contest_code, created_by, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  const alertById = app.db.prepare('SELECT * FROM alerts WHERE id = ?');

  registerAcknowledgeForm(app);

  app.get('/api/alerts/recent', { schema: recentSchema }, async (request, reply) => {
    const query = /** @type {Record<string, number>} */ (request.query);
    const refused = refusedChannel(request, Object.keys(query).filter((name) => name !== '_'));
    if (refused !== undefined) {
      return reply.code(403).send({ status: 'error', message: `Not allowed to hear ${refused}` });
    }
    /** @type {string[]} */
    const clauses = [];
    /** @type {unknown[]} */
    const params = [];
    // alerts-all first, then the contests in name order: one SQL shape per number of contests
    // (and whether alerts-all is asked), each prepared once.
    const channels = Object.keys(query).filter((name) => name !== '_')
      .sort((a, b) => (a === ALL_CHANNEL ? -1 : b === ALL_CHANNEL ? 1 : a < b ? -1 : a > b ? 1 : 0));
    for (const channel of channels) {
      const afterId = query[channel];
      if (channel === ALL_CHANNEL) clauses.push("(target_type = 'all' AND id > ?)");
      else clauses.push("(target_type = 'contest' AND contest_code = ? AND id > ?)");
      if (channel !== ALL_CHANNEL) params.push(channel.slice('contest_'.length));
      params.push(afterId);
    }
    reply.header('cache-control', 'no-store');
    if (clauses.length === 0) return { status: 'success', alerts: [] };
    const rows = /** @type {AlertRow[]} */ (cachedStatement(app.db, 
      `SELECT * FROM alerts WHERE ${clauses.join(' OR ')} ORDER BY id DESC LIMIT ${RECENT_LIMIT}`,
    ).all(...params));
    return { status: 'success', alerts: rows.reverse().map(alertJson) };
  });

  app.post('/api/admin/alerts', {
    schema: postSchema,
    // After the CSRF gate, before validation: a non-admin learns nothing about the schema.
    preValidation: async (request, reply) => {
      const user = signedInUser(request);
      if (!user) return reply.code(401).send({ status: 'error', message: 'Login required' });
      if (user.access !== 'admin') return reply.code(403).send({ status: 'error', message: 'Admins only' });
    },
  }, async (request, reply) => {
    const body = /** @type {{ message: string, target_audience: { type: 'all' | 'contest', contestCode?: string | null } }} */ (request.body);
    const { type, contestCode } = body.target_audience;
    if (body.message.trim() === '') {
      return reply.code(400).send({ status: 'error', message: 'message must not be empty' });
    }
    if (type === 'contest' && !contestCode) {
      return reply.code(400).send({ status: 'error', message: 'target_audience.contestCode is required' });
    }
    if (type === 'all' && contestCode) {
      return reply.code(400).send({ status: 'error', message: 'target_audience.contestCode must be empty for type all' });
    }
    const user = /** @type {NonNullable<ReturnType<typeof signedInUser>>} */ (signedInUser(request));
    const { lastInsertRowid } = insertAlert.run(
      body.message, type, type === 'contest' ? contestCode : null, user.username, app.nowSeconds());
    const row = /** @type {AlertRow} */ (alertById.get(lastInsertRowid));
    const alert = alertJson(row);
    try {
      const { delivered, processes } = await hub.publish(channelOfRow(row), JSON.stringify(alert));
      return { status: 'success', alert, delivered, processes };
    } catch (error) {
      // Stored, so pages get it from the recent-alerts call when their socket next opens.
      request.log.error(error, 'alerts: publishing failed');
      return reply.code(503).send({
        status: 'error',
        message: `Alert ${alert.id} is saved, but it could not be pushed now: open pages get it when they reconnect`,
      });
    }
  });

  // A wildcard, not `:channels`: the router caps a parameter at 100 characters, and 20
  // channels take more. A plain GET (no upgrade) is told what the address is for; an upgrade
  // from another site's page is refused before it becomes a socket.
  app.route({
    method: 'GET',
    url: '/ws/sub/*',
    // `heartbeat=1`: the page wants the heartbeat frame (it cannot see pings).
    schema: {
      querystring: {
        type: 'object',
        properties: { heartbeat: { type: 'string', enum: ['1'] } },
        additionalProperties: false,
      },
    },
    preValidation: async (request, reply) => {
      if (!sameSiteOrigin(request)) {
        return reply.code(403).send({ status: 'error', message: 'Cross-site WebSocket refused' });
      }
    },
    handler: async (_request, reply) => reply.code(426)
      .send({ status: 'error', message: 'This address takes a WebSocket upgrade' }),
    wsHandler: async (socket, request) => {
      if (!(await guardSocket(socket, request, caps))) return;
      const raw = /** @type {{ '*': string }} */ (request.params)['*'];
      const channels = [...new Set(raw.split(','))];
      const invalid = channels.find((name) => !CHANNEL_PATTERN.test(name));
      if (raw === '' || invalid !== undefined) {
        socket.close(1008, raw === '' ? 'No channels' : `Invalid channel ${invalid.slice(0, 40)}`);
        return;
      }
      if (channels.length > MAX_CHANNELS) {
        socket.close(1008, `At most ${MAX_CHANNELS} channels`);
        return;
      }
      const refused = refusedChannel(request, channels);
      if (refused !== undefined) {
        socket.close(CHANNEL_REFUSED_CODE, `Not allowed to hear ${refused.slice(0, 40)}`);
        return;
      }
      subscriptions.add(socket, channels);
      socket.on('close', () => subscriptions.remove(socket));
      if (/** @type {{ heartbeat?: string }} */ (request.query).heartbeat === '1') {
        /** @type {import('./alerts/socket-limits.js').Socket} */ (socket).ccHeartbeat = true;
        sendBounded(socket, heartbeatFrame(app.alertOptions.heartbeatMs ?? HEARTBEAT_MS));
      }
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  });
}

// @ts-check
// Alerts on the reference server: the table and seed, GET /api/alerts/recent, the admin call
// POST /api/admin/alerts, and the alert socket /ws/sub/{channels}.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, test } from 'node:test';
import sinon from 'sinon';
import WebSocket from 'ws';
import { seed } from '../../demo/server/features/alerts.js';
import { subscriberCount } from '../../demo/server/features/alerts/subscriptions.js';
import { FIXED_NOW_MS, countRows, createClient, signedInClient, startServer, until } from './helpers.js';

/** @type {import('fastify').FastifyInstance} */
let app;
beforeEach(async () => { app = await startServer(); });
afterEach(async () => { await app.close(); });

/** @param {string} query @param {import('./helpers.js').TestClient} [as] who asks (a visitor by default) */
const recent = async (query, as) => (as
  ? as.request({ method: 'GET', url: `/api/alerts/recent?${query}` })
  : app.inject({ url: `/api/alerts/recent?${query}` }));
/** @param {string} query @param {import('./helpers.js').TestClient} [as] */
const recentIds = async (query, as) => {
  const res = await recent(query, as);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().alerts.map((/** @type {{ id: number }} */ a) => a.id);
};

/**
 * A ping from `socket` and its pong: when the pong is back, the server has read everything
 * the socket sent before, and the socket has everything the server sent before the pong.
 * @param {WebSocket} socket
 */
const roundTrip = async (socket) => {
  const ponged = once(socket, 'pong');
  socket.ping();
  await ponged;
};


/** @param {import('./helpers.js').TestClient} admin @param {string} message @param {object} audience */
const postAlert = (admin, message, audience = { type: 'all' }) =>
  admin.post('/api/admin/alerts', { message, target_audience: audience });

describe('alerts table and seed', () => {
  test('one old alert for everyone, so recent with -1 returns it; seeding again adds nothing', async () => {
    const res = await recent('alerts-all=-1');
    assert.equal(res.headers['cache-control'], 'no-store');
    const { status, alerts } = res.json();
    assert.equal(status, 'success');
    assert.equal(alerts.length, 1);
    assert.deepEqual(Object.keys(alerts[0]).sort(), ['id', 'message', 'target_audience']);
    assert.equal(alerts[0].id, 1);
    assert.deepEqual(alerts[0].target_audience, { type: 'all', contestCode: null });
    assert.match(alerts[0].message, /Welcome/);
    const row = /** @type {{ created_at: number }} */ (app.db.prepare('SELECT * FROM alerts').get());
    assert.equal(row.created_at, FIXED_NOW_MS / 1000 - 7 * 86400);
    seed(app.db, { now: FIXED_NOW_MS / 1000 + 999 });
    assert.equal(countRows(app, 'alerts'), 1);
  });
});

describe('GET /api/alerts/recent', () => {
  test('alerts after each named channel\'s id, oldest first; unnamed channels are left out', async () => {
    const admin = await signedInClient(app, 'admin');
    const alice = await signedInClient(app, 'alice');
    assert.equal((await postAlert(admin, 'all 2')).statusCode, 200);
    await postAlert(admin, 'start101 3', { type: 'contest', contestCode: 'START101' });
    await postAlert(admin, 'start102 4', { type: 'contest', contestCode: 'START102' });
    await postAlert(admin, 'all 5');
    assert.deepEqual(await recentIds('alerts-all=-1'), [1, 2, 5]);
    assert.deepEqual(await recentIds('alerts-all=1&contest_START101=-1', alice), [2, 3, 5]);
    assert.deepEqual(await recentIds('alerts-all=5&contest_START101=3', alice), []);
    assert.deepEqual(await recentIds('contest_START102=-1&contest_START101=-1', alice), [3, 4]);
    assert.deepEqual(await recentIds('_=1700000000000'), []);
    const contest = (await recent('contest_START101=-1', alice)).json().alerts[0];
    assert.deepEqual(contest.target_audience, { type: 'contest', contestCode: 'START101' });
  });

  test('contest channels: signed in, the contest exists, and an OTP contest is unlocked', async () => {
    const admin = await signedInClient(app, 'admin');
    await postAlert(admin, 'otp only', { type: 'contest', contestCode: 'OTP10' });
    const alice = await signedInClient(app, 'alice');
    for (const [query, as, channel] of /** @type {const} */ ([
      ['contest_START101=-1', undefined, 'contest_START101'],
      ['alerts-all=-1&contest_OTP10=-1', undefined, 'contest_OTP10'],
      ['contest_OTP10=-1', alice, 'contest_OTP10'],
      ['contest_NOSUCH1=-1', alice, 'contest_NOSUCH1'],
    ])) {
      const res = await recent(query, as);
      assert.equal(res.statusCode, 403, query);
      assert.deepEqual(res.json(), { status: 'error', message: `Not allowed to hear ${channel}` });
    }
    assert.deepEqual(await recentIds('contest_OTP10=-1', admin), [2]);
    assert.equal((await alice.post('/api/token/login/OTP10', { OTP: '424242' })).statusCode, 200);
    assert.deepEqual(await recentIds('contest_OTP10=-1', alice), [2]);
  });

  test('a contest that takes registrations: only its registered users (and admins) hear it', async () => {
    const admin = await signedInClient(app, 'admin');
    await postAlert(admin, 'registered only', { type: 'contest', contestCode: 'START102' });
    const ravi = await signedInClient(app, 'ravi');
    const refused = await recent('contest_START102=-1', ravi);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { status: 'error', message: 'Not allowed to hear contest_START102' });
    assert.equal((await recent('contest_REG10=-1', ravi)).statusCode, 403);
    assert.deepEqual(await recentIds('contest_START102=-1', await signedInClient(app, 'alice')), [2], 'alice is registered');
    assert.deepEqual(await recentIds('contest_START102=-1', admin), [2]);
    app.db.prepare(`INSERT INTO contest_participants (username, contest_code, registered_at, registered)
      VALUES ('ravi', 'START102', 0, 1)`).run();
    assert.deepEqual(await recentIds('contest_START102=-1', ravi), [2]);
  });

  test('at most 20: the newest ones, oldest first', async () => {
    const admin = await signedInClient(app, 'admin');
    for (let i = 0; i < 24; i++) await postAlert(admin, `n${i}`);
    const ids = await recentIds('alerts-all=-1');
    assert.equal(ids.length, 20);
    assert.deepEqual(ids, Array.from({ length: 20 }, (_, i) => i + 6));
  });

  for (const [query, message] of [
    ['alerts-all=-2', 'alerts-all must be at least -1'],
    ['alerts-all=abc', 'alerts-all must be a integer'],
    ['alerts-all=1.5', 'alerts-all must be a integer'],
    ['contest_X=1', 'Unknown query parameter contest_X'],
    ['contest_bad-code=1', 'Unknown query parameter contest_bad-code'],
    ['alerts=1', 'Unknown query parameter alerts'],
  ]) {
    test(`400 for ${query}`, async () => {
      const res = await recent(query);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { status: 'error', message });
    });
  }
});

describe('POST /api/admin/alerts', () => {
  test('admin: stores the alert and answers it', async () => {
    const admin = await signedInClient(app, 'admin');
    const res = await postAlert(admin, '<b>Round 2</b> starts soon', { type: 'contest', contestCode: 'START1' });
    assert.equal(res.statusCode, 200);
    const { status, alert, delivered } = res.json();
    assert.equal(status, 'success');
    assert.deepEqual(alert, {
      id: 2, message: '<b>Round 2</b> starts soon', target_audience: { type: 'contest', contestCode: 'START1' },
    });
    assert.equal(delivered, 0);
    const row = /** @type {Record<string, unknown>} */ (app.db.prepare('SELECT * FROM alerts WHERE id = 2').get());
    assert.equal(row.created_by, 'admin');
    assert.equal(row.created_at, FIXED_NOW_MS / 1000);
  });

  test('visitors get 401, other users 403, a missing CSRF token 403; nothing is written', async () => {
    const visitor = createClient(app);
    await visitor.me();
    const anonymous = await postAlert(visitor, 'hi');
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { status: 'error', message: 'Login required' });
    for (const username of ['alice', 'mod', 'premium']) {
      const res = await postAlert(await signedInClient(app, username), 'hi');
      assert.equal(res.statusCode, 403, username);
      assert.deepEqual(res.json(), { status: 'error', message: 'Admins only' });
    }
    // A non-admin learns nothing about the schema either.
    const bad = await (await signedInClient(app, 'alice')).post('/api/admin/alerts', { nonsense: 1 });
    assert.equal(bad.statusCode, 403);
    const admin = await signedInClient(app, 'admin');
    const forged = await admin.post('/api/admin/alerts', { message: 'x', target_audience: { type: 'all' } }, { csrf: null });
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.json().status, 'apierror');
    assert.equal(countRows(app, 'alerts'), 1);
  });

  /** @type {[string, unknown, string][]} */
  const invalid = [
    ['no message', { target_audience: { type: 'all' } }, 'message is required'],
    ['empty message', { message: '', target_audience: { type: 'all' } }, 'message must not be empty'],
    ['blank message', { message: ' \n\t ', target_audience: { type: 'all' } }, 'message must not be empty'],
    ['long message', { message: 'x'.repeat(2001), target_audience: { type: 'all' } }, 'message must be at most 2000 characters'],
    ['message not text', { message: { a: 1 }, target_audience: { type: 'all' } }, 'message must be a string'],
    ['no audience', { message: 'hi' }, 'target_audience is required'],
    ['no type', { message: 'hi', target_audience: {} }, 'target_audience.type is required'],
    ['bad type', { message: 'hi', target_audience: { type: 'team' } }, 'target_audience.type must be one of all, contest'],
    ['contest without code', { message: 'hi', target_audience: { type: 'contest' } }, 'target_audience.contestCode is required'],
    ['bad code', { message: 'hi', target_audience: { type: 'contest', contestCode: 'a b' } }, 'target_audience.contestCode has an invalid format'],
    ['code for all', { message: 'hi', target_audience: { type: 'all', contestCode: 'START1' } }, 'target_audience.contestCode must be empty for type all'],
    ['extra field', { message: 'hi', target_audience: { type: 'all' }, urgent: true }, 'Unknown field urgent'],
    ['extra audience field', { message: 'hi', target_audience: { type: 'all', users: [] } }, 'Unknown field users'],
  ];
  for (const [name, body, message] of invalid) {
    test(`400 for ${name}, naming the field; nothing written`, async () => {
      const admin = await signedInClient(app, 'admin');
      const res = await admin.post('/api/admin/alerts', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { status: 'error', message });
      assert.equal(countRows(app, 'alerts'), 1);
    });
  }
});

describe('alert socket limits', () => {
  // The heartbeat runs on a fake interval the test ticks, and each step waits for what the
  // sockets saw, never for time: a busy machine cannot make a live socket miss its pong.
  const HEARTBEAT = 25_000;
  /** @type {import('sinon').SinonFakeTimers} */
  let clock;
  /** @type {import('fastify').FastifyInstance} */
  let quick;
  /** @type {string} */
  let origin;
  beforeEach(async () => {
    // Before the server starts: its heartbeat interval is set up with the alert routes.
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    quick = await startServer({ alerts: { heartbeatMs: HEARTBEAT } });
    await quick.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (quick.server.address()).port}`;
  });
  afterEach(async () => {
    await quick.close();
    clock.restore();
  });

  /**
   * One heartbeat: ticks the interval, then waits until each of `answering` got its ping and
   * the server has read the answer. ws answers a ping before it tells us of it, and the pong of
   * a ping sent after that comes back once the server has read the answer and has everything it
   * sent before (one TCP stream each way, in order).
   * @param {WebSocket[]} answering
   */
  const heartbeat = async (answering) => {
    const pinged = answering.map((socket) => once(socket, 'ping'));
    clock.tick(HEARTBEAT);
    await Promise.all(answering.map(async (socket, i) => {
      await pinged[i];
      await roundTrip(socket);
    }));
  };

  test('a socket that stops answering pings is ended within two heartbeats', async () => {
    const live = new WebSocket(`${origin}/ws/sub/alerts-all`);
    const halfOpen = new WebSocket(`${origin}/ws/sub/alerts-all`);
    try {
      await Promise.all([once(live, 'open'), once(halfOpen, 'open')]);
      await until(() => subscriberCount(quick, 'alerts-all') === 2, 'both sockets subscribed');
      // The peer vanishes without a close handshake: it no longer reads, so it never pongs.
      /** @type {any} */ (halfOpen)._socket.pause();
      await heartbeat([live]);
      assert.equal(subscriberCount(quick, 'alerts-all'), 2, 'one unanswered ping ends nothing');
      clock.tick(HEARTBEAT);
      await until(() => subscriberCount(quick, 'alerts-all') === 1, 'the silent socket ended');
      await roundTrip(live);
      assert.equal(live.readyState, WebSocket.OPEN, 'the answering socket is kept');
      assert.equal(subscriberCount(quick, 'alerts-all'), 1, 'only the answering socket is left');
    } finally {
      live.terminate();
      halfOpen.terminate();
    }
  });

  test('a socket that asks for heartbeats (?heartbeat=1) is told the interval at once, then sent one per interval; others get none', async () => {
    const asked = new WebSocket(`${origin}/ws/sub/alerts-all?heartbeat=1`);
    const plain = new WebSocket(`${origin}/ws/sub/alerts-all`);
    try {
      /** @type {unknown[]} */
      const heard = [];
      /** @type {unknown[]} */
      const plainHeard = [];
      asked.on('message', (data) => heard.push(JSON.parse(String(data))));
      plain.on('message', (data) => plainHeard.push(JSON.parse(String(data))));
      const told = once(asked, 'message');
      await Promise.all([once(asked, 'open'), once(plain, 'open')]);
      await told;
      assert.equal(heard.length, 1, 'told the interval once, on subscribing');
      await until(() => subscriberCount(quick, 'alerts-all') === 2, 'both sockets subscribed');
      for (let beat = 1; beat <= 3; beat++) {
        await heartbeat([asked, plain]);
        assert.equal(heard.length, 1 + beat, `heartbeats after ${beat} interval(s)`);
        assert.deepEqual(plainHeard, [], 'no heartbeat frame for a socket that did not ask');
      }
      for (const frame of heard) assert.deepEqual(frame, { type: 'heartbeat', intervalMs: HEARTBEAT });
      const refused = new WebSocket(`${origin}/ws/sub/alerts-all?heartbeat=yes`);
      const [error] = await once(refused, 'error');
      assert.match(String(error.message), /400/);
    } finally {
      asked.terminate();
      plain.terminate();
    }
  });
});

describe('alert socket send buffer', () => {
  test('a reader too far behind is dropped, not buffered without end', async () => {
    const { sendBounded, MAX_BUFFERED_BYTES } = await import('../../demo/server/features/alerts/socket-limits.js');
    /** @type {string[]} */
    const sent = [];
    let terminated = false;
    const socket = /** @type {any} */ ({ bufferedAmount: 0, send: (/** @type {string} */ d) => sent.push(d), terminate: () => { terminated = true; } });
    assert.equal(sendBounded(socket, 'x'), true);
    socket.bufferedAmount = MAX_BUFFERED_BYTES;
    assert.equal(sendBounded(socket, 'y'), false);
    assert.deepEqual(sent, ['x']);
    assert.equal(terminated, true);
  });
});

describe('the alert socket /ws/sub/{channels}', () => {
  /** @type {string} */
  let origin;
  /** @type {WebSocket[]} */
  let sockets;
  beforeEach(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    origin = `ws://127.0.0.1:${address.port}`;
    sockets = [];
  });
  afterEach(() => { for (const socket of sockets) socket.terminate(); });

  /**
   * @param {string} path
   * @param {{ as?: import('./helpers.js').TestClient, origin?: string }} [options] whose cookies, and the page's Origin
   */
  const open = (path, { as, origin: pageOrigin } = {}) => {
    const cookie = as ? [...as.jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
    const socket = new WebSocket(origin + path, {
      headers: { ...(cookie ? { cookie } : {}), ...(pageOrigin ? { origin: pageOrigin } : {}) },
    });
    sockets.push(socket);
    /** @type {unknown[]} */
    const messages = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    return { socket, messages };
  };

  /** @param {() => boolean} check @param {string} what */
  const waitFor = async (check, what) => {
    for (let i = 0; i < 200; i++) {
      if (check()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  test('a subscriber gets the alerts of its channels, pushed as JSON, and is forgotten on close', async () => {
    const alice = await signedInClient(app, 'alice');
    const { socket, messages } = open('/ws/sub/alerts-all,contest_START101', { as: alice });
    const other = open('/ws/sub/contest_START102', { as: alice });
    const second = open('/ws/sub/alerts-all');
    await Promise.all([once(socket, 'open'), once(other.socket, 'open'), once(second.socket, 'open')]);
    await waitFor(() => subscriberCount(app, 'contest_START101') === 1 && subscriberCount(app, 'contest_START102') === 1, 'subscription');
    const admin = await signedInClient(app, 'admin');
    const pushed = (await postAlert(admin, '<p>Hello <b>contestants</b></p>', { type: 'contest', contestCode: 'START101' })).json();
    assert.equal(pushed.delivered, 1);
    await postAlert(admin, 'other contest only', { type: 'contest', contestCode: 'START102' });
    const forAll = (await postAlert(admin, 'everyone')).json();
    assert.equal(forAll.delivered, 2, 'both alerts-all subscribers, not the other contest');
    await waitFor(() => messages.length === 2, 'two pushed alerts');
    assert.deepEqual(messages, [pushed.alert, forAll.alert]);
    assert.deepEqual(messages[0], {
      id: 2, message: '<p>Hello <b>contestants</b></p>', target_audience: { type: 'contest', contestCode: 'START101' },
    });
    await waitFor(() => other.messages.length === 1, 'the other contest alert');
    assert.equal(/** @type {{ message: string }} */ (other.messages[0]).message, 'other contest only');
    await waitFor(() => second.messages.length === 1, 'the second all subscriber');
    assert.deepEqual(second.messages, [forAll.alert]);

    socket.close();
    await once(socket, 'close');
    await waitFor(() => subscriberCount(app, 'alerts-all') === 1, 'unsubscribe on close');
    assert.equal(subscriberCount(app, 'contest_START101'), 0);
    assert.equal((await postAlert(admin, 'one listener left')).json().delivered, 1);
  });

  for (const [name, path, reason] of [
    ['a bad channel name', '/ws/sub/alerts-all,evil!', 'Invalid channel evil!'],
    ['a too short contest code', '/ws/sub/contest_A', 'Invalid channel contest_A'],
    ['an unknown channel', '/ws/sub/alerts-some', 'Invalid channel alerts-some'],
    ['no channel', '/ws/sub/', 'No channels'],
    ['a nested path', '/ws/sub/alerts-all/x', 'Invalid channel alerts-all/x'],
    ['21 channels', `/ws/sub/alerts-all,${Array.from({ length: 20 }, (_, i) => `contest_C${i}X`).join(',')}`, 'At most 20 channels'],
  ]) {
    test(`${name} is closed with 1008 and a reason`, async () => {
      const { socket } = open(path);
      const [code, why] = await once(socket, 'close', { signal: AbortSignal.timeout(3000) });
      assert.equal(code, 1008);
      assert.equal(String(why), reason);
      assert.equal(subscriberCount(app, 'alerts-all'), 0);
    });
  }

  test('20 channels (longer than a route parameter may be) are accepted', async () => {
    const insert = app.db.prepare('INSERT INTO contests (code, name, start_at, end_at, duration) VALUES (?, ?, 0, 1, 1)');
    const codes = Array.from({ length: 19 }, (_, i) => `LONG_CONTEST_CODE_${i}`);
    for (const code of codes) insert.run(code, code);
    const channels = ['alerts-all', ...codes.map((code) => `contest_${code}`)];
    const { socket } = open(`/ws/sub/${channels.join(',')}`, { as: await signedInClient(app, 'alice') });
    await once(socket, 'open');
    await waitFor(() => subscriberCount(app, 'contest_LONG_CONTEST_CODE_18') === 1, 'subscription');
  });

  test('a contest channel a visitor (or a locked OTP contest, or an unregistered user) may not hear: closed with 4003, nothing subscribed', async () => {
    const alice = await signedInClient(app, 'alice');
    for (const [path, as, reason] of /** @type {const} */ ([
      ['/ws/sub/alerts-all,contest_START101', undefined, 'Not allowed to hear contest_START101'],
      ['/ws/sub/contest_OTP10', alice, 'Not allowed to hear contest_OTP10'],
      ['/ws/sub/contest_NOSUCH1', alice, 'Not allowed to hear contest_NOSUCH1'],
      ['/ws/sub/alerts-all,contest_START102', await signedInClient(app, 'ravi'), 'Not allowed to hear contest_START102'],
    ])) {
      const { socket } = open(path, { as });
      const [code, why] = await once(socket, 'close', { signal: AbortSignal.timeout(3000) });
      assert.equal(code, 4003, path);
      assert.equal(String(why), reason);
    }
    assert.equal(subscriberCount(app, 'alerts-all'), 0);
  });

  test('an upgrade from another site\'s page is refused; a plain GET is told to upgrade', async () => {
    const { socket } = open('/ws/sub/alerts-all', { origin: 'https://evil.example' });
    const [error] = await once(socket, 'error', { signal: AbortSignal.timeout(3000) });
    assert.match(String(error), /403/);
    const own = open('/ws/sub/alerts-all', { origin: origin.replace('ws:', 'http:') });
    await once(own.socket, 'open');
    const plain = await app.inject({ url: '/ws/sub/alerts-all' });
    assert.equal(plain.statusCode, 426);
    assert.deepEqual(plain.json(), { status: 'error', message: 'This address takes a WebSocket upgrade' });
  });

  test('one address may hold 20 sockets; the 21st is told to try again later (1013)', async () => {
    const first = Array.from({ length: 20 }, () => open('/ws/sub/alerts-all'));
    await Promise.all(first.map(({ socket }) => once(socket, 'open')));
    const extra = open('/ws/sub/alerts-all');
    const [code] = await once(extra.socket, 'close', { signal: AbortSignal.timeout(3000) });
    assert.equal(code, 1013);
    first[0].socket.close();
    await once(first[0].socket, 'close');
    await waitFor(() => subscriberCount(app, 'alerts-all') === 19, 'the freed place');
    const again = open('/ws/sub/alerts-all');
    await once(again.socket, 'open');
  });
});

describe('alert hub options', () => {
  test('the cap of sockets per address is a server option (the fan-out bench raises it)', async () => {
    const capped = await startServer({ alerts: { maxSocketsPerAddress: 2 } });
    /** @type {WebSocket[]} */
    const sockets = [];
    try {
      await capped.listen({ port: 0, host: '127.0.0.1' });
      const { port } = /** @type {import('node:net').AddressInfo} */ (capped.server.address());
      const connect = () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/sub/alerts-all`);
        sockets.push(socket);
        return socket;
      };
      await Promise.all([connect(), connect()].map((socket) => once(socket, 'open')));
      const [code] = await once(connect(), 'close', { signal: AbortSignal.timeout(3000) });
      assert.equal(code, 1013);
    } finally {
      for (const socket of sockets) socket.terminate();
      await capped.close();
    }
  });

  test('a server told to use Redis does not start when Redis cannot be reached', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const outcome = await startServer({ alerts: { redisUrl: 'redis://127.0.0.1:1' } }).catch((error) => error);
    assert.ok(outcome instanceof Error, 'startServer rejected');
    assert.match(outcome.message, /cannot use Redis at redis:\/\/127\.0\.0\.1:1/);
  });
});

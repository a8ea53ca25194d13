// @ts-check
// How a posted alert reaches the sockets. One process: straight to its own subscriptions.
// Several processes behind one address (REDIS_URL set): every process publishes to and
// subscribes to one Redis pub/sub channel, and each hands what arrives to its own sockets.
// A process does not deliver its own alerts directly, only when Redis echoes them back, so
// every socket gets each alert once, and all sockets see the same order: Redis sends one
// channel's messages to every subscriber in the order it received them (one Redis channel
// carries every alert channel for that reason).
// Pub/sub keeps nothing: a process that is disconnected from Redis misses what is published
// meanwhile. Alerts are stored in SQLite first, and a page asks for recent alerts each time its
// socket opens, so a page catches up when it reconnects.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis pub/sub channel every server process of one site shares. */
const REDIS_CHANNEL = 'cc-elements:alerts';
/** How long a POST waits for its alert to come back from Redis before answering without it. */
const ECHO_TIMEOUT_MS = 5000;

/**
 * @typedef {{
 *   publish(channel: string, data: string): Promise<{ delivered: number, processes: number }>,
 *   close(): Promise<void>,
 * }} AlertHub
 * `delivered`: sockets of this process that were sent the alert; `processes`: server processes
 * that received it (1 without Redis).
 */

/** @param {import('./subscriptions.js').Subscriptions} subscriptions @returns {AlertHub} */
export function createLocalHub(subscriptions) {
  return {
    async publish(channel, data) {
      return { delivered: subscriptions.publish(channel, data), processes: 1 };
    },
    async close() {},
  };
}

/**
 * Connects (and subscribes) before it resolves; an unreachable Redis rejects, so a server
 * configured for Redis does not start without it.
 * @param {string} url e.g. redis://127.0.0.1:6379 or unix:///run/redis/redis.sock
 * @param {import('./subscriptions.js').Subscriptions} subscriptions
 * @param {import('fastify').FastifyBaseLogger} log
 * @returns {Promise<AlertHub>}
 */
export async function createRedisHub(url, subscriptions, log) {
  // A publish fails fast while Redis is away instead of queueing the admin's POST for ever.
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: 'cc-elements-alerts' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const clients = [publisher, subscriber];
  // ioredis reconnects by itself; without a listener each failed attempt is an unhandled error.
  for (const client of clients) client.on('error', (error) => log.warn(`alerts: Redis: ${error.message}`));

  const self = randomUUID();
  let sequence = 0;
  /** @type {Map<number, (delivered: number) => void>} */
  const awaitingEcho = new Map();

  subscriber.on('message', (_redisChannel, text) => {
    /** @type {{ from?: unknown, ref?: unknown, channel?: unknown, data?: unknown }} */
    let envelope;
    try {
      envelope = JSON.parse(text);
    } catch {
      log.warn('alerts: a Redis message that is not JSON was ignored');
      return;
    }
    if (typeof envelope?.channel !== 'string' || typeof envelope.data !== 'string') return;
    const delivered = subscriptions.publish(envelope.channel, envelope.data);
    if (envelope.from === self && typeof envelope.ref === 'number') {
      awaitingEcho.get(envelope.ref)?.(delivered);
      awaitingEcho.delete(envelope.ref);
    }
  });

  try {
    await Promise.all(clients.map((client) => client.connect()));
    await subscriber.subscribe(REDIS_CHANNEL);
  } catch (error) {
    clients.forEach((client) => client.disconnect());
    throw new Error(`alerts: cannot use Redis at ${url}: ${/** @type {Error} */ (error).message}`);
  }

  return {
    async publish(channel, data) {
      const ref = ++sequence;
      /** @type {Promise<number>} */
      const echoed = new Promise((resolve) => {
        const timer = setTimeout(() => {
          awaitingEcho.delete(ref);
          resolve(0);
        }, ECHO_TIMEOUT_MS);
        timer.unref();
        awaitingEcho.set(ref, (delivered) => {
          clearTimeout(timer);
          resolve(delivered);
        });
      });
      let processes;
      try {
        processes = await publisher.publish(REDIS_CHANNEL, JSON.stringify({ from: self, ref, channel, data }));
      } catch (error) {
        awaitingEcho.get(ref)?.(0);
        awaitingEcho.delete(ref);
        throw error;
      }
      return { delivered: await echoed, processes };
    },
    async close() {
      for (const resolve of awaitingEcho.values()) resolve(0);
      awaitingEcho.clear();
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

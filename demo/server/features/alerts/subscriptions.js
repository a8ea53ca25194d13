// @ts-check
// Who listens on which alert channel: in memory only, like the real push service. A socket
// is forgotten when it closes; a server restart forgets everyone (clients reconnect).

import { sendBounded, startHeartbeat } from './socket-limits.js';

/** @typedef {import('ws').WebSocket} Socket */

/**
 * @typedef {{
 *   add(socket: Socket, channels: string[]): void,
 *   remove(socket: Socket): void,
 *   publish(channel: string, data: string): number,
 *   count(channel: string): number,
 *   closeAll(): void,
 * }} Subscriptions
 */

/** @param {{ heartbeatMs?: number }} [options] @returns {Subscriptions} */
export function createSubscriptions({ heartbeatMs } = {}) {
  /** @type {Map<string, Set<Socket>>} */
  const byChannel = new Map();
  /** @type {Map<Socket, string[]>} */
  const bySocket = new Map();
  const stopHeartbeat = startHeartbeat(() => bySocket.keys(), heartbeatMs);

  return {
    add(socket, channels) {
      bySocket.set(socket, channels);
      for (const channel of channels) {
        let sockets = byChannel.get(channel);
        if (!sockets) byChannel.set(channel, (sockets = new Set()));
        sockets.add(socket);
      }
    },
    remove(socket) {
      for (const channel of bySocket.get(socket) ?? []) {
        const sockets = byChannel.get(channel);
        sockets?.delete(socket);
        if (sockets?.size === 0) byChannel.delete(channel);
      }
      bySocket.delete(socket);
    },
    /** Sends `data` to every open socket of `channel`; returns how many got it. */
    publish(channel, data) {
      let sent = 0;
      // Encoded once for every socket (a string would be converted again for each of them).
      const payload = Buffer.from(data);
      for (const socket of byChannel.get(channel) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        if (sendBounded(socket, payload)) sent++;
      }
      return sent;
    },
    count(channel) {
      return byChannel.get(channel)?.size ?? 0;
    },
    closeAll() {
      stopHeartbeat();
      for (const socket of [...bySocket.keys()]) socket.close(1001, 'Server shutting down');
      byChannel.clear();
      bySocket.clear();
    },
  };
}

// Routes run in an encapsulated plugin; tests reach its subscriptions through the server.
/** @type {WeakMap<object, Subscriptions>} */
const registry = new WeakMap();

/** @param {import('fastify').FastifyInstance} app @param {Subscriptions} subscriptions */
export function registerSubscriptions(app, subscriptions) {
  registry.set(app.server, subscriptions);
}

/**
 * How many sockets listen on `channel` (tests wait for a subscription before pushing).
 * @param {import('fastify').FastifyInstance} app @param {string} channel
 */
export function subscriberCount(app, channel) {
  return registry.get(app.server)?.count(channel) ?? 0;
}

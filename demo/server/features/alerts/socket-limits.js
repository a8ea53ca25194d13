// @ts-check
// What keeps the alert sockets bounded: a cap per client address, a ping/pong heartbeat that
// ends half-open sockets, a cap on what may wait in a socket's send buffer, and an Origin check
// on the upgrade (a page on another site must not open sockets with a visitor's cookies).

/**
 * Open alert sockets one address may hold (tabs of a few browsers behind one NAT); the
 * default of buildServer's `alerts.maxSocketsPerAddress` (the fan-out bench raises it).
 */
export const MAX_SOCKETS_PER_ADDRESS = 20;
/** A ping every 25 s; a socket that has not answered the previous one is ended. */
export const HEARTBEAT_MS = 25_000;
/**
 * The page cannot see pings (the browser answers them), so a socket that asked for it
 * (`?heartbeat=1`) is also sent this text frame: once when it is subscribed, to say how often
 * to expect it, then with every ping. A page that hears nothing for two intervals knows its
 * socket is half-open and opens another.
 * @param {number} intervalMs
 */
export const heartbeatFrame = (intervalMs) => JSON.stringify({ type: 'heartbeat', intervalMs });
/** Bytes a slow reader may leave unsent before it is dropped rather than buffered without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code for "too many sockets from your address": the client retries later as usual. */
export const TRY_AGAIN_LATER_CODE = 1013;

/** @typedef {import('ws').WebSocket & { ccAlive?: boolean, ccHeartbeat?: boolean }} Socket */

/**
 * Whether the upgrade comes from one of this site's pages. Browsers always send Origin with a
 * WebSocket upgrade; a client that sends none is not a browser page (nothing to forge).
 * @param {import('fastify').FastifyRequest} request
 */
export function sameSiteOrigin(request) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Counts the socket against its address (closing it when the address has too many) and
 * starts watching it. Resolves false when the socket was closed. The counts are kept by `caps`
 * (address-caps.js: this process, or Redis for every process).
 * @param {Socket} socket @param {import('fastify').FastifyRequest} request
 * @param {import('./address-caps.js').AddressCaps} caps
 */
export async function guardSocket(socket, request, caps) {
  const address = request.ip;
  /** @type {string | null} */
  let ticket;
  try {
    ticket = await caps.take(address, request.server.alertOptions.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS);
  } catch (error) {
    // Redis away: the page retries later, as after any refusal.
    request.log.warn(`alerts: socket cap not checked: ${/** @type {Error} */ (error).message}`);
    socket.close(TRY_AGAIN_LATER_CODE, 'Try again later');
    return false;
  }
  if (ticket === null) {
    socket.close(TRY_AGAIN_LATER_CODE, 'Too many sockets from this address');
    return false;
  }
  // Closed while the count was asked for: give the place back at once.
  if (socket.readyState !== socket.OPEN) {
    caps.give(address, ticket);
    return false;
  }
  socket.ccAlive = true;
  socket.on('pong', () => { socket.ccAlive = true; });
  socket.on('close', () => caps.give(address, ticket));
  return true;
}

/**
 * Pings every socket each `intervalMs` and ends those that did not answer the previous ping:
 * a socket whose peer vanished (no close handshake) is gone within two intervals. Sockets that
 * asked for heartbeats get the heartbeat frame as well.
 * @param {() => Iterable<Socket>} sockets @param {number} [intervalMs]
 * @returns {() => void} stop
 */
export function startHeartbeat(sockets, intervalMs = HEARTBEAT_MS) {
  const frame = heartbeatFrame(intervalMs);
  const timer = setInterval(() => {
    for (const socket of sockets()) {
      if (socket.ccAlive === false) {
        socket.terminate();
        continue;
      }
      socket.ccAlive = false;
      socket.ping();
      if (socket.ccHeartbeat) sendBounded(socket, frame);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Sends to a socket unless it is too far behind: a reader that leaves more than
 * MAX_BUFFERED_BYTES unsent is ended instead. Returns whether the data was queued. A Buffer
 * (UTF-8 text, encoded once by the caller for many sockets) goes out as a text frame too.
 * @param {Socket} socket @param {string | Buffer} data
 */
export function sendBounded(socket, data) {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (socket.bufferedAmount + bytes > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return false;
  }
  socket.send(data, { binary: false });
  return true;
}

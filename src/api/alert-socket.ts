/**
 * The alert socket: one WebSocket to /ws/sub/{channels} with the reconnect policy.
 * Framework-free; the WebSocket constructor and the timers are injectable so tests drive the
 * policy with a fake socket and fake time; the real constructor and address come from
 * core/socket.ts.
 *
 * Policy: a close with code 4001 reconnects at once; any other close reconnects after
 * 60000 ms, at most 10 times in a row (a socket that opens starts the count again), then the
 * client gives up quietly. reconnect() forces a new socket by closing the current one with
 * 4001; with no socket open (waiting or given up) it connects at once and starts a new count.
 * A close with 4003 means the server will not let this page hear one of its channels (a contest
 * channel for a visitor, or a contest the user may not see): retrying cannot change that, so
 * the client stops until reconnect() (after a sign-in, or a new channel list).
 *
 * Half-open sockets: a socket whose network path died can stay 'open' for many minutes with
 * nothing arriving, and the page cannot see the server's pings (the browser answers them). So
 * the client asks for heartbeats (`?heartbeat=1`); a server that sends them announces their
 * interval in a first {"type":"heartbeat","intervalMs":N} frame and repeats it every N ms. From
 * that announcement on, a socket that brings nothing (heartbeat or alert) for two and a half
 * intervals — two heartbeats missed — is dropped and a new one opened at once (a new socket
 * that fails to open then follows the close policy above). A server that announces nothing
 * (one without heartbeats) is never timed out.
 */
import { openWebSocket, webSocketUrl, type SocketFactory, type SocketLike } from '../core/socket';

export type { SocketFactory, SocketLike } from '../core/socket';

/** Alert socket reconnect. */
export const RECONNECT_DELAY_MS = 60_000;
export const MAX_RECONNECTS = 10;
/** Close code meaning "reconnect now" (server-sent, or ours for a forced reconnect). */
export const RECONNECT_NOW_CODE = 4001;
/** Close code meaning "a channel was refused": no automatic reconnect. */
const CHANNEL_REFUSED_CODE = 4003;
const NORMAL_CLOSE = 1000;
/** WebSocket.CONNECTING, named here so fake sockets need no WebSocket global. */
const CONNECTING = 0;
/** Heartbeats that may go missing before the socket counts as half-open (plus half an interval of slack). */
const MISSED_HEARTBEATS = 2;
/** The announced interval is kept within these bounds (a hostile or broken value cannot spin or stall the check). */
export const MIN_HEARTBEAT_MS = 5_000;
const MAX_HEARTBEAT_MS = 300_000;

/** The interval a heartbeat frame announces (bounded), or null when `data` is not a heartbeat frame. */
function heartbeatInterval(data: unknown): number | null {
  if (typeof data !== 'string' || !data.includes('"heartbeat"')) return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null || (frame as { type?: unknown }).type !== 'heartbeat') return null;
  const interval = (frame as { intervalMs?: unknown }).intervalMs;
  if (typeof interval !== 'number' || !Number.isFinite(interval)) return null;
  return Math.min(Math.max(interval, MIN_HEARTBEAT_MS), MAX_HEARTBEAT_MS);
}

/** How long a socket whose server sends heartbeats every `intervalMs` may stay silent. */
export const silenceLimit = (intervalMs: number): number => Math.round(intervalMs * (MISSED_HEARTBEATS + 0.5));

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AlertSocketOptions {
  /** The address for a channel list (default: socketUrl on the current page). */
  url?: (channels: readonly string[]) => string;
  /** Opens a socket (default: the browser's WebSocket, through core/socket.ts). */
  connect?: SocketFactory;
  timers?: Timers;
  onOpen?: () => void;
  /** Each message's data, as sent. */
  onMessage?: (data: unknown) => void;
  reconnectDelayMs?: number;
  maxReconnects?: number;
}

export type AlertSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'gave-up' | 'refused' | 'stopped';

/** The page's /ws/sub/{channels} address (ws: on http pages, wss: on https, same host). */
export function socketUrl(channels: readonly string[], page?: Pick<Location, 'protocol' | 'host'>): string {
  return webSocketUrl(`/ws/sub/${channels.map(encodeURIComponent).join(',')}`, page);
}

// Looked up at call time, so fake timers installed after this module loaded still apply.
const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AlertSocket {
  #socket: SocketLike | null = null;
  #channels: readonly string[] = [];
  #state: AlertSocketState = 'idle';
  #timer: unknown = null;
  /** Fires when the open socket has been silent too long (armed once its server announced heartbeats). */
  #silenceTimer: unknown = null;
  #reconnects = 0;
  readonly #forcedClose = new WeakSet<SocketLike>();
  readonly #options: Required<Omit<AlertSocketOptions, 'onOpen' | 'onMessage'>> & Pick<AlertSocketOptions, 'onOpen' | 'onMessage'>;

  constructor(options: AlertSocketOptions = {}) {
    this.#options = {
      url: (channels) => `${socketUrl(channels)}?heartbeat=1`,
      connect: openWebSocket,
      timers: globalTimers,
      reconnectDelayMs: RECONNECT_DELAY_MS,
      maxReconnects: MAX_RECONNECTS,
      ...options,
    };
  }

  get state(): AlertSocketState {
    return this.#state;
  }

  get channels(): readonly string[] {
    return this.#channels;
  }

  /** Delayed reconnects made since the last socket that opened. */
  get reconnects(): number {
    return this.#reconnects;
  }

  /** Opens the socket for `channels` unless one is already open or opening. */
  start(channels: readonly string[]): void {
    this.#channels = [...channels];
    if (this.#socket || this.#state === 'stopped') return;
    this.#cancelTimer();
    this.#reconnects = 0;
    this.#open();
  }

  /** New channels take effect through a forced reconnect; the same channels change nothing. */
  setChannels(channels: readonly string[]): void {
    if (sameList(channels, this.#channels)) return;
    this.#channels = [...channels];
    if (this.#state !== 'idle') this.reconnect();
  }

  /** Forces a new socket (page event): closes the current one with 4001. */
  reconnect(): void {
    if (this.#state === 'stopped' || this.#state === 'idle') return;
    if (this.#socket) {
      this.#forcedClose.add(this.#socket);
      // Closing a socket still connecting makes the browser log a warning on a page that did
      // nothing wrong; it is closed once it opens (or fails) instead.
      if (this.#socket.readyState !== CONNECTING) this.#socket.close(RECONNECT_NOW_CODE, 'reconnect');
      return; // its close event opens the next one
    }
    this.#cancelTimer();
    this.#reconnects = 0;
    this.#open();
  }

  /** Closes for good (the last <cc-alerts> left the page): no reconnect. */
  stop(): void {
    this.#state = 'stopped';
    this.#cancelTimer();
    this.#disarmSilence();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      detach(socket);
      // As in reconnect(): one still connecting is closed once it opens, without a warning.
      if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(NORMAL_CLOSE, 'done');
      else socket.close(NORMAL_CLOSE, 'done');
    }
  }

  #open(): void {
    this.#state = 'connecting';
    let socket: SocketLike;
    try {
      socket = this.#options.connect(this.#options.url(this.#channels));
    } catch (error) {
      // A bad URL or a blocked scheme throws at once: treat it like a failed connection.
      console.warn('cc-alerts: could not open the alert socket', error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    /** The interval this socket's server announced; null until it does. */
    let heartbeatMs: number | null = null;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      if (this.#forcedClose.has(socket)) {
        socket.close(RECONNECT_NOW_CODE, 'reconnect');
        return;
      }
      this.#state = 'open';
      this.#reconnects = 0;
      this.#options.onOpen?.();
    };
    socket.onmessage = (event) => {
      if (this.#socket !== socket) return;
      const announced = heartbeatInterval(event.data);
      if (announced !== null) heartbeatMs = announced;
      // Anything that arrives shows the path is alive.
      if (heartbeatMs !== null) this.#armSilence(socket, heartbeatMs);
      if (announced === null) this.#options.onMessage?.(event.data);
    };
    socket.onerror = () => {}; // a close event always follows
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      detach(socket);
      this.#socket = null;
      this.#disarmSilence();
      // Our own 4001 close reconnects at once even if the browser reports another code
      // (1006 when the server never answered the close handshake).
      if (event.code === RECONNECT_NOW_CODE || this.#forcedClose.has(socket)) this.#open();
      else if (event.code === CHANNEL_REFUSED_CODE) {
        this.#state = 'refused';
        console.warn(`cc-alerts: the server refused a channel (${event.reason || 'no reason given'}); not reconnecting.`);
      } else this.#scheduleReconnect();
    };
  }

  #armSilence(socket: SocketLike, intervalMs: number): void {
    this.#disarmSilence();
    this.#silenceTimer = this.#options.timers.setTimeout(() => {
      this.#silenceTimer = null;
      if (this.#socket !== socket) return;
      // Half-open: its close would wait on a path that is gone, so it is let go and replaced.
      console.warn(`cc-alerts: nothing from the alert socket for ${Math.round(silenceLimit(intervalMs) / 1000)} s (heartbeats stopped); opening a new one.`);
      detach(socket);
      this.#socket = null;
      try {
        socket.close(RECONNECT_NOW_CODE, 'heartbeats missed');
      } catch {
        // Already closing: nothing more to do with it.
      }
      this.#open();
    }, silenceLimit(intervalMs));
  }

  #disarmSilence(): void {
    if (this.#silenceTimer !== null) this.#options.timers.clearTimeout(this.#silenceTimer);
    this.#silenceTimer = null;
  }

  #scheduleReconnect(): void {
    if (this.#reconnects >= this.#options.maxReconnects) {
      this.#state = 'gave-up';
      return;
    }
    this.#reconnects++;
    this.#state = 'waiting';
    this.#timer = this.#options.timers.setTimeout(() => {
      this.#timer = null;
      this.#open();
    }, this.#options.reconnectDelayMs);
  }

  #cancelTimer(): void {
    if (this.#timer !== null) this.#options.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

function detach(socket: SocketLike): void {
  socket.onopen = socket.onmessage = socket.onclose = null;
  socket.onerror = null;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

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
 */
import { openWebSocket, webSocketUrl, type SocketFactory, type SocketLike } from '../core/socket';

export type { SocketFactory, SocketLike } from '../core/socket';

/** Alert socket reconnect. */
export const RECONNECT_DELAY_MS = 60_000;
export const MAX_RECONNECTS = 10;
/** Close code meaning "reconnect now" (server-sent, or ours for a forced reconnect). */
export const RECONNECT_NOW_CODE = 4001;
const NORMAL_CLOSE = 1000;

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

export type AlertSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'gave-up' | 'stopped';

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
  #reconnects = 0;
  readonly #forcedClose = new WeakSet<SocketLike>();
  readonly #options: Required<Omit<AlertSocketOptions, 'onOpen' | 'onMessage'>> & Pick<AlertSocketOptions, 'onOpen' | 'onMessage'>;

  constructor(options: AlertSocketOptions = {}) {
    this.#options = {
      url: (channels) => socketUrl(channels),
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
      this.#socket.close(RECONNECT_NOW_CODE, 'reconnect');
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
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      detach(socket);
      socket.close(NORMAL_CLOSE, 'done');
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
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#state = 'open';
      this.#reconnects = 0;
      this.#options.onOpen?.();
    };
    socket.onmessage = (event) => {
      if (this.#socket === socket) this.#options.onMessage?.(event.data);
    };
    socket.onerror = () => {}; // a close event always follows
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      detach(socket);
      this.#socket = null;
      // Our own 4001 close reconnects at once even if the browser reports another code
      // (1006 when the server never answered the close handshake).
      if (event.code === RECONNECT_NOW_CODE || this.#forcedClose.has(socket)) this.#open();
      else this.#scheduleReconnect();
    };
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

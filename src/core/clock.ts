/**
 * The page's one clock: local time shifted by the server offset, and one 1 s ticker shared by
 * every countdown. Countdowns recompute from clock.now() on each tick instead of decrementing a
 * counter, so they stay right after the tab sleeps.
 */

export const TICK_MS = 1000;

export type TickHandler = (nowMs: number) => void;

let offsetMs = 0;
const tickHandlers = new Set<TickHandler>();
let ticker: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = clock.now();
  for (const handler of [...tickHandlers]) {
    try {
      handler(now);
    } catch (error) {
      // One broken countdown must not freeze the others.
      console.error('clock tick handler failed', error);
    }
  }
}

export const clock = {
  /** Server time estimate in ms since the epoch. */
  now(): number {
    return Date.now() + offsetMs;
  },
  /** Server time minus local time, in ms. */
  offset(): number {
    return offsetMs;
  },
  /**
   * Records the server's time from an answer. The server read its clock somewhere during the
   * round trip; half of it is the best estimate of how long ago that was.
   */
  setServerTime(serverSeconds: number, requestStartedMs: number, responseReceivedMs: number): void {
    if (!Number.isFinite(serverSeconds)) return;
    const halfRoundTrip = Math.max(0, responseReceivedMs - requestStartedMs) / 2;
    offsetMs = serverSeconds * 1000 + halfRoundTrip - responseReceivedMs;
  },
  /** Calls `handler(clock.now())` every second; returns the unsubscribe function. */
  onTick(handler: TickHandler): () => void {
    tickHandlers.add(handler);
    if (ticker === undefined) ticker = setInterval(tick, TICK_MS);
    return () => {
      tickHandlers.delete(handler);
      if (tickHandlers.size === 0 && ticker !== undefined) {
        clearInterval(ticker);
        ticker = undefined;
      }
    };
  },
};

/** Test hook: zero offset, no subscribers, no interval. */
export function __resetClock(): void {
  offsetMs = 0;
  tickHandlers.clear();
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/**
 * Time left until `targetMs`, split for display. Partial seconds round up, so the display
 * shows 0 only once the target is reached (not a second early); a past target gives all
 * zeros, never negatives.
 */
export function remaining(targetMs: number, nowMs: number): Remaining {
  const totalSeconds = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

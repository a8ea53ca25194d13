/**
 * The page's one clock: local time shifted by the server offset, and one 1 s ticker shared by
 * every countdown. Countdowns recompute from clock.now() on each tick instead of decrementing a
 * counter, so they stay right after the tab sleeps.
 */
import { onPageReset } from './page-reset';

const TICK_MS = 1000;

export type TickHandler = (nowMs: number) => void;

/** The server's clock and the local clock read at the same moment (ms since the epoch). */
export interface ClockSample {
  serverMs: number;
  localMs: number;
}

/**
 * A sample from an answer's server time (seconds). The server read its clock somewhere during
 * the round trip; half of it is the best estimate of how long before the answer arrived.
 */
export function clockSample(serverSeconds: number, requestStartedMs: number, responseReceivedMs: number): ClockSample | null {
  if (!Number.isFinite(serverSeconds)) return null;
  const halfRoundTrip = Math.max(0, responseReceivedMs - requestStartedMs) / 2;
  return { serverMs: serverSeconds * 1000 + halfRoundTrip, localMs: responseReceivedMs };
}

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
  /** Records the server's time (seconds) from an answer fetched between the two local times. */
  setServerTime(serverSeconds: number, requestStartedMs: number, responseReceivedMs: number): void {
    const sample = clockSample(serverSeconds, requestStartedMs, responseReceivedMs);
    if (sample) clock.sync(sample);
  },
  /**
   * Sets the offset from a sample kept with a cached answer: the server's time and the local
   * time at the same moment. The skew between the two clocks does not age, so a cached answer
   * gives the same offset as the fresh one did.
   */
  sync(sample: ClockSample): void {
    if (Number.isFinite(sample.serverMs) && Number.isFinite(sample.localMs)) offsetMs = sample.serverMs - sample.localMs;
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

// A new page: zero offset, no subscribers, no interval.
onPageReset(() => {
  offsetMs = 0;
  tickHandlers.clear();
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
});

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

/**
 * A contest's timeline: which phase it is in on the server's clock, when a reminder is still offered, and
 * when the page reloads the contest. Pure functions of the contest's times and the clock.
 */

export type ContestPhase = 'before' | 'running' | 'ended';

/** The times of a contest, ms since the epoch on the server's clock. */
export interface ContestTimes {
  startMs: number;
  endMs: number;
}

/** Running while start <= now <= end (times already on the server's clock). */
export function contestPhase(nowMs: number, contest: ContestTimes): ContestPhase {
  if (nowMs < contest.startMs) return 'before';
  return nowMs <= contest.endMs ? 'running' : 'ended';
}

/** Offered only when the start is more than 4200 s away. */
const REMINDER_THRESHOLD_S = 4200;

export function reminderAvailable(nowMs: number, contest: Pick<ContestTimes, 'startMs'>): boolean {
  return contest.startMs - nowMs > REMINDER_THRESHOLD_S * 1000;
}

/** 1 to 4 s after the switch to running, the contest reloads bypassing the cache. */
export function startReloadDelayMs(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 3000);
}

/** What the auto-refresh rule reads of a contest. */
export interface RefreshSettings {
  autoRefresh: boolean;
  ranklistFrozen: boolean;
  /** The server's cache lifetime for the contest answer. */
  ttlSeconds: number;
}

/**
 * Random between ttl and ttl+30 s, only while running with
 * autoRefresh and not frozen (a frozen ranklist stops auto refresh). Null: no refresh.
 */
export function autoRefreshDelayMs(contest: RefreshSettings, phase: ContestPhase, random: () => number = Math.random): number | null {
  if (phase !== 'running' || !contest.autoRefresh || contest.ranklistFrozen) return null;
  return (contest.ttlSeconds + random() * 30) * 1000;
}


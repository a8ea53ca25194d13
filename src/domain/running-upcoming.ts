/** Running and upcoming contests apart (the contest page once ended, /contests/). Pure. */
/**
 * A running-and-upcoming list split at `nowMs`: running (started, not ended) and upcoming (not
 * started yet), each in the given order. Ended ones (a stale answer) are in neither: a contest
 * that has started is never listed as upcoming.
 */
export function splitRunningUpcoming<T extends { startMs: number; endMs: number }>(list: readonly T[], nowMs: number): { running: T[]; upcoming: T[] } {
  return {
    running: list.filter((c) => c.startMs <= nowMs && nowMs <= c.endMs),
    upcoming: list.filter((c) => c.startMs > nowMs),
  };
}

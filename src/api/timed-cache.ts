/**
 * Cached answers that carry the server's clock (the contest and problem answers' time.current).
 * Each entry keeps the raw answer, the clock sample taken when it arrived (server time and local
 * receive time) and its cache tags. A hit re-syncs the page clock from that sample, so after a
 * reload within the ttl the page clock has the same offset it had with the fresh answer: with a
 * local clock hours off, phases and countdowns stay right. An entry of another shape, one
 * written before the local clock was set back, or one whose tags were invalidated is a miss.
 */
import { cachedAs, cacheEntryKey, cacheSetAfterPaint } from './cache';
import { answerLength } from '../core/http';
import { storage } from '../core/storage';
import { userKeyAtHand } from './user-key';
import { clock, clockSample, type ClockSample } from '../core/clock';
import { asObject, num } from '../core/json';

interface TimedEntry {
  answer: unknown;
  clock: ClockSample | null;
}

function entryOf(raw: unknown): TimedEntry {
  const entry = asObject(raw);
  const sample = asObject(entry?.clock);
  if (!entry || !('answer' in entry)) throw new Error('not a timed entry');
  const serverMs = num(sample?.serverMs);
  const localMs = num(sample?.localMs);
  return { answer: entry.answer, clock: serverMs !== undefined && localMs !== undefined ? { serverMs, localMs } : null };
}

/** The cached answer read through `normalise`, the page clock re-synced from its sample. */
async function readTimedAnswer<T>(name: string, normalise: (raw: unknown) => T): Promise<T | undefined> {
  const hit = await cachedAs(name, (raw) => {
    const entry = entryOf(raw);
    // Received "in the future": the local clock was set back since; the sample is worthless.
    if (entry.clock && entry.clock.localMs > Date.now()) throw new Error('local clock moved back');
    return { value: normalise(entry.answer), clock: entry.clock };
  });
  if (!hit) return undefined;
  if (hit.clock) clock.sync(hit.clock);
  return hit.value;
}

/**
 * The cached answer under `name`, else what `request` fetches. Reading the cache needs the
 * user key; when the key is not at hand (asking for it is a server round trip, at every load
 * after its short-lived cookie expired) and nothing is stored under `name` (the read can only
 * miss), the request goes out at the same time as that lookup, so the miss costs no extra round
 * trip. With an entry stored, the cache is read first and a hit sends no request, as before.
 */
export async function cachedOrFetched<T, F>(
  name: string, normalise: (raw: unknown) => T, request: () => Promise<F>,
): Promise<{ cached: T } | { fetched: F }> {
  const surelyMisses = storage.get(cacheEntryKey(name)) === null;
  const early = surelyMisses && !userKeyAtHand() ? request() : null;
  early?.catch(() => undefined); // awaited below
  const hit = surelyMisses ? undefined : await readTimedAnswer(name, normalise);
  if (hit) return { cached: hit };
  return { fetched: await (early ?? request()) };
}

export interface FreshAnswer {
  answer: unknown;
  /** Local ms when the request started and when its answer arrived. */
  started: number;
  received: number;
}

/**
 * Syncs the page clock from a fresh answer's time.current and, when `ttlSeconds` is given,
 * caches the answer with that sample under `tags`: after the page has painted it (sealing a
 * contest of thousands of problems would hold the first paint back), and not at all when it
 * is too large for storage (core/cache.ts MAX_ENTRY_CHARS).
 */
export function keepTimedAnswer(name: string, { answer, started, received }: FreshAnswer, ttlSeconds: number | null, tags: readonly string[]): void {
  const current = num(asObject(asObject(answer)?.time)?.current);
  const sample = current === undefined ? null : clockSample(current, started, received);
  if (sample) clock.sync(sample);
  if (ttlSeconds === null) return;
  const entry: TimedEntry = { answer, clock: sample };
  const length = answerLength(answer);
  void cacheSetAfterPaint(name, entry, ttlSeconds, { tags, fetchedAt: started, approxChars: length === undefined ? undefined : length + 80 });
}

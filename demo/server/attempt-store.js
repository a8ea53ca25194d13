// @ts-check
// Where the attempt counters live: in this process (bounded), or in Redis when several server
// processes stand behind one address (REDIS_URL), so that a guesser does not get a fresh budget
// from each process. Both stores do one thing atomically: check every counter of an attempt and,
// only when none is full, count it in all of them (a reservation). Nothing can slip in between
// the check and the count, however many requests are in flight at once.
import { Redis } from 'ioredis';

/**
 * @typedef {{ key: string, max: number, windowMs: number }} Counter
 * @typedef {{ countIndex: number, after: number, key: string, baseMs: number, maxMs: number }} SlowGate
 * A slow gate: once counters[countIndex] holds `after` attempts, each further attempt also
 * needs `key` to be free, and takes it for a delay that doubles from baseMs up to maxMs.
 * @typedef {{ ok: boolean, waitMs: number }} Reservation
 * @typedef {{
 *   reserve(counters: Counter[], gate?: SlowGate): Promise<Reservation>,
 *   release(keys: string[]): Promise<void>,
 *   close(): Promise<void>,
 * }} AttemptStore
 */

/** The delay a slow gate imposes at `count` attempts. @param {SlowGate} gate @param {number} count */
const slowDelayMs = (gate, count) => Math.min(gate.maxMs, gate.baseMs * 2 ** Math.max(0, count - gate.after));

/** Counters kept at most: the oldest go first when a flood of names would grow memory. */
const MEMORY_STORE_KEYS = 100_000;

/** @param {() => number} now epoch ms @returns {AttemptStore} */
export function createMemoryStore(now) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const entries = new Map();
  /** @param {string} key */
  const live = (key) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async reserve(counters, gate) {
      let waitMs = 0;
      for (const { key, max } of counters) {
        const entry = live(key);
        if (entry && entry.count >= max) waitMs = Math.max(waitMs, entry.resetAt - now());
      }
      if (gate && waitMs === 0) {
        const count = live(counters[gate.countIndex].key)?.count ?? 0;
        const slow = live(gate.key);
        if (count >= gate.after && slow) waitMs = slow.resetAt - now();
        else if (count >= gate.after) entries.set(gate.key, { count: 1, resetAt: now() + slowDelayMs(gate, count) });
      }
      if (waitMs > 0) return { ok: false, waitMs };
      for (const { key, windowMs } of counters) {
        const entry = live(key);
        // Re-inserted so that Map order is least recently counted first.
        entries.delete(key);
        entries.set(key, entry ? { count: entry.count + 1, resetAt: entry.resetAt } : { count: 1, resetAt: now() + windowMs });
      }
      for (const key of entries.keys()) {
        if (entries.size <= MEMORY_STORE_KEYS) break;
        entries.delete(key);
      }
      return { ok: true, waitMs: 0 };
    },
    async release(keys) {
      for (const key of keys) {
        const entry = live(key);
        if (entry && entry.count > 1) entry.count--;
        else if (entry) entries.delete(key);
      }
    },
    async close() {},
  };
}

// KEYS: the counters, then the gate's key (when ARGV[1] is 1). ARGV: gate?, then per counter
// max and window, then the gate's count index (1-based), after, base and max delay.
const RESERVE_SCRIPT = `
local n = #KEYS - tonumber(ARGV[1])
local wait = 0
for i = 1, n do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[2 * i]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl > wait then wait = ttl end
  end
end
if wait == 0 and ARGV[1] == '1' then
  local at = 2 * n + 2
  local count = tonumber(redis.call('GET', KEYS[tonumber(ARGV[at])]) or '0')
  local after = tonumber(ARGV[at + 1])
  if count >= after then
    local ttl = redis.call('PTTL', KEYS[n + 1])
    if ttl > 0 then
      wait = ttl
    else
      local delay = math.min(tonumber(ARGV[at + 3]), tonumber(ARGV[at + 2]) * 2 ^ (count - after))
      redis.call('SET', KEYS[n + 1], '1', 'PX', math.floor(delay))
    end
  end
end
if wait > 0 then return wait end
for i = 1, n do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i + 1]) end
end
return 0
`;
const RELEASE_SCRIPT = `
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > 1 then redis.call('DECR', KEYS[i]) elseif count == 1 then redis.call('DEL', KEYS[i]) end
end
return 0
`;

/**
 * Counters in Redis, shared by every process that uses the same Redis and `prefix`. Keys expire
 * with their window, so Redis holds no more than the attempts of the last window.
 * @param {string} url @param {import('fastify').FastifyBaseLogger} log @param {string} [prefix]
 * @returns {Promise<AttemptStore>}
 */
export async function createRedisStore(url, log, prefix = 'cc-elements:attempts:') {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: 'cc-elements-attempts' });
  redis.on('error', (error) => log.warn(`attempt limits: Redis: ${error.message}`));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`attempt limits: cannot use Redis at ${url}: ${/** @type {Error} */ (error).message}`);
  }
  redis.defineCommand('ccReserve', { lua: RESERVE_SCRIPT });
  redis.defineCommand('ccRelease', { lua: RELEASE_SCRIPT });
  const commands = /** @type {Redis & { ccReserve(...args: (string | number)[]): Promise<number>, ccRelease(...args: (string | number)[]): Promise<number> }} */ (redis);
  return {
    async reserve(counters, gate) {
      const keys = counters.map((c) => prefix + c.key);
      /** @type {(string | number)[]} */
      const args = [gate ? 1 : 0, ...counters.flatMap((c) => [c.max, c.windowMs])];
      if (gate) {
        keys.push(prefix + gate.key);
        args.push(gate.countIndex + 1, gate.after, gate.baseMs, gate.maxMs);
      }
      const waitMs = Number(await commands.ccReserve(keys.length, ...keys, ...args));
      return { ok: waitMs <= 0, waitMs: Math.max(0, waitMs) };
    },
    async release(keys) {
      if (keys.length) await commands.ccRelease(keys.length, ...keys.map((k) => prefix + k));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

// @ts-check
// Counts of open alert sockets per client address: in this process, or in Redis so that the cap
// holds across every server process behind one address (REDIS_URL). In Redis each address is a
// sorted set of its sockets (`process:socket`), each scored with the time it expires: a process
// renews its sockets with every heartbeat, so the sockets of a process that died without closing
// them stop counting within three heartbeats.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * @typedef {{
 *   take(address: string, max: number): Promise<string | null>,
 *   give(address: string, ticket: string): void,
 *   close(): Promise<void>,
 * }} AddressCaps
 * take: a ticket for one socket of `address`, or null when it holds `max` already; give: the
 * socket closed.
 */

/** @returns {AddressCaps} */
export function createLocalCaps() {
  /** @type {Map<string, number>} */
  const counts = new Map();
  let n = 0;
  return {
    async take(address, max) {
      const open = counts.get(address) ?? 0;
      if (open >= max) return null;
      counts.set(address, open + 1);
      return String(++n);
    },
    give(address) {
      const left = (counts.get(address) ?? 1) - 1;
      if (left > 0) counts.set(address, left);
      else counts.delete(address);
    },
    async close() {},
  };
}

// KEYS[1] the address's set; ARGV: max, member, lifetime (ms). Redis's own clock, so processes
// with skewed clocks agree.
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
`;
// KEYS: sets; ARGV[1] lifetime, then one member per key.
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local until_ = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i = 1, #KEYS do
  if redis.call('ZADD', KEYS[i], 'XX', 'CH', until_, ARGV[i + 1]) >= 0 then
    redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[1]))
  end
end
return 0
`;

/**
 * @param {string} url @param {number} heartbeatMs @param {import('fastify').FastifyBaseLogger} log
 * @param {string} [prefix]
 * @returns {Promise<AddressCaps>}
 */
export async function createRedisCaps(url, heartbeatMs, log, prefix = 'cc-elements:sockets:') {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: 'cc-elements-sockets' });
  redis.on('error', (error) => log.warn(`alert socket caps: Redis: ${error.message}`));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`alert socket caps: cannot use Redis at ${url}: ${/** @type {Error} */ (error).message}`);
  }
  redis.defineCommand('ccTakeSocket', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  redis.defineCommand('ccRenewSockets', { lua: RENEW_SCRIPT });
  const commands = /** @type {Redis & Record<'ccTakeSocket' | 'ccRenewSockets', (...args: (string | number)[]) => Promise<number>>} */ (redis);
  const self = randomUUID();
  const lifetimeMs = 3 * heartbeatMs;
  /** This process's open sockets: member → address. @type {Map<string, string>} */
  const held = new Map();
  let n = 0;
  const renew = setInterval(() => {
    if (held.size === 0) return;
    const members = [...held.keys()];
    commands.ccRenewSockets(members.length, ...members.map((m) => prefix + held.get(m)), lifetimeMs, ...members)
      .catch((/** @type {Error} */ error) => log.warn(`alert socket caps: renewing failed: ${error.message}`));
  }, heartbeatMs);
  renew.unref();
  return {
    async take(address, max) {
      const member = `${self}:${++n}`;
      const taken = await commands.ccTakeSocket(prefix + address, max, member, lifetimeMs);
      if (!taken) return null;
      held.set(member, address);
      return member;
    },
    give(address, ticket) {
      // After close() every socket of this process is already gone from Redis.
      if (!held.delete(ticket)) return;
      redis.zrem(prefix + address, ticket)
        .catch((/** @type {Error} */ error) => log.warn(`alert socket caps: release failed: ${error.message}`));
    },
    async close() {
      clearInterval(renew);
      const members = [...held];
      held.clear();
      if (members.length) await Promise.all(members.map(([m, a]) => redis.zrem(prefix + a, m))).catch(() => {});
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

// @ts-check
// Which X-Forwarded-For entries to believe. Per-address limits (attempts, alert sockets) key on
// request.ip, so believing any entry a client writes would let each request pick its own
// address. Only the proxies' own entries are believed: a hop count (the last N hops are
// proxies) or the proxies' addresses. `true` (believe everything) is refused.

export const TRUST_PROXY_TRUE_TEXT = 'TRUST_PROXY=true would trust any X-Forwarded-For a client sends, so every ' +
  'client could pick its own address and escape the per-address limits. Give the number of proxies in front of ' +
  'the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,loopback).';

/**
 * The text of TRUST_PROXY as buildServer's trustProxy: unset or empty is off, digits a hop
 * count, anything else a comma-separated list of addresses, CIDR ranges or proxy-addr's names
 * (loopback, linklocal, uniquelocal). Throws on `true`.
 * @param {string | undefined} text
 * @returns {false | number | string}
 */
export function parseTrustProxy(text) {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  checkTrustProxy(value);
  return value;
}

/**
 * buildServer's trustProxy option as Fastify's: `true` is refused; a hop count N believes the
 * last N entries (the socket's peer and N - 1 forwarded ones). Fastify 5 itself believes no
 * entry for a number (it cannot tell a proxy from a client that reaches the server directly),
 * so a count is turned into a function here: give a count only when the server can be reached
 * through the proxies alone (HOST=127.0.0.1 behind a proxy on this machine), else addresses.
 * @param {unknown} value
 * @returns {false | string | string[] | ((address: string, hop: number) => boolean)}
 */
export function checkTrustProxy(value) {
  if (value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')) throw new Error(TRUST_PROXY_TRUE_TEXT);
  if (value === false || value === undefined || value === null) return false;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw new Error(`trustProxy: a hop count is a whole number, not ${value}`);
    return (_address, hop) => hop < value;
  }
  if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) return value;
  throw new Error('trustProxy: give a hop count or the proxies\' addresses');
}

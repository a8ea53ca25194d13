/**
 * The alert acknowledgement record: a channel's last acknowledged id, kept in local
 * storage and in a 30-day cookie under the same key (see ackKey in domain/alerts.ts). Reading takes
 * the higher of the two, so the record survives a cleared local storage (logout marker rule)
 * and a cookie that expired or was cleared.
 */
import { getCookie, setCookie } from '../core/cookies';
import { storage } from '../core/storage';
import { ACK_COOKIE_DAYS, nextAckId, parseAckId } from '../domain/alerts';

export function readLastAck(key: string): number {
  return Math.max(parseAckId(storage.get(key)), parseAckId(getCookie(key)));
}

/** Records `id` as acknowledged (never lowering the record); returns the id now on record. */
export function recordAck(key: string, id: number): number {
  const next = nextAckId(readLastAck(key), id);
  storage.set(key, String(next));
  setCookie(key, String(next), { days: ACK_COOKIE_DAYS, sameSite: 'lax' });
  return next;
}

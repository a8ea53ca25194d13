/** The local consent record in storage; the rules about it are in logic.ts. */
import { broadcast, storage } from '../../core/storage';
import {
  CONSENT_BROADCAST_CHANNEL,
  CONSENT_STORAGE_KEY,
  parseConsentRecord,
  type ConsentRecord,
} from './logic';

export function readConsentRecord(nowMs: number = Date.now()): ConsentRecord | null {
  return parseConsentRecord(storage.get(CONSENT_STORAGE_KEY), nowMs);
}

/** Stores the record and tells other tabs of this origin, so their banners close too. */
export function writeConsentRecord(record: ConsentRecord): void {
  storage.set(CONSENT_STORAGE_KEY, JSON.stringify(record));
  broadcast(CONSENT_BROADCAST_CHANNEL, record);
}

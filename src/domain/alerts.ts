/**
 * Important-announcement alerts (the alert and its acknowledgement record): the
 * channel and acknowledgement-key rules and the queue reducer. Pure: no DOM, no storage.
 */
import { isContestCode } from './codes';

export const ALL_CHANNEL = 'alerts-all';
export const CONTEST_CHANNEL_PREFIX = 'contest_';
/** Default no-ack id. */
const NO_ACK_ID = -1;
/** Acknowledgement cookie lifetime, in days. */
export const ACK_COOKIE_DAYS = 30;
/** Channels one socket may name (the server closes with 1008 beyond that). */
const MAX_CHANNELS = 20;
/**
 * Between the username and the channel in a contest channel's acknowledgement key
 * (`alice|contest_START1`). Usernames and channel names never contain '|', so no two
 * (user, channel) pairs share a key, and '|' is a legal cookie-name character.
 */
export const ACK_KEY_SEPARATOR = '|';
/** Storage-broadcast channel telling other tabs which alert id was acknowledged. */
export const ACK_BROADCAST_CHANNEL = 'cc-alerts-ack';

export interface AlertAudience {
  /** 'all', or a contest type (the reference server says 'contest'). */
  type: string;
  /** Set for contest alerts; null for 'all'. */
  contestCode: string | null;
}

export interface Alert {
  id: number;
  /** Server markup; untrusted, shown only through SafeHtml kind 'richText'. */
  message: string;
  targetAudience: AlertAudience;
}

const contestChannel = (code: string): string => `${CONTEST_CHANNEL_PREFIX}${code}`;

/** The channel an alert arrives on: 'alerts-all' or 'contest_{contestCode}'. */
export function channelOf(alert: Alert): string {
  return alert.targetAudience.type === 'all' ? ALL_CHANNEL : contestChannel(alert.targetAudience.contestCode ?? '');
}

/**
 * The local-storage key and cookie name of a channel's last acknowledged id. The all channel
 * is shared by everyone on the browser; contest channels are per user, so their key
 * is `{username}|{channel}`. A visitor (no username) uses the bare channel name.
 */
export function ackKey(channel: string, username: string): string {
  return channel === ALL_CHANNEL || username === '' ? channel : `${username}${ACK_KEY_SEPARATOR}${channel}`;
}

/** A stored acknowledgement (storage or cookie text) as an id; anything else is "none". */
export function parseAckId(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^-?\d+$/.test(raw.trim())) return NO_ACK_ID;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= NO_ACK_ID ? id : NO_ACK_ID;
}

/**
 * An alert from the server (socket message or recent call) in our shape, or null when it is
 * not one: the id must be a non-negative integer, the message a string, the audience 'all'
 * or a contest type with a valid contest code.
 */
export function parseAlert(raw: unknown): Alert | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, message, target_audience: audience } = raw as Record<string, unknown>;
  const numericId = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof numericId !== 'number' || !Number.isSafeInteger(numericId) || numericId < 0) return null;
  if (typeof message !== 'string') return null;
  if (typeof audience !== 'object' || audience === null) return null;
  const { type, contestCode } = audience as Record<string, unknown>;
  if (typeof type !== 'string' || type === '') return null;
  if (type === 'all') return { id: numericId, message, targetAudience: { type, contestCode: null } };
  if (typeof contestCode !== 'string' || !isContestCode(contestCode)) return null;
  return { id: numericId, message, targetAudience: { type, contestCode } };
}

/**
 * The channels to subscribe to: 'alerts-all' first, then each distinct valid contest code's
 * channel, capped at MAX_CHANNELS. Invalid codes are returned so the caller can report them.
 */
export function channelsFor(contestCodes: readonly string[]): { channels: string[]; rejected: string[] } {
  const channels = [ALL_CHANNEL];
  const rejected: string[] = [];
  for (const code of contestCodes) {
    if (!isContestCode(code)) rejected.push(code);
    else if (!channels.includes(contestChannel(code)) && channels.length < MAX_CHANNELS) channels.push(contestChannel(code));
  }
  return { channels, rejected };
}

/** The `contests` attribute: codes separated by commas and/or whitespace. */
export function parseContestList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((code) => code !== '');
}

/** Query of GET /api/alerts/recent: each channel's last acknowledged id (-1 when none). */
export function recentQuery(channels: readonly string[], lastAckOf: (channel: string) => number): Record<string, number> {
  return Object.fromEntries(channels.map((channel) => [channel, lastAckOf(channel)]));
}

export type LastAckOf = (channel: string) => number;

export type QueueAction =
  | { type: 'add'; alert: Alert }
  | { type: 'replace'; alerts: readonly Alert[] }
  | { type: 'remove'; id: number };

const isAcknowledged = (alert: Alert, lastAckOf: LastAckOf) => alert.id <= lastAckOf(channelOf(alert));

/**
 * The queue after `action`, front (the alert on top, acknowledged first) to back. Alerts at
 * or below their channel's last acknowledged id are never queued, and an id is queued once.
 * Returns the same array when nothing changed, so subscribers do not re-render.
 */
export function reduceQueue(queue: readonly Alert[], action: QueueAction, lastAckOf: LastAckOf): readonly Alert[] {
  switch (action.type) {
    case 'add':
      if (isAcknowledged(action.alert, lastAckOf) || queue.some((alert) => alert.id === action.alert.id)) return queue;
      return [...queue, action.alert];
    case 'replace': {
      const next: Alert[] = [];
      for (const alert of action.alerts) {
        if (!isAcknowledged(alert, lastAckOf) && !next.some((queued) => queued.id === alert.id)) next.push(alert);
      }
      return next;
    }
    case 'remove':
      return queue.some((alert) => alert.id === action.id) ? queue.filter((alert) => alert.id !== action.id) : queue;
  }
}

/** The acknowledgement to record: ids only go up, so an older alert never lowers it. */
export function nextAckId(previous: number, acknowledged: number): number {
  return Math.max(previous, acknowledged);
}

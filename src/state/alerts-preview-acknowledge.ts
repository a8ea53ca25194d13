/**
 * 'Okay' on the server's preview of the announcements, acknowledged in place (alerts-preview.ts
 * loads this on the click): the record the element's own 'Okay' keeps, and the word to other tabs.
 */
import { broadcast } from '../core/storage';
import { ACK_BROADCAST_CHANNEL, ACK_KEY_SEPARATOR, ALL_CHANNEL, CONTEST_CHANNEL_PREFIX } from '../domain/alerts';
import { isContestCode } from '../domain/codes';
import { recordAck } from './alert-acks';

const isChannel = (channel: string) =>
  channel === ALL_CHANNEL || (channel.startsWith(CONTEST_CHANNEL_PREFIX) && isContestCode(channel.slice(CONTEST_CHANNEL_PREFIX.length)));

/**
 * What a preview's form acknowledges: its channel's record (`data-ack-key`, as domain/alerts.ts
 * ackKey names it for the page's user) and the alert's id; null when the form does not say so
 * plainly.
 */
function acknowledgementOf(form: HTMLFormElement): { key: string; id: number } | null {
  const field = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const channel = field('channel');
  const id = field('id');
  const key = form.dataset.ackKey ?? '';
  if (!isChannel(channel) || !/^\d{1,15}$/.test(id)) return null;
  if (key !== channel && !(channel !== ALL_CHANNEL && key.endsWith(`${ACK_KEY_SEPARATOR}${channel}`))) return null;
  return { key, id: Number(id) };
}

/** Records what the form acknowledges and tells other tabs; false when it does not say plainly. */
export function acknowledgeFromForm(form: HTMLFormElement): boolean {
  const acknowledgement = acknowledgementOf(form);
  if (!acknowledgement) return false;
  recordAck(acknowledgement.key, acknowledgement.id);
  broadcast(ACK_BROADCAST_CHANNEL, { id: acknowledgement.id });
  return true;
}

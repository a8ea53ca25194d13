/**
 * A framework-free bus for user-visible messages (errors, notices...). Core services emit here;
 * the toast UI subscribes. Messages emitted before the UI has mounted (an error during page
 * load) are buffered and handed to the next subscriber, so nothing is lost to load order.
 */
import { onPageReset } from './page-reset';

export type NotifyStyle = 'error' | 'notice' | 'warning' | 'info' | 'success';

export interface Notification {
  style: NotifyStyle;
  message: string;
  title?: string;
}

export type NotifyHandler = (notification: Notification) => void;

/** Enough for a burst at load; beyond it the oldest are dropped rather than growing forever. */
const BUFFER_LIMIT = 50;

const handlers = new Set<NotifyHandler>();
let buffer: Notification[] = [];

function deliver(handler: NotifyHandler, notification: Notification): void {
  try {
    handler(notification);
  } catch (error) {
    // One broken subscriber must not stop the others from showing the message.
    console.error('notify handler failed', error);
  }
}

export function notify(notification: Notification): void {
  if (handlers.size === 0) {
    buffer.push(notification);
    if (buffer.length > BUFFER_LIMIT) buffer.shift();
    return;
  }
  for (const handler of [...handlers]) deliver(handler, notification);
}

/** Subscribes; buffered messages are delivered to this handler at once. Returns unsubscribe. */
export function onNotify(handler: NotifyHandler): () => void {
  handlers.add(handler);
  const pending = buffer;
  buffer = [];
  for (const notification of pending) deliver(handler, notification);
  return () => {
    handlers.delete(handler);
  };
}

onPageReset(() => {
  handlers.clear();
  buffer = [];
});

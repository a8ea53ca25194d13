/**
 * Toast rules (options and their lifecycle) as pure functions: option defaults and validation, how a message
 * of the notify bus becomes a toast, and how namespaces replace each other. No DOM, no timers.
 */
import type { Notification } from '../core/notify';
import { TOAST_LOCATIONS, TOAST_SIZES, TOAST_STYLES } from '../declarations/cc-toasts.decl';

// The lists are the element's declared values (the declaration is their one source).
export { TOAST_LOCATIONS, TOAST_SIZES };

export type ToastStyle = (typeof TOAST_STYLES)[number];
export type ToastSize = (typeof TOAST_SIZES)[number];
export type ToastLocation = (typeof TOAST_LOCATIONS)[number];

/** A toast stays 3200 ms. */
export const TOAST_DURATION_MS = 3200;
const TOAST_CLOSE_GLYPH = '×';
export const DEFAULT_TOAST_SIZE: ToastSize = 'medium';
export const DEFAULT_TOAST_LOCATION: ToastLocation = 'top-right';
/** How long the slide-out lasts before the toast leaves the DOM (0 with reduced motion). */
export const TOAST_EXIT_MS = 250;

/** What callers pass to showToast. */
export interface ToastOptions {
  message: string;
  title?: string;
  style?: ToastStyle;
  size?: ToastSize;
  location?: ToastLocation;
  /** ms on screen before it slides out. */
  duration?: number;
  /** Text of the close control. */
  close?: string;
  /** Toasts of one namespace replace each other and can be cleared together. */
  namespace?: string;
  /** Stays until dismissed. */
  static?: boolean;
}

/**
 * A toast in the queue. size, location and duration stay undefined when the caller gave none,
 * so the page's <cc-toasts> defaults apply at render time.
 */
export interface Toast {
  id: number;
  message: string;
  title: string;
  style: ToastStyle;
  size?: ToastSize;
  location?: ToastLocation;
  duration?: number;
  close: string;
  namespace?: string;
  static: boolean;
  /** Sliding out: no longer announced, removed after TOAST_EXIT_MS. */
  leaving: boolean;
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  console.warn(`showToast: option "${name}" expects one of ${allowed.join(', ')}; got ${JSON.stringify(value)}. It is ignored.`);
  return undefined;
}

/** Checks caller options (they may come from untyped legacy scripts) into a queued toast. */
export function toToast(id: number, options: ToastOptions): Toast {
  let duration: number | undefined;
  if (options.duration !== undefined) {
    if (typeof options.duration === 'number' && Number.isFinite(options.duration) && options.duration > 0) {
      duration = options.duration;
    } else {
      console.warn(`showToast: option "duration" expects a positive number of ms; got ${JSON.stringify(options.duration)}. It is ignored.`);
    }
  }
  return {
    id,
    message: String(options.message ?? ''),
    title: typeof options.title === 'string' ? options.title : '',
    style: oneOf('style', options.style, TOAST_STYLES) ?? 'default',
    size: oneOf('size', options.size, TOAST_SIZES),
    location: oneOf('location', options.location, TOAST_LOCATIONS),
    duration,
    close: typeof options.close === 'string' && options.close !== '' ? options.close : TOAST_CLOSE_GLYPH,
    namespace: typeof options.namespace === 'string' && options.namespace !== '' ? options.namespace : undefined,
    static: options.static === true,
    leaving: false,
  };
}

/** The queue after adding `toast`: an earlier toast of the same namespace gives way to it. */
export function addToQueue(queue: readonly Toast[], toast: Toast): Toast[] {
  if (toast.namespace === undefined) return [...queue, toast];
  return [...queue.filter((t) => t.namespace !== toast.namespace), toast];
}

/**
 * A notify-bus message as toast options (toasts titled 'Error!', 'Notice!',
 * 'Warning!'). info and success have no toast style of their own: success is shown in the
 * notice colours, info in the default ones. A title given by the sender wins.
 */
export function toastFromNotification(notification: Notification): ToastOptions {
  const mapping: Record<Notification['style'], { style: ToastStyle; title: string }> = {
    error: { style: 'error', title: 'Error!' },
    notice: { style: 'notice', title: 'Notice!' },
    warning: { style: 'warning', title: 'Warning!' },
    success: { style: 'notice', title: 'Success!' },
    info: { style: 'default', title: 'Info' },
  };
  const { style, title } = mapping[notification.style] ?? mapping.info;
  return { style, title: notification.title ?? title, message: notification.message };
}

/** Errors interrupt (assertive); everything else waits for a pause (polite). */
export function politenessOf(style: ToastStyle): 'assertive' | 'polite' {
  return style === 'error' ? 'assertive' : 'polite';
}

import { declareElement, t } from '../core/declare';

// The allowed values, written once: domain/toasts.ts and the component import these lists.
export const TOAST_STYLES = ['default', 'error', 'notice', 'warning'] as const;
export const TOAST_SIZES = ['small', 'medium', 'large'] as const;
export const TOAST_LOCATIONS = ['top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'] as const;

const style = t.oneOf(...TOAST_STYLES);
const size = t.oneOf(...TOAST_SIZES);
const location = t.oneOf(...TOAST_LOCATIONS);

/** What show() takes: the legacy toast options. */
const toastOptions = t.object({
  message: t.string,
  title: t.optional(t.string),
  style: t.optional(style),
  size: t.optional(size),
  location: t.optional(location),
  duration: t.optional(t.number),
  close: t.optional(t.string),
  namespace: t.optional(t.string),
  static: t.optional(t.boolean),
});

export const declaration = declareElement({
  tag: 'cc-toasts',
  summary: 'The page\'s toast host: shows toast messages in a corner, announces them, and removes ' +
    'them after their duration.',
  description:
    'Put one on a page (a second one stays empty). Messages come from notify() of the core ' +
    '(also those sent before this element appeared) and from showToast() of ' +
    'src/state/toasts.ts; legacy scripts can call element.show({ title, message, style, size, ' +
    'location, duration, close, namespace, static }) which returns an id, element.dismiss(id) ' +
    'and element.clear(namespace?). A toast stays 3200 ms unless it gives a duration (static ' +
    'toasts stay until dismissed), pauses while hovered or focused, then slides out; a right ' +
    'click or the close control dismisses it. Errors are announced assertively, other toasts ' +
    'politely.',
  props: {
    location: {
      type: location,
      default: 'top-right',
      description: 'Default corner for toasts that name none: top-right (default), top-left, top-center, ' +
        'bottom-right, bottom-left, bottom-center.',
    },
    duration: {
      type: t.number,
      default: 3200,
      description: 'Default time on screen in ms for toasts that give none (3200).',
    },
    size: {
      type: size,
      default: 'medium',
      description: 'Default size for toasts that give none: small, medium (default), large.',
    },
  },
  methods: {
    show: {
      description: 'Shows a toast (a string is its message) and returns its id.',
      parameters: [{ name: 'options', type: t.union(toastOptions, t.string) }],
      returns: t.number,
    },
    dismiss: {
      description: 'Dismisses the toast with this id (it slides out).',
      parameters: [{ name: 'id', type: t.number }],
    },
    clear: {
      description: 'Dismisses every toast, or those of one namespace.',
      parameters: [{ name: 'namespace', type: t.string, optional: true }],
    },
  },
  parts: {
    'region': 'The landmark holding every corner.',
    'stack': 'One corner\'s column of toasts.',
    'toast': 'A toast; it also has the part toast-<style> (toast-default, toast-error, toast-notice, ' +
      'toast-warning).',
    'toast-title': 'The toast\'s title.',
    'toast-message': 'The toast\'s message.',
    'toast-close': 'The close control.',
  },
  cssProperties: {
    '--cc-toast-z-index': 'Stacking order of the corners (10000).',
    '--cc-toast-default-bg': 'Background of default toasts.',
    '--cc-toast-error-bg': 'Background of error toasts.',
    '--cc-toast-notice-bg': 'Background of notice toasts.',
    '--cc-toast-warning-bg': 'Background of warning toasts.',
    '--cc-toast-fg': 'Text colour of toasts.',
  },
});

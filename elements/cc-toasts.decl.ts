import { declareElement, t } from '../src/core/declare';

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
      type: t.oneOf('top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'),
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
      type: t.oneOf('small', 'medium', 'large'),
      default: 'medium',
      description: 'Default size for toasts that give none: small, medium (default), large.',
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

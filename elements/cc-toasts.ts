/**
 * @tag cc-toasts
 * @summary The page's toast host: shows toast messages in a corner, announces them, and removes them after their duration.
 * Put one on a page (a second one stays empty). Messages come from notify() of the core (also
 * those sent before this element appeared) and from showToast() of src/state/toasts.ts; legacy
 * scripts can call element.show({ title, message, style, size, location, duration, close,
 * namespace, static }) which returns an id, element.dismiss(id) and element.clear(namespace?).
 * A toast stays 3200 ms unless it gives a duration (static toasts stay until dismissed), pauses
 * while hovered or focused, then slides out; a right click or the close control dismisses it.
 * Errors are announced assertively, other toasts politely.
 * @attr {string} location - Default corner for toasts that name none: top-right (default), top-left, top-center, bottom-right, bottom-left, bottom-center.
 * @attr {number} duration - Default time on screen in ms for toasts that give none (3200).
 * @attr {string} size - Default size for toasts that give none: small, medium (default), large.
 * @csspart region - The landmark holding every corner.
 * @csspart stack - One corner's column of toasts.
 * @csspart toast - A toast; it also has the part toast-<style> (toast-default, toast-error, toast-notice, toast-warning).
 * @csspart toast-title - The toast's title.
 * @csspart toast-message - The toast's message.
 * @csspart toast-close - The close control.
 * @cssprop --cc-toast-z-index - Stacking order of the corners (10000).
 * @cssprop --cc-toast-default-bg - Background of default toasts.
 * @cssprop --cc-toast-error-bg - Background of error toasts.
 * @cssprop --cc-toast-notice-bg - Background of notice toasts.
 * @cssprop --cc-toast-warning-bg - Background of warning toasts.
 * @cssprop --cc-toast-fg - Text colour of toasts.
 */
import { defineElement } from '../src/core/define';
import { ToastHost } from '../src/features/toasts/ToastHost';
import { clearToasts, dismissToast, showToast, type ToastOptions } from '../src/state/toasts';
import { toastCss } from '../src/ui/toast.styles';

const ToastsElement = defineElement('cc-toasts', ToastHost, {
  props: { location: 'string', duration: 'number', size: 'string' },
  styles: [toastCss],
});

// Methods for pages without a module system; the queue is page-wide, not per element.
Object.assign(ToastsElement.prototype, {
  show: (options: ToastOptions | string): number => showToast(options),
  dismiss: (id: number): void => dismissToast(id),
  clear: (namespace?: string): void => clearToasts(namespace),
});

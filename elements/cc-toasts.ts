import { defineElement } from '../src/core/define';
import { declaration } from './cc-toasts.decl';
import { ToastHost } from '../src/features/toasts/ToastHost';
import { clearToasts, dismissToast, showToast, type ToastOptions } from '../src/state/toasts';
import { toastCss } from '../src/ui/toast.styles';

const ToastsElement = defineElement(declaration, ToastHost, { styles: [toastCss] });

// Methods for pages without a module system; the queue is page-wide, not per element.
Object.assign(ToastsElement.prototype, {
  show: (options: ToastOptions | string): number => showToast(options),
  dismiss: (id: number): void => dismissToast(id),
  clear: (namespace?: string): void => clearToasts(namespace),
});

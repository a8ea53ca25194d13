import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-toasts.decl';
import { ToastHost } from '../src/features/toasts/ToastHost';
import { clearToasts, dismissToast, showToast } from '../src/state/toasts';
import type { ElementMethods } from '../src/core/declare';
import { toastCss } from '../src/ui/toast.styles';

const ToastsElement = defineElement(declaration, ToastHost, { styles: [toastCss] });

// Methods for pages without a module system; the queue is page-wide, not per element.
const methods: ElementMethods<typeof declaration> = {
  show: (options) => showToast(options),
  dismiss: (id) => dismissToast(id),
  clear: (namespace) => clearToasts(namespace),
};
Object.assign(ToastsElement.prototype, methods);

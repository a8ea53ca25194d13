import { uiLayer } from '../core/styles';

/** Toasts and their corner stacks; shared by <cc-toasts> (and any element hosting toasts). */
export const toastCss = uiLayer(`
.region { position: static; }
.stack {
  position: fixed; z-index: var(--cc-toast-z-index, 10000);
  display: flex; flex-direction: column;
  max-width: calc(100vw - 2rem); pointer-events: none;
}
.stack.top-right { top: 1rem; right: 1rem; align-items: flex-end; }
.stack.top-left { top: 1rem; left: 1rem; align-items: flex-start; }
.stack.top-center { top: 1rem; left: 50%; transform: translateX(-50%); align-items: center; }
.stack.bottom-right { bottom: 1rem; right: 1rem; align-items: flex-end; flex-direction: column-reverse; }
.stack.bottom-left { bottom: 1rem; left: 1rem; align-items: flex-start; flex-direction: column-reverse; }
.stack.bottom-center { bottom: 1rem; left: 50%; transform: translateX(-50%); align-items: center; flex-direction: column-reverse; }
/* Empty lanes stay rendered (zero height): a live region must exist before its content. */
.lane { display: flex; flex-direction: inherit; align-items: inherit; gap: 0.5rem; }
.lane:not(:empty) + .lane:not(:empty) { margin-top: 0.5rem; }
.stack[class*="bottom-"] .lane:not(:empty) + .lane:not(:empty) { margin: 0 0 0.5rem; }

.toast {
  --_toast-bg: var(--cc-toast-default-bg, #3d4752);
  pointer-events: auto;
  display: flex; align-items: flex-start; gap: 0.75rem;
  width: 20rem; max-width: 100%;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-radius: var(--_radius);
  background: var(--_toast-bg); color: var(--cc-toast-fg, #ffffff);
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  animation: cc-toast-in-right 250ms ease-out both;
}
.toast.style-error { --_toast-bg: var(--cc-toast-error-bg, #b42318); }
.toast.style-notice { --_toast-bg: var(--cc-toast-notice-bg, #1a7f37); }
.toast.style-warning { --_toast-bg: var(--cc-toast-warning-bg, #8a5300); }
.toast.size-small { width: 15rem; font-size: 0.875em; }
.toast.size-large { width: 28rem; font-size: 1.0625em; }
.toast.from-top-left, .toast.from-bottom-left { animation-name: cc-toast-in-left; }
.toast.from-top-center { animation-name: cc-toast-in-top; }
.toast.from-bottom-center { animation-name: cc-toast-in-bottom; }
.toast.leaving { animation: cc-toast-out-right 250ms ease-in both; pointer-events: none; }
.toast.leaving.from-top-left, .toast.leaving.from-bottom-left { animation-name: cc-toast-out-left; }
.toast.leaving.from-top-center { animation-name: cc-toast-out-top; }
.toast.leaving.from-bottom-center { animation-name: cc-toast-out-bottom; }

.body { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.title { margin: 0 0 0.125rem; font-weight: 700 !important; }
.message { margin: 0; white-space: pre-line; }
.close {
  flex: none; min-width: 1.75rem; min-height: 1.75rem; padding: 0; margin: -0.25rem -0.25rem 0 0;
  border: 0; border-radius: var(--_radius); background: transparent; color: inherit;
  font: inherit; font-size: 1.25em; line-height: 1; cursor: pointer;
}
.close:hover { background: rgb(255 255 255 / 0.15); }
.close:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }

@keyframes cc-toast-in-right { from { transform: translateX(110%); opacity: 0; } }
@keyframes cc-toast-in-left { from { transform: translateX(-110%); opacity: 0; } }
@keyframes cc-toast-in-top { from { transform: translateY(-120%); opacity: 0; } }
@keyframes cc-toast-in-bottom { from { transform: translateY(120%); opacity: 0; } }
@keyframes cc-toast-out-right { to { transform: translateX(110%); opacity: 0; } }
@keyframes cc-toast-out-left { to { transform: translateX(-110%); opacity: 0; } }
@keyframes cc-toast-out-top { to { transform: translateY(-120%); opacity: 0; } }
@keyframes cc-toast-out-bottom { to { transform: translateY(120%); opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .toast, .toast.leaving { animation: none; }
}
`);

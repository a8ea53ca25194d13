import { uiLayer } from '../core/styles';

/** The dialog of src/ui/Modal.tsx; any element rendering a Modal adopts this sheet. */
export const modalCss = uiLayer(`
.modal {
  --_modal-accent: var(--_color-primary);
  width: min(var(--cc-modal-width, 500px), calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0; border: 0; border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.35);
  overflow: auto;
}
.modal::backdrop { background: rgb(15 23 42 / 0.45); backdrop-filter: blur(2px); }
.modal.type-success { --_modal-accent: var(--_color-success); }
.modal.type-warning { --_modal-accent: var(--_color-warning); }
.modal.type-error { --_modal-accent: var(--_color-error); }
.modal.type-attention { --_modal-accent: var(--cc-modal-attention, #8250df); }
.box { border-top: 4px solid var(--_modal-accent); padding: 1rem 1.25rem 1.25rem; }
.header { display: flex; align-items: center; gap: 0.625rem; margin-bottom: 0.75rem; }
.icon { flex: none; color: var(--_modal-accent); }
.heading { flex: 1; margin: 0; font-size: 1.2em; font-weight: 700 !important; line-height: 1.3; }
.close {
  flex: none; width: 2rem; height: 2rem; padding: 0; border: 0; border-radius: var(--_radius);
  background: transparent; color: var(--_color-muted); font: inherit; font-size: 1.5em; line-height: 1; cursor: pointer;
}
.close:hover { background: var(--_color-surface-alt); color: var(--_color-text); }
.content { overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem; margin-top: 1.25rem; }
.button {
  min-height: 2.25rem; padding: 0.375rem 1rem; border: 1px solid transparent; border-radius: var(--_radius);
  background: var(--_modal-accent); color: var(--_color-primary-contrast);
  font: inherit; font-weight: 600 !important; cursor: pointer;
}
.modal.type-warning .button { background: var(--_color-warning); }
.button.secondary { background: transparent; color: var(--_color-text); border-color: var(--_color-border); }
@media (prefers-reduced-motion: no-preference) {
  .modal[open] { animation: cc-modal-in 160ms ease-out; }
  @keyframes cc-modal-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
}
`);

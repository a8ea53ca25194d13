import { uiLayer } from '../core/styles';

export const errorPanelCss = uiLayer(`
.error-panel {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem;
  padding: 0.75rem 1rem; border: 1px solid var(--_color-error); border-left-width: 4px;
  border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-text);
}
.error-panel .icon { flex: none; color: var(--_color-error); }
.error-panel .message { flex: 1 1 12rem; overflow-wrap: anywhere; }
.error-panel .message p { margin: 0; }
.error-panel .button {
  min-height: 2.25rem; padding: 0.375rem 1rem; border: 0; border-radius: var(--_radius);
  background: var(--_color-error); color: var(--_color-primary-contrast); font: inherit; font-weight: 600 !important; cursor: pointer;
}
`);

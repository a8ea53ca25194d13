/**
 * The input and its suggestion list. The wrapper shrinks to the input (inline-block), so the
 * absolutely placed list's `min-width: 100%` is the input's width (the generic component's
 * rule: list minimum width equals the input width).
 */
import { uiLayer } from '../core/styles';

export const autocompleteCss = uiLayer(`
.autocomplete { position: relative; display: inline-block; max-width: 100%; vertical-align: top; }
.input {
  box-sizing: border-box;
  max-width: 100%;
  padding: 0.375rem 0.5rem;
  font: inherit;
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
}
.input[aria-invalid="true"] { border-color: var(--_color-error); }
.list {
  position: absolute;
  z-index: 10;
  top: 100%;
  left: 0;
  min-width: 100%;
  max-height: 18rem;
  overflow-y: auto;
  margin: 2px 0 0;
  padding: 0.25rem 0;
  list-style: none !important;
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  box-shadow: 0 6px 16px rgb(0 0 0 / 0.15);
}
.list[hidden], .list.none { display: none; }
.option { padding: 0.25rem 0.625rem; cursor: pointer !important; white-space: nowrap !important; }
.option.highlighted { color: var(--_color-primary-contrast); background: var(--_color-primary); }
.error { margin: 0.25rem 0 0; color: var(--_color-error); font-size: 0.875em; }
.error:empty { margin: 0; }
`);

import { uiLayer } from '../core/styles';

export const copyButtonCss = uiLayer(`
/* Only the standalone <cc-copy-button>: an element that renders the part keeps its own box. */
:host(cc-copy-button) { display: inline-block; vertical-align: middle; }
.copy { display: inline-flex; }
.copy-button {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 2rem; min-height: 2rem; padding: 0.25rem;
  border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); cursor: pointer;
}
.copy-button:hover { background: var(--_color-surface-alt); }
.copy-button.copied { color: var(--_color-success); border-color: var(--_color-success); }
`);

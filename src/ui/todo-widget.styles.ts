/** The todo widget: an icon button, the 'already present' mark, and a message beside them. */
import { uiLayer } from '../core/styles';

export const todoWidgetCss = uiLayer(`
/* Only the standalone <cc-todo-widget>: an element that renders the part keeps its own box. */
:host(cc-todo-widget) { display: inline-block; vertical-align: middle; }
.todo-widget { display: inline-flex; align-items: center; gap: 0.375rem; transition: opacity 120ms ease-in-out; }
.todo-widget.concealed { opacity: 0; }
@media (hover: none) { .todo-widget.concealed { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .todo-widget { transition: none; } }
.todo-widget button {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2rem; min-height: 2rem;
  padding: 0.25rem; border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); cursor: pointer;
}
.todo-widget button:hover { background: var(--_color-surface-alt); }
.todo-widget button:focus-visible, .todo-present:focus-visible { outline: 2px solid var(--_color-primary); outline-offset: 2px; }
.todo-widget button[aria-busy="true"] { cursor: progress; opacity: 0.7; }
.todo-present { display: inline-flex; align-items: center; justify-content: center; min-width: 2rem; min-height: 2rem; color: var(--_color-success); }
.todo-markup { display: inline-flex; align-items: center; gap: 0.375rem; }
.todo-icon { display: block; }
.todo-message { margin: 0; font-size: 0.875rem; }
.todo-message.error { color: var(--_color-error); }
`);

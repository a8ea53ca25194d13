/** The todo widget: an icon button, the 'already present' mark, and a message beside them. */
export const todoWidgetCss = `
.todo-widget { display: inline-flex; align-items: center; gap: 0.375rem; transition: opacity 120ms ease-in-out; }
.todo-widget.concealed { opacity: 0; }
@media (hover: none) { .todo-widget.concealed { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .todo-widget { transition: none; } }
.todo-widget button {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2rem; min-height: 2rem;
  padding: 0.25rem; border: 1px solid var(--cc-color-border); border-radius: var(--cc-radius);
  background: var(--cc-color-surface); color: var(--cc-color-text); cursor: pointer;
}
.todo-widget button:hover { background: var(--cc-color-surface-alt); }
.todo-widget button:focus-visible, .todo-present:focus-visible { outline: 2px solid var(--cc-color-primary); outline-offset: 2px; }
.todo-widget button[aria-busy="true"] { cursor: progress; opacity: 0.7; }
.todo-present { display: inline-flex; align-items: center; justify-content: center; min-width: 2rem; min-height: 2rem; color: var(--cc-color-success); }
.todo-icon { display: block; }
.todo-message { margin: 0; font-size: 0.875rem; }
.todo-message.error { color: var(--cc-color-error); }
`;

/** Only for <cc-todo-widget> itself: pages that render the widget inside their own root skip it. */
export const todoWidgetHostCss = `:host { display: inline-block; vertical-align: middle; }`;

/**
 * The prompt renders in the top layer (a modal <dialog>), so the host needs no box of its own.
 * `display: contents !important` on :host beats a page's `cc-command-prompt { display: none
 * !important }` (important declarations of the shadow context win), and with no box the page
 * cannot hide it through the host's opacity, transform or clipping either.
 */
export const commandPromptCss = `
:host { display: contents !important; }
dialog {
  visibility: visible !important;
  opacity: 1 !important;
  box-sizing: border-box;
  width: min(var(--cc-command-prompt-width, 32rem), calc(100vw - 2rem));
  max-width: none;
  margin: 15vh auto auto;
  padding: 1rem 1.25rem;
  color: var(--_color-text);
  background: var(--_color-surface);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
  font: inherit;
}
dialog::backdrop { background: var(--cc-command-prompt-backdrop, rgb(0 0 0 / 0.35)); }
.form { display: grid; gap: 0.5rem; margin: 0; }
.title { margin: 0; font-size: 1rem; font-weight: 600; }
.input {
  width: 100%;
  padding: 0.5rem 0.625rem;
  font: inherit;
  font-family: var(--_font-mono);
  color: var(--_color-text);
  background: var(--_color-surface-alt);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
}
.input[aria-invalid="true"] { border-color: var(--_color-error); }
.hint { margin: 0; font-size: 0.85em; color: var(--_color-muted); }
.error { margin: 0; color: var(--_color-error); font-weight: 600; }
.actions { display: flex; justify-content: flex-end; gap: 0.5rem; }
.button {
  padding: 0.375rem 0.875rem;
  font: inherit;
  color: var(--_color-text);
  background: var(--_color-surface-alt);
  border: 1px solid var(--_color-border);
  border-radius: var(--_radius);
  cursor: pointer;
}
.button.primary {
  color: var(--_color-primary-contrast);
  background: var(--_color-primary);
  border-color: var(--_color-primary);
}
`;

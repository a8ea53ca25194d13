export const copyButtonCss = `
:host { display: inline-block; vertical-align: middle; }
.copy { display: inline-flex; }
.copy-button {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 2rem; min-height: 2rem; padding: 0.25rem;
  border: 1px solid var(--cc-color-border); border-radius: var(--cc-radius);
  background: var(--cc-color-surface); color: var(--cc-color-text); cursor: pointer;
}
.copy-button:hover { background: var(--cc-color-surface-alt); }
.copy-button.copied { color: var(--cc-color-success); border-color: var(--cc-color-success); }
`;

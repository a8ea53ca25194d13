/** Shadow styles of cc-comments. Colours come from the base --cc-* properties. */
export const commentsCss = `
:host { display: block; }
.comments { max-width: var(--cc-comments-max-width, 72rem); }
a { color: var(--_color-primary); }
code, pre { font-family: var(--_font-mono); }
.heading { margin: 0 0 0.5em; font-size: 1.25em; }
.toggle {
  display: inline-flex; align-items: center; gap: 0.5em; padding: 0.25em 0; border: 0; background: none;
  font: inherit; font-weight: 700 !important; color: var(--_color-text); cursor: pointer;
}
.chevron {
  width: 0.6em; height: 0.6em; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: rotate(-45deg); transition: transform 120ms;
}
.toggle[aria-expanded="true"] .chevron { transform: rotate(45deg); }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
.button {
  min-height: 2.25rem; padding: 0.375rem 1rem; border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); font: inherit; cursor: pointer;
}
.button:disabled, .link-button:disabled { opacity: 0.6; cursor: default; }
.link-button { font: inherit; color: var(--_color-primary); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.banner {
  display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; margin: 0 0 1em; padding: 0.5em 0.75em;
  border: 1px solid var(--_color-border); border-radius: var(--_radius); background: var(--_color-surface-alt);
}
.muted, .empty, .login { color: var(--_color-muted); }
.thread, .replies { list-style: none !important; margin: 0; padding: 0; }
.more { margin-top: 0.5em; }
.notice { color: var(--_color-error); }
`;

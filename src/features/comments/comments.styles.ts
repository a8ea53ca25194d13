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
.button.primary { background: var(--_color-primary); border-color: var(--_color-primary); color: var(--_color-primary-contrast); }
.button[aria-pressed="true"] { background: var(--_color-surface-alt); border-color: var(--_color-primary); }
.button:disabled, .link-button:disabled { opacity: 0.6; cursor: default; }
.link-button { font: inherit; color: var(--_color-primary); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.link-button.danger { color: var(--_color-error); }
.banner {
  display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; margin: 0 0 1em; padding: 0.5em 0.75em;
  border: 1px solid var(--_color-border); border-radius: var(--_radius); background: var(--_color-surface-alt);
}
.box { display: grid; gap: 0.5em; margin: 0 0 1em; }
.text {
  width: 100%; min-height: 5em; padding: 0.5em 0.6em; resize: vertical; border: 1px solid var(--_color-border);
  border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-text); font: inherit;
}
.text[aria-invalid="true"] { border-color: var(--_color-error); }
.preview { padding: 0.5em 0.75em; border: 1px dashed var(--_color-border); border-radius: var(--_radius); }
.box-actions { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.status { color: var(--_color-muted); }
.error { margin: 0; color: var(--_color-error); }
.done { margin: 0.25em 0 0; color: var(--_color-success); }
.muted, .empty, .login { color: var(--_color-muted); }
.thread, .replies { list-style: none !important; margin: 0; padding: 0; }
.replies { margin-left: 1.25em; padding-left: 0.75em; border-left: 2px solid var(--_color-border); }
.replies.flat { margin-left: 0; }
.comment { margin: 0 0 0.75em; padding: 0.6em 0.75em; border: 1px solid var(--_color-border); border-radius: var(--_radius); background: var(--_color-surface); }
.comment[data-important] { border-color: var(--_color-primary); border-left-width: 4px; background: var(--_color-surface-alt); }
.comment[data-unpublished] { border-style: dashed; border-color: var(--_color-warning); }
.comment-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.avatar { width: 32px; height: 32px; border-radius: 50%; flex: none; }
.default-avatar { fill: var(--_color-muted); background: var(--_color-surface-alt); }
.author { font-weight: 600 !important; }
.time { color: var(--_color-muted); font-size: 0.9em; }
.badge { padding: 0.05em 0.5em; border-radius: 999px; font-size: 0.8em; font-weight: 600 !important; }
.badge.important { background: var(--_color-primary); color: var(--_color-primary-contrast); }
.badge.unpublished { border: 1px solid var(--_color-warning); color: var(--_color-text); }
.content { overflow-wrap: anywhere; }
.content p { margin: 0.4em 0; }
.content img { max-width: 100%; height: auto; }
.content pre { padding: 0.6em; overflow-x: auto; background: var(--_color-surface-alt); border-radius: var(--_radius); }
.content blockquote { margin: 0.5em 0; padding: 0.25em 0.75em; border-left: 4px solid var(--_color-border); }
.content a[href^="/users/"] { font-weight: 600 !important; }
.comment-actions { display: flex; flex-wrap: wrap; gap: 1em; margin-top: 0.25em; }
.more { margin-top: 0.5em; }
.notice { color: var(--_color-error); }
`;

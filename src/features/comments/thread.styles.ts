/**
 * Shadow styles of an open thread's comments and comment box: adopted by those parts when they
 * load (thread-parts.ts), so a closed thread's first download does not carry them.
 */
export const threadCss = `
.button.primary { background: var(--_color-primary); border-color: var(--_color-primary); color: var(--_color-primary-contrast); }
.button[aria-pressed="true"] { background: var(--_color-surface-alt); border-color: var(--_color-primary); }
.link-button.danger { color: var(--_color-error); }
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
.replies { margin-left: 1.25em; padding-left: 0.75em; border-left: 2px solid var(--_color-border); }
.replies.flat { margin-left: 0; }
.comment { margin: 0 0 0.75em; padding: 0.6em 0.75em; border: 1px solid var(--_color-border); border-radius: var(--_radius); background: var(--_color-surface); }
/* A comment out of view is not styled, laid out or painted until it nears the viewport (200
   comments open in the frame of the click); its last laid-out height, at first an estimate,
   holds its place. It stays in the DOM, the accessibility tree and find-in-page. */
.comment { content-visibility: auto; contain-intrinsic-block-size: auto 10em; }
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
`;

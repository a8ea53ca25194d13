/** Shadow styles of cc-problem. Colours come from the base --cc-* properties. */
export const problemCss = `
:host { display: block; }
.problem { max-width: var(--cc-problem-max-width, 72rem); }
a { color: var(--_color-primary); }
code, pre { font-family: var(--_font-mono); }
.breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.25em; margin: 0 0 0.75em; padding: 0; list-style: none !important; }
.breadcrumbs li + li::before { content: "›"; margin-right: 0.25em; color: var(--_color-muted); }
.title { margin: 0; font-size: 1.9em; line-height: 1.2; }
.code-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; margin: 0.4em 0 1em; color: var(--_color-muted); }
.solved {
  display: inline-block; padding: 0.1em 0.6em; border-radius: 999px; font-size: 0.85em; font-weight: 600 !important;
  background: var(--_color-success); color: var(--_color-primary-contrast);
}
.tabs { display: flex; gap: 1rem; margin: 0 0 1em; border-bottom: 1px solid var(--_color-border); }
.tabs a { padding: 0.4em 0.1em; color: var(--_color-primary); text-decoration: none; border-bottom: 2px solid transparent; }
.tabs a[aria-current="page"] { border-bottom-color: var(--_color-primary); font-weight: 600; color: var(--_color-text); }
.tabs a:focus-visible { outline: 2px solid var(--_color-primary); outline-offset: 2px; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(14rem, 18rem); gap: 2em; align-items: start; }
@media (max-width: 960px) { .layout { grid-template-columns: minmax(0, 1fr); } }
.section { margin: 0 0 1.75em; }
.section-head { display: flex; align-items: center; justify-content: space-between; gap: 1em; }
h2 { font-size: 1.25em; margin: 0 0 0.5em; }
h3 { font-size: 1.05em; margin: 1em 0 0.5em; }
h4 { font-size: 1em; margin: 0.75em 0 0.25em; }
.markdown { overflow-wrap: anywhere; }
.markdown img { max-width: 100%; height: auto; }
.markdown pre { padding: 0.75em; overflow-x: auto; background: var(--_color-surface-alt); border-radius: var(--_radius); }
.markdown aside, .markdown blockquote { margin: 0.75em 0; padding: 0.5em 1em; border-left: 4px solid var(--_color-border); background: var(--_color-surface-alt); }
.markdown table { border-collapse: collapse; }
.markdown th, .markdown td { padding: 0.3em 0.6em; border: 1px solid var(--_color-border); }
/* Math (core/math.ts): until drawn, a formula's TeX sits in a box of about its drawn size, so the
   SVG arriving moves nothing. Inline: one box of monospace TeX, padded (a single letter's box is
   as wide as its italic glyph), on one line unless longer than the line; the drawn formula keeps
   at least that width, centred. Display: the height its TeX says it needs (displayHeightEm, set
   before the first paint), the formula centred in it; MathJax's own margins are the span's. */
.math[data-math="inline"] { display: inline-block; text-align: center !important; text-indent: 0; }
.math[data-math="inline"]:not([data-math-state="rendered"]) { max-width: 100%; padding: 0 0.2em; }
.math[data-math="display"] {
  display: flex; align-items: center; justify-content: safe center; margin: 1em 0;
  white-space: nowrap !important; overflow-x: auto; overflow-y: hidden;
}
.math[data-math="display"] > mjx-container { margin: 0 !important; line-height: 0; }
.math[data-math]:not([data-math-state="rendered"]) { font-family: var(--_font-mono); }
.sample { margin: 0 0 1.25em; }
cc-comments.comments { display: block; margin-top: 2em; padding-top: 1em; border-top: 1px solid var(--cc-color-border); }
/* Until its element has loaded (after the problem's first paint), the size of its loading state. */
cc-comments.comments:not(:defined) { min-height: var(--cc-comments-min-height, 3rem); }
.comments-failed { margin-top: 2em; padding-top: 1em; border-top: 1px solid var(--cc-color-border); }
.load-failed, .comments-failed { color: var(--_color-warning); }
.sample-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1em; }
.sample-block { margin: 0; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.sample-head {
  display: flex; align-items: center; justify-content: space-between; gap: 0.5em;
  padding: 0.25em 0.5em 0.25em 0.75em; border-bottom: 1px solid var(--_color-border);
  background: var(--_color-surface-alt); font-weight: 600 !important;
}
.sample-text { margin: 0; padding: 0.75em; white-space: pre-wrap !important; overflow-wrap: anywhere; }
.explanation { margin-top: 0.5em; }
.details { display: flex; flex-direction: column; gap: 1em; padding: 1em; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.actions ul, .resources ul { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em 1em; margin: 0; padding: 0; list-style: none !important; }
.button {
  display: inline-flex; align-items: center; min-height: 2.25rem; padding: 0.375rem 1rem;
  border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); font: inherit; font-weight: 600 !important;
  text-decoration: none;
}
.button.primary { background: var(--_color-primary); border-color: var(--_color-primary); color: var(--_color-primary-contrast); }
.window-note { margin: 0; color: var(--_color-muted); }
.meta { display: flex; flex-direction: column; gap: 0.6em; margin: 0; }
.meta dt { font-size: 0.85em; color: var(--_color-muted); }
.meta dd { margin: 0; }
.people a { font-weight: 600 !important; }
.link-button { font: inherit; color: var(--_color-primary); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.tags { display: flex; flex-wrap: wrap; gap: 0.4em; margin: 0.3em 0 0; padding: 0; list-style: none !important; }
.tags[hidden] { display: none; }
.tag { padding: 0.1em 0.6em; border: 1px solid var(--_color-border); border-radius: 999px; font-size: 0.85em; background: var(--_color-surface-alt); }
.attention { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; padding: 0.75em 1em; border: 1px solid var(--_color-warning); border-left-width: 4px; border-radius: var(--_radius); }
.attention p { margin: 0; }
.attention .icon { color: var(--_color-warning); }
.redirecting { padding: 1em; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.redirecting p { margin: 0 0 0.5em; }
.notice { color: var(--_color-muted); }
.detail { color: var(--_color-muted); }
`;

/** Shadow styles of cc-contest-page. Colours come from the base --cc-* properties. */
export const contestCss = `
:host { display: block; }
.contest { max-width: var(--cc-contest-max-width, 64rem); }
.muted { color: var(--_color-muted); }
a { color: var(--_color-primary); }
h2 { font-size: 1.25em; margin: 0 0 0.5em; }
.breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.25em; margin: 0 0 0.75em; padding: 0; list-style: none !important; }
.breadcrumbs li + li::before { content: "›"; margin-right: 0.25em; color: var(--_color-muted); }
/* The banner's box is reserved before the image arrives (an <img> without a size is 0 px tall
   until it loads, then pushes the page down): a 5:1 strip, the site's banner shape, whatever
   the image turns out to be (cover crops it to the strip). */
.banner { display: block; width: 100%; height: auto; aspect-ratio: 5 / 1; max-height: 12rem; object-fit: cover; border-radius: var(--_radius); margin: 0 0 1em; }
.fixed-banner {
  display: flex; align-items: center; justify-content: center; height: 8rem;
  background: linear-gradient(120deg, #3b2a8f, #1d5fd1 55%, #13a89e); color: #ffffff;
  font-size: 2.5em; font-weight: 700 !important; letter-spacing: 0.08em !important;
}
/* In the image's own 5:1 box (not the fixed banner's height): nothing below moves when it replaces a failed image. */
.default-banner { height: auto; padding: 0 1em; font-size: inherit; text-align: center; }
.default-banner span { font-size: 1.8em; }
.title-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.title { margin: 0; font-size: 1.9em; line-height: 1.2; }
.badge {
  display: inline-block; padding: 0.1em 0.6em; border-radius: 999px; font-size: 0.8em; font-weight: 600 !important;
  background: var(--_color-primary); color: var(--_color-primary-contrast);
}
.badge.muted { background: var(--_color-surface-alt); color: var(--_color-text); border: 1px solid var(--_color-border); }
.when { margin: 0.4em 0 0.8em; }
.standing { display: flex; gap: 1.5em; margin: 0.5em 0; }
.standing dt { color: var(--_color-muted); font-size: 0.85em; }
.standing dd { margin: 0; font-size: 1.3em; font-weight: 700 !important; }
.manage { margin: 0.5em 0; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; margin: 1em 0; }
.button {
  display: inline-flex; align-items: center; min-height: 2.25rem; padding: 0.375rem 1rem;
  border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); font: inherit; font-weight: 600 !important;
  text-decoration: none; cursor: pointer;
}
.button:disabled { opacity: 0.6; cursor: not-allowed; }
.link-button { font: inherit; color: var(--_color-primary); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; text-align: start !important; }
.inline-notice { flex-basis: 100%; margin: 0; color: var(--_color-warning); }
.section { margin: 1.5em 0; }
/* The problem table is a cc-data-table: its status marks are parts of the table's shadow tree. */
/* A row's todo widget: its button's size (2rem, icon 20px) before and after its code arrives. */
.problem-table::part(todo-widget) { display: inline-block; min-width: 2rem; min-height: 2rem; vertical-align: middle; }
.problem-table::part(status-mark) { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%; border: 2px solid var(--_color-border); vertical-align: middle; }
.problem-table::part(status-mark solved) { background: var(--_color-success); border-color: var(--_color-success); }
.problem-table::part(status-mark partially-solved) { background: linear-gradient(90deg, var(--_color-success) 50%, transparent 50%); border-color: var(--_color-success); }
.problem-table::part(status-mark unsolved) { border-color: var(--_color-error); }
.problem-table::part(status-mark locked) { background: var(--_color-muted); border-color: var(--_color-muted); }
.empty { padding: 1em; border: 1px dashed var(--_color-border); border-radius: var(--_radius); color: var(--_color-muted); }
.links ul { display: flex; flex-wrap: wrap; gap: 1em; padding: 0; list-style: none !important; }
.cheating { padding: 1em; border-left: 4px solid var(--_color-warning); background: var(--_color-surface-alt); margin: 1em 0; }
.cheating h2 { font-size: 1.05em; }
.cheating p { margin: 0; }
.frozen { font-weight: 600 !important; color: var(--_color-warning); }
.attention { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; padding: 0.75em 1em; border: 1px solid var(--_color-warning); border-left-width: 4px; border-radius: var(--_radius); }
.attention p { margin: 0; }
.attention .icon { color: var(--_color-warning); }
.refresh-failed { display: flex; gap: 1em; align-items: center; color: var(--_color-error); }
.refresh-failed p { margin: 0; }
.rich img { max-width: 100%; height: auto; }
/* No top margin: the contest that replaces the loading notice starts where the notice did. */
.notice { color: var(--_color-muted); margin-top: 0; }
`;

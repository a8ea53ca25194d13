/**
 * The data table's shadow-root stylesheet (adopted; theming through --cc-* properties). The
 * toolbar's rules (search box, filter bar) come with its lazy part (TableToolbar.tsx).
 */
export const dataTableCss = `
.data-table { display: flex; flex-direction: column; gap: 0.75rem; }
/* Waiting for the toolbar's part: the box the tag had before it was defined (cc-elements.css). */
.pending { min-height: var(--cc-data-table-min-height, 24rem); }
input, select, button { font: inherit; color: inherit; }
input, select {
  padding: 0.35em 0.5em; border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); min-height: 2.25rem; box-sizing: border-box;
}
.button {
  padding: 0.35em 0.9em; min-height: 2.25rem; border: 1px solid var(--_color-primary); border-radius: var(--_radius);
  background: var(--_color-primary); color: var(--_color-primary-contrast); cursor: pointer;
}
.scroller { position: relative; overflow-x: auto; }
/* The loader over the rows (a page, a sort or a search on its way) appears only once the wait is
   noticeable: an answer back sooner changes the rows without a flash of veil and spinner, and the
   frame of the click that asked paints the control's new state (the current page, the sort arrow)
   without repainting every row under a translucent layer. */
.scroller > .loader.overlay { animation: rows-wait 0s linear 250ms backwards; }
@keyframes rows-wait { from { visibility: hidden; } }
.scroller.windowed {
  overflow-y: auto; max-height: var(--cc-data-table-max-height, 70vh); overscroll-behavior: contain;
  /* The rows change on every scrolled frame: keep that layout work inside the box. */
  contain: content;
}
/* Fixed layout: column widths do not follow the rows in view, so nothing shifts while scrolling.
   Separate borders: collapsed ones are resolved over the whole table on every change of rows. */
.windowed .table { table-layout: fixed; border-collapse: separate; border-spacing: 0; }
.table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.caption { caption-side: top; text-align: start !important; font-weight: 600 !important; padding-bottom: 0.5rem; }
.table th, .table td {
  padding: 0 0.75em; height: var(--row-height); border-bottom: 1px solid var(--_color-border);
  text-align: start !important; vertical-align: middle;
}
.windowed .table tbody th, .windowed .table tbody td {
  white-space: nowrap !important; overflow: hidden; text-overflow: ellipsis; max-width: 24rem; box-sizing: border-box;
}
.table tbody th { font-weight: 400 !important; }
.table thead th { background: var(--_color-surface-alt); font-size: 0.9em; position: sticky; top: 0; z-index: 1; }
.table .number { text-align: end !important; }
.table tr.spacer td, .table tr.reserve td { padding: 0; border: 0; }
.sort {
  display: inline-flex; align-items: center; gap: 0.35em; padding: 0.25em 0; border: 0; background: none;
  font-weight: 600 !important; cursor: pointer; text-align: inherit;
}
.sort-icon { display: inline-block; width: 0; height: 0; border: 0.3em solid transparent; opacity: 0.35; border-top-color: currentColor; margin-top: 0.3em; }
.sort-icon.asc { opacity: 1; border-top-color: transparent; border-bottom-color: currentColor; margin-top: -0.3em; }
.sort-icon.desc { opacity: 1; }
.table a { color: var(--_color-primary); }
.load-error { margin: 0; }
.pager { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.75rem; }
.pages { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
.page {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2.25rem; min-height: 2.25rem;
  padding: 0 0.5em; border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); text-decoration: none; cursor: pointer; box-sizing: border-box;
}
.page.current[aria-current="page"] { background: var(--_color-primary); border-color: var(--_color-primary); color: var(--_color-primary-contrast); cursor: default; }
.page:disabled { opacity: 0.5; cursor: not-allowed; }
.page-size { display: inline-flex; align-items: center; gap: 0.5rem; font-size: 0.9em; }
/* A row's todo widget before its code arrives (a page loads it after the rows' first paint): its
   button's box (2rem), so the row does not grow when it does. */
cc-todo-widget[row]:not(:defined) { display: inline-block; min-width: 2rem; min-height: 2rem; vertical-align: middle; }
`;

/** The data table's toolbar: the search box and the filter bar (TableToolbar.tsx adopts them). */
export const toolbarCss = `
.toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: flex-end; }
.search, .filter-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
.search label, .filter-form label { display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.9em; }
.filters { display: flex; flex-direction: column; gap: 0.5rem; }
.filter-error { margin: 0; color: var(--_color-error); }
.applied { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0; }
.chip {
  display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.1em 0.25em 0.1em 0.6em;
  border: 1px solid var(--_color-border); border-radius: 999px; background: var(--_color-surface-alt);
}
.chip-remove {
  border: 0; background: none; cursor: pointer; min-width: 1.75rem; min-height: 1.75rem; border-radius: 50%;
  font-size: 1.1em; line-height: 1;
}
.chip-remove:hover { background: var(--_color-border); }
`;

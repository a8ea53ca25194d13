/**
 * @tag cc-data-table
 * @summary A sortable, paginated, filterable table: client mode (columns and rows as properties, 10,000 rows windowed) or server-side mode (src).
 * Client mode: set `columns` and `rows` as properties; sorting, filtering, search and paging are
 * exact over all rows, and a page of more than 60 rows is windowed (only the rows in view are in
 * the DOM; the scroll height matches every row). Server-side mode: with `src`, each page is
 * GET {src}?sortBy&page&itemsPerPage&filterBy&order&search, answered `{rows, total}`; answers are
 * cached by URL for 120 s and a request in flight is not sent again for 3 s; a user-key failure
 * shows its message or 'Some error occurred'. Sorting a column again toggles asc/desc; sorting,
 * filtering and searching go back to page 1; the page is clamped to the page count. Page sizes
 * 10, 20, 30, 40, 50 (and the table's own). A filter applies only when its value matches a
 * suggestion, else "Can't apply filter, enter a valid Filter Value." and the placeholder show.
 * Empty: "Oops! we don't have data.". Page changes are announced politely.
 * @attr {string} src - Server-side mode: the address of the pages (relative to the page). Without it the table shows `rows`.
 * @attr {string} caption - The table's caption (its accessible name); a hidden "Data table" when absent.
 * @attr {boolean} hide-caption - The caption is for screen readers only (a heading on the page already names the table).
 * @attr {number} page-size - Rows per page (default 10; any positive whole number, e.g. 10000 for a contest's problems).
 * @attr {string} sort-by - The column sorted first (default "id").
 * @attr {string} order - "asc" (default) or "desc".
 * @attr {boolean} query-params - Query-parameter mode: the state is read from and written to the route's query (page, sortBy, order, filterBy, search), so pages are links and back/forward work.
 * @attr {boolean} searchable - Shows a search box (sent as `search` in server-side mode).
 * @attr {string} search-label - The search box's label (default "Search").
 * @attr {string} filter-placeholder - Placeholder of the filter value input when the column names none; it also ends the invalid-value alert.
 * @attr {string} filter-src - Server-side mode: the table filter's suggestion address ({ajaxUrl}/autocomplete/).
 * @attr {string} row-key - The row field that identifies a row (default "id").
 * @attr {number} row-height - Row height in px for windowing (default 40).
 * @attr {boolean} loading - Client mode: the host is still fetching the rows (a loader shows, the height is kept).
 * @prop {DataTableColumn[]} columns - The columns: {key, label, sortable?, filterable?, numeric?, rowHeader?, hideLabel?, render?(row), sortValue?(row), filterValue?(row), filterPlaceholder?}. render returns text or React nodes, never parsed HTML.
 * @prop {object[]} rows - Client mode: every row (kept by identity; assign a new array to change them).
 * @prop {Function} rowAttributes - Extra attributes per row, e.g. (row) => ({'data-status': row.status}).
 * @csspart data-table - The whole table with its controls.
 * @csspart toolbar - Search and filter controls.
 * @csspart search - The search form.
 * @csspart filters - The filter form and the applied filters.
 * @csspart filter-form - The filter form.
 * @csspart filter-apply - The Apply filter button.
 * @csspart filter-error - The invalid-filter alert.
 * @csspart applied-filters - The list of applied filters.
 * @csspart scroller - The scrolling box around the table (a labelled region when windowed).
 * @csspart table - The table element.
 * @csspart sort-button - A column's sort button.
 * @csspart row - A body row.
 * @csspart loader - The loading indicator.
 * @csspart empty - The empty message.
 * @csspart load-error - A load or user-key failure (the message, or "Some error occurred").
 * @csspart pagination - Page links and the page-size picker (absent for one page of at most 10 rows).
 * @csspart page - A page link or button.
 * @csspart page-size - The page-size select.
 * @csspart announcer - The polite live region announcing the page shown.
 * @cssprop --cc-data-table-max-height - Height of the scrolling box of a windowed page (default 70vh).
 */
import { defineElement } from '../src/core/define';
import { dataTableCss } from '../src/features/data-table/data-table.styles';
import { DataTableElement } from '../src/features/data-table/DataTableElement';

export type { DataTableColumn } from '../src/features/data-table/types';

export default defineElement('cc-data-table', DataTableElement, {
  props: {
    src: 'string', caption: 'string', hideCaption: 'boolean', pageSize: 'number', sortBy: 'string', order: 'string', queryParams: 'boolean',
    searchable: 'boolean', searchLabel: 'string', filterPlaceholder: 'string', filterSrc: 'string', rowKey: 'string',
    rowHeight: 'number', loading: 'boolean', columns: 'property', rows: 'property', rowAttributes: 'property',
  },
  styles: [dataTableCss],
});

import { declareElement, t } from '../core/declare';
import { autocompleteParts } from './shared.decl';

/** A column as a page gives it (render returns text, or React nodes from the same React). */
const column = t.object({
  key: t.string,
  label: t.string,
  sortable: t.optional(t.boolean),
  filterable: t.optional(t.boolean),
  numeric: t.optional(t.boolean),
  rowHeader: t.optional(t.boolean),
  hideLabel: t.optional(t.boolean),
  render: t.optional(t.fn<(row: Record<string, unknown>) => unknown>('(row: Record<string, unknown>) => unknown')),
  sortValue: t.optional(t.fn<(row: Record<string, unknown>) => unknown>('(row: Record<string, unknown>) => unknown')),
  filterValue: t.optional(t.fn<(row: Record<string, unknown>) => string | readonly string[]>(
    '(row: Record<string, unknown>) => string | readonly string[]')),
  filterPlaceholder: t.optional(t.string),
});

/** Sort orders, written once: domain/tables.ts imports them. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const declaration = declareElement({
  tag: 'cc-data-table',
  summary: 'A sortable, paginated, filterable table: client mode (columns and rows as properties, ' +
    '10,000 rows windowed) or server-side mode (src).',
  description:
    'Client mode: set `columns` and `rows` as properties; sorting, filtering, search and paging are ' +
    'exact over all rows, and a page of more than 60 rows is windowed (only the rows in view are in ' +
    'the DOM; the scroll height matches every row). Server-side mode: with `src`, each page is GET ' +
    '{src}?sortBy&page&itemsPerPage&filterBy&order&search, answered `{rows, total}`; answers are ' +
    'cached by URL for 120 s and a request in flight is not sent again for 3 s; a user-key failure ' +
    'shows its message or \'Some error occurred\'. Sorting a column again toggles asc/desc; sorting, ' +
    'filtering and searching go back to page 1; the page is clamped to the page count. Page sizes ' +
    '10, 20, 30, 40, 50 (and the table\'s own). The filter is the table-filter auto-complete; a ' +
    'value applies only when it matches a suggestion, else "Can\'t apply filter, enter a valid ' +
    'Filter Value." and the placeholder show. Empty: "Oops! we don\'t have data.". Page changes ' +
    'are announced politely. filterBy is `name:value` pairs joined by `|`.',
  props: {
    src: { type: t.string, description: 'Server-side mode: the address of the pages (relative to the page). Without it the table shows `rows`.' },
    caption: { type: t.string, description: 'The table\'s caption (its accessible name); a hidden "Data table" when absent.' },
    hideCaption: { type: t.boolean, default: false, description: 'The caption is for screen readers only (a heading on the page already names the table).' },
    pageSize: { type: t.number, default: 10, description: 'Rows per page (any positive whole number, e.g. 10000 for a contest\'s problems).' },
    sortBy: { type: t.string, default: 'id', description: 'The column sorted first.' },
    order: { type: t.oneOf(...SORT_ORDERS), default: 'asc', description: 'The first sort\'s order.' },
    queryParams: { type: t.boolean, default: false, description: 'Query-parameter mode: the state is read from and written to the route\'s query (page, sortBy, order, filterBy, search), so pages are links and back/forward work.' },
    searchable: { type: t.boolean, default: false, description: 'Shows a search box (sent as `search` in server-side mode).' },
    searchLabel: { type: t.string, default: 'Search', description: 'The search box\'s label.' },
    filterPlaceholder: { type: t.string, description: 'Placeholder of the filter value input when the column names none; it also ends the invalid-value alert.' },
    filterSrc: { type: t.string, description: 'Server-side mode: the table filter\'s suggestion address ({ajaxUrl}; the lookup is {ajaxUrl}/autocomplete/?query=…&qparam={column}).' },
    rowKey: { type: t.string, default: 'id', description: 'The row field that identifies a row.' },
    rowHeight: { type: t.number, default: 40, description: 'Row height in px for windowing.' },
    loading: { type: t.boolean, default: false, description: 'Client mode: the host is still fetching the rows (a loader shows, the height is kept).' },
    columns: {
      type: t.array(column), attribute: false,
      description: 'The columns: {key, label, sortable?, filterable?, numeric?, rowHeader?, hideLabel?, render?(row), ' +
        'sortValue?(row), filterValue?(row), filterPlaceholder?}. render returns text or React nodes, never parsed HTML.',
    },
    rows: { type: t.array(t.record(t.unknown)), attribute: false, description: 'Client mode: every row (kept by identity; assign a new array to change them).' },
    rowAttributes: {
      type: t.fn<(row: Record<string, unknown>) => Record<string, string | undefined>>('(row: Record<string, unknown>) => Record<string, string | undefined>'),
      attribute: false,
      description: 'Extra attributes per row, e.g. (row) => ({\'data-status\': row.status}).',
    },
  },
  events: {
    'cc-rows-shown': {
      detail: t.object({ total: t.number }),
      description: 'Once, when the table first shows its rows, its empty message or its load error (server-side ' +
        'mode: the first answer; client mode: the first rows not `loading`); detail {total}. A page showing the ' +
        'same rows from the server (cc-app\'s server view of /practice) gives way then.',
    },
  },
  parts: {
    'data-table': 'The whole table with its controls.',
    'toolbar': 'Search and filter controls.',
    'search': 'The search form.',
    'filters': 'The filter form and the applied filters.',
    'filter-form': 'The filter form.',
    'filter-apply': 'The Apply filter button.',
    'filter-error': 'The invalid-filter alert.',
    'applied-filters': 'The list of applied filters.',
    'scroller': 'The scrolling box around the table (a labelled region when windowed).',
    'table': 'The table element.',
    'sort-button': 'A column\'s sort button.',
    'row': 'A body row.',
    'loader': 'The loading indicator.',
    'empty': 'The empty message.',
    'load-error': 'A load or user-key failure (the message, or "Some error occurred").',
    'pagination': 'Page links and the page-size picker (absent for one page of at most 10 rows).',
    'page': 'A page link or button.',
    'page-size': 'The page-size select.',
    'announcer': 'The polite live region announcing the page shown.',
    // The filter's value input is the shared auto-complete part.
    ...autocompleteParts,
  },
  cssProperties: {
    '--cc-data-table-max-height': 'Height of the scrolling box of a windowed page (default 70vh).',
  },
});

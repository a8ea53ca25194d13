/**
 * The data table's shared vocabulary: what a table's state is (sort, page, page size, filters,
 * search), the page sizes and default sort, the filterBy form the client writes and the
 * reference server reads, and the shape of a column. Pure; the reducer and derivations live
 * with the element (features/data-table/state.ts, rows.ts), the server calls in api/tables.ts.
 */

import { SORT_ORDERS } from '../declarations/cc-data-table.decl';

export { SORT_ORDERS };
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `value` when it is a sort order, else `fallback` (a query's or an attribute's order). */
export const sortOrderOr = (value: string | null | undefined, fallback: SortOrder): SortOrder =>
  (SORT_ORDERS as readonly unknown[]).includes(value) ? (value as SortOrder) : fallback;

/** A table filter: a column name and the value its rows must have. */
export interface TableFilter {
  name: string;
  value: string;
}

export interface TableState {
  sortBy: string;
  order: SortOrder;
  /** 1-based; clamped to the page count where the count is known. */
  page: number;
  pageSize: number;
  filters: readonly TableFilter[];
  search: string;
}

/** Table page size: default 10; choices 10, 20, 30, 40, 50; up to 7 page numbers shown. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_CHOICES: readonly number[] = [10, 20, 30, 40, 50];
export const PAGE_NUMBERS_SHOWN = 7;
/** The default sort is by id. */
export const DEFAULT_SORT_BY = 'id';
/** A data table's cached answers and its in-flight marker: 120 s and 3 s. */
export const TABLE_CACHE_TTL_S = 120;
export const TABLE_IN_FLIGHT_MS = 3000;

export type TableRow = Record<string, unknown>;

/**
 * A column. `Node` is what `render` returns (React nodes in the element; the rule layer does
 * not know React).
 */
export interface TableColumn<Row = TableRow, Node = unknown> {
  /** The row field shown (and the sortBy / filterBy name sent in server-side mode). */
  key: string;
  /** The header text. */
  label: string;
  /** Default true. */
  sortable?: boolean;
  /** Offered in the table filter (its values are the filter's suggestions in client mode). */
  filterable?: boolean;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
  /** The row's header cell (`th scope="row"`), e.g. a name. */
  rowHeader?: boolean;
  /** The header text is for screen readers only (a status icon column). */
  hideLabel?: boolean;
  /** Cell content: text or nodes. Never HTML from a string: nothing here is parsed as markup. */
  render?: (row: Row) => Node;
  /** The value sorted by (default row[key]); numbers sort numerically. */
  sortValue?: (row: Row) => unknown;
  /** The value(s) a filter compares with (default row[key] as text). */
  filterValue?: (row: Row) => string | readonly string[];
  /** Placeholder of the filter value input for this column, also closing the invalid-value alert. */
  filterPlaceholder?: string;
}

const FILTER_SEPARATOR = '|';

/** filterBy: every filter as `name:value`, joined by `|`. */
export function encodeFilters(filters: readonly TableFilter[]): string {
  return filters
    .filter((f) => f.name && f.value && !f.value.includes(FILTER_SEPARATOR))
    .map((f) => `${f.name}:${f.value}`)
    .join(FILTER_SEPARATOR);
}

/** Reads filterBy; malformed parts are skipped, a repeated name keeps its last value. */
export function decodeFilters(raw: string | null): TableFilter[] {
  if (!raw) return [];
  const byName = new Map<string, string>();
  for (const part of raw.split(FILTER_SEPARATOR)) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (name && value) byName.set(name, value);
  }
  return [...byName].map(([name, value]) => ({ name, value }));
}

/**
 * The data table's state, pure: one reducer for what the user chose (sort, page, page size,
 * filters, search) with named change types, the starting state and the page clamp. No DOM, no
 * React: the component feeds changes in, tests call these directly. The rows shown are derived
 * from this state in rows.ts; the page numbers and the scrolled rows in window.ts.
 */

import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_BY, type SortOrder, type TableFilter, type TableState } from '../../domain/tables';

export {
  DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES, type SortOrder, type TableFilter, type TableState,
} from '../../domain/tables';

export const EMPTY_TEXT = "Oops! we don't have data.";
/** A user-key failure for a data table shows the message, or this. */
export const USER_KEY_FAILURE_TEXT = 'Some error occurred';

export function initialTableState(options: Partial<TableState> = {}): TableState {
  return {
    sortBy: options.sortBy || DEFAULT_SORT_BY,
    order: options.order === 'desc' ? 'desc' : 'asc',
    page: validPage(options.page) ?? 1,
    pageSize: validPageSize(options.pageSize) ?? DEFAULT_PAGE_SIZE,
    filters: options.filters ?? [],
    search: options.search ?? '',
  };
}

const validPage = (page: unknown): number | null =>
  typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : null;

/** Any positive whole number: the choices are what the picker offers, a table may set its own (10000). */
export const validPageSize = (size: unknown): number | null =>
  typeof size === 'number' && Number.isInteger(size) && size >= 1 ? size : null;

export type TableChange =
  /** The same column toggles asc/desc; another column starts ascending. Back to page 1. */
  | { type: 'sortToggled'; column: string }
  /** `pageCount` clamps the page when the caller knows it. */
  | { type: 'pageChanged'; page: number; pageCount?: number }
  | { type: 'pageSizeChanged'; pageSize: number }
  /** One filter per column: applying replaces that column's filter. Back to page 1. */
  | { type: 'filterApplied'; filter: TableFilter }
  | { type: 'filterRemoved'; name: string }
  | { type: 'searchChanged'; search: string }
  /** The state read back from the URL (load, back, forward) or set by the host. */
  | { type: 'restored'; state: TableState };

export function tableReducer(state: TableState, change: TableChange): TableState {
  switch (change.type) {
    case 'sortToggled': {
      const order: SortOrder = state.sortBy === change.column && state.order === 'asc' ? 'desc' : 'asc';
      return { ...state, sortBy: change.column, order, page: 1 };
    }
    case 'pageChanged': {
      const wanted = Math.max(1, Math.trunc(change.page) || 1);
      const page = change.pageCount === undefined ? wanted : clampPage(wanted, change.pageCount);
      return page === state.page ? state : { ...state, page };
    }
    case 'pageSizeChanged': {
      const pageSize = validPageSize(change.pageSize);
      if (pageSize === null || pageSize === state.pageSize) return state;
      return { ...state, pageSize, page: 1 };
    }
    case 'filterApplied': {
      const filter = { name: change.filter.name, value: change.filter.value.trim() };
      if (!filter.name || !filter.value) return state;
      const others = state.filters.filter((f) => f.name !== filter.name);
      return { ...state, filters: [...others, filter], page: 1 };
    }
    case 'filterRemoved': {
      if (!state.filters.some((f) => f.name === change.name)) return state;
      return { ...state, filters: state.filters.filter((f) => f.name !== change.name), page: 1 };
    }
    case 'searchChanged': {
      const search = change.search.trim();
      return search === state.search ? state : { ...state, search, page: 1 };
    }
    case 'restored':
      return change.state;
    default:
      return state;
  }
}

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The page is clamped to the available page count. */
export const clampPage = (page: number, pageCount: number): number => Math.min(Math.max(1, page), Math.max(1, pageCount));

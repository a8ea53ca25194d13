/**
 * Query-parameter mode: the table's state lives in the current route's
 * query as page, sortBy, order and filterBy (and search when there is one), so a page of a
 * table is a link, and back and forward move through the pages. Pure: paths in, paths out.
 *
 * filterBy holds every filter as `name:value`, joined by `|` (the server reads the same form).
 */
import { decodeFilters, encodeFilters, sortOrderOr, type TableState } from '../../domain/tables';
import { initialTableState, validPageSize } from './state';

export { decodeFilters, encodeFilters } from '../../domain/tables';

const QUERY_KEYS = ['page', 'sortBy', 'order', 'filterBy', 'search', 'itemsPerPage'] as const;

function splitPath(path: string): { pathname: string; params: URLSearchParams; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  return { pathname, params, hash };
}

/**
 * The table state a path's query asks for, over `defaults`: a bad value (page 0, order 'up')
 * falls back to the default rather than breaking the table.
 */
export function readTableQuery(path: string, defaults: TableState): TableState {
  const { params } = splitPath(path);
  const page = Number(params.get('page'));
  const order = params.get('order');
  const size = Number(params.get('itemsPerPage'));
  return initialTableState({
    sortBy: params.get('sortBy')?.trim() || defaults.sortBy,
    order: sortOrderOr(order, defaults.order),
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    pageSize: params.has('itemsPerPage') ? validPageSize(size) ?? defaults.pageSize : defaults.pageSize,
    filters: params.has('filterBy') ? decodeFilters(params.get('filterBy')) : defaults.filters,
    search: params.get('search')?.trim() ?? defaults.search,
  });
}

/**
 * The current route with the table's state in its query. Other parameters of the route stay;
 * itemsPerPage is written only when it differs from the table's own page size.
 */
export function tableHref(path: string, state: TableState, defaultPageSize: number): string {
  const { pathname, params, hash } = splitPath(path);
  for (const key of QUERY_KEYS) params.delete(key);
  params.set('page', String(state.page));
  params.set('sortBy', state.sortBy);
  params.set('order', state.order);
  const filterBy = encodeFilters(state.filters);
  if (filterBy) params.set('filterBy', filterBy);
  if (state.search) params.set('search', state.search);
  if (state.pageSize !== defaultPageSize) params.set('itemsPerPage', String(state.pageSize));
  return `${pathname}?${params.toString()}${hash}`;
}

/** Whether two states show the same rows (the URL and the table agree). */
export function sameTableState(a: TableState, b: TableState): boolean {
  return a.sortBy === b.sortBy && a.order === b.order && a.page === b.page && a.pageSize === b.pageSize &&
    a.search === b.search && encodeFilters(a.filters) === encodeFilters(b.filters);
}

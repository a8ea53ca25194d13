/**
 * The address of a server-side table's page (api/tables.ts asks for it): pure, so the table
 * knows what it will ask for before the client that asks has loaded.
 */
import { encodeFilters, type TableState } from '../domain/tables';

/** The request URL for a state: src's own query kept, the six parameters set. */
export function serverPageUrl(src: string, state: TableState): string {
  const base = new URL(src, 'http://x.invalid');
  const params = base.searchParams;
  params.set('sortBy', state.sortBy);
  params.set('page', String(state.page));
  params.set('itemsPerPage', String(state.pageSize));
  params.set('filterBy', encodeFilters(state.filters));
  params.set('order', state.order);
  params.set('search', state.search);
  const path = `${base.pathname}?${params.toString()}`;
  // Keep an absolute src absolute; a relative one stays relative to the page.
  return /^[a-z][a-z0-9+.-]*:/i.test(src) ? new URL(path, src).href : path;
}

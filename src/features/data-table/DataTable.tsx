/**
 * <cc-data-table>: sortable, paginated, filterable rows in client mode (columns and rows as
 * properties) or server-side mode (`src`), optionally with its state in the route's query.
 * State changes go through one pure reducer (state.ts); the rows shown are derived from it
 * (rows.ts), and the page numbers and scrolled rows (window.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SORT_ORDERS } from '../../domain/tables';
import { declaration } from '../../declarations/cc-data-table.decl';
import { useHostEvent } from '../../ui/host';
import { chooser, type EnumReaders } from '../../ui/choice';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Loader } from '../../ui/Loader';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { EMPTY_TEXT, PAGE_SIZE_CHOICES, clampPage, initialTableState, pageCountOf, validPageSize } from './state';
import { Pagination } from './Pagination';
import { encodeFilters } from './query';
import { DEFAULT_ROW_HEIGHT, TableGrid } from './TableGrid';
import type { DataTableColumn, TableRow } from './types';
import { useClientPage } from './useClientPage';
import { useServerPage } from './useServerPage';
import { useTableState } from './useTableState';
import { pageAnnouncement } from './window';

export interface DataTableProps {
  columns?: DataTableColumn[];
  rows?: TableRow[];
  src?: string;
  caption?: string;
  hideCaption?: boolean;
  pageSize?: number;
  sortBy?: string;
  order?: string;
  queryParams?: boolean;
  searchable?: boolean;
  searchLabel?: string;
  filterPlaceholder?: string;
  filterSrc?: string;
  rowKey?: string;
  rowHeight?: number;
  /** Client mode: the rows are still being fetched by the host (a loader, height kept). */
  loading?: boolean;
  rowAttributes?: (row: TableRow) => Record<string, string | undefined>;
}

const LOADING_TEXT = 'Loading rows…';
const TOOLBAR_FAILED_TEXT = "The table's search and filters could not be loaded.";

/**
 * The search box and filter bar (TableToolbar.tsx, with their rules), loaded when a table shows
 * either: a table without them (the contest page's problems) never downloads them. The table's
 * first show waits for them (its loading state meanwhile), so nothing moves when they arrive; the
 * server preloads the chunk on the pages whose tables have them (demo/server/routes/spa.js).
 */
const tableToolbar = lazyModule(() => import('./TableToolbar'));

/** The enumerated attributes, read as the declaration allows (checked against the manifest). */
export const enumeratedAttributes = {
  order: chooser('cc-data-table', 'order', SORT_ORDERS, 'asc'),
} satisfies EnumReaders;

export function DataTable(props: DataTableProps) {
  const columns = props.columns ?? [];
  const serverMode = Boolean(props.src);
  const defaultPageSize = validPageSize(props.pageSize) ?? 10;
  const rowHeight = validPageSize(props.rowHeight) ?? DEFAULT_ROW_HEIGHT;
  const defaults = useMemo(() => initialTableState({
    sortBy: props.sortBy, order: enumeratedAttributes.order(props.order), pageSize: defaultPageSize,
  }), [props.sortBy, props.order, defaultPageSize]);
  const { state, dispatch, hrefOf } = useTableState(defaults, Boolean(props.queryParams), defaultPageSize);
  const idPrefix = `t${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // Client mode: keys computed once per rows array, then every derivation is exact over all rows.
  const { clientPage, keys } = useClientPage(serverMode, state, columns, props.rows);
  const server = useServerPage(serverMode ? props.src! : null, state);
  const shownServer = server.kind === 'loaded' ? server.page : server.kind === 'idle' ? null : server.previous;
  const total = clientPage ? clientPage.total : shownServer?.total ?? 0;
  const pageCount = pageCountOf(total, state.pageSize);
  const page = clientPage ? clientPage.page : clampPage(state.page, pageCount);
  const rows = clientPage ? clientPage.rows : shownServer?.rows ?? [];
  const busy = (serverMode && server.kind === 'loading') || (!serverMode && Boolean(props.loading));

  // The server says how many rows there are: a page past the end is brought back to the last one.
  useEffect(() => {
    if (server.kind === 'loaded' && state.page > pageCount) dispatch({ type: 'pageChanged', page: pageCount });
  }, [server, state.page, pageCount, dispatch]);

  const onSort = useCallback((column: string) => dispatch({ type: 'sortToggled', column }), [dispatch]);
  const sortLabel = columns.find((c) => c.key === state.sortBy)?.label ?? '';
  const announcement = busy ? null : pageAnnouncement(page, pageCount, total, sortLabel, state.order);
  const filterColumns = columns.filter((c) => c.filterable);
  // Client mode: the column's distinct values, computed once per rows array (keys caches them).
  const localItems = (column: DataTableColumn) => (serverMode ? null : keys.suggestions(column));
  const failed = server.kind === 'failed' ? server.message : '';
  const toolbar = useLazyModule(tableToolbar, Boolean(props.searchable) || filterColumns.length > 0);
  const toolbarWaited = (Boolean(props.searchable) || filterColumns.length > 0) && !toolbar.module;
  useRowsShown(!toolbarWaited && (serverMode ? server.kind === 'loaded' || server.kind === 'failed' : !props.loading && columns.length > 0), total);

  if (toolbarWaited) {
    return (
      <div className="data-table pending" part="data-table">
        {toolbar.failed ? (
          <ErrorPanel part="load-failure" onReload={toolbar.retry}>
            <p className="load-error" part="load-error">{TOOLBAR_FAILED_TEXT}</p>
          </ErrorPanel>
        ) : (
          <Loader label={LOADING_TEXT} />
        )}
      </div>
    );
  }

  return (
    <div className="data-table" part="data-table">
      {toolbar.module && (
        <toolbar.module.TableToolbar idPrefix={idPrefix} state={state} dispatch={dispatch} filterColumns={filterColumns} localItems={localItems}
          searchable={props.searchable} searchLabel={props.searchLabel} filterPlaceholder={props.filterPlaceholder} filterSrc={props.filterSrc} />
      )}
      {failed ? (
        // The panel's Reload (or the server answering again) asks for the page once more.
        <ErrorPanel part="load-failure" onReload={server.reload}>
          <p className="load-error" part="load-error">{failed}</p>
        </ErrorPanel>
      ) : null}
      {!busy && !failed && total === 0 && (!serverMode || server.kind === 'loaded') ? (
        <EmptyState message={EMPTY_TEXT} />
      ) : (
        !failed && (
          <TableGrid
            captionId={`${idPrefix}-caption`}
            caption={props.caption ?? ''}
            hideCaption={props.hideCaption}
            columns={columns}
            rows={rows}
            offset={(page - 1) * state.pageSize}
            sortBy={state.sortBy}
            order={state.order}
            onSort={onSort}
            rowKey={props.rowKey || 'id'}
            rowHeight={rowHeight}
            busy={busy || (serverMode && server.kind === 'idle')}
            reservedRows={Math.min(state.pageSize, 15)}
            loader={<Loader label={LOADING_TEXT} overlay />}
            rowAttributes={props.rowAttributes}
            resetKey={`${encodeFilters(state.filters)}:${state.search}:${state.pageSize}`}
          />
        )
      )}
      {/* One short page needs no page controls (a contest's few problems). */}
      {total > 0 && !failed && (pageCount > 1 || total > PAGE_SIZE_CHOICES[0]) && (
        <Pagination
          page={page}
          pageCount={pageCount}
          pageSize={state.pageSize}
          defaultPageSize={defaultPageSize}
          hrefOf={props.queryParams ? (n) => hrefOf({ ...state, page: n }) : undefined}
          onPage={(n) => dispatch({ type: 'pageChanged', page: n, pageCount })}
          onPageSize={(size) => dispatch({ type: 'pageSizeChanged', pageSize: size })}
          idPrefix={idPrefix}
        />
      )}
      <Announcer text={announcement} />
    </div>
  );
}

/**
 * The live region: says the text when the shown page changes, not at first render. Its own
 * component, so saying it re-renders the region only, not the table.
 */
function Announcer({ text }: { text: string | null }) {
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (text === null) return;
    if (first.current) {
      first.current = false;
      return;
    }
    setSaid(text);
  }, [text]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" part="announcer">
      {said}
    </div>
  );
}

/** Says cc-rows-shown once, in the effect after the commit that first shows rows (or why none). */
function useRowsShown(shown: boolean, total: number): void {
  const emit = useHostEvent(declaration);
  const said = useRef(false);
  useEffect(() => {
    if (!shown || said.current) return;
    said.current = true;
    emit('cc-rows-shown', { total });
  }, [shown, total, emit]);
}

/**
 * <cc-data-table>: sortable, paginated, filterable rows in client mode (columns and rows as
 * properties) or server-side mode (`src`), optionally with its state in the route's query.
 * State changes go through one pure reducer (state.ts); the rows shown are derived from it
 * (rows.ts), and the page numbers and scrolled rows (window.ts).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { loadServerPage, serverPageUrl, UserKeyFailure, type ServerPage } from '../../api/tables';
import { nav, onNavigate } from '../../core/nav';
import { SORT_ORDERS } from '../../domain/tables';
import { whenIdle } from '../../core/idle-work';
import { chooser, type EnumReaders } from '../../ui/choice';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Loader } from '../../ui/Loader';
import { FilterBar, type FilterCheck, type FilterValueInputProps } from './FilterBar';
import { SortKeyCache, derivePage } from './rows';
import {
  EMPTY_TEXT, PAGE_SIZE_CHOICES, USER_KEY_FAILURE_TEXT, clampPage, initialTableState, pageCountOf, tableReducer,
  validPageSize, type TableChange, type TableState,
} from './state';
import { Pagination } from './Pagination';
import { encodeFilters, readTableQuery, sameTableState, tableHref } from './query';
import { DEFAULT_ROW_HEIGHT, TableGrid } from './TableGrid';
import type { DataTableColumn, TableRow } from './types';
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
  /** Renders the filter's value input; the element wires the table-filter auto-complete in. */
  renderFilterInput?: (props: FilterValueInputProps & { filterSrc?: string; localItems: readonly string[] | null }) => ReactNode;
  /** The table-filter rule, from the same auto-complete. */
  filterCheck?: FilterCheck;
}

const DEFAULT_FILTER_PLACEHOLDER = 'Enter a value from the suggestions';
const LOADING_TEXT = 'Loading rows…';

type ServerResult =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: ServerPage | null }
  | { kind: 'loaded'; page: ServerPage }
  | { kind: 'failed'; message: string; previous: ServerPage | null };

/** The table's state: in the route's query (query-parameter mode), else local. */
function useTableState(defaults: TableState, queryMode: boolean, defaultPageSize: number) {
  const [local, dispatchLocal] = useReducer(tableReducer, defaults);
  // New defaults (page-size, sort-by or order set after the element was created) start the
  // table again from them; the first render already uses them.
  const firstDefaults = useRef(defaults);
  useLayoutEffect(() => {
    if (firstDefaults.current === defaults) return;
    firstDefaults.current = defaults;
    dispatchLocal({ type: 'restored', state: defaults });
  }, [defaults]);
  const [path, setPath] = useState(() => nav.path());
  useEffect(() => {
    if (!queryMode) return undefined;
    setPath(nav.path());
    return onNavigate(setPath);
  }, [queryMode]);
  const fromQuery = useMemo(() => readTableQuery(path, defaults), [path, defaults]);
  const state = queryMode ? fromQuery : local;
  const stateRef = useRef(state);
  stateRef.current = state;
  const dispatch = useCallback((change: TableChange) => {
    if (!queryMode) {
      dispatchLocal(change);
      return;
    }
    const next = tableReducer(stateRef.current, change);
    if (!sameTableState(next, stateRef.current)) nav.push(tableHref(nav.path(), next, defaultPageSize));
  }, [queryMode, defaultPageSize]);
  const hrefOf = useCallback((next: TableState) => tableHref(path, next, defaultPageSize), [path, defaultPageSize]);
  return { state, dispatch, hrefOf };
}

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
  const keys = useMemo(() => new SortKeyCache(props.rows ?? []), [props.rows]);
  const clientPage = useMemo(
    () => (serverMode ? null : derivePage(state, { columns, keys })),
    [serverMode, state, columns, keys],
  );

  // Client mode: each sortable column's ascending order, computed in idle moments once the rows
  // are painted (two jobs per column: its keys, then their order, each a pass over all rows),
  // so a sort clicked later only looks its order up. Not before the first paint, and never in
  // the frame of a click.
  useEffect(() => {
    if (serverMode) return undefined;
    const cancels = columns.filter((c) => c.sortable !== false).flatMap((c) => [
      whenIdle(() => keys.keys(c, c.key)),
      whenIdle(() => keys.order(c, c.key, 'asc')),
    ]);
    return () => cancels.forEach((cancel) => cancel());
  }, [serverMode, columns, keys]);

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

  return (
    <div className="data-table" part="data-table">
      {(props.searchable || filterColumns.length > 0) && (
        <div className="toolbar" part="toolbar">
          {props.searchable && (
            <SearchBox idPrefix={idPrefix} label={props.searchLabel || 'Search'} value={state.search}
              onSearch={(search) => dispatch({ type: 'searchChanged', search })} />
          )}
          {filterColumns.length > 0 && props.renderFilterInput && props.filterCheck && (
            <FilterBar
              idPrefix={idPrefix}
              columns={filterColumns}
              filters={state.filters}
              defaultPlaceholder={props.filterPlaceholder || DEFAULT_FILTER_PLACEHOLDER}
              onApply={(filter) => dispatch({ type: 'filterApplied', filter })}
              onRemove={(name) => dispatch({ type: 'filterRemoved', name })}
              knownSuggestions={localItems}
              check={props.filterCheck}
              renderInput={(input) => props.renderFilterInput!({ ...input, filterSrc: props.filterSrc, localItems: localItems(input.column) })}
            />
          )}
        </div>
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

/** Server-side mode: the page for the current state, a stale answer never replacing a newer one. */
function useServerPage(src: string | null, state: TableState): ServerResult & { reload: () => void } {
  const [result, setResult] = useState<ServerResult>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const url = src ? serverPageUrl(src, state) : null;
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    setResult((previous) => ({ kind: 'loading', previous: previousPage(previous) }));
    loadServerPage(url).then(
      (page) => {
        if (current) setResult({ kind: 'loaded', page });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof UserKeyFailure
          ? error.message || USER_KEY_FAILURE_TEXT
          : (error instanceof Error && error.message) || USER_KEY_FAILURE_TEXT;
        setResult((previous) => ({ kind: 'failed', message, previous: previousPage(previous) }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  return url ? { ...result, reload } : { kind: 'idle', reload };
}

function previousPage(result: ServerResult): ServerPage | null {
  if (result.kind === 'loaded') return result.page;
  return result.kind === 'idle' ? null : result.previous;
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

function SearchBox({ idPrefix, label, value, onSearch }: { idPrefix: string; label: string; value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  // Back/forward (query mode) may change the applied search: show it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="search" part="search" onSubmit={submit}>
      <label htmlFor={`${idPrefix}-search`}>{label}</label>
      <input id={`${idPrefix}-search`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button">Search</button>
    </form>
  );
}

/**
 * The table's state: in the route's query (query-parameter mode: a change is a navigation, and
 * back/forward change it), else local; both go through the one reducer (logic.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { nav, onNavigate } from '../../core/nav';
import { tableReducer, type TableChange, type TableState } from './state';
import { readTableQuery, sameTableState, tableHref } from './query';

/** The table's state: in the route's query (query-parameter mode), else local. */
export function useTableState(defaults: TableState, queryMode: boolean, defaultPageSize: number) {
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

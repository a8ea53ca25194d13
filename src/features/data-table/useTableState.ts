/**
 * The table's state: in the route's query (query-parameter mode: a change is a navigation, and
 * back/forward change it), else local; both go through the one reducer (logic.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { nav, onNavigate } from '../../core/nav';
import { afterNextPaint } from '../../core/tasks';
import { tableReducer, type TableChange, type TableState } from './state';
import { readTableQuery, sameTableState, tableHref } from './query';

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0];

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
  // A change the table shows at once and writes into the URL after that frame (see dispatch).
  const pendingPush = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!queryMode) return undefined;
    setPath(nav.path());
    const page = pathnameOf(nav.path());
    const stopNavigate = onNavigate((next) => {
      // Another navigation (back, a link) overtakes a change not yet in the URL.
      pendingPush.current?.();
      pendingPush.current = null;
      // Another page's path: the app is replacing this page (as a transition, so it still
      // shows meanwhile); the table keeps its rows rather than reading that path's query.
      if (pathnameOf(next) === page) setPath(next);
    });
    return () => {
      stopNavigate();
      pendingPush.current?.();
      pendingPush.current = null;
    };
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
    if (sameTableState(next, stateRef.current)) return;
    // The table shows the new state (and asks for its rows) in the frame of the click; the
    // history entry, and what the app and header render for the new URL, come in the task after
    // that frame. Changes made before it (two clicks in one frame) are one entry.
    const href = tableHref(nav.path(), next, defaultPageSize);
    setPath(href);
    pendingPush.current?.();
    pendingPush.current = afterNextPaint(() => {
      pendingPush.current = null;
      nav.push(href);
    });
  }, [queryMode, defaultPageSize]);
  const hrefOf = useCallback((next: TableState) => tableHref(path, next, defaultPageSize), [path, defaultPageSize]);
  return { state, dispatch, hrefOf };
}

/**
 * Client mode (columns and rows as properties): the page shown, derived exactly over all rows
 * from the table's state, with each row's sort keys computed once per rows array (SortKeyCache).
 * Each sortable column's ascending order is computed in idle moments once the rows are painted
 * (two jobs per column: its keys, then their order, each a pass over all rows), so a sort clicked
 * later only looks its order up. Not before the first paint, and never in the frame of a click.
 */
import { useEffect, useMemo } from 'react';
import { whenIdle } from '../../core/idle-work';
import { SortKeyCache, derivePage } from './rows';
import type { TableState } from './state';
import type { DataTableColumn, TableRow } from './types';

/** `serverMode`: the rows come from the server (no client page; nothing computed). */
export function useClientPage(serverMode: boolean, state: TableState, columns: DataTableColumn[], rows: TableRow[] | undefined) {
  const keys = useMemo(() => new SortKeyCache(rows ?? []), [rows]);
  const clientPage = useMemo(
    () => (serverMode ? null : derivePage(state, { columns, keys })),
    [serverMode, state, columns, keys],
  );
  useEffect(() => {
    if (serverMode) return undefined;
    const cancels = columns.filter((c) => c.sortable !== false).flatMap((c) => [
      whenIdle(() => keys.keys(c, c.key)),
      whenIdle(() => keys.order(c, c.key, 'asc')),
    ]);
    return () => cancels.forEach((cancel) => cancel());
  }, [serverMode, columns, keys]);
  return { clientPage, keys };
}

/**
 * The table itself: real table semantics (caption, thead with th scope="col", sort buttons
 * inside the headers, aria-sort on the sorted column, tbody). A page with many rows is windowed:
 * only the rows in view (plus a margin) are in the DOM, between two spacer rows whose heights
 * keep the scroll height equal to all rows; aria-rowcount / aria-rowindex tell assistive
 * technology where each rendered row sits.
 */
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { SortOrder } from './state';
import { rowWindow } from './window';
import type { DataTableColumn, TableRow } from './types';

/** Pages with more rows than this are windowed. */
const WINDOW_THRESHOLD = 60;
export const DEFAULT_ROW_HEIGHT = 40;

interface TableGridProps {
  captionId: string;
  caption: string;
  /** The caption names the table for screen readers only (a heading already shows it). */
  hideCaption?: boolean;
  columns: readonly DataTableColumn[];
  rows: readonly TableRow[];
  /** Index of the first row of the page in the whole (filtered, sorted) list. */
  offset: number;
  sortBy: string;
  order: SortOrder;
  onSort: (column: string) => void;
  rowKey: string;
  rowHeight: number;
  busy: boolean;
  /** Rows whose height is kept while the first answer loads (no jump when rows arrive). */
  reservedRows: number;
  loader: ReactNode;
  rowAttributes?: (row: TableRow) => Record<string, string | undefined>;
  /** Changes when the rows shown change for another reason than the page (a filter, a search). */
  resetKey: string;
}

function cellText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  return '';
}

function Cell({ column, row }: { column: DataTableColumn; row: TableRow }) {
  const content = column.render ? column.render(row) : cellText(row[column.key]);
  const className = column.numeric ? 'number' : undefined;
  if (column.rowHeader) return <th scope="row" className={className}>{content}</th>;
  return <td className={className}>{content}</td>;
}

interface RowProps {
  row: TableRow;
  columns: readonly DataTableColumn[];
  /** aria-rowindex when windowed. */
  rowIndex: number | undefined;
  rowAttributes?: (row: TableRow) => Record<string, string | undefined>;
}

/** One body row; memoised, so a render that keeps a row (a scroll by a few rows) skips its cells. */
const Row = memo(function Row({ row, columns, rowIndex, rowAttributes }: RowProps) {
  return (
    <tr part="row" aria-rowindex={rowIndex} {...rowAttributes?.(row)}>
      {columns.map((column) => <Cell key={column.key} column={column} row={row} />)}
    </tr>
  );
});

/** The window of rows to render for a scroller; every row when not windowed. */
function useRowWindow(scroller: React.RefObject<HTMLDivElement | null>, count: number, rowHeight: number, windowed: boolean, resetKey: string) {
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  // The scroll position as last seen by a scroll event: writing scrollTop during a commit forces
  // a synchronous layout, so it is written only when the box is not at its top already.
  const scrolled = useRef(false);
  // A new page, sort or filter starts at its top, in the same frame (no blank window).
  useLayoutEffect(() => {
    if (scroller.current && scrolled.current) {
      scroller.current.scrollTop = 0;
      scrolled.current = false;
    }
    setViewport((v) => (v.top === 0 ? v : { ...v, top: 0 }));
  }, [scroller, resetKey]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!windowed || !element) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // The caption and header scroll with the body inside the scroller: rows start below them.
      const body = element.querySelector('tbody');
      const bodyTop = body ? body.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop : 0;
      const top = Math.max(0, element.scrollTop - bodyTop);
      const height = element.clientHeight;
      setViewport((v) => (v.top === top && v.height === height ? v : { top, height }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onScroll = () => {
      scrolled.current = true;
      schedule();
    };
    // Not measured now: reading the layout during the commit would lay the page out before its
    // first paint, and the frame then lays it out again after the re-render. The observer's
    // first report comes in the first frame, after its layout (read at no cost there); the
    // window's rows until then are those a screenful shows (below).
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => {
      if (frame) cancelAnimationFrame(frame);
      measure();
    });
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller, windowed]);
  if (!windowed) return { start: 0, end: count, before: 0, after: 0 };
  // Before the first measurement (height 0) show one screenful, not nothing.
  return rowWindow(viewport.top, viewport.height || 15 * rowHeight, rowHeight, count);
}

export function TableGrid(props: TableGridProps) {
  const { columns, rows, offset, sortBy, order, onSort, rowKey, rowHeight, busy, reservedRows } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = rows.length > WINDOW_THRESHOLD;
  const range = useRowWindow(scroller, rows.length, rowHeight, windowed, `${offset}:${sortBy}:${order}:${props.resetKey}`);

  const span = columns.length;
  const visible = rows.slice(range.start, range.end);
  // Slots are reused modulo the window's size: a row keeps its DOM node while it stays in view.
  const slotCount = Math.max(1, range.end - range.start);
  const reserving = rows.length === 0 && busy;
  return (
    <div
      ref={scroller}
      className={`scroller${windowed ? ' windowed' : ''}`}
      part="scroller"
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={windowed ? 0 : undefined}
      role={windowed ? 'region' : undefined}
      aria-labelledby={windowed ? props.captionId : undefined}
      style={{ '--row-height': `${rowHeight}px` } as React.CSSProperties}
    >
      <table
        className="table"
        part="table"
        aria-busy={busy ? 'true' : undefined}
        aria-rowcount={windowed ? rows.length + 1 : undefined}
      >
        <caption id={props.captionId} className={props.caption && !props.hideCaption ? 'caption' : 'visually-hidden'}>
          {props.caption || 'Data table'}
        </caption>
        <thead>
          <tr aria-rowindex={windowed ? 1 : undefined}>
            {columns.map((column) => {
              const sorted = column.key === sortBy;
              const sortable = column.sortable !== false;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'number' : undefined}
                  aria-sort={sorted && sortable ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortable ? (
                    <button type="button" className="sort" part="sort-button" onClick={() => onSort(column.key)}>
                      <span className={column.hideLabel ? 'visually-hidden' : undefined}>{column.label}</span>
                      <span className={`sort-icon${sorted ? ` ${order}` : ''}`} aria-hidden="true" />
                    </button>
                  ) : <span className={column.hideLabel ? 'visually-hidden' : undefined}>{column.label}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {reserving && (
            <tr className="reserve" aria-hidden="true">
              <td colSpan={span} style={{ height: `${reservedRows * rowHeight}px` }} />
            </tr>
          )}
          {range.before > 0 && (
            <tr className="spacer" aria-hidden="true">
              <td colSpan={span} style={{ height: `${range.before}px` }} />
            </tr>
          )}
          {visible.map((row, i) => {
            const index = range.start + i;
            const key = row[rowKey];
            return (
              <Row
                // Windowed: one key per position in the window, so a scrolled frame rewrites the
                // cells of the rows already in the DOM instead of removing and creating rows.
                key={windowed ? `slot-${index % slotCount}` : typeof key === 'string' || typeof key === 'number' ? key : offset + index}
                row={row}
                columns={columns}
                rowIndex={windowed ? index + 2 : undefined}
                rowAttributes={props.rowAttributes}
              />
            );
          })}
          {range.after > 0 && (
            <tr className="spacer" aria-hidden="true">
              <td colSpan={span} style={{ height: `${range.after}px` }} />
            </tr>
          )}
        </tbody>
      </table>
      {busy && props.loader}
    </div>
  );
}

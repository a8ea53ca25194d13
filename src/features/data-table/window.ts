/**
 * What the data table shows of its rows, pure: the window of page numbers around the current
 * page, the rows a scrolled viewport renders, and the page announcement. No DOM, no React.
 */

import { PAGE_NUMBERS_SHOWN, type SortOrder } from '../../domain/tables';
import { EMPTY_TEXT, clampPage } from './state';

/**
 * Up to 7 page numbers around the current page: centred where possible, shifted at either end
 * so the window is always as full as the page count allows.
 */
export function pageWindow(page: number, pageCount: number, size = PAGE_NUMBERS_SHOWN): number[] {
  const count = Math.max(1, pageCount);
  const current = clampPage(page, count);
  const shown = Math.min(size, count);
  let first = current - Math.floor((shown - 1) / 2);
  first = Math.max(1, Math.min(first, count - shown + 1));
  return Array.from({ length: shown }, (_, i) => first + i);
}

export interface RowWindow {
  /** First rendered row (inclusive) and last (exclusive). */
  start: number;
  end: number;
  /** Heights of the spacer rows before and after, in px: the scroll height matches all rows. */
  before: number;
  after: number;
}

/**
 * The rows a viewport shows when every row is `rowHeight` px tall, plus `overscan` rows on each
 * side so a fast scroll does not show blanks before the next frame.
 */
export function rowWindow(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 8): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first) - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/** A polite announcement of the page shown, for the live region. */
export function pageAnnouncement(page: number, pageCount: number, total: number, sortLabel = '', order: SortOrder = 'asc'): string {
  if (total === 0) return EMPTY_TEXT;
  const sorted = sortLabel ? `, sorted by ${sortLabel} ${order === 'asc' ? 'ascending' : 'descending'}` : '';
  return `Page ${page} of ${pageCount}, ${total} ${total === 1 ? 'row' : 'rows'}${sorted}`;
}

/** The data table's public column and row types (the element's `columns` and `rows` properties). */
import type { ReactNode } from 'react';

export type TableRow = Record<string, unknown>;

export interface DataTableColumn<Row = TableRow> {
  /** The row field shown (and the sortBy / filterBy name sent in server-side mode). */
  key: string;
  /** The header text. */
  label: string;
  /** Default true. */
  sortable?: boolean;
  /** Offered in the table filter (its values are the filter's suggestions in client mode). */
  filterable?: boolean;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
  /** The row's header cell (`th scope="row"`), e.g. a name. */
  rowHeader?: boolean;
  /** Cell content: text or React nodes. Never HTML from a string: nothing here is parsed as markup. */
  render?: (row: Row) => ReactNode;
  /** The value sorted by (default row[key]); numbers sort numerically. */
  sortValue?: (row: Row) => unknown;
  /** The value(s) a filter compares with (default row[key] as text). */
  filterValue?: (row: Row) => string | readonly string[];
  /** The header text is for screen readers only (a status icon column). */
  hideLabel?: boolean;
  /** Placeholder of the filter value input for this column, also closing the invalid-value alert. */
  filterPlaceholder?: string;
}

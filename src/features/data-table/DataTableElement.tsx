/**
 * The element's component: the data table, its columns as the element's property gives them.
 * The toolbar (search box, filter bar with the table-filter auto-complete) is a lazy part of the
 * table (TableToolbar.tsx), loaded when the table is searchable or has a filterable column.
 */
import type { ElementProps } from '../../core/declare';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataTableColumn } from './types';
import type { declaration } from '../../declarations/cc-data-table.decl';

export type DataTableElementProps = ElementProps<typeof declaration>;

export function DataTableElement({ columns, ...props }: DataTableElementProps) {
  return (
    <DataTable
      {...(props as Omit<DataTableProps, 'columns'>)}
      // A render function returns what the page's React renders: nodes of the same React.
      columns={columns as DataTableColumn[] | undefined}
    />
  );
}

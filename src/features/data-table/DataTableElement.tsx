/**
 * The element's component: the data table with the table-filter auto-complete as the filter's
 * value input.
 */
import { DataTable, type DataTableProps } from './DataTable';
import type { FilterValueInputProps } from './FilterBar';

function FilterValueInput({ id, placeholder, value, onValue }: FilterValueInputProps & { filterSrc?: string; localItems: readonly string[] | null }) {
  return (
    <input id={id} type="text" placeholder={placeholder} value={value} autoComplete="off"
      onChange={(event) => onValue(event.target.value)} />
  );
}

export function DataTableElement(props: Omit<DataTableProps, 'renderFilterInput'>) {
  return <DataTable {...props} renderFilterInput={(input) => <FilterValueInput {...input} />} />;
}

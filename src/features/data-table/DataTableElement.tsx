/**
 * The element's component: the data table with the table-filter auto-complete (the shared
 * ui/Autocomplete part, variant "table-filter": 1 character, 500 ms debounce, listLimit) as
 * the filter's value input. Client mode offers the column's distinct values as local items;
 * server-side mode asks {filter-src}/autocomplete/?query=…&qparam={column}.
 */
import type { ElementProps } from '../../core/declare';
import { tableFilterCheck } from '../../domain/autocomplete';
import { Autocomplete } from '../../ui/Autocomplete';
import { DataTable, type DataTableProps } from './DataTable';
import type { FilterCheck, FilterValueInputProps } from './FilterBar';
import type { DataTableColumn } from './types';
import type { declaration } from '../../../elements/cc-data-table.decl';

/** Suggestions shown by the table filter (its listLimit). */
export const FILTER_LIST_LIMIT = 10;

type FilterInputProps = FilterValueInputProps & { filterSrc?: string; localItems: readonly string[] | null };

function FilterValueInput({ id, column, placeholder, onValue, onSuggestions, filterSrc, localItems }: FilterInputProps) {
  const remote = localItems === null && filterSrc ? `${filterSrc.replace(/\/+$/, '')}/autocomplete/` : undefined;
  return (
    <Autocomplete
      // A new column starts a new input: its text and suggestions belong to the old one.
      key={column.key}
      variant="table-filter"
      inputId={id}
      label={`Filter value for ${column.label}`}
      placeholder={placeholder}
      listLimit={FILTER_LIST_LIMIT}
      {...(remote
        ? { source: remote, queryParam: 'query', params: { qparam: column.key } }
        : { items: localItems ?? [], textField: 'text', valueField: 'text' })}
      onInputChange={onValue}
      onCommit={(suggestion) => onValue(suggestion.text)}
      onSuggestions={(list) => onSuggestions(list.map((s) => s.text))}
    />
  );
}

/** The auto-complete's table-filter rule, over the suggestions as plain strings. */
const checkFilter: FilterCheck = (value, suggestions, placeholder) => {
  const result = tableFilterCheck(value, suggestions.map((s) => ({ text: s, value: s })), placeholder);
  return result.ok ? { ok: true, value: result.match.value } : result;
};

export type DataTableElementProps = ElementProps<typeof declaration>;

export function DataTableElement({ columns, ...props }: DataTableElementProps) {
  return (
    <DataTable
      {...(props as Omit<DataTableProps, 'columns'>)}
      // A render function returns what the page's React renders: nodes of the same React.
      columns={columns as DataTableColumn[] | undefined}
      renderFilterInput={(input) => <FilterValueInput {...input} />}
      filterCheck={checkFilter}
    />
  );
}

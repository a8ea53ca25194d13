/**
 * The table filter's value input: the shared auto-complete part (ui/Autocomplete, variant
 * "table-filter": 1 character, 500 ms debounce, listLimit). Client mode offers the column's
 * distinct values as local items; server-side mode asks
 * {filter-src}/autocomplete/?query=…&qparam={column}. A lazy chunk of the element
 * (DataTableElement.tsx): a table without filterable columns (the contest page's) never loads it.
 */
import { Autocomplete } from '../../ui/Autocomplete';
import type { FilterValueInputProps } from './FilterBar';

/** Suggestions shown by the table filter (its listLimit). */
export const FILTER_LIST_LIMIT = 10;

export type FilterInputProps = FilterValueInputProps & { filterSrc?: string; localItems: readonly string[] | null };

export function FilterValueInput({ id, column, placeholder, value, onValue, onSuggestions, filterSrc, localItems }: FilterInputProps) {
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
      // What was typed while this part loaded (the stand-in input) stays, and is looked up.
      typedBefore={value}
      {...(remote
        ? { source: remote, queryParam: 'query', params: { qparam: column.key } }
        : { items: localItems ?? [], textField: 'text', valueField: 'text' })}
      onInputChange={onValue}
      onCommit={(suggestion) => onValue(suggestion.text)}
      onSuggestions={(list) => onSuggestions(list.map((s) => s.text))}
    />
  );
}

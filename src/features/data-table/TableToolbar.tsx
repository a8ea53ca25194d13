/**
 * The table's toolbar: the search box and the filter bar (filterable columns, with the value input
 * the element wires in), each shown when the table has it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { FilterBar } from './FilterBar';
import type { TableChange, TableState } from './state';
import type { DataTableProps } from './DataTable';
import type { DataTableColumn } from './types';

const DEFAULT_FILTER_PLACEHOLDER = 'Enter a value from the suggestions';

type ToolbarProps = Pick<DataTableProps, 'searchable' | 'searchLabel' | 'filterPlaceholder' | 'filterSrc' | 'renderFilterInput' | 'filterCheck'> & {
  idPrefix: string;
  state: TableState;
  dispatch: (change: TableChange) => void;
  filterColumns: DataTableColumn[];
  /** Client mode: a column's distinct values; null in server mode. */
  localItems: (column: DataTableColumn) => readonly string[] | null;
};

export function TableToolbar({ idPrefix, state, dispatch, filterColumns, localItems, ...props }: ToolbarProps) {
  if (!props.searchable && filterColumns.length === 0) return null;
  return (
    <div className="toolbar" part="toolbar">
      {props.searchable && (
        <SearchBox idPrefix={idPrefix} label={props.searchLabel || 'Search'} value={state.search}
          onSearch={(search) => dispatch({ type: 'searchChanged', search })} />
      )}
      {filterColumns.length > 0 && props.renderFilterInput && props.filterCheck && (
        <FilterBar
          idPrefix={idPrefix}
          columns={filterColumns}
          filters={state.filters}
          defaultPlaceholder={props.filterPlaceholder || DEFAULT_FILTER_PLACEHOLDER}
          onApply={(filter) => dispatch({ type: 'filterApplied', filter })}
          onRemove={(name) => dispatch({ type: 'filterRemoved', name })}
          knownSuggestions={localItems}
          check={props.filterCheck}
          renderInput={(input) => props.renderFilterInput!({ ...input, filterSrc: props.filterSrc, localItems: localItems(input.column) })}
        />
      )}
    </div>
  );
}

function SearchBox({ idPrefix, label, value, onSearch }: { idPrefix: string; label: string; value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  // Back/forward (query mode) may change the applied search: show it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="search" part="search" onSubmit={submit}>
      <label htmlFor={`${idPrefix}-search`}>{label}</label>
      <input id={`${idPrefix}-search`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button">Search</button>
    </form>
  );
}

/**
 * The table's toolbar: the search box and the filter bar (filterable columns, with the
 * table-filter auto-complete as the value input), each shown when the table has it. A lazy part
 * of the data table (DataTable.tsx), with its own rules: a table with neither (the contest page's
 * problems) never downloads it. The auto-complete is a lazy chunk of its own
 * (FilterValueInput.tsx), loaded when a table with a filterable column first renders; until it
 * arrives a plain input in the same box takes the typing (kept, and focus moves over with it), and
 * the filter's rule (the auto-complete's tableFilterCheck) is here already, so Apply works at once.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useShadowStyles } from '../../ui/host';
import { tableFilterCheck } from '../../domain/table-filter';
import { uiLayer } from '../../core/styles';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { FilterBar, type FilterCheck } from './FilterBar';
import { toolbarCss } from './toolbar.styles';
import type { FilterInputProps } from './FilterValueInput';
import type { TableChange, TableState } from './state';
import type { DataTableProps } from './DataTable';
import type { DataTableColumn } from './types';

const DEFAULT_FILTER_PLACEHOLDER = 'Enter a value from the suggestions';

type ToolbarProps = Pick<DataTableProps, 'searchable' | 'searchLabel' | 'filterPlaceholder' | 'filterSrc'> & {
  idPrefix: string;
  state: TableState;
  dispatch: (change: TableChange) => void;
  filterColumns: DataTableColumn[];
  /** Client mode: a column's distinct values; null in server mode. */
  localItems: (column: DataTableColumn) => readonly string[] | null;
};

export function TableToolbar({ idPrefix, state, dispatch, filterColumns, localItems, ...props }: ToolbarProps) {
  useShadowStyles(toolbarCss);
  if (!props.searchable && filterColumns.length === 0) return null;
  return (
    <div className="toolbar" part="toolbar">
      {props.searchable && (
        <SearchBox idPrefix={idPrefix} label={props.searchLabel || 'Search'} value={state.search}
          onSearch={(search) => dispatch({ type: 'searchChanged', search })} />
      )}
      {filterColumns.length > 0 && (
        <FilterBar
          idPrefix={idPrefix}
          columns={filterColumns}
          filters={state.filters}
          defaultPlaceholder={props.filterPlaceholder || DEFAULT_FILTER_PLACEHOLDER}
          onApply={(filter) => dispatch({ type: 'filterApplied', filter })}
          onRemove={(name) => dispatch({ type: 'filterRemoved', name })}
          knownSuggestions={localItems}
          check={checkFilter}
          renderInput={(input) => <FilterInputSlot {...input} filterSrc={props.filterSrc} localItems={localItems(input.column)} />}
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

const filterInput = lazyModule(() => import('./FilterValueInput'));

/** The auto-complete's table-filter rule, over the suggestions as plain strings. */
const checkFilter: FilterCheck = (value, suggestions, placeholder) => {
  const result = tableFilterCheck(value, suggestions.map((s) => ({ text: s, value: s })), placeholder);
  return result.ok ? { ok: true, value: result.match.value } : result;
};

/**
 * The stand-in's box: the auto-complete's wrapper rule (ui/autocomplete.styles.ts). Its input
 * takes the table's own input rule, as the auto-complete's input does (unlayered, it wins over
 * the shared part's), so both have one size.
 */
const standInCss = uiLayer(`.autocomplete { position: relative; display: inline-block; max-width: 100%; vertical-align: top; }
.autocomplete .input { max-width: 100%; }`);

/**
 * The filter's value input: the auto-complete once loaded, a plain input in its box before,
 * so nothing moves when it takes over.
 */
function FilterInputSlot(props: FilterInputProps) {
  useShadowStyles(standInCss);
  const { module } = useLazyModule(filterInput);
  // When the auto-complete replaces the stand-in while it has focus, the new input (same id)
  // takes the focus over, caret at the end. Read before the stand-in leaves the DOM.
  const standIn = useRef<HTMLInputElement>(null);
  const focusedIn = useRef<ShadowRoot | Document | null>(null);
  const standInRoot = standIn.current?.getRootNode() as ShadowRoot | Document | undefined;
  if (module && standInRoot && standInRoot.activeElement === standIn.current) focusedIn.current = standInRoot;
  useLayoutEffect(() => {
    const root = focusedIn.current;
    if (!module || !root) return;
    focusedIn.current = null;
    const input = root.getElementById(props.id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [module, props.id]);
  if (module) return <module.FilterValueInput {...props} />;
  return (
    <div className="autocomplete table-filter" part="autocomplete">
      <input
        id={props.id}
        part="input"
        className="input"
        type="text"
        aria-label={`Filter value for ${props.column.label}`}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onValue(event.target.value)}
        ref={standIn}
      />
    </div>
  );
}

/**
 * The element's component: the data table with the table-filter auto-complete (the shared
 * ui/Autocomplete part) as the filter's value input. The auto-complete is a lazy chunk
 * (FilterValueInput.tsx), loaded when a table with a filterable column first renders: a table
 * without one (the contest page's problems) never downloads it. Until it arrives a plain input
 * in the same box takes the typing (kept, and focus moves over with it), and the filter's rule
 * (the auto-complete's tableFilterCheck) is here already, so Apply works at once.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ElementProps } from '../../core/declare';
import { useShadowStyles } from '../../ui/host';
import { tableFilterCheck } from '../../domain/table-filter';
import { uiLayer } from '../../core/styles';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { DataTable, type DataTableProps } from './DataTable';
import type { FilterCheck } from './FilterBar';
import type { FilterInputProps } from './FilterValueInput';
import type { DataTableColumn } from './types';
import type { declaration } from '../../declarations/cc-data-table.decl';

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

export type DataTableElementProps = ElementProps<typeof declaration>;

export function DataTableElement({ columns, ...props }: DataTableElementProps) {
  return (
    <DataTable
      {...(props as Omit<DataTableProps, 'columns'>)}
      // A render function returns what the page's React renders: nodes of the same React.
      columns={columns as DataTableColumn[] | undefined}
      renderFilterInput={(input) => <FilterInputSlot {...input} />}
      filterCheck={checkFilter}
    />
  );
}

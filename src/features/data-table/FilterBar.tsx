/**
 * The table filter ({name, value}): pick a column, enter a value, apply.
 * A value applies only when it matches one of the column's suggestions (`check`: the
 * auto-complete's tableFilterCheck); otherwise the alert "Can't apply filter, enter a valid Filter Value."
 * followed by the placeholder text shows, and the typed value stays. Applied filters are listed
 * with a remove button each.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TableFilter } from './state';
import type { DataTableColumn } from './types';

export interface FilterValueInputProps {
  id: string;
  column: DataTableColumn;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
  /** The suggestions the input last offered for this column (what a value must match). */
  onSuggestions: (suggestions: readonly string[]) => void;
}

interface FilterBarProps {
  idPrefix: string;
  columns: readonly DataTableColumn[];
  filters: readonly TableFilter[];
  defaultPlaceholder: string;
  onApply: (filter: TableFilter) => void;
  onRemove: (name: string) => void;
  /** Renders the value input (the table-filter auto-complete). */
  renderInput: (props: FilterValueInputProps) => ReactNode;
  /** Suggestions known without asking the input (client mode: the column's distinct values). */
  knownSuggestions?: (column: DataTableColumn) => readonly string[] | null;
  /** The table-filter rule: does `value` match a suggestion? (else the alert's text) */
  check: FilterCheck;
}

export type FilterCheck = (value: string, suggestions: readonly string[], placeholder: string) =>
  { ok: true; value: string } | { ok: false; message: string };

export function FilterBar({ idPrefix, columns, filters, defaultPlaceholder, onApply, onRemove, renderInput, knownSuggestions, check: checkValue }: FilterBarProps) {
  const [name, setName] = useState(columns[0]?.key ?? '');
  const [value, setValue] = useState('');
  const [offered, setOffered] = useState<readonly string[]>([]);
  const [invalid, setInvalid] = useState('');
  const column = columns.find((c) => c.key === name) ?? columns[0];
  if (!column) return null;
  const placeholder = column.filterPlaceholder ?? defaultPlaceholder;
  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? key;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkValue(value, knownSuggestions?.(column) ?? offered, placeholder);
    if (!check.ok) {
      setInvalid(check.message);
      return;
    }
    setInvalid('');
    // The suggestion's own spelling, so the filter reads like the data. The typed text stays.
    onApply({ name: column.key, value: check.value.trim() });
  };

  return (
    <div className="filters" part="filters">
      <form className="filter-form" part="filter-form" onSubmit={apply} aria-label="Filter rows">
        {columns.length > 1 ? (
          <label htmlFor={`${idPrefix}-filter-name`}>
            Filter by
            <select
              id={`${idPrefix}-filter-name`}
              value={column.key}
              onChange={(event) => {
                setName(event.target.value);
                setValue('');
                setOffered([]);
                setInvalid('');
              }}
            >
              {columns.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
            </select>
          </label>
        ) : null}
        <div className="filter-value">
          <label htmlFor={`${idPrefix}-filter-value`} className={columns.length > 1 ? 'visually-hidden' : undefined}>
            {columns.length > 1 ? 'Filter value' : `Filter by ${column.label}`}
          </label>
          {renderInput({
            id: `${idPrefix}-filter-value`,
            column,
            placeholder,
            value,
            onValue: (next) => {
              setValue(next);
              if (invalid) setInvalid('');
            },
            onSuggestions: setOffered,
          })}
        </div>
        <button type="submit" className="button" part="filter-apply">Apply filter</button>
      </form>
      {invalid && <p className="filter-error" part="filter-error" role="alert">{invalid}</p>}
      {filters.length > 0 && (
        <ul className="applied" part="applied-filters" aria-label="Applied filters">
          {filters.map((f) => (
            <li key={f.name} className="chip">
              <span>{labelOf(f.name)}: {f.value}</span>
              <button type="button" className="chip-remove" onClick={() => onRemove(f.name)} aria-label={`Remove filter ${labelOf(f.name)}: ${f.value}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

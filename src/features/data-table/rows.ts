/**
 * The data table's rows, pure: sort keys and orders precomputed once per rows array
 * (SortKeyCache), and the client-mode derivation of the page shown from the state (filtered,
 * searched, sorted and paged rows). No DOM, no React.
 */

import type { SortOrder, TableState } from '../../domain/tables';
import { clampPage, pageCountOf } from './state';

/** What the table knows of a column for sorting, filtering and searching. */
export interface ColumnRules<Row> {
  key: string;
  /** A number sorts numerically, anything else as text. Defaults to row[key]. */
  sortValue?: (row: Row) => unknown;
  /** The value(s) a filter on this column compares with. Defaults to row[key] as text. */
  filterValue?: (row: Row) => string | readonly string[];
}

type SortKey = number | string;

/** Numbers (and numeric strings) as numbers, everything else as lower-case text; empty values last. */
function sortKeyOf(value: unknown): SortKey {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    return trimmed.toLowerCase();
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value == null ? '' : String(value).toLowerCase();
}

const fieldOf = <Row>(row: Row, key: string): unknown => (row as Record<string, unknown>)[key];

/**
 * What the table precomputes once per rows array: sort keys and sorted orders per column and
 * direction, and each column's filter values in lower case. A 10,000-row sort then compares
 * plain numbers and strings, a second click on the same header costs nothing, and a filter is
 * one pass over prepared strings in the already sorted order.
 */
export class SortKeyCache<Row> {
  readonly #keys = new Map<string, SortKey[]>();
  readonly #orders = new Map<string, Uint32Array>();
  readonly #filterValues = new Map<string, string[][]>();
  readonly #suggestions = new Map<string, string[]>();
  constructor(readonly rows: readonly Row[]) {}

  keys(column: ColumnRules<Row> | undefined, sortBy: string): SortKey[] {
    const name = column?.key ?? sortBy;
    let keys = this.#keys.get(name);
    if (!keys) {
      const read = column?.sortValue ?? ((row: Row) => fieldOf(row, name));
      keys = this.rows.map((row) => sortKeyOf(read(row)));
      this.#keys.set(name, keys);
    }
    return keys;
  }

  order(column: ColumnRules<Row> | undefined, sortBy: string, order: SortOrder): Uint32Array {
    const name = column?.key ?? sortBy;
    const id = `${name}\u0000${order}`;
    let indices = this.#orders.get(id);
    if (!indices) {
      // Rows usually arrive in the default sort's order (ids, positions): the first render
      // checks that in one pass, without building the column's keys.
      const ascending = !this.#keys.has(name) && order === 'asc'
        && inKeyOrder(this.rows, column?.sortValue ?? ((row: Row) => fieldOf(row, name)));
      indices = ascending ? identityOrder(this.rows.length) : sortedIndices(this.keys(column, sortBy), order);
      this.#orders.set(id, indices);
    }
    return indices;
  }

  /** Each row's filter values for a column, trimmed and in lower case. */
  filterValues(column: ColumnRules<Row> | undefined, name: string): string[][] {
    let values = this.#filterValues.get(name);
    if (!values) {
      values = this.rows.map((row) => filterValuesOf(row, column, name).map(fold));
      this.#filterValues.set(name, values);
    }
    return values;
  }

  suggestions(column: ColumnRules<Row>): string[] {
    let list = this.#suggestions.get(column.key);
    if (!list) {
      list = filterSuggestions(this.rows, column);
      this.#suggestions.set(column.key, list);
    }
    return list;
  }
}

const fold = (value: string) => value.trim().toLowerCase();

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Numbers before text, so a column mixing both stays in a clear order.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  if (a === b) return 0;
  if (a === '') return 1; // empty text last
  if (b === '') return -1;
  return a < b ? -1 : 1;
}

// Packed sort: an integer key and the row index in one float64 (key * 2^21 + index is exact
// while |key| < 2^31 and there are fewer than 2^21 rows), sorted natively with no comparator.
const INDEX_BITS = 2 ** 21;
const KEY_LIMIT = 2 ** 31;
const EMPTY_LAST = KEY_LIMIT - 1;

/**
 * The same order as the comparator below, for columns of whole numbers (and empty values):
 * a typed-array sort without a callback, fast even before the page's code is warm (the
 * first sort of a column runs when it is clicked). Null when the keys do not fit.
 */
function packedOrder(keys: readonly SortKey[], order: SortOrder): Uint32Array | null {
  const n = keys.length;
  if (n >= INDEX_BITS) return null;
  const packed = new Float64Array(n);
  const sign = order === 'desc' ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    let value: number;
    if (typeof key === 'number') {
      if (!Number.isInteger(key) || key <= -EMPTY_LAST || key >= EMPTY_LAST) return null;
      value = key;
    } else if (key === '') value = EMPTY_LAST; // empty after numbers (before them when descending)
    else return null;
    packed[i] = sign * value * INDEX_BITS + i;
  }
  packed.sort();
  const indices = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const index = packed[i] % INDEX_BITS;
    indices[i] = index < 0 ? index + INDEX_BITS : index;
  }
  return indices;
}

/** True when the rows' keys never decrease: the ascending order is the rows' own. */
export function inKeyOrder<Row>(rows: readonly Row[], read: (row: Row) => unknown): boolean {
  if (rows.length < 2) return true;
  let previous = sortKeyOf(read(rows[0]));
  for (let i = 1; i < rows.length; i++) {
    const key = sortKeyOf(read(rows[i]));
    if (compareKeys(previous, key) > 0) return false;
    previous = key;
  }
  return true;
}

function identityOrder(length: number): Uint32Array {
  const indices = new Uint32Array(length);
  for (let i = 0; i < length; i++) indices[i] = i;
  return indices;
}

/** Row indices in sorted order. Stable: equal keys keep their original order in both directions. */
export function sortedIndices(keys: readonly SortKey[], order: SortOrder): Uint32Array {
  const indices = new Uint32Array(keys.length);
  for (let i = 0; i < indices.length; i++) indices[i] = i;
  // Rows often arrive in key order (ids, positions): one linear check spares the sort.
  let ascending = true;
  let strictly = true;
  for (let i = 1; i < keys.length && ascending; i++) {
    const c = compareKeys(keys[i - 1], keys[i]);
    if (c > 0) ascending = false;
    else if (c === 0) strictly = false;
  }
  if (ascending && order === 'asc') return indices;
  if (ascending && strictly) return indices.reverse();
  const packed = packedOrder(keys, order);
  if (packed) return packed;
  const sign = order === 'desc' ? -1 : 1;
  indices.sort((a, b) => sign * compareKeys(keys[a], keys[b]) || a - b);
  return indices;
}

function filterValuesOf<Row>(row: Row, column: ColumnRules<Row> | undefined, name: string): readonly string[] {
  const value = column?.filterValue ? column.filterValue(row) : fieldOf(row, name);
  if (Array.isArray(value)) return value.map((v) => String(v));
  return value == null ? [] : [String(value)];
}

/** The distinct filter values of a column, in first-seen order: the table filter's local suggestions. */
export function filterSuggestions<Row>(rows: readonly Row[], column: ColumnRules<Row>): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    for (const value of filterValuesOf(row, column, column.key)) {
      const folded = value.trim().toLowerCase();
      if (folded && !seen.has(folded)) seen.set(folded, value.trim());
    }
  }
  return [...seen.values()];
}

export interface DerivedPage<Row> {
  /** The rows of the current page, in order. */
  rows: Row[];
  /** Rows after filtering and search (all pages). */
  total: number;
  pageCount: number;
  /** The page shown: the state's page clamped to the page count. */
  page: number;
  /** Index (in the filtered, sorted list) of the first row of the page. */
  offset: number;
}

export interface DeriveOptions<Row> {
  columns: readonly ColumnRules<Row>[];
  searchKeys?: readonly string[];
  keys: SortKeyCache<Row>;
}

/**
 * Client mode: filter, search, sort and page all rows, exactly. Sorting runs over indices with
 * the precomputed keys; filtering keeps the sorted order, so one sort serves every filter.
 */
export function derivePage<Row>(state: TableState, options: DeriveOptions<Row>): DerivedPage<Row> {
  const { keys } = options;
  const rows = keys.rows;
  const byKey = new Map(options.columns.map((c) => [c.key, c]));
  const order = keys.order(byKey.get(state.sortBy), state.sortBy, state.order);
  const searchKeys = options.searchKeys ?? options.columns.map((c) => c.key);
  const filters = state.filters.map((f) => ({ values: keys.filterValues(byKey.get(f.name), f.name), wanted: fold(f.value) }));
  const needle = fold(state.search);
  const searched = needle ? searchKeys.map((key) => keys.filterValues(byKey.get(key), key)) : [];
  let visible: ArrayLike<number> = order;
  if (filters.length > 0 || needle) {
    const kept: number[] = [];
    for (let i = 0; i < order.length; i++) {
      const index = order[i];
      if (!filters.every((f) => f.values[index].includes(f.wanted))) continue;
      if (needle && !searched.some((values) => values[index].some((v) => v.includes(needle)))) continue;
      kept.push(index);
    }
    visible = kept;
  }
  const total = visible.length;
  const pageCount = pageCountOf(total, state.pageSize);
  const page = clampPage(state.page, pageCount);
  const offset = (page - 1) * state.pageSize;
  const end = Math.min(total, offset + state.pageSize);
  const pageRows: Row[] = new Array(Math.max(0, end - offset));
  for (let i = offset; i < end; i++) pageRows[i - offset] = rows[visible[i]];
  return { rows: pageRows, total, pageCount, page, offset };
}

/** Shared set-up for the data table tests: mounting with properties, reading the shown rows. */
import { fixture, html } from '@open-wc/testing';
import '../../elements/cc-data-table';
import type { DataTableColumn } from '../../src/features/data-table/types';
import { until } from '../support/until';
import { q, qa } from '../support/shadow';

export type TableElement = HTMLElement & { columns?: DataTableColumn[]; rows?: Record<string, unknown>[] };

export interface Person extends Record<string, unknown> { id: number; name: string; score: number; country: string }

const COUNTRIES = ['India', 'Japan', 'Peru', 'Chile'];
export function people(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1, name: `Person ${String(i + 1).padStart(5, '0')}`, score: (i * 37) % 101, country: COUNTRIES[i % 4],
  }));
}

export const PEOPLE_COLUMNS: DataTableColumn[] = [
  { key: 'id', label: 'Id', numeric: true },
  { key: 'name', label: 'Name', rowHeader: true },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'country', label: 'Country', filterable: true, filterPlaceholder: 'Enter a country' },
];

/** A cc-data-table with `attributes`, then columns and rows set as properties. */
export async function mountTable(attributes: Record<string, string>, columns: DataTableColumn[], rows?: Record<string, unknown>[]) {
  const el = await fixture<TableElement>(html`<cc-data-table></cc-data-table>`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.columns = columns;
  if (rows) el.rows = rows;
  return el;
}


/** The text of each shown body row's cells, joined by '|'. */
export const shownRows = (el: Element) => qa(el, 'tbody tr[part="row"]').map((tr) => [...tr.children].map((c) => c.textContent).join('|'));
/** The first cell of each shown row. */
export const firstCells = (el: Element) => qa(el, 'tbody tr[part="row"]').map((tr) => tr.children[0].textContent ?? '');
export const sortButton = (el: Element, label: string) => qa<HTMLButtonElement>(el, 'th button.sort').find((b) => b.textContent === label)!;
export const headerSort = (el: Element, label: string) => sortButton(el, label).closest('th')!.getAttribute('aria-sort');
export const pageButton = (el: Element, label: string) => qa<HTMLElement>(el, '[part="page"]').find((b) => b.getAttribute('aria-label') === label)!;
export const announced = (el: Element) => q(el, '[part="announcer"]')?.textContent ?? '';

export async function untilRows(el: Element, what = 'rows') {
  await until(() => qa(el, 'tbody tr[part="row"]').length > 0, what);
}

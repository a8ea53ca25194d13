/**
 * The successful-submissions list, loaded on demand: nothing is asked of the server until the
 * button is pressed; then a <cc-data-table> in server-side mode (its element loads then, or when
 * the pointer or focus reaches the button: lazy-parts.ts) pages, sorts and searches it on the
 * server (GET …/successful-submissions with sortBy, page, itemsPerPage, filterBy, order, search;
 * answered {rows, total}), 10 rows a page.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { lazyFormatter } from '../../core/intl';
import type { TableColumn, TableRow } from '../../domain/tables';
import { Loader } from '../../ui/Loader';
import { useLazyModule } from '../../ui/useLazyModule';
import { dataTableElement } from './lazy-parts';
import { paths } from './logic';

export const SUBMISSIONS_LOADING_TEXT = 'Loading successful submissions…';
export const SUBMISSIONS_FAILED_TEXT = 'The successful submissions could not be loaded.';
const warm = () => void dataTableElement.load().catch(() => undefined);

const dateFormat = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const SUBMISSIONS_PAGE_SIZE = 10;

/** The list's address for a problem of a contest. */
const submissionsSrc = (contest: string, code: string) =>
  `/api/contests/${encodeURIComponent(contest)}/problems/${encodeURIComponent(code)}/successful-submissions`;

/** Memory in the answer is KiB; shown in MB. */
const memoryText = (kib: number | null): string => (kib === null ? '-' : `${(kib / 1024).toFixed(1)} MB`);

/** Dates in the answer are Unix seconds. */
function dateCell(seconds: number | null): ReactNode {
  if (seconds === null) return '-';
  const ms = seconds * 1000;
  return <time dateTime={new Date(ms).toISOString()}>{dateFormat().format(ms)}</time>;
}

/** One object for the table's life: new columns would make the table derive everything again. */
const SUBMISSION_COLUMNS: TableColumn<TableRow, ReactNode>[] = [
  { key: 'user', label: 'User', rowHeader: true, render: (row) => <a href={paths.user(textOf(row.user))}>{textOf(row.user)}</a> },
  { key: 'language', label: 'Language' },
  { key: 'time', label: 'Time (s)', numeric: true, render: (row) => String(numberOf(row.time) ?? '-') },
  { key: 'memory', label: 'Memory', numeric: true, render: (row) => memoryText(numberOf(row.memory)) },
  { key: 'date', label: 'Date', render: (row) => dateCell(numberOf(row.date)) },
];

export function SuccessfulSubmissions({ contest, code }: { contest: string; code: string }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);
  const table = useLazyModule(dataTableElement, shown);
  // The button goes away with the press: focus goes to the section's heading, not the page.
  useEffect(() => {
    if (shown && pressed.current) heading.current?.focus();
  }, [shown]);
  return (
    <section className="section submissions" part="submissions" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>Successful submissions</h2>
      {shown && table.failed && (
        <p className="load-failed" role="alert">
          {SUBMISSIONS_FAILED_TEXT} <button type="button" className="link-button" onClick={table.retry}>Retry</button>
        </p>
      )}
      {shown && !table.module && !table.failed && <Loader label={SUBMISSIONS_LOADING_TEXT} showLabel />}
      {/* Rendered once the element is defined: React sets `columns` as a property only then. */}
      {shown && table.module && (
        <cc-data-table
          part="submissions-table"
          className="submissions-table"
          src={submissionsSrc(contest, code)}
          caption={`Successful submissions of ${code}`}
          hide-caption
          columns={SUBMISSION_COLUMNS}
          row-key="id"
          sort-by="id"
          page-size={SUBMISSIONS_PAGE_SIZE}
          searchable
          search-label="Search by user"
        ></cc-data-table>
      )}
      {!shown && (
        <button type="button" className="button" part="load-submissions" onPointerEnter={warm} onFocus={warm} onClick={() => {
          pressed.current = true;
          setShown(true);
        }}>
          Show successful submissions
        </button>
      )}
    </section>
  );
}

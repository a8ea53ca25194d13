/**
 * The list pages' columns (cc-data-table `columns`): links to each row's page, numbers right
 * aligned, and the filters each list offers. Row fields are the reference server's list answers.
 */
import { useEffect, type ReactNode } from 'react';
import { lazyFormatter } from '../../../core/intl';
import { yieldToPage } from '../../../core/tasks';
import { difficultyText } from '../../../domain/difficulty';
import { groupThousands } from '../../../domain/roadmaps';
import type { TableColumn, TableRow } from '../../../domain/tables';

type DataTableColumn = TableColumn<TableRow, ReactNode>;

// Made on first use, not when the list pages' chunk is evaluated (core/intl.ts).
const dateTime = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const enc = encodeURIComponent;

/**
 * A page whose tables show dates makes their formatter in a task of its own after it mounts,
 * while its lists are on their way: Chromium's ICU set-up for dates (20-60 ms unthrottled on
 * the reference machine) was otherwise paid inside the first table's render of its rows, one
 * long task with the rows.
 */
export function useDateCellsAhead(): void {
  useEffect(() => {
    void yieldToPage().then(dateTime);
  }, []);
}

/** A date cell from an ISO string or epoch ms; '' when unreadable. */
function dateCell(value: unknown) {
  const ms = typeof value === 'number' ? value : Date.parse(text(value));
  if (!Number.isFinite(ms)) return '';
  return <time dateTime={new Date(ms).toISOString()}>{dateTime().format(ms)}</time>;
}

export const PRACTICE_COLUMNS: DataTableColumn[] = [
  { key: 'code', label: 'Code', render: (row) => <a href={`/problems-old/${enc(text(row.code))}`}>{text(row.code)}</a> },
  { key: 'name', label: 'Name', rowHeader: true, render: (row) => <a href={`/problems-old/${enc(text(row.code))}`}>{text(row.name)}</a> },
  {
    key: 'difficulty', label: 'Difficulty', filterable: true, filterPlaceholder: 'Enter a difficulty: Beginner, Easy, Medium or Hard',
    // The level and its rating; a rating of -1 reads 'N/A', as on the problem page.
    render: (row) => `${text(row.difficulty)} (${difficultyText(row.rating)})`,
  },
  {
    key: 'tag', label: 'Tags', sortable: false, filterable: true, filterPlaceholder: 'Enter a tag, e.g. arrays',
    render: (row) => (Array.isArray(row.tags) ? row.tags.map(text).join(', ') : ''),
  },
  {
    // Counts grouped without Intl: /practice's first rows were the page's first formatted
    // number, and Chromium's ICU set-up for it (core/intl.ts) ran inside the render showing them.
    key: 'successful', label: 'Successful submissions', numeric: true,
    render: (row) => groupThousands(Number(row.successful) || 0),
  },
  { key: 'accuracy', label: 'Accuracy', numeric: true, render: (row) => `${text(row.accuracy)}%` },
  {
    // The row's todo widget: shown on the row's hover or focus; visitors are sent to log in.
    key: 'todo', label: 'Add to todo list', hideLabel: true, sortable: false,
    render: (row) => <cc-todo-widget row problem={text(row.code)} contest="PRACTICE"></cc-todo-widget>,
  },
];

export const rankingColumns = (): DataTableColumn[] => [
  { key: 'rank', label: 'Rank', numeric: true },
  { key: 'username', label: 'User', rowHeader: true, render: (row) => <a href={`/users/${enc(text(row.username))}`}>{text(row.username)}</a> },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'penalty', label: 'Penalty', numeric: true },
  { key: 'country', label: 'Country', filterable: true, filterPlaceholder: 'Enter a country from the suggestions' },
  { key: 'institution', label: 'Institution', filterable: true, filterPlaceholder: 'Enter an institution from the suggestions' },
];

const contestLink = (row: Record<string, unknown>) => <a href={`/${enc(text(row.code))}`}>{text(row.name) || text(row.code)}</a>;

export const CONTEST_COLUMNS: DataTableColumn[] = [
  { key: 'code', label: 'Code' },
  { key: 'name', label: 'Name', rowHeader: true, render: contestLink },
  { key: 'start_date', label: 'Start', render: (row) => dateCell(row.start_date), sortValue: (row) => Date.parse(text(row.start_date)) },
  { key: 'end_date', label: 'End', render: (row) => dateCell(row.end_date), sortValue: (row) => Date.parse(text(row.end_date)) },
];

/** A time in seconds ("0.52 s"); a memory in KiB shown in MiB ("3.0 MiB"). */
const seconds = (value: unknown) => `${(Number(value) || 0).toFixed(2)} s`;
const mebibytes = (value: unknown) => `${((Number(value) || 0) / 1024).toFixed(1)} MiB`;

export const SUBMISSION_COLUMNS: DataTableColumn[] = [
  { key: 'id', label: 'ID', numeric: true },
  {
    key: 'user', label: 'User', rowHeader: true, filterable: true, filterPlaceholder: 'Enter a user from the suggestions',
    render: (row) => <a href={`/users/${enc(text(row.user))}`}>{text(row.user)}</a>,
  },
  { key: 'language', label: 'Language', filterable: true, filterPlaceholder: 'Enter a language, e.g. C++17' },
  { key: 'verdict', label: 'Verdict', filterable: true, filterPlaceholder: 'Enter a verdict, e.g. Accepted' },
  { key: 'time', label: 'Time', numeric: true, render: (row) => seconds(row.time) },
  { key: 'memory', label: 'Memory', numeric: true, render: (row) => mebibytes(row.memory) },
  { key: 'date', label: 'Date', render: (row) => dateCell((Number(row.date) || 0) * 1000) },
];

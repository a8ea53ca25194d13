/**
 * The contest's problem table as cc-data-table columns and rows: every problem on one page
 * (the contest page size, 10000, windowed), sorted by position by default, with the signed-in
 * user's status per problem from the map computed once per answer (domain/problem-status.ts
 * problemStandings, not a search per row), a todo widget per row (shown on the row's hover or
 * focus; only the rows the table has in the DOM make one, in an idle moment after they are
 * painted), and a Submit link while the contest runs.
 */
import type { ContestProblem } from '../../api/contest-answer';
import { lazyFormatter } from '../../core/intl';
import type { ReactNode } from 'react';
import type { TableColumn, TableRow } from '../../domain/tables';
import { STATUS_LABELS, standingIn, type ProblemStanding, type ProblemStatus } from '../../domain/problem-status';
import { useIdleReady } from '../../ui/useIdleReady';
import { accuracyText, canSubmit, paths } from './logic';

/** The hidden header of the rows' todo widgets. */
const TODO_COLUMN_LABEL = 'Add to todo list';

/** The contest page's table holds up to 10000 rows on one page. */
export const CONTEST_PAGE_SIZE = 10000;

/** Successful submissions, grouped in thousands (made on first use: core/intl.ts). */
export const countFormat = lazyFormatter(() => new Intl.NumberFormat('en'));
const STATUS_ORDER: Record<ProblemStatus, number> = { solved: 0, 'partially-solved': 1, unsolved: 2, unattempted: 3, locked: 4 };

export interface ProblemRow extends TableRow {
  id: number;
  code: string;
  name: string;
  successful: number | null;
  accuracy: number | null;
  status: ProblemStatus;
  scoreTitle: string | null;
  allowSubmission: boolean | null;
}

export function problemRows(problems: readonly ContestProblem[], standings: ReadonlyMap<string, ProblemStanding>): ProblemRow[] {
  return problems.map((problem, index) => {
    const standing = standingIn(standings, problem.code);
    return {
      id: index + 1, code: problem.code, name: problem.name, successful: problem.successfulSubmissions,
      accuracy: problem.accuracy, status: standing.status, scoreTitle: standing.scoreTitle,
      allowSubmission: problem.allowSubmission,
    };
  });
}

const asRow = (row: TableRow) => row as ProblemRow;

type DataTableColumn = TableColumn<TableRow, ReactNode>;

/**
 * A row's todo widget, made in an idle moment once the rows are painted: each widget is an
 * element with its own shadow root, styles and React root, and a screenful of them cost the
 * table's first paint more than its rows did. It only shows on the row's hover or focus. In a
 * windowed table the component stays with its slot while rows scroll or sort through it, so it
 * waits once, and a sort right after the first paint does not pay for the widgets either.
 */
function RowTodo({ problem, contest }: { problem: string; contest: string }) {
  const ready = useIdleReady();
  // Both carry the part: the page's sheet gives it the widget's button size (lazy-parts.ts), so
  // the cell keeps its layout when the placeholder, then the widget's code, arrive.
  if (!ready) return <span part="todo-widget" />;
  return <cc-todo-widget row part="todo-widget" problem={problem} contest={contest}></cc-todo-widget>;
}

/** The columns; `running` adds the Submit column (links only where submitting is allowed). */
export function problemColumns(contestCode: string, signedIn: boolean, running: boolean): DataTableColumn[] {
  const status: DataTableColumn = {
    key: 'status', label: 'Status', hideLabel: true,
    sortValue: (row) => STATUS_ORDER[asRow(row).status],
    render: (row) => (
      <span part={`status-mark ${asRow(row).status}`} title={asRow(row).scoreTitle ?? undefined}>
        <span className="visually-hidden">{STATUS_LABELS[asRow(row).status]}</span>
      </span>
    ),
  };
  const columns: DataTableColumn[] = [
    {
      key: 'name', label: 'Name', rowHeader: true,
      render: (row) => (asRow(row).status === 'locked'
        ? <span part="locked">{asRow(row).name} <span className="muted">(locked)</span></span>
        : <a href={paths.problem(contestCode, asRow(row).code)} part="problem-link">{asRow(row).name}</a>),
    },
    { key: 'code', label: 'Code' },
    {
      key: 'successful', label: 'Successful submissions', numeric: true,
      render: (row) => (asRow(row).successful === null ? '-' : countFormat().format(asRow(row).successful!)),
    },
    { key: 'accuracy', label: 'Accuracy', numeric: true, render: (row) => accuracyText(asRow(row).accuracy) },
    {
      key: 'todo', label: TODO_COLUMN_LABEL, hideLabel: true, sortable: false,
      // Visitors get it too: pressing it sends them to log in and back.
      render: (row) => (asRow(row).status === 'locked' ? null : <RowTodo problem={asRow(row).code} contest={contestCode} />),
    },
  ];
  const submit: DataTableColumn = {
    key: 'submit', label: 'Submit', hideLabel: true, sortable: false,
    render: (row) => {
      const problem = asRow(row);
      const standing: ProblemStanding = { status: problem.status, scoreTitle: problem.scoreTitle };
      if (!canSubmit(problem, standing, 'running')) return null;
      const target = paths.submit(contestCode, problem.code);
      return (
        <a part="problem-submit" aria-label={`Submit ${problem.code}`} href={signedIn ? target : paths.login(target)}>
          Submit
        </a>
      );
    },
  };
  return [...(signedIn ? [status] : []), ...columns, ...(running ? [submit] : [])];
}

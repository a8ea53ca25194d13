/**
 * The contest's problem table as cc-data-table columns and rows: every problem on one page
 * (the contest page size, 10000, windowed), sorted by position by default, with the signed-in
 * user's status per problem from a map computed once per answer (not a search per row).
 */
import type { Contest, ContestProblem } from '../../api/contests';
import type { ReactNode } from 'react';
import type { TableColumn, TableRow } from '../../domain/tables';
import { STATUS_LABELS, problemStanding, type ProblemStanding, type ProblemStatus } from '../../domain/problem-status';
import { accuracyText, paths } from './logic';

/** The contest page's table holds up to 10000 rows on one page. */
export const CONTEST_PAGE_SIZE = 10000;

const countFormat = new Intl.NumberFormat('en');
const STATUS_ORDER: Record<ProblemStatus, number> = { solved: 0, 'partially-solved': 1, unsolved: 2, unattempted: 3, locked: 4 };

/**
 * Each problem's standing, keyed by code. The stats lists are indexed once, so 10,000 problems
 * cost one pass instead of a scan of every list per row.
 */
export function standingsByCode(problems: readonly ContestProblem[], stats: Contest['stats']): Map<string, ProblemStanding> {
  const byCode = <T extends { code: string }>(list: readonly T[]) => {
    const map = new Map<string, T>();
    for (const item of list) if (!map.has(item.code)) map.set(item.code, item);
    return map;
  };
  const locked = new Set(stats.locked);
  const solved = byCode(stats.solved);
  const partial = byCode(stats.partiallySolved);
  const attempted = byCode(stats.attempted);
  const only = <T,>(map: Map<string, T>, code: string): T[] => (map.has(code) ? [map.get(code)!] : []);
  const standings = new Map<string, ProblemStanding>();
  for (const { code } of problems) {
    const named = locked.has(code) || solved.has(code) || partial.has(code) || attempted.has(code);
    // The spec's rule, applied to this problem's own results only.
    standings.set(code, named ? problemStanding(code, {
      ...stats,
      locked: locked.has(code) ? [code] : [],
      solved: only(solved, code),
      partiallySolved: only(partial, code),
      attempted: only(attempted, code),
    }) : { status: 'unattempted', scoreTitle: null });
  }
  return standings;
}

export interface ProblemRow extends TableRow {
  id: number;
  code: string;
  name: string;
  successful: number | null;
  accuracy: number | null;
  status: ProblemStatus;
  scoreTitle: string | null;
}

export function problemRows(problems: readonly ContestProblem[], standings: ReadonlyMap<string, ProblemStanding>): ProblemRow[] {
  return problems.map((problem, index) => {
    const standing = standings.get(problem.code) ?? { status: 'unattempted' as const, scoreTitle: null };
    return {
      id: index + 1, code: problem.code, name: problem.name, successful: problem.successfulSubmissions,
      accuracy: problem.accuracy, status: standing.status, scoreTitle: standing.scoreTitle,
    };
  });
}

const asRow = (row: TableRow) => row as ProblemRow;

type DataTableColumn = TableColumn<TableRow, ReactNode>;

export function problemColumns(contestCode: string, signedIn: boolean): DataTableColumn[] {
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
        ? asRow(row).name
        : <a href={paths.problem(contestCode, asRow(row).code)} part="problem-link">{asRow(row).name}</a>),
    },
    { key: 'code', label: 'Code' },
    {
      key: 'successful', label: 'Successful submissions', numeric: true,
      render: (row) => (asRow(row).successful === null ? '-' : countFormat.format(asRow(row).successful!)),
    },
    { key: 'accuracy', label: 'Accuracy', numeric: true, render: (row) => accuracyText(asRow(row).accuracy) },
  ];
  return signedIn ? [status, ...columns] : columns;
}

/**
 * The contest's problem table (name, code, successful submissions, accuracy; the signed-in
 * user's status per problem) as a cc-data-table (columns and rows: problem-table-columns.tsx), and the separate unscored
 * table, or why there are no problems yet (empty-table messages).
 */
import { memo, useMemo } from 'react';
import type { Contest, ContestProblem } from '../../api/contest-answer';
import { remaining } from '../../core/clock';
import { supportEmail } from '../../core/support';
import type { ContestPhase } from '../../domain/contest-timeline';
import { problemStandings, type ProblemStanding } from '../../domain/problem-status';
import { SafeHtml } from '../../ui/SafeHtml';
import { useClockValue } from '../../ui/useClockValue';
import type { TableRow } from '../../domain/tables';
import { CONTEST_PAGE_SIZE, countFormat, problemColumns, problemRows } from './problem-table-columns';
import { useContestProblems, type ContestProblemList } from './problem-pages';
import { useTodoWidgetsAfterPaint } from './lazy-parts';
import {
  NO_UNSCORED_TEXT, OTP_PROMPT_TEXT, PROBLEMS_FAILED_TEXT, problemsLoadingText, REGISTER_AND_START_TEXT, REGISTER_TEXT, RESTRICTED_TEXT, START_TO_SEE_TEXT,
  availableInText, emptyProblemsReason, reloadText, splitProblems, type EmptyProblemsReason,
} from './logic';

interface ProblemTablesProps {
  contest: Contest;
  phase: ContestPhase;
  signedIn: boolean;
  onReload: () => void;
}

/** Memoised: nothing here shows time except 'Problems will be available in', which ticks alone. */
export const ProblemTables = memo(function ProblemTables({ contest, phase, signedIn, onReload }: ProblemTablesProps) {
  const list = useContestProblems(contest);
  const { scored, unscored } = useMemo(() => splitProblems(list.problems), [list.problems]);
  const standings = useMemo(() => problemStandings(contest.stats), [contest.stats]);
  if (contest.problems.length === 0) {
    return (
      <section className="section problems" part="problems" aria-labelledby="problems-title">
        <h2 id="problems-title">Problems</h2>
        <EmptyProblems reason={emptyProblemsReason(contest, phase)} contest={contest} onReload={onReload} />
      </section>
    );
  }
  return (
    <>
      <section className="section problems" part="problems" aria-labelledby="problems-title">
        <h2 id="problems-title">{contest.scorableHeading || 'Problems'}</h2>
        {contest.scorableMessage && <SafeHtml markup={contest.scorableMessage} kind="siteMarkup" className="rich" headingLevel={3} />}
        <ProblemTable contest={contest} problems={scored} caption="Scored problems" signedIn={signedIn} standings={standings} phase={phase} />
        <MoreProblems list={list} />
      </section>
      <section className="section unscored" part="unscored" aria-labelledby="unscored-title">
        <h2 id="unscored-title">{contest.unscoredHeading || 'Unscored problems'}</h2>
        {contest.unscoredMessage && <SafeHtml markup={contest.unscoredMessage} kind="siteMarkup" className="rich" headingLevel={3} />}
        {unscored.length === 0
          ? <p className="empty" part="empty">{NO_UNSCORED_TEXT}</p>
          : <ProblemTable contest={contest} problems={unscored} caption="Unscored problems" signedIn={signedIn} standings={standings} phase={phase} />}
      </section>
    </>
  );
});

function ProblemTable({ contest, problems, caption, signedIn, standings, phase }: {
  contest: Contest; problems: ContestProblem[]; caption: string; signedIn: boolean;
  standings: ReadonlyMap<string, ProblemStanding>; phase: ContestPhase;
}) {
  const rows = useMemo(() => problemRows(problems, standings), [problems, standings]);
  const running = phase === 'running';
  const columns = useMemo(() => problemColumns(contest.code, signedIn, running), [contest.code, signedIn, running]);
  useTodoWidgetsAfterPaint();
  return (
    <cc-data-table
      className="problem-table"
      part="problem-table"
      caption={caption}
      hide-caption
      page-size={CONTEST_PAGE_SIZE}
      row-key="code"
      columns={columns}
      rows={rows}
      rowAttributes={problemRowAttributes}
    ></cc-data-table>
  );
}

/** While the rest of a long list comes: how many are here; if a page failed, a retry. */
function MoreProblems({ list }: { list: ContestProblemList }) {
  // Always in the tree while the list is partial, so the status region is announced.
  if (!list.loading && !list.failed) return null;
  return (
    <p className="empty" part="more-problems" role="status">
      {list.failed
        ? <button type="button" className="link-button" onClick={list.retry}>{PROBLEMS_FAILED_TEXT}</button>
        : problemsLoadingText(countFormat().format(list.problems.length), countFormat().format(list.total))}
    </p>
  );
}

const problemRowAttributes = (row: TableRow) => ({ 'data-status': String(row.status) });

function untilText(targetMs: number, nowMs: number): string {
  const left = remaining(targetMs, nowMs);
  const parts: string[] = [];
  if (left.days) parts.push(`${left.days}d`);
  if (left.days || left.hours) parts.push(`${left.hours}h`);
  parts.push(`${left.minutes}m`, `${left.seconds}s`);
  return parts.join(' ');
}

function EmptyProblems({ reason, contest, onReload }: { reason: EmptyProblemsReason; contest: Contest; onReload: () => void }) {
  const text = (message: string) => <p className="empty" part="empty">{message}</p>;
  switch (reason.kind) {
    case 'restricted':
      return text(RESTRICTED_TEXT);
    case 'before':
      return <AvailableIn startMs={contest.startMs} />;
    case 'otp':
      return text(OTP_PROMPT_TEXT);
    case 'register-and-start':
      return text(REGISTER_AND_START_TEXT);
    case 'register':
      return text(REGISTER_TEXT);
    case 'start':
      return text(START_TO_SEE_TEXT);
    default:
      // The contest is open and has no problems: the answer was likely cut short.
      return (
        <p className="empty" part="empty">
          <button type="button" className="link-button" onClick={onReload}>{reloadText(supportEmail())}</button>
        </p>
      );
  }
}

/** 'Problems will be available in {time}': the one part of the tables that follows the tick. */
function AvailableIn({ startMs }: { startMs: number }) {
  const time = useClockValue((now) => untilText(startMs, now));
  return <p className="empty" part="empty">{availableInText(time)}</p>;
}

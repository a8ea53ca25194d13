/**
 * The contest's problem table (name, code, successful submissions, accuracy; the signed-in
 * user's status per problem) and the separate unscored table, or why there are no problems
 * yet (empty-table messages).
 */
import type { Contest, ContestProblem } from '../../api/contests';
import { clock, remaining } from '../../core/clock';
import { supportEmail } from '../../core/support';
import type { ContestPhase } from '../../domain/contest-timeline';
import { STATUS_LABELS, problemStanding } from '../../domain/problem-status';
import { SafeHtml } from '../../ui/SafeHtml';
import {
  NO_UNSCORED_TEXT, OTP_PROMPT_TEXT, REGISTER_AND_START_TEXT, REGISTER_TEXT, RESTRICTED_TEXT, START_TO_SEE_TEXT,
  accuracyText, availableInText, emptyProblemsReason, paths, reloadText, splitProblems, type EmptyProblemsReason,
} from './logic';

interface ProblemTablesProps {
  contest: Contest;
  phase: ContestPhase;
  signedIn: boolean;
  onReload: () => void;
}

const countFormat = new Intl.NumberFormat('en');

export function ProblemTables({ contest, phase, signedIn, onReload }: ProblemTablesProps) {
  const { scored, unscored } = splitProblems(contest.problems);
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
        {contest.scorableMessage && <SafeHtml markup={contest.scorableMessage} kind="richText" className="rich" headingLevel={3} />}
        <ProblemTable contest={contest} problems={scored} caption="Scored problems" signedIn={signedIn} />
      </section>
      <section className="section unscored" part="unscored" aria-labelledby="unscored-title">
        <h2 id="unscored-title">{contest.unscoredHeading || 'Unscored problems'}</h2>
        {contest.unscoredMessage && <SafeHtml markup={contest.unscoredMessage} kind="richText" className="rich" headingLevel={3} />}
        {unscored.length === 0
          ? <p className="empty" part="empty">{NO_UNSCORED_TEXT}</p>
          : <ProblemTable contest={contest} problems={unscored} caption="Unscored problems" signedIn={signedIn} />}
      </section>
    </>
  );
}

function ProblemTable({ contest, problems, caption, signedIn }: {
  contest: Contest; problems: ContestProblem[]; caption: string; signedIn: boolean;
}) {
  return (
    <div className="table-scroll">
      <table className="table" part="problem-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {signedIn && <th scope="col"><span className="visually-hidden">Status</span></th>}
            <th scope="col">Name</th>
            <th scope="col">Code</th>
            <th scope="col" className="number">Successful submissions</th>
            <th scope="col" className="number">Accuracy</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => {
            const standing = problemStanding(problem.code, contest.stats);
            return (
              <tr key={problem.code} part="problem" data-status={signedIn ? standing.status : undefined}>
                {signedIn && (
                  <td className="status">
                    <span className={`status-mark ${standing.status}`} title={standing.scoreTitle ?? undefined}>
                      <span className="visually-hidden">{STATUS_LABELS[standing.status]}</span>
                    </span>
                  </td>
                )}
                <th scope="row" className="problem-name">
                  {standing.status === 'locked'
                    ? <span>{problem.name}</span>
                    : <a href={paths.problem(contest.code, problem.code)} part="problem-link">{problem.name}</a>}
                </th>
                <td className="problem-code">{problem.code}</td>
                <td className="number">{problem.successfulSubmissions === null ? '-' : countFormat.format(problem.successfulSubmissions)}</td>
                <td className="number">{accuracyText(problem.accuracy)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function untilText(targetMs: number): string {
  const left = remaining(targetMs, clock.now());
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
      return text(availableInText(untilText(contest.startMs)));
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

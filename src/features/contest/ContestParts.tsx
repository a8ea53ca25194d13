/**
 * The contest page's smaller parts: the load failure, the frozen-ranklist note, the cheating
 * policy, the team state, the links, and the sections of server markup (announcements, rules,
 * statistics).
 */
import { memo } from 'react';
import type { Contest } from '../../api/contest-answer';
import { ContestRefusal } from '../../api/contests';
import { supportEmail } from '../../core/support';
import type { ContestPhase } from '../../domain/contest-timeline';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { StatusIcon } from '../../ui/icons';
import { SafeHtml } from '../../ui/SafeHtml';
import { SeeMore } from '../../ui/SeeMore';
import { useClockValue } from '../../ui/useClockValue';
import {
  TEAM_NOT_REGISTERED_TEXT, TEAM_REGISTERED_TEXT, frozeAgoText, paths, reloadText, showCheatingPolicy,
} from './logic';

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Some error occurred';
}

export function LoadFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (error instanceof ContestRefusal) {
    // A non-success contest answer shows the server's message as an attention notice.
    return (
      <div className="attention" role="alert" part="attention">
        <StatusIcon type="attention" className="icon" />
        <p>{error.message}</p>
        <p><a href="/contests/">Browse contests</a></p>
      </div>
    );
  }
  return (
    <ErrorPanel part="error" onReload={onReload}>
      <p>{reloadText(supportEmail())}</p>
      <p className="detail">{messageOf(error)}</p>
    </ErrorPanel>
  );
}

/** 'Ranklist froze {duration} ago': its text changes once a minute, so it follows the tick. */
export function FrozenNote({ freezingMs }: { freezingMs: number }) {
  const text = useClockValue((now) => frozeAgoText(freezingMs, now));
  return <p className="frozen" part="frozen">{text}</p>;
}

/** Shown while the contest runs or a reminder is still offered (the latter depends on the clock). */
export const CheatingPolicy = memo(function CheatingPolicy({ contest, phase }: { contest: Contest; phase: ContestPhase }) {
  const shown = useClockValue((now) => showCheatingPolicy(contest, phase, now));
  if (!shown) return null;
  const count = contest.penalisedUsersCount;
  return (
    <aside className="cheating" part="cheating-policy" aria-labelledby="cheating-title">
      <h2 id="cheating-title">Plagiarism and cheating policy</h2>
      <p>
        {count} {count === 1 ? 'participant was' : 'participants were'} penalised for plagiarism in recent
        contests. Submitting code that is not your own, or sharing your code during the contest, leads to a
        penalty and a rating ban.
      </p>
    </aside>
  );
});

/** Team contests show every signed-in user whether they are in a registered team. */
export function TeamState({ contest }: { contest: Contest }) {
  return (
    <p className="team-state" part="team-state" data-registered={contest.registeredForTeam}>
      {contest.registeredForTeam ? TEAM_REGISTERED_TEXT : TEAM_NOT_REGISTERED_TEXT}{' '}
      <a href={contest.registeredForTeam ? paths.myTeam(contest.code) : paths.teams(contest.code)}>
        {contest.registeredForTeam ? 'See your team' : 'See the teams'}
      </a>
    </p>
  );
}

export function ContestLinks({ contest }: { contest: Contest }) {
  return (
    <nav className="links" part="links" aria-label="Contest links">
      <ul>
        <li><a href={paths.rankings(contest.code)}>Rankings</a></li>
        {contest.team && <li><a href={paths.teams(contest.code)}>Team list{contest.teamsCount !== null ? ` (${contest.teamsCount})` : ''}</a></li>}
        {contest.team && contest.registeredForTeam && <li><a href={paths.myTeam(contest.code)}>My team</a></li>}
        {contest.introductionUrl && <li><a href={contest.introductionUrl} rel="noopener noreferrer">Contest announcement</a></li>}
        {contest.editorialsUrl && <li><a href={contest.editorialsUrl} rel="noopener noreferrer">Editorials</a></li>}
      </ul>
    </nav>
  );
}

/** The sections of server markup the contest has: announcements, rules (folded), statistics. */
export function ContestMarkupSections({ contest }: { contest: Contest }) {
  return (
    <>
      {contest.announcements && (
        <section className="section announcements" part="announcements" aria-labelledby="announcements-title">
          <h2 id="announcements-title">Announcements</h2>
          <SafeHtml markup={contest.announcements} kind="siteMarkup" className="rich" headingLevel={3} />
        </section>
      )}
      {contest.rules && (
        <section className="section rules" part="rules" aria-labelledby="rules-title">
          <h2 id="rules-title">Contest details</h2>
          <SeeMore lines={8}>
            <SafeHtml markup={contest.rules} kind="siteMarkup" className="rich" headingLevel={3} />
          </SeeMore>
        </section>
      )}
      {contest.statsHtml && (
        <section className="section stats" part="stats" aria-labelledby="stats-title">
          <h2 id="stats-title">Statistics</h2>
          <SafeHtml markup={contest.statsHtml} kind="siteMarkup" className="rich" headingLevel={3} />
        </section>
      )}
    </>
  );
}

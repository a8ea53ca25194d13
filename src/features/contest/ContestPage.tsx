/**
 * The contest page: loads the contest, then shows its header (breadcrumbs, banner,
 * timer, controls), the problem tables or the reason they are empty, division cards for a
 * parent contest, announcements, rules, links, and once it has ended the upcoming contests.
 * The contest stays on screen while it refreshes (auto refresh, the reload after the start).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { Contest } from '../../api/contest-answer';
import { useHostEvent } from '../../ui/host';
import { warnOnce } from '../../core/warn';
import { isContestCode } from '../../domain/codes';
import { contestPhase, type ContestPhase } from '../../domain/contest-timeline';
import { contestStateAtom, loadContestAtom } from '../../state/contest';
import { useSession } from '../../state/session';
import { useLoadForUser } from '../../ui/useLoadForUser';
import { LazyShareButtons } from '../../ui/LazyShareButtons';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { useClockValue } from '../../ui/useClockValue';
import { useProctoring } from '../../ui/useProctoring';
import { ProctoringFailure } from '../../ui/ProctoringFailure';
import { ContestHeader } from './ContestHeader';
import {
  CheatingPolicy, ContestLinks, ContestMarkupSections, FrozenNote, LoadFailure, TeamState, messageOf,
} from './ContestParts';
import { ProblemTables } from './ProblemTables';
import { LOADING_PROBLEMS_TEXT, paths } from './logic';
import { useContestAlerts } from './useContestAlerts';
import { useContestModules } from './useContestModules';
import { useContestTimers } from './useContestTimers';
import { useFirstShowPrepared } from './useFirstShowPrepared';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-contest-page.decl';

/** The element's props, as its declaration (cc-contest-page.decl.ts) says. */
export type ContestPageProps = ElementProps<typeof declaration>;

export const MISSING_CODE_TEXT = 'This contest page needs a contest code.';

export function ContestPage({ code: rawCode }: ContestPageProps) {
  const code = rawCode?.trim() ?? '';
  if (!isContestCode(code)) {
    warnOnce(`<cc-contest-page>: attribute "code" expects a contest code; got ${JSON.stringify(rawCode ?? null)}.`);
    return <p className="notice" role="alert" part="error">{MISSING_CODE_TEXT}</p>;
  }
  return <LoadedContest code={code} />;
}

/**
 * The page clock's phase of the contest. The page re-renders when the phase changes, not on
 * every tick: only the parts that show time (countdowns, the frozen note) follow the tick.
 */
function usePhase(contest: Contest | undefined): ContestPhase | null {
  return useClockValue((now) => (contest ? contestPhase(now, contest) : null));
}

function LoadedContest({ code }: { code: string }) {
  const state = useAtomValue(contestStateAtom(code));
  const load = useSetAtom(loadContestAtom);
  const { signedIn } = useSession();
  // Load on first show, beside the session calls (not after them), and again whenever the user
  // changes (their rank, status, registration).
  useLoadForUser(() => void load({ code }), code);
  const contest = state.state === 'hasData' ? state.data : state.state === 'hasError' ? state.previous : undefined;
  const phase = usePhase(contest);
  const { markup, extras, waitingForMarkupTools, waitingForExtras } = useContestModules(contest, phase, signedIn);
  const shown = useFirstShowPrepared(contest, phase !== null && !waitingForMarkupTools && !waitingForExtras, markup.module);
  const proctoringFailed = useProctoring(code, Boolean(contest?.proctored && contest.userVerifiedForProctoring));
  useContestAlerts(code, contest, signedIn);
  const reload = useCallback((fresh = true) => void load({ code, fresh }), [code, load]);
  const reloadFresh = useCallback(() => reload(), [reload]);
  useContestTimers(code, contest, phase);
  useContestPageMeta(contest, shown);

  // Once shown the page stays: extras needed later (the contest ended meanwhile) appear when here.
  if (!contest || !phase || waitingForMarkupTools || !shown) {
    if (state.state === 'hasError') return <LoadFailure error={state.error} onReload={() => reload()} />;
    return (
      <>
        <p className="notice" role="status" part="loading">{LOADING_PROBLEMS_TEXT}</p>
        <SlowNotice />
      </>
    );
  }

  return (
    <article className="contest" part="contest" data-phase={phase} aria-busy={state.state === 'hasData' && state.refreshing}>
      <ContestHeader contest={contest} phase={phase} signedIn={signedIn} onChanged={reloadFresh} />
      {proctoringFailed !== null && <ProctoringFailure message={proctoringFailed} />}
      {state.state === 'hasError' && (
        <div className="refresh-failed" role="alert" part="refresh-error">
          <p>{messageOf(state.error)}</p>
          <button type="button" className="link-button" onClick={() => reload()}>Reload</button>
        </div>
      )}
      <CheatingPolicy contest={contest} phase={phase} />
      {contest.ranklistFrozen && contest.freezingMs !== null && <FrozenNote freezingMs={contest.freezingMs} />}
      {signedIn && extras.module && (
        <extras.module.LiveRatings ratings={contest.liveRatings} everyMinutes={contest.liveRatingsEveryMinutes}
          running={phase === 'running'} onRefresh={reload} />
      )}
      {contest.isParent
        ? (extras.module
          ? <extras.module.Divisions contest={contest} />
          : <ErrorPanel part="error" onReload={extras.retry} />)
        : <ProblemTables contest={contest} phase={phase} onReload={reloadFresh} signedIn={signedIn} />}
      {contest.team && signedIn && <TeamState contest={contest} />}
      <ContestLinks contest={contest} />
      <LazyShareButtons path={paths.contest(contest.code)} title={contest.name} />
      <ContestMarkupSections contest={contest} />
      {phase === 'ended' && extras.module && <extras.module.UpcomingContests />}
    </article>
  );
}

/** Says the page's title and description once the contest shows (the app loads its late parts after that). */
function useContestPageMeta(contest: Contest | undefined, shown: boolean): void {
  const emit = useHostEvent(declaration);
  useEffect(() => {
    if (!contest || !shown) return;
    emit('cc-page-meta', {
      title: contest.pageTitle || contest.name,
      description: contest.pageDescription || null,
    });
  }, [emit, shown, contest?.pageTitle, contest?.name, contest?.pageDescription]); // eslint-disable-line react-hooks/exhaustive-deps
}

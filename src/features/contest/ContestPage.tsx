/**
 * The contest page: loads the contest, then shows its header (breadcrumbs, banner,
 * timer, controls), the problem tables or the reason they are empty, division cards for a
 * parent contest, announcements, rules, links, and once it has ended the upcoming contests.
 * The contest stays on screen while it refreshes (auto refresh, the reload after the start).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Contest } from '../../api/contest-answer';
import { ContestRefusal } from '../../api/contests';
import { useHostEvent } from '../../ui/host';
import { notify } from '../../core/notify';
import { supportEmail } from '../../core/support';
import { warnOnce } from '../../core/warn';
import { isContestCode } from '../../domain/codes';
import {
  autoRefreshDelayMs, contestPhase, startReloadDelayMs, type ContestPhase,
} from '../../domain/contest-timeline';
import { contestStateAtom, loadContestAtom } from '../../state/contest';
import { useSession } from '../../state/session';
import { useLoadForUser } from '../../ui/useLoadForUser';
import { LazyShareButtons } from '../../ui/LazyShareButtons';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { StatusIcon } from '../../ui/icons';
import { SafeHtml } from '../../ui/SafeHtml';
import { markupTools } from '../../core/markup-loader';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { SeeMore } from '../../ui/SeeMore';
import { useClockValue } from '../../ui/useClockValue';
import { useProctoring } from '../../ui/useProctoring';
import { ProctoringFailure } from '../../ui/ProctoringFailure';
import { ContestHeader } from './ContestHeader';
import { prepareContestView } from './prepare';
import { ProblemTables } from './ProblemTables';
import {
  ABOUT_TO_BEGIN_TEXT, LOADING_PROBLEMS_TEXT, TEAM_NOT_REGISTERED_TEXT, TEAM_REGISTERED_TEXT, frozeAgoText, paths,
  reloadText, showCheatingPolicy,
} from './logic';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-contest-page.decl';

/** The element's props, as its declaration (cc-contest-page.decl.ts) says. */
export type ContestPageProps = ElementProps<typeof declaration>;

export const MISSING_CODE_TEXT = 'This contest page needs a contest code.';

/** The page-wide alert store: loaded when this page first hears a contest's announcements. */
const alertStore = lazyModule(() => import('../../state/alerts'));

/** The sections only some contests show (extras.ts): loaded when the answer says so. */
const extrasModule = lazyModule(() => import('./extras'));

/**
 * Whether the contest shows one of the sections in extras.ts. Written here, not there: it
 * decides whether that module loads at all.
 */
function needsExtras(contest: Contest, phase: ContestPhase, signedIn: boolean): boolean {
  const liveRatings = signedIn && (contest.liveRatings.length > 0 || (phase === 'running' && (contest.liveRatingsEveryMinutes ?? 0) > 0));
  return contest.isParent || phase === 'ended' || liveRatings;
}

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
  const emit = useHostEvent(declaration);

  // Load on first show, beside the session calls (not after them), and again whenever the user
  // changes (their rank, status, registration).
  useLoadForUser(() => void load({ code }), code);

  const contest = state.state === 'hasData' ? state.data : state.state === 'hasError' ? state.previous : undefined;
  const phase = usePhase(contest);
  // Rules, announcements and notes are server markup: the sanitiser loads beside the contest
  // request and the page stays in its loading state until both are here (nothing moves later).
  const markup = useLazyModule(markupTools);
  const waitingForMarkupTools = !markup.module && !markup.failed;
  // Division cards, live ratings and upcoming contests load beside the markup tools when this
  // contest shows one; the page waits for them too, so no section appears after the others.
  const extrasNeeded = contest !== undefined && phase !== null && needsExtras(contest, phase, signedIn);
  const extras = useLazyModule(extrasModule, extrasNeeded);
  const waitingForExtras = extrasNeeded && !extras.module && !extras.failed;
  const shown = useFirstShowPrepared(contest, phase !== null && !waitingForMarkupTools && !waitingForExtras, markup.module);
  const proctoringFailed = useProctoring(code, Boolean(contest?.proctored && contest.userVerifiedForProctoring));
  // The contest's announcements reach this page through the page's alert socket. Only a
  // signed-in user may hear a contest channel, an OTP contest's only once unlocked, and a contest
  // that takes registrations only once registered: the server refuses the whole socket for a
  // channel the user may not hear.
  const hearsContest = signedIn && contest !== undefined && !contest.otpRequired &&
    (!contest.registrationEnabled || contest.registered);
  useEffect(() => {
    if (!hearsContest) return undefined;
    // The alert store (and its socket client) is only needed once the page hears a contest: it
    // comes with cc-alerts, or loads here after the page shows.
    let release: (() => void) | undefined;
    let left = false;
    void alertStore.load().then((alerts) => {
      if (!left) release = alerts.viewContestAlerts(code);
    }, () => undefined);
    return () => {
      left = true;
      release?.();
    };
  }, [code, hearsContest]);
  const reload = useCallback((fresh = true) => void load({ code, fresh }), [code, load]);
  const reloadFresh = useCallback(() => reload(), [reload]);

  useContestTimers(code, contest, phase);

  // Said once the contest shows (the app loads its late parts after that).
  useEffect(() => {
    if (!contest || !shown) return;
    emit('cc-page-meta', {
      title: contest.pageTitle || contest.name,
      description: contest.pageDescription || null,
    });
  }, [emit, shown, contest?.pageTitle, contest?.name, contest?.pageDescription]); // eslint-disable-line react-hooks/exhaustive-deps

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
      {phase === 'ended' && extras.module && <extras.module.UpcomingContests />}
    </article>
  );
}

/**
 * The first time the contest can be shown: its formatters and markup are prepared one piece per
 * task (prepare.ts), then the view is rendered as a transition, which React renders in slices of
 * about 5 ms with the page's input and painting between (the commit stays one, so the page
 * appears at once). Until then the loading notice stays. Later answers (refreshes, the reload
 * after the start) render at once: the page is already on screen and must not go back to loading.
 */
function useFirstShowPrepared(contest: Contest | undefined, showable: boolean, tools: Parameters<typeof prepareContestView>[1]): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !contest || !showable) return undefined;
    let stopped = false;
    void prepareContestView(contest, tools, () => stopped).then(() => {
      if (!stopped) startTransition(() => setShown(true));
    });
    return () => {
      stopped = true;
    };
  }, [shown, contest, showable, tools]);
  return shown;
}

/**
 * Timers: on the switch to running a notice, then a fresh reload after 1–4 s; while
 * running with autoRefresh, a reload every ttl..ttl+30 s.
 */
function useContestTimers(code: string, contest: Contest | undefined, phase: ContestPhase | null) {
  const load = useSetAtom(loadContestAtom);
  const previousPhase = useRef<ContestPhase | null>(null);

  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (before !== 'before' || phase !== 'running') return undefined;
    notify({ style: 'notice', message: ABOUT_TO_BEGIN_TEXT });
    const timer = setTimeout(() => void load({ code, fresh: true }), startReloadDelayMs());
    return () => clearTimeout(timer);
  }, [code, load, phase]);

  useEffect(() => {
    if (!contest || !phase) return undefined;
    const delay = autoRefreshDelayMs(contest, phase);
    if (delay === null) return undefined;
    const timer = setTimeout(() => void load({ code, fresh: true }), delay);
    return () => clearTimeout(timer);
  }, [code, contest, load, phase]);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Some error occurred';
}

function LoadFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
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
function FrozenNote({ freezingMs }: { freezingMs: number }) {
  const text = useClockValue((now) => frozeAgoText(freezingMs, now));
  return <p className="frozen" part="frozen">{text}</p>;
}

/** Shown while the contest runs or a reminder is still offered (the latter depends on the clock). */
const CheatingPolicy = memo(function CheatingPolicy({ contest, phase }: { contest: Contest; phase: ContestPhase }) {
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
function TeamState({ contest }: { contest: Contest }) {
  return (
    <p className="team-state" part="team-state" data-registered={contest.registeredForTeam}>
      {contest.registeredForTeam ? TEAM_REGISTERED_TEXT : TEAM_NOT_REGISTERED_TEXT}{' '}
      <a href={contest.registeredForTeam ? paths.myTeam(contest.code) : paths.teams(contest.code)}>
        {contest.registeredForTeam ? 'See your team' : 'See the teams'}
      </a>
    </p>
  );
}

function ContestLinks({ contest }: { contest: Contest }) {
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

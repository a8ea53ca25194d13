/**
 * The top of the contest page: breadcrumbs, banner, name, the timer, the user's rank and
 * score, the admin's manage link, and the controls (register, start, reminder, OTP).
 */
import { memo, useState } from 'react';
import type { Contest } from '../../api/contest-answer';
import type { ContestPhase } from '../../domain/contest-timeline';
import { Countdown } from '../../ui/Countdown';
import { reminderAvailable } from '../../domain/contest-timeline';
import { GENERIC_ERROR_MESSAGE } from '../../core/http';
import { useClockValue } from '../../ui/useClockValue';
import { useLazyModule } from '../../ui/useLazyModule';
import { controlsModule } from './lazy-parts';
import { contestDateFormat } from './prepare';
import { breadcrumbsToPractice, controlsShown, paths, usesFixedBanner } from './logic';

interface ContestHeaderProps {
  contest: Contest;
  phase: ContestPhase;
  signedIn: boolean;
  onChanged: () => void;
}

/** Memoised: the clock tick re-renders only its countdown and the controls' reminder rule. */
export const ContestHeader = memo(function ContestHeader({ contest, phase, signedIn, onChanged }: ContestHeaderProps) {
  return (
    <header className="contest-header" part="header">
      <Breadcrumbs contest={contest} />
      <Banner contest={contest} />
      <div className="title-row">
        <h1 className="title" part="title">{contest.name}</h1>
        {contest.rated && <span className="badge" part="rated">Rated</span>}
        {contest.division && <span className="badge muted" part="division">{contest.division}</span>}
      </div>
      <p className="when muted" part="when">
        <time dateTime={new Date(contest.startMs).toISOString()}>{contestDateFormat().format(contest.startMs)}</time>
        {' – '}
        <time dateTime={new Date(contest.endMs).toISOString()}>{contestDateFormat().format(contest.endMs)}</time>
        {phase === 'ended' && ' · Ended'}
      </p>
      {phase === 'before' && <Countdown target={contest.startMs} label="Contest starts in" />}
      {phase === 'running' && <Countdown target={contest.endMs} label="Contest ends in" />}
      {signedIn && contest.rank !== null && (
        <dl className="standing" part="standing">
          <div><dt>Rank</dt><dd>{contest.rank}</dd></div>
          {contest.score !== null && <div><dt>Score</dt><dd>{contest.score}</dd></div>}
        </dl>
      )}
      {contest.manageUrl && (
        <p className="manage"><a href={contest.manageUrl} part="manage-link">Manage contest</a></p>
      )}
      <Controls contest={contest} phase={phase} signedIn={signedIn} onChanged={onChanged} />
    </header>
  );
});

/**
 * The controls, whose code loads only for a contest that shows one (the page waited for it
 * before it first showed; a reminder offered later loads it then). A failed load says so, with Retry.
 */
function Controls(props: ContestHeaderProps) {
  // The reminder rule depends on the clock: this re-renders when it changes, not every second.
  const reminderOpen = useClockValue((now) => reminderAvailable(now, props.contest));
  const needed = controlsShown(props.contest, props.phase, reminderOpen);
  const controls = useLazyModule(controlsModule, needed);
  if (!needed) return null;
  if (controls.module) return <controls.module.ContestControls {...props} />;
  if (!controls.failed) return null;
  return (
    <p className="inline-notice" role="alert" part="controls-error">
      {GENERIC_ERROR_MESSAGE} <button type="button" className="link-button" onClick={controls.retry}>Retry</button>
    </p>
  );
}

function Breadcrumbs({ contest }: { contest: Contest }) {
  const practice = breadcrumbsToPractice(contest.code);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs" part="breadcrumbs">
      <ol>
        <li><a href="/">Home</a></li>
        <li>{practice ? <a href="/practice">Practice</a> : <a href="/contests/">Contests</a>}</li>
        <li><a href={paths.contest(contest.code)} aria-current="page">{contest.code}</a></li>
      </ol>
    </nav>
  );
}

function Banner({ contest }: { contest: Contest }) {
  // The address that failed to load: a banner blocked or gone falls back to the default banner
  // (a new address, after a refresh, is tried again).
  const [failed, setFailed] = useState<string | null>(null);
  // MASH contests always show the same banner, drawn here rather than fetched.
  if (usesFixedBanner(contest.code)) {
    return (
      <div className="banner fixed-banner" part="banner" role="img" aria-label={`${contest.name} banner`}>
        <span aria-hidden="true">Mash</span>
      </div>
    );
  }
  if (!contest.banner) return null;
  if (failed === contest.banner) {
    // The contest's default banner: drawn, so it cannot fail to load too.
    return (
      <div className="banner fixed-banner default-banner" part="banner" role="img" aria-label={`${contest.name} banner`} data-fallback="">
        <span aria-hidden="true">{contest.name}</span>
      </div>
    );
  }
  return <img className="banner" part="banner" src={contest.banner} alt={`${contest.name} banner`} onError={() => setFailed(contest.banner)} />;
}

/**
 * The code a contest's sections need beside the contest's answer. Rules, announcements and notes
 * are server markup: the sanitiser (markup tools) loads beside the contest request. Division
 * cards, live ratings and upcoming contests (extras.ts) load when this contest shows one, and so
 * do the controls (register, start, reminder, OTP: ContestControls.tsx, shown by ContestHeader). The
 * page stays in its loading state until what it needs is here, so no section appears after the
 * others.
 */
import type { Contest } from '../../api/contest-answer';
import { markupTools } from '../../core/markup-loader';
import { reminderAvailable, type ContestPhase } from '../../domain/contest-timeline';
import { useClockValue } from '../../ui/useClockValue';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { controlsModule } from './lazy-parts';
import { controlsShown } from './logic';

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

export function useContestModules(contest: Contest | undefined, phase: ContestPhase | null, signedIn: boolean) {
  const markup = useLazyModule(markupTools);
  const waitingForMarkupTools = !markup.module && !markup.failed;
  const extrasNeeded = contest !== undefined && phase !== null && needsExtras(contest, phase, signedIn);
  const extras = useLazyModule(extrasModule, extrasNeeded);
  // The controls' rule depends on the clock (the reminder): this follows it, not every tick.
  const controlsNeeded = useClockValue((now) => contest !== undefined && phase !== null && controlsShown(contest, phase, reminderAvailable(now, contest)));
  const controls = useLazyModule(controlsModule, controlsNeeded);
  const waitingForExtras = (extrasNeeded && !extras.module && !extras.failed) || (controlsNeeded && !controls.module && !controls.failed);
  return { markup, extras, waitingForMarkupTools, waitingForExtras };
}

/**
 * The contest page's own rules: texts, links and what the tables show, as pure
 * functions. The timeline and problem status are domain rules (domain/contest-timeline.ts,
 * domain/problem-status.ts).
 */
import type { Contest, ContestProblem } from '../../api/contest-answer';
import { reminderAvailable, type ContestPhase } from '../../domain/contest-timeline';
import type { ProblemStanding } from '../../domain/problem-status';
import { loginUrl } from '../../domain/routes';

/**
 * Submission rights on a contest row: not locked, not switched off by the server
 * (allow_submission false), and the contest running.
 */
export function canSubmit(problem: Pick<ContestProblem, 'allowSubmission'>, standing: ProblemStanding, phase: ContestPhase): boolean {
  return standing.status !== 'locked' && problem.allowSubmission !== false && phase === 'running';
}

/** The two problem tables: scored problems first, unscored ones apart. */
export function splitProblems(problems: readonly ContestProblem[]): { scored: ContestProblem[]; unscored: ContestProblem[] } {
  return {
    scored: problems.filter((problem) => !problem.unscored),
    unscored: problems.filter((problem) => problem.unscored),
  };
}

export const NO_UNSCORED_TEXT = 'No Unscored Problem';
/** A long problem list while its later pages come (features/contest/problem-pages.ts). */
export const problemsLoadingText = (have: string, total: string): string => `Loading the problems: ${have} of ${total} here.`;
export const PROBLEMS_FAILED_TEXT = 'Some problems could not be loaded. Try again';
export const RESTRICTED_TEXT = 'We are sorry! Access to the problems for this contest are restricted.';
export const LOADING_PROBLEMS_TEXT = 'Loading problems for the contest. Please wait.';
export const OTP_PROMPT_TEXT = 'Please enter your OTP here to unlock contest.';
export const REGISTER_AND_START_TEXT = 'Problems will appear once you register and start your contest, using the button below.';
export const REGISTER_TEXT = 'Please register for the contest.';
export const START_TO_SEE_TEXT = 'Once you click on the below button Start My Contest, you will be able to see the problems.';
export const reloadText = (email: string) => `Please click here to reload. If problem persists, please report to ${email}`;
export const availableInText = (time: string) => `Problems will be available in ${time}`;

/** Why the problem table is empty, in the site's exact words; null when the contest simply has none. */
export type EmptyProblemsReason =
  | { kind: 'restricted' } | { kind: 'before' } | { kind: 'otp' } | { kind: 'register-and-start' }
  | { kind: 'register' } | { kind: 'start' } | { kind: 'none' };

export function emptyProblemsReason(contest: Contest, phase: ContestPhase): EmptyProblemsReason {
  if (!contest.elementsVisible) return { kind: 'restricted' };
  if (phase === 'before') return { kind: 'before' };
  if (contest.otpRequired) return { kind: 'otp' };
  const mustRegister = contest.registrationEnabled && !contest.registered;
  if (mustRegister && contest.flexiTime) return { kind: 'register-and-start' };
  if (mustRegister) return { kind: 'register' };
  if (contest.flexiTime && !contest.startTimeSet) return { kind: 'start' };
  return { kind: 'none' };
}

/** Special codes. */
const isStartersCode = (code: string) => code.startsWith('START');
export const usesFixedBanner = (code: string) => code.startsWith('MASH');
export const breadcrumbsToPractice = (code: string) => code === 'LEARNDSA';

/** START contests show the cheating policy when users were penalised and it still matters. */
export function showCheatingPolicy(contest: Contest, phase: ContestPhase, nowMs: number): boolean {
  return isStartersCode(contest.code) && contest.penalisedUsersCount > 0
    && (phase === 'running' || reminderAvailable(nowMs, contest));
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** '2 hours', '1 hour 30 minutes', '45 minutes': the start confirmation's {duration}. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * Whether the contest page shows any control (Register, Start My Contest, Set reminder, the OTP
 * unlock): the controls' code (ContestControls.tsx) loads only then. `reminderOpen` is the
 * clock's reminderAvailable.
 */
export function controlsShown(
  contest: Pick<Contest, 'registrationEnabled' | 'registered' | 'flexiTime' | 'startTimeSet' | 'otpRequired' | 'showRegisterButton'>,
  phase: ContestPhase, reminderOpen: boolean,
): boolean {
  if (phase === 'ended') return false;
  const mustRegister = contest.registrationEnabled && !contest.registered;
  const canStart = contest.flexiTime && !contest.startTimeSet && phase === 'running';
  const showReminder = phase === 'before' && reminderOpen;
  const showOtp = contest.otpRequired && phase === 'running';
  return mustRegister || canStart || showReminder || showOtp || contest.showRegisterButton;
}

/** Upcoming contests' durations are in hours, or in days when over 47 hours. */
export function upcomingDurationText(startMs: number, endMs: number): string {
  const hours = Math.max(0, (endMs - startMs) / 3_600_000);
  if (hours > 47) return unit(Math.round(hours / 24), 'day');
  return unit(Math.round(hours), 'hour');
}

/** 'Ranklist froze {duration} ago', the duration in the largest whole unit. */
export function frozeAgoText(freezingMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - freezingMs) / 60_000));
  const duration = minutes >= 60 ? durationText(minutes - (minutes % 60)) : unit(minutes, 'minute');
  return `Ranklist froze ${duration} ago`;
}

export function startConfirmText(contest: Pick<Contest, 'durationMinutes' | 'team'>): string {
  const duration = durationText(contest.durationMinutes ?? 0);
  const base = `Are you sure you want to begin the contest? Once you begin the contest, you will have to complete it within ${duration} from your start time.`;
  return contest.team ? `${base} This will start the timer for your team and its members.` : base;
}

export const TEAM_REGISTERED_TEXT = 'Your team is registered for this contest.';
export const TEAM_NOT_REGISTERED_TEXT = 'You are not in a team registered for this contest.';
export const REGISTER_FIRST_TEXT = 'You can start the contest after you register.';
export const REMINDER_LOGIN_TEXT = 'You need to login or register to set the contest reminder';
export const UNLOCKED_TEXT = 'You have unlocked the contest, reloading...';
export const ABOUT_TO_BEGIN_TEXT = 'The contest is about to begin. Loading the problems…';
/** OTP: the page reloads 3 s after the unlock. */
export const RELOAD_AFTER_UNLOCK_MS = 3000;
/** The upcoming list loads 2000 ms after the contest has ended. */
export const UPCOMING_DELAY_MS = 2000;

/** Where things live. */
export const paths = {
  contest: (code: string) => `/${encodeURIComponent(code)}`,
  problem: (contest: string, problem: string) => `/${encodeURIComponent(contest)}/problems-old/${encodeURIComponent(problem)}`,
  rankings: (code: string) => `/rankings/${encodeURIComponent(code)}`,
  teams: (code: string) => `/teams/list/${encodeURIComponent(code)}`,
  myTeam: (code: string) => `/teams/${encodeURIComponent(code)}/edit`,
  register: (code: string) => `/individuals/register/${encodeURIComponent(code)}`,
  submit: (contest: string, problem: string) => `/${encodeURIComponent(contest)}/submit-old/${encodeURIComponent(problem)}`,
  login: loginUrl,
};

/** Query parameter that makes the page open the start dialog after the login round trip. */
export const START_ACTION_PARAM = 'start';

/** The accuracy column: '85.68%'; '-' when unknown. */
export const accuracyText = (accuracy: number | null) => (accuracy === null ? '-' : `${Math.round(accuracy * 100) / 100}%`);

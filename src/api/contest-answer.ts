/**
 * What a contest answer becomes: the Contest and UpcomingContest types and their normalisers.
 * The normaliser accepts the live site's shapes (problems keyed by code or `[]`, numbers as
 * strings, child contests keyed div_1…) as well as the spec's lists, and drops rows it cannot
 * use. Pure; the calls that fetch these answers are in contests.ts.
 */
import { unusableAnswer } from '../core/http';
import { asObject, bool, listOf, num, str, stringList, toEpochMs, type Json } from '../core/json';
import { isSafeUrl } from '../core/safe-url';
import type { ProblemResult, ProblemStats } from '../domain/problem-status';

/** Contest data is cached for 120 s unless the server names its own ttl. */
const DEFAULT_CONTEST_TTL_S = 120;

export interface ContestProblem {
  code: string;
  name: string;
  /** 'unscored' problems go to their own table. */
  unscored: boolean;
  successfulSubmissions: number | null;
  /** Percent, 0–100; null when unknown. */
  accuracy: number | null;
  /** The server's per-problem switch; null when the answer does not say. */
  allowSubmission: boolean | null;
  addedToPractice: boolean;
  /** The judge's problem type; below 3 a problem is all-or-nothing. */
  type: number | null;
}

export type { ProblemResult, ProblemStats } from '../domain/problem-status';

export interface Division {
  contestCode: string;
  name: string;
  code: string;
  minRating: number | null;
  maxRating: number | null;
  description: string;
}

export interface LiveRating {
  minute: number;
  rating: number;
}

export interface Contest {
  code: string;
  name: string;
  banner: string;
  startMs: number;
  endMs: number;
  /** When the ranklist froze (ms), or null. */
  freezingMs: number | null;
  ttlSeconds: number;
  durationMinutes: number | null;
  problems: ContestProblem[];
  /**
   * How many problems the contest has: more than `problems` when the answer carried only the
   * first of them (`problems_total`; the rest from fetchContestProblems).
   */
  problemsTotal: number;
  stats: ProblemStats;
  rated: boolean;
  isParent: boolean;
  divisions: Division[];
  division: string;
  userContestCode: string;
  registrationEnabled: boolean;
  registered: boolean;
  flexiTime: boolean;
  startTimeSet: boolean;
  otpRequired: boolean;
  showStartButton: boolean;
  showRegisterButton: boolean;
  proctored: boolean;
  /** Proctoring applies only when the contest is proctored and this is true. */
  userVerifiedForProctoring: boolean;
  /** The token to store for this contest and send back; '' if none. */
  proctoringToken: string;
  /** False when the server hides problems, stats and controls for this user. */
  elementsVisible: boolean;
  team: boolean;
  teamsCount: number | null;
  registeredForTeam: boolean;
  /** null when the user has not participated (the server's 'NA'). */
  rank: string | null;
  score: string | null;
  announcements: string;
  rules: string;
  statsHtml: string;
  introductionUrl: string;
  editorialsUrl: string;
  /** Admins only. */
  manageUrl: string;
  autoRefresh: boolean;
  ranklistFrozen: boolean;
  penalisedUsersCount: number;
  liveRatings: LiveRating[];
  liveRatingsEveryMinutes: number | null;
  pageTitle: string;
  pageDescription: string;
  scorableHeading: string;
  scorableMessage: string;
  unscoredHeading: string;
  unscoredMessage: string;
  visitedContests: string[];
}

export interface UpcomingContest {
  code: string;
  name: string;
  startMs: number;
  endMs: number;
}

const text = (value: unknown): string => str(value)?.trim() ?? '';
const flag = (value: unknown): boolean => bool(value) ?? false;
/** A link the page may show: relative or http(s); anything else (javascript:, //host) is dropped. */
const link = (value: unknown): string => {
  const url = text(value);
  return url !== '' && isSafeUrl(url) ? url : '';
};

const PROBLEM_CODE = /^[A-Za-z0-9_-]{1,40}$/;

// Runs once per problem of an answer that may hold 10,000, before anything is painted: the
// checks are the shared readers' (core/json.ts), with no closure or object per problem.
function normaliseProblem(raw: unknown, key?: string): ContestProblem | null {
  const problem = asObject(raw);
  if (!problem) return null;
  const code = text(problem.code) || (key ?? '');
  if (!PROBLEM_CODE.test(code)) return null;
  return {
    code,
    name: text(problem.name) || code,
    unscored: text(problem.category_name).toLowerCase() === 'unscored',
    successfulSubmissions: num(problem.successful_submissions) ?? null,
    accuracy: num(problem.accuracy) ?? null,
    allowSubmission: bool(problem.allow_submission) ?? null,
    addedToPractice: flag(problem.is_added_to_practice),
    type: num(problem.type) ?? null,
  };
}

/** Problems keyed by code (the live site) or listed; one pass, since a contest may hold 10,000. */
export function problemsOf(value: unknown): ContestProblem[] {
  const object = asObject(value);
  const keys = object ? Object.keys(object) : null;
  const items = object ? null : listOf(value);
  const count = keys ? keys.length : items!.length;
  const problems: ContestProblem[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const problem = keys ? normaliseProblem(object![keys[i]], keys[i]) : normaliseProblem(items![i]);
    if (!problem || seen.has(problem.code)) continue;
    seen.add(problem.code);
    problems.push(problem);
  }
  return problems;
}

/** problemsstats lists hold codes, or objects with code and score (both shapes are seen). */
function resultsOf(value: unknown): ProblemResult[] {
  return listOf(value).flatMap((item): ProblemResult[] => {
    if (typeof item === 'string') return [{ code: item, score: null, fullScore: null, type: null, info: 1 }];
    const result = asObject(item);
    const code = text(result?.code ?? result?.problem_code);
    if (!result || code === '') return [];
    return [{
      code,
      score: num(result.score) ?? null,
      fullScore: num(result.full_score) ?? null,
      type: num(result.problem_type ?? result.type) ?? null,
      info: num(result.info) ?? 1,
    }];
  });
}

function statsOf(value: unknown): ProblemStats {
  const stats = asObject(value) ?? {};
  return {
    solved: resultsOf(stats.solved),
    attempted: resultsOf(stats.attempted),
    partiallySolved: resultsOf(stats.partially_solved),
    locked: resultsOf(stats.locked).map((result) => result.code),
  };
}

function divisionsOf(value: unknown): Division[] {
  return listOf(value).flatMap((item): Division[] => {
    const child = asObject(item);
    const div = asObject(child?.div) ?? {};
    const contestCode = text(child?.contest_code);
    if (!child || contestCode === '') return [];
    return [{
      contestCode,
      name: text(div.name) || contestCode,
      code: text(div.code),
      minRating: num(div.min_rating) ?? null,
      maxRating: num(div.max_rating) ?? null,
      description: text(div.description),
    }];
  });
}

function liveRatingsOf(value: unknown): LiveRating[] {
  return listOf(value).flatMap((item) => {
    const point = asObject(item);
    const minute = num(point?.updated_minute);
    const rating = num(point?.rating);
    return minute === undefined || rating === undefined ? [] : [{ minute, rating }];
  });
}

/** 'NA' (not participated), '' and junk all mean no rank. */
const rankText = (value: unknown): string | null => {
  const rank = text(value);
  return rank === '' || rank.toUpperCase() === 'NA' ? null : rank;
};

/** Our Contest from the server's answer; throws when the answer is not a contest at all. */
export function normaliseContest(raw: unknown): Contest {
  const answer = asObject(raw);
  const time = asObject(answer?.time);
  const startMs = toEpochMs(time?.start);
  const endMs = toEpochMs(time?.end);
  const code = text(answer?.code);
  if (!answer || code === '' || startMs === null || endMs === null) throw unusableAnswer(raw);
  // Problems keyed by code or listed; text or a number there is an answer we cannot show.
  if (answer.problems != null && typeof answer.problems !== 'object') throw unusableAnswer(raw);
  const rankAndScore = asObject(answer.rank_and_score) ?? {};
  const freezingMs = toEpochMs(time?.freezing);
  const problems = problemsOf(answer.problems);
  return {
    code,
    name: text(answer.name) || code,
    banner: link(answer.banner),
    startMs,
    endMs,
    freezingMs: freezingMs ? freezingMs : null,
    ttlSeconds: ttlOf(answer),
    durationMinutes: num(answer.duration) ?? null,
    problems,
    problemsTotal: Math.max(problems.length, Math.floor(num(answer.problems_total) ?? 0)),
    stats: statsOf(answer.problemsstats),
    rated: flag(answer.isRatedContest),
    isParent: flag(answer.is_a_parent_contest),
    divisions: divisionsOf(answer.child_contests),
    division: text(answer.division),
    userContestCode: text(answer.user_contest_code),
    registrationEnabled: flag(answer.is_registration_enabled_contest),
    registered: flag(answer.is_registered),
    flexiTime: flag(answer.is_flexi_time_contest),
    startTimeSet: flag(answer.is_start_time_set),
    otpRequired: flag(answer.is_OTP_required),
    showStartButton: flag(answer.show_start_button),
    showRegisterButton: flag(answer.show_register_button),
    proctored: flag(answer.is_proctored),
    userVerifiedForProctoring: flag(answer.is_user_verified_for_proctoring),
    proctoringToken: text(answer.proctoring_token),
    elementsVisible: bool(answer.is_contest_elements_visible) ?? true,
    team: flag(answer.isTeamContest),
    teamsCount: num(answer.teamsCount) ?? null,
    registeredForTeam: flag(answer.isUserRegisteredForTeam),
    rank: rankText(rankAndScore.rank),
    score: rankText(rankAndScore.score),
    announcements: text(answer.announcements),
    rules: text(answer.rules),
    statsHtml: text(answer.stats),
    introductionUrl: link(answer.contest_introduction),
    editorialsUrl: link(answer.contest_editorials),
    manageUrl: link(answer.manageURL),
    autoRefresh: flag(answer.autoRefresh),
    ranklistFrozen: flag(answer.isRanklistFrozen),
    penalisedUsersCount: num(answer.penalisedUsersCount) ?? 0,
    liveRatings: liveRatingsOf(answer.user_live_ratings),
    liveRatingsEveryMinutes: num(answer.user_live_ratings_update_frequency) ?? null,
    pageTitle: text(answer.custom_contest_page_title),
    pageDescription: text(answer.custom_contest_page_meta_desc),
    scorableHeading: text(answer.scorable_heading),
    scorableMessage: text(answer.scorable_message),
    unscoredHeading: text(answer.non_scorable_heading),
    unscoredMessage: text(answer.non_scorable_message),
    visitedContests: stringList(answer.visitedContests),
  };
}

function ttlOf(answer: Json): number {
  const ttl = num(answer.ttl);
  return ttl !== undefined && ttl > 0 ? ttl : DEFAULT_CONTEST_TTL_S;
}

export function upcomingFromAnswer(raw: unknown): UpcomingContest[] {
  const answer = asObject(raw);
  const items = [...listOf(answer?.contests), ...listOf(answer?.present_contests), ...listOf(answer?.future_contests)];
  const seen = new Set<string>();
  return items.flatMap((item): UpcomingContest[] => {
    const contest = asObject(item);
    const code = text(contest?.code ?? contest?.contest_code);
    const startMs = toEpochMs(contest?.start_date ?? contest?.contest_start_date_iso);
    const endMs = toEpochMs(contest?.end_date ?? contest?.contest_end_date_iso);
    if (!contest || code === '' || startMs === null || endMs === null || seen.has(code)) return [];
    seen.add(code);
    return [{ code, name: text(contest.name ?? contest.contest_name) || code, startMs, endMs }];
  }).sort((a, b) => a.startMs - b.startMs);
}

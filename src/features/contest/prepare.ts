/**
 * What the contest view's first render would otherwise do inside the one task that shows it,
 * done beforehand one piece per task (core/tasks.ts): the date and number formatters' ICU set-up
 * (core/intl.ts) and sanitising each piece of server markup (announcements, rules, statistics,
 * the tables' messages). Under Lighthouse's 4x slowdown these were most of a 300 ms task.
 */
import type { Contest } from '../../api/contest-answer';
import { lazyFormatter } from '../../core/intl';
import type { MarkupTools } from '../../core/markup-loader';
import { runInTasks } from '../../core/tasks';
import { countFormat } from './problem-table-columns';

/** The contest's start and end (and the upcoming list's starts), in the reader's locale. */
export const contestDateFormat = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** The server markup the view shows, in the order it shows it. */
function markupsOf(contest: Contest): string[] {
  return [contest.scorableMessage, contest.unscoredMessage, contest.announcements, contest.rules, contest.statsHtml]
    .filter((markup) => markup !== '');
}

/**
 * Resolves once everything is prepared (or `stopped()` turned true); never rejects. Without the
 * markup tools (they failed to load) the view shows no markup, so only the formatters are made.
 */
export function prepareContestView(contest: Contest, tools: MarkupTools | null | undefined, stopped: () => boolean): Promise<void> {
  const markupSteps = tools ? markupsOf(contest).map((markup) => () => tools.prepareSanitized(markup, 'siteMarkup')) : [];
  const countSteps = contest.problems.length > 0 ? [() => countFormat().format(0)] : [];
  return runInTasks([() => contestDateFormat().format(contest.startMs), ...countSteps, ...markupSteps], stopped);
}

/**
 * @tag cc-contest-page
 * @summary A contest page: breadcrumbs, banner, timer, controls, problem tables, divisions, announcements and rules.
 * Loads GET /api/contests/{code} (cached for the server's ttl, 120 s by default) and shows the
 * contest on the server's clock: before the start a countdown and, more than 4200 s ahead, a
 * reminder button; while running the end countdown, the problem table (name, code, successful
 * submissions, accuracy, and the signed-in user's status per problem) and the unscored table
 * ('No Unscored Problem' when empty), or the reason there are no problems yet (registration,
 * Start My Contest for flexi-time contests, the OTP prompt); once ended, the upcoming contests
 * after 2000 ms. Parent contests show division cards instead of problems. Register, start and
 * reminder need a signed-in user: visitors go to the login page with a destination back here.
 * Admins see the server's manage link. A refused contest (unknown, hidden) shows the server's
 * message as an attention notice; a failed load offers a reload. While running with autoRefresh
 * the contest reloads every ttl to ttl+30 s; at the start it reloads 1–4 s after a notice.
 * The reminder button is a contest-start-notification trigger; the page brings its own
 * <cc-contest-start-notification>, so the reminder form opens on any page.
 * @attr {string} code - The contest code, e.g. "START101" (letters, digits, underscore). Required; a missing or malformed code shows a message and is reported.
 * @fires cc-page-meta - When the contest is shown: detail {title, description} from custom_contest_page_title / custom_contest_page_meta_desc, else the contest name.
 * @csspart contest - The loaded page (data-phase: before, running or ended).
 * @csspart header - Breadcrumbs, banner, title, timer, standing and controls.
 * @csspart breadcrumbs - The breadcrumb navigation.
 * @csspart banner - The contest banner.
 * @csspart title - The contest name.
 * @csspart rated - The Rated badge.
 * @csspart division - The division badge of a division contest.
 * @csspart when - Start and end times.
 * @csspart countdown - The start or end countdown.
 * @csspart standing - The signed-in user's rank and score.
 * @csspart manage-link - The admin's manage link.
 * @csspart controls - Register, start, reminder and OTP controls.
 * @csspart register - The Register link.
 * @csspart start - The Start My Contest button.
 * @csspart confirm-start - The confirm button of the start dialog.
 * @csspart reminder - The Set reminder button.
 * @csspart otp - The OTP form.
 * @csspart otp-login - The log-in link shown to visitors instead of the OTP form.
 * @csspart problems - The problems section.
 * @csspart unscored - The unscored problems section.
 * @csspart problem-table - A problem table: a cc-data-table (every problem on one page of up to 10000 rows, windowed, sortable); inside it each row carries data-status for signed-in users, each link part="problem-link", each status mark part="status-mark {status}".
 * @csspart empty - Why a table is empty.
 * @csspart divisions - The division cards of a parent contest.
 * @csspart division - One division card.
 * @csspart links - Rankings, team list, my team, announcement and editorial links.
 * @csspart announcements - The announcements.
 * @csspart rules - The contest details.
 * @csspart stats - The statistics.
 * @csspart cheating-policy - The cheating policy block of START contests.
 * @csspart frozen - 'Ranklist froze … ago'.
 * @csspart upcoming - The upcoming contests list.
 * @csspart loading - The loading message.
 * @csspart attention - The server's refusal message.
 * @csspart error - The load error with its Reload button, or the missing-code message.
 * @csspart refresh-error - A failed refresh above the still-shown contest.
 * @csspart reload - The Reload button of a failed load.
 * @cssprop --cc-contest-max-width - Maximum width of the page (default 64rem).
 */
import './cc-contest-start-notification';
import { defineElement } from '../src/core/define';
// The problem table is a <cc-data-table>: a page loading only this tag gets it too.
import './cc-data-table';
import { ContestPage } from '../src/features/contest/ContestPage';
import { contestCss } from '../src/features/contest/contest.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { modalCss } from '../src/ui/modal.styles';
import { seeMoreCss } from '../src/ui/see-more.styles';

export default defineElement('cc-contest-page', ContestPage, {
  props: { code: 'string' },
  // The page's own sheet last: its .button rules win over the shared parts' ones.
  styles: [countdownCss, seeMoreCss, modalCss, errorPanelCss, contestCss],
});

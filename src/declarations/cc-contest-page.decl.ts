import { declareElement, t } from '../core/declare';
import { pageMetaDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-contest-page',
  summary: 'A contest page: breadcrumbs, banner, timer, controls, problem tables, divisions, ' +
    'announcements and rules.',
  description:
    'Loads GET /api/contests/{code} (cached for the server\'s ttl, 120 s by default) and shows ' +
    'the contest on the server\'s clock: before the start a countdown and, more than 4200 s ' +
    'ahead, a reminder button; while running the end countdown, the problem table (name, ' +
    'code, successful submissions, accuracy, and the signed-in user\'s status per problem) and ' +
    'the unscored table (\'No Unscored Problem\' when empty), or the reason there are no ' +
    'problems yet (registration, Start My Contest for flexi-time contests, the OTP prompt); ' +
    'once ended, the running and upcoming contests after 2000 ms. Parent contests show division cards ' +
    'instead of problems. Register, start and reminder need a signed-in user: visitors go to ' +
    'the login page with a destination back here. Admins see the server\'s manage link. A ' +
    'refused contest (unknown, hidden) shows the server\'s message as an attention notice; a ' +
    'failed load offers a reload. While running with autoRefresh the contest reloads every ' +
    'ttl to ttl+30 s; at the start it reloads 1–4 s after a notice. The reminder button is a ' +
    'contest-start-notification trigger; the page brings its own ' +
    '<cc-contest-start-notification>, so the reminder form opens on any page. A cached answer ' +
    'keeps the clock offset of its arrival and is dropped once an action on the contest (OTP, ' +
    'start, registration, reminder) changed it. Locked problems are listed without a link; a ' +
    'row offers Submit while the contest runs unless locked or switched off. Team contests tell ' +
    'a signed-in user whether their team is registered. The contest\'s alert channel is joined ' +
    'while shown, and proctoring checks run for a verified user of a proctored contest.',
  props: {
    code: {
      type: t.string,
      description: 'The contest code, e.g. "START101" (letters, digits, underscore). Required; a missing or ' +
        'malformed code shows a message and is reported.',
    },
  },
  events: {
    'cc-page-meta': {
      detail: pageMetaDetail,
      description: 'When the contest is shown: detail {title, description} from custom_contest_page_title / ' +
        'custom_contest_page_meta_desc, else the contest name.',
    },
  },
  parts: {
    'contest': 'The loaded page (data-phase: before, running or ended).',
    'header': 'Breadcrumbs, banner, title, timer, standing and controls.',
    'breadcrumbs': 'The breadcrumb navigation.',
    'banner': 'The contest banner.',
    'title': 'The contest name.',
    'rated': 'The Rated badge.',
    'division': 'The division badge of a division contest.',
    'when': 'Start and end times.',
    'countdown': 'The start or end countdown.',
    'standing': 'The signed-in user\'s rank and score.',
    'manage-link': 'The admin\'s manage link.',
    'controls': 'Register, start, reminder and OTP controls.',
    'register': 'The Register link.',
    'start': 'The Start My Contest button.',
    'confirm-start': 'The confirm button of the start dialog.',
    'reminder': 'The Set reminder button.',
    'otp': 'The OTP form.',
    'otp-login': 'The log-in link shown to visitors instead of the OTP form.',
    'problems': 'The problems section.',
    'unscored': 'The unscored problems section.',
    'problem-table': 'A problem table: a cc-data-table (every problem on one page of up to 10000 rows, ' +
      'windowed, sortable); inside it each row carries data-status for signed-in users, each link ' +
      'part="problem-link" (a locked problem\'s name part="locked", no link), each status mark part="status-mark {status}", each Submit link part="problem-submit" (not locked, not switched off, contest running).',
    'empty': 'Why a table is empty.',
    'divisions': 'The division cards of a parent contest.',
    'division-card': 'One division card.',
    'team-state': 'A team contest\'s line telling a signed-in user whether their team is registered.',
    'links': 'Rankings, team list, my team, announcement and editorial links.',
    'announcements': 'The announcements.',
    'rules': 'The contest details.',
    'stats': 'The statistics.',
    'cheating-policy': 'The cheating policy block of START contests.',
    'frozen': '\'Ranklist froze … ago\'.',
    'share': 'The share buttons (Facebook, LinkedIn, Twitter: a 500x250 popup), added after the first paint of the page.',
    'running': 'Once ended, the contests running now (started, not ended).',
    'upcoming': 'Once ended, the contests that have not started yet.',
    'loading': 'The loading message.',
    'attention': 'The server\'s refusal message.',
    'error': 'The load error with its Reload button, or the missing-code message.',
    'refresh-error': 'A failed refresh above the still-shown contest.',
    'reload': 'The Reload button of a failed load.',
  },
  cssProperties: {
    '--cc-contest-max-width': 'Maximum width of the page (default 64rem).',
  },
});

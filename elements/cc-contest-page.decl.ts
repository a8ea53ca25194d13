import { declareElement, t } from '../src/core/declare';
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
    'once ended, the upcoming contests after 2000 ms. Parent contests show division cards ' +
    'instead of problems. Register, start and reminder need a signed-in user: visitors go to ' +
    'the login page with a destination back here. Admins see the server\'s manage link. A ' +
    'refused contest (unknown, hidden) shows the server\'s message as an attention notice; a ' +
    'failed load offers a reload. While running with autoRefresh the contest reloads every ' +
    'ttl to ttl+30 s; at the start it reloads 1–4 s after a notice. The reminder button is a ' +
    'contest-start-notification trigger; the page brings its own ' +
    '<cc-contest-start-notification>, so the reminder form opens on any page.',
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
    'problem-table': 'A problem table.',
    'problem': 'A problem row (data-status for signed-in users).',
    'problem-link': 'A problem\'s link.',
    'empty': 'Why a table is empty.',
    'divisions': 'The division cards of a parent contest.',
    'division-card': 'One division card.',
    'links': 'Rankings, team list, my team, announcement and editorial links.',
    'announcements': 'The announcements.',
    'rules': 'The contest details.',
    'stats': 'The statistics.',
    'cheating-policy': 'The cheating policy block of START contests.',
    'frozen': '\'Ranklist froze … ago\'.',
    'upcoming': 'The upcoming contests list.',
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

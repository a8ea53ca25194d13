import { declareElement } from '../core/declare';
import { alertAcknowledgedDetail, commandDetail, contestStartDetail, cookieConsentDetail, formSuccessDetail } from './shared.decl';

export const declaration = declareElement({
  tag: 'cc-app',
  summary: 'The standalone single-page app: the site shell and a router in history mode (root \'/\').',
  description:
    'Routes: \'/\' (home: the roadmaps and courses), /roadmap/{slug} and ' +
    '/learn/course/ux (cc-roadmap, the course with kind="course"), /{contest_code} ' +
    '(cc-contest-page code), /problems-old/{problem_code} and ' +
    '/{contest_code}/problems-old/{problem_code} (cc-problem code contest; PRACTICE when no ' +
    'contest; a code not all upper case shows "Please check problem code. No such problem ' +
    'exists for this contest."), /practice (the practice problems), /contests/ (running, ' +
    'upcoming and past contests) and /rankings/{contest_code} (the ranklist), each on ' +
    'cc-data-table (practice and rankings keep their page, sort and filter in the query: a ' +
    'change of the query alone keeps the page in place, and back and forward move through ' +
    'them); /login, /signup, /forgot-password, /mobile (server-driven forms), /privacy, ' +
    '/users/{username} (profile; the todo list for the owner), /users/{username}/teams, ' +
    '/users/{username}/certificates, /users/{username}/edit (profile and password forms), /learn ' +
    '(roadmaps and courses) and /pro (plans); other paths, and unknown users, show a not-found ' +
    'page with a link home. A route whose element ' +
    'this build does not define says "This page is not available in this version of the ' +
    'site." with a link home. Same-origin clicks on links to these routes (in the page, in ' +
    'shadow roots, in server markup) navigate without a reload; modified and middle clicks, ' +
    'target, download and rel=external links are left to the browser; back and forward work. ' +
    'The document title and meta description follow the page: an element inside may dispatch ' +
    'cc-page-meta {title, description} (bubbling, composed) to set them; the app consumes it (it does not reach the page). The practice problem ' +
    'page adds <meta name="robots" content="noindex"> while shown. Scroll goes to the top on ' +
    'navigation and back to where it was on back/forward; focus moves to the main area and ' +
    'the new title is announced (role=status). Shell: skip link, cc-header, ' +
    'cc-account-prompts, cc-offline-banner, main, cc-cookie-banner, cc-toasts, cc-alerts, ' +
    'cc-command-prompt, cc-contest-start-notification. Once per page it applies the logout ' +
    'marker, checks the user key and shows the user\'s messages after 2 s. Clicks on any ' +
    'element with data-cc-contest-start-notification="{code}" are handled by the ' +
    'cc-contest-start-notification it renders: visitors go to /login?destination={current ' +
    'path}; for signed-in users it fires cc-contest-start-notification {contestCode} on the ' +
    'document and opens the reminder form in a dialog. No attributes.',
  // Events of the shell's elements that reach the page, re-declared as the app's own (their
  // target is <cc-app> once they leave its shadow root). Every other event declared by an
  // element stops at the app's shadow root (containsEvents); test/build/declarations checks
  // that the two lists cover every declared event.
  events: {
    'cc-contest-start-notification': {
      detail: contestStartDetail,
      cancelable: true,
      on: 'document',
      description: 'On document (from the cc-contest-start-notification inside), when a signed-in user ' +
        'clicks a contest-start-notification trigger: detail {contestCode}. Cancel it to open your own form instead.',
    },
    'cc-cookie-consent': {
      detail: cookieConsentDetail,
      description: 'From the shell\'s cookie banner: the user accepted; detail {version, sentToServer}.',
    },
    'cc-alert-acknowledged': {
      detail: alertAcknowledgedDetail,
      description: 'From the shell\'s alerts: \'Okay\' was pressed; detail {id, channel}.',
    },
    'cc-command': {
      detail: commandDetail,
      cancelable: true,
      description: 'From the shell\'s command prompt, before a command runs; detail {command, kind, url}. ' +
        'Cancelable: preventDefault() stops the navigation.',
    },
    'cc-form-success': {
      detail: formSuccessDetail,
      cancelable: true,
      description: 'A contest reminder was saved in the reminder popup: detail {message, redirect}. ' +
        'Cancel it to keep the dialog\'s message from showing.',
    },
  },
  containsEvents: [
    'cc-page-meta',
    'cc-rows-shown',
    'cc-alerts-settled',
    'cc-form-state',
    'cc-form-error',
    'cc-open',
    'cc-close',
    'cc-reload',
    'cc-toggle',
    'cc-copy',
    'cc-copy-error',
    'cc-share',
    'cc-countdown-end',
    'cc-commit',
    'cc-focus-out',
    'cc-validity',
    'cc-error',
    'cc-widgetloaded',
  ],
  parts: {
    'shell': 'The whole layout.',
    'skip-link': 'The "Skip to content" button (first in tab order, visible on focus; moves focus to the ' +
      'main area).',
    'main': 'The main area (data-route: the route\'s kind: home, roadmap, course, contest, problem, ' +
      'bad-problem-code, practice, contests, rankings, login, signup, forgot-password, mobile, privacy, ' +
      'user-profile, user-teams, user-certificates, user-edit, learn, pro, not-found).',
    'footer': 'The site footer under every page (About, Contact, Terms of use, Privacy policy), added after the first paint of the page.',
    'listing': 'A list page (practice, contests, rankings).',
    'home': 'The home page.',
    'card': 'A roadmap or course on the home page.',
    'message': 'A not-found, not-available or bad-problem-code message.',
    'form-page': 'A page around server-driven forms (sign-in, sign-up, forgot password, mobile, account settings).',
    'privacy': 'The privacy policy page.',
    'profile': 'A user\'s public profile.',
    'teams': 'A user\'s teams page.',
    'certificates': 'A user\'s certificates page.',
    'learn': 'The roadmaps and courses index (/learn).',
    'pro': 'The Pro plans page.',
    'plan': 'One Pro plan.',
    'announcer': 'The live region announcing page changes (visually hidden).',
    'header': 'The cc-header element; each of its parts is exported as header-{part} (header-brand, ' +
      'header-bar…). The same rule for the elements below: {name}-{part}.',
    'account-prompts': 'The cc-account-prompts element (its parts: account-prompts-{part}).',
    'offline-banner': 'The cc-offline-banner element (its parts: offline-banner-{part}).',
    'cookie-banner': 'The cc-cookie-banner element (its parts: cookie-banner-{part}).',
    'roadmap': 'The cc-roadmap of a roadmap or course page (its parts: roadmap-{part}).',
    'contest-page': 'The cc-contest-page of a contest page (its parts: contest-page-{part}).',
    'problem': 'The cc-problem of a problem page (its parts: problem-{part}).',
    'data-table': 'Each cc-data-table of the list pages (its parts: data-table-{part}).',
    'toasts': 'The cc-toasts element (its parts: toasts-{part}).',
    'alerts': 'The cc-alerts element (its parts: alerts-{part}).',
    'command-prompt': 'The cc-command-prompt element (its parts: command-prompt-{part}).',
    'contest-start-notification': 'The cc-contest-start-notification element (its parts: ' +
      'contest-start-notification-{part}).',
  },
  cssProperties: {
    '--cc-app-max-width': 'Maximum width of the main area (default 72rem).',
  },
});

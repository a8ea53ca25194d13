import { declareElement, t } from '../core/declare';
import { pageMetaDetail } from './shared.decl';

/** What the page shows (the `tab` attribute): the statement, or the editorial. */
export const PROBLEM_TABS = ['statement', 'solution'] as const;

export const declaration = declareElement({
  tag: 'cc-problem',
  summary: 'A problem page: statement, formats, constraints, subtasks and samples with copy ' +
    'controls, metadata and submission links.',
  description:
    'Loads GET /api/contests/{contest}/problems/{code} (cached for the server\'s ttl when it ' +
    'sends one and the statement is present; the answer\'s time.current sets the page clock) ' +
    'and shows the problem\'s sections as CommonMark with tables and math. Math is drawn as SVG by MathJax, ' +
    'which is loaded only on pages with math and retried up to 33 times every 300 ms; until ' +
    'then (or if it never loads) the TeX stays as text. Each section has a copy control, and ' +
    'each sample its input and output copy controls (a tick for 1 s). The side panel has ' +
    'Submit (visitors: log in to submit), All submissions and, signed in, My submissions; ' +
    'contest problems show a \'Submission Ends In\' countdown while the submit window ' +
    '(submit_start_date to end_date, inclusive) is open. Then author and tester (server ' +
    'markup, sanitised), difficulty (\'N/A\' for -1), category (\'school\' reads \'Beginner\') and ' +
    'tags, hidden in zen mode behind a Show tags button; then the editorial, video-solution ' +
    'and discuss links, and for admins the server\'s Manage problem link. A code that is not ' +
    'all upper case shows \'Please check problem code. No such problem exists for this ' +
    'contest.\' without a request; a refused problem (unknown, hidden) shows the server\'s ' +
    'message as an attention notice; a failed load offers Reload. A directly submittable ' +
    'problem shows \'Redirecting to the Problem page please wait..\' and goes to its submit ' +
    'page after 3 s. A locked problem is refused; Submit shows only while the window is open ' +
    'and the server has not switched submissions off. The successful submissions load on a ' +
    'button press and page on the server. For a proctored contest and a verified user the ' +
    'proctoring checks run while the page is shown. Below the problem, its comment section: ' +
    '<cc-comments url="/problems/{code}"> (one thread per problem, whichever contest shows it). ' +
    'The todo widget shows until the problem is solved.',
  props: {
    code: {
      type: t.string,
      description: 'The problem code, e.g. "FLIPCOIN". Required; it must be all upper case.',
    },
    contest: {
      type: t.string,
      default: 'PRACTICE',
      description: 'The contest code (default "PRACTICE"). A malformed value is reported and PRACTICE used.',
    },
    tab: {
      type: t.oneOf(...PROBLEM_TABS),
      default: 'statement',
      description: 'What the page shows: the statement (default), or the editorial ("solution", as /problems/{code}?tab=solution opens it).',
    },
  },
  events: {
    'cc-page-meta': {
      detail: pageMetaDetail,
      description: 'When the problem (or its error) is shown: detail {title, description}; the title is the ' +
        'problem name, the description the start of the statement.',
    },
    'cc-widgetloaded': {
      detail: t.object({ problem: t.string, contest: t.string }),
      description: 'The todo widget (shown until the problem is solved) got its markup from the server: ' +
        'detail {problem, contest}.',
    },
  },
  parts: {
    'problem': 'The loaded page (data-solved when the user solved it).',
    'header': 'Breadcrumbs, title and problem code.',
    'breadcrumbs': 'The breadcrumb navigation.',
    'title': 'The problem name.',
    'code': 'The problem code.',
    'solved': 'The Solved badge.',
    'share': 'The share buttons (Facebook, LinkedIn, Twitter: a 500x250 popup), added after the first paint of the page.',
    'sections': 'The problem\'s text.',
    'tabs': 'The Problem / Editorial links (?tab=solution).',
    'editorial-text': 'The editorial, shown instead of the statement with tab="solution".',
    'section': 'One section (data-section: statement, input, output, constraints, subtasks).',
    'samples': 'The sample test cases.',
    'sample': 'One sample test case.',
    'sample-input': 'A sample\'s input text.',
    'sample-output': 'A sample\'s output text.',
    'explanation': 'A sample\'s explanation.',
    'button': 'A copy control\'s button.',
    'tick': 'The copy control\'s confirmation tick.',
    'details': 'The side panel.',
    'countdown': 'The \'Submission Ends In\' countdown.',
    'actions': 'Submit, all submissions and my submissions.',
    'submit': 'The Submit link.',
    'all-submissions': 'The All submissions link.',
    'my-submissions': 'The My submissions link.',
    'window': 'Why there is no Submit link (not open yet, closed).',
    'meta': 'Author, tester, difficulty, category and tags.',
    'author': 'The author handle(s).',
    'tester': 'The tester handle(s).',
    'difficulty': 'The difficulty rating.',
    'category': 'The category.',
    'tags': 'The tags.',
    'tags-toggle': 'The Show tags / Hide tags button (zen mode).',
    'tag': 'One tag.',
    'resources': 'Editorial, video solution and discuss links.',
    'editorial': 'The editorial link.',
    'video': 'The video solution link.',
    'discuss': 'The discuss link.',
    'manage-link': 'The admin\'s Manage problem link.',
    'submissions': 'The successful-submissions section.',
    'load-submissions': 'The button that loads the successful submissions.',
    'submissions-table': 'The table of successful submissions.',
    'comments': 'The problem\'s comment section (a cc-comments element).',
    'redirecting': 'The redirect notice of a directly submittable problem.',
    'loading': 'The loading state.',
    'loader': 'The loading spinner and its text.',
    'attention': 'The refusal message (bad code, unknown or hidden problem).',
    'error': 'The load error (with Reload) or the missing-code message.',
    'reload': 'The Reload button.',
  },
  cssProperties: {
    '--cc-problem-max-width': 'Maximum width of the page (default 72rem).',
  },
});

/**
 * @tag cc-problem
 * @summary A problem page: statement, formats, constraints, subtasks and samples with copy controls, metadata and submission links.
 * Loads GET /api/contests/{contest}/problems/{code} (cached for the server's ttl when it sends one
 * and the statement is present; the answer's time.current sets the page clock) and shows the
 * problem's sections as Markdown with math. Math is drawn as SVG by MathJax, which is loaded
 * only on pages with math and retried up to 33 times every 300 ms; until then (or if it never
 * loads) the TeX stays as text. Each section has a copy control, and each sample its input and
 * output copy controls (a tick for 1 s). The side panel has Submit (visitors: log in to submit),
 * All submissions and, signed in, My submissions; contest problems show a 'Submission Ends In'
 * countdown while the submit window (submit_start_date to end_date, inclusive) is open. Then
 * author and tester (server markup, sanitised), difficulty ('N/A' for -1), category ('school'
 * reads 'Beginner') and tags, hidden in zen mode behind a Show tags button; then the editorial,
 * video-solution and discuss links, and for admins the server's Manage problem link. A code that
 * is not all upper case shows 'Please check problem code. No such problem exists for this
 * contest.' without a request; a refused problem (unknown, hidden) shows the server's message as
 * an attention notice; a failed load offers Reload. A directly submittable problem shows
 * 'Redirecting to the Problem page please wait..' and goes to its submit page after 3 s.
 * Not built yet: the successful-submissions list, comments, the proctoring hook.
 * @attr {string} code - The problem code, e.g. "FLIPCOIN". Required; it must be all upper case.
 * @attr {string} contest - The contest code (default "PRACTICE"). A malformed value is reported and PRACTICE used.
 * @fires cc-page-meta - When the problem (or its error) is shown: detail {title, description}; the title is the problem name, the description the start of the statement.
 * @fires cc-widgetloaded - The todo widget (shown until the problem is solved) got its markup from the server: detail {problem, contest}.
 * @csspart problem - The loaded page (data-solved when the user solved it).
 * @csspart header - Breadcrumbs, title and problem code.
 * @csspart breadcrumbs - The breadcrumb navigation.
 * @csspart title - The problem name.
 * @csspart code - The problem code.
 * @csspart solved - The Solved badge.
 * @csspart sections - The problem's text.
 * @csspart section - One section (data-section: statement, input, output, constraints, subtasks).
 * @csspart samples - The sample test cases.
 * @csspart sample - One sample test case.
 * @csspart sample-input - A sample's input text.
 * @csspart sample-output - A sample's output text.
 * @csspart explanation - A sample's explanation.
 * @csspart button - A copy control's button.
 * @csspart tick - The copy control's confirmation tick.
 * @csspart details - The side panel.
 * @csspart countdown - The 'Submission Ends In' countdown.
 * @csspart actions - Submit, all submissions and my submissions.
 * @csspart submit - The Submit link.
 * @csspart all-submissions - The All submissions link.
 * @csspart my-submissions - The My submissions link.
 * @csspart window - Why there is no Submit link (not open yet, closed).
 * @csspart meta - Author, tester, difficulty, category and tags.
 * @csspart author - The author handle(s).
 * @csspart tester - The tester handle(s).
 * @csspart difficulty - The difficulty rating.
 * @csspart category - The category.
 * @csspart tags - The tags.
 * @csspart tags-toggle - The Show tags / Hide tags button (zen mode).
 * @csspart tag - One tag.
 * @csspart resources - Editorial, video solution and discuss links.
 * @csspart editorial - The editorial link.
 * @csspart video - The video solution link.
 * @csspart discuss - The discuss link.
 * @csspart manage-link - The admin's Manage problem link.
 * @csspart redirecting - The redirect notice of a directly submittable problem.
 * @csspart loading - The loading state.
 * @csspart loader - The loading spinner and its text.
 * @csspart attention - The refusal message (bad code, unknown or hidden problem).
 * @csspart error - The load error (with Reload) or the missing-code message.
 * @csspart reload - The Reload button.
 * @cssprop --cc-problem-max-width - Maximum width of the page (default 72rem).
 */
import { defineElement } from '../src/core/define';
import { ProblemPage } from '../src/features/problem/Problem';
import { problemCss } from '../src/features/problem/problem.styles';
import { copyButtonCss } from '../src/ui/copy-button.styles';
import { countdownCss } from '../src/ui/countdown.styles';
import { errorPanelCss } from '../src/ui/error-panel.styles';
import { loaderCss } from '../src/ui/loader.styles';

export default defineElement('cc-problem', ProblemPage, {
  props: { code: 'string', contest: 'string' },
  styles: [copyButtonCss, countdownCss, errorPanelCss, loaderCss, problemCss],
});

// cc-problem with exact answers (stubbed fetch for the problem call; everything else real):
// hostile markup, malformed answers, zen-mode tags, copy controls, the submission countdown,
// the direct-submit redirect and the math retry loop under fake timers, and the ttl cache.
import { expect, fixtureCleanup, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheSetAfterPaint } from '../../src/api/cache';
import { problemCacheName } from '../../src/api/problems';
import { MATH_RETRY_DELAY_MS, MATH_RETRY_LIMIT, setMathLoader } from '../../src/core/math';
import { MALFORMED_ANSWER_MESSAGE } from '../../src/core/http';
import { REDIRECT_DELAY_MS, REDIRECTING_TEXT, SUBMISSION_ENDS_LABEL } from '../../src/features/problem/logic';
import { fakeTimers, jsonResponse, textResponse } from '../core/helpers';
import { flush, shadowText, until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetProblems, mountProblem, problemAnswer, problemCalls, stubProblemAnswer, textOf } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const KEYS: Array<[string, string]> = [['START101', 'LAMPS'], ['PRACTICE', 'LAMPS']];

const stored = (contest: string, code: string) => localStorage.getItem(`cc:cache:${problemCacheName(contest, code)}`) !== null;

describe('cc-problem (exact answers)', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    embedSettings({ username: '' });
    await forgetProblems(KEYS);
    setMathLoader(() => Promise.reject(new Error('math is not under test here')));
  });

  afterEach(async () => {
    fixtureCleanup(); // before the session reset below, so no element reloads on it
    page.restore();
    clearSettings();
    sinon.restore();
    setMathLoader(null);
    resetPage();
    await forgetProblems(KEYS);
  });

  it('shows the sections, samples and metadata of the answer', async () => {
    stubProblemAnswer(problemAnswer());
    const el = await mountProblem('LAMPS', 'START101');
    expect(textOf(q(el, 'h1'))).to.equal('Street Lamps');
    expect(qa(el, '[part="section"]').map((s) => s.dataset.section)).to.deep.equal(['statement', 'input', 'output', 'constraints', 'subtasks']);
    // Math reaches the page as TeX text in math spans: underscores and braces intact.
    const math = qa(el, '[part="section"][data-section="statement"] span.math').map((s) => s.textContent);
    expect(math).to.deep.equal(['N', 'i', 'B_{i}', '\\sum_{i=1}^{N} B_i', '10^9+7']);
    expect(qa(el, '[part="sample-input"]').map((s) => s.textContent)).to.deep.equal(['3\n1 2 3', '1\n7']);
    expect(qa(el, '[part="sample-output"]').map((s) => s.textContent)).to.deep.equal(['6', '7']);
    expect(textOf(q(el, '[part="explanation"]'))).to.contain('The sum is');
    expect(textOf(q(el, '[part="author"]'))).to.equal('mira_setter');
    expect(q(el, '[part="author"] a')!.getAttribute('href')).to.equal('/users/mira_setter');
    expect(textOf(q(el, '[part="tester"]'))).to.equal('3★tom_tests');
    expect(textOf(q(el, '[part="difficulty"]'))).to.equal('1234');
    expect(qa(el, '[part="tag"]').map((t) => t.textContent)).to.deep.equal(['sums', 'start101', 'math']);
    expect(q(el, '[part="tags-toggle"]')?.outerHTML).to.equal(undefined);
    expect(qa(el, '[part="resources"] a').map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Editorial', '/editorials/LAMPS'],
      ['Video solution', 'https://video.example.org/lamps'],
      ['Discuss', 'https://discuss.example.org/search?q=LAMPS'],
    ]);
    expect(q(el, '[part="submit"]')!.getAttribute('href')).to.equal('/login?destination=%2FSTART101%2Fsubmit-old%2FLAMPS');
    expect(q(el, '[part="all-submissions"]')!.getAttribute('href')).to.equal('/START101/status/LAMPS');
    await expect(el).to.be.accessible();
  });

  it('strips hostile markup from the statement, the explanations and the handles', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>[x](javascript:window.__pwned=1) <a href="jav&#x09;ascript:1">y</a>';
    stubProblemAnswer(problemAnswer({
      problemComponents: {
        statement: `Hello ${hostile}`,
        sampleTestCases: [{ id: '1', input: '<b>1</b>', output: '2', explanation: hostile }],
      },
      problem_display_authors_html_handle: `<a href="javascript:window.__pwned=1" onmouseover="window.__pwned=1">evil</a><img src=x onerror="window.__pwned=1"><form action="/x"><input name="a"></form>`,
      problem_tester_html_handle: '<iframe src="https://evil.example"></iframe><span style="color:red">tester</span>',
      video_editorial_url: 'javascript:window.__pwned=1',
      problemManageURL: 'javascript:window.__pwned=1',
    }));
    const el = await mountProblem('LAMPS', 'START101');
    await flush();
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('script, iframe, form, input, [style], [onerror], [onmouseover]').length).to.equal(0);
    for (const node of root.querySelectorAll('[href], [src]')) {
      expect(node.getAttribute('href') ?? node.getAttribute('src') ?? '').not.to.match(/script:/i);
    }
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(textOf(q(el, '[part="author"]'))).to.equal('evil');
    expect(textOf(q(el, '[part="tester"]'))).to.equal('tester');
    expect(q(el, '[part="video"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="manage-link"]')?.outerHTML).to.equal(undefined);
    // Sample text is text: markup in it is shown, never parsed.
    expect(q(el, '[part="sample-input"]')!.textContent).to.equal('<b>1</b>');
  });

  it('says clearly when the answer cannot be read, and Reload asks again', async () => {
    let calls = 0;
    const stub = stubProblemAnswer(() => (++calls === 1 ? textResponse('<html>oops</html>') : jsonResponse(problemAnswer())));
    const el = await mountProblem('LAMPS', 'START101');
    expect(textOf(q(el, '[part="error"]'))).to.contain('The problem could not be loaded.');
    expect(textOf(q(el, '[part="error"]'))).to.contain(MALFORMED_ANSWER_MESSAGE);
    await expect(el).to.be.accessible();
    q(el, '[part="reload"]')!.click();
    await until(() => q(el, '[part="problem"]') !== null, 'the problem after Reload');
    expect(problemCalls(stub)).to.equal(2);

    await forgetProblems(KEYS);
    sinon.restore();
    stubProblemAnswer({ status: 'success', problemComponents: 'nope' });
    const other = await mountProblem('LAMPS', 'START101');
    expect(textOf(q(other, '[part="error"]'))).to.contain(MALFORMED_ANSWER_MESSAGE);
  });

  it('hides the tags in zen mode until the user shows them', async () => {
    stubProblemAnswer(problemAnswer({ user_zen_mode: true }));
    const el = await mountProblem('LAMPS', 'START101');
    const toggle = q(el, '[part="tags-toggle"]') as HTMLButtonElement;
    const list = el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(textOf(toggle)).to.equal('Show tags');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(list.hidden).to.equal(true);
    expect(list.getBoundingClientRect().height).to.equal(0);
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'tags shown');
    expect(list.hidden).to.equal(false);
    expect(textOf(toggle)).to.equal('Hide tags');
    await expect(el).to.be.accessible();
    toggle.click();
    await until(() => list.hidden === true, 'tags hidden again');
  });

  it('copies each section as written and each sample exactly', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    stubProblemAnswer(problemAnswer());
    const el = await mountProblem('LAMPS', 'START101');
    const button = (label: string) => qa(el, 'button.copy-button').find((b) => b.getAttribute('aria-label') === label)!;
    expect(qa(el, 'button.copy-button').map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Copy problem statement', 'Copy input format', 'Copy output format', 'Copy constraints', 'Copy subtasks',
      'Copy sample input 1', 'Copy sample output 1', 'Copy sample input 2', 'Copy sample output 2',
    ]);
    button('Copy sample input 1').click();
    await until(() => write.callCount === 1, 'copy');
    expect(write.firstCall.args[0]).to.equal('3\n1 2 3');
    button('Copy constraints').click();
    await until(() => write.callCount === 2, 'copy');
    expect(write.secondCall.args[0]).to.equal('- $1 \\leq N \\leq 10^5$');
    await until(() => shadowText(el).includes('Copied'), 'the Copied status');
  });

  it("counts down 'Submission Ends In' and closes submissions at the end (inclusive)", async () => {
    const nowS = 1_800_000_000;
    const clock = fakeTimers(nowS * 1000);
    embedSettings({ username: 'alice' });
    stubProblemAnswer(problemAnswer({ time: { submit_start_date: nowS - 60, end_date: nowS + 3, current: nowS } }, nowS));
    const el = await mountProblem('LAMPS', 'START101');
    expect(textOf(q(el, '[part="countdown"] .label'))).to.equal(SUBMISSION_ENDS_LABEL);
    expect(textOf(q(el, '[role="timer"]'))).to.match(/0 days 00 hours 00 minutes 0[34] seconds/);
    expect(q(el, '[part="submit"]')!.getAttribute('href')).to.equal('/START101/submit-old/LAMPS');
    expect(q(el, '[part="my-submissions"]')!.getAttribute('href')).to.equal('/START101/status/LAMPS?filterBy=user%3Aalice');
    await clock.tickAsync(3000);
    await flush();
    expect(q(el, '[part="submit"]'), 'still open at end_date').to.not.equal(null);
    await clock.tickAsync(2000);
    await until(() => q(el, '[part="submit"]') === null, 'submit gone after the end');
    expect(textOf(q(el, '[part="window"]'))).to.equal('Submissions for this contest are closed.');
    expect(q(el, '[part="countdown"]')?.outerHTML).to.equal(undefined);
  });

  it('shows no countdown for a practice problem', async () => {
    stubProblemAnswer(problemAnswer({ contest_code: 'PRACTICE' }));
    const el = await mountProblem('LAMPS');
    expect(q(el, '[part="countdown"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="submit"]')!.getAttribute('href')).to.equal('/login?destination=%2Fsubmit-old%2FLAMPS');
    expect(q(el, '[part="all-submissions"]')!.getAttribute('href')).to.equal('/status/LAMPS');
    expect(textOf(q(el, '[part="breadcrumbs"]'))).to.contain('Practice');
  });

  it('sends a directly submittable problem to its submit page after exactly 3 s', async () => {
    const clock = fakeTimers();
    stubProblemAnswer(problemAnswer({ contest_code: 'PRACTICE', is_direct_submittable: true }));
    const el = await mountProblem('LAMPS', undefined, (node) => q(node, '[part="redirecting"]') !== null);
    expect(textOf(q(el, '[part="redirecting"] [role="status"]'))).to.equal(REDIRECTING_TEXT);
    await clock.tickAsync(REDIRECT_DELAY_MS - 1);
    expect(page.assign.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(page.assign.callCount).to.equal(1);
    expect(page.assign.firstCall.args[0]).to.equal('/submit-old/LAMPS');
    clock.restore(); // axe waits on real timers
    await expect(el).to.be.accessible();
  });

  it('retries the math every 300 ms, 33 times, and leaves the TeX readable when it never loads', async () => {
    const clock = fakeTimers();
    const loader = sinon.stub().rejects(new Error('chunk failed to load'));
    setMathLoader(loader);
    stubProblemAnswer(problemAnswer({ problemComponents: { statement: 'Only $x_1^2$ here.' } }));
    const el = await mountProblem('LAMPS', 'START101');
    await until(() => loader.callCount === 1, 'the first try');
    await clock.tickAsync(MATH_RETRY_DELAY_MS * MATH_RETRY_LIMIT);
    expect(loader.callCount).to.equal(1 + MATH_RETRY_LIMIT);
    await clock.tickAsync(MATH_RETRY_DELAY_MS * 5);
    expect(loader.callCount).to.equal(1 + MATH_RETRY_LIMIT);
    expect(textOf(q(el, 'span.math'))).to.equal('x_1^2');
    expect(textOf(q(el, '[data-section="statement"] .markdown'))).to.equal('Only x_1^2 here.');
  });

  it('caches an answer with a statement for the server ttl, per contest and problem', async () => {
    const stub = stubProblemAnswer(problemAnswer({ ttl: 60 }));
    await mountProblem('LAMPS', 'START101');
    expect(problemCalls(stub)).to.equal(1);
    // Written once the page has painted and is idle.
    await until(() => stored('START101', 'LAMPS'), 'the answer cached');
    await forgetProblems([]);
    const again = await mountProblem('LAMPS', 'START101');
    expect(textOf(q(again, 'h1'))).to.equal('Street Lamps');
    expect(problemCalls(stub), 'second page load served from the cache').to.equal(1);
    await mountProblem('LAMPS', 'PRACTICE');
    expect(problemCalls(stub), 'another contest is another entry').to.equal(2);
  });

  it('does not cache without a server ttl', async () => {
    const stub = stubProblemAnswer(problemAnswer());
    await mountProblem('LAMPS', 'START101');
    // Any write put off until the page is idle has happened once a later one has.
    await cacheSetAfterPaint('probe', 1, 60);
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(stored('START101', 'LAMPS')).to.equal(false);
    await forgetProblems([]);
    await mountProblem('LAMPS', 'START101');
    expect(problemCalls(stub)).to.equal(2);
  });
});

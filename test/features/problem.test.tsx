// cc-problem against the reference server: what a visitor, alice and the admin see on practice
// and contest problems (seeded in demo/server/features/contests/), the route-code rule, unknown
// problems, and real math rendering.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { PROBLEM_CODE_ERROR } from '../../src/domain/codes';
import { SUBMISSION_ENDS_LABEL } from '../../src/features/problem/logic';
import { stubFetch } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, signIn, signOut, type PageGuard } from './app-helpers';
import { forgetProblems, mountProblem, problemCalls, textOf } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const KEYS: Array<[string, string]> = [
  ['PRACTICE', 'EVENSUM'], ['PRACTICE', 'WARMUP'], ['PRACTICE', 'NOSUCH'], ['START101', 'MODPOW'], ['START100D', 'GRIDWALK'], ['START102', 'MAXGAP'],
];

describe('cc-problem', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    // The server session cookie is httpOnly and outlives other test files: start as a visitor.
    await serverSignOut();
    await forgetProblems(KEYS);
  });

  afterEach(() => {
    page.restore();
    clearSettings();
    sinon.restore();
    resetPage();
  });

  it('shows a visitor a practice problem: statement, samples, metadata, links; no manage link', async () => {
    embedSettings({ username: '' });
    const meta: CustomEvent[] = [];
    document.addEventListener('cc-page-meta', (e) => meta.push(e as CustomEvent), { once: true });
    const el = await mountProblem('EVENSUM');
    expect(textOf(q(el, 'h1'))).to.equal('Even Sum Pairs');
    expect(qa(el, '[part="section"]').map((s) => s.dataset.section)).to.deep.equal(['statement', 'input', 'output', 'constraints']);
    expect(qa(el, '[data-section="statement"] span.math').map((s) => s.textContent)).to.include('A_1, A_2, \\ldots, A_N');
    expect(q(el, '[part="sample-input"]')!.textContent).to.equal('2\n3\n1 2 3\n4\n2 4 6 8');
    expect(q(el, '[part="sample-output"]')!.textContent).to.equal('1\n6');
    expect(textOf(q(el, '[part="author"]'))).to.contain('mod');
    expect(q(el, '[part="author"] a')!.getAttribute('href')).to.equal('/users/mod');
    expect(textOf(q(el, '[part="tester"]'))).to.contain('teamlead');
    expect(textOf(q(el, '[part="difficulty"]'))).to.equal('812');
    expect(textOf(q(el, '[part="category"]'))).to.equal('Beginner');
    expect(qa(el, '[part="tag"]').map((t) => t.textContent)).to.include.members(['math', 'counting']);
    expect(q(el, '[part="editorial"]')!.getAttribute('href')).to.match(/^https:\/\//);
    expect(q(el, '[part="manage-link"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="countdown"]'), 'no countdown for practice').to.equal(null);
    expect(q(el, '[part="submit"]')!.getAttribute('href')).to.equal('/login?destination=%2Fsubmit-old%2FEVENSUM');
    expect(q(el, '[part="all-submissions"]')!.getAttribute('href')).to.equal('/status/EVENSUM');
    expect(q(el, '[part="my-submissions"]')?.outerHTML).to.equal(undefined);
    // The problem's comment section sits below it, collapsed, for the thread of its code.
    expect(q(el, 'cc-comments[part="comments"]')?.getAttribute('url')).to.equal('/problems/EVENSUM');
    await until(() => meta.length > 0, 'cc-page-meta');
    expect(meta[0].detail.title).to.equal('Even Sum Pairs');
    expect(meta[0].detail.description).to.match(/^You are given an array A of N integers/);
    await expect(el).to.be.accessible();
  });

  it("reads difficulty -1 as 'N/A'", async () => {
    embedSettings({ username: '' });
    const el = await mountProblem('WARMUP', 'PRACTICE');
    expect(textOf(q(el, '[part="difficulty"]'))).to.equal('N/A');
  });

  it("shows the admin the server's Manage problem link", async () => {
    await signIn('admin');
    try {
      const el = await mountProblem('EVENSUM', 'PRACTICE', (node) => q(node, '[part="manage-link"]') !== null);
      const answer = await (await fetch('/api/contests/PRACTICE/problems/EVENSUM')).json();
      expect(answer.problemManageURL).to.be.a('string').and.not.equal('');
      const manage = q(el, '[part="manage-link"]')!;
      expect(textOf(manage)).to.equal('Manage problem');
      expect(manage.getAttribute('href')).to.equal(answer.problemManageURL);
      await expect(el).to.be.accessible();
    } finally {
      await signOut();
    }
  });

  it('shows the route error for a code that is not all upper case, without a request', async () => {
    embedSettings({ username: '' });
    const stub = stubFetch();
    stub.callThrough();
    const el = await mountProblem('evenSum');
    expect(textOf(q(el, '[part="attention"]'))).to.contain(PROBLEM_CODE_ERROR);
    expect(q(el, '[part="attention"]')!.getAttribute('role')).to.equal('alert');
    expect(problemCalls(stub)).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it("shows the server's message for an unknown problem as an attention notice", async () => {
    embedSettings({ username: '' });
    const el = await mountProblem('NOSUCH');
    expect(textOf(q(el, '[part="attention"]'))).to.contain('Problem does not exist.');
    await expect(el).to.be.accessible();
  });

  it("shows the server's reason for a hidden problem (a contest not started yet)", async () => {
    embedSettings({ username: '' });
    const el = await mountProblem('MAXGAP', 'START102');
    expect(textOf(q(el, '[part="attention"]'))).to.contain('The problems will be visible when the contest starts.');
    expect(q(el, '[part="problem"]')?.outerHTML).to.equal(undefined);
  });

  it('gives alice a running contest problem: Submission Ends In, submit, my submissions', async () => {
    await signIn('alice');
    try {
      const el = await mountProblem('MODPOW', 'START101', (node) => q(node, '[part="my-submissions"]') !== null);
      expect(textOf(q(el, '[part="countdown"] .label'))).to.equal(SUBMISSION_ENDS_LABEL);
      expect(q(el, '[role="timer"]')).to.not.equal(null);
      expect(q(el, '[part="submit"]')!.getAttribute('href')).to.equal('/START101/submit-old/MODPOW');
      expect(q(el, '[part="all-submissions"]')!.getAttribute('href')).to.equal('/START101/status/MODPOW');
      expect(q(el, '[part="my-submissions"]')!.getAttribute('href')).to.equal('/START101/status/MODPOW?filterBy=user%3Aalice');
      expect(qa(el, '[part="section"]').map((s) => s.dataset.section)).to.include('subtasks');
      await expect(el).to.be.accessible();
    } finally {
      await signOut();
    }
  });

  it('an ended contest problem has no countdown and no contest submit link', async () => {
    embedSettings({ username: '' });
    const el = await mountProblem('GRIDWALK', 'START100D');
    expect(q(el, '[part="countdown"]')?.outerHTML).to.equal(undefined);
    const submit = q(el, '[part="submit"]');
    if (submit) expect(submit.getAttribute('href')).to.equal('/login?destination=%2Fsubmit-old%2FGRIDWALK');
    else expect(textOf(q(el, '[part="window"]'))).to.equal('Submissions for this contest are closed.');
  });

  it('draws the statement math as SVG with MathJax', async function () {
    this.timeout(60000);
    embedSettings({ username: '' });
    const el = await mountProblem('EVENSUM');
    await until(() => q(el, '[data-section="statement"] span.math[data-math-state="rendered"] svg') !== null, 'rendered math');
    await until(() => qa(el, 'span.math:not([data-math-state="rendered"])').length === 0, 'every formula rendered');
    const first = q(el, '[data-section="statement"] span.math')!;
    expect(textOf(first.querySelector('.visually-hidden'))).to.equal('A');
    expect(first.querySelector('svg')!.getBoundingClientRect().width).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });
});

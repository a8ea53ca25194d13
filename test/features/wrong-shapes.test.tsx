// Answers of the right status but the wrong shape (problemComponents as text, a contest's
// problems as text, list pages whose rows are not a list, a roadmap's modules as text, a comment
// list that is not a list): each normaliser reports it, and each element shows the server's
// message when the answer has one, else 'Some error occurred' — never an empty frame.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import '../../elements/cc-roadmap';
import { cacheDelete, forgetUserKey } from '../../src/api/cache';
import { normaliseCommentList } from '../../src/api/comments';
import { normaliseContest } from '../../src/api/contest-answer';
import { normaliseProblem } from '../../src/api/problems';
import { normaliseRoadmap, normaliseRoadmapList } from '../../src/api/roadmaps';
import { normaliseServerPage } from '../../src/api/tables';
import { normaliseTodoNotification } from '../../src/api/todo';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../src/core/http';
import { PRACTICE_COLUMNS } from '../../src/features/app/lists/columns';
import { jsonResponse, stubPath } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, leavePage, type PageGuard } from './app-helpers';
import { forgetThread, freshThread, mountComments } from './comments-helpers';
import { mountTable } from './data-table-helpers';
import { forgetProblems, mountProblem, problemAnswer, textOf } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const CONTEST = { status: 'success', code: 'START101', name: 'X', time: { start: 1, end: 4_000_000_000, current: 2 } };

describe('wrong shapes: the normalisers', () => {
  const cases: Array<[string, () => unknown]> = [
    ['problem with problemComponents "abc"', () => normaliseProblem(problemAnswer({ problemComponents: 'abc' }))],
    ['contest with problems as text', () => normaliseContest({ ...CONTEST, problems: 'LAMPS,XORSUB' })],
    ['contest with problems as a number', () => normaliseContest({ ...CONTEST, problems: 7 })],
    ['list page whose rows are not a list', () => normaliseServerPage({ rows: 'abc', total: 3 })],
    ['list page with no rows', () => normaliseServerPage({ status: 'success' })],
    ['roadmap with modules as text', () => normaliseRoadmap({ slug: 'x', modules: 'abc' }, 'x')],
    ['roadmap list that is not a list', () => normaliseRoadmapList({ roadmaps: { a: 1 } })],
    ['comment list that is not a list', () => normaliseCommentList({ list: 'abc' })],
    ['todo answer with neither count nor markup', () => normaliseTodoNotification({ count: 'many' })],
  ];
  for (const [name, run] of cases) {
    it(`${name}: an error with the generic text, or the server's message`, () => {
      let caught: unknown;
      try { run(); } catch (error) { caught = error; }
      expect(caught).to.be.instanceOf(HttpError);
      expect((caught as HttpError).kind).to.equal('malformed');
      expect((caught as Error).message).to.equal(GENERIC_ERROR_MESSAGE);
    });
  }

  it('the server message wins when the unusable answer carries one', () => {
    let caught: unknown;
    try { normaliseProblem(problemAnswer({ problemComponents: 'abc', message: 'Statement is being edited.' })); } catch (error) { caught = error; }
    expect((caught as Error).message).to.equal('Statement is being edited.');
    try { normaliseServerPage({ rows: null, message: '  ' }); } catch (error) { caught = error; }
    expect((caught as Error).message).to.equal(GENERIC_ERROR_MESSAGE);
  });
});

describe('wrong shapes: what each element shows', () => {
  let page: PageGuard;
  beforeEach(async () => {
    page = guardPage();
    await serverSignOut();
    embedSettings({ username: '' });
  });
  afterEach(() => {
    leavePage(page);
  });

  it('cc-problem: problemComponents "abc" is an error with Reload, not an empty statement', async () => {
    await forgetProblems([['START101', 'LAMPS']]);
    stubPath(/\/api\/contests\/[^/]+\/problems\//, () => jsonResponse(problemAnswer({ problemComponents: 'abc' })));
    const el = await mountProblem('LAMPS', 'START101');
    expect(q(el, '[part="problem"]')?.outerHTML).to.equal(undefined);
    expect(textOf(q(el, '[part="error"]'))).to.contain(GENERIC_ERROR_MESSAGE);
    expect(q(el, '[part="reload"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
    await forgetProblems([['START101', 'LAMPS']]);
  });

  it('cc-contest-page: problems as text shows the server message', async () => {
    resetPage();
    await cacheDelete('contest:START101');
    stubPath(/^\/api\/contests\/START101$/, () => jsonResponse({ ...CONTEST, problems: 'abc', message: 'Contest data is being rebuilt.' }));
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
    await until(() => q(el, '[part="contest"], [part="error"]') !== null, 'the contest page settles');
    expect(q(el, '[part="contest"]')?.outerHTML).to.equal(undefined);
    expect(textOf(q(el, '[part="error"]'))).to.contain('Contest data is being rebuilt.');
    resetPage();
    await cacheDelete('contest:START101');
  });

  it('cc-data-table: rows that are not a list say Some error occurred instead of an empty table', async () => {
    forgetUserKey();
    resetPage();
    for (const key of Object.keys(localStorage)) if (key.startsWith('cc:cache:table:')) localStorage.removeItem(key);
    stubPath(/^\/api\/practice\/problems$/, () => jsonResponse({ status: 'success', rows: 'abc', total: 40 }));
    const el = await mountTable({ src: '/api/practice/problems', caption: 'Practice', 'row-key': 'code' }, PRACTICE_COLUMNS);
    await until(() => q(el, '[part="load-error"]') !== null, 'the load error');
    expect(textOf(q(el, '[part="load-error"]'))).to.equal(GENERIC_ERROR_MESSAGE);
    expect(el.shadowRoot!.querySelectorAll('tbody tr[part="row"]').length).to.equal(0);
    resetPage();
  });

  it('cc-roadmap: modules as text is an error, not a roadmap without modules', async () => {
    stubPath(/^\/api\/roadmaps\/python-dsa$/, () => jsonResponse({ status: 'success', roadmap: { slug: 'python-dsa', title: 'T', modules: 'abc' } }));
    const el = await fixture<HTMLElement>(html`<cc-roadmap slug="python-dsa"></cc-roadmap>`);
    await until(() => q(el, '[part="error"], .title') !== null, 'the roadmap settles');
    expect(textOf(q(el, '[part="error"]'))).to.contain(GENERIC_ERROR_MESSAGE);
  });

  it('cc-comments: a list that is not a list is an error with Reload', async () => {
    const url = freshThread('shape');
    stubPath(/^\/comment\/fetch\/url$/, () => jsonResponse({ status: 'success', list: 'abc', can_post: true }));
    const el = await mountComments(url);
    await until(() => q(el, '[part="error"]') !== null, 'the comments error');
    expect(textOf(q(el, '[part="error"]'))).to.contain(GENERIC_ERROR_MESSAGE);
    sinon.restore();
    await forgetThread(url);
  });
});

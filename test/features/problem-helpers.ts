/** Shared set-up for the cc-problem tests: the project's own answer fixture, mounting, queries. */
import { fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-problem';
import { cacheDelete } from '../../src/api/cache';
import { setMathLoader } from '../../src/core/math';
import { setStatementParserLoader } from '../../src/features/problem/statement-renderer';
import { problemCacheName } from '../../src/api/problems';
import { jsonResponse, stubFetch, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { clearSettings, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

export const textOf = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const HOUR = 3600;

/**
 * A problem answer in the live site's shape (numbers as strings, HTML handles, Unix seconds),
 * with this project's own text. `nowS` places the contest window around the given time.
 */
export function problemAnswer(overrides: Record<string, unknown> = {}, nowS = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  return {
    status: 'success',
    problem_code: 'LAMPS',
    problem_name: 'Street Lamps',
    contest_code: 'START101',
    contest_name: 'Starters 101',
    category_name: 'main',
    problemComponents: {
      statement: 'Ravi walks past $N$ lamps; lamp $i$ has brightness $B_{i}$.\n\nFind $\\sum_{i=1}^{N} B_i$ modulo $10^9+7$.',
      inputFormat: '- The first line holds $N$.\n- The second line holds $B_1, B_2, \\ldots, B_N$.',
      inputFormatState: true,
      outputFormat: 'Print one integer.',
      outputFormatState: true,
      constraints: '- $1 \\leq N \\leq 10^5$',
      constraintsState: true,
      subtasks: '- **Subtask 1 (100 points):** original constraints.',
      subtasksState: true,
      sampleTestCases: [
        { id: '1', input: '3\n1 2 3\n', output: '6', explanation: 'The sum is $1+2+3=6$.', isDeleted: false },
        { id: '2', input: '1\n7', output: '7', explanation: '', isDeleted: false },
      ],
    },
    problem_display_authors_html_handle: "<div class=\"multiple-usernames-container\"><a href='/users/mira_setter'>mira_setter</a></div>",
    problem_tester_html_handle: "<div class=\"multiple-usernames-container\"><a href='/users/tom_tests'><span class='rating' style='background: #1E7D22'>3&#9733;</span>tom_tests</a></div>",
    problem_author: 'mira_setter',
    problem_display_authors: ['mira_setter'],
    problem_tester: null,
    problem_testers_usernames: ['tom_tests'],
    difficulty_rating: '1234',
    user_tags: ['sums', 'start101'],
    computed_tags: ['math'],
    best_tag: '',
    editorial_url: '/editorials/LAMPS',
    video_editorial_url: 'https://video.example.org/lamps',
    problemDiscussURL: 'https://discuss.example.org/search?q=LAMPS',
    time: {
      view_start_date: nowS - 2 * HOUR,
      submit_start_date: nowS - 2 * HOUR,
      visible_start_date: nowS - 2 * HOUR,
      end_date: nowS + HOUR,
      current: nowS,
      practice_submission_allowed: false,
    },
    problem_status: '',
    todo: false,
    user_zen_mode: false,
    is_direct_submittable: false,
    ...overrides,
  };
}

/**
 * Answers problem calls with `answer` (a function gets the URL) and passes every other call
 * (settings, user key) to the real server.
 */
export function stubProblemAnswer(answer: unknown | ((url: string) => Response)): FetchStub {
  const realFetch = window.fetch.bind(window);
  const stub = stubFetch();
  stub.callsFake(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!/\/api\/contests\/[^/]+\/problems\//.test(url)) return realFetch(input, init);
    return typeof answer === 'function' ? (answer as (url: string) => Response)(url) : jsonResponse(answer);
  });
  return stub;
}

export const problemCalls = (stub: FetchStub) =>
  stub.getCalls().filter((call) => /\/api\/contests\/[^/]+\/problems\//.test(String(call.args[0]))).length;

export async function forgetProblems(keys: Array<[string, string]>): Promise<void> {
  resetPage();
  await Promise.all(keys.map(([contest, code]) => cacheDelete(problemCacheName(contest, code))));
}

/** Shown, and every statement section rendered (the statement parser is a lazy chunk). */
export const loaded = (el: HTMLElement) => q(el, '[part="problem"], [part="attention"], [part="error"]') !== null
  && q(el, '.markdown[aria-busy="true"]') === null;

export async function mountProblem(code: string, contest?: string, ready = loaded): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(
    contest === undefined ? html`<cc-problem code=${code}></cc-problem>` : html`<cc-problem code=${code} contest=${contest}></cc-problem>`,
  );
  await until(() => ready(el), `problem ${contest ?? ''}/${code}`);
  return el;
}

/**
 * A problem-page test's teardown: its fixtures (before the settings go, so no element reloads on
 * that), the page guard, the embedded settings, sinon's stubs, the math and statement-parser
 * loaders, and the problems' cached answers.
 */
export async function tidyProblemTest(page: PageGuard, keys: Array<[string, string]>): Promise<void> {
  fixtureCleanup();
  page.restore();
  clearSettings();
  sinon.restore();
  setMathLoader(null);
  setStatementParserLoader(null);
  await forgetProblems(keys);
}

export function restoreAll(): void {
  sinon.restore();
}

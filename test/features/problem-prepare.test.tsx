// The problem page's first show: each Markdown section's HTML and its sanitising are done one
// piece per task before the view renders (features/problem/prepare.ts), and the view's render
// reuses that HTML instead of parsing again. In one task they were a 40-60 ms task at load.
import { expect, fixture, html } from '@open-wc/testing';
import { normaliseProblem } from '../../src/api/problems';
import { setMathLoader } from '../../src/core/math';
import { markupTools } from '../../src/core/markup-loader';
import { statementToHtml } from '../../src/core/statement-markdown';
import { descriptionOf, markdownSourcesOf, prepareProblemView, shortText } from '../../src/features/problem/prepare';
import { loadStatementRenderer, setStatementParserLoader } from '../../src/features/problem/statement-renderer';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetProblems, problemAnswer, stubProblemAnswer, tidyProblemTest } from './problem-helpers';
import { q } from '../support/shadow';

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}
const { scheduler } = globalThis as unknown as { scheduler: PostTaskScheduler };

/**
 * `step`, logging each call as `name` and queueing input behind it: the input runs before the
 * next step only if that step is in a later task.
 */
function logged<A extends unknown[], R>(order: string[], name: string, step: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    order.push(name);
    void scheduler.postTask(() => void order.push('input'), { priority: 'user-blocking' });
    return step(...args);
  };
}

describe('cc-problem: the first show is prepared one piece per task', () => {
  afterEach(() => {
    setStatementParserLoader(null);
  });

  it('renders every Markdown source once, each in a task of its own, input served between them', async () => {
    const problem = normaliseProblem(problemAnswer());
    const sources = markdownSourcesOf(problem);
    // Five sections and one sample explanation (the other sample has none).
    expect(sources.length).to.equal(6);
    const order: string[] = [];
    const render = logged(order, 'render', (markdown: string) => statementToHtml(markdown));
    const tools = await markupTools.load();
    const preparing = prepareProblemView(problem, render, tools, () => false);
    expect(order, 'nothing is done in the caller\'s task').to.deep.equal([]);
    await preparing;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).to.deep.equal(sources.flatMap(() => ['render', 'input']));
  });

  it('parses each source in a task of its own before making its HTML, when the renderer can parse ahead', async () => {
    const problem = normaliseProblem(problemAnswer());
    const sources = markdownSourcesOf(problem);
    const order: string[] = [];
    const render = Object.assign(logged(order, 'render', (markdown: string) => statementToHtml(markdown)), {
      parseAhead: logged(order, 'parse', statementToHtml.parseAhead),
    });
    await prepareProblemView(problem, render, null, () => false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).to.deep.equal(sources.flatMap(() => ['parse', 'input', 'render', 'input']));
  });

  it('warms the parser up first, one piece per task, before the first section', async () => {
    const problem = normaliseProblem(problemAnswer());
    const sources = markdownSourcesOf(problem);
    const order: string[] = [];
    const render = Object.assign(logged(order, 'render', (markdown: string) => statementToHtml(markdown)), {
      warmUp: statementToHtml.warmUp.map((step) => logged(order, 'warm', step)),
    });
    // The statement renderer's own warm-up: several pieces, so no one of them is a long task.
    expect(statementToHtml.warmUp.length).to.be.greaterThan(1);
    await prepareProblemView(problem, render, null, () => false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).to.deep.equal([...statementToHtml.warmUp.flatMap(() => ['warm', 'input']), ...sources.flatMap(() => ['render', 'input'])]);
  });

  it('the statement renderer parses ahead, and its HTML is the same either way', () => {
    const source = 'Chef has **$N_i$** coins.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<aside>note</aside>';
    const whole = statementToHtml(source);
    statementToHtml.parseAhead(source);
    expect(statementToHtml(source)).to.equal(whole);
  });

  it('stops when the result is no longer wanted', async () => {
    const problem = normaliseProblem(problemAnswer());
    let calls = 0;
    let stopped = false;
    const render = (markdown: string) => {
      calls += 1;
      stopped = true;
      return statementToHtml(markdown);
    };
    await prepareProblemView(problem, render, null, () => stopped);
    expect(calls).to.equal(1);
  });
});

describe('cc-problem: the page description', () => {
  afterEach(() => {
    setStatementParserLoader(null);
  });

  it('is the statement as the statement renderer shows it: CommonMark, math as its TeX', async () => {
    setStatementParserLoader(null);
    await loadStatementRenderer();
    const statement = 'Chef has **$N_i$** coins; see [the guide].\n\n[the guide]:\n  /guide\n  "How to"\n\n3. count them';
    expect(descriptionOf(statement)).to.equal('Chef has N_i coins; see the guide. count them');
  });

  it('is the source text while the renderer is not loaded', () => {
    setStatementParserLoader(() => new Promise(() => undefined));
    expect(descriptionOf('Chef has **$N$**\n\ncoins.')).to.equal('Chef has **$N$** coins.');
  });

  it('is cut on a word', () => {
    const long = shortText('word '.repeat(60), 30);
    expect(long.length).to.be.at.most(30);
    expect(long).to.match(/^(word )+word…$/);
  });
});

describe('cc-problem: the view reuses the prepared HTML', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    embedSettings({ username: '' });
    await forgetProblems([['START101', 'LAMPS']]);
    setMathLoader(() => Promise.reject(new Error('math is not under test here')));
    stubProblemAnswer(problemAnswer());
  });

  afterEach(() => tidyProblemTest(page, [['START101', 'LAMPS']]));

  it('parses each source once: the view shows what was prepared without parsing again', async () => {
    const parsed: string[] = [];
    setStatementParserLoader(async () => (markdown: string) => {
      parsed.push(markdown);
      return statementToHtml(markdown);
    });
    const el = await fixture<HTMLElement>(html`<cc-problem code="LAMPS" contest="START101"></cc-problem>`);
    await until(() => q(el, '[data-section="subtasks"] strong') !== null, 'the problem shown');
    const sources = markdownSourcesOf(normaliseProblem(problemAnswer()));
    expect(parsed).to.deep.equal(sources);
    expect(q(el, '[data-section="statement"] .markdown')?.textContent).to.contain('lamps');
  });
});

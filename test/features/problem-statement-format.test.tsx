// cc-problem never shows a statement as its Markdown source and then reformats it (that moved
// the page, CLS on the problem page): while the statement parser is on its way the page stays
// in its loading state, and the statement appears once, formatted. If the parser cannot load,
// the page still shows, with the source text readable. The parser's loader is injected
// (setStatementParserLoader) so its arrival is in the test's hands.
import { expect, fixture, html } from '@open-wc/testing';
import { setMathLoader } from '../../src/core/math';
import { markupTools } from '../../src/core/markup-loader';
import { store } from '../../src/core/store';
import { problemStateAtom } from '../../src/state/problem';
import { statementToHtml } from '../../src/core/statement-markdown';
import { setStatementParserLoader } from '../../src/features/problem/statement-renderer';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import type { FetchStub } from '../core/helpers';
import { forgetProblems, problemAnswer, problemCalls, stubProblemAnswer, tidyProblemTest } from './problem-helpers';
import { q } from '../support/shadow';

const KEYS: Array<[string, string]> = [['START101', 'LAMPS']];
const STATEMENT = 'First paragraph with **bold** and ``YES``.\n\n- one\n  - nested\n\n| a | b |\n|---|---|\n| 1 | 2 |';

/** Records every time the element's shadow root holds a section shown as source text. */
function watchForSource(el: HTMLElement): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const check = () => {
    if (el.shadowRoot && q(el, '.markdown .source, .markdown > p.source') !== null) seen = true;
  };
  const observer = new MutationObserver(check);
  const start = () => {
    if (!el.shadowRoot) return void requestAnimationFrame(start);
    observer.observe(el.shadowRoot, { childList: true, subtree: true });
    check();
  };
  start();
  return { seen: () => (check(), seen), stop: () => observer.disconnect() };
}

describe('cc-problem statement format', () => {
  let page: PageGuard;
  let answers: FetchStub;

  beforeEach(async () => {
    page = guardPage();
    embedSettings({ username: '' });
    await forgetProblems(KEYS);
    setMathLoader(() => Promise.reject(new Error('math is not under test here')));
    answers = stubProblemAnswer(problemAnswer({ problemComponents: { ...(problemAnswer().problemComponents as object), statement: STATEMENT } }));
  });

  afterEach(() => tidyProblemTest(page, KEYS));

  it('waits for the statement parser: the statement is never shown as source text', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    setStatementParserLoader(async () => {
      await gate;
      return statementToHtml;
    });
    const el = await fixture<HTMLElement>(html`<cc-problem code="LAMPS" contest="START101"></cc-problem>`);
    const watch = watchForSource(el);
    // The answer has arrived (stubbed) and the parser has not: still loading, no statement yet.
    // Everything else the page waits for is here: the answer (in the store) and the sanitiser.
    const answered = () => store.get(problemStateAtom({ contest: 'START101', code: 'LAMPS' })).state === 'hasData';
    await until(() => problemCalls(answers) > 0 && answered() && markupTools.ready !== null, 'the answer and the markup tools');
    for (let frame = 0; frame < 5; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(q(el, '[part="problem"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="loading"]')).to.not.equal(null);
    open();
    await until(() => q(el, '[data-section="statement"] table') !== null, 'the formatted statement');
    expect(q(el, '[data-section="statement"] strong')?.textContent).to.equal('bold');
    expect(q(el, '[data-section="statement"] li li')?.textContent).to.equal('nested');
    expect(watch.seen()).to.equal(false);
    watch.stop();
  });

  it('shows the page with the source text readable when the parser cannot load', async () => {
    setStatementParserLoader(() => Promise.reject(new Error('chunk failed to load')));
    const el = await fixture<HTMLElement>(html`<cc-problem code="LAMPS" contest="START101"></cc-problem>`);
    await until(() => q(el, '[part="problem"]') !== null, 'the problem shown');
    const source = q(el, '[data-section="statement"] .source');
    expect(source?.textContent).to.equal(STATEMENT);
  });
});

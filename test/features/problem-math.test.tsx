// cc-problem's statement math: every formula drawn once (those scrolled out of view too), the
// ones in view first, one per task, nothing more once the element is gone, the display formulas'
// room reserved before MathJax arrives; and the live site's statements drawn by the real MathJax.
// The renderer is injected (setMathLoader) except in the last two tests.
import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { displayHeightEm, setMathLoader, type MathRenderer } from '../../src/core/math';
import { mathIn } from '../../src/core/markdown';
import { normaliseProblem } from '../../src/api/problems';
import { settle } from '../core/helpers';
import { referenceAnswer } from '../support/reference';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetProblems, mountProblem, problemAnswer, stubProblemAnswer, tidyProblemTest } from './problem-helpers';
import { q, qa } from '../support/shadow';

const KEYS: Array<[string, string]> = [['START101', 'LAMPS']];
const FORMULAS = 40;

/** A statement of 40 numbered inline formulas, ten paragraphs, long enough to scroll. */
const longStatement = () => Array.from({ length: FORMULAS / 4 }, (_, p) => {
  const f = (i: number) => `$x_{${p * 4 + i}}$`;
  return `Paragraph ${p}: ${f(0)} and ${f(1)}, then ${f(2)} before ${f(3)}. ${'Words that take room. '.repeat(12)}`;
}).join('\n\n');

/** A renderer that records what it was asked to draw; the loader waits until `open()`. */
function recordingRenderer(onDraw: () => void = () => undefined) {
  const drawn: string[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const renderer: MathRenderer = {
    css: '',
    render: async (tex) => {
      drawn.push(tex);
      onDraw();
      const node = document.createElement('b');
      node.className = 'fake-math';
      node.textContent = `[${tex}]`;
      return node;
    },
  };
  const loader = sinon.spy(async () => {
    await gate;
    return renderer;
  });
  return { drawn, loader, open: () => open() };
}

/** until(), with room for MathJax's first load (hundreds of unbundled modules in the test server). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    try {
      return await until(check, what);
    } catch {
      // not yet: wait another round
    }
  }
  return until(check, what);
}

const statementSpans = (el: HTMLElement) => qa(el, '[data-section="statement"] span.math');
const drawnCount = (el: HTMLElement) => statementSpans(el).filter((s) => s.dataset.mathState === 'rendered').length;

describe('cc-problem statement math', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    embedSettings({ username: '' });
    await forgetProblems(KEYS);
  });

  afterEach(() => {
    window.scrollTo(0, 0);
    return tidyProblemTest(page, KEYS);
  });

  function mountLong() {
    stubProblemAnswer(problemAnswer({
      problemComponents: { ...(problemAnswer().problemComponents as object), statement: longStatement() },
    }));
    return mountProblem('LAMPS', 'START101');
  }

  it('draws every formula once, the ones in view first, then the rest nearest first', async () => {
    const { drawn, loader, open } = recordingRenderer();
    setMathLoader(loader);
    const el = await mountLong();
    expect(statementSpans(el).length).to.equal(FORMULAS);
    // Scroll so that a paragraph in the middle is in view, then let MathJax "arrive".
    const middle = statementSpans(el)[20];
    middle.scrollIntoView({ block: 'center' });
    const inView = statementSpans(el).filter((s) => {
      const r = s.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    }).map((s) => s.textContent!);
    expect(inView.length).to.be.greaterThan(0);
    expect(inView.length).to.be.lessThan(FORMULAS);
    open();
    await until(() => drawnCount(el) === FORMULAS, 'every statement formula drawn');

    const statementTex = Array.from({ length: FORMULAS }, (_, i) => `x_{${i}}`);
    const statementOrder = drawn.filter((tex) => statementTex.includes(tex));
    // The visible ones first, in reading order.
    expect(statementOrder.slice(0, inView.length)).to.deep.equal(inView);
    // Then the others, nearest the viewport first: the formulas right below the view come before the first formula.
    const next = statementTex.indexOf(statementOrder[inView.length]);
    const nearest = Math.min(Math.abs(next - statementTex.indexOf(inView[0])), Math.abs(next - statementTex.indexOf(inView.at(-1)!)));
    expect(nearest).to.be.at.most(4);
    // Each exactly once, and each span holds one drawing of its own TeX.
    expect([...statementOrder].sort()).to.deep.equal([...statementTex].sort());
    for (const span of statementSpans(el)) {
      expect(span.querySelectorAll('.fake-math').length).to.equal(1);
      expect(span.querySelector('.fake-math')!.textContent).to.equal(`[${span.querySelector('.visually-hidden')!.textContent}]`);
    }
  });

  it('draws one formula per task: the page gets the main thread back between formulas', async () => {
    const events: string[] = [];
    const scheduler = (globalThis as unknown as { scheduler: { yield(): Promise<void> } }).scheduler;
    const realYield = scheduler.yield.bind(scheduler);
    sinon.stub(scheduler, 'yield').callsFake(() => {
      events.push('yield');
      return realYield();
    });
    const { loader, open } = recordingRenderer(() => events.push('draw'));
    setMathLoader(loader);
    const el = await mountLong();
    open();
    await until(() => drawnCount(el) === FORMULAS, 'every statement formula drawn');
    expect(events.filter((e) => e === 'draw').length).to.be.at.least(FORMULAS);
    expect(events.join(' ')).to.not.contain('draw draw');
  });

  it('yields with a message-channel task where scheduler.yield is missing', async () => {
    const scheduler = (globalThis as unknown as { scheduler: { yield?: unknown } }).scheduler;
    sinon.stub(scheduler, 'yield').value(undefined);
    const { drawn, loader, open } = recordingRenderer();
    setMathLoader(loader);
    const el = await mountLong();
    open();
    await until(() => drawn.length > 0, 'the first formula');
    // A task queued now runs before the formula after next: one formula per task.
    const before = drawnCount(el);
    await settle(1);
    expect(drawnCount(el) - before).to.be.at.most(1);
    await until(() => drawnCount(el) === FORMULAS, 'every statement formula drawn');
  });

  it('stops drawing when the element is removed', async () => {
    let el: HTMLElement | undefined;
    const { drawn, loader, open } = recordingRenderer(() => {
      if (drawn.length === 3) el!.remove(); // navigation away while MathJax works on a formula
    });
    setMathLoader(loader);
    el = await mountLong();
    const spans = qa(el, 'span.math');
    open();
    await until(() => drawn.length >= 3, 'three formulas');
    await settle(20);
    // Nothing after the formula in MathJax's hands when the element went, and that one not placed.
    expect(drawn.length).to.equal(3);
    expect(spans.filter((span) => span.dataset.mathState === 'rendered').length).to.equal(2);
  });

  it("reserves a display formula's height before MathJax arrives, and keeps an inline formula's width", async () => {
    const { loader, open } = recordingRenderer();
    setMathLoader(loader);
    stubProblemAnswer(problemAnswer({
      problemComponents: {
        ...(problemAnswer().problemComponents as object),
        statement: 'The sum $$S = \\sum_{i=1}^{N} A_i$$ of $A_1, A_2, \\ldots, A_N$ and more text after it.',
      },
    }));
    const el = await mountProblem('LAMPS', 'START101');
    const display = q(el, '[data-section="statement"] span.math[data-math="display"]')!;
    const inline = q(el, '[data-section="statement"] span.math[data-math="inline"]')!;
    const fontSize = parseFloat(getComputedStyle(display).fontSize);
    expect(display.getBoundingClientRect().height).to.be.closeTo(displayHeightEm('S = \\sum_{i=1}^{N} A_i') * fontSize, 1);
    const inlineWidth = inline.getBoundingClientRect().width;
    const after = q(el, '[data-section="statement"] p')!.lastChild!;
    const range = document.createRange();
    range.selectNodeContents(after);
    const textBefore = range.getBoundingClientRect();
    open();
    await until(() => inline.dataset.mathState === 'rendered' && display.dataset.mathState === 'rendered', 'both drawn');
    // The fake drawing is narrower than the TeX: the span keeps the TeX's width, nothing after it moves.
    expect(inline.getBoundingClientRect().width).to.be.closeTo(inlineWidth, 0.5);
    const textAfter = range.getBoundingClientRect();
    expect([textAfter.left, textAfter.top]).to.deep.equal([textBefore.left, textBefore.top]);
  });

  it('estimates display heights from the TeX alone', () => {
    expect(displayHeightEm('\\gcd(a, b) = \\gcd(b, a \\bmod b)')).to.equal(1.5);
    expect(displayHeightEm('\\frac{a}{b}')).to.be.greaterThan(displayHeightEm('a + b'));
    expect(displayHeightEm('\\sum_{i=1}^{N} A_i')).to.be.greaterThan(displayHeightEm('\\max_{j} p_j'));
    expect(displayHeightEm('\\max_{j} p_j')).to.be.greaterThan(displayHeightEm('a + b'));
    expect(displayHeightEm('\\underbrace{a \\cdots a}_{b}')).to.be.greaterThan(displayHeightEm('a \\cdots a'));
    expect(displayHeightEm('a \\\\ b \\\\ c')).to.be.greaterThan(displayHeightEm('a'));
  });

  it('draws the math of the live site\'s statements with MathJax, each formula once', async function () {
    this.timeout(120000);
    const answers = [];
    for (const n of [1, 2, 3, 4, 5]) answers.push(await referenceAnswer(this, `START209D_P${n}209.json`));
    for (const answer of answers as Array<Record<string, unknown>>) {
      sinon.restore();
      stubProblemAnswer(answer);
      const problem = normaliseProblem(answer);
      const el = await mountProblem(problem.code, problem.contestCode);
      const statement = statementSpans(el);
      expect(statement.map((s) => s.textContent)).to.deep.equal(mathIn(problem.sections.statement));
      const undrawn = () => qa(el, 'span.math:not([data-math-state="rendered"])').map((span) => span.textContent);
      await eventually(() => undrawn().length === 0, `every formula of ${problem.code} drawn`).catch((error: Error) => {
        throw new Error(`${error.message}; not drawn: ${JSON.stringify(undrawn())}`);
      });
      for (const span of qa(el, 'span.math')) {
        expect(span.querySelectorAll('mjx-container').length, span.textContent!).to.equal(1);
        expect(span.querySelector('svg')!.getBoundingClientRect().width, span.textContent!).to.be.greaterThan(0);
        // No formula drawn as MathJax's error box (an unknown macro would be noundefined's red name).
        expect(span.querySelector('[data-mml-node="merror"]'), span.textContent!).to.equal(null);
      }
      fixtureCleanup();
      await forgetProblems([[problem.contestCode, problem.code]]);
    }
  });
});

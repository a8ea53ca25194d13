// cc-problem's math with the real MathJax, under a strict CSP that enforces Trusted Types: the
// formulas are typeset in the math worker, so the page itself never runs MathJax (none of its
// registries is ever set up on the page, no MathJax global), the worker is made from the policy's
// script URL without a single CSP report, and each formula arrives as sanitised SVG.
import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { guardPage, type PageGuard } from './app-helpers';
import { forgetProblems, mountProblem, problemAnswer, stubProblemAnswer } from './problem-helpers';
import { until } from '../support/until';
import { mathjax } from '@mathjax/src/js/mathjax.js';
import { qa } from '../support/shadow';

const KEYS: Array<[string, string]> = [['START101', 'LAMPS']];

// What the reference server's pages send (script-src 'self' covers a same-origin module worker),
// with the test fixtures' lit policy added.
const reports: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`));
const csp = document.createElement('meta');
csp.httpEquiv = 'Content-Security-Policy';
csp.content = "script-src 'self'; require-trusted-types-for 'script'; trusted-types cc-elements dompurify lit-html 'allow-duplicates'";
document.head.append(csp);

/** Every script the page (not a worker) fetches from now on. */
const pageFetches: string[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pageFetches.push(entry.name);
}).observe({ type: 'resource' });

describe('cc-problem math in the worker (strict CSP, Trusted Types enforced)', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    await forgetProblems(KEYS);
  });

  afterEach(async () => {
    fixtureCleanup();
    page.restore();
    sinon.restore();
    await forgetProblems(KEYS);
  });

  it('Trusted Types are enforced on this page', async () => {
    let refused = false;
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
    } catch {
      refused = true;
    }
    expect(refused).to.equal(true);
    // Its report arrives as a task: wait for it, then count from zero.
    await until(() => reports.length > 0, 'the refused sink reported');
    reports.length = 0;
  });

  it('typesets every formula in the worker: MathJax never loads on the page', async function () {
    this.timeout(60000);
    stubProblemAnswer(problemAnswer({
      problemComponents: {
        ...(problemAnswer().problemComponents as object),
        statement: 'Given $N$ and $\\frac{a}{b}$, print $$\\sum_{i=1}^{N} \\binom{N}{i} \\bmod (10^9+7)$$ for $\\mathcal{O}(N \\log N)$.',
      },
    }));
    const el = await mountProblem('LAMPS', 'START101');
    const spans = () => qa(el, '[data-section="statement"] span.math');
    expect(spans().length).to.equal(4);
    // Room for the worker's first load (hundreds of unbundled modules from the test server).
    for (let round = 0; round < 5 && !spans().every((span) => span.dataset.mathState === 'rendered'); round++) {
      await until(() => spans().every((span) => span.dataset.mathState === 'rendered'), 'every formula drawn').catch(() => undefined);
    }
    await until(() => spans().every((span) => span.dataset.mathState === 'rendered'), 'every formula drawn');
    for (const span of spans()) {
      const container = span.querySelector('mjx-container');
      expect(container, span.textContent!).to.not.equal(null);
      expect(span.querySelector('mjx-container > svg')!.getBoundingClientRect().width, span.textContent!).to.be.greaterThan(0);
      // Drawn glyphs reference their definitions inside the formula.
      expect(span.querySelectorAll('use').length, span.textContent!).to.be.greaterThan(0);
    }
    expect(spans()[2].querySelector('mjx-container')!.getAttribute('display')).to.equal('true');
    // The worker was made; MathJax was never set up on the page: the page's instance of its
    // module (the one this test imports) has no font loader and no document handler registered,
    // which the set-up gives it wherever it runs. (Chromium fetches a module worker's static
    // imports through the page, so which scripts were fetched proves nothing here.)
    expect(pageFetches.join('\n')).to.match(/mathjax\.worker\.ts|cc-mathjax-worker\.js/);
    expect(mathjax.asyncLoad).to.equal(null);
    expect([...mathjax.handlers].length).to.equal(0);
    expect('MathJax' in globalThis).to.equal(false);
    expect(reports.join(" | ")).to.equal("");
  });
});

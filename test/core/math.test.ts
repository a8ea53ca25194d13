// Math rendering: the retry rule (33 retries, 300 ms apart) with an injected loader
// under fake timers, and the real MathJax chunk turning TeX into SVG inside a shadow root.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MATH_RETRY_DELAY_MS, MATH_RETRY_LIMIT, renderMath, type MathRenderer } from '../../src/core/math';
import { markdownToHtml } from '../../src/core/markdown';
import { fakeTimers, settle } from './helpers';

function shadowWith(markdown: string): { host: HTMLElement; box: HTMLDivElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  box.innerHTML = markdownToHtml(markdown);
  root.append(box);
  return { host, box };
}

const fakeRenderer: MathRenderer = {
  css: '.fake-math { color: rgb(1, 2, 3); }',
  render: async (tex) => {
    const node = document.createElement('b');
    node.className = 'fake-math';
    node.textContent = `[${tex}]`;
    return node;
  },
};

describe('renderMath', () => {
  let host: HTMLElement | undefined;
  afterEach(() => {
    host?.remove();
    sinon.restore();
  });

  it('retries a failing loader every 300 ms, 33 times, then leaves the TeX as text', async () => {
    const clock = fakeTimers();
    ({ host } = shadowWith('Let $x_1$ be'));
    const { box } = { box: host.shadowRoot!.firstElementChild as HTMLElement };
    const loader = sinon.stub().rejects(new Error('chunk failed'));
    const job = renderMath(box, { loader });
    let outcome: string | undefined;
    void job.done.then((value) => (outcome = value));
    await settle(2);
    expect(loader.callCount).to.equal(1);
    await clock.tickAsync(MATH_RETRY_DELAY_MS - 1);
    expect(loader.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(loader.callCount).to.equal(2);
    await clock.tickAsync(MATH_RETRY_DELAY_MS * (MATH_RETRY_LIMIT - 1));
    expect(loader.callCount).to.equal(1 + MATH_RETRY_LIMIT);
    await settle(2);
    expect(outcome).to.equal('gave-up');
    await clock.tickAsync(MATH_RETRY_DELAY_MS * 10);
    expect(loader.callCount).to.equal(1 + MATH_RETRY_LIMIT);
    expect(box.querySelector('span.math')!.textContent).to.equal('x_1');
  });

  it('renders once the loader succeeds on a later try, and adopts its CSS', async () => {
    const clock = fakeTimers();
    ({ host } = shadowWith('A $a$ and $$b$$'));
    const box = host.shadowRoot!.firstElementChild as HTMLElement;
    const loader = sinon.stub();
    loader.onCall(0).rejects(new Error('no'));
    loader.onCall(1).rejects(new Error('no'));
    loader.resolves(fakeRenderer);
    const job = renderMath(box, { loader });
    await clock.tickAsync(MATH_RETRY_DELAY_MS * 2);
    expect(await job.done).to.equal('rendered');
    expect(loader.callCount).to.equal(3);
    expect([...box.querySelectorAll('.fake-math')].map((node) => node.textContent)).to.deep.equal(['[a]', '[b]']);
    // The TeX stays for screen readers; the picture is hidden from them.
    expect(box.querySelector('span.math .visually-hidden')!.textContent).to.equal('a');
    expect(box.querySelector('.fake-math')!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(box.querySelector('.fake-math')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('a formula drawn on screen keeps the room its TeX took; one below the viewport takes its own size', async () => {
    const clock = fakeTimers();
    const wide = '\\left(1 \\le i \\le N\\right)';
    ({ host } = shadowWith(`On screen $${wide}$ here.\n\nBelow $${wide}$ there.\n\n$$${wide}$$`));
    const box = host.shadowRoot!.firstElementChild as HTMLElement;
    // The statement's own rules for formulas (problem.styles.ts) and the hidden TeX.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.math[data-math="inline"] { display: inline-block; } .math[data-math="display"] { display: block; } .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }');
    host.shadowRoot!.adoptedStyleSheets = [sheet];
    // Pushes the second paragraph and the display formula below the viewport.
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight + 1000}px`;
    box.children[0].after(spacer);
    const spans = [...box.querySelectorAll<HTMLElement>('span.math')];
    expect(spans.length).to.equal(3);
    const texWidths = spans.map((span) => span.getBoundingClientRect().width);
    const narrow: MathRenderer = {
      css: '',
      render: async () => {
        const node = document.createElement('b');
        node.style.display = 'inline-block';
        node.style.width = '2em';
        node.style.height = '1em';
        return node;
      },
    };
    const job = renderMath(box, { loader: async () => narrow });
    await clock.tickAsync(0);
    expect(await job.done).to.equal('rendered');
    const [onScreen, below, belowDisplay] = spans;
    expect(onScreen.style.minWidth).to.not.equal('', 'on screen: the room is kept, nothing the reader sees moves');
    expect(onScreen.getBoundingClientRect().width).to.be.closeTo(texWidths[0], 1);
    expect(below.style.minWidth).to.equal('');
    expect(below.getBoundingClientRect().width).to.be.lessThan(texWidths[1] - 10, 'below: its own, narrower size');
    expect(belowDisplay.style.minHeight).to.equal('', 'below: no reserved height either');
  });

  it('loads nothing when there is no math, and stop() ends the retries', async () => {
    const clock = fakeTimers();
    ({ host } = shadowWith('No math here, only $5.'));
    const loader = sinon.stub().rejects(new Error('no'));
    expect(await renderMath(host.shadowRoot!.firstElementChild!, { loader }).done).to.equal('none');
    expect(loader.callCount).to.equal(0);

    const other = shadowWith('$y$');
    const job = renderMath(other.box, { loader });
    await settle(2);
    job.stop();
    await clock.tickAsync(MATH_RETRY_DELAY_MS * 5);
    expect(loader.callCount).to.equal(1);
    expect(await job.done).to.equal('stopped');
    other.host.remove();
  });

  it('draws real formulas as self-contained SVG with MathJax', async function () {
    this.timeout(60000);
    ({ host } = shadowWith('Let $S_{even} = \\sum_{i=1}^{N} A_{2i}$ and $$\\frac{a}{b} \\rightarrow \\mathbb{Z}$$'));
    const box = host.shadowRoot!.firstElementChild as HTMLElement;
    expect(await renderMath(box).done).to.equal('rendered');
    const svgs = [...box.querySelectorAll('svg')];
    expect(svgs.length).to.be.at.least(2);
    // Glyphs are defined inside the shadow root (fontCache local): every <use> finds its path.
    const uses = [...box.querySelectorAll('use')];
    expect(uses.length).to.be.greaterThan(5);
    for (const use of uses) {
      const id = (use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '').slice(1);
      expect(host.shadowRoot!.getElementById(id), id).to.not.equal(null);
    }
    expect(box.querySelector('[data-math="display"] mjx-container')!.getAttribute('display')).to.equal('true');
    expect(box.querySelector('[data-math="inline"] .visually-hidden')!.textContent).to.equal('S_{even} = \\sum_{i=1}^{N} A_{2i}');
    const rect = svgs[0].getBoundingClientRect();
    expect(rect.width).to.be.greaterThan(20);
  });
});

// The page's side of the math worker (core/math-worker.ts) with a fake worker in place of the
// real one: what comes back from the worker is untrusted markup and is sanitised before it can
// reach the page; a worker that fails to load is forgotten so the next try makes a new one.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { forgetMathRenderer, mathNode, mathRenderer } from '../../src/core/math-worker';
import { MATH_WORKER_URL } from '../../src/core/math-worker-url';

/** What a compromised (or buggy) worker could send instead of a formula. */
const HOSTILE = [
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__mathPwned=1" width="1ex" data-mjx-style="vertical-align: -0.5ex; background: url(https://evil.example/x); position: fixed">',
  '<script>window.__mathPwned=2</script>',
  '<foreignObject><img src="x" onerror="window.__mathPwned=3"></foreignObject>',
  '<a href="javascript:window.__mathPwned=4"><rect width="10" height="10"></rect></a>',
  '<defs><path id="MJX-1-NCM-N-31" d="M0 0"></path><path id="main-nav" d="M0 0"></path></defs>',
  '<use xlink:href="https://evil.example/sprite.svg#a"></use><use href="#main-nav"></use><use xlink:href="#MJX-1-NCM-N-31"></use>',
  '<animate attributeName="href" to="javascript:window.__mathPwned=5"></animate>',
  '<g data-mjx-style="width: expression(alert(1)); margin-left: 0.2em"><text>1</text></g>',
  '</svg><img src="x" onerror="window.__mathPwned=6">',
].join('');

class FakeWorker {
  static made: FakeWorker[] = [];
  static fail = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string, readonly options: WorkerOptions) {
    FakeWorker.made.push(this);
    setTimeout(() => {
      if (FakeWorker.fail) this.onerror?.({ message: 'failed to fetch', preventDefault: () => undefined });
      else this.onmessage?.({ data: { ready: 'mjx-container { display: inline-block }' } });
    });
  }
  postMessage(request: { id: number }) {
    setTimeout(() => this.onmessage?.({ data: { id: request.id, svg: HOSTILE } }));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('core/math-worker', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.fail = false;
    forgetMathRenderer();
    sinon.stub(window, 'Worker').value(FakeWorker);
    delete (window as { __mathPwned?: number }).__mathPwned;
  });

  afterEach(() => {
    sinon.restore();
    forgetMathRenderer();
  });

  it("makes one module worker from the worker script's URL and sanitises what it sends back", async () => {
    const renderer = await mathRenderer();
    expect(FakeWorker.made.length).to.equal(1);
    expect(String(FakeWorker.made[0].url)).to.equal(MATH_WORKER_URL);
    expect(FakeWorker.made[0].options.type).to.equal('module');
    expect(renderer.css).to.contain('mjx-container');

    const node = await renderer.render('x', true);
    const host = document.createElement('div');
    host.append(node);
    document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      expect((window as { __mathPwned?: number }).__mathPwned).to.equal(undefined);
      expect(node.localName).to.equal('mjx-container');
      expect(node.getAttribute('display')).to.equal('true');
      expect(host.querySelectorAll('script, foreignObject, img, a, animate').length).to.equal(0);
      expect([...host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => /^on/i.test(name))).to.deep.equal([]);
      // Only MathJax's own glyph ids, and references to them.
      expect([...host.querySelectorAll('[id]')].map((el) => el.id)).to.deep.equal(['MJX-1-NCM-N-31']);
      const references = [...host.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? use.getAttributeNS('http://www.w3.org/1999/xlink', 'href'));
      expect(references).to.deep.equal([null, null, '#MJX-1-NCM-N-31']);
      // Styles: lengths of the listed properties only, set through the CSSOM.
      const svg = host.querySelector('svg')!;
      expect(svg.getAttribute('style')).to.equal('vertical-align: -0.5ex;');
      expect(host.querySelector('g')!.getAttribute('style')).to.equal('margin-left: 0.2em;');
      expect(host.querySelectorAll('[data-mjx-style]').length).to.equal(0);
    } finally {
      host.remove();
    }
  });

  it('refuses markup that is not one SVG', () => {
    expect(() => mathNode('<img src="x">', false)).to.throw();
    expect(() => mathNode('<svg></svg><svg></svg>', false)).to.throw();
  });

  it('forgets a worker that failed to load: the next try makes a new one', async () => {
    FakeWorker.fail = true;
    let failed = false;
    await mathRenderer().catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(FakeWorker.made[0].terminated).to.equal(true);
    FakeWorker.fail = false;
    await mathRenderer();
    expect(FakeWorker.made.length).to.equal(2);
  });
});

// ICU set up off the main thread (core/intl.ts): Chromium's first Intl formatter on a page costs
// 20-65 ms of main thread for ICU's set-up, which is per process; the page's first element starts
// a worker (core/intl.worker.ts) that pays it instead. Here on a page that enforces Trusted Types
// under a strict script-src, as the reference server's pages do: the worker must be made from the
// policy's script URL, once, without a CSP report. What it saves is measured in the bench
// (Lighthouse's TBT), not here.
import { expect } from '@open-wc/testing';
import { until } from '../support/until';

const reports: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`));
const csp = document.createElement('meta');
csp.httpEquiv = 'Content-Security-Policy';
csp.content = "script-src 'self'; require-trusted-types-for 'script'; trusted-types cc-elements dompurify lit-html 'allow-duplicates'";
document.head.append(csp);

/** Every worker the page makes from now on: its script URL and options. */
const made: Array<{ url: string; options?: WorkerOptions }> = [];
const RealWorker = window.Worker;
window.Worker = class extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    made.push({ url: String(url), options });
  }
};

describe('core/intl: the ICU warm-up worker', () => {
  after(() => {
    window.Worker = RealWorker;
  });

  it('Trusted Types are enforced on this page', async () => {
    expect(() => {
      document.createElement('div').innerHTML = '<b>x</b>';
    }).to.throw();
    await until(() => reports.length > 0, 'the refused sink reported');
    reports.length = 0;
  });

  it("the page's first element starts one warm-up worker from the policy's URL, and it sets ICU up", async () => {
    // Loaded only now: defining an element is what starts the worker.
    const [{ declareElement }, { defineElement }, { warmIntlOffThread }, { INTL_WORKER_URL }] = await Promise.all([
      import('../../src/core/declare'),
      import('../../src/ui/define-element'),
      import('../../src/core/intl'),
      import('../../src/core/worker-urls'),
    ]);
    expect(made).to.deep.equal([]);
    for (const tag of ['cc-test-intl-one', 'cc-test-intl-two'] as const) {
      defineElement(declareElement({ tag, summary: 'An element.', description: '', props: {} }), () => null);
    }
    expect(made.map((worker) => worker.url)).to.deep.equal([INTL_WORKER_URL]);
    expect(made[0].options).to.deep.equal({ type: 'module', name: 'cc-intl' });
    // It made its formatters and said so; asking again starts nothing new.
    expect(await warmIntlOffThread()).to.equal(true);
    expect(made.length).to.equal(1);
    expect(reports).to.deep.equal([]);
  });

  it("the policy's script URLs are the elements' workers and nothing else", async () => {
    const { trustedWorkerUrl } = await import('../../src/core/trusted-types');
    const { INTL_WORKER_URL, MATH_WORKER_URL } = await import('../../src/core/worker-urls');
    expect(String(trustedWorkerUrl(INTL_WORKER_URL))).to.equal(INTL_WORKER_URL);
    expect(String(trustedWorkerUrl(MATH_WORKER_URL))).to.equal(MATH_WORKER_URL);
    expect(() => trustedWorkerUrl(new URL('/evil.js', location.href).href)).to.throw(/not a script of cc-elements/);
  });

  it('no worker is possible from a script on another origin (the elements then format on the page as before)', async () => {
    const { workerPossible, INTL_WORKER_URL } = await import('../../src/core/worker-urls');
    expect(workerPossible(INTL_WORKER_URL)).to.equal(true);
    expect(workerPossible('https://cdn.example/dist/cc-intl-worker.js')).to.equal(false);
  });
});

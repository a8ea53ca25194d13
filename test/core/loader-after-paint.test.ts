// cc-loader.js with data-load="after-paint" (a partner page whose own content comes first) adds
// the module script only in the task after the browser has reported the first paint (Paint
// Timing: the frame is on screen), at most PAINT_WAIT_MS after the second frame callback; where
// Paint Timing is missing, in the task after the second frame callback; without the attribute,
// at once. The page's frame callbacks and paint observer are held here so the order is the
// test's. Needs the build (dist/cc-loader.js), as `npm test` makes it before the browser tests.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';

const ENTRY = 'cc-autoloader.js';

function moduleScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter((script) => script.src.endsWith(`/dist/${ENTRY}`));
}

/** Runs dist/cc-loader.js as a classic script with the given attributes; resolves once it has run. */
function runLoader(attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/dist/cc-loader.js';
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('dist/cc-loader.js did not load (run the build first)'));
    document.head.append(script);
  });
}

const PAINT_WAIT_MS = 1000;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A PerformanceObserver whose callbacks the test calls; `types` as the browser would list them. */
function fakePaintObserver(types: string[]) {
  const observers: { callback: () => void; observed: unknown[]; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed.push(options);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  return { FakeObserver, observers };
}

describe('cc-loader data-load="after-paint"', () => {
  const realFrame = window.requestAnimationFrame;
  const realObserver = window.PerformanceObserver;
  let frames: FrameRequestCallback[] = [];
  let paint: ReturnType<typeof fakePaintObserver>;

  beforeEach(() => {
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    paint = fakePaintObserver(['paint', 'largest-contentful-paint']);
    window.PerformanceObserver = paint.FakeObserver as unknown as typeof PerformanceObserver;
    for (const script of moduleScripts()) script.remove();
  });

  afterEach(() => {
    window.requestAnimationFrame = realFrame;
    window.PerformanceObserver = realObserver;
  });

  it('adds the module script in the task after the browser reports the first paint (the frame on screen), not at the frame callbacks', async () => {
    await runLoader({ 'data-entry': 'autoloader', 'data-load': 'after-paint' });
    expect(moduleScripts().length, 'not while the page is still to be painted').to.equal(0);
    expect(paint.observers.length).to.equal(1);
    expect(paint.observers[0].observed).to.deep.equal([{ type: 'paint', buffered: true }]);
    // The frame callbacks come and go: the frame is not on screen yet.
    frames[0](performance.now());
    frames[1](performance.now());
    await nextTask();
    expect(moduleScripts().length, 'not after the frame callbacks').to.equal(0);
    paint.observers[0].callback();
    expect(moduleScripts().length, 'not inside the observer callback').to.equal(0);
    await nextTask();
    expect(moduleScripts().length).to.equal(1);
    expect(paint.observers[0].disconnected).to.equal(true);
  });

  it('a page that paints nothing is held at most PAINT_WAIT_MS after its second frame callback, and loads once', async () => {
    await runLoader({ 'data-entry': 'autoloader', 'data-load': 'after-paint' });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      frames[0](performance.now());
      frames[1](performance.now());
      clock.tick(PAINT_WAIT_MS - 1);
      expect(moduleScripts().length).to.equal(0);
      clock.tick(2);
      expect(moduleScripts().length).to.equal(1);
      // A paint reported later adds nothing more.
      paint.observers[0].callback();
      clock.tick(10);
      expect(moduleScripts().length).to.equal(1);
    } finally {
      clock.restore();
    }
  });

  it('without Paint Timing, adds the module script in the task after the next frame, not before', async () => {
    window.PerformanceObserver = fakePaintObserver(['resource']).FakeObserver as unknown as typeof PerformanceObserver;
    await runLoader({ 'data-entry': 'autoloader', 'data-load': 'after-paint' });
    expect(moduleScripts().length, 'not while the page is still to be painted').to.equal(0);
    expect(frames.length).to.equal(1);
    frames[0](performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moduleScripts().length, 'not after the first frame (it reaches the screen a little after its paint)').to.equal(0);
    expect(frames.length).to.equal(2);
    frames[1](performance.now());
    expect(moduleScripts().length, 'not inside the next frame callback either').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moduleScripts().length).to.equal(1);
  });

  it('without it, adds the module script at once', async () => {
    await runLoader({ 'data-entry': 'autoloader' });
    expect(frames.length).to.equal(0);
    expect(moduleScripts().length).to.equal(1);
  });

  it('puts the page\'s held preloads (<template id="cc-preloads">) in place after the entry, one per task', async () => {
    // Each preload starts a request: seventeen in one task were a 17-34 ms task, four 17-36 ms.
    const names = ['cc-copy-button', 'cc-countdown', 'cc-see-more', 'cc-share-buttons', 'cc-error-panel', 'cc-modal', 'cc-toasts', 'cc-todo-widget', 'cc-offline-banner'];
    const hrefs = names.map((name) => `/dist/elements/${name}.js`);
    const template = document.createElement('template');
    template.id = 'cc-preloads';
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      template.content.append(link);
    }
    document.body.append(template);
    const placed = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter((link) => hrefs.includes(new URL(link.href).pathname));
    try {
      await runLoader({ 'data-entry': 'autoloader' });
      expect(moduleScripts().length).to.equal(1);
      const first = placed();
      expect(first.length, 'one in the loader\'s own task').to.equal(1);
      expect(moduleScripts()[0].compareDocumentPosition(first[0]) & Node.DOCUMENT_POSITION_FOLLOWING, 'the entry first').to.not.equal(0);
      const counts = [first.length];
      while (counts[counts.length - 1] < hrefs.length && counts.length < 20) {
        await nextTask();
        counts.push(placed().length);
      }
      expect(counts[counts.length - 1], 'all of them in the end').to.equal(hrefs.length);
      for (let i = 1; i < counts.length; i++) expect(counts[i] - counts[i - 1], 'one per task').to.equal(1);
      expect(placed().map((link) => new URL(link.href).pathname), 'in their order').to.deep.equal(hrefs);
    } finally {
      template.remove();
      for (const link of placed()) link.remove();
    }
  });
});

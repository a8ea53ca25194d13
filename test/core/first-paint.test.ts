// afterFirstPaint: what the first paint does not need waits for the page's first contentful
// paint (at once once there has been one, or on a hidden page; at most FIRST_PAINT_WAIT_MS), and
// the header's course menu and the full user-me answer are asked for only then.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { FIRST_PAINT_WAIT_MS, afterFirstPaint } from '../../src/core/first-paint';
import { store } from '../../src/core/store';
import { courseCategoriesAtom } from '../../src/state/courses';
import { fakeTimers, jsonResponse, settle, stubFetch } from './helpers';
import { until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';

/** Stands in for the browser's paint timeline: nothing painted until the test says so. */
class HeldPaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: HeldPaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    HeldPaintObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  paint(name: string): void {
    const entries = [{ name, entryType: 'paint' }] as unknown as PerformanceEntry[];
    const list = { getEntriesByName: (wanted: string) => entries.filter((e) => e.name === wanted) } as unknown as PerformanceObserverEntryList;
    this.callback(list, this as unknown as PerformanceObserver);
  }
}

describe('afterFirstPaint', () => {
  const RealObserver = window.PerformanceObserver;
  beforeEach(() => {
    resetPage();
    HeldPaintObserver.instances = [];
  });
  afterEach(() => {
    window.PerformanceObserver = RealObserver;
    sinon.restore();
    resetPage();
  });

  it('resolves at once on a page that has painted (the test page has: web-test-runner.config.mjs)', async () => {
    expect(performance.getEntriesByName('first-contentful-paint').length).to.equal(1);
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await settle();
    expect(done).to.equal(true);
  });

  it('waits for the first contentful paint, not for a first paint without content', async () => {
    window.PerformanceObserver = HeldPaintObserver as unknown as typeof PerformanceObserver;
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await settle();
    expect(done).to.equal(false);
    HeldPaintObserver.instances[0].paint('first-paint');
    await settle();
    expect(done).to.equal(false);
    HeldPaintObserver.instances[0].paint('first-contentful-paint');
    await settle();
    expect(done).to.equal(true);
    expect(HeldPaintObserver.instances[0].disconnected).to.equal(true);
  });

  it(`waits no more than ${FIRST_PAINT_WAIT_MS} ms for a page that paints nothing`, async () => {
    window.PerformanceObserver = HeldPaintObserver as unknown as typeof PerformanceObserver;
    const clock = fakeTimers();
    try {
      let done = false;
      void afterFirstPaint().then(() => (done = true));
      await clock.tickAsync(FIRST_PAINT_WAIT_MS - 10);
      expect(done).to.equal(false);
      await clock.tickAsync(20);
      expect(done).to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it('a hidden page paints nothing: it resolves at once', async () => {
    window.PerformanceObserver = HeldPaintObserver as unknown as typeof PerformanceObserver;
    sinon.stub(document, 'visibilityState').get(() => 'hidden');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await settle();
    expect(done).to.equal(true);
    expect(HeldPaintObserver.instances.length).to.equal(0);
  });

  it("the header's course menu is asked for once the page has painted", async () => {
    window.PerformanceObserver = HeldPaintObserver as unknown as typeof PerformanceObserver;
    const fetch = stubFetch().callsFake(async () => jsonResponse({ status: 'success', data: [] }));
    void store.get(courseCategoriesAtom).catch(() => undefined);
    await settle();
    const asked = () => fetch.getCalls().some((call) => String(call.args[0]).includes('/api/courses/dropdown'));
    expect(asked()).to.equal(false);
    HeldPaintObserver.instances[0].paint('first-contentful-paint');
    await until(asked, 'the course menu asked for');
  });
});

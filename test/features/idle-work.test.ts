// whenIdle (core/idle-work.ts): jobs wait for an idle period (or its timeout on a busy page),
// run first queued first, as many per period as its deadline allows and at least one, a
// cancelled job never runs, and a job that throws does not stop the others.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/core/idle-work';

describe('whenIdle', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => clock.restore());

  it('runs queued jobs in an idle period, in order, not before; a cancelled job never', () => {
    const calls: string[] = [];
    whenIdle(() => calls.push('a'));
    const cancel = whenIdle(() => calls.push('cancelled'));
    whenIdle(() => calls.push('b'));
    cancel();
    expect(calls).to.deep.equal([]);
    // The fake idle callback comes at its timeout, as on a page that never idles.
    clock.tick(IDLE_TIMEOUT_MS);
    expect(calls).to.deep.equal(['a', 'b']);
    clock.tick(IDLE_TIMEOUT_MS * 3);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('runs one job per idle period when the period is spent, the rest in later periods', () => {
    const calls: number[] = [];
    const realIdle = clock.requestIdleCallback;
    // An idle period with no time left: one job, then the next period.
    const idle = sinon.stub(clock, 'requestIdleCallback').callsFake(((callback: IdleRequestCallback) => realIdle(
      () => callback({ didTimeout: false, timeRemaining: () => 0 }),
    )) as typeof clock.requestIdleCallback);
    const original = window.requestIdleCallback;
    window.requestIdleCallback = clock.requestIdleCallback as typeof window.requestIdleCallback;
    try {
      for (let i = 0; i < 3; i++) whenIdle(() => calls.push(i));
      clock.next();
      expect(calls).to.deep.equal([0]);
      clock.next();
      expect(calls).to.deep.equal([0, 1]);
      clock.next();
      expect(calls).to.deep.equal([0, 1, 2]);
      expect(idle.callCount).to.equal(3);
    } finally {
      window.requestIdleCallback = original;
      idle.restore();
    }
  });

  it('a job that throws does not stop the ones after it', () => {
    const calls: string[] = [];
    whenIdle(() => {
      throw new Error('broken job');
    });
    whenIdle(() => calls.push('after'));
    expect(() => clock.tick(IDLE_TIMEOUT_MS)).to.throw('broken job');
    clock.tick(IDLE_TIMEOUT_MS);
    expect(calls).to.deep.equal(['after']);
  });
});

import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { clock, remaining } from '../../src/core/clock';
import { fakeTimers } from './helpers';
import { resetPage } from '../../src/core/page-reset';

describe('clock', () => {
  let timers: sinon.SinonFakeTimers;
  beforeEach(() => {
    timers = fakeTimers(1_000_000);
  });
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  it('corrects the server time by half the round trip', () => {
    // Asked at 1_000_000, answered at 1_000_400: the server read its clock ~200 ms ago.
    timers.tick(400);
    clock.setServerTime(5000, 1_000_000, 1_000_400);
    expect(clock.offset()).to.equal(5_000_000 + 200 - 1_000_400);
    expect(clock.now()).to.equal(5_000_200);
    timers.tick(1000);
    expect(clock.now()).to.equal(5_001_200);
  });

  it('runs one interval for all subscribers, started by the first and stopped by the last', () => {
    const setIntervalSpy = sinon.spy(window, 'setInterval');
    const a: number[] = [];
    const b: number[] = [];
    const stopA = clock.onTick((now) => a.push(now));
    const stopB = clock.onTick((now) => b.push(now));
    expect(setIntervalSpy.callCount).to.equal(1);
    expect(timers.countTimers()).to.equal(1);
    timers.tick(999);
    expect(a).to.deep.equal([]);
    timers.tick(1);
    expect(a).to.deep.equal([clock.now()]);
    expect(b).to.deep.equal([clock.now()]);
    stopA();
    timers.tick(1000);
    expect(a).to.have.length(1);
    expect(b).to.have.length(2);
    stopB();
    expect(timers.countTimers()).to.equal(0);
    clock.onTick(() => undefined);
    expect(setIntervalSpy.callCount, 'restarts for a new subscriber').to.equal(2);
  });

  it('hands subscribers server time', () => {
    clock.setServerTime(2_000, Date.now(), Date.now());
    const seen: number[] = [];
    clock.onTick((now) => seen.push(now));
    timers.tick(1000);
    expect(seen).to.deep.equal([2_001_000]);
  });

  it('splits the remaining time and never goes negative', () => {
    const target = 10_000_000;
    const left = 2 * 86400 + 3 * 3600 + 4 * 60 + 5;
    expect(remaining(target, target - left * 1000)).to.deep.equal({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: left,
    });
    expect(remaining(target, target - 500).totalSeconds, 'not zero before the target').to.equal(1);
    expect(remaining(target, target)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
    expect(remaining(target, target + 5000).totalSeconds).to.equal(0);
  });
});

// afterNextPaint (ui/useAfterPaint.ts): what waits for the next painted frame runs in the task
// after that frame's callbacks, all waiters of a frame together, and a cancelled one never.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { afterNextPaint } from '../../src/ui/useAfterPaint';

describe('afterNextPaint', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => clock.restore());

  it('runs after the next frame, not before; waiters of one frame run in one task', () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('a'));
    afterNextPaint(() => calls.push('b'));
    clock.tick(0);
    expect(calls).to.deep.equal([]);
    clock.tick(20); // the frame (a frame callback every 16 ms), then the task after it
    expect(calls).to.deep.equal(['a', 'b']);
    clock.tick(100);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('a cancelled waiter is not called; one added after the frame waits for the following one', () => {
    const calls: string[] = [];
    const cancel = afterNextPaint(() => calls.push('cancelled'));
    afterNextPaint(() => calls.push('first'));
    cancel();
    let late: (() => void) | undefined;
    // A frame callback queued after the waiter's: runs after that frame has begun.
    requestAnimationFrame(() => {
      late = afterNextPaint(() => calls.push('late'));
    });
    clock.tick(20);
    expect(calls).to.deep.equal(['first']);
    expect(late).to.be.a('function');
    clock.tick(20);
    expect(calls).to.deep.equal(['first', 'late']);
  });
});

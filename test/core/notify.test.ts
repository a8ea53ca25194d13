import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { notify, onNotify, type Notification } from '../../src/core/notify';
import { resetPage } from '../../src/core/page-reset';

describe('notify', () => {
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  it('hands messages sent before anyone listened to the first subscriber, once', () => {
    notify({ style: 'error', message: 'early 1' });
    notify({ style: 'info', message: 'early 2', title: 'Notice!' });
    const first: Notification[] = [];
    const second: Notification[] = [];
    onNotify((n) => first.push(n));
    onNotify((n) => second.push(n));
    expect(first.map((n) => n.message)).to.deep.equal(['early 1', 'early 2']);
    expect(first[1]!.title).to.equal('Notice!');
    expect(second).to.deep.equal([]);
  });

  it('delivers to every subscriber and stops after unsubscribe', () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = onNotify((n) => a.push(n.message));
    onNotify((n) => b.push(n.message));
    notify({ style: 'success', message: 'one' });
    stopA();
    notify({ style: 'success', message: 'two' });
    expect(a).to.deep.equal(['one']);
    expect(b).to.deep.equal(['one', 'two']);
  });

  it('keeps delivering when one subscriber throws', () => {
    sinon.stub(console, 'error');
    const seen: string[] = [];
    onNotify(() => {
      throw new Error('broken toast');
    });
    onNotify((n) => seen.push(n.message));
    notify({ style: 'warning', message: 'still shown' });
    expect(seen).to.deep.equal(['still shown']);
  });

  it('bounds the buffer while nobody listens', () => {
    for (let i = 0; i < 120; i++) notify({ style: 'info', message: `m${i}` });
    const seen: string[] = [];
    onNotify((n) => seen.push(n.message));
    expect(seen).to.have.length(50);
    expect(seen.at(-1)).to.equal('m119');
  });
});

import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { SESSION_LIMIT_LOGOUT_TEXT, scheduleUserMessages } from '../../src/api/user-messages';
import { __resetNotify, onNotify, type Notification } from '../../src/core/notify';
import { storage } from '../../src/core/storage';
import { calledUrl, fakeTimers, jsonResponse, settle, stubFetch, type FetchStub } from '../core/helpers';

describe('user messages', () => {
  let clock: sinon.SinonFakeTimers;
  let fetchStub: FetchStub;
  let shown: Notification[];

  beforeEach(() => {
    clock = fakeTimers();
    fetchStub = stubFetch();
    shown = [];
    onNotify((n) => shown.push(n));
    localStorage.clear();
  });
  afterEach(() => {
    sinon.restore();
    __resetNotify();
    localStorage.clear();
  });

  it('asks after 2 s and shows each message with its type as style', async () => {
    fetchStub.resolves(
      jsonResponse({ status: 'success', messages: { info: ['Welcome back!', 'Streak: 3'], warning: ['Verify your number'] } }),
    );
    scheduleUserMessages();
    await clock.tickAsync(1999);
    expect(fetchStub.called).to.equal(false);
    await clock.tickAsync(1);
    expect(fetchStub.callCount).to.equal(1);
    expect(calledUrl(fetchStub).pathname).to.equal('/api/user/messages');
    await settle();
    expect(shown).to.deep.equal([
      { style: 'info', message: 'Welcome back!' },
      { style: 'info', message: 'Streak: 3' },
      { style: 'warning', message: 'Verify your number' },
    ]);
  });

  it('clears storage for the session-limit logout message, and only for it', async () => {
    storage.set('cc:cache:user-me', 'old session');
    fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', messages: { info: ['Hello'] } }));
    fetchStub.onSecondCall().resolves(
      jsonResponse({ status: 'success', messages: { error: [`${SESSION_LIMIT_LOGOUT_TEXT} on another device.`] } }),
    );
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(storage.get('cc:cache:user-me')).to.equal('old session');
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(storage.keys()).to.deep.equal([]);
    expect(shown.at(-1)).to.deep.equal({ style: 'error', message: `${SESSION_LIMIT_LOGOUT_TEXT} on another device.` });
  });

  it('maps unknown types to info and copes with an empty list sent as []', async () => {
    fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', messages: { attention: ['Heads up'] } }));
    fetchStub.onSecondCall().resolves(jsonResponse({ status: 'success', messages: [] }));
    scheduleUserMessages();
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(shown).to.deep.equal([{ style: 'info', message: 'Heads up' }]);
  });

  it('shows nothing once cancelled, before or during the request', async () => {
    fetchStub.resolves(jsonResponse({ status: 'success', messages: { info: ['x'] } }));
    const cancelEarly = scheduleUserMessages();
    cancelEarly();
    await clock.tickAsync(5000);
    expect(fetchStub.called).to.equal(false);

    const cancelLate = scheduleUserMessages();
    await clock.tickAsync(2000);
    expect(fetchStub.callCount).to.equal(1);
    cancelLate();
    await settle();
    expect(shown).to.deep.equal([]);
  });

  it('fails silently', async () => {
    fetchStub.resolves(jsonResponse({ status: 'error', message: 'nope' }, 400));
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(shown).to.deep.equal([]);
  });
});

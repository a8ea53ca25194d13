import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { SESSION_LIMIT_LOGOUT_TEXT, scheduleUserMessages } from '../../src/api/user-messages';
import { onNotify, type Notification } from '../../src/core/notify';
import { storage } from '../../src/core/storage';
import { calledUrl, fakeTimers, jsonResponse, settle, stubFetch, type FetchStub } from '../core/helpers';
import { resetPage } from '../../src/core/page-reset';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { PAGE_SETTINGS_ELEMENT_ID } from '../../src/api/user-me';
import { embedPageSettings } from '../support/page-settings';

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
    resetPage();
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

  it('a refused acknowledgement (the session changed meanwhile: 403) leaves the page as it is', async () => {
    // The timer was set on the login page; the user signed in before it fired, so the messages
    // are theirs while the page still holds the visitor's token.
    const reload = sinon.spy();
    setNavImpl({ reload });
    fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', messages: { info: ['Hi'] }, ids: [7] }));
    fetchStub.onSecondCall().resolves(jsonResponse({ status: 'apierror', message: 'Invalid CSRF token' }, 403));
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(fetchStub.callCount).to.equal(2);
    expect(calledUrl(fetchStub, 1).pathname).to.equal('/api/user/messages/ack');
    await clock.tickAsync(10_000);
    expect(reload.called, 'page reload requested').to.equal(false);
    expect(shown).to.deep.equal([{ style: 'info', message: 'Hi' }]);
    resetNavImpl();
  });

  it("a visitor's page (the login page) shows messages that came after a sign-in on it, and leaves their acknowledgement to the next page", async () => {
    embedPageSettings({ username: '', csrfToken: 'visitor' });
    fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', messages: { info: ['Hi'] }, ids: [7] }));
    try {
      scheduleUserMessages();
      await clock.tickAsync(2000);
      await settle();
      expect(shown).to.deep.equal([{ style: 'info', message: 'Hi' }]);
      expect(fetchStub.callCount, 'no acknowledgement with the visitor\'s token').to.equal(1);
    } finally {
      document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
    }
  });

  it('acknowledges the shown messages by id, and nothing when the answer lists none', async () => {
    fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', messages: { info: ['Hi'] }, ids: [7, 'x', -1, 9] }));
    fetchStub.onSecondCall().resolves(jsonResponse({ status: 'success' }));
    fetchStub.onThirdCall().resolves(jsonResponse({ status: 'success', messages: [] }));
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(fetchStub.callCount).to.equal(2);
    expect(calledUrl(fetchStub, 1).pathname).to.equal('/api/user/messages/ack');
    expect(JSON.parse(String(fetchStub.getCall(1).args[1]?.body))).to.deep.equal({ ids: [7, 9] });
    scheduleUserMessages();
    await clock.tickAsync(2000);
    await settle();
    expect(fetchStub.callCount).to.equal(3);
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
    // The answer arrives when the test says: the cancel below is surely during the request (a
    // body read in microtasks alone could otherwise finish inside tickAsync).
    let answer: (response: Response) => void = () => undefined;
    fetchStub.callsFake(() => new Promise<Response>((resolve) => {
      answer = resolve;
    }));
    const cancelEarly = scheduleUserMessages();
    cancelEarly();
    await clock.tickAsync(5000);
    expect(fetchStub.called).to.equal(false);

    const cancelLate = scheduleUserMessages();
    await clock.tickAsync(2000);
    expect(fetchStub.callCount).to.equal(1);
    cancelLate();
    answer(jsonResponse({ status: 'success', messages: { info: ['x'] } }));
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

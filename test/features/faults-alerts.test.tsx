// The fault suite for <cc-alerts> (a FakeSocket, fake timers): a dropped socket and closes
// 4001 and 1006 follow the reconnect policy (4001 at once, any other close after 60 s, at most
// 10 tries in a row), a failing recent-alerts call on open keeps the pushed alerts, and nothing
// throws uncaught on the page.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-alerts';
import { MAX_RECONNECTS, RECONNECT_DELAY_MS } from '../../src/api/alert-socket';
import { GENERIC_ERROR_MESSAGE } from '../../src/core/http-rules';
import { store } from '../../src/core/store';
import { RECENT_ALERTS_PROBLEM_TEXT } from '../../src/features/alerts/RecentAlertsProblem';
import { setAlertSocketFactory, alertQueueAtom } from '../../src/state/alerts';
import { jsonResponse, textResponse } from '../core/helpers';
import { flush, shadowText, until } from '../support/until';
import { FakeSocket, okayOf, resetAlertsPage } from './alerts-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { expectSameNode } from '../support/shadow';
import { embedPageSettings } from '../support/page-settings';

const factory = (url: string) => new FakeSocket(url);
const alert = (id: number) => ({ id, message: `<p>Alert ${id}</p>`, target_audience: { type: 'all' } });

describe('faults: cc-alerts socket', () => {
  let recent: () => Response | Promise<Response>;
  let uncaught: UncaughtLog;
  beforeEach(() => {
    resetAlertsPage();
    FakeSocket.all = [];
    setAlertSocketFactory(factory);
    recent = () => jsonResponse({ status: 'success', alerts: [] });
    sinon.stub(window, 'fetch').callsFake(async (input) => {
      const path = new URL(String(input), location.href).pathname;
      if (path === '/api/alerts/recent') return recent();
      if (path === '/api/user/key') return jsonResponse({ status: 'success', key: 'alerts-test-key' });
      return jsonResponse({ status: 'error', message: 'Not found' }, 404);
    });
    embedPageSettings({ username: 'alice', visitedContests: [], csrfToken: 'token' });
    uncaught = watchUncaught();
  });
  afterEach(() => {
    uncaught.stop();
    sinon.restore();
    resetAlertsPage();
  });

  async function openSocket(): Promise<HTMLElement> {
    const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await until(() => FakeSocket.all.length > 0, 'a socket');
    FakeSocket.last.open();
    await flush(20);
    return el;
  }

  it('close 4001: the next socket opens at once, with no timer', async () => {
    await openSocket();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      FakeSocket.last.drop(4001);
      await flush(20);
      expect(FakeSocket.all.length).to.equal(2);
      expect(clock.countTimers()).to.equal(0);
    } finally {
      clock.restore();
    }
    expect(uncaught.errors).to.deep.equal([]);
  });

  for (const [name, code] of [['close 1006 (abnormal)', 1006], ['a dropped socket (1001 going away)', 1001], ['a server error close (1011)', 1011]] as const) {
    it(`${name}: reconnects after ${RECONNECT_DELAY_MS} ms, at most ${MAX_RECONNECTS} times in a row, then quietly stops`, async () => {
      await openSocket();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const warn = sinon.stub(console, 'warn');
      try {
        FakeSocket.last.drop(code);
        await clock.tickAsync(RECONNECT_DELAY_MS - 1);
        expect(FakeSocket.all.length).to.equal(1);
        await clock.tickAsync(1);
        expect(FakeSocket.all.length).to.equal(2);
        for (let i = 0; i < MAX_RECONNECTS + 5; i++) {
          FakeSocket.last.drop(code);
          await clock.tickAsync(RECONNECT_DELAY_MS);
        }
        expect(FakeSocket.all.length).to.equal(1 + MAX_RECONNECTS);
        expect(clock.countTimers()).to.equal(0);
      } finally {
        clock.restore();
      }
      // Giving up is quiet: no warning about the socket (other parts of the page may warn).
      const socketWarnings = warn.getCalls().map((call) => String(call.args[0])).filter((text) => text.startsWith('cc-alerts'));
      expect(socketWarnings, warn.getCalls().map((call) => String(call.args[0])).join(' | ')).to.deep.equal([]);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }

  for (const [name, answer] of [
    ['network loss', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed JSON', () => textResponse('{"status": "succ')],
    ['a wrong shape', () => jsonResponse({ status: 'success', alerts: 'abc' })],
    ['Session limit exceeded with a javascript: redirect', () => jsonResponse({ status: 'error', message: 'Session limit exceeded', redirect: 'javascript:alert(1)' })],
  ] as Array<[string, () => Response | Promise<Response>]>) {
    it(`the recent-alerts call on open fails (${name}): pushed alerts stay and show`, async () => {
      recent = answer;
      const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
      await until(() => FakeSocket.all.length > 0, 'a socket');
      FakeSocket.last.receive(alert(5));
      FakeSocket.last.open();
      await flush(20);
      await until(() => shadowText(el).includes('Alert 5'), 'the pushed alert shown');
      expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([5]);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }

  describe('a recent-alerts answer of the wrong shape is reported; the queue keeps what it has', () => {
    const problemOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="error"]');
    const buttonOf = (el: Element, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part="${part}"]`)!;
    const problemText = (el: Element) => problemOf(el)?.querySelector('.problem-text')?.textContent ?? '';
    let recentCalls = 0;
    beforeEach(() => {
      recentCalls = 0;
    });

    async function openWith(answer: () => Response, pushed?: number): Promise<HTMLElement> {
      recent = () => {
        recentCalls++;
        return answer();
      };
      const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
      await until(() => FakeSocket.all.length > 0, 'a socket');
      if (pushed !== undefined) FakeSocket.last.receive(alert(pushed));
      FakeSocket.last.open();
      await until(() => problemOf(el) !== null, 'the message');
      return el;
    }

    for (const [name, answer, reason] of [
      ['no list: the generic text', () => jsonResponse({ status: 'success', alerts: 'abc' }), GENERIC_ERROR_MESSAGE],
      ['not JSON: the generic text', () => textResponse('{"status": "succ'), GENERIC_ERROR_MESSAGE],
      ["no list, with a message: the server's message", () => jsonResponse({ status: 'success', alerts: null, message: 'Alerts are paused' }), 'Alerts are paused'],
    ] as Array<[string, () => Response, string]>) {
      it(`nothing queued, ${name}, in a card with Retry (keyboard) and Dismiss; axe clean`, async () => {
        const el = await openWith(answer);
        expect(problemText(el)).to.equal(`${RECENT_ALERTS_PROBLEM_TEXT} ${reason}`);
        expect(problemOf(el)!.getAttribute('role')).to.equal('alert');
        expect(el.shadowRoot!.querySelector('[role="alertdialog"]')?.outerHTML).to.equal(undefined);
        await expect(el).to.be.accessible();
        // Retry from the keyboard; this time the answer is good and its alert shows.
        recent = () => {
          recentCalls++;
          return jsonResponse({ status: 'success', alerts: [alert(7)] });
        };
        buttonOf(el, 'retry').focus();
        await sendKeys({ press: 'Enter' });
        await until(() => shadowText(el).includes('Alert 7') && problemOf(el) === null, 'the alert after Retry');
        expect(recentCalls).to.equal(2);
        expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([7]);
        expect(uncaught.errors).to.deep.equal([]);
      });
    }

    it('with a pushed alert queued: the message is in the dialog, reachable by Tab; Dismiss keeps the alert; axe clean', async () => {
      const el = await openWith(() => jsonResponse({ status: 'success', alerts: 'abc' }), 5);
      await until(() => shadowText(el).includes('Alert 5'), 'the pushed alert');
      expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([5]);
      expect(problemOf(el)!.closest('[role="alertdialog"]')).to.not.equal(null);
      expect(problemText(el)).to.equal(`${RECENT_ALERTS_PROBLEM_TEXT} ${GENERIC_ERROR_MESSAGE}`);
      await expect(el).to.be.accessible();
      // Focus starts on Okay; Tab goes round the dialog to Retry, then Dismiss.
      await until(() => el.shadowRoot!.activeElement === okayOf(el), 'focus on Okay');
      await sendKeys({ press: 'Tab' });
      expectSameNode(el.shadowRoot!.activeElement, buttonOf(el, 'retry'), 'focus on Retry');
      await sendKeys({ press: 'Tab' });
      expectSameNode(el.shadowRoot!.activeElement, buttonOf(el, 'dismiss'), 'focus on Dismiss');
      await sendKeys({ press: 'Enter' });
      await until(() => problemOf(el) === null, 'the message dismissed');
      expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([5]);
      expect(shadowText(el)).to.contain('Alert 5');
      expect(recentCalls).to.equal(1);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it('a failed call (network loss) is not shown, as the error rules say', async () => {
      recent = () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response;
      const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
      await until(() => FakeSocket.all.length > 0, 'a socket');
      FakeSocket.last.receive(alert(5));
      FakeSocket.last.open();
      await until(() => shadowText(el).includes('Alert 5'), 'the pushed alert');
      await flush(20);
      expect(problemOf(el)?.outerHTML).to.equal(undefined);
      expect(uncaught.errors).to.deep.equal([]);
    });
  });
});

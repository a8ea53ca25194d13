// The half-open alert socket, seen from the page (a FakeSocket, fake timers): the page cannot
// see the server's pings, so it asks for heartbeat frames; once a server has announced them, a
// socket that brings nothing for two and a half intervals is dropped and a new one opened at
// once, which asks for the recent alerts again. A server that announces nothing is never timed
// out, and heartbeat frames never reach the alert queue.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-alerts';
import { MIN_HEARTBEAT_MS, RECONNECT_NOW_CODE, silenceLimit } from '../../src/api/alert-socket';
import { store } from '../../src/core/store';
import { setAlertSocketFactory, alertQueueAtom } from '../../src/state/alerts';
import { jsonResponse } from '../core/helpers';
import { flush, shadowText, until } from '../support/until';
import { FakeSocket, resetAlertsPage } from './alerts-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { embedPageSettings } from '../support/page-settings';

const INTERVAL_MS = 25_000;
const heartbeat = (intervalMs = INTERVAL_MS) => ({ type: 'heartbeat', intervalMs });
const alert = (id: number) => ({ id, message: `<p>Alert ${id}</p>`, target_audience: { type: 'all' } });

describe('faults: a half-open cc-alerts socket', () => {
  let uncaught: UncaughtLog;
  let recentCalls = 0;
  let warn: sinon.SinonStub;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    resetAlertsPage();
    FakeSocket.all = [];
    recentCalls = 0;
    setAlertSocketFactory((url) => new FakeSocket(url));
    sinon.stub(window, 'fetch').callsFake(async (input) => {
      const path = new URL(String(input), location.href).pathname;
      if (path === '/api/alerts/recent') {
        recentCalls++;
        return jsonResponse({ status: 'success', alerts: [] });
      }
      return jsonResponse({ status: 'error', message: 'Not found' }, 404);
    });
    warn = sinon.stub(console, 'warn');
    embedPageSettings({ username: 'alice', visitedContests: [], csrfToken: 'token' });
    uncaught = watchUncaught();
  });
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    uncaught.stop();
    sinon.restore();
    resetAlertsPage();
  });

  /** Mounts cc-alerts, opens its socket and lets the recent-alerts call finish; then fakes time. */
  async function openSocket(): Promise<HTMLElement> {
    const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await until(() => FakeSocket.all.length > 0, 'a socket');
    FakeSocket.last.open();
    await until(() => recentCalls === 1, 'the recent alerts');
    await flush(20);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    return el;
  }

  const alertWarnings = () => warn.getCalls().map((call) => String(call.args[0])).filter((text) => text.startsWith('cc-alerts'));

  it('asks the server for heartbeats', async () => {
    await openSocket();
    expect(new URL(FakeSocket.last.url).searchParams.get('heartbeat')).to.equal('1');
  });

  it(`heartbeats announced, then silence: after ${silenceLimit(INTERVAL_MS) / 1000} s the socket is dropped and a new one opens at once`, async () => {
    const el = await openSocket();
    const first = FakeSocket.last;
    first.receive(heartbeat());
    await clock!.tickAsync(INTERVAL_MS);
    first.receive(heartbeat());
    // From the last frame: two heartbeats may be late, the socket stays.
    await clock!.tickAsync(silenceLimit(INTERVAL_MS) - 1);
    expect(FakeSocket.all.length).to.equal(1);
    await clock!.tickAsync(1);
    expect(FakeSocket.all.length).to.equal(2);
    expect(first.closedWith).to.equal(RECONNECT_NOW_CODE);
    expect(new URL(FakeSocket.last.url).searchParams.get('heartbeat')).to.equal('1');
    // What the dropped socket might still deliver is ignored.
    first.receive(alert(9));
    clock!.restore();
    clock = undefined;
    FakeSocket.last.open();
    await until(() => recentCalls === 2, 'the recent alerts asked again');
    FakeSocket.last.receive(alert(3));
    await until(() => shadowText(el).includes('Alert 3'), 'an alert on the new socket');
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([3]);
    expect(alertWarnings().filter((text) => text.includes('heartbeats stopped')).length).to.equal(1);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('alerts keep the socket alive as heartbeats do; heartbeat frames never reach the queue', async () => {
    await openSocket();
    FakeSocket.last.receive(heartbeat());
    for (let id = 1; id <= 6; id++) {
      await clock!.tickAsync(silenceLimit(INTERVAL_MS) - 1000);
      FakeSocket.last.receive(id % 2 ? alert(id) : heartbeat());
    }
    expect(FakeSocket.all.length).to.equal(1);
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([1, 3, 5]);
    expect(alertWarnings()).to.deep.equal([]);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('a server that announces no heartbeat is never timed out', async () => {
    await openSocket();
    FakeSocket.last.receive(alert(1));
    await clock!.tickAsync(30 * 60_000);
    expect(FakeSocket.all.length).to.equal(1);
    expect(clock!.countTimers()).to.equal(0);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it(`an announced interval below ${MIN_HEARTBEAT_MS / 1000} s is raised to it (a broken server cannot make the page spin)`, async () => {
    await openSocket();
    FakeSocket.last.receive(heartbeat(1));
    await clock!.tickAsync(silenceLimit(MIN_HEARTBEAT_MS) - 1);
    expect(FakeSocket.all.length).to.equal(1);
    await clock!.tickAsync(1);
    expect(FakeSocket.all.length).to.equal(2);
    // The new socket has announced nothing yet: no check runs on it.
    await clock!.tickAsync(10 * 60_000);
    expect(FakeSocket.all.length).to.equal(2);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('a socket closed by the server stops the check: the close policy alone decides', async () => {
    await openSocket();
    FakeSocket.last.receive(heartbeat());
    FakeSocket.last.drop(1006);
    // Only the reconnect timer of the close policy is left.
    expect(clock!.countTimers()).to.equal(1);
    expect(uncaught.errors).to.deep.equal([]);
  });
});

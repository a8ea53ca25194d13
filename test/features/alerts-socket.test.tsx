// The alert socket's reconnect policy with a fake WebSocket and fake timers,
// and the page-wide socket service behind <cc-alerts>: one socket, channels, messages, events.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-alerts';
import { store } from '../../src/core/store';
import { AlertSocket, MAX_RECONNECTS, RECONNECT_DELAY_MS } from '../../src/api/alert-socket';
import { setAlertSocketFactory, alertQueueAtom, alertSocket, viewContestAlerts } from '../../src/state/alerts';
import { refreshSessionAtom } from '../../src/state/session';
import { fakeTimers, jsonResponse } from '../core/helpers';
import { flush, shadowText, until } from '../support/until';
import { FakeSocket, resetAlertsPage } from './alerts-helpers';
import { embedPageSettings } from '../support/page-settings';

const factory = (url: string) => new FakeSocket(url);

describe('AlertSocket reconnect policy', () => {
  let clock: sinon.SinonFakeTimers;
  let socket: AlertSocket;
  beforeEach(() => {
    FakeSocket.all = [];
    clock = fakeTimers();
    socket = new AlertSocket({ connect: factory, url: (channels) => `ws://test/ws/sub/${channels.join(',')}` });
  });
  afterEach(() => {
    socket.stop();
    clock.restore();
  });

  it('opens one socket for the channels and reports open and messages', () => {
    const onOpen = sinon.spy();
    const onMessage = sinon.spy();
    const s = new AlertSocket({ connect: factory, url: (c) => c.join('+'), onOpen, onMessage });
    s.start(['alerts-all', 'contest_A1']);
    s.start(['alerts-all']);
    expect(FakeSocket.all.map((f) => f.url)).to.deep.equal(['alerts-all+contest_A1']);
    FakeSocket.last.open();
    FakeSocket.last.receive('{"id":1}');
    expect(s.state).to.equal('open');
    expect(onOpen.callCount).to.equal(1);
    expect(onMessage.calledOnceWith('{"id":1}')).to.equal(true);
    s.stop();
  });

  it('reconnects at once after a close with code 4001', () => {
    socket.start(['alerts-all']);
    FakeSocket.last.open();
    FakeSocket.last.drop(4001);
    expect(FakeSocket.all).to.have.length(2);
    expect(socket.state).to.equal('connecting');
    expect(clock.countTimers()).to.equal(0);
  });

  it('stops after a close with 4003 (a refused channel) until new channels or reconnect()', async () => {
    const warn = sinon.stub(console, 'warn');
    socket.start(['alerts-all', 'contest_OTP10']);
    FakeSocket.last.open();
    FakeSocket.last.drop(4003);
    expect(socket.state).to.equal('refused');
    await clock.tickAsync(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.all).to.have.length(1);
    expect(warn.callCount).to.equal(1);
    socket.setChannels(['alerts-all']);
    expect(FakeSocket.all).to.have.length(2);
    expect(FakeSocket.last.url).to.equal('ws://test/ws/sub/alerts-all');
    warn.restore();
  });

  it('reconnects 60000 ms after any other close', async () => {
    socket.start(['alerts-all']);
    FakeSocket.last.open();
    FakeSocket.last.drop(1006);
    expect(socket.state).to.equal('waiting');
    await clock.tickAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).to.have.length(1);
    await clock.tickAsync(1);
    expect(FakeSocket.all).to.have.length(2);
    expect(FakeSocket.last.url).to.equal('ws://test/ws/sub/alerts-all');
  });

  it('tries at most 10 times in a row, then gives up quietly', async () => {
    const warn = sinon.stub(console, 'warn');
    socket.start(['alerts-all']);
    for (let i = 0; i < 15; i++) {
      FakeSocket.last.drop(1006);
      await clock.tickAsync(RECONNECT_DELAY_MS);
    }
    expect(MAX_RECONNECTS).to.equal(10);
    expect(FakeSocket.all).to.have.length(1 + 10);
    expect(socket.state).to.equal('gave-up');
    expect(clock.countTimers()).to.equal(0);
    expect(warn.called).to.equal(false);
    warn.restore();
  });

  it('starts the count again once a socket opens', async () => {
    socket.start(['alerts-all']);
    for (let i = 0; i < 9; i++) {
      FakeSocket.last.drop(1006);
      await clock.tickAsync(RECONNECT_DELAY_MS);
    }
    expect(socket.reconnects).to.equal(9);
    FakeSocket.last.open();
    expect(socket.reconnects).to.equal(0);
    FakeSocket.last.drop(1001);
    await clock.tickAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).to.have.length(11);
  });

  it('reconnect() closes the open socket with 4001 and opens the next at once, whatever code the close reports', () => {
    socket.start(['alerts-all']);
    const first = FakeSocket.last;
    first.open();
    first.close = (code = 1000) => {
      first.closedWith = code;
      first.drop(1006); // the server never answered the close handshake
    };
    socket.reconnect();
    expect(first.closedWith).to.equal(4001);
    expect(FakeSocket.all).to.have.length(2);
    expect(socket.state).to.equal('connecting');
  });

  it('reconnect() while waiting (or after giving up) connects now', async () => {
    socket.start(['alerts-all']);
    FakeSocket.last.drop(1006);
    socket.reconnect();
    expect(FakeSocket.all).to.have.length(2);
    expect(clock.countTimers(), 'the 60 s timer is cancelled').to.equal(0);
  });

  it('new channels reconnect; the same channels do not; stop() ends it for good', async () => {
    socket.start(['alerts-all']);
    FakeSocket.last.open();
    socket.setChannels(['alerts-all']);
    expect(FakeSocket.all).to.have.length(1);
    socket.setChannels(['alerts-all', 'contest_X1']);
    expect(FakeSocket.all[0].closedWith).to.equal(4001);
    expect(FakeSocket.last.url).to.equal('ws://test/ws/sub/alerts-all,contest_X1');
    FakeSocket.last.open();
    socket.stop();
    expect(FakeSocket.last.closedWith).to.equal(1000);
    await clock.tickAsync(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.all).to.have.length(2);
    expect(socket.state).to.equal('stopped');
  });

  it('a socket still connecting is not closed (the browser would log a warning): new channels wait for it to open, stop() closes it once open', () => {
    const onOpen = sinon.spy();
    const s = new AlertSocket({ connect: factory, url: (c) => c.join('+'), onOpen });
    s.start(['alerts-all']);
    const connecting = FakeSocket.last;
    s.setChannels(['alerts-all', 'contest_X1']);
    expect(connecting.closedWith, 'left to connect').to.equal(undefined);
    expect(FakeSocket.all).to.have.length(1);
    connecting.open();
    expect(connecting.closedWith, 'closed once open').to.equal(4001);
    expect(onOpen.callCount, 'the replaced socket does not count as open').to.equal(0);
    expect(FakeSocket.last.url).to.equal('alerts-all+contest_X1');
    // One that fails to connect is replaced at once, as a forced close is.
    s.setChannels(['alerts-all']);
    FakeSocket.last.drop(1006);
    expect(FakeSocket.all).to.have.length(3);
    expect(FakeSocket.last.url).to.equal('alerts-all');
    const last = FakeSocket.last;
    s.stop();
    expect(last.closedWith, 'left to connect').to.equal(undefined);
    last.open();
    expect(last.closedWith).to.equal(1000);
    expect(onOpen.callCount).to.equal(0);
    expect(FakeSocket.all).to.have.length(3);
  });
});

describe('the page alert socket behind <cc-alerts>', () => {
  let fetchStub: sinon.SinonStub;
  /** Fake server answers by path; each returns a fresh Response. */
  let routes: Record<string, () => Promise<Response>>;
  beforeEach(() => {
    resetAlertsPage();
    FakeSocket.all = [];
    setAlertSocketFactory(factory);
    routes = {
      '/api/alerts/recent': async () => jsonResponse({ status: 'success', alerts: [] }),
      '/api/user/key': async () => jsonResponse({ status: 'success', key: 'alerts-test-key' }),
    };
    fetchStub = sinon.stub(window, 'fetch').callsFake(async (input) => {
      const route = routes[new URL(String(input), location.href).pathname];
      return route ? route() : jsonResponse({ status: 'error', message: 'Not found' }, 404);
    });
  });
  afterEach(() => {
    sinon.restore();
    resetAlertsPage();
  });

  const recentCalls = () => fetchStub.getCalls().filter((c) => String(c.args[0]).includes('/api/alerts/recent'));
  /** Page settings embedded in the page, as a server-rendered page has them. */
  const embed = (visitedContests: string[] = [], username = 'alice') =>
    embedPageSettings({ username, visitedContests, csrfToken: 'token' });
  const alert = (id: number, type = 'all', contestCode?: string) => ({ id, message: `<p>Alert ${id}</p>`, target_audience: { type, contestCode } });
  const socketOpened = () => until(() => FakeSocket.all.length > 0, 'a socket');

  it('opens once the page settings are ready; one socket for several elements; contests join the channels', async () => {
    let answerUserMe!: (response: Response) => void;
    routes['/api/user/me'] = () => new Promise<Response>((resolve) => (answerUserMe = resolve));
    store.set(refreshSessionAtom);
    const els = await fixture<HTMLElement>(html`<div><cc-alerts contests="LIVE1"></cc-alerts><cc-alerts contests="LIVE2"></cc-alerts></div>`);
    await until(() => typeof answerUserMe === 'function', 'user-me asked');
    await flush(20);
    expect(FakeSocket.all, 'waits for the settings').to.have.length(0);
    answerUserMe(jsonResponse({ status: 'success', user: { username: 'alice' }, visitedContests: ['START1'], csrfToken: 't', ttl: 0 }));
    await socketOpened();
    await flush(20);
    expect(FakeSocket.all).to.have.length(1);
    const url = new URL(FakeSocket.last.url);
    expect(url.protocol).to.equal('ws:');
    expect(url.host).to.equal(location.host);
    expect(url.pathname).to.equal('/ws/sub/alerts-all,contest_START1,contest_LIVE1,contest_LIVE2');
    FakeSocket.last.open();
    FakeSocket.last.receive(alert(7));
    const [first, second] = [...els.querySelectorAll('cc-alerts')];
    await until(() => first.shadowRoot!.querySelector('[role="alertdialog"]') !== null, 'the first element renders');
    expect(shadowText(first)).to.contain('Alert 7');
    expect(second.shadowRoot!.querySelector('[role="alertdialog"]')?.outerHTML, 'only the first renders').to.equal(undefined);
  });

  it('the contest being viewed joins the channels beside the visited contests, and leaves with the page', async () => {
    embed(['START1']);
    await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    expect(new URL(FakeSocket.last.url).pathname).to.equal('/ws/sub/alerts-all,contest_START1');
    FakeSocket.last.open();
    const leave = viewContestAlerts('VIEW1');
    const leaveSame = viewContestAlerts('START1');
    await until(() => new URL(FakeSocket.last.url).pathname.includes('VIEW1'), 'the viewed contest joins');
    expect(new URL(FakeSocket.last.url).pathname).to.equal('/ws/sub/alerts-all,contest_START1,contest_VIEW1');
    FakeSocket.last.open();
    leaveSame();
    leave();
    await until(() => !new URL(FakeSocket.last.url).pathname.includes('VIEW1'), 'the viewed contest leaves');
    expect(new URL(FakeSocket.last.url).pathname).to.equal('/ws/sub/alerts-all,contest_START1');
  });

  it('reports bad codes in the contests attribute and leaves them out', async () => {
    const warn = sinon.stub(console, 'warn');
    embed();
    await fixture(html`<cc-alerts contests="OK1,x,<b>"></cc-alerts>`);
    await socketOpened();
    const message = warn.getCalls().map((c) => String(c.args[0])).find((m) => m.includes('"contests"'));
    expect(message).to.contain('<cc-alerts>: attribute "contests" expects contest codes').and.contain('"x", "<b>"');
    expect(new URL(FakeSocket.last.url).pathname).to.equal('/ws/sub/alerts-all,contest_OK1');
  });

  it('on open asks the recent alerts and replaces the queue, keeping alerts pushed meanwhile', async () => {
    localStorage.setItem('alerts-all', '3');
    localStorage.setItem('alice|contest_START1', '8');
    let answer!: (response: Response) => void;
    routes['/api/alerts/recent'] = () => new Promise<Response>((resolve) => (answer = resolve));
    embed(['START1']);
    await fixture(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    FakeSocket.last.receive(alert(2));
    FakeSocket.last.open();
    expect(recentCalls()).to.have.length(1);
    const url = new URL(String(recentCalls()[0].args[0]), location.href);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ 'alerts-all': '3', contest_START1: '8' });
    FakeSocket.last.receive(alert(12));
    answer(jsonResponse({ status: 'success', alerts: [alert(9, 'contest', 'START1'), alert(10)] }));
    await until(() => store.get(alertQueueAtom).length === 3, 'the replaced queue');
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([9, 10, 12]);
  });

  it('keeps the queue and shows nothing when the recent call fails', async () => {
    routes['/api/alerts/recent'] = async () => jsonResponse({ status: 'error', message: 'nope' }, 404);
    embed();
    const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    FakeSocket.last.receive(alert(5));
    FakeSocket.last.open();
    await until(() => recentCalls().length === 1, 'recent asked');
    await flush(20);
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([5]);
    await until(() => shadowText(el).includes('Alert 5'), 'the pushed alert still shown');
  });

  it('adds pushed alerts once, skips acknowledged ones, ignores malformed messages with a warning', async () => {
    localStorage.setItem('alerts-all', '5');
    const warn = sinon.stub(console, 'warn');
    embed(['START1']);
    await fixture(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    for (const data of [alert(4), alert(5), alert(6), alert(6), 'not json', { id: 'x' }, alert(1, 'contest', 'START1')]) {
      FakeSocket.last.receive(data);
    }
    expect(store.get(alertQueueAtom).map((a) => a.id)).to.deep.equal([6, 1]);
    const warnings = warn.getCalls().filter((c) => String(c.args[0]).includes('malformed alert message'));
    expect(warnings.map((c) => c.args[1])).to.deep.equal(['not json', '{"id":"x"}']);
  });

  it('the cc-alerts-reconnect page event closes with 4001 and reconnects at once', async () => {
    embed();
    await fixture(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    const first = FakeSocket.last;
    first.open();
    window.dispatchEvent(new Event('cc-alerts-reconnect'));
    expect(first.closedWith).to.equal(4001);
    expect(FakeSocket.all).to.have.length(2);
    FakeSocket.last.open();
    await until(() => recentCalls().length === 2, 'recent asked again');
  });

  it('a changed contests attribute re-targets the socket (4001, then the new channels)', async () => {
    embed();
    const el = await fixture<HTMLElement>(html`<cc-alerts contests="A1"></cc-alerts>`);
    await socketOpened();
    const first = FakeSocket.last;
    first.open();
    el.setAttribute('contests', 'A1 B2');
    await until(() => FakeSocket.all.length === 2, 'a new socket');
    expect(first.closedWith).to.equal(4001);
    expect(new URL(FakeSocket.last.url).pathname).to.equal('/ws/sub/alerts-all,contest_A1,contest_B2');
  });

  it('closes the socket when the last element leaves the page', async () => {
    embed();
    const el = await fixture<HTMLElement>(html`<cc-alerts></cc-alerts>`);
    await socketOpened();
    FakeSocket.last.open();
    el.remove();
    await until(() => alertSocket() === null, 'socket dropped');
    expect(FakeSocket.last.closedWith).to.equal(1000);
  });
});

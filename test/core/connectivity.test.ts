import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defaultProbe, isOnline, onConnectivityChange, reportNetworkError, setConnectivityProbe } from '../../src/core/connectivity';
import { fakeTimers, settle, stubFetch, textResponse } from './helpers';
import { resetPage } from '../../src/core/page-reset';

describe('connectivity', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = fakeTimers();
  });
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  it('goes offline on a network error and probes every 2 s until the server answers', async () => {
    let reachable = false;
    const probe = sinon.spy(async () => reachable);
    setConnectivityProbe(probe);
    const changes: boolean[] = [];
    onConnectivityChange((online) => changes.push(online));

    reportNetworkError();
    expect(isOnline()).to.equal(false);
    expect(changes).to.deep.equal([false]);
    await clock.tickAsync(1999);
    expect(probe.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(probe.callCount).to.equal(1);
    await clock.tickAsync(2000);
    expect(probe.callCount).to.equal(2);

    reachable = true;
    await clock.tickAsync(2000);
    expect(probe.callCount).to.equal(3);
    expect(isOnline()).to.equal(true);
    expect(changes).to.deep.equal([false, true]);
    await clock.tickAsync(20_000);
    expect(probe.callCount, 'no polling while online').to.equal(3);
  });

  it('reports each change once, however many errors arrive', async () => {
    setConnectivityProbe(async () => false);
    const changes: boolean[] = [];
    const stop = onConnectivityChange((online) => changes.push(online));
    reportNetworkError();
    reportNetworkError();
    expect(changes).to.deep.equal([false]);
    stop();
  });

  it('follows the window offline event, and confirms an online event with a probe', async () => {
    const probe = sinon.spy(async () => true);
    setConnectivityProbe(probe);
    onConnectivityChange(() => undefined);
    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).to.equal(false);
    window.dispatchEvent(new Event('online'));
    await settle(2);
    expect(probe.callCount).to.equal(1);
    expect(isOnline()).to.equal(true);
  });

  it('default probe: any HTTP answer is online, a thrown fetch is offline', async () => {
    const fetchStub = stubFetch();
    fetchStub.onFirstCall().resolves(textResponse('not found', 404));
    fetchStub.onSecondCall().rejects(new TypeError('Failed to fetch'));
    expect(await defaultProbe()).to.equal(true);
    expect(await defaultProbe()).to.equal(false);
    const [url, init] = fetchStub.firstCall.args;
    expect(String(url)).to.equal(`${location.origin}/api/ping`);
    expect(init).to.include({ method: 'HEAD', cache: 'no-store' });
  });
});

import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-offline-banner';
import { setConnectivityProbe } from '../../src/core/connectivity';
import { get } from '../../src/core/http';
import { onNotify } from '../../src/core/notify';
import { OFFLINE_TEXT, RECONNECTED_TEXT } from '../../src/features/offline-banner/logic';
import { fakeTimers, stubFetch } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';

const region = (el: Element) => el.shadowRoot!.querySelector('[part="banner"]') as HTMLElement;

describe('cc-offline-banner', () => {
  let clock: sinon.SinonFakeTimers;
  let reachable: boolean;
  let probe: sinon.SinonSpy<[], Promise<boolean>>;

  beforeEach(() => {
    clock = fakeTimers();
    reachable = false;
    probe = sinon.spy(async () => reachable);
    setConnectivityProbe(probe);
  });
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  async function mount(): Promise<HTMLElement> {
    const el = await fixture<HTMLElement>(html`<cc-offline-banner></cc-offline-banner>`);
    await until(() => region(el) !== null, 'the live region');
    return el;
  }

  it('shows nothing and probes nothing while online', async () => {
    const el = await mount();
    await clock.tickAsync(10_000);
    expect(shadowText(el)).to.equal('');
    expect(region(el).getAttribute('role')).to.equal('status');
    expect(region(el).getAttribute('aria-live')).to.equal('polite');
    expect(region(el).getBoundingClientRect().height, 'takes no space').to.equal(0);
    expect(probe.callCount).to.equal(0);
  });

  it('goes offline on the window offline event and probes every 2 s', async () => {
    const el = await mount();
    window.dispatchEvent(new Event('offline'));
    await until(() => shadowText(el) === OFFLINE_TEXT, 'offline message');
    expect(region(el).getBoundingClientRect().height).to.be.greaterThan(0);
    await clock.tickAsync(1999);
    expect(probe.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(probe.callCount).to.equal(1);
    await clock.tickAsync(2000);
    await clock.tickAsync(2000);
    expect(probe.callCount).to.equal(3);
    await nextFrame();
    expect(shadowText(el)).to.equal(OFFLINE_TEXT);
  });

  it('says "connected" for exactly 2 s when the probe succeeds, then shows nothing', async () => {
    const el = await mount();
    window.dispatchEvent(new Event('offline'));
    await until(() => shadowText(el) === OFFLINE_TEXT, 'offline message');
    reachable = true;
    await clock.tickAsync(2000);
    await until(() => shadowText(el) === RECONNECTED_TEXT, 'connected message');
    await clock.tickAsync(1999);
    await nextFrame();
    expect(shadowText(el)).to.equal(RECONNECTED_TEXT);
    await clock.tickAsync(1);
    await until(() => shadowText(el) === '', 'banner gone');
    expect(region(el).getBoundingClientRect().height).to.equal(0);
    await clock.tickAsync(20_000);
    expect(probe.callCount, 'no polling once online').to.equal(1);
  });

  it('goes offline when a request gets no answer (http layer)', async () => {
    onNotify(() => undefined);
    stubFetch().rejects(new TypeError('Failed to fetch'));
    const el = await mount();
    await get('/api/user/me').catch(() => undefined);
    await until(() => shadowText(el) === OFFLINE_TEXT, 'offline message');
  });

  it('drops the connected message when the connection fails again', async () => {
    const el = await mount();
    window.dispatchEvent(new Event('offline'));
    reachable = true;
    await clock.tickAsync(2000);
    await until(() => shadowText(el) === RECONNECTED_TEXT, 'connected message');
    window.dispatchEvent(new Event('offline'));
    await until(() => shadowText(el) === OFFLINE_TEXT, 'offline again');
    reachable = false;
    await clock.tickAsync(3000);
    await nextFrame();
    expect(shadowText(el), 'the old 2 s timer does not hide it').to.equal(OFFLINE_TEXT);
  });

});

// axe schedules its own timers, so this one runs on real time: the window's online event makes
// the page probe at once, and the 2 s message leaves ample time for axe.
describe('cc-offline-banner accessibility', () => {
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  it('is accessible online, offline and connected', async () => {
    let reachable = false;
    setConnectivityProbe(async () => reachable);
    const el = await fixture<HTMLElement>(html`<cc-offline-banner></cc-offline-banner>`);
    await until(() => region(el) !== null, 'the live region');
    await expect(el).to.be.accessible();
    window.dispatchEvent(new Event('offline'));
    await until(() => shadowText(el) === OFFLINE_TEXT, 'offline message');
    await expect(el).to.be.accessible();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await until(() => shadowText(el) === RECONNECTED_TEXT, 'connected message');
    await expect(el).to.be.accessible();
  });
});

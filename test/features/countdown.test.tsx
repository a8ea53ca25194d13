import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-countdown';
import { reportNetworkError, setConnectivityProbe } from '../../src/core/connectivity';
import { COUNTDOWN_OFFLINE_TEXT } from '../../src/ui/Countdown';
import { MISSING_TARGET_MESSAGE } from '../../src/features/countdown/logic';
import { fakeTimers } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const S = 1000;
const timerOf = (el: Element) => el.shadowRoot!.querySelector('[role="timer"]') as HTMLElement | null;
const display = (el: Element) => shadowText(timerOf(el) ?? el);

describe('cc-countdown', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = fakeTimers(NOW);
  });
  afterEach(() => {
    resetPage();
    sinon.restore();
  });

  async function mount(target: string, label?: string): Promise<HTMLElement> {
    const el = await fixture<HTMLElement>(
      label === undefined
        ? html`<cc-countdown target=${target}></cc-countdown>`
        : html`<cc-countdown target=${target} label=${label}></cc-countdown>`,
    );
    await until(() => shadowText(el) !== '', 'first render');
    return el;
  }

  it('shows days, hours, minutes and seconds, labelled as a timer', async () => {
    const el = await mount(String(NOW + 86_400 * S + 2 * 3600 * S + 3 * 60 * S + 4 * S), 'Contest starts in');
    expect(display(el)).to.equal('1 day 02 hours 03 minutes 04 seconds');
    const labelId = timerOf(el)!.getAttribute('aria-labelledby')!;
    expect(el.shadowRoot!.getElementById(labelId)!.textContent).to.equal('Contest starts in');
  });

  it('ticks once per second on one interval shared by every countdown', async () => {
    const a = await mount(String(NOW + 65 * S));
    const b = await mount(String(NOW + 3 * 3600 * S));
    expect(clock.countTimers(), 'one interval for the page').to.equal(1);
    expect(display(a)).to.equal('0 days 00 hours 01 minute 05 seconds');
    await clock.tickAsync(999);
    await nextFrame();
    expect(display(a), 'not yet a second').to.equal('0 days 00 hours 01 minute 05 seconds');
    await clock.tickAsync(1);
    await until(() => display(a) === '0 days 00 hours 01 minute 04 seconds', 'a ticked');
    await until(() => display(b) === '0 days 02 hours 59 minutes 59 seconds', 'b ticked');
    a.remove();
    b.remove();
    await until(() => clock.countTimers() === 0, 'interval stopped with no countdown left');
  });

  it('recomputes from the clock instead of counting ticks', async () => {
    const el = await mount(String(NOW + 10 * 60 * S));
    // The tab slept for 5 minutes: no ticks ran, but the next one shows the true time left.
    clock.setSystemTime(NOW + 5 * 60 * S);
    await clock.tickAsync(1000);
    await until(() => display(el) === '0 days 00 hours 04 minutes 59 seconds', 'caught up');
  });

  it('reads epoch seconds and ISO dates', async () => {
    const seconds = await mount(String((NOW + 90 * S) / 1000));
    expect(display(seconds)).to.equal('0 days 00 hours 01 minute 30 seconds');
    const iso = await mount(new Date(NOW + 2 * 86_400 * S).toISOString());
    expect(display(iso)).to.equal('2 days 00 hours 00 minutes 00 seconds');
  });

  it('stops at zero, never negative, and fires cc-countdown-end once', async () => {
    const el = await mount(String(NOW + 3 * S));
    const ends: CustomEvent[] = [];
    el.addEventListener('cc-countdown-end', (event) => ends.push(event as CustomEvent));
    await clock.tickAsync(2000);
    await until(() => display(el).endsWith('01 second'), 'one second left');
    expect(ends).to.have.length(0);
    await clock.tickAsync(1000);
    await until(() => display(el) === '0 days 00 hours 00 minutes 00 seconds', 'zero');
    expect(ends).to.have.length(1);
    expect(ends[0].detail).to.deep.equal({ target: NOW + 3 * S });
    await clock.tickAsync(10_000);
    await nextFrame();
    expect(display(el)).to.equal('0 days 00 hours 00 minutes 00 seconds');
    expect(ends).to.have.length(1);
    expect(clock.countTimers(), 'no ticking after the end').to.equal(0);
  });

  it('shows zero for a target already past, without an end event', async () => {
    const ends = sinon.spy();
    document.addEventListener('cc-countdown-end', ends);
    const el = await mount(String(NOW - 3600 * S));
    await clock.tickAsync(5000);
    await nextFrame();
    document.removeEventListener('cc-countdown-end', ends);
    expect(display(el)).to.equal('0 days 00 hours 00 minutes 00 seconds');
    expect(ends.called).to.equal(false);
  });

  it('shows an internet error while offline, and the right time when back', async () => {
    let reachable = false;
    setConnectivityProbe(async () => reachable);
    const el = await mount(String(NOW + 60 * S));
    reportNetworkError();
    await until(() => shadowText(el).includes(COUNTDOWN_OFFLINE_TEXT), 'offline error');
    expect(timerOf(el)?.outerHTML, 'timer replaced').to.equal(undefined);
    reachable = true;
    await clock.tickAsync(2000);
    await until(() => display(el) === '0 days 00 hours 00 minutes 58 seconds', 'timer back');
  });

  it('explains a missing or unreadable target instead of counting', async () => {
    const bad = await mount('next tuesday');
    expect(timerOf(bad)?.outerHTML, 'no timer').to.equal(undefined);
    expect(shadowText(bad)).to.contain('"next tuesday" is not a date');
    expect(bad.shadowRoot!.querySelector('[role="alert"]'), 'alert').to.not.equal(null);
    const none = await fixture<HTMLElement>(html`<cc-countdown></cc-countdown>`);
    await until(() => shadowText(none) === MISSING_TARGET_MESSAGE, 'missing target message');
    none.setAttribute('target', String(NOW + 5 * S));
    await until(() => display(none) === '0 days 00 hours 00 minutes 05 seconds', 'fixed by a new attribute');
    expect(shadowText(none)).to.contain('Time remaining');
  });
});

describe('cc-countdown accessibility', () => {
  afterEach(() => {
    resetPage();
  });

  it('is accessible counting, offline, and with a bad target', async () => {
    setConnectivityProbe(async () => false);
    const el = await fixture<HTMLElement>(
      html`<cc-countdown target=${String(Date.now() + 86_400_000)} label="Contest ends in"></cc-countdown>`,
    );
    await until(() => timerOf(el) !== null, 'timer');
    await expect(el).to.be.accessible();
    reportNetworkError();
    await until(() => shadowText(el).includes(COUNTDOWN_OFFLINE_TEXT), 'offline error');
    await expect(el).to.be.accessible();
    const bad = await fixture<HTMLElement>(html`<cc-countdown target="soon"></cc-countdown>`);
    await until(() => shadowText(bad) !== '', 'message');
    await expect(bad).to.be.accessible();
  });
});

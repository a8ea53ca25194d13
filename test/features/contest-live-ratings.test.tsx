// The live rating graph of cc-contest-page: uPlot loads lazily into the shadow root with its
// stylesheet adopted, a table lists the same points, and the contest reloads every
// user_live_ratings_update_frequency minutes while running.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { ratingAxisRange, ratingBandOf } from '../../src/features/contest/rating-logic';
import { jsonResponse, stubFetch } from '../core/helpers';
import { until } from '../support/until';
import { clearSettings, embedSettings } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';


/** The part of a fake timer these tests read (the fake clock's own records). */
interface FakeTimer {
  interval?: number;
  callAt: number;
}

function answer(now: number) {
  return {
    status: 'success', code: 'LIVE1D', name: 'Live 1 (Div 4)', division: 'Division 4', ttl: 3600,
    time: { start: now - 600, end: now + 3600, current: now },
    problems: { A1: { code: 'A1', name: 'First', category_name: 'main' } },
    user_live_ratings: [{ updated_minute: '0', rating: '1480' }, { updated_minute: 15, rating: 1532 }, { updated_minute: 30, rating: 1611 }],
    user_live_ratings_update_frequency: 15,
  };
}

describe('cc-contest-page live ratings', () => {
  afterEach(() => {
    sinon.restore();
    clearSettings();
    resetPage();
  });

  it('plots the points with uPlot inside the shadow root and lists them in a table', async () => {
    embedSettings({ username: 'alice' });
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input) => (String(input).includes('/api/contests/LIVE1D') ? jsonResponse(answer(Math.floor(Date.now() / 1000))) : jsonResponse({})));
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="LIVE1D"></cc-contest-page>`);
    await until(() => q(el, '[part="live-ratings"]') !== null, 'the live ratings');
    expect(q(el, '[part="live-ratings"] p')!.textContent).to.equal('Your rating now: 1611 (3 stars), at minute 30.');
    const rows = [...el.shadowRoot!.querySelectorAll('[part="live-ratings"] tbody tr')].map((row) => row.textContent);
    expect(rows).to.deep.equal(['01480', '151532', '301611']);
    await until(() => q(el, '.chart canvas') !== null, 'the uPlot canvas');
    const sheets = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(sheets.join('\n')).to.match(/(^|\n)\.u-wrap/);
    expect(document.head.querySelector('style')?.outerHTML).to.equal(undefined);
    await expect(el).to.be.accessible();
    el.remove();
    // Unmount now, with the real timers that set its interval (the next test fakes them).
    await until(() => !el.shadowRoot!.querySelector('[part="live-ratings"]'), 'the unmount');
  });

  it('reloads the contest every update frequency while running', async () => {
    embedSettings({ username: 'alice' });
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input) => (String(input).includes('/api/contests/LIVE1D') ? jsonResponse(answer(Math.floor(Date.now() / 1000))) : jsonResponse({})));
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="LIVE1D"></cc-contest-page>`);
    const calls = () => fetchStub.getCalls().filter((call) => String(call.args[0]).includes('/api/contests/LIVE1D')).length;
    // The reload timer, read from the fake clock: the test does not depend on when (in real
    // time) React set it, only on its period and on it not being set again.
    const reloadTimer = () => [...((clock as unknown as { timers?: Map<number, FakeTimer> }).timers?.values() ?? [])]
      .find((timer) => timer.interval === 15 * 60_000);
    await until(() => q(el, '[part="live-ratings"]') !== null && reloadTimer() !== undefined, 'the live ratings and their reload timer');
    expect(calls()).to.equal(1);
    const dueAt = reloadTimer()!.callAt;
    expect(dueAt - clock.now).to.equal(15 * 60_000, 'set as the graph showed (fake time stood still)');
    // A minute at a time (synchronously), letting the page render between minutes: a page that
    // set its timer again on a re-render would move it past dueAt.
    while (clock.now < dueAt - 60_000) {
      clock.tick(60_000);
      await nextFrame();
    }
    clock.tick(dueAt - 1 - clock.now);
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(calls()).to.equal(1, 'no reload before the 15 minutes');
    expect(reloadTimer()?.callAt).to.equal(dueAt, 'the timer was never set again');
    clock.tick(1);
    await until(() => calls() === 2, 'the reload after 15 minutes');
    el.remove();
    // Let React unmount (and clear its interval) while the fake clock still owns the timer.
    await until(() => reloadTimer() === undefined, 'the timer cleared on unmount');
  });

  it('bands and axis range', () => {
    expect(ratingBandOf(1399).label).to.equal('1 star');
    expect(ratingBandOf(1400).label).to.equal('2 stars');
    expect(ratingBandOf(2500).label).to.equal('7 stars');
    expect(ratingAxisRange([1480, 1611])).to.deep.equal([1300, 1800]);
  });
});

// The contest phase with a wrong local clock (+2 h, -3 h), from a fresh answer and from the
// cached one after a "reload" (page clock reset): both must give the server's phase.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { contestCacheName, fetchContest } from '../../src/api/contests';
import { cacheDelete } from '../../src/api/cache';
import { clock } from '../../src/core/clock';
import { contestPhase } from '../../src/domain/contest-timeline';
import { serverSignOut } from '../support/server-session';
import { shadowText, until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const HOUR = 3_600_000;

/** The answer is written to the cache in the background; a reload comes after it is there. */
const cachedNow = (code: string) => until(() => localStorage.getItem(`cc:cache:${contestCacheName(code)}`) !== null, `${code} cached`);

/** GET /api/contests/{code} calls made through the stubbed-through fetch. */
function contestCalls(spy: sinon.SinonSpy): number {
  return spy.getCalls().filter((call) => /\/api\/contests\/[A-Z0-9]+\?/.test(String(call.args[0]))).length;
}

for (const skew of [2 * HOUR, -3 * HOUR]) {
  const label = skew > 0 ? '+2 h' : '-3 h';

  describe(`contest clock with the local clock ${label}`, () => {
    let page: PageGuard;
    let fetchSpy: sinon.SinonSpy;

    beforeEach(async () => {
      resetPage();
      page = guardPage();
      await serverSignOut();
      embedSettings({ username: '' });
      await Promise.all(['START101', 'START103'].map((code) => cacheDelete(contestCacheName(code))));
      // Only Date is faked (and moves with real time): the local clock is simply wrong.
      sinon.useFakeTimers({ now: Date.now() + skew, toFake: ['Date'], shouldAdvanceTime: true });
      fetchSpy = sinon.spy(window, 'fetch');
    });

    afterEach(async () => {
      sinon.restore();
      page.restore();
      clearSettings();
      resetPage();
      await Promise.all(['START101', 'START103'].map((code) => cacheDelete(contestCacheName(code))));
    });

    it('fresh and cached answers give the same offset and the server phase', async () => {
      const fresh = await fetchContest('START101');
      const freshOffset = clock.offset();
      expect(Math.abs(freshOffset + skew)).to.be.below(60_000);
      expect(contestPhase(clock.now(), fresh)).to.equal('running');
      const calls = contestCalls(fetchSpy);
      await cachedNow('START101');

      resetPage(); // a reload: the page clock starts at offset 0 again
      const cached = await fetchContest('START101');
      expect(contestCalls(fetchSpy)).to.equal(calls, 'served from the cache');
      expect(Math.abs(clock.offset() - freshOffset)).to.be.below(1000);
      expect(contestPhase(clock.now(), cached)).to.equal('running');

      await fetchContest('START103');
      await cachedNow('START103');
      resetPage();
      const future = await fetchContest('START103');
      expect(contestPhase(clock.now(), future)).to.equal('before');
    });

    it('the page, reloaded within the ttl: START101 running with no reminder, START103 starts in', async () => {
      for (const round of ['fresh', 'cached']) {
        resetPage();
        const running = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
        await until(() => q(running, '[part="contest"]') !== null, `START101 ${round}`);
        expect(q(running, '[part="contest"]')!.dataset.phase).to.equal('running', round);
        expect(shadowText(q(running, '[part="countdown"]')!)).to.contain('Contest ends in');
        expect(q(running, '[part="reminder"]')?.outerHTML, `no reminder (${round})`).to.equal(undefined);
        running.remove();

        const future = await fixture<HTMLElement>(html`<cc-contest-page code="START103"></cc-contest-page>`);
        await until(() => q(future, '[part="contest"]') !== null, `START103 ${round}`);
        expect(q(future, '[part="contest"]')!.dataset.phase).to.equal('before', round);
        expect(shadowText(q(future, '[part="countdown"]')!)).to.contain('Contest starts in');
        future.remove();
        await Promise.all([cachedNow('START101'), cachedNow('START103')]);
      }
      expect(contestCalls(fetchSpy)).to.equal(2, 'the second round came from the cache');
    });
  });
}

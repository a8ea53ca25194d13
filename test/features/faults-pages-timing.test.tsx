// The time-driven faults over the app's page kinds (contests, rankings, profile, learn, forms;
// contest, problem and practice are in faults-timing): a hang says "taking long" with Retry at
// 15 s and shows the error with Reload at the first timeout; a 500 storm shows the error with
// Reload; both mend themselves once a background retry gets an answer. Fake timers, no sleeps.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { getUserKey } from '../../src/api/user-key';
import { SLOW_AFTER_MS, SLOW_TEXT } from '../../src/ui/SlowNotice';
import { fakeTimers, settle } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { deepAll, FaultedLoad, PAGES, reloadButton, restorePages, slowNotice } from './faults-pages-targets';

/**
 * Moves the fake clock until the page's next background try reaches the real server. Not past
 * it: the answer comes in real time, and a clock still ticking meanwhile timed that try out on
 * a busy machine, so the next one came after a backoff longer than the test waits.
 */
async function tickUntilTheServerIsAsked(clock: sinon.SinonFakeTimers, load: FaultedLoad): Promise<void> {
  for (let i = 0; i < 240 && load.passed === 0; i++) {
    await clock.tickAsync(250);
    await settle(3);
  }
  expect(load.passed, 'background tries that reached the server').to.be.greaterThan(0);
}

describe('faults: every page kind, timing', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(async () => {
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await restorePages(page, uncaught);
  });

  for (const kind of PAGES) {
    describe(kind.name, () => {
      /**
       * The page on a fresh visit, its load calls failing as `mode` says; fake time from just
       * before it mounts (`time`, also the suite's clock), resolved once the load was called.
       */
      const mountFaulted = async (mode: FaultedLoad['mode']) => {
        await kind.forget();
        // The user key first, in real time: under fake time a slow real answer would time out.
        await getUserKey();
        const load = new FaultedLoad(kind);
        load.mode = mode;
        const time = fakeTimers(Date.now());
        clock = time;
        const root = await kind.mount();
        await until(() => load.faulted >= 1, 'the load call');
        return { load, root, time };
      };

      it('a hang: "taking long" with Retry at 15 s, the error with Reload at the first timeout, then it mends itself', async () => {
        const { load, root, time } = await mountFaulted('hang');
        await time.tickAsync(SLOW_AFTER_MS);
        await settle();
        await until(() => slowNotice(root) !== undefined, 'the slow notice');
        expect(slowNotice(root)!.textContent).to.contain(SLOW_TEXT);
        expect(deepAll(root, '[part="slow-retry"]').length).to.be.greaterThan(0);
        expect(reloadButton(root, kind)).to.equal(undefined);
        await time.tickAsync(DEFAULT_TIMEOUT_MS - SLOW_AFTER_MS);
        await settle();
        await until(() => reloadButton(root, kind) !== undefined, 'the error with Reload');
        expect(kind.shown(root)).to.equal(false);
        load.mode = 'real';
        await tickUntilTheServerIsAsked(time, load);
        time.restore();
        clock = undefined;
        await until(() => kind.shown(root), 'the page loaded by the background retry');
        expect(reloadButton(root, kind)).to.equal(undefined);
        expect(page.reload.called).to.equal(false);
        expect(uncaught.errors).to.deep.equal([]);
      });

      it('a 500 storm: the error with Reload, then it mends itself when the server is back', async () => {
        const { load, root, time } = await mountFaulted('storm');
        for (let i = 0; i < 200 && reloadButton(root, kind) === undefined; i++) {
          await settle(3);
          await time.tickAsync(500);
        }
        await until(() => reloadButton(root, kind) !== undefined, 'the error with Reload');
        expect(kind.shown(root)).to.equal(false);
        load.mode = 'real';
        // The next background try (its backoff began while the storm went on) finds the server.
        await tickUntilTheServerIsAsked(time, load);
        time.restore();
        clock = undefined;
        await until(() => kind.shown(root), 'the page loaded by the background retry');
        expect(page.reload.called).to.equal(false);
        expect(uncaught.errors).to.deep.equal([]);
      });
    });
  }
});

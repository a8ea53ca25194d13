// The time-driven faults over the loading elements (fake timers, no sleeps): a 5xx storm is
// retried by the call's policy (count and 2 s spacing) before the element gives up with its
// message (and a GET goes on in the background); a request that never answers says it is taking long at 15 s (with Retry), shows the error
// with Reload at its first 30 s timeout, and loads by itself once a background retry gets an answer.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { getUserKey } from '../../src/api/user-key';
import { RETRY_POLICIES, TIMEOUT_MESSAGE, type RetryPolicyName } from '../../src/core/http-rules';
import { SLOW_AFTER_MS, SLOW_TEXT } from '../../src/ui/SlowNotice';
import { fakeTimers, jsonResponse, settle, stubFetch } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { textOf } from './problem-helpers';
import { TARGETS, watchUncaught, type FaultTarget, type UncaughtLog, restoreAfterFault } from './faults-targets';
import { newVisit } from '../support/visit';

const STORM_MESSAGE = 'Service unavailable';

/** Each element's retry policy and what it says when the policy gives up. */
const GIVE_UP: Record<string, { policy: RetryPolicyName; text: string }> = {
  'cc-contest-page': { policy: 'shared', text: 'Please click here to reload. If problem persists, please report to' },
  'cc-problem': { policy: 'shared', text: 'The problem could not be loaded.' },
  'cc-roadmap': { policy: 'shared', text: STORM_MESSAGE },
  'cc-comments': { policy: 'comment', text: 'The comments could not be loaded.' },
  'cc-data-table (src)': { policy: 'shared', text: STORM_MESSAGE },
};

const slowNotice = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="slow-notice"]');
/** The element's loading place (a Loader, or a "Loading…" notice), beside which the slow notice waits. */
const loadingShown = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="loader"], [part="loading"]') !== null;
const reloadButton = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part="reload"]');
const errorShown = (el: HTMLElement, target: FaultTarget) => el.shadowRoot!.querySelector(target.errorPart) !== null;
const pathOf = (input: unknown) => new URL(String(input instanceof Request ? input.url : input), location.href).pathname;

describe('faults: timing', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(async () => {
    newVisit();
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    restoreAfterFault(page, uncaught);
    for (const target of TARGETS) await target.forget();
  });

  for (const target of TARGETS) {
    const { policy, text } = GIVE_UP[target.name];
    const attempts = RETRY_POLICIES[policy].maxRetries + 1;

    it(`${target.name}: a 5xx storm is tried ${attempts} times, 2 s apart, then "${text}"`, async () => {
      await target.forget();
      // The user key first, in real time: under fake time a slow real answer would time out.
      await getUserKey();
      const real = window.fetch.bind(window);
      const times: number[] = [];
      clock = fakeTimers(Date.now());
      stubFetch().callsFake(async (input, init) => {
        if (!target.path.test(pathOf(input))) return real(input, init);
        times.push(Date.now());
        return jsonResponse({ status: 'error', message: STORM_MESSAGE }, 503);
      });
      const el = await target.mount();
      // Each answer is read in real tasks (settle); then the retry wait is ticked.
      // Small steps with a generous cap: on a loaded machine an answer may take several
      // rounds to be read, and the loop ends as soon as the message shows.
      for (let i = 0; i < 400 && !errorShown(el, target); i++) {
        await settle();
        await clock.tickAsync(250);
      }
      await until(() => errorShown(el, target), 'the give-up message');
      expect(times.length).to.equal(attempts);
      const gaps = times.slice(1).map((at, i) => at - times[i]);
      const { delayMs } = RETRY_POLICIES[policy];
      expect(gaps.filter((gap) => gap < delayMs || gap >= delayMs + 1000), `gaps outside [${delayMs}, ${delayMs + 1000}) among ${gaps.join(',')}`).to.deep.equal([]);
      expect(textOf(el.shadowRoot!.querySelector(target.errorPart))).to.contain(text);
      expect(reloadButton(el), 'the error has Reload').to.not.equal(null);
      expect(target.shown(el)).to.equal(false);
      expect(page.reload.called || page.assign.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`${target.name}: a hang says "taking long" with Retry at 15 s, the error with Reload at the first timeout, then mends itself`, async () => {
      await target.forget();
      // The user key first, in real time: under fake time a slow real answer would time out.
      await getUserKey();
      const real = window.fetch.bind(window);
      let calls = 0;
      let hang = true;
      clock = fakeTimers(Date.now());
      stubFetch().callsFake((input, init) => {
        if (!target.path.test(pathOf(input))) return real(input, init);
        calls++;
        if (!hang) return real(input, init);
        // Like a real fetch whose server never answers: only the abort ends it.
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      });
      const el = await target.mount();
      // Some elements first fetch what they need (the user key) from the real server.
      await until(() => calls === 1, 'the first call');
      // The call may go out before the element draws its loading place; the notice's 15 s start
      // when that is drawn, so the clock moves only from then on.
      await until(() => loadingShown(el), 'the loading place');
      const started = Date.now();
      await clock.tickAsync(SLOW_AFTER_MS - 1);
      await settle();
      expect(slowNotice(el)).to.equal(null);
      await clock.tickAsync(1);
      await settle();
      expect(textOf(slowNotice(el))).to.contain(SLOW_TEXT);
      // Retry sends the waiting call again at once.
      slowNotice(el)!.querySelector<HTMLButtonElement>('[part="slow-retry"]')!.click();
      await settle();
      expect(calls).to.equal(2);
      await clock.tickAsync(started + SLOW_AFTER_MS + DEFAULT_TIMEOUT_MS - 1 - Date.now());
      await settle(3);
      expect(errorShown(el, target)).to.equal(false);
      await clock.tickAsync(1);
      await until(() => errorShown(el, target), 'the error at the first timeout');
      expect(calls).to.equal(2, 'no foreground retry of a timeout');
      expect(textOf(el.shadowRoot!.querySelector(target.errorPart))).to.contain(target.name === 'cc-roadmap' || target.name === 'cc-data-table (src)' ? TIMEOUT_MESSAGE : text);
      expect(reloadButton(el), 'a Reload button').to.not.equal(null);
      expect(target.shown(el)).to.equal(false);
      // The server answers again: the background try (2 s later) finds it, and the page loads.
      hang = false;
      await clock.tickAsync(2000);
      clock.restore();
      clock = undefined;
      await until(() => target.shown(el), `${target.name} shows its content`);
      expect(errorShown(el, target)).to.equal(false);
      expect(page.reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }
});

// The time-driven faults over the loading elements (fake timers, no sleeps): a 5xx storm is
// retried by the call's policy (count and 2 s spacing) before the element gives up with its
// message; a request that never answers is abandoned after the 30 s timeout, retried the same
// way, and ends in the timeout message instead of 'Loading…' forever.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { __resetClock } from '../../src/core/clock';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { RETRY_POLICIES, TIMEOUT_MESSAGE, type RetryPolicyName } from '../../src/core/http-rules';
import { __resetReloadGuard } from '../../src/core/reload-guard';
import { fakeTimers, jsonResponse, settle, stubFetch } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { textOf } from './problem-helpers';
import { TARGETS, watchUncaught, type FaultTarget, type UncaughtLog, restoreAfterFault } from './faults-targets';

const STORM_MESSAGE = 'Service unavailable';

/** Each element's retry policy and what it says when the policy gives up. */
const GIVE_UP: Record<string, { policy: RetryPolicyName; text: string }> = {
  'cc-contest-page': { policy: 'shared', text: 'Please click here to reload. If problem persists, please report to' },
  'cc-problem': { policy: 'shared', text: 'The problem could not be loaded.' },
  'cc-roadmap': { policy: 'shared', text: STORM_MESSAGE },
  'cc-comments': { policy: 'comment', text: 'The comments could not be loaded.' },
  'cc-data-table (src)': { policy: 'shared', text: STORM_MESSAGE },
};

const errorShown = (el: HTMLElement, target: FaultTarget) => el.shadowRoot!.querySelector(target.errorPart) !== null;
const pathOf = (input: unknown) => new URL(String(input instanceof Request ? input.url : input), location.href).pathname;

describe('faults: timing', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(async () => {
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
    __resetReloadGuard();
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
      expect(gaps.every((gap) => gap >= RETRY_POLICIES[policy].delayMs && gap < RETRY_POLICIES[policy].delayMs + 1000), `gaps ${gaps.join(',')}`).to.equal(true);
      expect(textOf(el.shadowRoot!.querySelector(target.errorPart))).to.contain(text);
      expect(target.shown(el)).to.equal(false);
      expect(page.reload.called || page.assign.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`${target.name}: a request that never answers times out after 30 s, is retried, then says so`, async () => {
      await target.forget();
      const real = window.fetch.bind(window);
      let calls = 0;
      clock = fakeTimers(Date.now());
      stubFetch().callsFake((input, init) => {
        if (!target.path.test(pathOf(input))) return real(input, init);
        calls++;
        // Like a real fetch whose server never answers: only the abort ends it.
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      });
      const el = await target.mount();
      // Some elements first fetch what they need (the user key) from the real server.
      await until(() => calls === 1, 'the first call');
      await clock.tickAsync(DEFAULT_TIMEOUT_MS - 1);
      await settle();
      expect(calls).to.equal(1);
      expect(errorShown(el, target)).to.equal(false);
      const step = DEFAULT_TIMEOUT_MS + RETRY_POLICIES[policy].delayMs;
      for (let i = 0; i < attempts * 8 && !errorShown(el, target); i++) {
        await clock.tickAsync(step / 2);
        await settle(3);
      }
      await until(() => errorShown(el, target), 'the timeout message');
      expect(calls).to.equal(attempts);
      expect(textOf(el.shadowRoot!.querySelector(target.errorPart))).to.contain(target.name === 'cc-roadmap' || target.name === 'cc-data-table (src)' ? TIMEOUT_MESSAGE : text);
      expect(target.shown(el)).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }
});

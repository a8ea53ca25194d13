// The fault suite for the elements that load from the server (contest page, problem, roadmap,
// comments, server-mode data table): every scenario of the table runs against every element,
// and each case checks what the element shows, how the page reacts (reload, no navigation to a
// hostile redirect) and that nothing was thrown uncaught.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheEntryKey } from '../../src/api/cache';
import { __resetClock } from '../../src/core/clock';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { __resetReloadGuard } from '../../src/core/reload-guard';
import { jsonResponse, settle, stubPath, textResponse } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { textOf } from './problem-helpers';
import { TARGETS, watchUncaught, type FaultTarget, type UncaughtLog, restoreAfterFault } from './faults-targets';

const errorText = (el: HTMLElement, target: FaultTarget) => textOf(el.shadowRoot!.querySelector(target.errorPart));
const settled = (el: HTMLElement, target: FaultTarget) => el.shadowRoot!.querySelector(target.errorPart) !== null || target.shown(el);

interface Scenario {
  name: string;
  answer: () => Response | Promise<Response>;
  check(el: HTMLElement, target: FaultTarget, page: PageGuard): void;
}

const HOSTILE_REDIRECTS = ['javascript:alert(document.domain)', '//evil.example/login', '/\\evil.example/login', 'https://evil.example/'];

const SCENARIOS: Scenario[] = [
  {
    name: 'network loss (fetch rejects with a TypeError)',
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
    check(el, target) {
      expect(target.shown(el)).to.equal(false);
      expect(errorText(el, target)).to.contain(NETWORK_ERROR_MESSAGE);
    },
  },
  {
    name: 'malformed JSON',
    answer: () => textResponse('{"status": "success", "rows": [', 200),
    check(el, target) {
      expect(target.shown(el)).to.equal(false);
      expect(errorText(el, target)).to.contain(GENERIC_ERROR_MESSAGE);
    },
  },
  {
    name: 'a wrong shape',
    answer: () => jsonResponse(currentTarget.wrongShape),
    check(el, target) {
      expect(target.shown(el)).to.equal(false);
      expect(errorText(el, target)).to.contain(GENERIC_ERROR_MESSAGE);
    },
  },
  ...HOSTILE_REDIRECTS.map((redirect): Scenario => ({
    name: `Session limit exceeded redirecting to ${redirect}`,
    answer: () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect }),
    check(el, target, page) {
      expect(page.assign.called).to.equal(false);
      expect(page.reload.called).to.equal(false);
      expect(target.shown(el)).to.equal(false);
      expect(errorText(el, target)).to.contain(SESSION_LIMIT_MESSAGE);
    },
  })),
];

/** The scenario table reads the target of the running case (wrong shapes differ per element). */
let currentTarget: FaultTarget = TARGETS[0];

describe('faults: loads', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  beforeEach(async () => {
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
    __resetReloadGuard();
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    restoreAfterFault(page, uncaught);
    await currentTarget.forget();
  });

  for (const target of TARGETS) {
    describe(target.name, () => {
      for (const scenario of SCENARIOS) {
        it(scenario.name, async () => {
          currentTarget = target;
          await target.forget();
          stubPath(target.path, scenario.answer as () => Response);
          const el = await target.mount();
          await until(() => settled(el, target), `${target.name} settles`);
          scenario.check(el, target, page);
          expect(uncaught.errors).to.deep.equal([]);
        });
      }

      for (const [name, body, status] of [
        ['403 apierror', { status: 'apierror', message: 'Forbidden' }, 403],
        ['rate_limit_exceeded', { status: 'rate_limit_exceeded', message: 'Too many requests' }, 429],
      ] as const) {
        it(`${name}: the page reloads once (through the reload guard), nothing else navigates`, async () => {
          currentTarget = target;
          await target.forget();
          const stub = stubPath(target.path, () => jsonResponse(body, status));
          const el = await target.mount();
          await until(() => page.reload.called, 'the reload');
          await settle();
          expect(page.reload.callCount).to.equal(1);
          expect(page.assign.called).to.equal(false);
          expect(target.shown(el)).to.equal(false);
          expect(stub.getCalls().filter((call) => target.path.test(new URL(String(call.args[0]), location.href).pathname)).length).to.equal(1);
          expect(uncaught.errors).to.deep.equal([]);
        });
      }

      it('storage that throws: the element still loads and shows its content', async () => {
        currentTarget = target;
        await target.forget();
        sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
        sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('quota', 'QuotaExceededError'));
        const el = await target.mount();
        await until(() => settled(el, target), `${target.name} settles`);
        expect(errorText(el, target)).to.equal('');
        expect(target.shown(el)).to.equal(true);
        expect(uncaught.errors).to.deep.equal([]);
      });

      if (target.cacheName) {
        const cacheName = target.cacheName;
        it('a tampered cache entry is a miss: the element loads from the server', async () => {
          currentTarget = target;
          await target.forget();
          localStorage.setItem(cacheEntryKey(cacheName), '{"v":1,"iv":"!!","data":"not sealed"');
          const el = await target.mount();
          await until(() => settled(el, target), `${target.name} settles`);
          expect(errorText(el, target)).to.equal('');
          expect(target.shown(el)).to.equal(true);
          expect(uncaught.errors).to.deep.equal([]);
        });
      }
    });
  }
});

// The fault suite for the elements that load from the server (contest page, problem, roadmap,
// comments, server-mode data table): every scenario of the table runs against every element,
// and each case checks what the element shows, how the page reacts (reload, no navigation to a
// hostile redirect) and that nothing was thrown uncaught.
import { expect, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheEntryKey } from '../../src/api/cache';
import { setStorageBacking } from '../../src/core/storage';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { jsonResponse, settle, stubPath, textResponse } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { textOf } from './problem-helpers';
import { TARGETS, watchUncaught, type FaultTarget, type UncaughtLog, restoreAfterFault } from './faults-targets';
import { newVisit } from '../support/visit';

/** The sealed cache's entries in storage whose cache name starts with `prefix`. */
const cacheKeys = (prefix = '') => Object.keys(localStorage).filter((key) => key.startsWith(cacheEntryKey(prefix)));

/**
 * The stored entry with one character of its ciphertext changed: still well-formed JSON and
 * base64, so only the sealing (AES-GCM's authentication) can tell.
 */
function alterCiphertext(stored: string): string {
  const entry = JSON.parse(stored) as { v: number; iv: string; ct: string };
  const ct = (entry.ct[0] === 'A' ? 'B' : 'A') + entry.ct.slice(1);
  return JSON.stringify({ ...entry, ct });
}

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
      expect(el.shadowRoot!.querySelector('button[part="reload"]'), 'the error has Reload').to.not.equal(null);
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
    newVisit();
    await serverSignOut();
    page = guardPage();
    embedSettings({ username: '' });
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

      if (target.cached) {
        const { prefix, remount } = target.cached;
        it('a tampered cache entry (sealed, then altered) is dropped: the fresh server answer shows', async () => {
          currentTarget = target;
          // Real localStorage again: a case with throwing storage leaves the page on memory.
          setStorageBacking(null);
          await target.forget();
          const before = new Set(cacheKeys(prefix));
          const first = await target.mount();
          await until(() => target.shown(first), `${target.name} shows its first load`);
          await until(() => cacheKeys(prefix).some((key) => !before.has(key)), 'the answer sealed in the cache');
          const key = cacheKeys(prefix).find((k) => !before.has(k))!;
          const tampered = alterCiphertext(localStorage.getItem(key)!);
          fixtureCleanup();
          localStorage.setItem(key, tampered);
          const real = window.fetch.bind(window);
          let loads = 0;
          sinon.stub(window, 'fetch').callsFake((input, init) => {
            if (target.path.test(new URL(String(input instanceof Request ? input.url : input), location.href).pathname)) loads++;
            return real(input, init);
          });
          const el = await remount();
          await until(() => settled(el, target), `${target.name} settles`);
          expect(errorText(el, target)).to.equal('');
          expect(target.shown(el)).to.equal(true);
          expect(loads).to.equal(1);
          expect(localStorage.getItem(key)).to.not.equal(tampered);
          expect(uncaught.errors).to.deep.equal([]);
        });
      }

      if (!target.cacheName && !target.cached) {
        it('keeps nothing in the sealed cache (no entry to tamper with)', async () => {
          currentTarget = target;
          setStorageBacking(null);
          await target.forget();
          const before = new Set(cacheKeys());
          const el = await target.mount();
          await until(() => settled(el, target), `${target.name} settles`);
          expect(target.shown(el)).to.equal(true);
          await settle();
          expect(cacheKeys().filter((key) => !before.has(key))).to.deep.equal([]);
        });
      }
    });
  }
});

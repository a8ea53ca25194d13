// The fault suite for the todo calls of a signed-in user: the header's todo box (the
// notification list) and cc-todo-widget's add. Each fault ends in the element's own message,
// never a navigation to a hostile redirect or an uncaught error, and the element stays usable.
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-todo-widget';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { setNavImpl } from '../../src/core/nav';
import { store } from '../../src/core/store';
import { TODO_FAILURE_TEXT } from '../../src/features/header/logic';
import { addedTodosAtom } from '../../src/state/todo';
import { jsonResponse, settle, textResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, cleanUp, mountHeader, resetSession, signIn } from './header-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { newVisit } from '../support/visit';

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers calls to `path` with `answer` (which may reject or never settle); the rest go to the server. */
function faultPath(path: string, answer: Answer): { calls: () => number } {
  const real = window.fetch.bind(window);
  let calls = 0;
  sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (url.pathname !== path) return real(input, init);
    calls++;
    return Promise.resolve().then(() => answer(init));
  });
  return { calls: () => calls };
}

/** Never answers; only the call's abort (its timeout) ends it, as with a real fetch. */
const hanging: Answer = (init) => new Promise<Response>((_resolve, reject) => {
  init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
});

const HOSTILE = ['javascript:alert(document.domain)', '//evil.example/login'];

interface Fault { name: string; answer: Answer; widgetMessage: string }

const FAULTS: Fault[] = [
  { name: 'network loss', answer: () => Promise.reject(new TypeError('Failed to fetch')), widgetMessage: NETWORK_ERROR_MESSAGE },
  { name: 'malformed JSON', answer: () => textResponse('{"status": "succ'), widgetMessage: GENERIC_ERROR_MESSAGE },
  { name: 'a wrong shape', answer: () => jsonResponse({ status: 'success', count: 'many' }), widgetMessage: GENERIC_ERROR_MESSAGE },
  ...HOSTILE.map((redirect): Fault => ({
    name: `Session limit exceeded redirecting to ${redirect}`,
    answer: () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect }),
    widgetMessage: SESSION_LIMIT_MESSAGE,
  })),
];

describe('faults: todo calls', () => {
  let uncaught: UncaughtLog;
  let assign: sinon.SinonSpy;
  let reload: sinon.SinonSpy;
  beforeEach(async () => {
    newVisit();
    await setViewport({ width: 1280, height: 800 });
    resetSession();
    store.set(addedTodosAtom, new Set());
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    uncaught.stop();
    fixtureCleanup();
    newVisit();
    await cleanUp();
  });

  /** cleanUp (in afterEach) restores sinon and the nav implementation. */
  function guardNav(): void {
    assign = sinon.spy();
    reload = sinon.spy();
    setNavImpl({ assign, reload, replace: assign });
  }

  describe("cc-header: the todo box says 'Sorry your Todo list can not be rendered.'", () => {
    const todoButton = (el: Element) => $<HTMLButtonElement>(el, '.todo-button')!;
    const todoBox = (el: Element) => $(el, '#todo-box')!;

    async function signedInHeader(): Promise<HTMLElement> {
      await signIn('alice');
      const el = await mountHeader();
      await until(() => $(el, '.todo-count')?.textContent === '3', 'the todo count');
      return el;
    }

    for (const fault of FAULTS) {
      it(fault.name, async () => {
        const el = await signedInHeader();
        guardNav();
        faultPath('/todo/notification', fault.answer);
        const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
        try {
          todoButton(el).click();
          await clock.tickAsync(1000);
          await until(() => shadowText(todoBox(el)).includes(TODO_FAILURE_TEXT), 'the failure text');
        } finally {
          clock.restore();
        }
        expect(assign.called || reload.called).to.equal(false);
        expect($(el, '.todo-count')!.textContent).to.equal('3');
        expect(uncaught.errors).to.deep.equal([]);
      });
    }

    it('a hanging request: 30 s timeout, then the failure text at once (no retry of a timeout)', async () => {
      const el = await signedInHeader();
      guardNav();
      const fetches = faultPath('/todo/notification', hanging);
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      try {
        todoButton(el).click();
        await clock.tickAsync(1000);
        await settle();
        for (let i = 0; i < 120 && !shadowText(todoBox(el)).includes(TODO_FAILURE_TEXT); i++) {
          await clock.tickAsync((DEFAULT_TIMEOUT_MS + 2000) / 2);
          await settle(3);
        }
        await until(() => shadowText(todoBox(el)).includes(TODO_FAILURE_TEXT), 'the failure text');
      } finally {
        clock.restore();
      }
      expect(fetches.calls()).to.equal(1);
      expect(uncaught.errors).to.deep.equal([]);
    });
  });

  describe('cc-todo-widget: adding shows the message and stays usable', () => {
    const stateOf = (el: Element) => el.shadowRoot!.querySelector('[part="widget"]')?.getAttribute('data-state');
    const message = (el: Element) => el.shadowRoot!.querySelector('[part="message"]')?.textContent ?? '';

    for (const fault of FAULTS.filter((f) => f.name !== 'a wrong shape')) {
      it(fault.name, async () => {
        await signIn('alice');
        const host = await fixture<HTMLElement>('<div><cc-todo-widget problem="CLIMB"></cc-todo-widget></div>');
        const el = host.querySelector<HTMLElement>('cc-todo-widget')!;
        await until(() => !!el.shadowRoot!.querySelector('[part="markup"] button'), 'the markup');
        guardNav();
        faultPath('/api/todo/add', fault.answer);
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
        await until(() => message(el) !== '', 'the message');
        expect(message(el)).to.contain(fault.widgetMessage);
        expect(stateOf(el)).to.equal('add');
        expect(assign.called || reload.called).to.equal(false);
        expect(uncaught.errors).to.deep.equal([]);
      });
    }

    for (const [name, body, status] of [
      ['403 apierror', { status: 'apierror', message: 'Forbidden' }, 403],
      ['rate_limit_exceeded', { status: 'rate_limit_exceeded', message: 'Too many requests' }, 429],
    ] as const) {
      it(`${name}: the page reloads once through the reload guard; the widget stays usable`, async () => {
        await signIn('alice');
        const host = await fixture<HTMLElement>('<div><cc-todo-widget problem="CLIMB"></cc-todo-widget></div>');
        const el = host.querySelector<HTMLElement>('cc-todo-widget')!;
        await until(() => !!el.shadowRoot!.querySelector('[part="markup"] button'), 'the markup');
        guardNav();
        faultPath('/api/todo/add', () => jsonResponse(body, status));
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
        await until(() => reload.called, 'the reload');
        await until(() => stateOf(el) === 'add', 'the widget usable again');
        expect(reload.callCount).to.equal(1);
        expect(assign.called).to.equal(false);
        expect(uncaught.errors).to.deep.equal([]);
      });
    }
  });
});

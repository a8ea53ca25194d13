// The time-driven faults (fake timers, no sleeps) of the header's calls — user-me and the
// course dropdown — and of cc-todo-widget's add: a 5xx storm is tried as the shared policy says
// (11 times, 2 s apart) before the element gives up; a request that never answers is abandoned
// after the 30 s timeout, not tried again, and ends in the element's failure state instead of
// waiting for ever.
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-todo-widget';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { RETRY_POLICIES, TIMEOUT_MESSAGE } from '../../src/core/http-rules';
import { setNavImpl } from '../../src/core/nav';
import { store } from '../../src/core/store';
import { COURSES_FAILURE_TEXT } from '../../src/features/header/logic';
import { reloadCoursesAtom } from '../../src/state/courses';
import { addedTodosAtom } from '../../src/state/todo';
import { fakeTimers, jsonResponse, settle } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, $$, cleanUp, resetSession, signIn } from './header-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { newVisit } from '../support/visit';

const STORM_MESSAGE = 'Service unavailable';
const SHARED = RETRY_POLICIES.shared;
const ATTEMPTS = SHARED.maxRetries + 1;

type Answer = (init: RequestInit | undefined) => Promise<Response>;

const storm: Answer = () => Promise.resolve(jsonResponse({ status: 'error', message: STORM_MESSAGE }, 503));
/** Never answers; only the call's abort (its timeout) ends it, as with a real fetch. */
const hanging: Answer = (init) => new Promise<Response>((_resolve, reject) => {
  init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
});

/** Answers calls to `path` with `answer`, noting when each was made; the rest reach the server. */
function faultPath(path: string, answer: Answer): number[] {
  const real = window.fetch.bind(window);
  const times: number[] = [];
  sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (url.pathname !== path) return real(input, init);
    times.push(Date.now());
    return answer(init);
  });
  return times;
}

interface Case {
  name: string;
  answer: Answer;
  /** Fake time ticked per round while waiting for the give-up. */
  step: number;
  /** The gap between two tries: the retry delay. */
  gap: number;
  /** Tries before the element gives up. */
  attempts: number;
}

const CASES: Case[] = [
  { name: `a 5xx storm is tried ${ATTEMPTS} times, ${SHARED.delayMs / 1000} s apart`, answer: storm, step: 250, gap: SHARED.delayMs, attempts: ATTEMPTS },
  {
    name: `a request that never answers times out after ${DEFAULT_TIMEOUT_MS / 1000} s and is tried once`,
    answer: hanging,
    step: DEFAULT_TIMEOUT_MS / 4,
    gap: 0,
    attempts: 1,
  },
];

function expectSpacing(times: number[], gap: number, attempts: number): void {
  expect(times.length).to.equal(attempts);
  const gaps = times.slice(1).map((at, i) => at - times[i]);
  expect(gaps.filter((g) => g < gap || g >= gap + 1000), `gaps outside [${gap}, ${gap + 1000}) among ${gaps.join(',')}`).to.deep.equal([]);
}

describe('faults: the header and the todo widget over time', () => {
  let uncaught: UncaughtLog;
  let clock: sinon.SinonFakeTimers | undefined;
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
    clock?.restore();
    clock = undefined;
    uncaught.stop();
    newVisit();
    await cleanUp();
  });

  function guardNav(): void {
    assign = sinon.spy();
    reload = sinon.spy();
    setNavImpl({ assign, reload, replace: assign });
  }

  /** Ticks fake time in steps, letting real tasks (fetch bodies, WebCrypto) run between them. */
  async function tickUntil(done: () => boolean, step: number): Promise<void> {
    for (let i = 0; i < 400 && !done(); i++) {
      await settle(3);
      await clock!.tickAsync(step);
    }
  }

  for (const { name, answer, step, gap, attempts } of CASES) {
    const timedOut = answer === hanging;

    it(`cc-header user-me: ${name}, then the visitor's Login and Sign up show`, async () => {
      // Signed in on the server: only the failing user-me keeps the header from showing alice.
      await signIn('alice');
      guardNav();
      const times = faultPath('/api/user/me', answer);
      clock = fakeTimers(Date.now());
      const el = await fixture<HTMLElement>('<cc-header></cc-header>');
      const visitor = () => $$<HTMLAnchorElement>(el, '.visitor-links a').map((a) => a.textContent);
      await tickUntil(() => visitor().length > 0, step);
      clock.restore();
      clock = undefined;
      await until(() => visitor().length > 0, 'the visitor links');
      expectSpacing(times, gap, attempts);
      expect(visitor()).to.deep.equal(['Login', 'Sign up']);
      expect($(el, '.user-button')?.outerHTML).to.equal(undefined);
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`cc-header course menu: ${name}, then the menu says so, with Retry`, async () => {
      guardNav();
      const times = faultPath('/api/courses/dropdown', answer);
      store.set(reloadCoursesAtom);
      clock = fakeTimers(Date.now());
      const el = await fixture<HTMLElement>('<cc-header></cc-header>');
      await tickUntil(() => !!$(el, '.courses-trigger'), 50);
      $<HTMLButtonElement>(el, '.courses-trigger')!.click();
      const panel = () => shadowText($(el, '#course-panel')!);
      await tickUntil(() => panel().includes(COURSES_FAILURE_TEXT), step);
      clock.restore();
      clock = undefined;
      await until(() => panel().includes(COURSES_FAILURE_TEXT), 'the failure text');
      expectSpacing(times, gap, attempts);
      expect(panel()).to.contain(timedOut ? TIMEOUT_MESSAGE : STORM_MESSAGE);
      expect($(el, '#course-panel .link-button')?.textContent).to.equal('Retry');
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`cc-todo-widget add: ${name}, then the message, and the widget stays usable`, async () => {
      await signIn('alice');
      const host = await fixture<HTMLElement>('<div><cc-todo-widget problem="CLIMB"></cc-todo-widget></div>');
      const el = host.querySelector<HTMLElement>('cc-todo-widget')!;
      await until(() => !!el.shadowRoot!.querySelector('[part="markup"] button'), 'the markup');
      guardNav();
      const times = faultPath('/api/todo/add', answer);
      const message = () => el.shadowRoot!.querySelector('[part="message"]')?.textContent ?? '';
      clock = fakeTimers(Date.now());
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="markup"] button')!.click();
      await tickUntil(() => message() !== '', step);
      clock.restore();
      clock = undefined;
      await until(() => message() !== '', 'the message');
      expectSpacing(times, gap, attempts);
      expect(message()).to.contain(timedOut ? TIMEOUT_MESSAGE : STORM_MESSAGE);
      await until(() => el.shadowRoot!.querySelector('[part="widget"]')?.getAttribute('data-state') === 'add', 'the widget usable again');
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }
});

// The fault suite for cc-header's own calls: user-me (who is signed in) and the course
// dropdown. A failing user-me leaves the header usable as for a visitor (Login / Sign up); a
// failing course list says so with Retry; neither navigates to a hostile redirect nor throws
// uncaught.
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-offline-banner';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { setNavImpl } from '../../src/core/nav';
import { dropPendingReload } from '../../src/core/reload-guard';
import { store } from '../../src/core/store';
import { COURSES_FAILURE_TEXT } from '../../src/features/header/logic';
import { RELOAD_NOTICE_TEXT } from '../../src/features/offline-banner/ReloadNotice';
import { reloadCoursesAtom } from '../../src/state/courses';
import { fakeTimers, jsonResponse, settle, textResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, $$, calledPaths, cleanUp, mountHeader, resetSession, signIn } from './header-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';
import { newVisit } from '../support/visit';

type Answer = () => Response | Promise<Response>;

/** Answers calls to `path` (and to the paths of `also`) as given; the rest reach the server. */
function faultPath(path: string, answer: Answer, also: Record<string, Answer> = {}): sinon.SinonStub {
  const real = window.fetch.bind(window);
  const answers: Record<string, Answer> = { ...also, [path]: answer };
  return sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const faulted = answers[url.pathname];
    return faulted ? Promise.resolve().then(faulted) : real(input, init);
  });
}

/** Each fault, and why the course menu says its list failed. */
const FAULTS: Array<[string, Answer, string]> = [
  ['network loss', () => Promise.reject(new TypeError('Failed to fetch')), NETWORK_ERROR_MESSAGE],
  ['malformed JSON', () => textResponse('{"status": "succ'), GENERIC_ERROR_MESSAGE],
  ['a wrong shape', () => jsonResponse({ status: 'success', categories: 'abc', user: 'abc' }), GENERIC_ERROR_MESSAGE],
  ['a wrong shape with a message', () => jsonResponse({ status: 'success', categories: 'abc', message: 'Courses are being updated' }), 'Courses are being updated'],
  ['Session limit exceeded redirecting to javascript:', () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect: 'javascript:alert(1)' }), SESSION_LIMIT_MESSAGE],
  ['Session limit exceeded redirecting to //evil.example', () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect: '//evil.example/' }), SESSION_LIMIT_MESSAGE],
];

describe('faults: cc-header', () => {
  let uncaught: UncaughtLog;
  let assign: sinon.SinonSpy;
  let reload: sinon.SinonSpy;
  beforeEach(async () => {
    newVisit();
    await setViewport({ width: 1280, height: 800 });
    resetSession();
    assign = sinon.spy();
    reload = sinon.spy();
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    uncaught.stop();
    newVisit();
    await cleanUp();
  });

  for (const [name, answer, reason] of FAULTS) {
    it(`user-me fails (${name}): the visitor's Login and Sign up links show`, async () => {
      // Signed in on the server: only the failed user-me keeps the header from showing alice.
      await signIn('alice');
      const stub = faultPath('/api/user/me', answer);
      setNavImpl({ assign, reload, replace: assign });
      resetSession();
      const el = await mountHeader();
      expect(calledPaths(stub, '/api/user/me')).to.not.be.empty;
      const visitor = $$<HTMLAnchorElement>(el, '.visitor-links a').map((a) => a.textContent);
      expect(visitor).to.deep.equal(['Login', 'Sign up']);
      expect($(el, '.user-button')?.outerHTML).to.equal(undefined);
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`the course list fails (${name}): the dropdown says so and why, with Retry`, async () => {
      faultPath('/api/courses/dropdown', answer);
      setNavImpl({ assign, reload, replace: assign });
      store.set(reloadCoursesAtom);
      const el = await mountHeader();
      $<HTMLButtonElement>(el, '.courses-trigger')!.click();
      await until(() => shadowText($(el, '#course-panel')!).includes(COURSES_FAILURE_TEXT), 'the failure text');
      expect($(el, '#course-panel [role="alert"] .reason')?.textContent).to.equal(reason);
      expect($(el, '#course-panel .link-button')).to.not.equal(null);
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }

  it('a wrong-shaped course list: the reason is announced, Retry works from the keyboard, axe clean', async () => {
    let wrong = true;
    const real = window.fetch.bind(window);
    const stub = sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      return wrong && url.pathname === '/api/courses/dropdown' ? Promise.resolve(jsonResponse({ status: 'success', categories: 'abc' })) : real(input, init);
    });
    store.set(reloadCoursesAtom);
    const el = await mountHeader();
    $<HTMLButtonElement>(el, '.courses-trigger')!.click();
    await until(() => shadowText($(el, '#course-panel')!).includes(GENERIC_ERROR_MESSAGE), 'the reason');
    expect($(el, '#course-panel [role="alert"]')?.textContent).to.contain(`${COURSES_FAILURE_TEXT} ${GENERIC_ERROR_MESSAGE}`);
    await expect(el).to.be.accessible();
    wrong = false;
    $<HTMLButtonElement>(el, '#course-panel .link-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => $$(el, '#course-panel [role="tab"]').length > 0, 'the categories after Retry');
    expect(calledPaths(stub, '/api/courses/dropdown').length).to.equal(2);
    expect(uncaught.errors).to.deep.equal([]);
  });

  // The reload rule for answers that ask for it (rate_limit_exceeded, a 403 apierror): the first
  // reloads at once; when the page comes back to the same answer, the reload waits (2 s, then
  // longer) with the offline banner's notice and its Retry button, so nothing loops.
  const RELOAD_ANSWERS = [
    ['403 apierror', { status: 'apierror', message: 'Forbidden' }, 403],
    ['rate_limit_exceeded', { status: 'rate_limit_exceeded', message: 'Too many requests' }, 429],
  ] as const;

  const NO_USER_KEY: Record<string, Answer> = { '/api/user/key': () => jsonResponse({ status: 'error', message: 'No key' }, 404) };

  interface HeaderCall {
    name: string;
    path: string;
    signedIn: boolean;
    /** Other paths answered alongside. */
    also?: Record<string, Answer>;
    /** Makes the header send the call (it is mounted, with its session loaded). */
    trigger(el: HTMLElement): Promise<void>;
  }

  const CALLS: HeaderCall[] = [
    // The user key is refused as well, so the sealed cache steps aside: an answer an earlier
    // case sealed in the background cannot answer for the server.
    { name: 'user-me', path: '/api/user/me', signedIn: false, also: NO_USER_KEY, trigger: async () => undefined },
    {
      name: 'the course menu',
      path: '/api/courses/dropdown',
      signedIn: false,
      also: NO_USER_KEY,
      async trigger(el) {
        $<HTMLButtonElement>(el, '.courses-trigger')!.click();
      },
    },
    // A signed-in header asks for the todo count as it loads.
    { name: 'the todo notification', path: '/todo/notification', signedIn: true, trigger: async () => undefined },
  ];

  /** until, a few times over, naming what was seen when it still fails. */
  async function untilLong(check: () => boolean, what: () => string): Promise<void> {
    for (let round = 0; round < 3; round++) {
      try {
        await until(check, what());
        return;
      } catch {
        // wait another round
      }
    }
    await until(check, what());
  }

  /** A fresh page: the header (and the offline banner that shows the reload notice). */
  async function mountPage(): Promise<{ header: HTMLElement; banner: HTMLElement }> {
    resetSession(); // settings are read again, as on a new page
    store.set(reloadCoursesAtom);
    const page = await fixture<HTMLElement>('<div><cc-offline-banner></cc-offline-banner><cc-header></cc-header></div>');
    const header = page.querySelector<HTMLElement>('cc-header')!;
    await until(() => !!$(header, '.account') && $(header, '.account')!.childElementCount > 1, 'the account area');
    return { header, banner: page.querySelector<HTMLElement>('cc-offline-banner')! };
  }

  for (const call of CALLS) {
    for (const [name, body, status] of RELOAD_ANSWERS) {
      it(`${call.name} answers ${name}: one reload, then a visible wait with Retry; nothing loops`, async function () {
        // Two page loads, each with its own round trips to the server: more than the default
        // 10 s on a loaded machine.
        this.timeout(40_000);
        if (call.signedIn) await signIn('alice');
        const calls = () => calledPaths(stub, call.path).length;
        const stub = faultPath(call.path, () => jsonResponse(body, status), call.also);
        setNavImpl({ assign, reload, replace: assign });
        const first = await mountPage();
        await call.trigger(first.header);
        // Three calls in a row reach the server first (user key, user-me, then the faulted one):
        // on a loaded machine that takes longer than one wait.
        await untilLong(() => reload.called, () => `the first reload (${calls()} faulted calls made)`);
        await settle();
        expect(reload.callCount).to.equal(1);
        expect(calls()).to.equal(1);

        // The page came back (the reload keeps its record) and the server answers the same.
        fixtureCleanup();
        dropPendingReload();
        const clock = fakeTimers(Date.now());
        try {
          const { header, banner } = await mountPage();
          await call.trigger(header);
          const notice = () => banner.shadowRoot!.querySelector('[part="reload-notice"]');
          await untilLong(() => notice() !== null, () => `the reload notice (${calls()} faulted calls made)`);
          expect(reload.callCount).to.equal(1);
          expect(shadowText(banner)).to.contain(RELOAD_NOTICE_TEXT);
          expect(shadowText(banner)).to.contain('Reloading in 2 s.');
          expect(banner.shadowRoot!.querySelector('[part="reload-retry"]')?.textContent).to.equal('Retry now');
          await clock.tickAsync(1999);
          expect(reload.callCount).to.equal(1);
          await clock.tickAsync(1);
          expect(reload.callCount).to.equal(2);
          // Waiting longer sends nothing more: the header does not ask again by itself.
          await clock.tickAsync(60_000);
          await settle();
          expect(reload.callCount).to.equal(2);
          expect(calls()).to.equal(2);
        } finally {
          clock.restore();
        }
        expect(assign.called).to.equal(false);
        expect(uncaught.errors).to.deep.equal([]);
      });
    }
  }
});

// The fault suite for cc-header's own calls: user-me (who is signed in) and the course
// dropdown. A failing user-me leaves the header usable as for a visitor (Login / Sign up); a
// failing course list says so with Retry; neither navigates to a hostile redirect nor throws
// uncaught.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { setNavImpl } from '../../src/core/nav';
import { __resetReloadGuard } from '../../src/core/reload-guard';
import { store } from '../../src/core/store';
import { COURSES_FAILURE_TEXT } from '../../src/features/header/logic';
import { reloadCoursesAtom } from '../../src/state/courses';
import { jsonResponse, textResponse } from '../core/helpers';
import { shadowText, until } from '../support/until';
import { $, $$, calledPaths, cleanUp, mountHeader, resetSession, signIn } from './header-helpers';
import { watchUncaught, type UncaughtLog } from './faults-targets';

type Answer = () => Response | Promise<Response>;

function faultPath(path: string, answer: Answer): sinon.SinonStub {
  const real = window.fetch.bind(window);
  return sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    return url.pathname === path ? Promise.resolve().then(answer) : real(input, init);
  });
}

const FAULTS: Array<[string, Answer]> = [
  ['network loss', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['malformed JSON', () => textResponse('{"status": "succ')],
  ['a wrong shape', () => jsonResponse({ status: 'success', categories: 'abc', user: 'abc' })],
  ['Session limit exceeded redirecting to javascript:', () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect: 'javascript:alert(1)' })],
  ['Session limit exceeded redirecting to //evil.example', () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect: '//evil.example/' })],
];

describe('faults: cc-header', () => {
  let uncaught: UncaughtLog;
  let assign: sinon.SinonSpy;
  let reload: sinon.SinonSpy;
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    resetSession();
    __resetReloadGuard();
    assign = sinon.spy();
    reload = sinon.spy();
    uncaught = watchUncaught();
  });
  afterEach(async () => {
    uncaught.stop();
    __resetReloadGuard();
    await cleanUp();
  });

  for (const [name, answer] of FAULTS) {
    it(`user-me fails (${name}): the visitor's Login and Sign up links show`, async () => {
      // Signed in on the server: only the failed user-me keeps the header from showing alice.
      await signIn('alice');
      const stub = faultPath('/api/user/me', answer);
      setNavImpl({ assign, reload, replace: assign });
      resetSession();
      const el = await mountHeader();
      expect(calledPaths(stub, '/api/user/me').length > 0).to.equal(true);
      const visitor = $$<HTMLAnchorElement>(el, '.visitor-links a').map((a) => a.textContent);
      expect(visitor).to.deep.equal(['Login', 'Sign up']);
      expect($(el, '.user-button') === null).to.equal(true);
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });

    it(`the course list fails (${name}): the dropdown says so, with Retry`, async () => {
      faultPath('/api/courses/dropdown', answer);
      setNavImpl({ assign, reload, replace: assign });
      store.set(reloadCoursesAtom);
      const el = await mountHeader();
      $<HTMLButtonElement>(el, '.courses-trigger')!.click();
      await until(() => shadowText($(el, '#course-panel')!).includes(COURSES_FAILURE_TEXT), 'the failure text');
      expect($(el, '#course-panel .link-button') !== null).to.equal(true);
      expect(assign.called || reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }
});

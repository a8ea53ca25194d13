// The fault suite for the elements where users type (cc-comments' post box, cc-server-form):
// every submit fault of the table ends in the element's message or the page's reload rule,
// never a navigation to a hostile redirect, never an uncaught error, and what was typed is
// still in the field afterwards.
import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { SESSION_LIMIT_MESSAGE } from '../../src/core/http-rules';
import { jsonResponse, stubFetch, textResponse } from '../core/helpers';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetThread, freshThread, listAnswer, mountComments, postField, stubComments, textOf, type } from './comments-helpers';
import { watchUncaught, type UncaughtLog, restoreAfterFault } from './faults-targets';
import { q } from '../support/shadow';
import { newVisit } from '../support/visit';

interface SubmitFault {
  name: string;
  answer: () => Response | Promise<Response>;
  /** The page's reload rule applies (the element shows no message of its own then). */
  reloads?: boolean;
  /** Text the element's message must contain. */
  message?: string;
  /** Storage throws while the user types and submits. */
  brokenStorage?: boolean;
}

const FAULTS: SubmitFault[] = [
  { name: 'network loss', answer: () => Promise.reject(new TypeError('Failed to fetch')) },
  { name: 'malformed JSON', answer: () => textResponse('{"status": "succ') },
  { name: '403 apierror', answer: () => jsonResponse({ status: 'apierror', message: 'Forbidden' }, 403), reloads: true },
  { name: 'rate_limit_exceeded', answer: () => jsonResponse({ status: 'rate_limit_exceeded', message: 'Too many requests' }, 429), reloads: true },
  ...['javascript:alert(document.domain)', '//evil.example/login'].map((redirect): SubmitFault => ({
    name: `Session limit exceeded redirecting to ${redirect}`,
    answer: () => jsonResponse({ status: 'error', message: SESSION_LIMIT_MESSAGE, redirect }),
    message: SESSION_LIMIT_MESSAGE,
  })),
  { name: 'storage that throws, then network loss', answer: () => Promise.reject(new TypeError('Failed to fetch')), brokenStorage: true },
];

function breakStorage(): void {
  sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
  sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('quota', 'QuotaExceededError'));
}

describe('faults: typed text survives', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  beforeEach(() => {
    newVisit();
    page = guardPage();
    uncaught = watchUncaught();
  });
  afterEach(() => {
    restoreAfterFault(page, uncaught);
  });

  describe('cc-comments: posting', () => {
    let url = '';
    afterEach(async () => {
      await forgetThread(url);
    });
    for (const fault of FAULTS) {
      it(fault.name, async () => {
        embedSettings({ username: 'alice' });
        url = freshThread('faults');
        stubComments((u) => (u.pathname === '/comment/fetch/url' ? listAnswer([]) : fault.answer()));
        const el = await mountComments(url);
        if (fault.brokenStorage) breakStorage();
        type(postField(el), 'Typed before the fault');
        q(el, '[part="post-box"] [part="post"]')!.click();
        await until(() => q(el, '[part="post-error"]') !== null || page.reload.called, 'the fault handled');
        await until(() => !postField(el).disabled, 'the box usable again');
        expect(postField(el).value).to.equal('Typed before the fault');
        expect(page.assign.called).to.equal(false);
        expect(page.reload.called).to.equal(fault.reloads === true);
        if (!fault.reloads) expect(textOf(q(el, '[part="post-error"]'))).to.contain(fault.message ?? 'Your text is kept');
        expect(uncaught.errors).to.deep.equal([]);
      });
    }
  });

  describe('cc-server-form: submitting', () => {
    const SRC = '/api/forms/faults';
    const FORM = (token: string) => '<form><input type="hidden" name="token" value="' + token + '">' +
      '<label for="nick">Nickname</label><input id="nick" name="nick">' +
      '<label for="bio">About you</label><textarea id="bio" name="bio"></textarea>' +
      '<button type="submit">Send</button></form>';
    const field = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLInputElement>(selector);
    const failure = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="failure"]');
    function typeInto(el: HTMLElement, selector: string, value: string): void {
      const control = field(el, selector)!;
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }

    for (const fault of FAULTS) {
      it(fault.name, async () => {
        embedSettings({ username: 'alice', csrfToken: 'token-1' });
        let gets = 0;
        stubFetch().callsFake(async (input, init) => {
          if (!String(input).startsWith(SRC)) return jsonResponse({}, 404);
          if (init?.method === 'POST') return fault.answer();
          gets += 1;
          return jsonResponse({ status: 'success', formId: 'faults', form: FORM(`t${gets}`) });
        });
        const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${SRC}"></cc-server-form></div>`);
        const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
        await until(() => field(el, 'form') !== null, 'the form');
        if (fault.brokenStorage) breakStorage();
        typeInto(el, '#nick', 'ada');
        typeInto(el, '#bio', 'Typed before the fault');
        field(el, 'button[type="submit"]')!.click();
        // A failing call replaces the form with the failure text; an answer that says no (status
        // 'error', as the session limit does) is listed above the form, which stays.
        const listed = () => el.shadowRoot!.querySelector('[part="errors"]');
        await until(() => failure(el) !== null || listed() !== null || page.reload.called, 'the fault handled');
        expect(page.assign.called).to.equal(false);
        expect(page.reload.called).to.equal(fault.reloads === true);
        if (failure(el)) {
          if (fault.message) expect(textOf(failure(el))).to.contain(fault.message);
          // The failure replaces the form; Reload brings it back with what was typed.
          (el.shadowRoot!.querySelector('[part="reload"]') as HTMLButtonElement).click();
          await until(() => field(el, 'input[name="token"]')?.value === 't2' && failure(el) === null, 'the reloaded form');
        } else if (listed()) {
          expect(fault.message, 'a fault that lists shows a message').to.be.a('string');
          expect(textOf(listed())).to.contain(fault.message);
        } else {
          expect(fault.reloads).to.equal(true);
        }
        expect(field(el, '#nick')!.value).to.equal('ada');
        expect(field(el, '#bio')!.value).to.equal('Typed before the fault');
        expect(uncaught.errors).to.deep.equal([]);
      });
    }
  });
});

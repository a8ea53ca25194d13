// The time-driven submit faults (fake timers) for the elements where users type: a 5xx storm
// on a comment post (comment policy: 10 retries, 2 s apart) or a server-form submit (form
// policy: 5 retries, 2 s apart), and a submit that never answers (30 s timeout, then the message
// at once: never sent twice). Each ends in the element's message with the typed text still in the field.
import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/http';
import { RETRY_POLICIES, TIMEOUT_MESSAGE } from '../../src/core/http-rules';
import { fakeTimers, jsonResponse, settle, stubFetch } from '../core/helpers';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { forgetThread, freshThread, listAnswer, mountComments, postField, stubComments, textOf, type } from './comments-helpers';
import { watchUncaught, type UncaughtLog, restoreAfterFault } from './faults-targets';
import { q } from '../support/shadow';
import { newVisit } from '../support/visit';

/** Never answers; only the call's abort (its timeout) ends it, as with a real fetch. */
const hanging = (init: RequestInit | undefined) => new Promise<Response>((_resolve, reject) => {
  init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
});
const storm = () => Promise.resolve(jsonResponse({ status: 'error', message: 'Service unavailable' }, 503));

const CASES = [
  {
    name: 'a 5xx storm', answer: (_init: RequestInit | undefined) => storm(), step: RETRY_POLICIES.comment.delayMs, message: 'Service unavailable',
    tries: (policy: 'comment' | 'form') => RETRY_POLICIES[policy].maxRetries + 1,
  },
  { name: 'a submit that never answers', answer: hanging, step: DEFAULT_TIMEOUT_MS / 2, message: TIMEOUT_MESSAGE, tries: () => 1 },
];

describe('faults: typed text survives slow failures', () => {
  let page: PageGuard;
  let uncaught: UncaughtLog;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    newVisit();
    page = guardPage();
    uncaught = watchUncaught();
  });
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    restoreAfterFault(page, uncaught);
  });

  for (const { name, answer, step, message, tries } of CASES) {
    it(`cc-comments: ${name} on posting is tried ${tries('comment')} times; the text stays`, async () => {
      embedSettings({ username: 'alice' });
      const url = freshThread('faults-slow');
      let posts = 0;
      stubComments((u, init) => {
        if (u.pathname === '/comment/fetch/url') return listAnswer([]);
        posts++;
        return answer(init);
      });
      const el = await mountComments(url);
      type(postField(el), 'Typed before the storm');
      clock = fakeTimers(Date.now());
      q(el, '[part="post-box"] [part="post"]')!.click();
      for (let i = 0; i < 200 && q(el, '[part="post-error"]') === null; i++) {
        await settle(3);
        await clock.tickAsync(step / 2);
      }
      await until(() => q(el, '[part="post-error"]') !== null && !postField(el).disabled, 'the failure');
      expect(posts).to.equal(tries('comment'));
      expect(postField(el).value).to.equal('Typed before the storm');
      expect(textOf(q(el, '[part="post-error"]'))).to.contain(message);
      expect(page.assign.called || page.reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
      clock.restore();
      clock = undefined;
      await forgetThread(url);
    });

    it(`cc-server-form: ${name} on submit is tried ${tries('form')} times; Reload brings the typed text back`, async () => {
      const SRC = '/api/forms/faults-slow';
      embedSettings({ username: 'alice', csrfToken: 'token-1' });
      let gets = 0;
      let posts = 0;
      stubFetch().callsFake(async (input, init) => {
        if (!String(input).startsWith(SRC)) return jsonResponse({}, 404);
        if (init?.method === 'POST') {
          posts++;
          return answer(init);
        }
        gets += 1;
        return jsonResponse({ status: 'success', formId: 'faults', form: `<form><input type="hidden" name="token" value="t${gets}"><label for="bio">About you</label><textarea id="bio" name="bio"></textarea><button type="submit">Send</button></form>` });
      });
      const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${SRC}"></cc-server-form></div>`);
      const el = wrapper.querySelector<HTMLElement>('cc-server-form')!;
      const field = (selector: string) => el.shadowRoot!.querySelector<HTMLTextAreaElement>(selector);
      await until(() => field('form') !== null, 'the form');
      const bio = field('#bio')!;
      bio.value = 'Typed before the storm';
      bio.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      clock = fakeTimers(Date.now());
      field('button[type="submit"]')!.click();
      const failure = () => el.shadowRoot!.querySelector('[part="failure"]');
      for (let i = 0; i < 150 && failure() === null; i++) {
        await settle(3);
        await clock.tickAsync(step / 2);
      }
      clock.restore();
      clock = undefined;
      await until(() => failure() !== null, 'the failure');
      expect(posts).to.equal(tries('form'));
      (el.shadowRoot!.querySelector('[part="reload"]') as HTMLButtonElement).click();
      await until(() => field('input[name="token"]')?.value === 't2' && failure() === null, 'the reloaded form');
      expect(field('#bio')!.value).to.equal('Typed before the storm');
      expect(page.assign.called || page.reload.called).to.equal(false);
      expect(uncaught.errors).to.deep.equal([]);
    });
  }
});

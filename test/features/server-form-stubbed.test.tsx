// cc-server-form with a stubbed fetch, for exact network behaviour: 5xx storms under the form
// retry policy (5 retries, 2000 ms apart) and the failure text with Reload, inline or in a popup,
// malformed answers, hostile markup, redirect timing, login-required forms for visitors, files,
// copy/paste refusal, multipart bodies, error names and per-field validation delays.
import { expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-server-form';
import { fakeTimers, jsonResponse, settle, stubFetch, textResponse, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { q } from '../support/shadow';

const SRC = '/api/forms/demo';
const FAILURE = 'Please try submitting/reloading form, if this problem persists please report this at forms@site.example.';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Answers every call with `handler` (a fresh Response each time). */
function route(stub: FetchStub, handler: Handler): void {
  stub.callsFake(async (input, init) => handler(new URL(String(input), location.href), init ?? {}));
}

const formAnswer = (form: string) => jsonResponse({ status: 'success', formId: 'demo', form });
const SIMPLE_FORM = '<form><label for="nick">Nickname</label><input id="nick" name="nick"><button type="submit">Send</button></form>';
const formCalls = (stub: FetchStub) => stub.getCalls().filter((c) => String(c.args[0]).startsWith(SRC));
const methodOf = (stub: FetchStub, n: number) => formCalls(stub)[n]?.args[1]?.method ?? 'GET';

async function mount(attributes = ''): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(`<div><cc-server-form src="${SRC}" ${attributes}></cc-server-form></div>`);
  return wrapper.querySelector<HTMLElement>('cc-server-form')!;
}

async function mountReady(attributes = ''): Promise<HTMLElement> {
  const el = await mount(attributes);
  await until(() => q(el, 'form') !== null, 'the form');
  return el;
}

describe('cc-server-form (stubbed network)', () => {
  let stub: FetchStub;
  let page: PageGuard;
  let meta: HTMLMetaElement;
  beforeEach(() => {
    embedSettings({ username: 'alice', csrfToken: 'token-1' });
    meta = document.createElement('meta');
    meta.name = 'cc-support-email';
    meta.content = 'forms@site.example';
    document.head.append(meta);
    page = guardPage();
    stub = stubFetch();
  });
  afterEach(() => {
    meta.remove();
    page.restore();
    clearSettings();
    sinon.restore();
  });

  it('retries a 5xx storm 5 times, 2000 ms apart, then shows the failure text with Reload (replacing the form)', async () => {
    const clock = fakeTimers(Date.now());
    try {
      let healthy = false;
      route(stub, () => (healthy ? formAnswer(SIMPLE_FORM) : jsonResponse({ status: 'error', message: 'Busy' }, 503)));
      const el = await mount();
      const failures: CustomEvent[] = [];
      el.addEventListener('cc-form-error', (e) => failures.push(e as CustomEvent));
      await settle();
      expect(formCalls(stub)).to.have.length(1);
      expect(q(el, '[part="loader"]'), 'loading shows').to.not.equal(null);
      // Each retry waits 2000 ms; the answers themselves need real tasks (settle) to be read.
      for (let retry = 1; retry <= 5; retry++) {
        await clock.tickAsync(1999);
        await settle();
        expect(formCalls(stub), `before retry ${retry}`).to.have.length(retry);
        await clock.tickAsync(1);
        await settle();
        expect(formCalls(stub), `retry ${retry}`).to.have.length(retry + 1);
        if (retry < 5) expect(q(el, '[part="failure"]'), `no failure after retry ${retry}`).to.equal(null);
      }
      await until(() => q(el, '[part="failure"]') !== null, 'the failure');
      expect(formCalls(stub)).to.have.length(6);
      expect(q(el, '[part="failure"] [part="message"]')!.textContent).to.equal(FAILURE);
      expect(failures.map((e) => e.detail)).to.deep.equal([{ errors: {}, messages: [FAILURE], failed: true }]);
      expect(q(el, '[part="loader"]')).to.equal(null);
      healthy = true;
      q<HTMLButtonElement>(el, '[part="reload"]')!.click();
      await settle();
      await until(() => q(el, 'form') !== null, 'the reloaded form');
      expect(q(el, '[part="failure"]')).to.equal(null);
      expect(formCalls(stub)).to.have.length(7);
    } finally {
      clock.restore();
    }
  });

  it('with popup-errors shows a failing submit in a popup titled Error; Reload loads the form again', async () => {
    const clock = fakeTimers(Date.now());
    try {
      route(stub, (_url, init) => (init.method === 'POST' ? jsonResponse({}, 500) : formAnswer(SIMPLE_FORM)));
      const el = await mountReady('popup-errors');
      q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
      await settle();
      for (let retry = 1; retry <= 5; retry++) {
        await clock.tickAsync(2000);
        await settle();
      }
      const dialog = () => q<HTMLDialogElement>(el, 'dialog');
      await until(() => dialog()?.open === true, 'the error popup');
      expect(formCalls(stub).filter((c) => c.args[1]?.method === 'POST')).to.have.length(6);
      expect(dialog()!.querySelector('h2')!.textContent).to.equal('Error');
      expect(dialog()!.querySelector('[part="message"]')!.textContent).to.equal(FAILURE);
      expect(q(el, '[part="form"]')!.hidden, 'the form stays').to.equal(false);
      dialog()!.querySelector<HTMLButtonElement>('[part="reload"]')!.click();
      await settle();
      await until(() => dialog()?.open === false, 'the popup closes');
      expect(methodOf(stub, formCalls(stub).length - 1)).to.equal('GET');
    } finally {
      clock.restore();
    }
  });

  it('treats unreadable answers as failing calls at once (no retry)', async () => {
    route(stub, () => textResponse('<html>oops</html>'));
    const el = await mount();
    await until(() => q(el, '[part="failure"]') !== null, 'the failure');
    expect(formCalls(stub)).to.have.length(1);
    stub.resetBehavior();
    route(stub, () => jsonResponse({ status: 'success', formId: 'x' }));
    q<HTMLButtonElement>(el, '[part="reload"]')!.click();
    await until(() => formCalls(stub).length === 2, 'reloaded');
    await settle();
    expect(q(el, '[part="failure"]'), 'a success without markup fails too').to.not.equal(null);
  });

  it('strips script, event handlers and javascript: addresses from the form markup', async () => {
    const hostile = '<form action="javascript:alert(1)"><script>window.__ccPwned = 1</script>' +
      '<img src="data:image/png;base64,AAAA" onerror="window.__ccPwned = 2" alt="">' +
      '<a href="javascript:window.__ccPwned = 3">help</a>' +
      '<label for="n">Name</label><input id="n" name="n" onfocus="window.__ccPwned = 4">' +
      '<button type="submit" formaction="javascript:alert(1)" onclick="window.__ccPwned = 5">Send</button></form>';
    route(stub, () => formAnswer(hostile));
    const el = await mountReady();
    await settle();
    const markup = q(el, '[part="form"]')!.innerHTML;
    expect(markup).to.not.match(/script|onerror|onfocus|onclick|javascript:|formaction/i);
    expect(q(el, 'form')!.hasAttribute('action')).to.equal(false);
    expect(q(el, 'a')!.hasAttribute('href')).to.equal(false);
    expect((window as unknown as { __ccPwned?: number }).__ccPwned).to.equal(undefined);
  });

  for (const [timeout, delay] of [[undefined, 3000], [0, 0], [750, 750]] as const) {
    it(`redirects after ${delay} ms when the timeout is ${String(timeout)}`, async () => {
      const clock = fakeTimers(Date.now());
      try {
        route(stub, (_url, init) => (init.method === 'POST'
          ? jsonResponse({ status: 'success', success: 'Saved.', redirect: '/next?x=1', timeout })
          : formAnswer(SIMPLE_FORM)));
        const el = await mountReady();
        q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
        await settle();
        await until(() => q(el, '[part="success"]') !== null, 'the message');
        if (delay > 0) {
          await clock.tickAsync(delay - 1);
          expect(page.assign.callCount).to.equal(0);
          await clock.tickAsync(1);
        }
        // After the user key is asked for (api/user-key.ts recordUserKeyBeforeLeaving).
        await settle(20);
        expect(page.assign.args).to.deep.equal([['/next?x=1']]);
      } finally {
        clock.restore();
      }
    });
  }

  it("records the new identity's user key before leaving, so the next page does not reload (a sign-in)", async () => {
    localStorage.setItem('cc:userkey-fp', 'fingerprint-of-the-visitor');
    localStorage.setItem('cc:visitor-data', 'the visitor\'s');
    route(stub, (url, init) => {
      if (url.pathname === '/api/user/key') return jsonResponse({ status: 'success', key: 'alice-key' });
      return init.method === 'POST'
        ? jsonResponse({ status: 'success', success: 'Signed in.', redirect: '/START101', timeout: 0 })
        : formAnswer(SIMPLE_FORM);
    });
    const el = await mountReady();
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => page.assign.callCount === 1, 'the redirect');
    expect(page.assign.args).to.deep.equal([['/START101']]);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('alice-key'));
    const expected = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(localStorage.getItem('cc:userkey-fp')).to.equal(expected);
    // Cleared as the load check would have (the previous identity's storage must go).
    expect(localStorage.getItem('cc:visitor-data')).to.equal(null);
  });

  it('does not follow an unsafe redirect', async () => {
    const warn = sinon.stub(console, 'warn');
    route(stub, (_url, init) => (init.method === 'POST'
      ? jsonResponse({ status: 'success', success: 'Saved.', redirect: 'javascript:alert(1)', timeout: 0 })
      : formAnswer(SIMPLE_FORM)));
    const el = await mountReady();
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => q(el, '[part="success"]') !== null, 'the message');
    expect(page.assign.callCount).to.equal(0);
    expect(warn.calledWithMatch(/not a safe address/)).to.equal(true);
  });

  it('login-required: a visitor\'s submit is silently not sent', async () => {
    embedSettings({ username: '', csrfToken: 'token-1' });
    route(stub, () => formAnswer(SIMPLE_FORM));
    const el = await mountReady('login-required');
    q<HTMLInputElement>(el, '#nick')!.value = 'ann';
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await settle();
    expect(formCalls(stub).map((_c, n) => methodOf(stub, n))).to.deep.equal(['GET']);
    expect(q(el, '[part="success"], [part="errors"], [part="failure"]')).to.equal(null);
  });

  it('posts urlencoded with the x-csrf-token header, or multipart when the form says so', async () => {
    let markup = SIMPLE_FORM;
    route(stub, (_url, init) => (init.method === 'POST' ? jsonResponse({ status: 'success', success: 'Sent.' }) : formAnswer(markup)));
    const plain = await mountReady();
    q<HTMLInputElement>(plain, '#nick')!.value = 'ann';
    q<HTMLButtonElement>(plain, 'button')!.click();
    await until(() => q(plain, '[part="success"]') !== null, 'sent');
    const init = formCalls(stub)[1].args[1]!;
    expect((init.headers as Record<string, string>)['x-csrf-token']).to.equal('token-1');
    expect(init.body instanceof URLSearchParams && init.body.toString()).to.equal('nick=ann');

    markup = SIMPLE_FORM.replace('<form>', '<form enctype="multipart/form-data">');
    const multipart = await mountReady();
    q<HTMLButtonElement>(multipart, 'button')!.click();
    await until(() => q(multipart, '[part="success"]') !== null, 'sent');
    const body = formCalls(stub).at(-1)!.args[1]!.body;
    expect(body instanceof FormData && body.get('nick')).to.equal('');
  });

  it('sends one POST for a double click on submit, with the overlay while it runs', async () => {
    const states: string[] = [];
    // The POST is answered once the element has said it is loading (or 100 tasks later), as a
    // slow network would: the element says its state from an effect, and an answer read in
    // microtasks alone (a stubbed body) could end the request before 'loading' was rendered.
    route(stub, async (_url, init) => {
      if (init.method !== 'POST') return formAnswer(SIMPLE_FORM);
      for (let i = 0; i < 100 && !states.includes('loading'); i++) await settle(1);
      return jsonResponse({ status: 'success', success: 'Sent.' });
    });
    const el = await mountReady();
    el.addEventListener('cc-form-state', (e) => states.push((e as CustomEvent).detail.state));
    const button = q<HTMLButtonElement>(el, 'button')!;
    button.click();
    button.click();
    await until(() => q(el, '[part="success"]') !== null, 'sent');
    expect(formCalls(stub).filter((c) => c.args[1]?.method === 'POST')).to.have.length(1);
    expect(states).to.deep.equal(['loading', 'ready']);
  });

  it('places errors on the element whose id is the hyphenated name; errors for no field go in the list', async () => {
    const form = '<form><label for="full-name">Full name</label><input id="full-name" name="fullName"><button>Send</button></form>';
    route(stub, (_url, init) => (init.method === 'POST'
      ? jsonResponse({ status: 'error', errors: { full_name: 'Write your full name.', other_thing: 'Something else is wrong.' } }, 422)
      : formAnswer(form)));
    const el = await mountReady();
    q<HTMLButtonElement>(el, 'button')!.click();
    await until(() => q(el, '[part="field-error"]') !== null, 'the errors');
    expect(q(el, '[part="field-error"]')!.previousElementSibling!.id).to.equal('full-name');
    expect(q(el, '[part="field-error"]')!.textContent).to.equal('✗ Write your full name.');
    expect(q(el, '[part="errors"]')!.textContent).to.equal('✗ Something else is wrong.');
    await expect(el).to.be.accessible();
  });

  it('checks file inputs: format, then size (exact texts), clearing the input', async () => {
    const form = '<form><label for="cv">CV</label><input type="file" id="cv" name="cv" data-supported="pdf,png" data-size-limit="1"><button>Send</button></form>';
    route(stub, () => formAnswer(form));
    const el = await mountReady();
    const input = q<HTMLInputElement>(el, '#cv')!;
    const choose = (file: File) => {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(new File(['x'], 'cv.docx'));
    await until(() => q(el, '[part="field-error"]') !== null, 'the format error');
    expect(q(el, '[part="field-error"]')!.textContent).to.equal('✗ File format not supported. Allowed formats are : pdf, png');
    expect(input.value).to.equal('');
    choose(new File(['x'.repeat(2048)], 'cv.pdf'));
    await until(() => q(el, '[part="field-error"]')?.textContent === '✗ File size should be less than 1 KB.', 'the size error');
    expect(input.files!.length).to.equal(0);
    choose(new File(['x'], 'cv.PNG'));
    await until(() => q(el, '[part="field-error"]') === null, 'accepted');
    expect(input.files!.length).to.equal(1);
  });

  it('refuses copy and paste on fields marked data-nocopy only', async () => {
    const form = '<form><label for="a">Code</label><input id="a" name="a" data-nocopy><label for="b">Note</label><input id="b" name="b"></form>';
    route(stub, () => formAnswer(form));
    const el = await mountReady();
    const attempt = (id: string, type: string) => {
      const event = new ClipboardEvent(type, { bubbles: true, cancelable: true, composed: true });
      q(el, `#${id}`)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(['copy', 'cut', 'paste'].map((t) => attempt('a', t))).to.deep.equal([true, true, true]);
    expect(['copy', 'paste'].map((t) => attempt('b', t))).to.deep.equal([false, false]);
  });

  it('waits the field\'s data-delay before validating it', async () => {
    const clock = fakeTimers(Date.now());
    try {
      const form = '<form><label for="nick">Nickname</label><input id="nick" name="nick" data-validate data-delay="400"><button>Send</button></form>';
      route(stub, (url, init) => (init.method === 'POST'
        ? jsonResponse({ status: 'error', errors: { nick: `${url.searchParams.get('validate')} is taken` } }, 422)
        : formAnswer(form)));
      const el = await mountReady();
      const nick = q<HTMLInputElement>(el, '#nick')!;
      nick.focus();
      nick.value = 'ann';
      q<HTMLButtonElement>(el, 'button')!.focus();
      await clock.tickAsync(399);
      await settle();
      expect(formCalls(stub)).to.have.length(1);
      await clock.tickAsync(1);
      await settle();
      await until(() => q(el, '[part="field-error"]') !== null, 'the error');
      expect(q(el, '[part="field-error"]')!.textContent).to.equal('✗ nick is taken');
      expect(new URL(String(formCalls(stub)[1].args[0]), location.href).search).to.equal('?validate=nick');
    } finally {
      clock.restore();
    }
  });

  it('warns about a missing or off-site src and shows a message, without any call', async () => {
    const warn = sinon.stub(console, 'warn');
    for (const attributes of ['', 'src="https://evil.example/form"']) {
      const wrapper = await fixture<HTMLElement>(`<div><cc-server-form ${attributes}></cc-server-form></div>`);
      const el = wrapper.querySelector('cc-server-form')!;
      await until(() => q(el, '[part="message"]') !== null, 'the message');
      expect(q(el, '[part="message"]')!.textContent).to.equal('This form cannot be shown: its address is missing or not valid.');
    }
    // The warning is an effect, which may run a frame after the message has painted.
    const srcWarnings = () => warn.getCalls().filter((c) => String(c.args[0]).includes('attribute "src"')).length;
    await until(() => srcWarnings() >= 2, 'both warnings');
    expect(srcWarnings()).to.equal(2);
    expect(stub.callCount).to.equal(0);
  });
});

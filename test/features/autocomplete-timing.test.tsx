// cc-autocomplete with a stubbed fetch and fake timers: every delay, debounce, minimum length,
// list limit and retry rule, and stale answers.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { fakeTimers, jsonResponse, settle, stubFetch, type FetchStub } from '../core/helpers';
import { until } from '../support/until';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { inputOf, keyDown, listOf, liveText, mountAutocomplete, shownOptions, typeText } from './autocomplete-helpers';

const lookups = (stub: FetchStub, path: string) =>
  stub.getCalls().map((c) => new URL(String(c.args[0]), location.href)).filter((u) => u.pathname === path);

const names = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}`, value: `v${i}` }));
const labels = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `al${i}`, value: `al${i}` }));

describe('cc-autocomplete timing (stubbed network, fake timers)', () => {
  let stub: FetchStub;
  let page: PageGuard;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    embedSettings({ username: null, csrfToken: 'token-1' });
    page = guardPage();
    stub = stubFetch();
  });
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    page.restore();
    clearSettings();
    sinon.restore();
  });

  it('table filter: 1 character is enough, the lookup waits 500 ms after the last keystroke, listLimit items show', async () => {
    stub.callsFake(async () => jsonResponse({ status: 'success', suggestions: names(30) }));
    const el = await mountAutocomplete(
      `<cc-autocomplete variant="table-filter" label="Country" src="/api/search/autocomplete/" params='{"qparam":"country"}' list-limit="4"></cc-autocomplete>`,
    );
    clock = fakeTimers(Date.now());
    typeText(el, 'I');
    await clock.tickAsync(300);
    typeText(el, 'In');
    await clock.tickAsync(499);
    await settle();
    expect(lookups(stub, '/api/search/autocomplete/'), 'nothing before 500 ms of quiet').to.have.length(0);
    await clock.tickAsync(1);
    await settle();
    const calls = lookups(stub, '/api/search/autocomplete/');
    expect(calls).to.have.length(1);
    expect([calls[0].searchParams.get('query'), calls[0].searchParams.get('qparam')]).to.deep.equal(['In', 'country']);
    await until(() => shownOptions(el).length > 0, 'the list');
    expect(shownOptions(el)).to.deep.equal(['item0', 'item1', 'item2', 'item3']);
    expect(liveText(el)).to.equal('4 suggestions');
  });

  it('site-wide: nothing for 1 character; 100 ms after 2 characters; the first 10 items', async () => {
    stub.callsFake(async () => jsonResponse(labels(15)));
    const el = await mountAutocomplete(`<cc-autocomplete variant="site-wide" label="User" src="/submission/autocomplete/handle"></cc-autocomplete>`);
    clock = fakeTimers(Date.now());
    typeText(el, 'a');
    await clock.tickAsync(1000);
    await settle();
    expect(stub.callCount, 'below the minimum length').to.equal(0);
    typeText(el, 'al');
    await clock.tickAsync(99);
    await settle();
    expect(stub.callCount).to.equal(0);
    await clock.tickAsync(1);
    await settle();
    expect(lookups(stub, '/submission/autocomplete/handle')[0].searchParams.get('term')).to.equal('al');
    await until(() => shownOptions(el).length > 0, 'the list');
    expect(shownOptions(el)).to.have.length(10);
  });

  it('generic: nothing below 3 characters, then at once; at most 7 suggestions; method and query parameter configurable', async () => {
    stub.callsFake(async () => jsonResponse(Array.from({ length: 12 }, (_, i) => ({ text: `abc${i}` }))));
    const el = await mountAutocomplete(`<cc-autocomplete label="Search" src="/api/things" method="post" query-param="q"></cc-autocomplete>`);
    clock = fakeTimers(Date.now());
    typeText(el, 'ab');
    await clock.tickAsync(5000);
    await settle();
    expect(stub.callCount).to.equal(0);
    typeText(el, 'abc');
    await settle();
    expect(stub.callCount).to.equal(1);
    const [url, init] = stub.getCall(0).args;
    expect(String(url)).to.equal('/api/things');
    expect((init as RequestInit).method).to.equal('POST');
    expect(String((init as RequestInit).body)).to.equal('q=abc');
    await until(() => shownOptions(el).length > 0, 'the list');
    expect(shownOptions(el)).to.have.length(7);
  });

  it('generic: 499 and above is retried after 2 s while fewer than 10 retries were made, then cc-error; nothing shows', async () => {
    stub.callsFake(async () => jsonResponse({ status: 'error', message: 'Busy' }, 499));
    const el = await mountAutocomplete(`<cc-autocomplete label="Search" src="/api/things"></cc-autocomplete>`);
    const errors: CustomEvent[] = [];
    el.addEventListener('cc-error', (e) => errors.push(e as CustomEvent));
    clock = fakeTimers(Date.now());
    typeText(el, 'abc');
    await settle();
    expect(stub.callCount).to.equal(1);
    for (let retry = 1; retry <= 10; retry++) {
      await clock.tickAsync(1999);
      await settle();
      expect(stub.callCount, `before retry ${retry}`).to.equal(retry);
      await clock.tickAsync(1);
      await settle();
      expect(stub.callCount, `retry ${retry}`).to.equal(retry + 1);
      if (retry < 10) expect(errors, `no callback after retry ${retry}`).to.have.length(0);
    }
    await clock.tickAsync(10_000);
    await settle();
    expect(stub.callCount, 'no eleventh retry').to.equal(11);
    await until(() => errors.length === 1, 'the error callback');
    expect(errors[0].detail.status).to.equal(499);
    expect(el.shadowRoot!.textContent ?? '').to.not.include('Busy');
    expect(document.body.textContent).to.not.include('Busy');
    expect(listOf(el).hidden).to.equal(true);
  });

  it('generic: 498 is not retried; the error callback gets it at once', async () => {
    stub.callsFake(async () => jsonResponse({ status: 'error', message: 'Bad' }, 498));
    const el = await mountAutocomplete(`<cc-autocomplete label="Search" src="/api/things"></cc-autocomplete>`);
    const errors: CustomEvent[] = [];
    el.addEventListener('cc-error', (e) => errors.push(e as CustomEvent));
    typeText(el, 'abc');
    await until(() => errors.length === 1, 'the error callback');
    expect(stub.callCount).to.equal(1);
  });

  it('submission form: errors are only logged (no retry, no event, nothing shown)', async () => {
    stub.callsFake(async () => jsonResponse({ status: 'error', message: 'Down' }, 503));
    const logged = sinon.stub(console, 'error');
    const el = await mountAutocomplete(`<cc-autocomplete id="pcode" variant="submission" label="Problem code"></cc-autocomplete>`);
    const errors: Event[] = [];
    el.addEventListener('cc-error', (e) => errors.push(e));
    clock = fakeTimers(Date.now());
    typeText(el, 'E');
    await clock.tickAsync(100);
    await settle();
    expect(lookups(stub, '/submission/autocomplete/pcode')[0].searchParams.get('term')).to.equal('E');
    await until(() => logged.called, 'the log');
    await clock.tickAsync(10_000);
    await settle();
    expect(stub.callCount).to.equal(1);
    expect(errors).to.have.length(0);
    expect(el.shadowRoot!.textContent ?? '').to.not.include('Down');
  });

  it('a stale answer never overwrites a newer one', async () => {
    const answers: Array<(r: Response) => void> = [];
    stub.callsFake(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const el = await mountAutocomplete(`<cc-autocomplete label="Search" src="/api/things"></cc-autocomplete>`);
    typeText(el, 'abc');
    typeText(el, 'abcd');
    await until(() => answers.length === 2, 'two requests');
    answers[1](jsonResponse([{ text: 'newer' }]));
    await until(() => shownOptions(el).length === 1, 'the newer list');
    answers[0](jsonResponse([{ text: 'older' }, { text: 'older too' }]));
    await settle();
    await new Promise((r) => requestAnimationFrame(r));
    expect(shownOptions(el)).to.deep.equal(['newer']);
  });

  it('an answer arriving after the text went below the minimum, or after a commit, changes nothing', async () => {
    const answers: Array<(r: Response) => void> = [];
    stub.callsFake(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const el = await mountAutocomplete(`<cc-autocomplete label="Search" src="/api/things"></cc-autocomplete>`);
    typeText(el, 'abc');
    await until(() => answers.length === 1, 'the request');
    typeText(el, 'ab');
    answers[0](jsonResponse([{ text: 'late' }]));
    await settle();
    await new Promise((r) => requestAnimationFrame(r));
    expect(shownOptions(el)).to.deep.equal([]);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('table filter: Enter during the 500 ms wait commits nothing and sends nothing early', async () => {
    stub.callsFake(async () => jsonResponse({ suggestions: names(3) }));
    const el = await mountAutocomplete(`<cc-autocomplete variant="table-filter" label="Country" src="/api/search/autocomplete/"></cc-autocomplete>`);
    const commits: Event[] = [];
    el.addEventListener('cc-commit', (e) => commits.push(e));
    clock = fakeTimers(Date.now());
    typeText(el, 'x');
    keyDown(el, 'Enter');
    await clock.tickAsync(200);
    await settle();
    expect([stub.callCount, commits.length]).to.deep.equal([0, 0]);
  });
});

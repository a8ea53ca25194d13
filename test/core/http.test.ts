import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { HttpError, get, post, request, setCsrfToken } from '../../src/core/http';
import { isOnline, setConnectivityProbe } from '../../src/core/connectivity';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { onNotify, type Notification } from '../../src/core/notify';
import { dropPendingReload } from '../../src/core/reload-guard';
import { onRecovered, retryPendingNow } from '../../src/core/http-recovery';
import { calledInit, calledUrl, fakeTimers, jsonResponse, settle, stubFetch, textResponse, type FetchStub } from './helpers';
import { newVisit } from '../support/visit';

describe('http', () => {
  let fetchStub: FetchStub;
  let clock: sinon.SinonFakeTimers;
  let shown: Notification[];
  let reload: sinon.SinonSpy;
  let assign: sinon.SinonSpy;
  let path: string;

  beforeEach(() => {
    newVisit();
    clock = fakeTimers();
    fetchStub = stubFetch();
    shown = [];
    onNotify((n) => shown.push(n));
    reload = sinon.spy();
    assign = sinon.spy();
    path = '/START1?tab=problems';
    setNavImpl({ reload, assign, path: () => path });
    setConnectivityProbe(async () => false);
    setCsrfToken('');
  });

  afterEach(() => {
    sinon.restore();
    resetNavImpl();
    setCsrfToken('');
    newVisit();
  });

  /** Starts a request and keeps its outcome, so a rejection is never unhandled. */
  function start<T>(promise: Promise<T>) {
    const outcome: { value?: T; error?: unknown; done: boolean } = { done: false };
    promise.then(
      (value) => Object.assign(outcome, { value, done: true }),
      (error: unknown) => Object.assign(outcome, { error, done: true }),
    );
    return outcome;
  }

  function errorOf(outcome: { error?: unknown }): HttpError {
    expect(outcome.error).to.be.instanceOf(HttpError);
    return outcome.error as HttpError;
  }

  describe('request shape', () => {
    it('sends the CSRF token and the proctoring token as headers', async () => {
      fetchStub.resolves(jsonResponse({ status: 'success' }));
      setCsrfToken('tok-123');
      await get('/api/contests/START1', { proctoringToken: 'proc-9' });
      const headers = calledInit(fetchStub).headers as Record<string, string>;
      expect(headers['x-csrf-token']).to.equal('tok-123');
      expect(headers['x-proctoring-token']).to.equal('proc-9');
    });

    it('adds _=<now> to a GET without a query, and nothing otherwise', async () => {
      fetchStub.callsFake(async () => jsonResponse({ status: 'success' }));
      await get('/api/user/me');
      await get('/api/x?a=1');
      await get('/comment/fetch/url', { params: { page: 1 } });
      await post('/api/todo/add', { pcode: 'A' });
      expect(calledUrl(fetchStub, 0).search).to.equal(`?_=${Date.now()}`);
      expect(calledUrl(fetchStub, 1).search).to.equal('?a=1');
      expect(calledUrl(fetchStub, 2).search).to.equal('?page=1');
      expect(calledUrl(fetchStub, 3).search).to.equal('');
    });

    it('encodes JSON, urlencoded form and multipart bodies', async () => {
      fetchStub.callsFake(async () => jsonResponse({ status: 'success' }));
      await post('/a', { start_contest: true });
      await post('/b', { pcode: 'ABC', ccode: 'START1' }, { body: 'form' });
      await post('/c', { comment: 'hi', tags: ['x', 'y'] }, { body: 'multipart' });
      const json = calledInit(fetchStub, 0);
      expect(json.method).to.equal('POST');
      expect((json.headers as Record<string, string>)['content-type']).to.equal('application/json');
      expect(json.body).to.equal('{"start_contest":true}');
      const form = calledInit(fetchStub, 1).body;
      expect(form).to.be.instanceOf(URLSearchParams);
      expect(String(form)).to.equal('pcode=ABC&ccode=START1');
      const multipart = calledInit(fetchStub, 2).body as FormData;
      expect(multipart).to.be.instanceOf(FormData);
      expect(multipart.getAll('tags')).to.deep.equal(['x', 'y']);
    });

    it('resolves with the parsed body, or raw text when asked', async () => {
      fetchStub.onFirstCall().resolves(jsonResponse({ status: 'success', count: 3 }));
      fetchStub.onSecondCall().resolves(textResponse('<button>todo</button>'));
      expect(await get('/todo/notification')).to.deep.equal({ status: 'success', count: 3 });
      expect(await get('/api/todo/widget', { expect: 'text' })).to.equal('<button>todo</button>');
    });
  });

  describe('retry policies', () => {
    /**
     * Answers `status` forever and checks the spacing: nothing before 2000 ms, exactly one
     * more call at each 2000 ms step, and no call after the budget.
     */
    async function expectRetries(outcome: { done: boolean }, expectedCalls: number, background = false) {
      // Background tries run only while something would mend with their answer.
      if (background) onRecovered(() => undefined);
      await settle();
      expect(fetchStub.callCount, 'first attempt').to.equal(1);
      for (let call = 2; call <= expectedCalls; call++) {
        await clock.tickAsync(1999);
        expect(fetchStub.callCount, `before retry ${call - 1}`).to.equal(call - 1);
        await clock.tickAsync(1);
        await settle();
        expect(fetchStub.callCount, `at retry ${call - 1}`).to.equal(call);
      }
      await settle();
      expect(outcome.done, 'settled after the last retry').to.equal(true);
      if (background) {
        // A GET goes on in the background, with backoff: 2 s, 4 s, 8 s, 16 s apart.
        let calls = expectedCalls;
        for (const gap of [2000, 4000, 8000, 16_000]) {
          await clock.tickAsync(gap - 1);
          await settle();
          expect(fetchStub.callCount, `before the background try after ${gap} ms`).to.equal(calls);
          await clock.tickAsync(1);
          await settle();
          expect(fetchStub.callCount, `the background try after ${gap} ms`).to.equal(++calls);
        }
        return;
      }
      await clock.tickAsync(60_000);
      expect(fetchStub.callCount, 'no call after the budget').to.equal(expectedCalls);
    }

    it('shared: retries status > 500 ten times, 2 s apart, then fails with the message', async () => {
      fetchStub.callsFake(async () => jsonResponse({ status: 'error', message: 'Down for a bit' }, 502));
      const onGiveUp = sinon.spy();
      const outcome = start(get('/api/contests/START1', { onGiveUp }));
      await expectRetries(outcome, 11, true);
      const error = errorOf(outcome);
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(502);
      expect(shown).to.deep.equal([{ style: 'error', message: 'Down for a bit' }]);
      expect(onGiveUp.callCount).to.equal(1);
    });

    it('shared: a 500 is not retried in the foreground (only in the background, 2 s later)', async () => {
      fetchStub.callsFake(async () => textResponse('oops', 500));
      onRecovered(() => undefined);
      const outcome = start(get('/api/x'));
      await settle();
      expect(outcome.done).to.equal(true);
      await clock.tickAsync(1999);
      expect(fetchStub.callCount).to.equal(1);
      await clock.tickAsync(1);
      await settle();
      expect(fetchStub.callCount).to.equal(2);
      expect(errorOf(outcome).status).to.equal(500);
      expect(shown.map((n) => n.message)).to.deep.equal(['Some error occurred']);
    });

    it('shared: recovers when a retry succeeds', async () => {
      fetchStub.onFirstCall().resolves(textResponse('bad gateway', 502));
      fetchStub.onSecondCall().resolves(jsonResponse({ status: 'success', n: 1 }));
      const outcome = start(get('/api/x'));
      await settle();
      await clock.tickAsync(2000);
      await settle();
      expect(outcome.value).to.deep.equal({ status: 'success', n: 1 });
      expect(shown).to.deep.equal([]);
    });

    it('comment: retries status > 498 ten times, then onGiveUp', async () => {
      fetchStub.callsFake(async () => textResponse('', 499));
      const onGiveUp = sinon.spy();
      const outcome = start(post('/comment/add/url', { comment: 'x' }, { body: 'form', policy: 'comment', onGiveUp }));
      await expectRetries(outcome, 11);
      expect(onGiveUp.callCount).to.equal(1);
      expect(onGiveUp.firstCall.args[0]).to.equal(outcome.error);
    });

    it('comment: a 498 is not retried and is not a give-up', async () => {
      fetchStub.callsFake(async () => jsonResponse({ status: 'error' }, 498));
      const onGiveUp = sinon.spy();
      const outcome = start(get('/comment/fetch/url', { policy: 'comment', onGiveUp }));
      await settle();
      await clock.tickAsync(30_000);
      expect(fetchStub.callCount).to.equal(1);
      expect(outcome.done).to.equal(true);
      expect(onGiveUp.called).to.equal(false);
    });

    it('form: retries status >= 499 five times, then onGiveUp', async () => {
      fetchStub.callsFake(async () => textResponse('', 503));
      const onGiveUp = sinon.spy();
      const outcome = start(post('/form', { a: '1' }, { body: 'multipart', policy: 'form', onGiveUp }));
      await expectRetries(outcome, 6);
      expect(onGiveUp.callCount).to.equal(1);
      expect(shown).to.have.length(1);
    });

    it('autocomplete: retries ten times, then onGiveUp, never a visible message', async () => {
      fetchStub.callsFake(async () => jsonResponse({ status: 'error', message: 'busy' }, 500));
      const onGiveUp = sinon.spy();
      const outcome = start(get('/autocomplete/', { params: { term: 'ab' }, policy: 'autocomplete', onGiveUp }));
      await expectRetries(outcome, 11, true);
      expect(onGiveUp.callCount).to.equal(1);
      expect(errorOf(outcome).message).to.equal('busy');
      expect(shown).to.deep.equal([]);
    });
  });

  describe('response rules', () => {
    it('reloads the page on rate_limit_exceeded, success or error status alike', async () => {
      fetchStub.onFirstCall().resolves(jsonResponse({ status: 'rate_limit_exceeded' }));
      fetchStub.onSecondCall().resolves(jsonResponse({ status: 'rate_limit_exceeded', message: 'Slow down' }, 429));
      const first = start(get('/api/a'));
      const second = start(post('/form', { a: 1 }, { body: 'form', policy: 'form' }));
      await settle();
      // The first reload goes at once; the second is the reload guard's: 2 s later.
      expect(reload.callCount).to.equal(1);
      await clock.tickAsync(2000);
      expect(reload.callCount).to.equal(2);
      expect(errorOf(first).kind).to.equal('http');
      expect(errorOf(second).status).to.equal(429);
      // The page is leaving: no toast flashes.
      expect(shown).to.deep.equal([]);
    });

    it('reloads on HTTP 403 with status apierror, not on other 403s', async () => {
      fetchStub.onFirstCall().resolves(jsonResponse({ status: 'apierror', message: 'Invalid CSRF token' }, 403));
      fetchStub.onSecondCall().resolves(jsonResponse({ status: 'error', message: 'Forbidden here' }, 403));
      start(post('/api/x', {}));
      await settle();
      expect(reload.callCount).to.equal(1);
      const second = start(post('/api/y', {}));
      await settle();
      expect(reload.callCount).to.equal(1);
      expect(errorOf(second).status).to.equal(403);
      expect(shown.map((n) => n.message)).to.deep.equal(['Forbidden here']);
    });

    it('sends a session-limit answer to its redirect with destination = current path', async () => {
      fetchStub.resolves(
        jsonResponse({ status: 'error', message: 'Session limit exceeded', redirect: '/session/limit' }, 200),
      );
      const outcome = start(get('/api/contests/START1'));
      await settle();
      expect(assign.callCount).to.equal(1);
      const target = new URL(assign.firstCall.args[0] as string, location.origin);
      expect(target.pathname).to.equal('/session/limit');
      expect(target.searchParams.get('destination')).to.equal('/START1?tab=problems');
      expect(outcome.done).to.equal(true);
      expect(shown).to.deep.equal([]);
    });

    it('refuses session-limit redirects that would leave the site, and shows the message', async () => {
      const hostile = ['javascript:alert(document.domain)', '//evil.example/limit', '/\\evil.example/limit', 'https://evil.example/limit', 'java\tscript:alert(1)'];
      sinon.stub(console, 'warn');
      for (const redirect of hostile) {
        fetchStub.resolves(jsonResponse({ status: 'error', message: 'Session limit exceeded', redirect }));
        const outcome = start(get('/api/contests/START1'));
        await settle();
        expect(errorOf(outcome).message, redirect).to.equal('Session limit exceeded');
      }
      expect(assign.called).to.equal(false);
      expect(shown.map((n) => n.message)).to.deep.equal(hostile.map(() => 'Session limit exceeded'));
    });

    it('a server that keeps answering rate_limit_exceeded reloads the page a few times a minute, not forever', async () => {
      // Each reload is a new page load that makes the same call again and gets the same answer.
      fetchStub.callsFake(async () => jsonResponse({ status: 'rate_limit_exceeded' }));
      reload.resetHistory();
      const reloads: number[] = [];
      const t0 = Date.now();
      reload = sinon.spy(() => {
        reloads.push(Date.now() - t0);
        dropPendingReload(); // the new page: fresh module state, same session storage
        start(get('/api/contests/START1'));
      });
      setNavImpl({ reload });
      start(get('/api/contests/START1'));
      await settle();
      for (let s = 0; s < 300; s++) {
        await clock.tickAsync(1000);
        await settle(2);
      }
      const inFirstMinute = reloads.filter((t) => t <= 60_000).length;
      expect(inFirstMinute).to.be.within(2, 6);
      // Afterwards at most one a minute: five minutes hold at most 4 more after the first one.
      expect(reloads.filter((t) => t > 60_000).length).to.be.at.most(5);
      expect(reloads.slice(0, 5)).to.deep.equal([0, 2000, 6000, 14000, 30000]);
    });

    it('does not redirect to the session-limit page from the session-limit page', async () => {
      path = '/session/limit?destination=%2FSTART1';
      fetchStub.resolves(jsonResponse({ status: 'error', message: 'Session limit exceeded', redirect: '/session/limit' }));
      const outcome = start(get('/api/contests/START1'));
      await settle();
      expect(assign.called).to.equal(false);
      expect(errorOf(outcome).message).to.equal('Session limit exceeded');
    });

    it("shows the server's message, or 'Some error occurred', for failures", async () => {
      fetchStub.onCall(0).resolves(jsonResponse({ status: 'error', message: 'Contest not found' }));
      fetchStub.onCall(1).resolves(jsonResponse({ status: 'failure' }));
      fetchStub.onCall(2).resolves(jsonResponse({ errors: [] }, 400));
      for (const url of ['/a', '/b', '/c']) start(get(url));
      await settle();
      expect(shown).to.deep.equal([
        { style: 'error', message: 'Contest not found' },
        { style: 'error', message: 'Some error occurred' },
        { style: 'error', message: 'Some error occurred' },
      ]);
    });

    it('rejects without a message when quiet', async () => {
      fetchStub.resolves(jsonResponse({ status: 'error', message: 'hidden' }));
      const outcome = start(get('/a', { quiet: true }));
      await settle();
      expect(errorOf(outcome).message).to.equal('hidden');
      expect(errorOf(outcome).body).to.deep.equal({ status: 'error', message: 'hidden' });
      expect(shown).to.deep.equal([]);
    });

    it('abandons a call that never answers after 30 s and says so at once: no retry of a POST', async () => {
      fetchStub.callsFake((_input, init) => new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }));
      const onGiveUp = sinon.spy();
      const outcome = start(post('/form', { a: 1 }, { body: 'form', policy: 'form', onGiveUp }));
      await settle();
      await clock.tickAsync(29_999);
      await settle();
      expect(outcome.done).to.equal(false);
      await clock.tickAsync(1);
      await settle();
      expect(errorOf(outcome).kind).to.equal('timeout');
      expect(onGiveUp.callCount).to.equal(1);
      expect(shown.map((n) => n.message)).to.deep.equal(['The server did not answer in time. Please try again.']);
      // A POST may have changed something: never sent again by itself.
      await clock.tickAsync(600_000);
      await settle();
      expect(fetchStub.callCount).to.equal(1);
      // The server is slow, not the network gone: no offline state.
      expect(isOnline()).to.equal(true);
    });

    it('a GET that timed out fails at once, is retried in the background with backoff, and recovery is announced', async () => {
      let hang = true;
      const sent: number[] = [];
      fetchStub.callsFake((_input, init) => {
        sent.push(Date.now());
        if (!hang) return Promise.resolve(jsonResponse({ status: 'success', n: 2 }));
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const recovered = sinon.spy();
      onRecovered(recovered);
      const outcome = start(get('/api/slow', { timeoutMs: 5000, policy: 'shared' }));
      await settle();
      await clock.tickAsync(5000);
      await settle();
      expect(errorOf(outcome).kind).to.equal('timeout');
      expect(sent.length).to.equal(1);
      // Background tries: 2 s after the timeout (then 5 s to time out), 4 s after that, …
      await clock.tickAsync(2000);
      await settle();
      expect(sent.length).to.equal(2);
      await clock.tickAsync(5000 + 3999);
      await settle();
      expect(sent.length).to.equal(2, 'backoff: 4 s before the next');
      hang = false;
      await clock.tickAsync(1);
      await settle();
      expect(sent.length).to.equal(3);
      expect(recovered.callCount).to.equal(1);
      await clock.tickAsync(600_000);
      expect(sent.length).to.equal(3, 'recovered: no more tries');
    });

    it('background tries stop when nothing listens for the recovery', async () => {
      fetchStub.rejects(new TypeError('Failed to fetch'));
      const stop = onRecovered(() => undefined);
      start(get('/api/a'));
      await settle();
      await clock.tickAsync(2000);
      await settle();
      expect(fetchStub.callCount).to.equal(2);
      stop();
      await clock.tickAsync(600_000);
      await settle();
      expect(fetchStub.callCount).to.equal(2);
    });

    it('retryPendingNow sends a waiting GET again at once, not counted as a failure', async () => {
      fetchStub.onFirstCall().callsFake((_input, init) => new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }));
      fetchStub.onSecondCall().resolves(jsonResponse({ status: 'success', n: 2 }));
      const outcome = start(get('/api/slow', { policy: 'none' }));
      await settle();
      await clock.tickAsync(15_000);
      expect(retryPendingNow()).to.equal(1);
      await settle();
      expect(fetchStub.callCount).to.equal(2);
      expect(outcome.value).to.deep.equal({ status: 'success', n: 2 });
      expect(clock.countTimers()).to.equal(0);
    });

    it('treats a failed fetch as offline: fails at once, no toast, tried again only in the background with backoff', async () => {
      fetchStub.rejects(new TypeError('Failed to fetch'));
      onRecovered(() => undefined);
      const outcome = start(get('/api/contests/START1'));
      await settle();
      expect(outcome.done).to.equal(true);
      await clock.tickAsync(1999);
      expect(fetchStub.callCount).to.equal(1);
      await clock.tickAsync(28_001);
      await settle();
      expect(fetchStub.callCount).to.equal(5, 'background tries 2, 6, 14 and 30 s later');
      expect(errorOf(outcome).kind).to.equal('network');
      expect(errorOf(outcome).status).to.equal(0);
      expect(isOnline()).to.equal(false);
      expect(shown).to.deep.equal([]);
    });

    it('comes back online when a later call gets an answer', async () => {
      fetchStub.onFirstCall().rejects(new TypeError('Failed to fetch'));
      fetchStub.onSecondCall().resolves(jsonResponse({ status: 'success' }));
      start(get('/a'));
      await settle();
      expect(isOnline()).to.equal(false);
      await get('/b');
      expect(isOnline()).to.equal(true);
    });

    it('rejects a 2xx answer that is not JSON as malformed', async () => {
      fetchStub.onFirstCall().resolves(textResponse('<html>proxy page</html>'));
      fetchStub.onSecondCall().resolves(textResponse('{"truncated": '));
      const first = start(get('/a'));
      const second = start(get('/b', { quiet: true }));
      await settle();
      expect(errorOf(first).kind).to.equal('malformed');
      expect(errorOf(first).message).to.equal('Some error occurred');
      expect(errorOf(second).kind).to.equal('malformed');
      expect(shown).to.deep.equal([{ style: 'error', message: 'Some error occurred' }]);
    });

    it('accepts a JSON string answer and a 204 without body', async () => {
      fetchStub.onFirstCall().resolves(jsonResponse('just a string'));
      fetchStub.onSecondCall().resolves(new Response(null, { status: 204 }));
      expect(await get('/a')).to.equal('just a string');
      expect(await request({ method: 'POST', url: '/b' })).to.equal(null);
    });
  });
});

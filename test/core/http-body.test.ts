// The answer's body is read as it arrives (core/http.ts bodyText): text split anywhere between
// chunks, a multi-byte character included, parses as a whole; a body that breaks off is a
// malformed answer; a body that stalls after the headers is stopped by the call's deadline and
// reported as a timeout.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { HttpError, get } from '../../src/core/http';
import { onNotify } from '../../src/core/notify';
import { fakeTimers, settle, stubFetch, type FetchStub } from './helpers';
import { resetPage } from '../../src/core/page-reset';

/** A 200 answer whose body is `chunks`, then (unless `end` is false) its end; `fail` breaks it off. */
function streamed(chunks: Uint8Array[], { end = true, fail = false } = {}, signal?: AbortSignal | null): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (fail) controller.error(new TypeError('network error'));
      else if (end) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('http: reading the body', () => {
  let fetchStub: FetchStub;
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = fakeTimers();
    fetchStub = stubFetch();
    onNotify(() => undefined);
  });
  afterEach(() => {
    clock.restore();
    sinon.restore();
    resetPage();
  });

  it('parses a body split between chunks, inside a multi-byte character too', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ status: 'success', name: 'Café — 10,000 problems', n: 10000 }));
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of 'é'
    fetchStub.resolves(streamed([bytes.slice(0, 5), bytes.slice(5, cut), bytes.slice(cut)]));
    const answer = await get<{ name: string; n: number }>('/api/contests/BIG10K');
    expect(answer).to.deep.equal({ status: 'success', name: 'Café — 10,000 problems', n: 10000 });
  });

  it('a body that breaks off is a malformed answer', async () => {
    fetchStub.resolves(streamed([new TextEncoder().encode('{"status":"success","problems":{')], { fail: true }));
    const error = await get('/api/contests/BIG10K', { policy: 'none' }).catch((e: unknown) => e);
    expect(error instanceof HttpError && error.kind).to.equal('malformed');
  });

  it('a body that stalls after the headers ends at the call\'s deadline as a timeout', async () => {
    fetchStub.callsFake(async (_input, init) => streamed([new TextEncoder().encode('{"status":')], { end: false }, init?.signal));
    let error: unknown;
    get('/api/contests/BIG10K', { policy: 'none', timeoutMs: 5000 }).catch((e: unknown) => {
      error = e;
    });
    await settle();
    await clock.tickAsync(5000);
    await settle();
    expect(error instanceof HttpError && error.kind).to.equal('timeout');
  });
});

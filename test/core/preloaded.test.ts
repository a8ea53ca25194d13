// Data the server preloaded with the page (<link rel="preload" as="fetch">): the first GET of
// that path asks for the preloaded address, once; calls with their own query or a token the
// preload could not carry ask as usual; a preloaded answer knows when it was really asked for.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { get, preloadTiming } from '../../src/core/http';
import { cacheDelete } from '../../src/api/cache';
import { contestCacheName, fetchContest } from '../../src/api/contests';
import { calledUrl, jsonResponse, stubFetch } from '../core/helpers';
import { until } from '../support/until';

const links: HTMLLinkElement[] = [];

/** The contest name the encrypted cache holds for PRELOAD1, or null. */
async function cachedName(): Promise<string | null> {
  const { cacheGet } = await import('../../src/api/cache');
  const kept = await cacheGet<{ answer?: { name?: string } }>(contestCacheName('PRELOAD1'));
  return kept?.answer?.name ?? null;
}

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
  links.push(link);
  return link;
}

describe('preloaded data', () => {
  afterEach(() => {
    sinon.restore();
    links.splice(0).forEach((link) => link.remove());
  });

  it("the first GET of the path asks for the preload's address; the next one is a fresh request", async () => {
    // A path nothing answers: the stub answers, and the browser's own preload is never used.
    preloadLink('/api/preload-test/contest?_=1700000000123');
    const fetch = stubFetch().callsFake(async () => jsonResponse({ status: 'success' }));
    await get('/api/preload-test/contest');
    await get('/api/preload-test/contest');
    expect(calledUrl(fetch, 0).pathname + calledUrl(fetch, 0).search).to.equal('/api/preload-test/contest?_=1700000000123');
    expect(calledUrl(fetch, 1).pathname).to.equal('/api/preload-test/contest');
    expect(calledUrl(fetch, 1).search).to.match(/^\?_=\d+$/);
    expect(calledUrl(fetch, 1).search).to.not.equal('?_=1700000000123');
  });

  it('is not used by another path, a call with its own query, or a call with a proctoring token', async () => {
    preloadLink('/api/preload-test/problem?_=1700000000456');
    const fetch = stubFetch().callsFake(async () => jsonResponse({ status: 'success' }));
    await get('/api/preload-test/other');
    await get('/api/preload-test/problem', { params: { page: 2 } });
    await get('/api/preload-test/problem', { proctoringToken: 'token' });
    const asked = fetch.getCalls().map((_, n) => calledUrl(fetch, n).search);
    expect(asked.join('\n')).to.not.include('1700000000456');
    // Still there for the call it was meant for.
    await get('/api/preload-test/problem');
    expect(calledUrl(fetch, 3).search).to.equal('?_=1700000000456');
  });

  it('a link with another query than the timestamp, or from another origin, is left alone', async () => {
    preloadLink('/api/preload-test/list?page=2');
    preloadLink('https://elsewhere.example/api/preload-test/list?_=1700000000789');
    const fetch = stubFetch().callsFake(async () => jsonResponse({ status: 'success' }));
    await get('/api/preload-test/list');
    expect(calledUrl(fetch, 0).origin).to.equal(location.origin);
    expect(calledUrl(fetch, 0).search).to.match(/^\?_=\d+$/);
    expect(calledUrl(fetch, 0).search).to.not.equal('?_=1700000000789');
  });

  it("an answer the browser preloaded carries the preload's own request times", async () => {
    const before = Date.now();
    // A real answer of the reference server (through the test server's API proxy).
    const href = `/api/contests/START101?_=${before}`;
    preloadLink(href);
    const absolute = new URL(href, location.href).href;
    await until(() => performance.getEntriesByName(absolute, 'resource').some((e) => (e as PerformanceResourceTiming).responseEnd > 0), 'the preload to arrive');
    const calledAt = Date.now();
    const answer = await get<object>('/api/contests/START101');
    const timing = preloadTiming(answer);
    expect(timing).to.not.equal(undefined);
    expect(timing!.started).to.be.within(before - 1, calledAt);
    expect(timing!.received).to.be.within(timing!.started, calledAt + 1);
    // An answer asked for the usual way has none.
    expect(preloadTiming(await get<object>('/api/contests/START101'))).to.equal(undefined);
  });

  it("a preload's times are on the page's Date.now() clock even when that moved from performance.timeOrigin", async () => {
    const href = `/api/contests/START101?_=${Date.now()}`;
    preloadLink(href);
    const absolute = new URL(href, location.href).href;
    await until(() => performance.getEntriesByName(absolute, 'resource').some((e) => (e as PerformanceResourceTiming).responseEnd > 0), 'the preload to arrive');
    // The computer's clock was set two hours ahead after the page loaded.
    const realNow = Date.now.bind(Date);
    sinon.stub(Date, 'now').callsFake(() => realNow() + 7_200_000);
    try {
      const calledAt = Date.now();
      const timing = preloadTiming(await get<object>('/api/contests/START101'));
      expect(timing!.received).to.be.within(calledAt - 5_000, calledAt + 1);
      expect(timing!.started).to.be.within(calledAt - 5_000, timing!.received);
    } finally {
      sinon.restore();
    }
  });

  it('a preloaded contest is asked for even with a cached copy: the preload is never left unused (issue 23)', async () => {
    const answer = (name: string) => ({ status: 'success', code: 'PRELOAD1', name, time: { start: 1, end: 2, current: 1 }, ttl: 600, problems: [] });
    let name = 'First';
    const fetch = stubFetch().callsFake(async (input) => (String(input).includes('/api/user/key')
      ? jsonResponse({ status: 'success', key: 'preload-test-key' })
      : jsonResponse(answer(name))));
    try {
      expect((await fetchContest('PRELOAD1')).name).to.equal('First');
      // Kept after paint: wait for it.
      for (let i = 0; i < 300 && (await cachedName()) !== 'First'; i++) await new Promise(requestAnimationFrame);
      expect(await cachedName()).to.equal('First');
      // The next page of the same contest, revisited within its ttl, preloads it again.
      preloadLink('/api/contests/PRELOAD1?_=1700000000999');
      name = 'Second';
      expect((await fetchContest('PRELOAD1')).name).to.equal('Second');
      expect(fetch.getCalls().map((_, n) => calledUrl(fetch, n).search)).to.include('?_=1700000000999');
      for (let i = 0; i < 300 && (await cachedName()) !== 'Second'; i++) await new Promise(requestAnimationFrame);
      // Without a preload, the cache answers as before.
      const calls = fetch.callCount;
      expect((await fetchContest('PRELOAD1')).name).to.equal('Second');
      expect(fetch.callCount).to.equal(calls);
    } finally {
      await cacheDelete(contestCacheName('PRELOAD1'));
    }
  });
});

// A page's contest and problem answers do not wait for the user-key lookup that reading the
// sealed cache needs (its cookie lives about 51 s, so most loads ask the server for it): the
// data request goes out beside the lookup. With the key at hand the cache is read first, as
// before, and a hit sends no request.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheDelete } from '../../src/api/cache';
import { contestCacheName, fetchContest } from '../../src/api/contests';
import { fetchProblem, problemCacheName } from '../../src/api/problems';
import { forgetUserKey, userKeyAtHand } from '../../src/api/user-key';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { forgetProblems } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';

const pathOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
const stored = (name: string) => localStorage.getItem(`cc:cache:${name}`) !== null;

describe('page data calls beside the user-key lookup (reference server)', () => {
  beforeEach(async () => {
    resetPage();
    await serverSignOut();
    await forgetProblems([['PRACTICE', 'EVENSUM']]);
    await cacheDelete(contestCacheName('START101'));
    forgetUserKey();
  });
  afterEach(() => sinon.restore());

  it('asks for the contest and the problem while the user key is still being looked up', async () => {
    const realFetch = window.fetch.bind(window);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested: string[] = [];
    sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = pathOf(input);
      requested.push(path);
      if (path === '/api/user/key') await held;
      return realFetch(input, init);
    });
    expect(userKeyAtHand()).to.equal(false);
    const contest = fetchContest('START101');
    const problem = fetchProblem('PRACTICE', 'EVENSUM');
    await until(() => requested.includes('/api/user/key') && requested.includes('/api/contests/START101')
      && requested.includes('/api/contests/PRACTICE/problems/EVENSUM'), 'both data requests sent while the key lookup is held');
    expect(requested.filter((path) => path === '/api/user/key').length, 'one key lookup for both').to.equal(1);
    release();
    expect((await contest).code).to.equal('START101');
    expect((await problem).code).to.equal('EVENSUM');
    // The answers were cached under the key as before.
    await until(() => stored(contestCacheName('START101')) && stored(problemCacheName('PRACTICE', 'EVENSUM')), 'both answers cached');
  });

  it('with the key at hand, a cached answer is read first and no request is sent', async () => {
    await fetchProblem('PRACTICE', 'EVENSUM');
    await until(() => stored(problemCacheName('PRACTICE', 'EVENSUM')), 'the answer cached');
    expect(userKeyAtHand()).to.equal(true);
    const spy = sinon.spy(window, 'fetch');
    expect((await fetchProblem('PRACTICE', 'EVENSUM')).code).to.equal('EVENSUM');
    expect(spy.getCalls().map((call) => pathOf(call.args[0]))).to.deep.equal([]);
  });
});

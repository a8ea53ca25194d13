// Problem answers: cached by contest plus problem with the server's ttl when a
// statement is present; an action on the contest drops them.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { fetchProblem, problemCacheName } from '../../src/api/problems';
import { contestTag, invalidateTags } from '../../src/core/cache-tags';
import { serverSignOut } from '../support/server-session';
import { until } from '../support/until';
import { forgetProblems, problemCalls } from './problem-helpers';
import type { FetchStub } from '../core/helpers';

const stored = (contest: string, code: string) => localStorage.getItem(`cc:cache:${problemCacheName(contest, code)}`) !== null;

describe('problem answer cache (reference server)', () => {
  beforeEach(async () => {
    await serverSignOut();
    await forgetProblems([['PRACTICE', 'EVENSUM']]);
  });
  afterEach(() => sinon.restore());

  it('the server sends a ttl; the answer is served from the cache until the contest changes', async () => {
    const spy = sinon.spy(window, 'fetch') as unknown as FetchStub;
    const first = await fetchProblem('PRACTICE', 'EVENSUM');
    expect(first.ttlSeconds).to.equal(300);
    await until(() => stored('PRACTICE', 'EVENSUM'), 'the answer cached');
    await fetchProblem('PRACTICE', 'EVENSUM');
    expect(problemCalls(spy)).to.equal(1);
    invalidateTags([contestTag('PRACTICE')]);
    await fetchProblem('PRACTICE', 'EVENSUM');
    expect(problemCalls(spy)).to.equal(2);
  });
});

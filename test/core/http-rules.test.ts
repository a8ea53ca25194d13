import { expect } from '@open-wc/testing';
import {
  RETRY_POLICIES,
  buildUrl,
  failureMessage,
  isFailureBody,
  pageActionFor,
  sessionLimitTarget,
  shouldRetry,
} from '../../src/core/http-rules';

describe('http rules (pure)', () => {
  it('retries each policy from its status and within its budget', () => {
    // [policy, highest status not retried, lowest retried, retries allowed]
    const table = [
      ['shared', 500, 501, 10],
      ['comment', 498, 499, 10],
      ['form', 498, 499, 5],
      ['autocomplete', 498, 499, 10],
    ] as const;
    for (const [policy, notRetried, retried, budget] of table) {
      expect(shouldRetry(policy, notRetried, 0), `${policy} ${notRetried}`).to.equal(false);
      expect(shouldRetry(policy, retried, 0), `${policy} ${retried}`).to.equal(true);
      expect(shouldRetry(policy, 503, budget - 1), `${policy} last retry`).to.equal(true);
      expect(shouldRetry(policy, 503, budget), `${policy} budget spent`).to.equal(false);
      expect(RETRY_POLICIES[policy].delayMs).to.equal(2000);
    }
    expect(shouldRetry('none', 599, 0)).to.equal(false);
    expect(RETRY_POLICIES.autocomplete.silent).to.equal(true);
  });

  it('sends a session-limit answer to its redirect with the current path as destination', () => {
    const body = { status: 'error', message: 'Session limit exceeded', redirect: '/session/limit' };
    expect(sessionLimitTarget(body, '/START1/problems-old/ABC?x=1', 'https://cc.test')).to.equal(
      '/session/limit?destination=%2FSTART1%2Fproblems-old%2FABC%3Fx%3D1',
    );
    expect(sessionLimitTarget({ ...body, redirect: 'https://other.test/limit?a=1' }, '/p', 'https://cc.test')).to.equal(
      'https://other.test/limit?a=1&destination=%2Fp',
    );
  });

  it('does not redirect when already on the redirect page or when the answer is something else', () => {
    const body = { message: 'Session limit exceeded', redirect: '/session/limit?from=api' };
    expect(sessionLimitTarget(body, '/session/limit?destination=%2Fx', 'https://cc.test')).to.equal(null);
    expect(sessionLimitTarget({ message: 'Session limit exceeded' }, '/p', 'https://cc.test')).to.equal(null);
    expect(sessionLimitTarget({ message: 'Other', redirect: '/x' }, '/p', 'https://cc.test')).to.equal(null);
  });

  it('maps answers to page actions', () => {
    expect(pageActionFor(200, { status: 'rate_limit_exceeded' }, '/')).to.deep.equal({ kind: 'reload' });
    expect(pageActionFor(429, { status: 'rate_limit_exceeded' }, '/')).to.deep.equal({ kind: 'reload' });
    expect(pageActionFor(403, { status: 'apierror' }, '/')).to.deep.equal({ kind: 'reload' });
    expect(pageActionFor(200, { status: 'apierror' }, '/')).to.equal(null);
    expect(pageActionFor(403, { status: 'error' }, '/')).to.equal(null);
    expect(pageActionFor(200, 'text', '/')).to.equal(null);
  });

  it('recognises failure bodies and picks the message to show', () => {
    expect(isFailureBody({ status: 'error' })).to.equal(true);
    expect(isFailureBody({ status: 'failure' })).to.equal(true);
    expect(isFailureBody({ status: 'success' })).to.equal(false);
    expect(isFailureBody([])).to.equal(false);
    expect(failureMessage({ message: 'Nope' })).to.equal('Nope');
    expect(failureMessage({ message: '  ' })).to.equal('Some error occurred');
    expect(failureMessage({ message: 3 })).to.equal('Some error occurred');
    expect(failureMessage(undefined)).to.equal('Some error occurred');
  });

  it('adds the cache-busting timestamp only to GETs without a query', () => {
    expect(buildUrl('GET', '/api/x', undefined, 123)).to.equal('/api/x?_=123');
    expect(buildUrl('GET', '/api/x?a=1', undefined, 123)).to.equal('/api/x?a=1');
    expect(buildUrl('GET', '/api/x', { page: 2, skip: undefined, none: null }, 123)).to.equal('/api/x?page=2');
    expect(buildUrl('GET', '/api/x', { skip: undefined }, 123)).to.equal('/api/x?_=123');
    expect(buildUrl('GET', '/api/x?a=1', { b: 'c d' }, 123)).to.equal('/api/x?a=1&b=c+d');
    expect(buildUrl('POST', '/api/x', undefined, 123)).to.equal('/api/x');
  });
});

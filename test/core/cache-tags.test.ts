// Cache invalidation by tag: every state-changing call drops the cached answers about what it
// changed, even across the reload that follows it and for answers that were in flight.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { cacheGet, cacheSet } from '../../src/api/cache';
import { contestTag, invalidateTags, isInvalidated, problemTag, tagsChangedBy, USER_TAG } from '../../src/core/cache-tags';
import { removeCookie, setCookie } from '../../src/core/cookies';
import { setConnectivityProbe } from '../../src/core/connectivity';
import { post } from '../../src/core/http';
import { onNotify } from '../../src/core/notify';
import { setStorageBacking } from '../../src/core/storage';
import { jsonResponse, stubFetch } from './helpers';
import { resetPage } from '../../src/core/page-reset';

describe('cache tags', () => {
  beforeEach(() => {
    resetPage();
    localStorage.clear();
    setStorageBacking(null);
    setCookie('userkey', 'tag-test-key');
    setConnectivityProbe(async () => true);
    onNotify(() => undefined);
  });
  afterEach(() => {
    sinon.restore();
    removeCookie('userkey');
    resetPage();
    localStorage.clear();
  });

  it('names what each state-changing call changes', () => {
    expect(tagsChangedBy('POST', '/api/token/login/OTP10', { OTP: '1' })).to.deep.equal([contestTag('OTP10')]);
    expect(tagsChangedBy('POST', '/api/contests/FLEX10/times', { start_contest: true })).to.deep.equal([contestTag('FLEX10')]);
    expect(tagsChangedBy('POST', '/api/contests/START102/register', {})).to.deep.equal([contestTag('START102')]);
    expect(tagsChangedBy('POST', '/api/notification/form/ContestStartNotification/START102?validate=channel'))
      .to.deep.equal([contestTag('START102')]);
    expect(tagsChangedBy('POST', '/individuals/register/START103/form')).to.deep.equal([contestTag('START103')]);
    expect(tagsChangedBy('POST', 'http://localhost/api/user/cookie_consent', {})).to.deep.equal([USER_TAG]);
    expect(tagsChangedBy('POST', '/api/todo/add', new URLSearchParams({ pcode: 'EVENSUM', ccode: 'START101' })))
      .to.deep.equal([problemTag('START101', 'EVENSUM')]);
    expect(tagsChangedBy('POST', '/api/todo/add', { pcode: 'EVENSUM' })).to.deep.equal([problemTag('PRACTICE', 'EVENSUM')]);
    // Reads change nothing; neither do calls about nothing cached.
    expect(tagsChangedBy('GET', '/api/contests/OTP10')).to.deep.equal([]);
    expect(tagsChangedBy('POST', '/comment/add/url', {})).to.deep.equal([]);
  });

  it('an entry fetched before the invalidation is a miss; one fetched after is a hit', async () => {
    const timers = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    await cacheSet('contest:OTP10', 'locked', 120, { tags: [contestTag('OTP10')] });
    expect(await cacheGet('contest:OTP10')).to.equal('locked');
    timers.tick(10);
    invalidateTags([contestTag('OTP10')]);
    expect(await cacheGet('contest:OTP10')).to.equal(undefined);
    timers.tick(10);
    await cacheSet('contest:OTP10', 'unlocked', 120, { tags: [contestTag('OTP10')] });
    expect(await cacheGet('contest:OTP10')).to.equal('unlocked');
    // Other contests' entries are untouched.
    await cacheSet('contest:START101', 'x', 120, { tags: [contestTag('START101')] });
    invalidateTags([contestTag('OTP10')]);
    expect(await cacheGet('contest:START101')).to.equal('x');
  });

  it('an answer that was in flight when the state changed is not cached', async () => {
    const timers = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    const started = Date.now();
    timers.tick(50);
    invalidateTags([contestTag('OTP10')]);
    timers.tick(50);
    await cacheSet('contest:OTP10', 'old state', 120, { tags: [contestTag('OTP10')], fetchedAt: started });
    expect(await cacheGet('contest:OTP10')).to.equal(undefined);
  });

  it('the mark is in storage (it survives a reload) and never moves back', () => {
    invalidateTags([contestTag('A1')], 2000);
    expect(localStorage.getItem('cc:cache-tag:contest:A1')).to.equal('2000');
    invalidateTags([contestTag('A1')], 1000);
    expect(isInvalidated([contestTag('A1')], 1500)).to.equal(true);
    expect(isInvalidated([contestTag('A1')], 2001)).to.equal(false);
  });

  it('a POST through core/http invalidates unless the server refused it (4xx)', async () => {
    const fetch = stubFetch();
    await cacheSet('problem:OTP10:MAXGAP', 'hidden', 120, { tags: [contestTag('OTP10'), problemTag('OTP10', 'MAXGAP')], fetchedAt: Date.now() - 5 });
    fetch.resolves(jsonResponse({ status: 'error', msg: 'The OTP is not valid for this contest.' }, 400));
    await post('/api/token/login/OTP10', { OTP: '1' }, { quiet: true }).catch(() => undefined);
    expect(await cacheGet('problem:OTP10:MAXGAP')).to.equal('hidden', 'a wrong OTP changes nothing');
    fetch.resolves(jsonResponse({ status: 'success', msg: 'You have unlocked the contest.' }));
    await post('/api/token/login/OTP10', { OTP: '424242' }, { quiet: true });
    expect(await cacheGet('problem:OTP10:MAXGAP')).to.equal(undefined);
    await cacheSet('user-me', 'consent old', 60, { tags: [USER_TAG], fetchedAt: Date.now() - 5 });
    fetch.resolves(jsonResponse({ status: 'success' }));
    await post('/api/user/cookie_consent', {});
    expect(await cacheGet('user-me')).to.equal(undefined);
  });
});

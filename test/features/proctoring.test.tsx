// Proctoring: the check runs at once, again 30 s after a success and 10 s
// after a failure; a success resets the failure count; at 3 failures the cache is cleared, the
// page shows the message (or 'An error occurred') in place, never in a blocking alert(), and
// reloads through the reload guard: after 10 s, and with its backoff when it keeps happening.
// The stored token goes as x-proctoring-token on contest, problem and check calls.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { fetchContest } from '../../src/api/contests';
import { fetchProblem } from '../../src/api/problems';
import { proctoringTokenOf, storeProctoringToken, type ProctoringCheck } from '../../src/api/proctoring';
import { cacheGet, cacheSet } from '../../src/api/cache';
import { removeCookie, setCookie } from '../../src/core/cookies';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { onNotify } from '../../src/core/notify';
import { ProctoringMonitor, PROCTORING_FALLBACK_MESSAGE } from '../../src/api/proctoring-monitor';
import { joinProctoring, proctoringFailure, PROCTORING_RELOAD_DELAY_MS } from '../../src/state/proctoring';
import { MAX_BACKOFF_MS, dropPendingReload } from '../../src/core/reload-guard';
import { fixture, html } from '@open-wc/testing';
import '../../elements/cc-contest-page';
import { calledInit, calledUrl, fakeTimers, jsonResponse, settle, stubFetch } from '../core/helpers';
import { until } from '../support/until';
import { resetPage } from '../../src/core/page-reset';
import { newVisit } from '../support/visit';

const ok: ProctoringCheck = { ok: true };
const fail = (message = 'Not verified'): ProctoringCheck => ({ ok: false, message });

describe('proctoring monitor (fake timers)', () => {
  let timers: sinon.SinonFakeTimers;
  beforeEach(() => {
    timers = fakeTimers();
  });
  afterEach(() => sinon.restore());

  function monitorWith(answers: ProctoringCheck[]) {
    const check = sinon.stub<[], Promise<ProctoringCheck>>().callsFake(async () => answers.shift() ?? ok);
    const onGiveUp = sinon.spy();
    const monitor = new ProctoringMonitor({ check, onGiveUp });
    return { monitor, check, onGiveUp };
  }

  it('checks at once, then 30 s after a success', async () => {
    const { monitor, check } = monitorWith([ok, ok]);
    monitor.start();
    await timers.tickAsync(0);
    expect(check.callCount).to.equal(1);
    await timers.tickAsync(29_999);
    expect(check.callCount).to.equal(1);
    await timers.tickAsync(1);
    expect(check.callCount).to.equal(2);
    monitor.stop();
    await timers.tickAsync(60_000);
    expect(check.callCount).to.equal(2, 'stopped');
  });

  it('re-checks 10 s after a failure; a success resets the count', async () => {
    const { monitor, check, onGiveUp } = monitorWith([fail(), fail(), ok, fail(), fail(), ok]);
    monitor.start();
    await timers.tickAsync(0);
    expect(monitor.failureCount).to.equal(1);
    await timers.tickAsync(9_999);
    expect(check.callCount).to.equal(1);
    await timers.tickAsync(1);
    expect([check.callCount, monitor.failureCount]).to.deep.equal([2, 2]);
    await timers.tickAsync(10_000);
    expect([check.callCount, monitor.failureCount]).to.deep.equal([3, 0]);
    await timers.tickAsync(30_000);
    await timers.tickAsync(10_000);
    expect([check.callCount, monitor.failureCount]).to.deep.equal([5, 2]);
    await timers.tickAsync(10_000);
    expect([check.callCount, monitor.failureCount]).to.deep.equal([6, 0]);
    expect(onGiveUp.called).to.equal(false, 'never three in a row');
    monitor.stop();
  });

  it('gives up at the third failure in a row with its message, or "An error occurred", and stops', async () => {
    const { monitor, check, onGiveUp } = monitorWith([fail('a'), fail('b'), fail('Session not verified')]);
    monitor.start();
    await timers.tickAsync(20_000);
    expect(onGiveUp.calledOnceWithExactly('Session not verified')).to.equal(true);
    await timers.tickAsync(120_000);
    expect(check.callCount).to.equal(3);

    const silent = monitorWith([fail(''), fail(''), fail('')]);
    silent.monitor.start();
    await timers.tickAsync(20_000);
    expect(silent.onGiveUp.calledOnceWithExactly(PROCTORING_FALLBACK_MESSAGE)).to.equal(true);
  });
});

describe('proctoring on the page (stubbed server)', () => {
  let reload: sinon.SinonSpy;
  let alert: sinon.SinonStub;
  beforeEach(() => {
    newVisit();
    localStorage.clear();
    resetPage();
    setCookie('userkey', 'proctoring-test-key');
    onNotify(() => undefined);
    reload = sinon.spy();
    setNavImpl({ reload });
    alert = sinon.stub(window, 'alert');
  });
  afterEach(() => {
    newVisit();
    resetNavImpl();
    resetPage();
    removeCookie('userkey');
    sinon.restore();
    localStorage.clear();
  });

  it('a verified user: the token is stored per contest and sent on contest and problem loads', async () => {
    const fetch = stubFetch();
    fetch.onCall(0).resolves(jsonResponse({
      status: 'success', code: 'PROC10', name: 'Proc', time: { start: 1, end: 2_000_000_000, current: 100 },
      is_proctored: true, is_user_verified_for_proctoring: true, proctoring_token: 'tok-PROC10', problems: [],
    }));
    const contest = await fetchContest('PROC10', { fresh: true });
    expect(contest.proctored && contest.userVerifiedForProctoring).to.equal(true);
    expect(proctoringTokenOf('PROC10')).to.equal('tok-PROC10');
    expect(proctoringTokenOf('START101')).to.equal(undefined, 'per contest');
    fetch.onCall(1).resolves(jsonResponse({ status: 'success', code: 'PROC10', name: 'Proc', time: { start: 1, end: 2 } }));
    await fetchContest('PROC10', { fresh: true });
    expect((calledInit(fetch, 1).headers as Record<string, string>)['x-proctoring-token']).to.equal('tok-PROC10');
    fetch.onCall(2).resolves(jsonResponse({ status: 'success', problem_code: 'MODPOW', problem_name: 'M' }));
    await fetchProblem('PROC10', 'MODPOW', { fresh: true });
    expect((calledInit(fetch, 2).headers as Record<string, string>)['x-proctoring-token']).to.equal('tok-PROC10');
  });

  it('three failed checks: cache cleared, the message shown in the page (no alert), the page reloaded 10 s later', async () => {
    storeProctoringToken('PROC10', 'tok-PROC10');
    await cacheSet('contest:PROC10', { kept: true }, 120);
    expect(await cacheGet('contest:PROC10')).to.deep.equal({ kept: true });
    const timers = fakeTimers();
    const fetch = stubFetch();
    // The reference server's shape: a failed check in a 200 (no browser error per check).
    fetch.callsFake(async () => jsonResponse({ status: 'error', is_verified: false, message: 'Your proctoring session could not be verified.' }));
    const leave = joinProctoring('PROC10');
    const leaveAgain = joinProctoring('PROC10'); // the problem page joins the same checks
    await settle();
    await timers.tickAsync(0);
    await settle();
    expect(fetch.callCount).to.equal(1, 'one check for both elements');
    expect(calledUrl(fetch).pathname).to.equal('/api/proctoring/is-user-verified/PROC10');
    expect((calledInit(fetch).headers as Record<string, string>)['x-proctoring-token']).to.equal('tok-PROC10');
    for (const _ of [1, 2]) {
      await timers.tickAsync(10_000);
      await settle();
    }
    expect(fetch.callCount).to.equal(3);
    expect(proctoringFailure('PROC10')).to.equal('Your proctoring session could not be verified.');
    expect(alert.called).to.equal(false);
    expect(reload.called).to.equal(false, 'time to read the message first');
    await timers.tickAsync(PROCTORING_RELOAD_DELAY_MS);
    expect(reload.calledOnce).to.equal(true);
    timers.restore();
    expect(await cacheGet('contest:PROC10')).to.equal(undefined);
    leave();
    leaveAgain();
  });

  it('moving in the app from the contest page to its problem keeps the failure count: the third failure gives up', async () => {
    storeProctoringToken('PROC10', 'tok-PROC10');
    const timers = fakeTimers();
    const fetch = stubFetch();
    fetch.callsFake(async () => jsonResponse({ status: 'error', message: 'Not verified' }, 403));
    const leaveContest = joinProctoring('PROC10');
    await settle();
    await timers.tickAsync(0);
    await settle();
    expect(fetch.callCount).to.equal(1, 'the contest page checked once and failed');
    // The contest page goes; its problem page comes: its load checks at once.
    leaveContest();
    const leaveProblem = joinProctoring('PROC10');
    await settle();
    await timers.tickAsync(0);
    await settle();
    expect(fetch.callCount).to.equal(2);
    expect(proctoringFailure('PROC10')).to.equal(null);
    await timers.tickAsync(10_000);
    await settle();
    expect(fetch.callCount).to.equal(3);
    expect(proctoringFailure('PROC10')).to.equal('Not verified', 'three failures in a row, across both pages');
    await timers.tickAsync(PROCTORING_RELOAD_DELAY_MS);
    expect(reload.calledOnce).to.equal(true);
    expect(alert.called).to.equal(false);
    timers.restore();
    leaveProblem();
  });
  it('a check that always fails: the page reloads with growing waits (not every 21 s for ever), never alert()', async () => {
    storeProctoringToken('PROC10', 'tok-PROC10');
    const timers = fakeTimers(Date.now());
    stubFetch().callsFake(async () => jsonResponse({ status: 'error', message: 'Not verified' }, 403));
    const reloadsAt: number[] = [];
    let leave = () => undefined as void;
    // Each reload loads the page again: the guard's record survives it (session storage).
    const load = async () => {
      resetPage();
      dropPendingReload();
      leave = joinProctoring('PROC10');
      await settle();
    };
    reload.resetHistory();
    setNavImpl({ reload: () => { reloadsAt.push(Date.now()); void load(); } });
    try {
      await load();
      const end = Date.now() + 10 * 60_000;
      while (Date.now() < end) {
        await timers.tickAsync(1000);
        await settle(2);
      }
    } finally {
      leave();
      timers.restore();
    }
    const gaps = reloadsAt.slice(1).map((at, i) => at - reloadsAt[i]);
    // Each gap: 20 s of checks, then the guard's wait (10 s at least, then 16 s, 32 s, 60 s).
    expect(gaps.length).to.be.within(5, 12);
    expect(gaps.filter((gap, i) => i > 0 && gap < gaps[i - 1] - 1000), `gaps shorter than the one before among ${gaps.join(',')}`).to.deep.equal([]);
    expect(gaps[gaps.length - 1]).to.be.at.least(MAX_BACKOFF_MS);
    expect(alert.called).to.equal(false);
  });

  it('the contest page shows the give-up message in place, with Reload', async () => {
    storeProctoringToken('PROC10', 'tok-PROC10');
    const contest = {
      status: 'success', code: 'PROC10', name: 'Proc', time: { start: 1, end: 4_000_000_000, current: 100 },
      is_proctored: true, is_user_verified_for_proctoring: true, proctoring_token: 'tok-PROC10', problems: [],
    };
    const real = window.fetch.bind(window);
    stubFetch().callsFake(async (input, init) => {
      const path = new URL(String(input), location.href).pathname;
      if (path === '/api/contests/PROC10') return jsonResponse(contest);
      if (path.startsWith('/api/proctoring/')) return jsonResponse({ status: 'error', message: 'Proctoring session lost.' }, 403);
      return real(input, init);
    });
    const timers = fakeTimers(Date.now());
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="PROC10"></cc-contest-page>`);
    const failure = () => el.shadowRoot!.querySelector('[part="proctoring-failure"]');
    try {
      await until(() => el.shadowRoot!.querySelector('[part="contest"]') !== null, 'the contest page');
      // Three checks, 10 s apart.
      for (let i = 0; i < 60 && !failure(); i++) {
        await timers.tickAsync(1000);
        await settle(2);
      }
    } finally {
      timers.restore();
    }
    expect(failure(), 'the message in place').to.not.equal(null);
    expect(failure()?.textContent).to.contain('Proctoring session lost.');
    expect(failure()?.querySelector('button[part="reload"]')).to.not.equal(null);
    expect(alert.called).to.equal(false);
  });
});

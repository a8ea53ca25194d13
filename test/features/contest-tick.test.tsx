// The 1 s tick re-renders only what shows time: a clock-derived value re-renders its component
// when it changes, not every second; the problem status map answers each row by lookup.
import { expect, fixture, html } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import sinon from 'sinon';
import type { Contest } from '../../src/api/contest-answer';
import { problemStandings, standingIn } from '../../src/domain/problem-status';
import { useClockValue } from '../../src/ui/useClockValue';
import { settle } from '../core/helpers';
import { resetPage } from '../../src/core/page-reset';

describe('clock tick and renders', () => {
  afterEach(() => {
    sinon.restore();
    resetPage();
  });

  it('useClockValue re-renders on a change of the derived value only', async () => {
    const timers = sinon.useFakeTimers({ now: 0, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const renders: string[] = [];
    function Phase() {
      const phase = useClockValue((now) => (now < 5000 ? 'before' : 'running'));
      renders.push(phase);
      return createElement('span', null, phase);
    }
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    root.render(createElement(Phase));
    await settle();
    expect(renders).to.deep.equal(['before']);
    for (let second = 0; second < 10; second++) {
      await timers.tickAsync(1000);
      await settle(2);
    }
    // Ten ticks, one change of phase: one more render.
    expect(renders).to.deep.equal(['before', 'running']);
    expect(host.textContent).to.equal('running');
    root.unmount();
  });

  it('problemStandings: one map per answer, with the status precedence of the per-problem rule', () => {
    const result = (code: string, score: number | null = null, fullScore: number | null = null, type: number | null = null) =>
      ({ code, score, fullScore, type, info: 1 });
    const stats: Contest['stats'] = {
      solved: [result('S1', 100, 100, 3), result('S2', 30, 100, 3), result('BOTH', 100, 100, 0)],
      partiallySolved: [result('P1', 60, 100, 3)],
      attempted: [result('A1', 0, 100, 0), result('BOTH')],
      locked: ['L1', 'S1'],
    };
    const map = problemStandings(stats);
    expect(standingIn(map, 'L1').status).to.equal('locked');
    expect(standingIn(map, 'S1').status).to.equal('locked', 'locked wins');
    expect(standingIn(map, 'S2')).to.deep.equal({ status: 'partially-solved', scoreTitle: '0.3' });
    expect(standingIn(map, 'BOTH').status).to.equal('solved', 'solved beats attempted');
    expect(standingIn(map, 'P1')).to.deep.equal({ status: 'partially-solved', scoreTitle: '0.6' });
    expect(standingIn(map, 'A1').status).to.equal('unsolved');
    expect(standingIn(map, 'NONE').status).to.equal('unattempted');
    // 10,000 rows are answered from the map, not by searching the lists.
    const big: Contest['stats'] = { solved: [], partiallySolved: [], attempted: [], locked: [] };
    for (let i = 0; i < 10_000; i++) big.attempted.push(result(`Q${i}`));
    const bigMap = problemStandings(big);
    expect(bigMap.size).to.equal(10_000);
    expect(standingIn(bigMap, 'Q9999').status).to.equal('unsolved');
  });
});

describe('upcoming contests answer shapes', () => {
  it("reads the spec's list and the live site's present and future lists (contests.json)", async function () {
    const { upcomingFromAnswer } = await import('../../src/api/contest-answer');
    const { referenceAnswer } = await import('../support/reference');
    expect(upcomingFromAnswer({ status: 'success', contests: [{ code: 'A1', name: 'A', start_date: '2026-01-02T00:00:00Z', end_date: '2026-01-02T02:00:00Z' }] }))
      .to.deep.equal([{ code: 'A1', name: 'A', startMs: Date.UTC(2026, 0, 2), endMs: Date.UTC(2026, 0, 2, 2) }]);
    const live = await referenceAnswer(this, 'contests.json');
    const list = upcomingFromAnswer(live);
    const answer = live as { present_contests: unknown[]; future_contests: Array<{ contest_code: string }> };
    expect(list.length).to.equal(new Set([...answer.present_contests, ...answer.future_contests].map((c) => (c as { contest_code: string }).contest_code)).size);
    const starters = list.find((contest) => contest.code === 'START210')!;
    expect(starters.name).to.equal('Starters 210');
    expect(new Date(starters.startMs).toISOString()).to.equal('2025-10-29T14:30:00.000Z');
    expect(starters.endMs - starters.startMs).to.equal(2 * 3_600_000);
    expect(list.map((contest) => contest.startMs)).to.deep.equal([...list.map((contest) => contest.startMs)].sort((a, b) => a - b));
    // Past contests are not upcoming.
    expect(list.map((contest) => contest.code)).to.not.include('START209');
  });
});

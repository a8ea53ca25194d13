import { expect } from '@open-wc/testing';
import { normaliseContest, type Contest } from '../../src/api/contest-answer';
import {
  autoRefreshDelayMs, contestPhase, reminderAvailable, startReloadDelayMs,
} from '../../src/domain/contest-timeline';
import { problemStanding, shownSolved } from '../../src/domain/problem-status';
import {
  durationText, emptyProblemsReason, frozeAgoText, showCheatingPolicy, splitProblems,
  startConfirmText, upcomingDurationText,
} from '../../src/features/contest/logic';
import { ratingRangeText } from '../../src/features/contest/rating-logic';
import { referenceAnswer } from '../support/reference';

const START = 1_900_000_000;

function contest(overrides: Record<string, unknown> = {}): Contest {
  return normaliseContest({
    status: 'success',
    code: 'START101',
    name: 'Starters 101',
    time: { start: START, end: START + 7200, freezing: 0, current: START },
    problems: {
      ALPHA: { code: 'ALPHA', name: 'Alpha', type: '3', successful_submissions: '1200', accuracy: 56.5, category_name: 'main' },
      OMEGA: { code: 'OMEGA', name: 'Omega', type: '0', successful_submissions: '8', accuracy: '12.25', category_name: 'unscored' },
    },
    ttl: 60,
    autoRefresh: true,
    ...overrides,
  });
}

describe('contest rules (pure)', () => {
  it('reads the live shapes: problems keyed by code, numbers as strings, "NA" ranks', () => {
    const c = contest({ rank_and_score: { rank: 'NA', score: 'NA' }, duration: '120', isRatedContest: '1' });
    expect(c.problems.map((p) => p.code)).to.deep.equal(['ALPHA', 'OMEGA']);
    expect(c.problems[0].successfulSubmissions).to.equal(1200);
    expect(c.problems[1].accuracy).to.equal(12.25);
    expect(c.rank).to.equal(null);
    expect(c.durationMinutes).to.equal(120);
    expect(c.rated).to.equal(true);
    expect(c.startMs).to.equal(START * 1000);
  });

  it('accepts the spec shape too: problems as a list, [] for none', () => {
    expect(contest({ problems: [{ code: 'X1', name: 'X' }] }).problems.map((p) => p.code)).to.deep.equal(['X1']);
    expect(contest({ problems: [] }).problems).to.deep.equal([]);
  });

  it('drops unsafe links and junk rows instead of failing', () => {
    const c = contest({
      manageURL: 'javascript:alert(1)',
      banner: '//evil.example/x.png',
      problems: { BAD: null, 'A B': { code: 'A B' }, OK1: { code: 'OK1', name: 'Fine' } },
    });
    expect(c.manageUrl).to.equal('');
    expect(c.banner).to.equal('');
    expect(c.problems.map((p) => p.code)).to.deep.equal(['OK1']);
  });

  it('refuses an answer that is not a contest', () => {
    expect(() => normaliseContest({ status: 'success' })).to.throw();
    expect(() => normaliseContest('<html>')).to.throw();
  });

  it('accepts the captured answers of the live site', async function () {
    const parent = await referenceAnswer(this, 'START209.json');
    const child = await referenceAnswer(this, 'START209D.json');
    const p = normaliseContest(parent);
    expect(p.isParent).to.equal(true);
    expect(p.divisions.map((d) => d.contestCode)).to.deep.equal(['START209A', 'START209B', 'START209C', 'START209D']);
    const c = normaliseContest(child);
    expect(splitProblems(c.problems).scored.map((problem) => problem.code)).to.include.members(['P1209', 'P6209E', 'P8209']);
    expect(c.problems[0].successfulSubmissions).to.be.greaterThan(0);
    expect(c.unscoredHeading).to.not.equal('');
    expect(c.durationMinutes).to.equal(120);
  });

  it('phases on the server clock: running includes both ends', () => {
    const c = contest();
    expect(contestPhase(START * 1000 - 1, c)).to.equal('before');
    expect(contestPhase(START * 1000, c)).to.equal('running');
    expect(contestPhase((START + 7200) * 1000, c)).to.equal('running');
    expect(contestPhase((START + 7200) * 1000 + 1, c)).to.equal('ended');
  });

  it('offers a reminder only more than 4200 s before the start', () => {
    const c = contest();
    expect(reminderAvailable(START * 1000 - 4200_000, c)).to.equal(false);
    expect(reminderAvailable(START * 1000 - 4201_000, c)).to.equal(true);
  });

  it('problem status: locked, solved, partially solved with score title, unsolved, unattempted', () => {
    const stats = contest({
      problemsstats: {
        locked: ['L1'],
        solved: [{ code: 'S1', score: '100', full_score: '100', problem_type: '3' }, { code: 'S2', problem_type: '1', score: '10', full_score: '100' }, 'S3'],
        partially_solved: [{ code: 'P1', score: '30', full_score: '100', info: '0.5' }],
        attempted: ['A1'],
      },
    }).stats;
    expect(problemStanding('L1', stats).status).to.equal('locked');
    expect(problemStanding('S1', stats)).to.deep.equal({ status: 'solved', scoreTitle: '1' });
    expect(problemStanding('S2', stats).status).to.equal('solved');
    expect(problemStanding('S3', stats).status).to.equal('solved');
    expect(problemStanding('P1', stats)).to.deep.equal({ status: 'partially-solved', scoreTitle: '0.6' });
    expect(problemStanding('A1', stats).status).to.equal('unsolved');
    expect(problemStanding('Z9', stats).status).to.equal('unattempted');
  });

  it('a "solved" type-3 problem short of full score is partially solved; titles round to 3 decimals', () => {
    const stats = contest({ problemsstats: { solved: [{ code: 'S1', score: '20', full_score: '30', problem_type: '3' }] } }).stats;
    expect(problemStanding('S1', stats)).to.deep.equal({ status: 'partially-solved', scoreTitle: '0.667' });
  });

  it('says why the problem table is empty, in order of precedence', () => {
    const now = (START + 60) * 1000;
    const reason = (o: Record<string, unknown>, at = now) => emptyProblemsReason(contest({ problems: [], ...o }), contestPhase(at, contest(o))).kind;
    expect(reason({ is_contest_elements_visible: false })).to.equal('restricted');
    expect(reason({}, START * 1000 - 1)).to.equal('before');
    expect(reason({ is_OTP_required: true })).to.equal('otp');
    expect(reason({ is_registration_enabled_contest: true, is_flexi_time_contest: true })).to.equal('register-and-start');
    expect(reason({ is_registration_enabled_contest: true })).to.equal('register');
    expect(reason({ is_flexi_time_contest: true })).to.equal('start');
    expect(reason({ is_registration_enabled_contest: true, is_registered: true })).to.equal('none');
  });

  it('the cheating block: START codes with penalised users, while running or a reminder is available', () => {
    const c = contest({ penalisedUsersCount: 3 });
    expect(showCheatingPolicy(c, 'running', START * 1000)).to.equal(true);
    expect(showCheatingPolicy(c, 'before', START * 1000 - 5000_000)).to.equal(true);
    expect(showCheatingPolicy(c, 'before', START * 1000 - 60_000)).to.equal(false);
    expect(showCheatingPolicy(c, 'ended', (START + 8000) * 1000)).to.equal(false);
    expect(showCheatingPolicy(contest({ penalisedUsersCount: 0 }), 'running', START * 1000)).to.equal(false);
    expect(showCheatingPolicy(contest({ code: 'COOK1', penalisedUsersCount: 3 }), 'running', START * 1000)).to.equal(false);
  });

  it('the start confirmation names the duration, and the team rule for team contests', () => {
    expect(startConfirmText(contest({ duration: '120' }))).to.equal(
      'Are you sure you want to begin the contest? Once you begin the contest, you will have to complete it within 2 hours from your start time.',
    );
    expect(startConfirmText(contest({ duration: '90', isTeamContest: true }))).to.equal(
      'Are you sure you want to begin the contest? Once you begin the contest, you will have to complete it within 1 hour 30 minutes from your start time. This will start the timer for your team and its members.',
    );
    expect(durationText(45)).to.equal('45 minutes');
  });

  it('upcoming durations are hours, or days when over 47 hours', () => {
    expect(upcomingDurationText(0, 2 * 3600_000)).to.equal('2 hours');
    expect(upcomingDurationText(0, 47 * 3600_000)).to.equal('47 hours');
    expect(upcomingDurationText(0, 48 * 3600_000)).to.equal('2 days');
    expect(upcomingDurationText(0, 72 * 3600_000)).to.equal('3 days');
  });

  it('frozen ranklist text', () => {
    expect(frozeAgoText(0, 25 * 60_000)).to.equal('Ranklist froze 25 minutes ago');
    expect(frozeAgoText(0, 61 * 60_000)).to.equal('Ranklist froze 1 hour ago');
  });

  it('auto refresh: ttl to ttl+30 s, only while running with autoRefresh and not frozen', () => {
    const c = contest();
    expect(autoRefreshDelayMs(c, 'running', () => 0)).to.equal(60_000);
    expect(autoRefreshDelayMs(c, 'running', () => 0.999999)).to.be.closeTo(90_000, 1);
    expect(autoRefreshDelayMs(c, 'before', () => 0)).to.equal(null);
    expect(autoRefreshDelayMs(contest({ autoRefresh: false }), 'running')).to.equal(null);
    expect(autoRefreshDelayMs(contest({ isRanklistFrozen: true }), 'running')).to.equal(null);
    expect(contest({ ttl: 0 }).ttlSeconds).to.equal(120);
  });

  it('the reload after the start waits 1 to 4 s', () => {
    expect(startReloadDelayMs(() => 0)).to.equal(1000);
    expect(startReloadDelayMs(() => 0.9999)).to.equal(3999);
  });

  it('division rating ranges', () => {
    expect(ratingRangeText(2000, 50000)).to.equal('2000+');
    expect(ratingRangeText(1600, 1999)).to.equal('1600 – 1999');
    expect(ratingRangeText(0, 1399)).to.equal('below 1400');
  });
});

describe('shownSolved: one source for the problem page and the contest page', () => {
  const result = (code: string) => ({ code, score: 100, fullScore: 100, type: 0, info: 1 });
  const stats = { solved: [result('DONE')], attempted: [result('TRIED')], partiallySolved: [], locked: [] };
  it("the loaded contest answer wins over the problem answer's own mark", () => {
    expect(shownSolved('TRIED', true, stats)).to.equal(false);
    expect(shownSolved('DONE', false, stats)).to.equal(true);
  });
  it('the problem answer decides until the contest answer is here', () => {
    expect(shownSolved('TRIED', true, undefined)).to.equal(true);
    expect(shownSolved('TRIED', false, undefined)).to.equal(false);
  });
});

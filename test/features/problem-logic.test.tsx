// The problem page's pure rules and the normaliser: code and contest checks, category and
// difficulty wording, the inclusive submission window, links, and the live site's answers.
import { expect } from '@open-wc/testing';
import { normaliseProblem, type Problem } from '../../src/api/problems';
import { PROBLEM_CODE_ERROR } from '../../src/domain/codes';
import {
  categoryLabel, checkProblemCode, contestOf, difficultyText, directSubmitTarget,
  problemLinks, sectionsOf, submissionWindow, tagsOf,
} from '../../src/features/problem/logic';
import { referenceAnswer } from '../support/reference';
import { problemAnswer } from './problem-helpers';

const NOW_S = 1_800_000_000;
const problem = (overrides: Record<string, unknown> = {}): Problem => normaliseProblem(problemAnswer(overrides, NOW_S));

describe('problem logic', () => {
  it('accepts only all upper-case codes and reports a missing one', () => {
    expect(checkProblemCode('LAMPS')).to.deep.equal({ kind: 'ok', code: 'LAMPS' });
    expect(checkProblemCode(' P1209 ')).to.deep.equal({ kind: 'ok', code: 'P1209' });
    expect(checkProblemCode('lamps').kind).to.equal('bad');
    expect(checkProblemCode('Lamps').kind).to.equal('bad');
    expect(checkProblemCode('LAMPS;DROP').kind).to.equal('bad');
    expect(checkProblemCode('').kind).to.equal('missing');
    expect(checkProblemCode(undefined).kind).to.equal('missing');
    expect(PROBLEM_CODE_ERROR).to.equal('Please check problem code. No such problem exists for this contest.');
  });

  it('defaults the contest to PRACTICE and falls back to it for a malformed code', () => {
    expect(contestOf(undefined)).to.deep.equal({ contest: 'PRACTICE', valid: true });
    expect(contestOf('START101')).to.deep.equal({ contest: 'START101', valid: true });
    expect(contestOf('no such/contest')).to.deep.equal({ contest: 'PRACTICE', valid: false });
  });

  it("shows category 'school' as 'Beginner' and difficulty -1 as 'N/A'", () => {
    expect(categoryLabel('school')).to.equal('Beginner');
    expect(categoryLabel('main')).to.equal('Main');
    expect(categoryLabel('')).to.equal('');
    expect(difficultyText(problem({ difficulty_rating: '-1' }).difficulty)).to.equal('N/A');
    expect(difficultyText(problem({ difficulty_rating: null }).difficulty)).to.equal('N/A');
    expect(difficultyText(problem({ difficulty_rating: '1234' }).difficulty)).to.equal('1234');
    expect(difficultyText(problem({ difficulty_rating: 987 }).difficulty)).to.equal('987');
  });

  it('opens submissions from submit_start_date to end_date, both inclusive', () => {
    const p = problem();
    const start = p.time.submitStartMs!;
    const end = p.time.endMs!;
    expect(submissionWindow(p, start - 1)).to.equal('before');
    expect(submissionWindow(p, start)).to.equal('open');
    expect(submissionWindow(p, end)).to.equal('open');
    expect(submissionWindow(p, end + 1)).to.equal('closed');
  });

  it('links to the contest or practice submit and status pages, and my submissions when signed in', () => {
    const now = NOW_S * 1000;
    const contestLinks = problemLinks(problem(), 'START101', 'alice', now);
    expect(contestLinks.submit).to.deep.equal({ href: '/START101/submit-old/LAMPS', text: 'Submit' });
    expect(contestLinks.allSubmissions).to.equal('/START101/status/LAMPS');
    expect(contestLinks.mySubmissions).to.equal('/START101/status/LAMPS?filterBy=user%3Aalice');
    expect(contestLinks.countdownTo).to.equal((NOW_S + 3600) * 1000);

    const practice = problemLinks(problem({ contest_code: 'PRACTICE' }), 'PRACTICE', '', now);
    expect(practice.submit).to.deep.equal({ href: '/login?destination=%2Fsubmit-old%2FLAMPS', text: 'Log in to submit' });
    expect(practice.allSubmissions).to.equal('/status/LAMPS');
    expect(practice.mySubmissions).to.equal(null);
    expect(practice.countdownTo, 'no countdown for practice').to.equal(null);

    const ended = problemLinks(problem(), 'START101', 'alice', (NOW_S + 7200) * 1000);
    expect(ended.submit).to.equal(null);
    expect(ended.window).to.equal('closed');
    expect(ended.countdownTo).to.equal(null);
    const practiceAfter = problemLinks(problem({ time: { ...problemAnswer({}, NOW_S).time as object, practice_submission_allowed: true } }), 'START101', 'alice', (NOW_S + 7200) * 1000);
    expect(practiceAfter.submit).to.deep.equal({ href: '/submit-old/LAMPS', text: 'Submit in practice' });
    // The answer's contest wins over the page's (a parent contest's page showing a division's problem).
    expect(problemLinks(problem({ contest_code: 'START101D' }), 'START101', 'alice', now).submit!.href).to.equal('/START101D/submit-old/LAMPS');
    expect(directSubmitTarget(problem({ contest_code: 'PRACTICE' }), 'PRACTICE')).to.equal('/submit-old/LAMPS');
  });

  it('keeps the sections the server shows, in order, and each tag once', () => {
    const p = problem({
      problemComponents: { ...(problemAnswer({}, NOW_S).problemComponents as object), subtasksState: false, outputFormat: '  ' },
      user_tags: ['sums', 'math'],
      computed_tags: ['math', 'greedy'],
    });
    expect(sectionsOf(p).map((s) => s.key)).to.deep.equal(['statement', 'input', 'constraints']);
    expect(tagsOf(p)).to.deep.equal(['sums', 'math', 'greedy']);
  });

  it('normalises the spec shape: missing fields, numbers and flags in any form', () => {
    const p = normaliseProblem({ problem_code: 'MIN', problem_name: 'Minimal', difficulty_rating: -1, is_direct_submittable: 1, user_zen_mode: '1', time: { end_date: '1800000000' } });
    expect(p.code).to.equal('MIN');
    expect(p.difficulty).to.equal(null);
    expect(p.directSubmittable).to.equal(true);
    expect(p.zenMode).to.equal(true);
    expect(p.time.endMs).to.equal(1_800_000_000_000);
    expect(p.time.submitStartMs).to.equal(null);
    expect(p.sections.samples).to.deep.equal([]);
    expect(p.manageUrl).to.equal('');
    expect(normaliseProblem({ ...problemAnswer({}, NOW_S), problemManageURL: 'javascript:alert(1)' }).manageUrl).to.equal('');
    expect(() => normaliseProblem({ status: 'success' })).to.throw('Some error occurred');
    expect(() => normaliseProblem('<html>')).to.throw('Some error occurred');
  });

  it("reads the live site's problem answers", async function () {
    for (const n of [1, 2, 3, 4, 5]) {
      const answer = await referenceAnswer(this, `START209D_P${n}209.json`);
      const p = normaliseProblem(answer);
      expect(p.code).to.equal(`P${n}209`);
      expect(p.name.length).to.be.greaterThan(2);
      expect(p.contestCode).to.equal('START209D');
      expect(p.sections.statement).to.contain('$');
      expect(p.sections.samples.length).to.be.greaterThan(0);
      expect(p.sections.samples[0].input).to.not.match(/\n$/);
      expect(p.sections.subtasks, 'subtasksState false hides subtasks').to.equal('');
      expect(p.difficulty).to.be.a('number');
      expect(p.authorHtml).to.contain('/users/');
      expect(p.testers.length).to.equal(1);
      expect(p.time.endMs! % 1000).to.equal(0);
      expect(p.discussUrl).to.match(/^https:/);
      expect(p.ttlSeconds).to.equal(null);
    }
  });
});

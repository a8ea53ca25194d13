// Locked problems and submission rights: the pure rules at their edges, and
// LOCK10 of the reference server on the contest and problem pages.
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/cc-contest-page';
import '../../elements/cc-problem';
import { normaliseProblem } from '../../src/api/problems';
import { cacheDelete } from '../../src/api/cache';
import type { ProblemStanding } from '../../src/domain/problem-status';
import { canSubmit } from '../../src/features/contest/logic';
import { problemLinks } from '../../src/features/problem/logic';
import { serverSignOut } from '../support/server-session';
import { shadowText, until } from '../support/until';
import { clearSettings, embedSettings } from './app-helpers';
import { forgetProblems, problemAnswer } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const open: ProblemStanding = { status: 'unattempted', scoreTitle: null };
const locked: ProblemStanding = { status: 'locked', scoreTitle: null };

describe('submission rights (pure)', () => {
  it('contest rows: not locked, allow_submission not false, contest running', () => {
    expect(canSubmit({ allowSubmission: true }, open, 'running')).to.equal(true);
    expect(canSubmit({ allowSubmission: null }, open, 'running')).to.equal(true, 'absent is not false');
    expect(canSubmit({ allowSubmission: false }, open, 'running')).to.equal(false);
    expect(canSubmit({ allowSubmission: true }, locked, 'running')).to.equal(false);
    expect(canSubmit({ allowSubmission: true }, open, 'before')).to.equal(false);
    expect(canSubmit({ allowSubmission: true }, open, 'ended')).to.equal(false);
  });

  it('problem page: submit_start_date to end_date inclusive, and never when allow_submission is false', () => {
    const nowS = 1_800_000_000;
    const problem = (overrides: Record<string, unknown> = {}) => normaliseProblem(problemAnswer(overrides, nowS));
    const p = problem();
    const { submitStartMs, endMs } = p.time;
    const at = (ms: number, target = p) => problemLinks(target, 'START101', 'alice', ms);
    expect(at(submitStartMs! - 1).window).to.equal('before');
    expect(at(submitStartMs! - 1).submit).to.equal(null);
    expect(at(submitStartMs!).submit?.href).to.equal('/START101/submit-old/LAMPS');
    expect(at(endMs!).submit?.href).to.equal('/START101/submit-old/LAMPS');
    expect(at(endMs! + 1).window).to.equal('closed');
    const switchedOff = problem({ allow_submission: false });
    expect(at(submitStartMs! + 1000, switchedOff).submit).to.equal(null);
    expect(at(submitStartMs! + 1000, problem({ allow_submission: true })).submit?.text).to.equal('Submit');
  });
});

describe('LOCK10 on the pages', () => {
  beforeEach(async () => {
    resetPage();
    await serverSignOut();
    embedSettings({ username: '' });
    await cacheDelete('contest:LOCK10');
    await forgetProblems([['LOCK10', 'MAXGAP'], ['LOCK10', 'EVENSUM']]);
  });
  afterEach(() => {
    clearSettings();
    resetPage();
  });

  it('the contest page lists the locked problem without a link and offers Submit only where allowed', async () => {
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="LOCK10"></cc-contest-page>`);
    // The problem table is a cc-data-table: its rows are in its own shadow root.
    const rowsOf = () => {
      const table = el.shadowRoot!.querySelector('[part="problems"] cc-data-table');
      return table?.shadowRoot ? [...table.shadowRoot.querySelectorAll<HTMLElement>('tbody tr[part="row"]')] : [];
    };
    await until(() => rowsOf().length === 3, 'LOCK10 problems');
    const rows = rowsOf().map((row) => ({
      name: row.querySelector('th')!.textContent!.trim(),
      link: row.querySelector('[part="problem-link"]') !== null,
      submit: row.querySelector('[part="problem-submit"]')?.getAttribute('href') ?? null,
    }));
    expect(rows.map((row) => [row.link, row.submit])).to.deep.equal([
      [true, '/login?destination=%2FLOCK10%2Fsubmit-old%2FWARMUP'],
      [true, null],
      [false, null],
    ]);
    expect(rows[2].name).to.match(/\(locked\)$/);
    await expect(el).to.be.accessible();
  });

  it('the locked problem page is refused with the server message; the switched-off one has no Submit', async () => {
    const lockedPage = await fixture<HTMLElement>(html`<cc-problem code="MAXGAP" contest="LOCK10"></cc-problem>`);
    await until(() => q(lockedPage, '[part="attention"]') !== null, 'the refusal');
    expect(shadowText(q(lockedPage, '[part="attention"]')!)).to.contain('This problem is locked.');
    expect(q(lockedPage, '[part="problem"]')?.outerHTML).to.equal(undefined);

    const closed = await fixture<HTMLElement>(html`<cc-problem code="EVENSUM" contest="LOCK10"></cc-problem>`);
    await until(() => q(closed, '[part="details"]') !== null, 'EVENSUM');
    expect(q(closed, '[part="submit"]')?.outerHTML).to.equal(undefined);
  });
});

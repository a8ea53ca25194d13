// cc-contest-page against the reference server: what a visitor, alice and the admin see on a
// running, a future, an ended parent and a division contest; refusals and load failures.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { MISSING_CODE_TEXT } from '../../src/features/contest/ContestPage';
import { NO_UNSCORED_TEXT, OTP_PROMPT_TEXT, PROBLEMS_FAILED_TEXT, REMINDER_LOGIN_TEXT, START_TO_SEE_TEXT, UNLOCKED_TEXT } from '../../src/features/contest/logic';
import { onNotify } from '../../src/core/notify';
import { jsonResponse, settle, stubFetch } from '../core/helpers';
import { serverSignOut } from '../support/server-session';
import { animationsDone, shadowText, until } from '../support/until';
import { clearSettings, embedSettings, guardPage, signIn, signInForPosts, signOut, type PageGuard } from './app-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q, qa } from '../support/shadow';

const texts = (el: Element, selector: string) => qa(el, selector).map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
/** The problem table of a section is a cc-data-table: its rows and headers are in its own shadow root. */
const problemTable = (el: Element, section: string) => q(el, `[part="${section}"] cc-data-table`);
const problemRowsIn = (el: Element, section: string) => (problemTable(el, section) ? qa(problemTable(el, section)!, 'tbody tr[part="row"]') : []);
const problemHeaders = (el: Element, section: string) => (problemTable(el, section) ? texts(problemTable(el, section)!, 'thead th') : []);

const CODES = ['START100', 'START100D', 'START101', 'START102', 'START103', 'FLEX10', 'OTP10', 'MASH10', 'LEARNDSA', 'NOPE99'];

async function forgetContests() {
  resetPage();
  await Promise.all(CODES.map((code) => cacheDelete(`contest:${code}`)));
}

async function mount(code: string, ready = (el: HTMLElement) => q(el, '[part="contest"], [part="attention"], [part="error"]') !== null) {
  const el = await fixture<HTMLElement>(html`<cc-contest-page code=${code}></cc-contest-page>`);
  await until(() => ready(el), `contest ${code}`);
  return el;
}

describe('cc-contest-page', () => {
  let page: PageGuard;

  beforeEach(async () => {
    page = guardPage();
    // The server session cookie is httpOnly and outlives other test files: start as a visitor.
    await serverSignOut();
    await forgetContests();
  });

  afterEach(() => {
    page.restore();
    clearSettings();
    sinon.restore();
    resetPage();
  });

  it('shows a visitor a running contest: header, countdown, problem table, unscored table, links; no manage link', async () => {
    embedSettings({ username: '' });
    const meta: CustomEvent[] = [];
    document.addEventListener('cc-page-meta', (e) => meta.push(e as CustomEvent), { once: true });
    const el = await mount('START101');
    expect(q(el, '[part="contest"]')!.dataset.phase).to.equal('running');
    expect(q(el, 'h1')!.textContent).to.match(/Starters 101/);
    expect(texts(el, '.breadcrumbs li')).to.deep.equal(['Home', 'Contests', 'START101']);
    expect(q(el, '[part="countdown"] .label')!.textContent).to.equal('Contest ends in');
    expect(q(el, '[role="timer"]')).to.not.equal(null);
    await until(() => problemRowsIn(el, 'problems').length > 0, 'the problem rows');
    const headers = problemHeaders(el, 'problems');
    expect(headers).to.deep.equal(['Name', 'Code', 'Successful submissions', 'Accuracy', 'Add to todo list', 'Submit']);
    const rows = problemRowsIn(el, 'problems');
    expect(rows.length).to.be.greaterThan(2);
    const link = rows[0].querySelector('a')!;
    expect(link.getAttribute('href')).to.match(/^\/START101\/problems-old\/[A-Z0-9]+$/);
    expect(rows[0].textContent).to.match(/%/);
    expect(shadowText(q(el, '[part="unscored"]')!)).to.contain(NO_UNSCORED_TEXT);
    expect(texts(el, '[part="links"] a')).to.include('Rankings');
    expect((q(el, '[part="links"] a') as HTMLAnchorElement).getAttribute('href')).to.equal('/rankings/START101');
    expect(q(el, '[part="manage-link"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="standing"]')?.outerHTML).to.equal(undefined);
    await until(() => meta.length > 0, 'cc-page-meta');
    expect(meta[0].detail.title).to.match(/Starters 101/);
    await expect(el).to.be.accessible();
  });

  it("shows alice her rank, score and each problem's status", async () => {
    await signIn('alice');
    try {
      const el = await mount('START101', (node) => q(node, '[part="standing"]') !== null);
      expect(shadowText(q(el, '[part="standing"]')!)).to.match(/Rank\s*\d+/);
      await until(() => problemRowsIn(el, 'problems').length > 0, 'the problem rows');
      const statuses = problemRowsIn(el, 'problems').map((row) => row.dataset.status);
      expect(statuses).to.include('solved');
      expect(statuses).to.include('unattempted');
      expect(shadowText(problemTable(el, 'problems')!)).to.contain('Solved');
      await expect(el).to.be.accessible();
    } finally {
      await signOut();
    }
  });

  it("shows the admin the server's manage link", async () => {
    await signIn('admin');
    try {
      const el = await mount('START101', (node) => q(node, '[part="manage-link"]') !== null);
      const manage = q(el, '[part="manage-link"]') as HTMLAnchorElement;
      expect(manage.textContent).to.equal('Manage contest');
      expect(manage.getAttribute('href')).to.match(/START101/);
    } finally {
      await signOut();
    }
  });

  it('a future contest: start countdown, problems later, and the reminder asks a visitor to log in', async () => {
    embedSettings({ username: '' });
    const el = await mount('START102');
    expect(q(el, '[part="contest"]')!.dataset.phase).to.equal('before');
    expect(q(el, '[part="countdown"] .label')!.textContent).to.equal('Contest starts in');
    expect(shadowText(q(el, '[part="problems"]')!)).to.match(/Problems will be available in 1d \d+h \d+m \d+s$/);
    const reminder = q(el, '[part="reminder"]') as HTMLButtonElement;
    reminder.click();
    await until(() => shadowText(el).includes(REMINDER_LOGIN_TEXT), 'the login notice');
    expect((q(el, '.inline-notice a') as HTMLAnchorElement).getAttribute('href')).to.equal('/login?destination=%2FSTART102');
    await expect(el).to.be.accessible();
  });

  it("a signed-in user's reminder button opens the reminder form of the contest", async () => {
    await signIn('ravi');
    try {
      const el = await mount('START102', (node) => q(node, '[part="reminder"]')?.hasAttribute('data-cc-contest-start-notification') === true);
      expect(q(el, '[part="reminder"]')!.getAttribute('data-cc-contest-start-notification')).to.equal('START102');
      // The popup element loads with the button (lazy-parts.ts); contest-lazy-parts.test.tsx
      // clicks before it is ready.
      q(el, '[part="reminder"]')!.click();
      const popup = () => el.shadowRoot!.querySelector('cc-contest-start-notification')!.shadowRoot!;
      await until(() => popup()?.querySelector('dialog[open] select') != null, 'the reminder form');
      expect(popup().querySelector('dialog')!.textContent).to.contain('Contest reminder: START102');
      // axe reads colours: let the dialog's fade-in and the form's loading state finish first.
      await until(() => popup().querySelector('[part="form-area"]')?.getAttribute('aria-busy') !== 'true'
        && animationsDone(el.shadowRoot!.querySelector('cc-contest-start-notification')!), 'the settled dialog');
      await expect(el).to.be.accessible();
    } finally {
      await signOut();
    }
  });

  it('an ended parent contest shows division cards and, after 2 s, the upcoming contests', async () => {
    embedSettings({ username: '' });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const el = await mount('START100');
    expect(q(el, '[part="contest"]')!.dataset.phase).to.equal('ended');
    const cards = qa(el, '[part="division-card"] a').map((a) => a.getAttribute('href'));
    expect(cards).to.deep.equal(['/START100A', '/START100B', '/START100C', '/START100D']);
    // The cards' rules come with the sections' lazy chunk (extras.styles.ts).
    expect(getComputedStyle(q(el, '[part="division-card"]')!).borderTopStyle).to.equal('solid');
    expect(q(el, '[part="problems"]')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="upcoming"]')?.outerHTML).to.equal(undefined);
    await clock.tickAsync(1999);
    expect(q(el, '[part="upcoming"]')?.outerHTML).to.equal(undefined);
    await clock.tickAsync(1);
    clock.restore();
    await until(() => q(el, '[part="upcoming"]') !== null, 'the upcoming list');
    // Starters 101 started 30 minutes ago: running, not upcoming (issue 23); Starters 102 starts in two days.
    expect(texts(el, '[part="upcoming"] a').some((t) => t.startsWith('Starters 101'))).to.equal(false);
    expect(texts(el, '[part="upcoming"] a').some((t) => t.startsWith('Starters 102'))).to.equal(true);
    expect(texts(el, '[part="running"] a').some((t) => t.startsWith('Starters 101'))).to.equal(true);
    for (const time of qa(el, '[part="upcoming"] time')) expect(Date.parse(time.getAttribute('datetime')!)).to.be.above(Date.now());
    await expect(el).to.be.accessible();
  });

  it('a division contest lists scored and unscored problems apart', async () => {
    embedSettings({ username: '' });
    const el = await mount('START100D');
    expect(q(el, '[part="division"]')!.textContent).to.match(/Division/);
    await until(() => problemRowsIn(el, 'problems').length > 3, 'the scored problems');
    await until(() => problemRowsIn(el, 'unscored').length > 0, 'the unscored problems');
  });

  it('an unknown contest shows the server message as an attention notice', async () => {
    embedSettings({ username: '' });
    const el = await mount('NOPE99');
    expect(shadowText(q(el, '[part="attention"]')!)).to.contain('Contest does not exist.');
  });

  it('a missing or malformed code is reported and explained, with no request', async () => {
    const warn = sinon.stub(console, 'warn');
    const fetchSpy = sinon.spy(window, 'fetch');
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="../admin"></cc-contest-page>`);
    await until(() => q(el, '[part="error"]') !== null, 'the message');
    expect(q(el, '[part="error"]')!.textContent).to.equal(MISSING_CODE_TEXT);
    expect(warn.called).to.equal(true);
    expect(fetchSpy.getCalls().map((call) => String(call.args[0])).join('\n')).to.not.include('/api/contests/');
  });

  it('a 5xx storm ends in the reload message naming the support address, and Reload loads again', async () => {
    embedSettings({ username: '' });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input) => (String(input).includes('/api/contests/') ? jsonResponse({ message: 'down' }, 503) : jsonResponse({})));
    const el = await fixture<HTMLElement>(html`<cc-contest-page code="START101"></cc-contest-page>`);
    // Each answer's body is read in a real task (settle), then the 2 s retry wait is ticked.
    for (let i = 0; i < 40 && q(el, '[part="error"]') === null; i++) {
      await settle();
      await clock.tickAsync(2000);
    }
    await until(() => q(el, '[part="error"]') !== null, 'the error');
    expect(shadowText(q(el, '[part="error"]')!)).to.contain('Please click here to reload. If problem persists, please report to support@cc-elements.dev');
    const contestCalls = () => fetchStub.getCalls().filter((call) => String(call.args[0]).includes('/api/contests/')).length;
    expect(contestCalls()).to.equal(11);
    clock.restore();
    fetchStub.restore();
    (q(el, '[part="reload"]') as HTMLButtonElement).click();
    await until(() => q(el, '[part="contest"]') !== null, 'the contest after Reload');
  });

  it('strips script from announcements and rules', async () => {
    embedSettings({ username: '' });
    const real = window.fetch.bind(window);
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input, init) => {
      if (!String(input).includes('/api/contests/START101')) return real(input, init);
      return jsonResponse({
        status: 'success', code: 'START101', name: 'X', time: { start: 1, end: 4_000_000_000, current: 2 },
        problems: [], announcements: '<p>Hi<img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script>',
        rules: '<a href="javascript:window.__pwned=1">rules</a>',
      });
    });
    const el = await mount('START101');
    expect(shadowText(q(el, '[part="announcements"]')!)).to.contain('Hi');
    expect(q(el, '[part="announcements"] script')?.outerHTML).to.equal(undefined);
    expect(q(el, '[part="announcements"] img')?.getAttribute('onerror') ?? null).to.equal(null);
    expect(String(q(el, '[part="rules"] a')?.getAttribute('href'))).to.not.match(/javascript/);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('a paged answer: its first problems show, the rest come from the paged list into the same table; a failed page offers a retry', async () => {
    embedSettings({ username: '' });
    const problem = (n: number) => ({ code: `P${n}`, name: `Problem ${n}`, successful_submissions: '1', accuracy: 50 });
    let failNext = true;
    const pages: string[] = [];
    const real = window.fetch.bind(window);
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/api/contests/START101/problems') {
        pages.push(url.search);
        const offset = Number(url.searchParams.get('offset'));
        // The first call of the rest fails once; offset 3 is the second page.
        if (failNext) {
          failNext = false;
          return jsonResponse({ message: 'down' }, 404);
        }
        const rows = offset === 2 ? [problem(3), problem(4)] : offset === 4 ? [problem(5)] : [];
        return jsonResponse({ status: 'success', total: 5, offset, problems: rows });
      }
      if (url.pathname !== '/api/contests/START101') return real(input, init);
      return jsonResponse({
        status: 'success', code: 'START101', name: 'Paged', time: { start: 1, end: 4_000_000_000, current: 2 },
        problems: { P1: problem(1), P2: problem(2) }, problems_total: 5, problems_page_size: 2,
      });
    });
    const el = await mount('START101');
    await until(() => problemRowsIn(el, 'problems').length > 0, 'the first rows');
    await until(() => q(el, '[part="more-problems"] button') !== null, 'the retry after the failed page');
    expect(shadowText(q(el, '[part="more-problems"]')!)).to.contain(PROBLEMS_FAILED_TEXT);
    expect(problemRowsIn(el, 'problems').length).to.equal(2);
    q(el, '[part="more-problems"] button')!.click();
    await until(() => problemRowsIn(el, 'problems').length === 5, 'every problem');
    expect(problemRowsIn(el, 'problems').map((row) => row.querySelector('a')!.textContent)).to.deep.equal(
      ['Problem 1', 'Problem 2', 'Problem 3', 'Problem 4', 'Problem 5']);
    expect(pages.map((search) => new URLSearchParams(search).get('offset'))).to.deep.equal(['2', '2', '4']);
    // Pages of at most 500: reading and normalising one stays a short task on a phone (a page of
    // 2,000 took 15-27 ms of a desktop core, 60-110 ms at a phone's 4x).
    expect(pages.every((search) => Number(new URLSearchParams(search).get('limit')) <= 500)).to.equal(true);
    await until(() => q(el, '[part="more-problems"]') === null, 'no status once all are here');
  });

  it('an answer with every problem inline (the live site\'s shape) asks for no page', async () => {
    embedSettings({ username: '' });
    const real = window.fetch.bind(window);
    const fetchStub = stubFetch();
    fetchStub.callsFake(async (input, init) => real(input, init));
    const el = await mount('START101');
    await until(() => problemRowsIn(el, 'problems').length > 2, 'the problem rows');
    await settle();
    expect(fetchStub.getCalls().some((call) => /\/api\/contests\/START101\/problems\?/.test(String(call.args[0])))).to.equal(false);
    expect(q(el, '[part="more-problems"]') !== null).to.equal(false);
  });

  it('a contest starting within 4200 s offers no reminder', async () => {
    embedSettings({ username: '' });
    const el = await mount('START103');
    expect(q(el, '[part="contest"]')!.dataset.phase).to.equal('before');
    expect(q(el, '[part="reminder"]')?.outerHTML).to.equal(undefined);
  });

  it('registration: a visitor is sent to log in, a signed-in user to the registration page', async () => {
    embedSettings({ username: '' });
    let el = await mount('START102');
    expect(q(el, '[part="register"]')!.getAttribute('href')).to.equal('/login?destination=%2FSTART102');
    el.remove();
    await forgetContests();
    await signIn('ravi');
    try {
      el = await mount('START102', (node) => q(node, '[part="register"]') !== null && q(node, '[part="reminder"]')?.hasAttribute('data-cc-contest-start-notification') === true);
      expect(q(el, '[part="register"]')!.getAttribute('href')).to.equal('/individuals/register/START102');
    } finally {
      await signOut();
    }
  });

  it("a signed-in user hears a registration contest's announcements only once registered (the server refuses the channel before)", async () => {
    const alerts = await import('../../src/state/alerts');
    await signIn('ravi');
    try {
      const unregistered = await mount('START102', (node) => q(node, '[part="register"]') !== null);
      // START101 takes no registration: the page asks for its channel; by then START102's page
      // would have asked for its own too.
      await mount('START101', (node) => q(node, '[part="contest"]') !== null);
      await until(() => alerts.viewedContestCodes().includes('START101'), 'START101 heard');
      expect(alerts.viewedContestCodes()).to.not.include('START102');
      unregistered.remove();
    } finally {
      await signOut();
    }
  });

  it('flexi-time: Start My Contest asks to confirm with the duration, then the problems appear', async () => {
    await signInForPosts('ravi');
    try {
      const el = await mount('FLEX10', (node) => q(node, '[part="start"]') !== null);
      expect(shadowText(q(el, '[part="problems"]')!)).to.contain(START_TO_SEE_TEXT);
      q(el, '[part="start"]')!.click();
      await until(() => q(el, 'dialog[open]') !== null, 'the confirm dialog');
      expect(shadowText(q(el, 'dialog')!)).to.contain(
        'Are you sure you want to begin the contest? Once you begin the contest, you will have to complete it within 1 hour from your start time.',
      );
      q(el, '[part="confirm-start"]')!.click();
      await until(() => problemRowsIn(el, 'problems').length === 2, 'the problems');
      expect(q(el, '[part="start"]')?.outerHTML).to.equal(undefined);
    } finally {
      await signOut();
    }
  });

  it('a visitor pressing Start My Contest goes to log in, with a destination that starts it again', async () => {
    embedSettings({ username: '' });
    const el = await mount('FLEX10');
    q(el, '[part="start"]')!.click();
    expect(page.assign.lastCall.args[0]).to.equal('/login?destination=%2FFLEX10%3Fstart');
  });

  it('OTP: a wrong OTP shows the server message; the right one unlocks and reloads after 3 s', async () => {
    await signInForPosts('alice');
    const notices: string[] = [];
    const stop = onNotify((n) => notices.push(n.message));
    try {
      const el = await mount('OTP10', (node) => q(node, '[part="otp"]') !== null);
      expect(shadowText(q(el, '[part="problems"]')!)).to.contain(OTP_PROMPT_TEXT);
      const input = q(el, '[part="otp"] input') as HTMLInputElement;
      const type = async (value: string) => {
        // The input is disabled while an answer is pending; focus() on it then does nothing.
        await until(() => !input.disabled, 'the OTP input enabled');
        input.focus();
        input.select();
        await sendKeys({ type: value });
        expect(input.value).to.equal(value);
      };
      await type('111111');
      (q(el, '[part="otp"] button') as HTMLButtonElement).click();
      await until(() => notices.length > 0, 'the answer to the wrong OTP');
      expect(notices).to.deep.equal(['The OTP is not valid for this contest.']);
      await type('424242');
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      (q(el, '[part="otp"] button') as HTMLButtonElement).click();
      await until(() => notices.length > 1, 'the answer to the right OTP');
      expect(notices[1]).to.equal(UNLOCKED_TEXT);
      await until(() => q(el, '[part="otp"] [role="status"]') !== null, 'the unlocked status');
      // Let React run the effect that sets the reload timer (its scheduler is not faked).
      await settle();
      await clock.tickAsync(2999);
      expect(page.reload.called).to.equal(false);
      await clock.tickAsync(1);
      expect(page.reload.calledOnce).to.equal(true);
    } finally {
      stop();
      await signOut();
    }
  });
});

// Oversized markup stays within its column (issue 21): a statement's `$\rule{200em}{200em}$`
// (a 4,072 px box drawn by the real MathJax) or a table with width="100000" in a statement or a
// comment neither widens the element nor the page; what does not fit scrolls inside the markup.
// Measured in the browser's layout, in a column 600 px wide.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-comments';
import '../../elements/cc-contest-page';
import { cacheDelete } from '../../src/api/cache';
import { jsonResponse } from '../core/helpers';
import { setMathLoader } from '../../src/core/math';
import { until } from '../support/until';
import { embedSettings, guardPage, type PageGuard } from './app-helpers';
import { comment, forgetThread, freshThread, listAnswer, stubComments } from './comments-helpers';
import { forgetProblems, problemAnswer, stubProblemAnswer, tidyProblemTest } from './problem-helpers';
import { resetPage } from '../../src/core/page-reset';
import { q } from '../support/shadow';

const COLUMN_PX = 600;
const WIDE_TABLE = '<table width="100000"><tr><td>one cell of a very wide table</td></tr></table>';
const KEYS: Array<[string, string]> = [['START101', 'LAMPS']];

/** A wrapper of COLUMN_PX holding `template`; resolves with the element inside. */
async function inColumn(template: ReturnType<typeof html>): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: ${COLUMN_PX}px">${template}</div>`);
  return wrapper.firstElementChild as HTMLElement;
}

/** The widths that must stay within the column, and whether the markup scrolls instead. */
function widths(el: HTMLElement, markup: HTMLElement) {
  return {
    element: el.getBoundingClientRect().width,
    elementScroll: el.shadowRoot!.firstElementChild!.scrollWidth,
    markup: markup.getBoundingClientRect().right - el.getBoundingClientRect().left,
    page: document.documentElement.scrollWidth,
  };
}

function expectContained(el: HTMLElement, markup: HTMLElement): void {
  const measured = widths(el, markup);
  expect(measured.element, 'the element').to.be.at.most(COLUMN_PX);
  expect(measured.elementScroll, 'nothing sticks out of the element').to.be.at.most(COLUMN_PX + 1);
  expect(measured.markup, 'the markup box').to.be.at.most(COLUMN_PX + 1);
  expect(measured.page, 'the page').to.be.at.most(window.innerWidth);
}

describe('oversized markup stays within its column', () => {
  let page: PageGuard;
  beforeEach(() => {
    page = guardPage();
    embedSettings({ username: '' });
  });
  afterEach(async () => {
    await tidyProblemTest(page, KEYS);
  });

  it('a statement with $\\rule{200em}{200em}$ (real MathJax) and a table width="100000"', async function () {
    this.timeout(60_000);
    await forgetProblems(KEYS);
    setMathLoader(null);
    stubProblemAnswer(problemAnswer({
      problemComponents: { ...(problemAnswer().problemComponents as object), statement: `Before. $\\rule{200em}{200em}$ After.\n\n${WIDE_TABLE}` },
    }));
    const el = await inColumn(html`<cc-problem code="LAMPS" contest="START101"></cc-problem>`);
    const rule = () => q(el, '[data-section="statement"] .math[data-math-state="rendered"]');
    for (let i = 0; i < 10 && !rule(); i++) {
      try {
        await until(() => rule() !== null, 'the drawn rule');
      } catch {
        // MathJax's first load in the test server takes a while: another round
      }
    }
    expect(rule(), 'the rule is drawn').to.not.equal(null);
    const statement = q(el, '[data-section="statement"] .markdown')!;
    expect(rule()!.getBoundingClientRect().width, 'the drawn rule is that big').to.be.greaterThan(2000);
    expect(q(el, '[data-section="statement"] table'), 'the table is kept').to.not.equal(null);
    expectContained(el, statement);
    for (const box of [q(el, '[data-section="statement"] table')!]) {
      expect(box.getBoundingClientRect().width, 'the table').to.be.at.most(COLUMN_PX);
    }
  });

  it('an ordinary statement (sums, sub- and superscripts by the real MathJax) scrolls nowhere', async function () {
    this.timeout(60_000);
    await forgetProblems(KEYS);
    setMathLoader(null);
    stubProblemAnswer(problemAnswer());
    const el = await inColumn(html`<cc-problem code="LAMPS" contest="START101"></cc-problem>`);
    const pending = () => el.shadowRoot!.querySelectorAll('.math:not([data-math-state="rendered"])').length;
    for (let i = 0; i < 10; i++) {
      try {
        await until(() => q(el, '.math') !== null && pending() === 0, 'every formula drawn');
        break;
      } catch {
        // MathJax's first load: another round
      }
    }
    expect(pending()).to.equal(0);
    const boxes = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.safe-markup')];
    expect(boxes.length).to.be.greaterThan(0);
    for (const box of boxes) {
      expect([box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight], box.textContent!.slice(0, 40)).to.deep.equal([0, 0]);
    }
  });

  it('a comment with a 3,000-character word, a long code line and a long inline code', async () => {
    const url = freshThread('wide');
    const long = 'w'.repeat(3000);
    const content = `${long}\n\n\`\`\`\n${'x = 1; '.repeat(500)}\n\`\`\`\n\nand \`${'c'.repeat(2000)}\``;
    stubComments((u) => (u.pathname === '/comment/fetch/url' ? listAnswer([comment({ content })]) : listAnswer([])));
    const el = await inColumn(html`<cc-comments url=${url} expanded></cc-comments>`);
    await until(() => q(el, '[part="content"] pre') !== null, 'the comment');
    expectContained(el, q(el, '[part="content"]')!);
    fixtureCleanup();
    sinon.restore();
    await forgetThread(url);
  });

  it('contest rules (rich text) with a table width="100000"', async () => {
    const contest = {
      status: 'success', code: 'WIDE10', name: 'Wide', time: { start: 1, end: 4_000_000_000, current: 100 }, problems: [],
      rules: `<p>Rules:</p>${WIDE_TABLE}`,
    };
    const real = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake(async (input, init) => (
      new URL(String(input), location.href).pathname === '/api/contests/WIDE10' ? jsonResponse(contest) : real(input, init)
    ));
    const el = await inColumn(html`<cc-contest-page code="WIDE10"></cc-contest-page>`);
    await until(() => q(el, '[part="contest"] table') !== null, 'the rules with their table');
    const table = q(el, '[part="contest"] table')!;
    expectContained(el, table.parentElement!);
    expect(table.getBoundingClientRect().width, 'the table').to.be.at.most(COLUMN_PX);
    resetPage();
    await cacheDelete('contest:WIDE10');
  });
});

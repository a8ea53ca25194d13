// Math in a statement: a problem whose statement holds 40 formulas (32 inline, 8 display), opened
// in the SPA at /problems-old/{code}, beside the same statement with each formula written as a
// code span instead (no math: the floor). Measured in the page: the time from navigation to the
// first frame where every formula is drawn (the floor: where the statement's text is shown), the
// total blocking time until then (the sum of every long task's excess over 50 ms) and the longest
// task while the math is drawn: every task that starts after the one showing the statement (its
// first frame's style, layout and paint, which the statement without math has too: 18-95 ms in
// traces of both) and before the frame with the last formula. Both problems are added to this
// suite's own in-memory database. Median of several fresh loads.
import { launchBrowser, startSite } from '../lib/browser.js';
import { median } from '../lib/report.js';

export const name = 'math';

const RUNS = 5;
const MATH_CODE = 'BENCHMATH40';
const PLAIN_CODE = 'BENCHNOMATH40';

/** 40 formulas of the kinds statements use: subscripts, sums, fractions, binomials, braces. */
const INLINE = [
  'N', 'A_1, A_2, \\ldots, A_N', '1 \\le N \\le 10^5', '0 \\le A_i \\le 10^{18}', 'S_{even}', 'S_{odd}',
  '\\gcd(a, b)', 'a^b \\bmod (10^9 + 7)', 'x_1^2 + x_2^2', '\\sum_{i=1}^{N} B_i', '\\frac{a}{b}', '\\binom{n}{k}',
  'i \\lt j', '|i_j - i_{j+1}| \\gt 1', 'S_i \\in \\{0, 1\\}', 'c_{01} = c_{10}', '\\max(a, b) - \\min(a, b)',
  '2 \\cdot 10^5', 'O(N \\log N)', '\\operatorname{lcm}(a, b)', 'p_1 \\oplus p_2', 'k \\notin S', 'u \\to v',
  '\\lfloor n/2 \\rfloor', 'M', '10^9+7', 'a \\ne b', 'T \\times 3', '\\sqrt{N}', 'x \\ge 0', 'dp_{i,j}', '\\alpha + \\beta',
];
const DISPLAY = [
  'S = \\sum_{i=1}^{N} A_i', 'a^b = \\underbrace{a \\cdot a \\cdots a}_{b\\ \\text{times}}',
  '\\frac{n!}{k!\\,(n-k)!} = \\binom{n}{k}', 'f(x) = \\max_{1 \\le j \\le x} \\left( dp_j + \\frac{c}{2} \\right)',
  '\\gcd(a, b) = \\gcd(b, a \\bmod b)', '\\prod_{i=1}^{K} p_i^{e_i}', '\\left\\lfloor \\frac{N}{2} \\right\\rfloor + 1',
  'E = \\sum_{k=0}^{\\infty} \\frac{1}{2^k} = 2',
];

/** The statement: paragraphs of text, each with four inline formulas, one display formula after every one. */
function statement(withMath) {
  const inline = (tex) => (withMath ? `$${tex}$` : `\`${tex}\``);
  const display = (tex) => (withMath ? `$$${tex}$$` : `\`\`\`\n${tex}\n\`\`\``);
  const parts = [];
  for (let p = 0; p < DISPLAY.length; p++) {
    const f = INLINE.slice(p * 4, p * 4 + 4).map(inline);
    parts.push(`Part ${p + 1}. Let ${f[0]} be given, and consider ${f[1]} over the whole input. ` +
      `When ${f[2]} holds, the answer uses ${f[3]} and nothing else; print it on its own line.`);
    parts.push(display(DISPLAY[p]));
  }
  return parts.join('\n\n');
}

export function addProblems(db) {
  const columns = db.prepare('PRAGMA table_info(problems)').all().map((c) => c.name);
  const insert = db.prepare(`INSERT INTO problems (${columns.join(', ')}) SELECT ${columns
    .map((c) => (['code', 'name', 'statement'].includes(c) ? `@${c}` : c)).join(', ')} FROM problems WHERE code = 'MODPOW'`);
  insert.run({ code: MATH_CODE, name: 'Bench: 40 formulas', statement: statement(true) });
  insert.run({ code: PLAIN_CODE, name: 'Bench: 40 formulas as code', statement: statement(false) });
  // A problem page shows problems of the practice list (or of a contest).
  const position = db.prepare("SELECT COALESCE(MAX(position), 0) + 1 AS next FROM contest_problems WHERE contest_code = 'PRACTICE'").get().next;
  const list = db.prepare(`INSERT INTO contest_problems (contest_code, problem_code, position, successful, total)
    VALUES ('PRACTICE', ?, ?, 0, 0)`);
  list.run(MATH_CODE, position);
  list.run(PLAIN_CODE, position + 1);
}

/**
 * Runs in the page from its start: long tasks with their start times, and a frame loop that
 * notes the statement's first frame and the first frame with every formula drawn. `shownAt` is
 * when that first frame's callbacks ran (performance.now(), inside the task that renders the
 * frame; a frame's own timestamp is its vsync, which can fall inside an earlier task).
 */
const OBSERVE = () => {
  const state = { tasks: [], shownAt: 0, drawnAt: 0, formulas: 0 };
  globalThis.__ccMath = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const statement = () => {
    const app = document.querySelector('cc-app');
    const problem = app?.shadowRoot?.querySelector('cc-problem') ?? document.querySelector('cc-problem');
    return problem?.shadowRoot?.querySelector('[data-section="statement"] .markdown:not([aria-busy])') ?? null;
  };
  const frame = (now) => {
    const box = statement();
    if (box && !state.shownAt) state.shownAt = performance.now();
    if (box) {
      const spans = box.querySelectorAll('span.math');
      const drawn = box.querySelectorAll('span.math[data-math-state="rendered"] svg');
      state.formulas = spans.length;
      if (drawn.length === spans.length) {
        state.drawnAt = now;
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

async function loadOnce(browser, url, formulas) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => globalThis.__ccMath.drawnAt > 0, undefined, { timeout: 120_000, polling: 250 });
    // Long tasks are reported after they end: give the last one time to arrive.
    await page.waitForTimeout(300);
    const state = await page.evaluate(() => globalThis.__ccMath);
    if (state.formulas !== formulas) throw new Error(`${url}: ${state.formulas} formulas on the page, expected ${formulas}`);
    const until = state.tasks.filter((t) => t.start < state.drawnAt);
    // Tasks do not overlap: the one running at shownAt is the statement's first frame.
    const during = until.filter((t) => t.start > state.shownAt);
    return {
      painted: state.drawnAt,
      tbt: until.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longest: Math.max(0, ...during.map((t) => t.duration)),
    };
  } finally {
    await context.close();
  }
}

export async function run() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    addProblems(site.app.db);
    const formulas = INLINE.length + DISPLAY.length;
    const math = [];
    const plain = [];
    // Interleaved, so a burst of load on the machine falls on both.
    for (let i = 0; i < RUNS; i++) {
      plain.push(await loadOnce(browser, `${site.origin}/problems-old/${PLAIN_CODE}`, 0));
      math.push(await loadOnce(browser, `${site.origin}/problems-old/${MATH_CODE}`, formulas));
    }
    const runs = (list, key) => list.map((r) => Math.round(r[key])).join(' ');
    return [
      { metric: `statement without math: time to painted, runs ${runs(plain, 'painted')}`, value: median(plain.map((r) => r.painted)), unit: 'ms' },
      {
        metric: `statement with ${formulas} formulas: time to all painted, runs ${runs(math, 'painted')}`,
        value: median(math.map((r) => r.painted)), unit: 'ms', floor: median(plain.map((r) => r.painted)),
      },
      { metric: `statement without math: total blocking time, runs ${runs(plain, 'tbt')}`, value: median(plain.map((r) => r.tbt)), unit: 'ms' },
      {
        metric: `statement with ${formulas} formulas: total blocking time, runs ${runs(math, 'tbt')}`,
        value: median(math.map((r) => r.tbt)), unit: 'ms', floor: median(plain.map((r) => r.tbt)),
      },
      {
        metric: `longest task while the math is drawn, runs ${runs(math, 'longest')}`,
        value: Math.max(...math.map((r) => r.longest)), unit: 'ms', budget: { max: 50 },
      },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}

// Lighthouse 13 (the `lighthouse` package, its default mobile preset: a phone's screen, 4x CPU
// slowdown and simulated slow 4G) on every kind of page the site serves, beside a page holding
// only React in the same run: performance score, largest contentful paint, total blocking time
// and cumulative layout shift, median of 3 runs per page. The runs go round the pages in turn
// (floor, then each page, three times) so a burst of load on the machine touches every page alike.
//
// Each run is a first visitor's: a server on a freshly seeded in-memory database (no answer in
// its answer cache, no visit recorded) and a Chromium with a new profile (no HTTP or code cache,
// no storage, a new renderer). Pages measured one after the other on one server and one browser
// were not: the server answered from its answer cache and the browser had run the same scripts.
//
// `npm run bench -- lighthouse /practice /login` runs those pages only (with the floor);
// `--runs=N` another number of runs. BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromeForLighthouse, startSite } from '../lib/browser.js';
import { REACT_ONLY_PATH, startReactOnlySite } from '../lib/react-only.js';
import { median } from '../lib/report.js';
import { seedSmallContest } from '../lib/small-contest.js';

export const name = 'lighthouse';

const RUNS = 3;
const FLOOR = 'React-only page';
/** The budgets of every page (issue 24). */
const BUDGET = { score: 95, lcpRatio: 1.3, tbt: 150, cls: 0.02 };
/** The 10,000-problem contest's first screen against the same contest with 50 problems. */
const BIG = '/BIG10K';
const SMALL = '/SMALL50';
const BIG_LCP_RATIO = 1.5;
export const PAGES = [
  '/', '/START101', '/START101/problems-old/MODPOW', '/problems-old/MODPOW', '/practice', '/contests/',
  '/rankings/START101', '/learn', '/learn/course/ux', '/roadmap/python-dsa', '/users/alice',
  '/users/alice/teams', '/users/alice/certificates', '/signup', '/login', BIG, SMALL,
  '/demo/partner.html', '/demo/legacy.html',
];

/** One Lighthouse run, performance only; returns the four figures and the full report. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figure = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'not measured'})`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: figure('largest-contentful-paint'),
    tbt: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift'),
    lhr,
  };
}

/** A first visitor's run of `path`: its own freshly seeded server and a new browser profile. */
async function firstVisit(path) {
  const site = await startSite();
  try {
    seedSmallContest(site.app.db);
    const chrome = await launchChromeForLighthouse();
    try {
      return await audit(`${site.origin}${path}`, chrome.port);
    } finally {
      await chrome.close();
    }
  } finally {
    await site.close();
  }
}

/** The floor's run: its own server is stateless; a new browser profile as for the pages. */
async function floorVisit(url) {
  const chrome = await launchChromeForLighthouse();
  try {
    return await audit(url, chrome.port);
  } finally {
    await chrome.close();
  }
}

const runsText = (values, digits = 0) => `runs ${values.map((v) => v.toFixed(digits)).join(' ')}`;

/**
 * The pages asked for in `args` (paths; none: every page) and `--runs=N`.
 * @param {string[]} args
 */
export function selection(args) {
  const runsArg = args.find((a) => a.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : RUNS;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number >= 1, not ${runsArg}`);
  const paths = args.filter((a) => a.startsWith('/'));
  const unknown = args.filter((a) => !a.startsWith('/') && !a.startsWith('--runs='));
  if (unknown.length) throw new Error(`lighthouse: unknown argument(s) ${unknown.join(' ')} (page paths such as /practice, or --runs=N)`);
  // BIG10K's budget is against SMALL50, so asking for one measures both.
  const wanted = paths.length ? [...new Set(paths.flatMap((p) => (p === BIG || p === SMALL ? [BIG, SMALL] : [p])))] : PAGES;
  return { runs, paths: wanted };
}

export async function run({ args = [] } = {}) {
  const { runs: RUN_COUNT, paths } = selection(args);
  const floorSite = await startReactOnlySite();
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  try {
    const targets = [{ label: FLOOR, visit: () => floorVisit(`${floorSite.origin}${REACT_ONLY_PATH}`) },
      ...paths.map((path) => ({ label: path, visit: () => firstVisit(path) }))];
    /** @type {Map<string, Awaited<ReturnType<typeof audit>>[]>} */
    const results = new Map(targets.map((t) => [t.label, []]));
    for (let round = 1; round <= RUN_COUNT; round++) {
      for (const [index, target] of targets.entries()) {
        const result = await target.visit();
        results.get(target.label)?.push(result);
        process.stderr.write(`lighthouse ${round}/${RUN_COUNT} ${target.label}: score ${result.score}, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}\n`);
        if (reports) writeFileSync(join(reports, `${index}-${round}.json`), JSON.stringify(result.lhr));
      }
    }
    const of = (label, key) => (results.get(label) ?? []).map((r) => r[key]);
    const floorLcp = median(of(FLOOR, 'lcp'));
    const floorTbt = median(of(FLOOR, 'tbt'));
    const rows = [
      { metric: `${FLOOR} score, ${runsText(of(FLOOR, 'score'))}`, value: median(of(FLOOR, 'score')), unit: '' },
      { metric: `${FLOOR} LCP, ${runsText(of(FLOOR, 'lcp'))}`, value: floorLcp, unit: 'ms' },
      { metric: `${FLOOR} TBT, ${runsText(of(FLOOR, 'tbt'))}`, value: floorTbt, unit: 'ms' },
    ];
    for (const label of paths) {
      rows.push(
        { metric: `${label} score, ${runsText(of(label, 'score'))}`, value: median(of(label, 'score')), unit: '', budget: { min: BUDGET.score } },
        { metric: `${label} LCP, ${runsText(of(label, 'lcp'))}`, value: median(of(label, 'lcp')), unit: 'ms', floor: floorLcp, budget: { maxRatio: BUDGET.lcpRatio } },
        // The floor's TBT beside it says how loaded the machine was; the budget is absolute.
        { metric: `${label} TBT, ${runsText(of(label, 'tbt'))}`, value: median(of(label, 'tbt')), unit: 'ms', floor: floorTbt, budget: { max: BUDGET.tbt } },
        { metric: `${label} CLS, ${runsText(of(label, 'cls'), 3)}`, value: median(of(label, 'cls')), unit: '', budget: { max: BUDGET.cls } },
      );
    }
    if (paths.includes(BIG) && paths.includes(SMALL)) {
      rows.push({ metric: `${BIG} LCP (floor: the same contest with 50 problems, ${SMALL})`, value: median(of(BIG, 'lcp')), unit: 'ms', floor: median(of(SMALL, 'lcp')), budget: { maxRatio: BIG_LCP_RATIO } });
    }
    return rows;
  } finally {
    await floorSite.close();
  }
}

// Lighthouse 13 (the `lighthouse` package, its default mobile preset: a phone's screen, 4x CPU
// slowdown and simulated slow 4G) on the site's four kinds of page, beside a page holding only
// React in the same run: performance score, largest contentful paint, total blocking time and
// cumulative layout shift, median of 3 runs per page. The runs go round the pages in turn (floor,
// then each page, three times) so a burst of load on the machine touches every page alike.
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (LCP breakdown, request chains).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromeForLighthouse, startSite } from '../lib/browser.js';
import { REACT_ONLY_PATH, startReactOnlySite } from '../lib/react-only.js';
import { median } from '../lib/report.js';

export const name = 'lighthouse';

const RUNS = 3;
const FLOOR = 'React-only page';
const PAGES = [
  { label: '/ (home)', path: '/' },
  { label: '/START101 (contest)', path: '/START101' },
  { label: '/problems-old/MODPOW (problem with math)', path: '/problems-old/MODPOW', maxTbt: 150 },
  { label: '/demo/partner.html', path: '/demo/partner.html' },
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

const runsText = (values, digits = 0) => `runs ${values.map((v) => v.toFixed(digits)).join(' ')}`;

export async function run() {
  const site = await startSite();
  const floorSite = await startReactOnlySite();
  const chrome = await launchChromeForLighthouse();
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  try {
    const targets = [{ label: FLOOR, url: `${floorSite.origin}${REACT_ONLY_PATH}` }, ...PAGES.map((p) => ({ ...p, url: `${site.origin}${p.path}` }))];
    /** @type {Map<string, Awaited<ReturnType<typeof audit>>[]>} */
    const runs = new Map(targets.map((t) => [t.label, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const [index, target] of targets.entries()) {
        const result = await audit(target.url, chrome.port);
        runs.get(target.label)?.push(result);
        if (reports) writeFileSync(join(reports, `${index}-${round}.json`), JSON.stringify(result.lhr));
      }
    }
    const of = (label, key) => (runs.get(label) ?? []).map((r) => r[key]);
    const floorLcp = median(of(FLOOR, 'lcp'));
    const rows = [
      { metric: `${FLOOR} score, ${runsText(of(FLOOR, 'score'))}`, value: median(of(FLOOR, 'score')), unit: '' },
      { metric: `${FLOOR} LCP, ${runsText(of(FLOOR, 'lcp'))}`, value: floorLcp, unit: 'ms' },
      { metric: `${FLOOR} TBT, ${runsText(of(FLOOR, 'tbt'))}`, value: median(of(FLOOR, 'tbt')), unit: 'ms' },
    ];
    for (const page of PAGES) {
      const { label } = page;
      rows.push(
        { metric: `${label} score, ${runsText(of(label, 'score'))}`, value: median(of(label, 'score')), unit: '', budget: { min: 95 } },
        { metric: `${label} LCP, ${runsText(of(label, 'lcp'))}`, value: median(of(label, 'lcp')), unit: 'ms', floor: floorLcp, budget: { maxRatio: 1.3 } },
        { metric: `${label} TBT, ${runsText(of(label, 'tbt'))}`, value: median(of(label, 'tbt')), unit: 'ms', ...(page.maxTbt ? { budget: { max: page.maxTbt } } : {}) },
        { metric: `${label} CLS, ${runsText(of(label, 'cls'), 3)}`, value: median(of(label, 'cls')), unit: '', budget: { max: 0.02 } },
      );
    }
    return rows;
  } finally {
    await chrome.close();
    await floorSite.close();
    await site.close();
  }
}

// Page load on a throttled phone, without Lighthouse, for the page the lighthouse suite does not
// cover: the legacy page (a server-rendered page with three tags loaded by cc-loader.js). It is
// opened in Chromium with a phone's viewport, 4x CPU slowdown and a slow 4G network (150 ms
// round trip, 1.6 Mbps down, as Lighthouse's mobile preset), and the page's own
// PerformanceObservers report the cumulative layout shift (shifts without recent input, for 5 s
// after load: data and late parts have arrived by then) and the largest contentful paint. The
// floor for LCP is the page holding only React (bench/lib/react-only.js) in the same run, served
// by its own server over the same throttled network (a page fulfilled by the browser's request
// interception would skip the network's emulation, and the floor with it).
// Median of 3 loads. The SPA pages and the partner page are measured by Lighthouse itself
// (bench/suites/lighthouse.js), which this suite stood in for.
import { launchBrowser, startSite } from '../lib/browser.js';
import { median } from '../lib/report.js';
import { REACT_ONLY_PATH, startReactOnlySite } from '../lib/react-only.js';

export const name = 'layout';

const RUNS = 3;
const SETTLE_MS = 5000;
const PAGES = [
  { label: '/demo/legacy.html', path: '/demo/legacy.html' },
];

const OBSERVE = () => {
  const metrics = { cls: 0, lcp: 0, shifts: [] };
  globalThis.__ccLoadMetrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      metrics.cls += entry.value;
      metrics.shifts.push({ value: entry.value, at: Math.round(entry.startTime), nodes: entry.sources?.map((s) => s.node?.nodeName ?? '?') ?? [] });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => globalThis.__ccLoadMetrics);
  } finally {
    await context.close();
  }
}

export async function run() {
  const site = await startSite();
  const floorSite = await startReactOnlySite();
  const browser = await launchBrowser();
  try {
    const floorRuns = [];
    for (let i = 0; i < RUNS; i++) floorRuns.push(await loadOnce(browser, `${floorSite.origin}${REACT_ONLY_PATH}`));
    const floorLcp = median(floorRuns.map((r) => r.lcp));
    const rows = [{ metric: 'React-only page LCP', value: floorLcp, unit: 'ms' }];
    for (const { label, path } of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, `${site.origin}${path}`));
      const cls = runs.map((r) => r.cls);
      const lcp = runs.map((r) => r.lcp);
      const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
      const where = worst.shifts.length ? ` (worst run: ${worst.shifts.map((s) => `${s.value.toFixed(3)}@${s.at}ms ${s.nodes.join('/')}`).join(', ')})` : '';
      rows.push({ metric: `${label} CLS, runs ${cls.map((v) => v.toFixed(3)).join(' ')}${where}`, value: median(cls), unit: '', budget: { max: 0.02 } });
      rows.push({ metric: `${label} LCP, runs ${lcp.map((v) => Math.round(v)).join(' ')}`, value: median(lcp), unit: 'ms', floor: floorLcp, budget: { maxRatio: 1.3 } });
    }
    return rows;
  } finally {
    await browser.close();
    await floorSite.close();
    await site.close();
  }
}

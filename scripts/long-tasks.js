// `node scripts/long-tasks.js [path] [options]`: what the main thread's long tasks are while a
// page of the built site loads (run `npm run build` first: the source maps are in dist/).
// Starts the reference server on a fresh database, loads the page in Debian's Chromium with a
// phone's viewport and touch, and records a DevTools trace with the sampling profiler. For each
// long task it prints what ran (script evaluation per chunk, timers, frames, style and layout,
// garbage collection), which elements' React roots committed in it (a user-timing mark per
// commit from React's DevTools hook), and, from the samples mapped through the source maps, the
// functions and source files that took the time. The summary line: tasks, long tasks, the
// longest, the blocking time after first contentful paint, React commits per element.
//   --rate=4       CPU slowdown (DevTools throttling). Lighthouse's mobile preset does not throttle:
//                  it multiplies an unthrottled load's task durations by 4, so --rate=1 shows
//                  what it counts (a task over 12.5 ms is one of its long tasks).
//   --runs=1 --watch=6000 (ms after load) --top=8 (lines per list) --show=<ms> (list tasks over it)
//   --profile=no (no sampling: durations without its overhead) --layouts=<ms> --commits=1
//   --dump=<ms> (every trace event over it inside each listed task)
//   SITE_ROOT=<checkout> serves another built checkout (a baseline); LT_EXTRA_CSS appends CSS
//   to demo/site.css (experiments).
// Wall-clock figures on a loaded machine vary by 2x: compare runs taken side by side.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../bench/lib/browser.js';

const args = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=')));
const path = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/START101';
const RATE = Number(args.rate ?? 4);
const RUNS = Number(args.runs ?? 1);
const TOP = Number(args.top ?? 8);
// Lighthouse's mobile preset simulates the slowdown: it multiplies the durations of an
// unthrottled load by 4, so at --rate=1 a task over 12.5 ms is one of its long tasks.
const LONG_MS = Number(args.long ?? 50 / (4 / RATE));
const WATCH_MS = Number(args.watch ?? 6000);
const ROOT = resolve(process.env.SITE_ROOT ?? '.');
const DIST = join(ROOT, 'dist');
const { startSite } = await import(pathToFileURL(join(ROOT, 'bench/lib/browser.js')).href);

const CATEGORY_LIST = [
  '-*', 'toplevel', 'v8.execute', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'loading',
  'disabled-by-default-v8.cpu_profiler', 'v8', 'blink',
];
const CATEGORIES = CATEGORY_LIST.filter((c) => args.profile !== 'no' || !c.includes('cpu_profiler')).join(',');

const maps = new Map();
/** Source position of a minified position in dist/, through its source map. */
function original(url, line, column) {
  const match = /\/dist\/(.+?\.js)(?:\?|$)/.exec(url);
  if (!match) return null;
  const file = match[1];
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(join(DIST, `${file}.map`), 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return null;
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return null;
  return { source: pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/'), line: pos.line, name: pos.name };
}

async function trace(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true,
  });
  // React's DevTools hook, as the extension installs it: a user-timing mark per React commit,
  // named after the element whose root committed (each element has its own root).
  await context.addInitScript(() => {
    let id = 0;
    globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, isDisabled: false, renderers: new Map(),
      inject() { id += 1; return id; },
      checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        const container = root.containerInfo;
        const host = container?.host ?? container;
        performance.mark(`react-commit ${host?.localName ?? host?.nodeName ?? '?'}`);
      },
    };
  });
  const page = await context.newPage();
  if (process.env.LT_EXTRA_CSS) {
    await page.route('**/demo/site.css', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n${process.env.LT_EXTRA_CSS}` });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  if (args.profile !== 'no') {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WATCH_MS);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

function analyse(events) {
  const threads = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threads.has(key) && e.name === 'EvaluateScript') threads.set(key, threads.get(key) + 1);
  }
  const [main] = [...threads.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!main) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = main.split(':').map(Number);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts
    ?? events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? onMain[0].ts;
  const allTasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Nested RunTask events (a task inside a task) are one task.
  const tasks = [];
  for (const t of allTasks) if (!tasks.length || t.ts >= tasks.at(-1).ts + tasks.at(-1).dur) tasks.push(t);

  // CPU profile samples (ProfileChunk events of the main thread's profile).
  const nodes = new Map();
  const samples = [];
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  let time = null;
  for (const e of events) {
    // Profile ids are numbered per process: another renderer (a browser page) has the same ids.
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && profileIds.has(e.id)) time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk' || !profileIds.has(e.id)) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node: ids[i] });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const frameOf = (node) => {
    if (!node || node.__frame !== undefined) return node?.__frame;
    const cf = node.callFrame;
    const pos = cf.url ? original(cf.url, cf.lineNumber, cf.columnNumber) : null;
    node.__frame = pos ? { ...pos, fn: cf.functionName, ours: /^(src|elements)\//.test(pos.source) }
      : { source: cf.url ? `${cf.url.replace(/^.*\/dist\//, 'dist/')}@${cf.lineNumber}:${cf.columnNumber}` : `(${cf.functionName || 'program'})`, fn: cf.functionName, ours: false };
    return node.__frame;
  };
  const stackOf = (id) => {
    const stack = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) stack.push(n);
    return stack; // leaf first
  };
  // Parent links: the trace's nodes give `parent`.
  const interval = samples.length > 1 ? (samples.at(-1).ts - samples[0].ts) / samples.length : 0.2;

  if (args.layouts !== undefined) {
    for (const e of onMain.filter((x) => x.ph === 'X' && ['Layout', 'UpdateLayoutTree'].includes(x.name) && x.dur > Number(args.layouts) * 1000)) {
      const d = e.args?.beginData ?? {};
      const c = e.args?.elementCount ?? d.elementCount;
      console.log(`   ${e.name} at ${Math.round((e.ts - navStart) / 1000)} ms: ${(e.dur / 1000).toFixed(1)} ms ${e.name === 'Layout' ? `dirty ${d.dirtyObjects}/${d.totalObjects}` : `elements ${c}`}`);
    }
  }
  const afterFcp = tasks.filter((t) => fcp === undefined || t.ts >= fcp);
  const blocking = afterFcp.reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * (4 / RATE) - 50), 0);
  // The same from each task's thread time (CPU time, not wall time): a task the OS preempted
  // for other processes is not longer here, so it follows the page's work, not the machine's load.
  const blockingCpu = afterFcp.reduce((sum, t) => sum + Math.max(0, ((t.tdur ?? t.dur) / 1000) * (4 / RATE) - 50), 0);
  const long = tasks.filter((t) => t.dur / 1000 > LONG_MS);
  const shown = tasks.filter((t) => t.dur / 1000 > Number(args.show ?? LONG_MS));
  let commits = 0;
  const report = [];
  for (const task of shown) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && e.dur > 2000);
    const kinds = inside.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'FunctionCall', 'TimerFire', 'FireAnimationFrame',
      'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'RunMicrotasks',
      'v8.produceModuleCache', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation', 'HitTest', 'v8.run'].includes(e.name))
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\/dist\//, '')}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''} ${(e.dur / 1000).toFixed(1)}`);
    const self = new Map();
    const ours = new Map();
    let n = 0;
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end) continue;
      n++;
      const stack = stackOf(s.node);
      const leaf = frameOf(stack[0]);
      if (!leaf) continue;
      const leafKey = `${leaf.source}${leaf.fn ? ` ${leaf.fn}` : ''}`;
      self.set(leafKey, (self.get(leafKey) ?? 0) + 1);
      const seen = new Set();
      for (const node of stack) {
        const f = frameOf(node);
        if (!f?.ours) continue;
        const key = `${f.source}:${f.name ?? f.fn ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        ours.set(key, (ours.get(key) ?? 0) + 1);
      }
    }
    const top = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([k, c]) => `${k} ${((c * task.dur) / 1000 / Math.max(n, 1)).toFixed(0)}ms`);
    if (args.dump !== undefined) {
      for (const e of onMain.filter((x) => x.ph === 'X' && x.ts >= task.ts && x.ts < end && x.dur > Number(args.dump) * 1000)) {
        console.log(`      ${((e.ts - task.ts) / 1000).toFixed(1).padStart(7)} ${(e.dur / 1000).toFixed(1).padStart(7)} ${e.name} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 160)}`);
      }
    }
    report.push({ at: Math.round((task.ts - navStart) / 1000), dur: Math.round(task.dur / 1000), kinds: kinds.slice(0, 14), self: top(self), ours: top(ours) });
  }
  const commitMarks = onMain.filter((e) => e.name.startsWith('react-commit ') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  const commitMarksAll = events.filter((e) => e.pid === pid && e.name.startsWith('react-commit ') && e.ph !== 'e');
  const marks = commitMarks.length ? commitMarks : commitMarksAll;
  commits = marks.length;
  const commitsByTag = new Map();
  for (const m of marks) {
    const tag = m.name.slice('react-commit '.length);
    commitsByTag.set(tag, (commitsByTag.get(tag) ?? 0) + 1);
  }
  if (args.commits !== undefined) {
    console.log(`   commits: ${marks.map((m) => `${Math.round((m.ts - navStart) / 1000)} ${m.name.slice('react-commit '.length)}`).join(', ')}`);
  }
  for (const r of report) {
    const start = navStart + r.at * 1000;
    const inTask = marks.filter((m) => m.ts >= start && m.ts < start + r.dur * 1000).map((m) => m.name.slice('react-commit '.length));
    const counted = new Map();
    for (const tag of inTask) counted.set(tag, (counted.get(tag) ?? 0) + 1);
    r.commits = [...counted.entries()].map(([tag, n]) => `${tag} x${n}`).join(', ');
  }
  return {
    fcp: fcp !== undefined ? Math.round((fcp - navStart) / 1000) : null,
    tasks: tasks.length,
    long: long.length,
    tbt: Math.round(blocking),
    tbtCpu: Math.round(blockingCpu),
    longest: Math.round(Math.max(0, ...tasks.map((t) => t.dur / 1000))),
    commits,
    commitsByTag: [...commitsByTag.entries()].map(([tag, n]) => `${tag} ${n}`).join(', '),
    interval,
    report,
  };
}

const site = await startSite();
const browser = await launchBrowser();
try {
  for (let run = 1; run <= RUNS; run++) {
    const result = analyse(await trace(browser, `${site.origin}${path}`));
    console.log(`\n== ${path} run ${run}: CPU x${RATE}; FCP ${result.fcp} ms; ${result.tasks} tasks, ${result.long} over ${LONG_MS} ms, longest ${result.longest} ms; blocking after FCP (durations x${4 / RATE}) ${result.tbt} ms, by thread time ${result.tbtCpu} ms; React commits ${result.commits} (${result.commitsByTag})`);
    for (const t of result.report) {
      console.log(`\n-- task at ${t.at} ms, ${t.dur} ms`);
      console.log(`   events: ${t.kinds.join(' | ')}`);
      console.log(`   commits: ${t.commits}`);
      console.log(`   self:   ${t.self.join(' | ')}`);
      console.log(`   ours:   ${t.ours.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}

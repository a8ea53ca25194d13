// Bytes a page downloads, gzip and brotli, beside react + react-dom alone (the floor):
// - per entry: the entry plus every chunk it imports statically, transitively;
// - per use case: what a page fetches before its first paint (the SPA home, contest and
//   problem pages: cc-loader.js, cc-app and the route's element; a partner page's single
//   widget; a legacy page with three tags through the autoloader), with the budgets of the
//   performance issue, and whether MathJax or uPlot is among them (only the problem page with
//   math may load MathJax, and only after the page shows, as a lazy chunk).
// The graph comes from dist/build-graph.json, written by the build. Dynamic imports (MathJax,
// uPlot, the app's route elements) are lazy: a use case counts them only where it names them.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const name = 'sizes';

const DIST = resolve('dist');
const KB = 1024;

const compressed = new Map();
/** gzip -9 and brotli -11 sizes of one file, in bytes. */
function sizeOf(path) {
  if (!compressed.has(path)) {
    const code = readFileSync(path);
    compressed.set(path, {
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return compressed.get(path);
}

export function loadGraph() {
  const { files } = JSON.parse(readFileSync(join(DIST, 'build-graph.json'), 'utf8'));
  return new Map(files.map((file) => [file.file, file]));
}

/** The files `entries` import statically (transitively), entries included. */
export function staticClosure(graph, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    if (!graph.has(file)) throw new Error(`${file} is not in dist/build-graph.json`);
    seen.add(file);
    for (const dep of graph.get(file).imports) visit(dep);
  };
  entries.forEach(visit);
  return seen;
}

/** Summed sizes (KB) of files under dist/, plus extra whole files (cc-loader.js). */
function total(files) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const size = sizeOf(join(DIST, file));
    gzip += size.gzip;
    brotli += size.brotli;
  }
  return { gzip: gzip / KB, brotli: brotli / KB };
}

const HEAVY = { MathJax: /node_modules\/@mathjax\//, uPlot: /node_modules\/uplot\// };

/** Which heavy libraries the files bundle. */
function heavyIn(graph, files) {
  const found = new Set();
  for (const file of files) {
    const modules = graph.get(file)?.modules ?? [];
    for (const [library, pattern] of Object.entries(HEAVY)) if (modules.some((id) => pattern.test(id))) found.add(library);
  }
  return found;
}

/** react + react-dom bundled and minified for production: what any React widget downloads at least. */
async function reactFloor() {
  const result = await build({
    stdin: { contents: "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.body).render(createElement('p', null, 'hi'));", resolveDir: process.cwd() },
    bundle: true, minify: true, format: 'esm', write: false, define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0].contents;
  return {
    gzip: gzipSync(code, { level: 9 }).length / KB,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / KB,
  };
}

/** The math worker's entry (core/mathjax.worker.ts): it imports MathJax's core chunk. */
const MATH_WORKER = 'cc-mathjax-worker.js';

/** The lazy chunks MathJax brings (its core and the font chunks a statement's formulas use). */
function mathChunks(graph) {
  return [...graph.values()].filter((file) => !file.isEntry && file.modules.some((id) => HEAVY.MathJax.test(id))).map((file) => file.file);
}

/** The output file bundling a source module, as a list (empty when no file does). */
function fileBundling(graph, moduleId) {
  return [...graph.values()].filter((file) => file.modules.includes(moduleId)).map((file) => file.file);
}

/**
 * Use cases. `files`: what the page fetches before its first paint. `budget`: the issue's
 * budget on the gzip total. `mayLoad`: heavy libraries the page is allowed.
 */
export function useCases(graph) {
  const app = ['cc-loader.js', 'elements/cc-app.js'];
  const mathjaxCore = mathChunks(graph).find((file) => /mathjax/i.test(file));
  const partnerWidgets = ['cc-roadmap', 'cc-countdown', 'cc-copy-button', 'cc-comments', 'cc-alerts'];
  return [
    // The home page is one of the app's own pages, in their lazy chunk (features/app/route-views.ts):
    // its first paint needs that chunk (the server preloads it on /).
    { name: 'SPA home (/)', files: staticClosure(graph, [app[1], ...fileBundling(graph, 'src/features/app/route-views.ts')]), extra: ['cc-loader.js'] },
    { name: 'SPA contest (/START101)', files: staticClosure(graph, [app[1], 'elements/cc-contest-page.js']), extra: ['cc-loader.js'], budget: { max: 130 } },
    { name: 'SPA problem, before math', files: staticClosure(graph, [app[1], 'elements/cc-problem.js']), extra: ['cc-loader.js'] },
    {
      // The statement's parser and sanitiser, the math renderer's page side, and the math worker
      // with MathJax's core (the worker fetches it; the bytes cross the same network).
      name: 'SPA problem with math (statement parser, math worker, MathJax core; lazy)',
      files: staticClosure(graph, [
        app[1], 'elements/cc-problem.js',
        ...fileBundling(graph, 'src/core/statement-markdown.ts'), ...fileBundling(graph, 'src/core/math-worker.ts'),
        ...(graph.has(MATH_WORKER) ? [MATH_WORKER] : mathjaxCore ? [mathjaxCore] : []),
      ]),
      extra: ['cc-loader.js'],
      mayLoad: ['MathJax'],
    },
    ...partnerWidgets.map((tag) => ({ name: `partner widget ${tag} alone`, files: staticClosure(graph, [`elements/${tag}.js`]), budget: { max: 95 } })),
    {
      name: 'legacy page, 3 tags (header, see-more, contest reminder)',
      files: staticClosure(graph, ['cc-autoloader.js', 'elements/cc-header.js', 'elements/cc-see-more.js', 'elements/cc-contest-start-notification.js']),
      extra: ['cc-loader.js'],
    },
  ];
}

export async function run() {
  if (!existsSync(join(DIST, 'build-graph.json'))) throw new Error('No dist/build-graph.json: run `npm run build` first.');
  const graph = loadGraph();
  const floor = await reactFloor();
  const rows = [];

  const entries = [...graph.values()].filter((file) => file.isEntry).map((file) => file.file).sort();
  for (const entry of entries) {
    const files = staticClosure(graph, [entry]);
    const size = total(files);
    rows.push({ metric: `entry ${entry} (${files.size} files) gzip`, value: size.gzip, unit: 'KB', floor: floor.gzip });
    rows.push({ metric: `entry ${entry} brotli`, value: size.brotli, unit: 'KB', floor: floor.brotli });
  }
  const loader = total(['cc-loader.js']);
  rows.push({ metric: 'entry cc-loader.js (classic script) gzip', value: loader.gzip, unit: 'KB', floor: floor.gzip });

  for (const useCase of useCases(graph)) {
    const files = [...useCase.files, ...(useCase.extra ?? [])];
    const size = total(files);
    const label = `${useCase.name} (${files.length} files)`;
    rows.push({ metric: `${label} gzip`, value: size.gzip, unit: 'KB', floor: floor.gzip, ...(useCase.budget ? { budget: useCase.budget } : {}) });
    rows.push({ metric: `${useCase.name} brotli`, value: size.brotli, unit: 'KB', floor: floor.brotli });
    const heavy = [...heavyIn(graph, useCase.files)].filter((library) => !(useCase.mayLoad ?? []).includes(library));
    rows.push({ metric: `${useCase.name}: MathJax/uPlot not needed but loaded${heavy.length ? ` (${heavy.join(', ')})` : ''}`, value: heavy.length, unit: 'libs', budget: { max: 0 } });
  }
  return rows;
}

// `npm run bench`: benchmarks. For now the bundle-size report: per entry, its own minified
// and gzip size, and the total a page downloads for it (the entry plus every chunk it imports
// statically, transitively). Dynamic imports (MathJax, uPlot, autoloaded tags) are lazy and
// not counted. Results are printed and written to bench/results/sizes.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve('dist');
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const code = readFileSync(file);
    sizes.set(file, { min: code.length, gzip: gzipSync(code, { level: 9 }).length });
  }
  return sizes.get(file);
}

function staticGraph(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, spec] of code.matchAll(STATIC_IMPORT)) staticGraph(resolve(dirname(entry), spec), seen);
  return seen;
}

function entries() {
  const top = ['cc-elements.js', 'cc-autoloader.js', 'cc-loader.js'].map((f) => join(DIST, f));
  const perTag = readdirSync(join(DIST, 'elements')).filter((f) => f.endsWith('.js')).sort().map((f) => join(DIST, 'elements', f));
  return [...top, ...perTag].filter((f) => existsSync(f));
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

if (!existsSync(DIST)) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}
const rows = entries().map((entry) => {
  const own = sizeOf(entry);
  const graph = [...staticGraph(entry)];
  const total = graph.reduce((sum, file) => ({ min: sum.min + sizeOf(file).min, gzip: sum.gzip + sizeOf(file).gzip }), { min: 0, gzip: 0 });
  return { entry: relative(DIST, entry), min: own.min, gzip: own.gzip, files: graph.length, totalMin: total.min, totalGzip: total.gzip };
});

console.log('entry'.padEnd(34), '   min KB', '  gzip KB', ' files', ' total min KB', ' total gzip KB');
for (const r of rows) {
  console.log(r.entry.padEnd(34), kb(r.min), '  ', kb(r.gzip), String(r.files).padStart(5), '     ', kb(r.totalMin), '      ', kb(r.totalGzip));
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/sizes.json', JSON.stringify({ measuredAt: new Date().toISOString(), entries: rows }, null, 2) + '\n');
console.log('\nwritten: bench/results/sizes.json');

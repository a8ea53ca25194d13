// Bundle sizes: per entry, the total a page downloads for it (the entry plus every chunk it
// imports statically, transitively), min and gzip, beside react + react-dom alone (the floor).
// Dynamic imports (MathJax, uPlot, autoloaded tags) are lazy and not counted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const name = 'sizes';

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

/** react + react-dom, bundled and minified for production: what any React widget downloads at least. */
async function reactFloor() {
  const result = await build({
    stdin: { contents: "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.body).render(createElement('p', null, 'hi'));", resolveDir: process.cwd() },
    bundle: true, minify: true, format: 'esm', write: false, define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

export async function run() {
  if (!existsSync(DIST)) throw new Error('No dist/: run `npm run build` first.');
  const floor = (await reactFloor()) / 1024;
  return entries().map((entry) => {
    const graph = [...staticGraph(entry)];
    const gzip = graph.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    return { metric: `${relative(DIST, entry)} (${graph.length} files)`, value: gzip / 1024, unit: 'KB gz', floor };
  });
}

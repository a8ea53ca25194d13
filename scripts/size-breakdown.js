// `node scripts/size-breakdown.js [filter]`: what each use case of the sizes bench
// (bench/suites/sizes.js) downloads, per source module, from the build's source maps.
// A module's share of a file's gzip size is its share of the file's minified bytes (rough:
// repetitive code compresses better than tables, but the ranking is what matters when
// deciding what to cut). Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { loadGraph, useCases } from '../bench/suites/sizes.js';

const DIST = resolve('dist');
const filter = process.argv[2];
const TOP = Number(process.env.TOP ?? 25);

/** Minified bytes per source module in one output file, and the file's gzip/raw ratio. */
function attribute(file) {
  const code = readFileSync(join(DIST, file), 'utf8');
  const ratio = gzipSync(code, { level: 9 }).length / Buffer.byteLength(code);
  const bytes = new Map();
  let map;
  try {
    map = new TraceMap(readFileSync(join(DIST, `${file}.map`), 'utf8'));
  } catch {
    return { ratio, bytes: new Map([[file, code.length]]) };
  }
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, line) => {
    const text = lines[line] ?? '';
    let last = 0;
    let owner = '(unmapped)';
    const add = (until) => bytes.set(owner, (bytes.get(owner) ?? 0) + (until - last));
    for (const segment of segments) {
      add(segment[0]);
      last = segment[0];
      owner = segment.length > 1 ? map.sources[segment[1]] : '(unmapped)';
    }
    add(text.length + 1);
  });
  return { ratio, bytes };
}

/** node_modules/<pkg>/... → the package; src and elements paths as they are. */
function label(source) {
  const path = source.replace(/^(\.\.\/)+/, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? `npm:${pkg[1]}` : path;
}

const graph = loadGraph();
for (const useCase of useCases(graph)) {
  if (filter && !useCase.name.includes(filter)) continue;
  const totals = new Map();
  let sum = 0;
  for (const file of [...useCase.files]) {
    const { ratio, bytes } = attribute(file);
    for (const [source, count] of bytes) {
      const key = `${label(source)}  [${file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')}]`;
      totals.set(key, (totals.get(key) ?? 0) + (count * ratio) / 1024);
      sum += (count * ratio) / 1024;
    }
  }
  console.log(`\n## ${useCase.name}: ~${sum.toFixed(1)} KB gzip (module shares, estimated)`);
  for (const [key, kb] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${kb.toFixed(1).padStart(7)}  ${key}`);
}

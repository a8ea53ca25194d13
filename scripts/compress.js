// After the build: a brotli and a gzip copy of every text asset in dist/, at the highest
// levels (done once here, so the server never compresses per request). @fastify/static's
// preCompressed option serves the .br or .gz file to clients that accept it. The files are
// compressed side by side on libuv's thread pool (brotli at level 11 on MathJax's font chunks is
// most of the build's time; one after another it kept one core busy for about 18 s).
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|json|css|svg|d\.ts)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

/** @param {string} path @returns {Promise<boolean>} whether it was compressed */
async function compress(path) {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return true;
}

// Largest first, so the longest jobs do not start last.
const bySize = [...files('dist')].map((path) => ({ path, size: statSync(path).size })).sort((a, b) => b.size - a.size);
const done = await Promise.all(bySize.map(({ path }) => compress(path)));
console.log(`compressed: ${done.filter(Boolean).length} files (.br, .gz)`);

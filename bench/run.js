// `npm run bench`: every suite in bench/suites/ (or the ones named: `npm run bench -- sizes`),
// run in one process so each figure sits beside its floor measured in the same run. Arguments
// that are not suite names go to the suites run (`npm run bench -- lighthouse /practice`: that
// suite on that page only).
// A suite exports `name` and `run(ctx)` returning rows:
//   { metric, value, unit, floor?, budget? }
// where `floor` is the same thing measured without the feature (a static table, unsanitised HTML,
// a bare node server) and `budget` is { maxRatio } against the floor or { max } on the value.
// The table is printed, bench/results.json written, and a missed budget exits non-zero.
// Tests never time anything; this is the only place speed is judged.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { judge, printTable } from './lib/report.js';

const dir = resolve('bench/suites');
const files = readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
const suites = await Promise.all(files.map((file) => import(pathToFileURL(join(dir, file)).href)));
const names = new Set(suites.map((s) => s.name));
const wanted = process.argv.slice(2).filter((a) => names.has(a));
const args = process.argv.slice(2).filter((a) => !names.has(a));
if (args.length && !wanted.length) {
  console.error(`bench: no suite named in ${args.join(' ')} (suites: ${[...names].join(', ')})`);
  process.exit(2);
}
const results = [];
let failed = false;

for (const suite of suites) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  process.stdout.write(`\n## ${suite.name}\n`);
  try {
    const rows = (await suite.run({ args })).map(judge);
    printTable(rows);
    if (rows.some((r) => r.pass === false)) failed = true;
    results.push({ suite: suite.name, rows });
  } catch (error) {
    failed = true;
    console.error(`suite ${suite.name} failed: ${error.stack ?? error}`);
    results.push({ suite: suite.name, error: String(error) });
  }
}

writeFileSync('bench/results.json', JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n');
console.log('\nwritten: bench/results.json');
if (failed) {
  console.error('bench: a budget was missed (or a suite failed)');
  process.exit(1);
}

// `npm run bench`: runs every benchmark module of bench/ in turn against a production build and
// writes bench/results/latest.{json,md}: the machine, the date, every figure beside its target.
// Exits 1 when a target is missed or a benchmark fails to run.
//
// A benchmark module is a file `bench/<name>.mjs` (this runner aside) that exports `title` and
// `run({ checkout })`, which resolves to `{ figures, notes }` (see lib/report.mjs). Modules run one
// after another, alphabetically, so that none disturbs another's timings.
//
//   node bench/run.mjs                               this checkout -> results/latest.*
//   node bench/run.mjs --only first-visit            some modules (comma-separated)
//   node bench/run.mjs --checkout DIR --name NAME    another checkout (a git worktree) -> results/NAME.*
//   node bench/run.mjs --before NAME --comparison NAME2
//                                                    also results/NAME2.md: results/NAME.json beside this run
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { BENCH_ROOT, describeCheckout } from './lib/checkout.mjs';
import { writeComparison } from './lib/compare.mjs';
import { loadAverage, newSuite, round, target, targetCell, writeResults } from './lib/report.mjs';

const RESULTS = path.join(BENCH_ROOT, 'results');
/** Issue 15: the whole suite, build included, in under 10 minutes. */
const SUITE_MINUTES = 10;

const { values: options } = parseArgs({
  options: {
    checkout: { type: 'string' },
    name: { type: 'string', default: 'latest' },
    only: { type: 'string' },
    before: { type: 'string' },
    comparison: { type: 'string' },
  },
});
for (const option of ['name', 'before', 'comparison']) {
  if (options[option] !== undefined && !/^[a-z0-9-]+$/.test(options[option])) {
    throw new Error(`--${option} takes lowercase letters, digits and dashes`);
  }
}
if ((options.before === undefined) !== (options.comparison === undefined)) {
  throw new Error('--before and --comparison go together');
}
const beforeFile = options.before && path.join(RESULTS, `${options.before}.json`);
if (beforeFile && !existsSync(beforeFile)) throw new Error(`No results named ${options.before} in bench/results`);

const checkout = await describeCheckout(options.checkout);
const available = readdirSync(BENCH_ROOT)
  .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs')
  .map((file) => file.slice(0, -'.mjs'.length))
  .sort();
const only = options.only?.split(',').map((name) => name.trim());
const unknown = (only ?? []).filter((name) => !available.includes(name));
if (unknown.length > 0) throw new Error(`No benchmark named ${unknown.join(', ')} (have: ${available.join(', ')})`);

const suite = newSuite(checkout);
const suiteStarted = performance.now();

for (const name of only ?? available) {
  const mod = await import(pathToFileURL(path.join(BENCH_ROOT, `${name}.mjs`)).href);
  console.log(`\n[bench] ${name}: ${mod.title}`);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  try {
    const { figures, notes } = await mod.run({ checkout });
    suite.modules.push({ name, title: mod.title, figures, notes, seconds: seconds() });
    for (const f of figures) {
      const verdict = f.pass === undefined ? '' : `  (${targetCell(f)}: ${f.pass ? 'pass' : 'FAIL'})`;
      console.log(`  ${f.label}: ${f.value} ${f.unit}${verdict}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  failed: ${message}`);
    suite.modules.push({ name, title: mod.title, figures: [], notes: [], error: message, seconds: seconds() });
  }
  console.log(`  (${seconds()} s)`);
}
// The suite's own time is a target only when it ran whole.
if (!only) suite.modules.push(suiteTime(suite.modules, (performance.now() - suiteStarted) / 1000));

suite.loadAverageAtEnd = loadAverage();
writeResults(RESULTS, options.name, suite);
const missed = suite.modules.flatMap((m) => m.figures).filter((f) => f.pass === false);
const failed = suite.modules.filter((m) => m.error);
console.log(`\n[bench] Written: bench/results/${options.name}.json and ${options.name}.md`);
if (beforeFile) {
  writeComparison(
    beforeFile,
    path.join(RESULTS, `${options.name}.json`),
    path.join(RESULTS, `${options.comparison}.md`),
  );
  console.log(`[bench] Written: bench/results/${options.comparison}.md`);
}
if (missed.length > 0 || failed.length > 0) {
  console.error(`[bench] ${missed.length} target(s) missed, ${failed.length} benchmark(s) failed`);
  process.exitCode = 1;
}

/** The whole suite's time (the build included) beside its target, and each module's. */
function suiteTime(modules, seconds) {
  return {
    name: 'run',
    title: 'The whole suite',
    seconds: Math.round(seconds),
    figures: [
      target('suite-minutes', '`npm run bench` from start to end', round(seconds / 60, 1), 'min', SUITE_MINUTES),
    ],
    notes: [
      `By module (the first that needs the production build includes it): ${modules.map((m) => `${m.name} ${m.seconds} s`).join(', ')}.`,
    ],
  };
}

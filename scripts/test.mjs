// `npm test`: every test suite, one summary, one closing line `N passed, N failed`.
//
//   npm test                  unit tests (PGlite), then the browser tests (Playwright + Chromium);
//                             with TEST_DATABASE_URL set, the api tests run on PostgreSQL and only
//                             the embedded-specific api files on PGlite
//   npm test -- api web       only those vitest projects (domain, api, web, scripts); add e2e for the browser
//   npm test -- unit | e2e    only the vitest projects, or only the browser tests
//
// Node built-ins only until ensureInstalled() has run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstalled, ensureWebBuilt, findChromium, log } from './lib.mjs';
import { unhandledErrors } from './vitest-output.mjs';

const PROJECTS = ['domain', 'api', 'web', 'scripts'];
const USAGE = `Usage: npm test [-- ${[...PROJECTS, 'unit', 'e2e'].join(' | ')} ...]`;

// ---------------------------------------------------------------------------------------------
// What to run

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => ![...PROJECTS, 'unit', 'e2e'].includes(a));
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const all = args.length === 0;
const projects = all || args.includes('unit') ? [] : PROJECTS.filter((p) => args.includes(p)); // [] = all
const runUnit = all || args.includes('unit') || projects.length > 0;
const runPostgres = runUnit && (projects.length === 0 || projects.includes('api'));
const runE2e = all || args.includes('e2e');

// ---------------------------------------------------------------------------------------------
// Helpers

const tmp = mkdtempSync(path.join(tmpdir(), 'kasuwa-test-'));
let current; // the running child, to forward signals to

/** Runs a command with its output shown as it comes; `output` is its end (the last 256 KB). */
function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    // Piped, the suites would drop their colours in a terminal.
    const colour = process.stdout.isTTY && !('NO_COLOR' in env) ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...colour, ...env },
    });
    current = child;
    let output = '';
    const keep = (stream) => (chunk) => {
      stream.write(chunk);
      output = (output + chunk.toString()).slice(-256 * 1024);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => {
      console.error(`[kasuwa] Could not run ${command}: ${error.message}`);
      resolve({ code: 127 });
    });
    child.on('exit', (code, signal) => {
      current = undefined;
      const finish = () => resolve({ code: code ?? 1, signal, output });
      // The rest of its output, unless a process it left behind holds the pipe open.
      child.once('close', finish);
      setTimeout(finish, 2_000).unref();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (relative) => path.join(ROOT, 'node_modules', relative);

/** The environment without variables that would point a suite at the wrong database. */
function cleanEnv(extra = {}) {
  return Object.fromEntries(Object.entries({ ...process.env, ...extra }).filter(([, value]) => value !== undefined));
}

function relativeName(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

function projectOf(file) {
  const relative = relativeName(file);
  if (relative.startsWith('packages/domain/')) return 'domain';
  if (relative.startsWith('scripts/')) return 'scripts';
  if (relative.startsWith('apps/api/')) return 'api';
  if (relative.startsWith('apps/web/')) return 'web';
  return 'other';
}

function formatMs(ms) {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

function banner(title) {
  console.log(`\n[kasuwa] ━━ ${title} ${'━'.repeat(Math.max(3, 70 - title.length))}`);
}

// ---------------------------------------------------------------------------------------------
// Suites; each resolves to { label, passed, failed, skipped, detail, ms }

async function vitestSuite(label, slug, vitestArgs, env) {
  banner(label);
  const outputFile = path.join(tmp, `vitest-${slug}.json`);
  const started = Date.now();
  const { code, output } = await run(
    process.execPath,
    [
      bin('vitest/vitest.mjs'),
      'run',
      ...vitestArgs,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  const ms = Date.now() - started;
  const report = readJson(outputFile);
  if (!report) {
    return { label, passed: 0, failed: 1, skipped: 0, ms, detail: `crashed without results (exit code ${code})` };
  }

  const perProject = new Map();
  const failures = [];
  let brokenFiles = 0;
  for (const file of report.testResults ?? []) {
    const name = projectOf(file.name);
    const counts = perProject.get(name) ?? { passed: 0, failed: 0 };
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      if (test.status === 'failed') counts.failed += 1;
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${relativeName(file.name)} > ${test.fullName ?? test.title}`);
    }
    // A file that fails to load (syntax error, failing hook) has no failed test of its own.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      brokenFiles += 1;
      counts.failed += 1;
      failures.push(`${relativeName(file.name)}: ${String(file.message ?? 'failed to run').split('\n')[0]}`);
    }
    perProject.set(name, counts);
  }

  const passed = report.numPassedTests ?? 0;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes = [...perProject].map(
    ([name, c]) => `${name}: ${c.passed} passed${c.failed ? `, ${c.failed} failed` : ''}`,
  );
  if (brokenFiles) notes.push(`${brokenFiles} file(s) failed to run`);
  if (code !== 0 && failed === 0) {
    failed = 1; // unhandled errors, a crashed worker, a broken config
    notes.push(`vitest exited with code ${code}`);
    failures.push(...unhandledErrors(output));
  }
  return { label, passed, failed, skipped, ms, detail: notes.join(' · '), failures };
}

async function playwrightSuite(label) {
  banner(label);
  const chromium = await findChromium();
  if (!chromium.path) {
    console.log(chromium.problem);
    return { label, passed: 0, failed: 1, skipped: 0, ms: 0, detail: 'not run: no Chromium' };
  }
  log(`Chromium: ${chromium.path} (${chromium.source})`);
  const outputFile = path.join(tmp, 'playwright.json');
  const started = Date.now();
  const { code } = await run(
    process.execPath,
    [bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    cleanEnv({ CHROME_PATH: chromium.path, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile }),
  );
  const ms = Date.now() - started;
  const report = readJson(outputFile);
  if (!report?.stats) {
    return { label, passed: 0, failed: 1, skipped: 0, ms, detail: `crashed without results (exit code ${code})` };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const failures = playwrightTests(report.suites ?? [])
    .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
    .map((t) => `${t.file} > ${t.title}${t.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`);
  const notes = [];
  let failed = unexpected;
  if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
  const errors = report.errors ?? [];
  if (errors.length > 0) {
    notes.push(`${errors.length} error(s) outside tests, e.g. ${String(errors[0].message ?? '').split('\n')[0]}`);
    if (failed === 0) failed = 1;
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`playwright exited with code ${code}`);
  }
  return { label, passed: expected + flaky, failed, skipped, ms, detail: notes.join(' · '), failures };
}

/** Every test in Playwright's JSON report, with its file, its titles joined and its outcome. */
function playwrightTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its file name; describe blocks add their titles.
    const titlePath = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        file: `e2e/${spec.file}`,
        title: [...titlePath, spec.title].join(' > '),
        status: test.status,
      })),
    );
    return [...own, ...playwrightTests(suite.suites ?? [], titlePath)];
  });
}

// ---------------------------------------------------------------------------------------------
// Main

const results = [];
const notRun = [];

try {
  ensureInstalled();
  if (runE2e) ensureWebBuilt();
} catch (error) {
  console.error(`[kasuwa] ${error instanceof Error ? error.message : String(error)}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The api files that need modules of their own run in a project of their own (vitest.config.ts).
const vitestProjects = (names) => names.flatMap((p) => (p === 'api' ? ['api', 'api-isolated'] : [p]));
const projectArgs = vitestProjects(projects).flatMap((p) => ['--project', p]);

// With PostgreSQL given, the API suite runs on it (production's database) and, on the embedded
// database, only the files that exercise what differs between the two: migrations and start-up, the
// data directory, the seed, and the hand-written SQL of the busiest paths. Running the whole API suite
// twice cost CI seven minutes of its thirty (docs/decisions/0020-one-database-per-api-run.md).
const EMBEDDED_API_FILES = [
  'apps/api/src/platform/',
  'apps/api/src/seed/',
  'apps/api/src/main.test.ts',
  'apps/api/src/app/start-app.test.ts',
  'apps/api/src/app/server.test.ts',
  'apps/api/src/app/batches-migration.test.ts',
  'apps/api/src/app/unit-code-counts-migration.test.ts',
  'apps/api/src/modules/shop-events/',
  'apps/api/src/modules/analytics/',
  'apps/api/src/modules/verification/verification.test.ts',
  'apps/api/src/modules/orders/place-order.test.ts',
  'apps/api/src/modules/batches/unit-codes.test.ts',
];

if (runUnit) {
  // Always the embedded database here, even when the caller exported TEST_DATABASE_URL.
  const apiTwice = runPostgres && Boolean(process.env.TEST_DATABASE_URL);
  const label = `unit tests${projects.length ? ` (${projects.join(', ')})` : ''}, PGlite${apiTwice ? ' (api: embedded-specific files)' : ''}`;
  const fileFilters = apiTwice
    ? [
        ...(projects.length === 0 || projects.includes('domain') ? ['packages/domain/'] : []),
        ...(projects.length === 0 || projects.includes('scripts') ? ['scripts/'] : []),
        ...(projects.length === 0 || projects.includes('web') ? ['apps/web/'] : []),
        ...EMBEDDED_API_FILES,
      ]
    : [];
  results.push(
    await vitestSuite(label, 'pglite', [...projectArgs, ...fileFilters], cleanEnv({ TEST_DATABASE_URL: undefined })),
  );
}

if (runPostgres) {
  if (process.env.TEST_DATABASE_URL) {
    const where = process.env.TEST_DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    const result = await vitestSuite(
      'api tests, PostgreSQL',
      'postgres',
      vitestProjects(['api']).flatMap((p) => ['--project', p]),
      cleanEnv(),
    );
    result.detail = [where, result.detail].filter(Boolean).join(' · ');
    results.push(result);
  } else {
    notRun.push('api tests on PostgreSQL: not run (set TEST_DATABASE_URL=postgres://... to run them)');
  }
}

if (runE2e) results.push(await playwrightSuite('browser tests (Playwright, Chromium)'));

rmSync(tmp, { recursive: true, force: true });

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

banner('Summary');
const width = Math.max(...results.map((r) => r.label.length));
for (const r of results) {
  const mark = r.failed > 0 ? '✗' : '✓';
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(
    `  ${mark} ${r.label.padEnd(width)}  ${counts.padEnd(32)}${formatMs(r.ms).padStart(9)}  ${r.detail}`.trimEnd(),
  );
}
for (const line of notRun) console.log(`  - ${line}`);
// Named, so that a failure seen once in CI can be found again.
const failures = results.flatMap((r) => r.failures ?? []);
if (failures.length > 0) {
  console.log('  Failed or flaky:');
  for (const name of failures.slice(0, 30)) console.log(`    ${name}`);
  if (failures.length > 30) console.log(`    ... and ${failures.length - 30} more`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

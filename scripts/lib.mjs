// Helpers shared by scripts/start.mjs, scripts/test.mjs and the e2e global setup.
// Node built-ins only: these run on a fresh clone before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isWindows = process.platform === 'win32';

/** Prints a short line prefixed with the script name, so it stands out from tool output. */
export function log(message) {
  console.log(`[kasuwa] ${message}`);
}

function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of a file or of any file below a directory (node_modules skipped). */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Runs npm with inherited stdio; throws when it fails. */
export function npm(args, options = {}) {
  const result = spawnSync(isWindows ? 'npm.cmd' : 'npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    shell: isWindows,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (exit code ${result.status ?? result.signal})`);
  }
}

/**
 * Installs dependencies when node_modules is missing or package-lock.json changed since the last
 * install (npm writes node_modules/.package-lock.json at the end of every install).
 * Returns true when it installed.
 */
export function ensureInstalled() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installedLock = path.join(ROOT, 'node_modules', '.package-lock.json');
  const hasLock = existsSync(lock);
  const installedAt = mtimeMs(installedLock);
  const reason = !existsSync(path.join(ROOT, 'node_modules'))
    ? 'node_modules is missing'
    : installedAt === undefined
      ? 'node_modules looks incomplete'
      : hasLock && (mtimeMs(lock) ?? 0) > installedAt
        ? 'package-lock.json changed'
        : undefined;
  if (!reason) return false;
  const args = hasLock ? ['ci'] : ['install'];
  log(`Installing dependencies (${reason}): npm ${args.join(' ')}`);
  npm([...args, '--no-audit', '--no-fund']);
  return true;
}

/** Inputs of the web build: a change in any of them makes apps/web/dist stale. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/domain/src',
];

/** Builds the web app when apps/web/dist is missing or older than its sources. Returns true when it built. */
export function ensureWebBuilt() {
  const builtAt = mtimeMs(path.join(ROOT, 'apps/web/dist/index.html'));
  const reason = builtAt === undefined ? 'apps/web/dist is missing' : staleInput(WEB_BUILD_INPUTS, builtAt);
  if (!reason) return false;
  log(`Building the web app (${reason})`);
  npm(['run', 'build', '-w', '@kasuwa/web']);
  return true;
}

/** Inputs of the API build: a change in any of them makes apps/api/dist stale. */
export const API_BUILD_INPUTS = ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/domain/src'];

/** The compiled API that `npm start` runs. */
export const API_ENTRY = path.join(ROOT, 'apps/api/dist/main.js');

/**
 * How the API process is started (npm start, the browser tests, the benchmarks). V8 sizes its
 * heap by the limit it is given: with 256 MB of old space (the live heap is about 50 MB) it
 * collects sooner instead of growing, young-generation semi-spaces of 8 MB instead of 16, and two
 * malloc arenas instead of one per thread keep a loaded server about 50 MB smaller. No
 * --enable-source-maps: it keeps every loaded package's source map, sources included, in the heap
 * (12 MB); the compiled dist/main.js is not minified, so its stack traces read as they are
 * (decision 0029).
 */
export const API_NODE_ARGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];
export const API_ENV = { MALLOC_ARENA_MAX: '2' };

/** Compiles the API (esbuild, well under a second) when apps/api/dist is missing or older than its sources. */
export function ensureApiBuilt() {
  const builtAt = mtimeMs(API_ENTRY);
  const stale = builtAt === undefined ? 'apps/api/dist is missing' : staleInput(API_BUILD_INPUTS, builtAt);
  if (!stale) return false;
  log(`Building the API (${stale})`);
  npm(['run', 'build', '-w', '@kasuwa/api']);
  return true;
}

/** The first input changed after `builtAt`, as a reason, or undefined when none did. */
function staleInput(inputs, builtAt) {
  const input = inputs.find((entry) => newestMtime(path.join(ROOT, entry)) > builtAt);
  return input ? `${input} changed` : undefined;
}

/** How every headless Chromium here is launched (the browser tests and the benchmarks). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Headless Chromium (156 here) renders the address bar's suggestion popup, a WebUI page no one
 * sees, in a renderer of its own: the browser tests took about a quarter longer on two cores.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright 1.65 disables itself. Chromium obeys only the last --disable-features it
 * is given, so ours must repeat these (e2e/browser-flags.spec.ts fails when Playwright's list grows).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** How Playwright launches Chromium here: the flags above, and no browser UI that no one sees. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

export const CHROMIUM_HINT = 'run `apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH=/path/to/chrome';

/**
 * Finds a Chromium to drive the browser tests, in order: $CHROME_PATH, /usr/bin/chromium,
 * Playwright's own download (only if that file exists).
 * Resolves to { path, source } or { path: undefined, problem } with a one-line explanation.
 */
export async function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (existsSync(env.CHROME_PATH)) return { path: env.CHROME_PATH, source: 'CHROME_PATH' };
    return { path: undefined, problem: `CHROME_PATH=${env.CHROME_PATH} does not exist: fix it or unset it` };
  }
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'system' };
  try {
    const entry = path.join(ROOT, 'node_modules', 'playwright-core', 'index.mjs');
    const { chromium } = await import(pathToFileURL(entry).href);
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own, source: 'playwright' };
  } catch {
    // playwright-core missing or no browser registry: fall through to the hint.
  }
  return { path: undefined, problem: `No Chromium found: ${CHROMIUM_HINT}` };
}

/**
 * The GraphQL document of `apps/web/src/features/<file>` (the text inside its `graphql(...)`), read from the web
 * app's source under `root`: what a shopper's browser sends, for the tests and benchmarks that ask
 * the same.
 */
export function webDocument(file, root = ROOT) {
  const source = readFileSync(path.join(root, 'apps/web/src/features', file), 'utf8');
  const match = /graphql\(`([\s\S]*?)`\)/.exec(source);
  if (!match) throw new Error(`No GraphQL document in ${file}`);
  return match[1];
}

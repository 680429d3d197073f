// First-paint JavaScript of `/` and `/{slug}`: how much a phone downloads before the first paint.
//
// Builds the web app with a Vite manifest into a temporary directory, then for each route takes the
// entry chunk, the route's lazy chunk and everything they import statically (what the browser must
// fetch before it can render), never their dynamic imports (other screens, the toaster, the map).
// Each chunk is gzipped at level 9.
//
// One module of the suite (`bench/run.mjs`), and on its own (`node bench/web-bundle.mjs`, what CI
// runs): then it writes bench/results/web-bundle.{json,md} and exits 1 when a route's total is over
// the budget (issue 15: 100 KB; issue 3 had set 120).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results');
const BUDGET_KB = 100;
/**
 * Files a product page's first paint waits for (entry included): without HTTP/2 a browser fetches
 * six at a time, and each round costs a slow phone network's round trip (decision 0032: 13 -> 9).
 */
const PRODUCT_FILES_MAX = 9;
const PRODUCT_ROUTE = '/productdetail/{id}';
const KB = 1024;

const LATER = 'src/app/later-routes.tsx';
/**
 * Each route's screens in the order they load: the first a lazy import of the entry, each next one
 * a lazy import of the one before (a screen outside the first ones comes through the later routes'
 * table). The product page, the cart and the code check are held to the same budget: a shared rule
 * that drags a library into them (zod and the phone-number rules, 75 KB) fails here.
 */
const ROUTES = [
  { route: '/', screens: ['src/app/routes/stores.tsx'] },
  { route: '/{slug}', screens: ['src/app/routes/store.tsx'] },
  { route: '/productdetail/{id}', screens: [LATER, 'src/app/routes/product-detail.tsx'] },
  { route: '/cart', screens: [LATER, 'src/app/routes/cart.tsx'] },
  { route: '/verify', screens: [LATER, 'src/app/routes/verify.tsx'] },
];

export const title = 'First-paint JavaScript (gzip, from the Vite manifest)';

/** The suite's entry: one figure per route against the budget. */
export async function run({ checkout }) {
  const results = await measureRoutes(checkout.root);
  return {
    figures: [
      ...results.map((r) => ({
        id: `web-bundle.${r.route}`,
        label: `\`${r.route}\` first-paint JS, gzip level 9 (${r.chunks.length} chunks)`,
        value: r.totalKb,
        unit: 'KB',
        max: BUDGET_KB,
        pass: r.withinBudget,
      })),
      productFiles(results),
    ],
    notes: [
      "Entry chunk plus the route's lazy chunks (the later routes' table first, outside the first screens) and their static imports; dynamic imports (other screens, the map) not counted.",
    ],
  };
}

/** Builds the web app of the checkout at `root` into a temporary directory and measures each route. */
async function measureRoutes(root) {
  const web = path.join(root, 'apps/web');
  // Vite is the web workspace's dependency (apps/web/node_modules), not the root's.
  const { build } = await import(pathToFileURL(createRequire(path.join(web, 'package.json')).resolve('vite')).href);
  const outDir = mkdtempSync(path.join(tmpdir(), 'kasuwa-bench-web-'));
  try {
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const results = ROUTES.map(({ route, screens }) => measure(manifest, outDir, route, screens));
    checkAgainstHtml(outDir, results);
    return results;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const results = await measureRoutes(ROOT);
  report(results);
  const over = results.filter((r) => r.totalKb > BUDGET_KB);
  for (const r of over)
    console.error(`Over budget: ${r.route} loads ${r.totalKb} KB gzipped JS (budget ${BUDGET_KB} KB)`);
  const files = productFiles(results);
  if (!files.pass) console.error(`${PRODUCT_ROUTE} waits for ${files.value} JS files (at most ${PRODUCT_FILES_MAX})`);
  process.exitCode = over.length > 0 || !files.pass ? 1 : 0;
}

/** How many JS files the product page's first paint waits for, against PRODUCT_FILES_MAX. */
function productFiles(results) {
  const product = results.find((r) => r.route === PRODUCT_ROUTE);
  if (!product) throw new Error(`No ${PRODUCT_ROUTE} among the measured routes`);
  return {
    id: `web-bundle.${PRODUCT_ROUTE}.files`,
    label: `\`${PRODUCT_ROUTE}\` first-paint JS files`,
    value: product.chunks.length,
    unit: 'files',
    max: PRODUCT_FILES_MAX,
    pass: product.chunks.length <= PRODUCT_FILES_MAX,
  };
}

/** The first-paint JS chunks of one route with their raw and gzipped sizes. */
function measure(manifest, dir, route, screens) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  let loader = entryKey;
  for (const screen of screens) {
    if (!manifest[screen]) throw new Error(`The Vite manifest has no chunk for ${screen} (renamed?)`);
    if (!manifest[loader].dynamicImports?.includes(screen)) {
      throw new Error(`${screen} is not a lazy chunk of ${loader}: the route must be loaded with import()`);
    }
    loader = screen;
  }

  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  screens.forEach(visit);

  const chunks = [...keys].map((key) => {
    const file = path.join(dir, manifest[key].file);
    if (!existsSync(file)) throw new Error(`The manifest names ${manifest[key].file}, which the build did not write`);
    const source = readFileSync(file);
    return {
      chunk: key,
      file: manifest[key].file,
      rawKb: round(source.length / KB),
      gzipKb: round(gzipSync(source, { level: 9 }).length / KB),
    };
  });
  const totalKb = round(chunks.reduce((sum, c) => sum + c.gzipKb, 0));
  return { route, screen: screens.at(-1), budgetKb: BUDGET_KB, totalKb, withinBudget: totalKb <= BUDGET_KB, chunks };
}

/**
 * Sanity check that the manifest walk is real: every script the built index.html makes the browser
 * fetch at once (module script, modulepreload) must be among each route's measured chunks.
 */
function checkAgainstHtml(dir, results) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  if (loaded.length === 0) throw new Error('index.html loads no JavaScript: the bench cannot find the entry');
  for (const r of results) {
    const files = new Set(r.chunks.map((c) => c.file));
    const missing = loaded.filter((file) => !files.has(file));
    if (missing.length > 0) throw new Error(`${r.route}: index.html loads ${missing.join(', ')}, not counted`);
  }
  console.log(`index.html loads ${loaded.length} script(s) up front; all are counted: ${loaded.join(', ')}`);
}

function report(results) {
  mkdirSync(RESULTS, { recursive: true });
  const measuredAt = new Date().toISOString();
  writeFileSync(
    path.join(RESULTS, 'web-bundle.json'),
    `${JSON.stringify({ measuredAt, gzipLevel: 9, unit: 'KiB', results }, null, 2)}\n`,
  );

  const lines = [
    '# Web bundle: JavaScript loaded before first paint',
    '',
    `Measured ${measuredAt} by \`node bench/web-bundle.mjs\` (gzip level 9, 1 KB = 1024 bytes). Budget: ${BUDGET_KB} KB per route.`,
    '',
  ];
  for (const r of results) {
    lines.push(`## \`${r.route}\` (${r.screen}): ${r.totalKb} KB ${r.withinBudget ? 'within' : 'OVER'} budget`, '');
    lines.push('| Chunk | File | Raw KB | Gzip KB |', '|---|---|---:|---:|');
    for (const c of r.chunks) lines.push(`| ${c.chunk} | ${c.file} | ${c.rawKb} | ${c.gzipKb} |`);
    lines.push(`| **Total** | | ${round(r.chunks.reduce((s, c) => s + c.rawKb, 0))} | **${r.totalKb}** |`, '');
  }
  writeFileSync(path.join(RESULTS, 'web-bundle.md'), `${lines.join('\n')}\n`);

  for (const r of results) {
    console.log(`\n${r.route} (${r.screen}): ${r.totalKb} KB gzipped JS, budget ${r.budgetKb} KB`);
    for (const c of r.chunks) console.log(`  ${c.gzipKb.toFixed(2).padStart(7)} KB  ${c.file}  (${c.chunk})`);
  }
  console.log(`\nWritten: ${path.relative(ROOT, RESULTS)}/web-bundle.json and web-bundle.md`);
}

function round(n) {
  return Math.round(n * 100) / 100;
}

// Bytes of a first visit to `/` and `/{slug}` as a phone's browser fetches them.
//
// Builds the checkout, starts its production server on the embedded database seeded with the demo
// data, and opens each page in headless Chromium at 390 px wide with an empty cache (a new browser
// context per page) until the network is idle. Bytes are what Chromium received on the wire for
// each response, headers included (CDP Network.loadingFinished encodedDataLength), grouped by
// resource type. Other origins (the map's tile server) are unreachable here: the browser is told
// they do not resolve, and they are listed as external, not counted.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../scripts/lib.mjs';
import { KB, info, round, target } from './lib/report.mjs';
import { graphql, sleep, startServer, tempDir } from './lib/server.mjs';

const TARGET_KB = 200;
const VIEWPORT = { width: 390, height: 844 };
const NAVIGATION_TIMEOUT_MS = 60_000;
const SETTLE_ATTEMPTS = 120;
const SETTLE_PAUSE_MS = 250;
const CHROMIUM = '/usr/bin/chromium';
const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  // Only the server under test resolves: nothing leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const CATEGORIES = ['documents', 'scripts', 'styles', 'images', 'fonts', 'other'];
const CATEGORY_OF = { Document: 'documents', Script: 'scripts', Stylesheet: 'styles', Image: 'images', Font: 'fonts' };

export const title = 'First visit: bytes transferred (headless Chromium, 390 px, empty cache)';

export async function run({ checkout }) {
  checkout.ensureBuilt();
  const data = tempDir('kasuwa-bench-visit-');
  let server;
  let browser;
  try {
    server = await startServer(checkout, {
      env: { DATA_DIR: data.dir, SEED_DEMO: 'true' },
      logFile: path.join(data.dir, 'server.log'),
    });
    const { manufacturers } = await graphql(server.url, '{ manufacturers { slug } }');
    if (!manufacturers?.length) throw new Error('The demo data has no store to visit');
    const slug = manufacturers[0].slug;
    const settledMs = await untilServing(`${server.url}/${slug}`);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    const figures = [];
    const notes = [];
    for (const [route, pagePath] of [
      ['/', '/'],
      ['/{slug}', `/${slug}`],
    ]) {
      const visit = await firstVisit(browser, server.url, pagePath);
      const totalKb = round(visit.total / KB);
      figures.push(target(`first-visit.${route}`, `\`${route}\` first visit, transferred`, totalKb, 'KB', TARGET_KB));
      for (const category of CATEGORIES) {
        const { bytes, count } = visit.byCategory[category];
        if (count === 0) continue;
        figures.push(info(`first-visit.${route}.${category}`, `\`${route}\`: ${category}`, round(bytes / KB), 'KB'));
      }
      notes.push(
        `\`${pagePath}\`: ${visit.requests} responses counted (` +
          CATEGORIES.filter((c) => visit.byCategory[c].count > 0)
            .map((c) => `${c} ${visit.byCategory[c].count}`)
            .join(', ') +
          ')' +
          (visit.external.length > 0
            ? `; external, not counted (${visit.external.length}): ${summarizeHosts(visit.external)}`
            : '; no request to another origin'),
      );
    }
    if (settledMs > 0) {
      notes.push(
        `After its first 200 on /healthz the server answered pages with errors (503) for ${settledMs} ms more.`,
      );
    }
    notes.push(
      'Bytes on the wire per response, headers included (CDP Network.loadingFinished encodedDataLength); ' +
        'requests to other origins (the map tiles) are blocked, since nothing outside this machine is reachable, ' +
        'and listed as external, not counted.',
    );
    return { figures, notes };
  } finally {
    await browser?.close();
    await server?.stop();
    data.dispose();
  }
}

/**
 * Waits until the server answers a page with 200: right after start it may still refuse work (503
 * from its event-loop guard while start-up work runs). Returns how long that took, in ms.
 */
async function untilServing(pageUrl) {
  const started = performance.now();
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(pageUrl, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return attempt === 0 ? 0 : Math.round(performance.now() - started);
    } catch {
      // Not answering yet; try again.
    }
    await sleep(SETTLE_PAUSE_MS);
  }
  throw new Error(`${pageUrl} did not answer 200 within ${(SETTLE_ATTEMPTS * SETTLE_PAUSE_MS) / 1000} s of start`);
}

/** Opens `pagePath` in a fresh context and sums what each same-origin response cost on the wire. */
async function firstVisit(browser, baseUrl, pagePath) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    const finished = [];
    const external = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      // data: and blob: URLs come from bytes already counted (the script or style holding them).
      if (/^(data|blob):/.test(request.url)) return;
      requests.set(requestId, { url: request.url, type });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      finished.push({ requestId, bytes: encodedDataLength });
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      const request = requests.get(requestId);
      if (request && !sameOrigin(request.url, origin)) external.push(request.url);
    });

    const response = await page.goto(`${baseUrl}${pagePath}`, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    if (response?.status() !== 200) throw new Error(`${pagePath} answered ${response?.status()}`);

    const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { bytes: 0, count: 0 }]));
    let total = 0;
    let counted = 0;
    for (const { requestId, bytes } of finished) {
      const request = requests.get(requestId);
      if (!request) continue;
      if (!sameOrigin(request.url, origin)) {
        external.push(request.url);
        continue;
      }
      const category = CATEGORY_OF[request.type] ?? 'other';
      byCategory[category].bytes += bytes;
      byCategory[category].count += 1;
      total += bytes;
      counted += 1;
    }
    return { total, byCategory, requests: counted, external };
  } finally {
    await context.close();
  }
}

function sameOrigin(url, origin) {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function summarizeHosts(urls) {
  const hosts = new Map();
  for (const url of urls) {
    let host = url.slice(0, 40);
    try {
      host = new URL(url).host;
    } catch {
      // Not a URL (data:); keep its start.
    }
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  return [...hosts].map(([host, count]) => `${host} × ${count}`).join(', ');
}

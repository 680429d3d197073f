/// <reference lib="webworker" />
// The service worker, built by build/service-worker.ts into dist/sw.js (served at the root, never
// cached). It keeps the app shell, the hashed files and images seen, and the last answers of the
// catalogue reads, so the app opens offline with what the shopper saw last (docs/decisions/0021).
import { READ_ANSWERED, type ReadAnswered } from './messages';
import { isCompleteAnswer, pageReadIn, readKey, SAVED_AT_HEADER } from './read-cache';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: the shell's files and a version that changes with any of them. */
declare const __KASUWA_SHELL__: { version: string; files: string[] };
const shell = __KASUWA_SHELL__;

const SHELL = `kasuwa-shell-${shell.version}`;
const ASSETS = 'kasuwa-assets';
const IMAGES = 'kasuwa-images';
const READS = 'kasuwa-reads';
const CACHES = new Set([SHELL, ASSETS, IMAGES, READS]);
/** Bounds on what is kept beyond the shell, oldest dropped first. */
const LIMITS: Record<string, number> = { [ASSETS]: 120, [IMAGES]: 300, [READS]: 150 };
const APP_SHELL = '/index.html';
/** Paths the server answers itself: never given the app shell. */
const SERVER_PATHS = /^\/(assets|uploads|graphql|upload|api|retailers|healthz|readyz|metrics|sitemaps|account\/export)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // Hashed files may come from the HTTP cache (the page just loaded them); the shell page never.
      await cache.addAll(
        shell.files.map((file) => new Request(file, { cache: file.startsWith('/assets/') ? 'default' : 'reload' })),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!CACHES.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/graphql') {
    event.respondWith(graphql(request, event.clientId));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname)) event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(keptFirst(request, ASSETS));
  else if (url.pathname.startsWith('/uploads/images/')) event.respondWith(keptFirst(request, IMAGES));
  else if (shell.files.includes(url.pathname)) event.respondWith(networkFirst(request));
});

/**
 * A page: the server's (with its title and link-preview tags, and a product page's read, kept as
 * if the screen had asked for it); offline, the app shell.
 */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html'))
      event.waitUntil(keepPageRead(response.clone()));
    return response;
  } catch (error) {
    const shell = await caches.match(APP_SHELL, { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files and uploaded images never change under one name: the kept copy, else the network's. */
async function keptFirst(request: Request, cacheName: string): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keep(cacheName, request, response.clone());
  return response;
}

/** The manifest and icons: fresh when online, the shell's copy when not. */
async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: SHELL });
    if (kept) return kept;
    throw error;
  }
}

/**
 * A catalogue read goes to the network first; its answer is kept under its key. When the network
 * fails, the kept answer is given instead (marked with when it was kept) and the page is told.
 * Every other operation goes to the network untouched.
 */
async function graphql(request: Request, clientId: string): Promise<Response> {
  const key = readKey(
    await request
      .clone()
      .json()
      .catch(() => null),
  );
  if (key === null) return fetch(request);
  try {
    const response = await fetch(request);
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (response.ok && isCompleteAnswer(body)) {
      await keep(
        READS,
        new Request(key),
        new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(Date.now()) },
        }),
      );
    }
    void tell(clientId, false);
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: READS });
    if (!kept) throw error;
    void tell(clientId, true);
    return kept;
  }
}

/** The read a page's HTML answered, kept like the answer of the same read asked from the screen. */
async function keepPageRead(response: Response): Promise<void> {
  const read = pageReadIn(await response.text());
  if (!read) return;
  await keep(
    READS,
    new Request(read.key),
    new Response(JSON.stringify(read.answer), {
      headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(Date.now()) },
    }),
  );
}

async function tell(clientId: string, fromCache: boolean): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const message: ReadAnswered = { type: READ_ANSWERED, fromCache };
  client?.postMessage(message);
}

/** Puts one response in a cache, then drops the oldest entries past the cache's limit. */
async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  // Put again at the end: the entries stay in the order they were last kept.
  await cache.delete(request);
  await cache.put(request, response);
  const limit = LIMITS[cacheName];
  if (limit === undefined) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

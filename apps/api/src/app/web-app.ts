import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AssetUrlBase } from '../platform/graphql/urls';
import { replyError } from '../platform/http/json';
import { lookUpPage, withPageMeta } from './page-meta';
import { preloadsFor, withPreloads, type PagePreloads } from './page-preloads';
import { answerPageRead, pageReadFor, withPageRead, type PageReads } from './page-read';
import type { Services } from './services';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the server answers itself: a miss there is a 404, never the web app. */
const SERVER_PATHS = /^\/(assets|uploads|graphql|upload|api|retailers|healthz|readyz|metrics|sitemaps)(\/|$)/;
/** Files at the root (the service worker, the manifest, icons): a store's slug never has a dot. */
const ROOT_FILE = /^\/[\w-]+\.\w+$/;
const MANIFEST = /\.webmanifest$/;

export interface WebAppDeps {
  distDir: string;
  services: Services;
  assetBaseOf: (request: FastifyRequest) => AssetUrlBase;
}

/**
 * Serves the built single-page app: hashed files under /assets/ as they are (with their .br and
 * .gz siblings when the browser accepts them) and cached for a year; index.html, never cached,
 * for every other page path so the client router can answer it. Store and product pages get
 * their title, description and link-preview tags in that HTML before it is sent; an unknown
 * store or product answers 404 (the app shows its not-found page), a store's slug in other
 * letter case 301 to the store's own address. Each page's HTML also names the files its screen
 * will ask for and its main picture (page-preloads.ts), so the browser fetches them at once, and
 * a product page the answer to its screen's first read (page-read.ts), so it draws without a round trip.
 */
export async function webAppRoutes(app: FastifyInstance, deps: WebAppDeps) {
  const root = path.resolve(deps.distDir);
  const indexFile = path.join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    // Every page path, `/` included, falls through to the handler below, which fills in index.html;
    // a directory (`/`, `/assets/`) too, which the static files would otherwise answer 403.
    index: false,
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    // The folder may be built after start (a first `npm start` builds before, tests write it later).
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      // Everything else (index.html, the service worker /sw.js, the manifest) is checked on every use,
      // so a deploy reaches every browser at once; the worker must be served from the root for its scope.
      reply.header('cache-control', filePath.startsWith(path.join(root, 'assets') + path.sep) ? IMMUTABLE : 'no-cache');
      if (MANIFEST.test(filePath)) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  const template = cachedFile(indexFile, (text) => text);
  const preloads = cachedFile(path.join(root, 'page-preloads.json'), (text) => JSON.parse(text) as PagePreloads);
  const reads = cachedFile(path.join(root, 'page-reads.json'), (text) => JSON.parse(text) as PageReads);

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(pathname) &&
      !ROOT_FILE.test(pathname);
    if (!isPage) return replyError(reply, 404, 'Not found.');
    const html = template();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm start` from the repository root.');
    }
    const page = await lookUpPage(deps.services, pathname, deps.assetBaseOf(request));
    if (page.kind === 'redirect') return reply.redirect(page.location, 301);
    if (page.kind === 'missing')
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    const found = page.kind === 'meta';
    const read = pageReadFor(reads() ?? {}, request, pathname, found);
    const answer = read ? await answerPageRead(app, request, read) : null;
    const preloaded = withPreloads(
      found ? withPageMeta(html, page.meta) : html,
      preloadsFor(preloads() ?? {}, pathname, found),
      found ? page.lcpImage : null,
    );
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(answer ? withPageRead(preloaded, answer) : preloaded);
  });
}

/** A file read (and parsed), again only when it changes (a new build); null while it does not exist. */
function cachedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

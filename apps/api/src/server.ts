import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { createGraphQLHandler } from './graphql/yoga';
import type { Services } from './graphql/services';
import { bearerToken } from './modules/auth/tokens';
import type { ImageStorage } from './modules/uploads/image-storage';
import { createRetailerImportHandler } from './modules/retailers/retailers-import.http';
import { createUploadHandler, createUploadsStaticHandler } from './modules/uploads/upload.http';
import type { Logger } from './shared/logger';
import { createWebHandler } from './web-static';

const GRAPHQL_BODY_MAX_BYTES = 1024 * 1024;

export interface ServerDeps {
  db: Database;
  services: Services;
  storage: ImageStorage;
  logger: Logger;
  /** The public origin, when configured; otherwise taken from each request's Host header. */
  publicUrl?: string | undefined;
  webDistDir: string;
  introspection: boolean;
}

/** The whole HTTP surface as one request listener; tests mount it on a port of their own. */
export function createRequestListener(deps: ServerDeps): RequestListener {
  const graphql = createGraphQLHandler(deps);
  const baseUrl = (req: IncomingMessage) => deps.publicUrl ?? originOf(req);
  const authenticate = (header: string | undefined) => deps.services.auth.authenticate(bearerToken(header));
  const upload = createUploadHandler({
    storage: deps.storage,
    authenticate,
    baseUrl,
    log: (msg, extra) => deps.logger.info(extra ?? {}, msg),
  });
  const uploads = createUploadsStaticHandler(deps.storage);
  const retailerImport = createRetailerImportHandler({ retailers: deps.services.retailers, authenticate });
  const web = createWebHandler(deps.webDistDir);

  const route = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/graphql') {
      const refusal = graphqlBodyRefusal(req);
      if (refusal) {
        res.writeHead(refusal.status, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify({ errors: [{ message: refusal.message }] }));
      }
      const viewer = await authenticate(req.headers.authorization);
      return graphql.handle(req, res, { viewer, baseUrl: baseUrl(req), requestId });
    }
    if (pathname === '/upload') return upload(req, res);
    if (pathname === '/retailers/import-preview') return retailerImport(req, res);
    if (pathname.startsWith('/uploads/')) return uploads(req, res, pathname.slice('/uploads/'.length));
    if (pathname === '/healthz') return health(deps.db, res);
    return web(req, res, pathname);
  };

  return (req, res) => {
    const requestId = headerValue(req.headers['x-request-id']) ?? randomUUID();
    const started = performance.now();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      deps.logger.info(
        {
          requestId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    route(req, res, requestId).catch((error: unknown) => {
      deps.logger.error({ err: error, requestId }, 'request failed');
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Unexpected error.' } }));
      } else res.destroy();
    });
  };
}

/**
 * A POST must say how long its body is (every browser's fetch does), and at most 1 MB: a chunked
 * body of unknown length could otherwise grow without bound before GraphQL sees it.
 */
function graphqlBodyRefusal(req: IncomingMessage): { status: number; message: string } | null {
  if (req.method !== 'POST') return null;
  const length = req.headers['content-length'];
  if (length === undefined) return { status: 411, message: 'Send the request with a Content-Length.' };
  if (Number(length) > GRAPHQL_BODY_MAX_BYTES) return { status: 413, message: 'The request is too large.' };
  return null;
}

async function health(db: Database, res: ServerResponse) {
  const ok = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
}

function originOf(req: IncomingMessage): string {
  const proto = headerValue(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() ?? 'http';
  const host = headerValue(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

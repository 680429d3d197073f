import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { accountDataRoutes } from '../modules/account/account.http';
import { unitCodeDownloadRoutes } from '../modules/batches/unit-codes.http';
import { orderExportRoutes } from '../modules/orders/orders-export.http';
import { paystackWebhookRoutes } from '../modules/payments/paystack-webhook.http';
import { retailerImportRoutes } from '../modules/retailers/retailers-import.http';
import { createSpreadsheetReader } from '../modules/retailers/spreadsheet-reader';
import { productImportRoutes } from '../modules/products/products-import.http';
import { shopEventsRoutes } from '../modules/shop-events/shop-events.http';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { uploadRoutes } from '../modules/uploads/upload.http';
import { verificationRoutes } from '../modules/verification/verification.http';
import type { ConcurrencyLimit } from '../platform/concurrency';
import type { Database, Readiness } from '../platform/db/client';
import { replyError, replyJson, replyUnexpectedError } from '../platform/http/json';
import { requestLogger, type Logger } from '../platform/logger';
import type { Metrics } from '../platform/metrics';
import type { RateLimiter } from '../platform/rate-limit';
import type { Viewer } from '../platform/viewer';
import { graphqlRoute } from './graphql-route';
import { metricsRoute, observeRequests } from './observe-requests';
import type { ResponseCache } from './response-cache';
import { securityHeaders, type SecurityOptions } from './security-headers';
import { sessionCookies } from './session-cookie';
import type { Services } from './services';
import { sitemapRoutes } from './sitemap';
import { webAppRoutes } from './web-app';

const GRAPHQL_BODY_MAX_BYTES = 1024 * 1024;
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Above this event-loop delay the server answers 503 with Retry-After instead of stalling. */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
const BUSY_RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
const BUSY_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  `<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}"><title>Kasuwa is busy</title>` +
  `<p style="font-family:sans-serif;margin:2rem">${BUSY_MESSAGE} This page reloads by itself.</p></html>`;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface ServerDeps extends Omit<SecurityOptions, 'publicUrl'> {
  db: Database;
  services: Services;
  /** What anonymous reads use: the services over the read replica, or `services` without one. */
  publicReadServices: Services;
  metrics: Metrics;
  /** GET /metrics answers only with this bearer token; without one it is not served. */
  metricsToken: string | undefined;
  rateLimiter: RateLimiter;
  storage: ImageStorage;
  /** S3_PUBLIC_URL: where uploaded images are public, when not at our /uploads/. */
  uploadsPublicUrl: string | undefined;
  logger: Logger;
  /** The public origin, when configured; otherwise taken from each request's Host header. */
  publicUrl: string | undefined;
  webDistDir: string;
  introspection: boolean;
  /** Believe X-Forwarded-* headers (only behind a proxy that sets them). */
  trustProxy: number;
  /** PUBLIC_URL, else the address the server listens on (known once it listens). */
  siteUrl: () => string;
  /** Whether the database answers and is migrated: /readyz says so. */
  readiness: () => Promise<Readiness>;
  /** True from SIGTERM until the listener closes: still serving, but no longer ready (start-app's stop). */
  draining: () => boolean;
  timeouts?: { headersMs: number; requestMs: number } | undefined;
  busyEventLoopDelayMs?: number | undefined;
  smsGatewaySecret?: string | undefined;
  /** Answers to anonymous catalogue reads (null: off). */
  responseCache: ResponseCache | null;
  /** GraphQL requests making their answer at once. */
  graphqlExecutions: ConcurrencyLimit;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
}

/** under-pressure's per-route handler that answers nothing, so the request goes on as usual. */
const letThrough = () => undefined;

/** The whole HTTP surface; start-app listens on it, tests reach it through a port or inject(). */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger as unknown as FastifyServerOptions['childLoggerFactory'],
    // A hop count, not `true`: with `true` the leftmost X-Forwarded-For entry, which the client
    // writes itself, would be believed; with N hops, the address the N-th proxy saw.
    trustProxy: deps.trustProxy > 0 ? (_address: string, hop: number) => hop < deps.trustProxy : false,
    bodyLimit: GRAPHQL_BODY_MAX_BYTES,
    return503OnClosing: true,
    // Slow clients are dropped: headers within 10 s, the whole request within 30 s, checked every second.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: deps.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
          requestTimeout: deps.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(1_000, deps.timeouts?.headersMs ?? 1_000),
          keepAliveTimeout: 5_000,
        },
        handler,
      ),
    // A proxy's request id is kept (its log and ours then name a request alike); a client's is not believed.
    genReqId: (req) => {
      const given = deps.trustProxy > 0 ? req.headers['x-request-id'] : undefined;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  const baseUrlOf = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const assetBaseOf = (request: FastifyRequest) => ({
    baseUrl: baseUrlOf(request),
    uploadsPublicUrl: deps.uploadsPublicUrl,
  });

  observeRequests(app, { metrics: deps.metrics, logger: deps.logger });
  app.setErrorHandler(replyUnexpectedError);

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: deps.busyEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
    // Answered here, not thrown: a thrown 503 would reach the error handler as an unexpected error.
    pressureHandler: (request, reply) => {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      // A page the browser navigates to gets a page that retries, not JSON.
      if (request.headers.accept?.includes('text/html')) {
        void reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BUSY_PAGE);
      } else replyError(reply, 503, BUSY_MESSAGE);
    },
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers are compressed as they are sent: a fast brotli level, not the slow archival one,
    // and a 256 KB window instead of 4 MB (each response being compressed holds one; our answers
    // are smaller than that anyway).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await securityHeaders(app, {
    publicUrl: deps.publicUrl,
    corsOrigins: deps.corsOrigins,
    tileUrl: deps.tileUrl,
    imageOrigins: deps.imageOrigins,
  });

  const sessions = await sessionCookies(app, { secure: deps.publicUrl?.startsWith('https://') ?? false });
  const viewerOf = (request: FastifyRequest): Promise<Viewer | null> =>
    (request.viewerPromise ??= deps.services.auth.authenticate(sessions.tokenOf(request)));

  // Uploads read the raw multipart stream themselves (busboy, with their own limits).
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // From SIGTERM until the listener closes (start-app's stop): a client keeping its connection alive
  // would go on sending here, so each answer then ends its connection.
  app.addHook('onRequest', (_request, reply, done) => {
    if (deps.draining()) reply.header('connection', 'close');
    done();
  });

  // Liveness only: the process answers. Not even a busy event loop fails it (a restart would not help).
  app.get('/healthz', { config: { pressureHandler: letThrough } }, async (_request, reply) =>
    replyJson(reply, 200, { status: 'ok' }),
  );
  // Readiness: send traffic here. From SIGTERM it says "draining" while requests are still served,
  // so a balancer's health check moves traffic away before the listener closes; once it is closed,
  // Fastify answers every request on a connection still open with 503 before it reaches a handler.
  app.get('/readyz', async (_request, reply) => {
    if (deps.draining()) return replyJson(reply, 503, { status: 'draining' });
    const { ready, ...checks } = await deps.readiness();
    return replyJson(reply, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', ...checks });
  });
  metricsRoute(app, { metrics: deps.metrics, token: deps.metricsToken });
  await app.register(graphqlRoute, {
    responseCache: deps.responseCache,
    executions: deps.graphqlExecutions,
    services: deps.services,
    publicReadServices: deps.publicReadServices,
    logger: deps.logger,
    introspection: deps.introspection,
    viewerOf,
    assetBaseOf,
    sessionCookieFor: sessions.cookieFor,
    siteUrl: deps.siteUrl,
  });
  await app.register(uploadRoutes, { storage: deps.storage, viewerOf, assetBaseOf, rateLimiter: deps.rateLimiter });
  const spreadsheets = createSpreadsheetReader({
    onStrayError: (error) => app.log.warn({ err: error }, 'a spreadsheet worker failed after its file was answered'),
  });
  app.addHook('onClose', () => spreadsheets.close());
  await app.register(retailerImportRoutes, {
    retailers: deps.services.retailers,
    viewerOf,
    rateLimiter: deps.rateLimiter,
    spreadsheets,
  });
  await app.register(productImportRoutes, {
    products: deps.services.products,
    viewerOf,
    baseUrlOf,
    rateLimiter: deps.rateLimiter,
    spreadsheets,
  });
  await app.register(orderExportRoutes, { orders: deps.services.orders, viewerOf });
  await app.register(accountDataRoutes, { account: deps.services.account, viewerOf });
  await app.register(unitCodeDownloadRoutes, { unitCodes: deps.services.unitCodes, viewerOf, siteUrl: deps.siteUrl });
  await app.register(paystackWebhookRoutes, { payments: deps.services.orderPayments });
  await app.register(verificationRoutes, {
    verification: deps.services.verification,
    rateLimiter: deps.rateLimiter,
    storage: deps.storage,
    assetBaseOf,
    siteUrl: deps.siteUrl,
    smsGatewaySecret: deps.smsGatewaySecret,
  });
  await app.register(shopEventsRoutes, { shopEvents: deps.services.shopEvents, rateLimiter: deps.rateLimiter });
  // Crawlers read the sitemap: anonymous reads, from the replica when there is one.
  await app.register(sitemapRoutes, { services: deps.publicReadServices, baseUrlOf });
  await webAppRoutes(app, { distDir: deps.webDistDir, services: deps.services, assetBaseOf });
  return app;
}

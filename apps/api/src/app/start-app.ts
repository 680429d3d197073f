import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_QUOTAS,
  DEFAULT_SHUTDOWN_DRAIN_MS,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_URL,
  type Quotas,
  type S3Config,
} from '../config/env';
import { hashPassword } from '../modules/auth/passwords';
import { createGeocoder } from '../modules/geocoding/create-geocoder';
import { resolveCodeHashKey } from '../modules/batches/code-hash-key';
import { UnitCodeHasher } from '../modules/batches/unit-code-hasher';
import { createMailer } from '../modules/mail/create-mailer';
import { OsrmRouter } from '../modules/routing/osrm-router';
import { ImageUrlRule } from '../modules/uploads/image-url-rule';
import { openImageStorage } from '../modules/uploads/create-image-storage';
import { systemClock, type Clock } from '../platform/clock';
import { limitConcurrency } from '../platform/concurrency';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { lockDataDir } from '../platform/db/data-dir-lock';
import { InProcessJobQueue } from '../platform/jobs/in-process-queue';
import type { JobQueue } from '../platform/jobs/job-queue';
import { PgBossJobQueue } from '../platform/jobs/pg-boss-queue';
import type { Logger } from '../platform/logger';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { paystackProvider } from '../modules/payments/paystack-provider';
import { Metrics } from '../platform/metrics';
import { createRateLimiter } from '../platform/rate-limit';
import { MIGRATIONS_DIR } from './paths';
import { buildServer } from './server';
import { ResponseCache } from './response-cache';
import { catalogueVersionReader } from '../platform/db/catalogue-version';
import { createServices, servicesForPublicReads, type ServiceDeps, type Services } from './services';

/**
 * Anonymous GraphQL requests that make their answer at once; the rest wait in arrival order (decision 0033).
 * Two hundred at once each held their half-made answer in memory, and the collector's extra work
 * cost every request more CPU; a few more than the database pool's connections keep it busy.
 */
export const GRAPHQL_EXECUTIONS_AT_ONCE = 16;

/**
 * What SIGTERM leaves to the drain and then to requests and jobs under way, within the 10 s a
 * container stop waits.
 */
export const SHUTDOWN_GRACE_MS = 8_000;

export interface AppOptions {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; without one PGlite keeps the database under dataDir. */
  databaseUrl?: string | undefined;
  /** A read replica for anonymous public reads (PostgreSQL only). */
  readDatabaseUrl?: string | undefined;
  /** Connections in each PostgreSQL pool. */
  databasePoolMax?: number | undefined;
  /** Keep PGlite in memory instead of under dataDir (tests). */
  inMemoryDatabase?: boolean;
  publicUrl?: string | undefined;
  seedDemo: boolean;
  geocoderUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  routingUrl?: string | undefined;
  tileUrl?: string;
  tileAttribution?: string;
  webDistDir: string;
  introspection: boolean;
  /** Proxies in front whose X-Forwarded-* entries are believed (0 or absent: none). */
  trustProxy?: number;
  corsOrigins?: readonly string[];
  /** Origins whose https image URLs products and brands may use besides our own uploads. */
  imageUrlOrigins?: readonly string[];
  /** Images in an S3-compatible bucket; absent: under dataDir/uploads. */
  s3?: S3Config | undefined;
  /** How long a client may take to send its headers and its whole request (tests shorten them). */
  timeouts?: { headersMs: number; requestMs: number };
  /**
   * Mean event-loop delay above which requests are answered 503 (default 1 s). Test processes
   * run many servers on one event loop, where starting one stalls the others: they raise it.
   */
  busyEventLoopDelayMs?: number;
  clock?: Clock;
  /** Per-owner limits; each one not given keeps its default. */
  quotas?: Partial<Quotas>;
  /** The card payment provider; without one checkout offers pay on delivery only. */
  cardPayments?: PaymentProvider | null;
  /** Paystack's secret key (and address, for a stand-in): card payment through Paystack unless cardPayments is given. */
  paystack?: { secretKey: string; baseUrl: string | undefined } | undefined;
  /** The key of the unit codes' hashes; absent: one kept in dataDir (made at first start). */
  codeHashKey?: string | undefined;
  /** The shared secret of the SMS/USSD gateway's callbacks; absent: that endpoint is off. */
  smsGatewaySecret?: string | undefined;
  /** GET /metrics answers with this bearer token; absent: it is not served. */
  metricsToken?: string | undefined;
  onQuery?: (sql: string, params: unknown[]) => void;
  /** Keep answers to anonymous catalogue reads until the catalogue changes (default: on). */
  responseCache?: boolean;
  /** GraphQL requests making their answer at once (default GRAPHQL_EXECUTIONS_AT_ONCE). */
  graphqlExecutionsAtOnce?: number;
  /** Serving on after a draining stop, before the listener closes (default DEFAULT_SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs?: number;
}

export interface RunningApp {
  url: string;
  server: FastifyInstance;
  database: DatabaseHandle;
  services: Services;
  jobs: JobQueue;
  /**
   * Stops within SHUTDOWN_GRACE_MS. `drain` (SIGTERM): first serve on for shutdownDrainMs while
   * /readyz says "draining", so that a balancer stops sending before the listener closes.
   */
  stop(options?: { drain: boolean }): Promise<void>;
}

/** Opens the database, migrates (and seeds), starts the jobs, then listens. The one composition root. */
export async function startApp(options: AppOptions, logger: Logger): Promise<RunningApp> {
  const embedded = !options.databaseUrl && !options.inMemoryDatabase;
  const pgliteDir = path.join(options.dataDir, 'pgdata');
  const lock = embedded ? await lockDataDir(options.dataDir, pgliteDir) : undefined;
  let images: Awaited<ReturnType<typeof openImageStorage>> | undefined;
  try {
    images = await openImageStorage({ s3: options.s3, dataDir: options.dataDir });
    const { storage } = images;
    const database = await openDatabase({
      url: options.databaseUrl,
      readUrl: options.readDatabaseUrl,
      poolMax: options.databasePoolMax,
      pgliteDir: embedded ? pgliteDir : undefined,
      migrationsDir: MIGRATIONS_DIR,
      onQuery: options.onQuery,
      onConnectionError: (error) => logger.warn({ err: error }, 'PostgreSQL closed an idle connection'),
    });
    const codeHashKey = await resolveCodeHashKey(options.codeHashKey, options.dataDir);
    await database.migrate(async (db) => {
      if (options.seedDemo) {
        // Loaded only when wanted: the demo data and its image renderer are not small.
        const { seedDemoData } = await import('../seed/seed');
        const hasher = new UnitCodeHasher(codeHashKey);
        const { seeded } = await seedDemoData(db, { storage, hashPassword, hashCode: (code) => hasher.hash(code) });
        if (seeded) logger.info('loaded the demo data');
      }
    });

    const metrics = new Metrics(() => database.poolStats());
    // On PostgreSQL the jobs are rows that every instance shares; embedded, they live in this process.
    const jobs: JobQueue = database.pool
      ? new PgBossJobQueue({
          pool: database.pool,
          onInternalError: (error) => logger.warn({ err: error }, 'the job queue hit a problem; it carries on'),
        })
      : new InProcessJobQueue();
    jobs.onFailure((error, job) => {
      metrics.countJobFailure(job.name);
      logger.error({ err: error, job: job.name, attempt: job.attempt }, 'a background job failed');
    });
    metrics.observeQueueDepth(() => jobs.waitingJobs());
    const tileUrl = options.tileUrl ?? DEFAULT_TILE_URL;
    const rateLimiter = createRateLimiter(database.pool);
    const serviceDeps: ServiceDeps = {
      db: database.db,
      jobs,
      rateLimiter,
      geocoder: createGeocoder({ geocoderUrl: options.geocoderUrl }),
      mailer: createMailer({
        smtpUrl: options.smtpUrl,
        from: options.mailFrom ?? 'Kasuwa <no-reply@kasuwa.ng>',
        dataDir: options.dataDir,
        logger,
      }),
      clock: options.clock ?? systemClock,
      router: options.routingUrl ? new OsrmRouter(options.routingUrl) : null,
      onMailError: (error) => logger.error({ err: error }, 'could not send a mail'),
      onShopEventsError: (error) => logger.warn({ err: error }, 'shop events were not recorded'),
      onRouterError: (error) => logger.warn({ err: error }, 'routing service failed; answering with an estimate'),
      mapSettings: { tileUrl, tileAttribution: options.tileAttribution ?? DEFAULT_TILE_ATTRIBUTION },
      quotas: { ...DEFAULT_QUOTAS, ...options.quotas },
      imageUrls: new ImageUrlRule({
        publicUrl: options.publicUrl,
        allowedOrigins: options.imageUrlOrigins,
        uploadsPublicUrl: options.s3?.publicUrl,
      }),
      cardPayments: options.cardPayments ?? (options.paystack ? paystackProvider(options.paystack) : null),
      onPaymentProblem: (details) => logger.warn(details, 'a card payment confirmation marked nothing paid'),
      publicUrl: options.publicUrl,
      codeHashKey,
    };
    const services = createServices(serviceDeps);
    await services.mail.scheduleDelivery();
    await services.authCleanup.scheduleCleanup();
    await services.orders.scheduleExpiry();
    await services.unitCodes.scheduleJobs();
    await services.shopEvents.scheduleJobs();
    await jobs.start();

    let siteUrl = options.publicUrl ?? '';
    let draining = false;
    const server = await buildServer({
      db: database.db,
      services,
      publicReadServices: servicesForPublicReads(services, serviceDeps, database.readDb),
      metrics,
      metricsToken: options.metricsToken,
      rateLimiter,
      storage,
      uploadsPublicUrl: options.s3?.publicUrl,
      logger,
      publicUrl: options.publicUrl,
      webDistDir: options.webDistDir,
      introspection: options.introspection,
      trustProxy: options.trustProxy ?? 0,
      corsOrigins: options.corsOrigins ?? [],
      tileUrl,
      imageOrigins: [...(options.imageUrlOrigins ?? []), ...(options.s3?.publicUrl ? [options.s3.publicUrl] : [])],
      readiness: () => database.readiness(),
      draining: () => draining,
      siteUrl: () => siteUrl,
      timeouts: options.timeouts,
      busyEventLoopDelayMs: options.busyEventLoopDelayMs,
      smsGatewaySecret: options.smsGatewaySecret,
      responseCache:
        options.responseCache === false ? null : new ResponseCache(catalogueVersionReader(database.readDb)),
      graphqlExecutions: limitConcurrency(options.graphqlExecutionsAtOnce ?? GRAPHQL_EXECUTIONS_AT_ONCE),
    });
    await server.listen({ port: options.port, host: options.host });
    const { port } = server.server.address() as AddressInfo;
    const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
    siteUrl = options.publicUrl ?? url;

    let stopping: Promise<void> | undefined;
    // Within SHUTDOWN_GRACE_MS. A draining stop first serves on, jobs included, while /readyz says so:
    // closing the listener at once resets the connections a balancer has just opened (still in the
    // kernel's queue, or read but not parsed yet), and it must not resend their requests. Then the
    // listener closes (new connections are refused, and resent) while the requests and jobs under
    // way finish; then the last shop events are written and the pool closes.
    const stop = ({ drain } = { drain: false }) =>
      (stopping ??= (async () => {
        const deadline = performance.now() + SHUTDOWN_GRACE_MS;
        const left = () => Math.max(0, deadline - performance.now());
        if (drain) {
          draining = true;
          await new Promise((r) =>
            setTimeout(r, Math.min(left(), options.shutdownDrainMs ?? DEFAULT_SHUTDOWN_DRAIN_MS)),
          );
        }
        await Promise.all([closeServerWithin(server, left(), logger), jobs.stop(left())]);
        await services.shopEvents.stop();
        await database.close();
        images?.close();
        await lock?.release();
      })());
    return { url, server, database, services, jobs, stop };
  } catch (error) {
    images?.close();
    await lock?.release();
    throw error;
  }
}

/** Stops accepting and waits for the requests under way; those still running at the deadline are cut. */
async function closeServerWithin(server: FastifyInstance, ms: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = server.close();
  const outOfTime = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  if ((await Promise.race([closed, outOfTime])) === 'late') {
    logger.warn({ graceMs: ms }, 'requests still running at the shutdown deadline were cut');
    server.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from '../app/start-app';
import type { Quotas, S3Config } from '../config/env';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import type { Clock } from '../platform/clock';
import { createLogger, type Logger } from '../platform/logger';
import { createPostgresDatabase } from './postgres-database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; issues?: unknown[] } }[];
}

/** What the fixtures need of an app: somewhere to send GraphQL (a test app, or a load balancer). */
export type GraphQLApp = Pick<TestApp, 'gql'>;

export interface TestApp extends RunningApp {
  // Tests read whatever shape they asked for; the data is checked by their assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  dataDir: string;
}

/**
 * The real server on a free port over a fresh database: in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL names a server (dropped again on stop).
 */
export async function startTestApp(
  options: {
    seedDemo?: boolean;
    clock?: Clock;
    onQuery?: (sql: string, params: unknown[]) => void;
    routingUrl?: string;
    smtpUrl?: string;
    publicUrl?: string;
    trustProxy?: number;
    corsOrigins?: string[];
    timeouts?: { headersMs: number; requestMs: number };
    busyEventLoopDelayMs?: number;
    /** Origins whose https image URLs are accepted besides our own uploads. */
    imageUrlOrigins?: string[];
    /** Where the app logs (tests that read the log pass their own). */
    logger?: Logger;
    quotas?: Partial<Quotas>;
    /** A card payment provider (tests pass a stand-in). */
    cardPayments?: PaymentProvider;
    /** Turns on POST /api/sms/verify with this secret. */
    smsGatewaySecret?: string;
    /** Images in this bucket (a stand-in the test started) instead of dataDir/uploads. */
    s3?: S3Config;
    /** Turns on GET /metrics with this bearer token. */
    metricsToken?: string;
    /** A read replica's URL (with TEST_DATABASE_URL). */
    readDatabaseUrl?: string;
    /** The response cache, on unless turned off (as in production). */
    responseCache?: boolean;
    /** GraphQL requests making their answer at once. */
    graphqlExecutionsAtOnce?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-test-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const app = await startApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: database?.url,
      readDatabaseUrl: options.readDatabaseUrl,
      inMemoryDatabase: !database,
      seedDemo: options.seedDemo ?? false,
      webDistDir: path.join(dataDir, 'no-web-build'),
      introspection: true,
      clock: options.clock,
      onQuery: options.onQuery,
      routingUrl: options.routingUrl,
      smtpUrl: options.smtpUrl,
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy,
      corsOrigins: options.corsOrigins,
      timeouts: options.timeouts,
      // The test process runs many servers on one event loop: starting one must not make the
      // others answer 503. (production-defaults.test.ts checks the real threshold.)
      busyEventLoopDelayMs: options.busyEventLoopDelayMs ?? 60_000,
      imageUrlOrigins: options.imageUrlOrigins,
      quotas: options.quotas,
      cardPayments: options.cardPayments,
      smsGatewaySecret: options.smsGatewaySecret,
      s3: options.s3,
      metricsToken: options.metricsToken,
      responseCache: options.responseCache,
      graphqlExecutionsAtOnce: options.graphqlExecutionsAtOnce,
    },
    options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  ).catch(async (error: unknown) => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  const gql = graphqlClient(app.url);

  return {
    ...app,
    gql,
    dataDir,
    stop: async (options) => {
      await app.stop(options);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts GraphQL operations to `baseUrl`/graphql, with a bearer session when given one. */
export function graphqlClient(baseUrl: string): TestApp['gql'] {
  return async (query, variables, token) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
    return { status: response.status, ...body } as never;
  };
}

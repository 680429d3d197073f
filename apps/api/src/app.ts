import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { lockDataDir } from './db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createServices, type Services } from './graphql/services';
import { createGeocoder } from './modules/geocoding/create-geocoder';
import { hashPassword } from './modules/auth/passwords';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from './config/env';
import { createMailer } from './modules/mail/create-mailer';
import { OsrmRouter } from './modules/routing/osrm-router';
import { LocalDiskStorage } from './modules/uploads/local-disk-storage';
import { createRequestListener } from './server';
import { systemClock, type Clock } from './shared/clock';
import type { Logger } from './shared/logger';

export interface AppOptions {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; without one PGlite keeps the database under dataDir. */
  databaseUrl?: string | undefined;
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
  clock?: Clock;
  onQuery?: (sql: string) => void;
}

export interface RunningApp {
  url: string;
  server: Server;
  database: DatabaseHandle;
  services: Services;
  stop(): Promise<void>;
}

/** Opens the database, migrates (and seeds), then listens. The one composition root. */
export async function startApp(options: AppOptions, logger: Logger): Promise<RunningApp> {
  const embedded = !options.databaseUrl && !options.inMemoryDatabase;
  const pgliteDir = path.join(options.dataDir, 'pgdata');
  const lock = embedded ? lockDataDir(options.dataDir, pgliteDir) : undefined;
  try {
    const database = await openDatabase({
      url: options.databaseUrl,
      pgliteDir: embedded ? pgliteDir : undefined,
      onQuery: options.onQuery,
    });
    const storage = new LocalDiskStorage(path.join(options.dataDir, 'uploads'));
    await database.migrate(async (db) => {
      if (!options.seedDemo) return;
      // Loaded only when wanted: the demo data and its image renderer are not small.
      const { seedDemoData } = await import('./seed/seed');
      const { seeded } = await seedDemoData(db, { storage, hashPassword });
      if (seeded) logger.info('loaded the demo data');
    });

    const services = createServices({
      db: database.db,
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
      onRouterError: (error) => logger.warn({ err: error }, 'routing service failed; answering with an estimate'),
      mapSettings: {
        tileUrl: options.tileUrl ?? DEFAULT_TILE_URL,
        tileAttribution: options.tileAttribution ?? DEFAULT_TILE_ATTRIBUTION,
      },
    });
    const listener = createRequestListener({
      db: database.db,
      services,
      storage,
      logger,
      publicUrl: options.publicUrl,
      webDistDir: options.webDistDir,
      introspection: options.introspection,
    });
    const server = createServer(listener);
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await database.close();
        lock?.release();
      })());
    return { url, server, database, services, stop };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

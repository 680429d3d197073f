import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool, on PostgreSQL (for libraries that speak to it directly). */
  pool?: pg.Pool;
  /**
   * Applies pending migrations, then runs `afterMigrate` while still holding the migration lock,
   * so that several instances starting at once on one PostgreSQL do it exactly once.
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** The folder of the generated SQL migrations. */
  migrationsDir: string;
  /** Called with every SQL statement sent (used to count queries). */
  onQuery?: (sql: string) => void;
  /**
   * Called when PostgreSQL closes an idle connection (a restart, a dropped database). The pool
   * drops that connection and opens another when needed; unheard, the event would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

const MIGRATION_LOCK_KEY = 7_420_611;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: (query) => options.onQuery?.(query) } : undefined;
  return options.url
    ? openPostgres(options.url, options.migrationsDir, logger, options.onConnectionError)
    : openPglite(options.pgliteDir, options.migrationsDir, logger);
}

/**
 * PostgreSQL's memory settings for one connection in this process: its default 128 MB of shared
 * buffers live inside the WebAssembly memory for the life of the process, while the operating
 * system caches the data files anyway. 16 MB keeps the embedded server within its memory target.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=4MB'],
];

async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing can run migrations alongside us.
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  logger: Logger | undefined,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onConnectionError);
  // Fail fast with the driver's own message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(client);
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

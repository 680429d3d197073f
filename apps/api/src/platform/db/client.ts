import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  /**
   * Where anonymous public reads may go: a replica's pool (DATABASE_READ_URL), read-only, whose
   * answers can lag the primary by the replication delay; without a replica, `db` itself.
   */
  readDb: Database;
  kind: 'pglite' | 'postgres';
  /** The connection pool, on PostgreSQL (for libraries that speak to it directly). */
  pool?: pg.Pool;
  /**
   * Applies pending migrations, then runs `afterMigrate` while still holding the migration lock,
   * so that several instances starting at once on one PostgreSQL do it exactly once.
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /** Whether each database answers, and whether the primary has every migration of this build. */
  readiness(): Promise<Readiness>;
  /** The connections of each pool now (PGlite: its one connection). */
  poolStats(): PoolStats[];
  /** Closes every connection; calling it again waits for the same close. */
  close(): Promise<void>;
}

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  /** 'unknown' when the database did not answer. */
  migrations: 'applied' | 'pending' | 'unknown';
  replica?: 'reachable' | 'unreachable';
}

export interface PoolStats {
  pool: 'primary' | 'replica';
  max: number;
  total: number;
  /** Absent for PGlite, whose one connection is shared by every query in turn. */
  idle?: number;
  waiting?: number;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  url?: string | undefined;
  /** A read replica's URL (PostgreSQL only): the pool behind `readDb`. */
  readUrl?: string | undefined;
  /** Connections per pool (PostgreSQL; default 10). */
  poolMax?: number | undefined;
  /** PGlite's data directory; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** The folder of the generated SQL migrations. */
  migrationsDir: string;
  /** Called with every SQL statement sent (used to count queries). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /**
   * Called when PostgreSQL closes an idle connection (a restart, a dropped database). The pool
   * drops that connection and opens another when needed; unheard, the event would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

const MIGRATION_LOCK_KEY = 7_420_611;
const DEFAULT_POOL_MAX = 10;
/** A readiness probe that waits longer than this says "unreachable" rather than hang the prober. */
const READINESS_TIMEOUT_MS = 2_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query, params) => options.onQuery?.(query, params) }
    : undefined;
  if (options.readUrl && !options.url) throw new Error('A read replica needs a PostgreSQL primary (DATABASE_URL).');
  return options.url
    ? openPostgres({ ...options, url: options.url }, logger)
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
  let closing: Promise<void> | undefined;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing can run migrations alongside us.
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await afterMigrate?.(db);
    },
    readiness: () => readiness((text) => client.query(text), migrationsFolder),
    poolStats: () => [{ pool: 'primary', max: 1, total: closing ? 0 : 1 }],
    close: () => (closing ??= client.close()),
  };
}

async function openPostgres(
  options: OpenDatabaseOptions & { url: string },
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  const { migrationsDir: migrationsFolder, onConnectionError = () => undefined } = options;
  const max = options.poolMax ?? DEFAULT_POOL_MAX;
  const pool = new pg.Pool({ connectionString: options.url, max });
  // Read-only on our side too: a write sent here by mistake fails at once, not only on a real replica.
  const replica = options.readUrl
    ? new pg.Pool({ connectionString: options.readUrl, max, options: '-c default_transaction_read_only=on' })
    : undefined;
  const pools = replica ? [pool, replica] : [pool];
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= Promise.all(pools.map((p) => p.end())).then(() => undefined));
  try {
    for (const p of pools) {
      p.on('error', onConnectionError);
      // Fail fast with the driver's own message when a server is unreachable.
      const probe = await p.connect();
      probe.release();
    }
  } catch (error) {
    await close();
    throw error;
  }
  const db = drizzlePg(pool, { logger }) as unknown as Database;
  return {
    db,
    readDb: replica ? (drizzlePg(replica, { logger }) as unknown as Database) : db,
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
    readiness: () =>
      readiness((text) => pool.query(text), migrationsFolder, replica && ((text) => replica.query(text))),
    poolStats: () =>
      pools.map((p) => ({
        pool: p === pool ? 'primary' : 'replica',
        max,
        total: p.totalCount,
        idle: p.idleCount,
        waiting: p.waitingCount,
      })),
    close,
  };
}

type RawQuery = (text: string) => Promise<{ rows: unknown[] }>;

async function readiness(primary: RawQuery, migrationsFolder: string, replica?: RawQuery): Promise<Readiness> {
  const [applied, replicaAnswers] = await Promise.all([
    withinReadinessTimeout(
      primary('select max(created_at)::text as latest from drizzle.__drizzle_migrations').then(
        ({ rows }) => (rows[0] as { latest: string | null } | undefined)?.latest ?? null,
      ),
    ).then(
      (latest) => ({ reachable: true, latest }),
      (error: unknown) => ({ reachable: isMissingTable(error), latest: null }),
    ),
    replica &&
      withinReadinessTimeout(replica('select 1')).then(
        () => true,
        () => false,
      ),
  ]);
  const migrations = !applied.reachable
    ? 'unknown'
    : applied.latest !== null && BigInt(applied.latest) >= latestMigrationOf(migrationsFolder)
      ? 'applied'
      : 'pending';
  return {
    ready: migrations === 'applied' && replicaAnswers !== false,
    database: applied.reachable ? 'reachable' : 'unreachable',
    migrations,
    ...(replica ? { replica: replicaAnswers ? 'reachable' : 'unreachable' } : {}),
  };
}

function withinReadinessTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A database that answers but has never been migrated: no migrations schema or table yet. */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === '42P01' || code === '3F000';
}

const latestMigrations = new Map<string, bigint>();

/** The time stamp drizzle records for the newest migration of this build (from its journal). */
function latestMigrationOf(migrationsFolder: string): bigint {
  let latest = latestMigrations.get(migrationsFolder);
  if (latest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    latest = BigInt(Math.max(...journal.entries.map((entry) => entry.when)));
    latestMigrations.set(migrationsFolder, latest);
  }
  return latest;
}

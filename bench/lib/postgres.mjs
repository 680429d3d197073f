// A fresh PostgreSQL database on 127.0.0.1:5432 (user postgres, no password) for one measurement,
// dropped afterwards whatever happens.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './checkout.mjs';
import { BENCH_CODE_HASH_KEY, tempDir } from './server.mjs';

export const POSTGRES = { host: '127.0.0.1', port: 5432 };
const ADMIN_URL = `postgres://postgres@${POSTGRES.host}:${POSTGRES.port}/postgres`;

/** pg is the API workspace's dependency; the bench borrows it from this checkout. */
export function pgModule() {
  return createRequire(path.join(REPO_ROOT, 'apps/api/package.json'))('pg');
}

/**
 * Creates a database, calls `use({ name, url })` and drops the database (connections forced
 * closed) when it settles. `url` connects to it as postgres.
 */
export async function withFreshDatabase(use) {
  const pg = pgModule();
  const name = `kasuwa_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      return await use({ name, url: `postgres://postgres@${POSTGRES.host}:${POSTGRES.port}/${name}` });
    } finally {
      // BENCH_KEEP_DATABASE=1 keeps it, to look at its plans afterwards (drop it by hand).
      if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database and a temporary directory for a server: calls `use({ database, env, logFile, dir })`
 * with the server's environment (DATABASE_URL, CODE_HASH_KEY, DATA_DIR, no demo data), its log
 * file and the directory, and removes both when it settles.
 */
export async function withFreshServerSetup(prefix, use) {
  return withFreshDatabase(async (database) => {
    const { dir, dispose } = tempDir(prefix);
    const env = {
      DATABASE_URL: database.url,
      CODE_HASH_KEY: BENCH_CODE_HASH_KEY,
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO: 'false',
    };
    try {
      return await use({ database, env, logFile: path.join(dir, 'server.log'), dir });
    } finally {
      dispose();
    }
  });
}

/** Connects to `url`, calls `use(client)` and closes the connection when it settles. */
export async function withClient(url, use) {
  const client = new (pgModule().Client)({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** How long a drop waits for the database's connections to close by themselves. */
const CONNECTIONS_CLOSE_WITHIN_MS = 2_000;

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `kasuwa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its connections have closed. Dropped `with (force)` then,
        // they would be ended by the server with an error (57P01), which a pool without an error
        // listener throws as an uncaught exception, failing the run after every test has passed.
        const deadline = Date.now() + CONNECTIONS_CLOSE_WITHIN_MS;
        while (Date.now() < deadline && (await connectionsTo(client, name)) > 0) await sleep(20);
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function connectionsTo(client: pg.Client, database: string) {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]?.count ?? 0;
}

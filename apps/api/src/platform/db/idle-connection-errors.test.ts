import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("PostgreSQL closing the pool's idle connections", () => {
  it('costs nothing but a new connection: the process lives on and the next request is answered', async () => {
    const app = await startTestApp();
    try {
      expect((await app.gql('{ stores { id } }')).errors).toBeUndefined();
      const [row] = (await app.database.pool!.query<{ name: string }>('select current_database() as name')).rows;

      // What a server restart or an administrator does to every connection of this database.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [row!.name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the pool hears of it

      expect((await app.gql('{ stores { id } }')).errors).toBeUndefined();
    } finally {
      await app.stop();
    }
  });
});

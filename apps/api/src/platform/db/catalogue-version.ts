import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { catalogueVersions } from './catalogue-versions.table';

/**
 * Reads the catalogue version (the sum of catalogue_versions' rows) as one prepared statement:
 * planned once per connection, a few microseconds of PostgreSQL's time.
 */
export function catalogueVersionReader(db: Database): () => Promise<number> {
  const query = db
    .select({ version: sql<string>`coalesce(sum(${catalogueVersions.version}), 0)::text` })
    .from(catalogueVersions)
    .prepare('catalogue_version');
  return async () => {
    const [row] = await query.execute();
    return Number(row?.version ?? 0);
  };
}

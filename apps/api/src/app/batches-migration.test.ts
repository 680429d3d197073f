import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './paths';

/** The migrations up to (not including) the batches' one. */
async function migrationsBeforeBatches(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_batches_and_unit_codes'));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the batches migration', () => {
  it("makes each product's batch fields its first batch", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBeforeBatches() });
    await client.exec(`
      insert into users (id, email, name, password_hash) values ('00000000-0000-4000-8000-000000000001', 'a@b.ng', 'Ada', 'x');
      insert into locations (id, full_address, latitude, longitude) values ('00000000-0000-4000-8000-000000000002', 'Ikeja', 6.6, 3.3);
      insert into manufacturers (id, owner_id, name, business_name, brand_store_name, slug, industry, location_id)
        values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'Ada', 'Ada Ltd', 'Ada', 'ada', 'BEAUTY_AND_COSMETICS', '00000000-0000-4000-8000-000000000002');
      insert into products (id, manufacturer_id, name, description, image_url, retail_price_kobo, quantity, batch_number, batch_quantity, manufacture_date, expiry_date)
        values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000003', 'Shea butter', 'Pure shea butter', '/x.webp', 150000, 40, 7, 500, '2026-01-10', '2028-01-10'),
               ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000003', 'Black soap', 'Black soap bar', '/y.webp', 90000, 12, 3, null, '2026-02-01', '2027-02-01');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await client.query<{ product_id: string; number: string; quantity: number; expiry: string }>(
      `select product_id, number, quantity, to_char(expiry_date at time zone 'UTC', 'YYYY-MM-DD') as expiry
       from product_batches order by number`,
    );
    expect(rows).toEqual([
      { product_id: '00000000-0000-4000-8000-000000000005', number: '3', quantity: 12, expiry: '2027-02-01' },
      { product_id: '00000000-0000-4000-8000-000000000004', number: '7', quantity: 500, expiry: '2028-01-10' },
    ]);
    await client.close();
  });
});

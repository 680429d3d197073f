import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './paths';

/** The migrations up to (not including) the one whose tag ends with `tagEnd`. */
async function migrationsBefore(tagEnd: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(tagEnd)),
  );
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the unit code counts migration', () => {
  it('gives each code checked before it its count, first time and first shared place from its checks', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore('_unit_code_counts') });
    await client.exec(`
      insert into users (id, email, name, password_hash) values ('${id(1)}', 'a@b.ng', 'Ada', 'x');
      insert into locations (id, full_address, latitude, longitude) values ('${id(2)}', 'Ikeja', 6.6, 3.3);
      insert into manufacturers (id, owner_id, name, business_name, brand_store_name, slug, industry, location_id)
        values ('${id(3)}', '${id(1)}', 'Ada', 'Ada Ltd', 'Ada', 'ada', 'BEAUTY_AND_COSMETICS', '${id(2)}');
      insert into products (id, manufacturer_id, name, description, image_url, retail_price_kobo, quantity, batch_number, manufacture_date, expiry_date)
        values ('${id(4)}', '${id(3)}', 'Shea butter', 'Pure shea butter', '/x.webp', 150000, 40, 7, '2026-01-10', '2028-01-10');
      insert into product_batches (id, product_id, number, manufacture_date, expiry_date, quantity)
        values ('${id(5)}', '${id(4)}', '7', '2026-01-10', '2028-01-10', 100);
      insert into unit_codes (id, batch_id, serial, code_hash)
        values ('${id(6)}', '${id(5)}', 1, '\\x01'), ('${id(7)}', '${id(5)}', 2, '\\x02');
      insert into code_verifications (unit_code_id, batch_id, result, verified_at, latitude, longitude, place) values
        ('${id(6)}', '${id(5)}', 'GENUINE', '2026-03-01T10:00:00Z', null, null, null),
        ('${id(6)}', '${id(5)}', 'ALREADY_VERIFIED', '2026-03-04T10:00:00Z', 12.0, 8.52, 'Kano, Kano'),
        ('${id(6)}', '${id(5)}', 'ALREADY_VERIFIED', '2026-03-02T10:00:00Z', 6.6, 3.35, 'Ikeja, Lagos'),
        (null, null, 'NOT_FOUND', '2026-03-03T10:00:00Z', null, null, null);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await client.query<{
      serial: number;
      verifications: number;
      first: string | null;
      place: string | null;
    }>(
      `select serial, verifications, to_char(first_verified_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as first,
              first_place as place
       from unit_codes order by serial`,
    );
    expect(rows).toEqual([
      { serial: 1, verifications: 3, first: '2026-03-01 10:00', place: 'Ikeja, Lagos' },
      { serial: 2, verifications: 0, first: null, place: null },
    ]);
    await client.close();
  });
});

// A marketplace of realistic size, written straight into a migrated database with SQL
// (`generate_series`): brand stores and their owners, products with their first batches,
// retailers at addresses around Nigerian cities, unit codes with their generation runs and
// supplies, and shop events. Rows are what the app itself writes (the tables' constraints hold,
// ids are version-4 UUIDs, image paths are our uploads' shape, slugs are slugify's), so the
// server reads them as its own.
//
// The catalogue is planned in JavaScript from a seed (which store has how many products and
// retailers) and written in two steps: `loadStores(client, plan, from, to)` writes stores
// from..to, so that a benchmark can measure a small database, then grow it. Every random choice
// in SQL follows `setseed`, so a run writes the same rows as the last.
import { createHash, randomBytes } from 'node:crypto';
import { round } from './report.mjs';
import { seededRandom } from './stats.mjs';

/** A bench-only password's argon2id hash (the owners never sign in). */
const OWNER_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$qRFQr4JtdxxXEjcfRQUwEg$lUOQoPP4OK83INkNcSMKyTGsKCE3/XqQoDIbNPLoGDE';

const NAME_FIRST = [
  'Adire',
  'Aduke',
  'Ajoke',
  'Amina',
  'Arewa',
  'Ayo',
  'Bayo',
  'Benue',
  'Bisi',
  'Chidi',
  'Chioma',
  'Dayo',
  'Delta',
  'Ebun',
  'Efe',
  'Eko',
  'Emeka',
  'Funke',
  'Gidan',
  'Halima',
  'Ibadan',
  'Ife',
  'Ijebu',
  'Ikenga',
  'Ilorin',
  'Jos',
  'Kaduna',
  'Kano',
  'Kemi',
  'Lagos',
  'Makurdi',
  'Naija',
  'Ngozi',
  'Nkechi',
  'Nnamdi',
  'Obi',
  'Ogun',
  'Oluchi',
  'Ondo',
  'Onitsha',
  'Osun',
  'Owerri',
  'Sade',
  'Sokoto',
  'Tade',
  'Tiwa',
  'Uche',
  'Warri',
  'Yemi',
  'Zaria',
];
/** Each second word says the store's industry: 0 beauty, 1 consumer goods, 2 OTC pharmaceuticals. */
const NAME_SECOND = [
  ['Naturals', 0],
  ['Beauty', 0],
  ['Cosmetics', 0],
  ['Glow', 0],
  ['Skincare', 0],
  ['Essentials', 0],
  ['Botanicals', 0],
  ['Hair Care', 0],
  ['Organics', 0],
  ['Radiance', 0],
  ['Soaps', 0],
  ['Shea', 0],
  ['Scents', 0],
  ['Lotions', 0],
  ['Foods', 1],
  ['Mills', 1],
  ['Industries', 1],
  ['Homecare', 1],
  ['Provisions', 1],
  ['Farms', 1],
  ['Oils', 1],
  ['Bakery', 1],
  ['Beverages', 1],
  ['Snacks', 1],
  ['Detergents', 1],
  ['Household', 1],
  ['Kitchen', 1],
  ['Grains', 1],
  ['Pharma', 2],
  ['Health', 2],
  ['Remedies', 2],
  ['Wellness', 2],
  ['Pharmaceuticals', 2],
  ['Medics', 2],
  ['Vitamins', 2],
  ['Laboratories', 2],
  ['Healthcare', 2],
  ['Life Sciences', 2],
  ['Drugs', 2],
  ['Care', 2],
];
const INDUSTRIES = ['BEAUTY_AND_COSMETICS', 'CONSUMER_GOODS', 'OTC_PHARMACEUTICALS'];
/** The categories a store of each industry sells in (the first is its main one). */
const CATEGORIES = [
  ['beautyCosmetics', 'personalCare'],
  ['foodBeverages', 'household', 'cleaningCare', 'babyChildren'],
  ['otcPharmaceuticals', 'healthWellness'],
];
/** Product nouns by industry (14 each): what shoppers search for. */
const NOUNS = [
  [
    'Shea Butter',
    'Black Soap',
    'Body Lotion',
    'Face Cream',
    'Hair Oil',
    'Lip Balm',
    'Body Wash',
    'Sunscreen',
    'Hair Relaxer',
    'Face Mask',
    'Perfume',
    'Deodorant',
    'Coconut Oil',
    'Toothpaste',
  ],
  [
    'Palm Oil',
    'Groundnut Oil',
    'Garri',
    'Tomato Paste',
    'Noodles',
    'Detergent',
    'Bleach',
    'Tissue Paper',
    'Baby Wipes',
    'Cornflakes',
    'Milk Powder',
    'Bottled Water',
    'Rice',
    'Seasoning Cubes',
  ],
  [
    'Paracetamol Tablets',
    'Vitamin C',
    'Cough Syrup',
    'Antacid',
    'ORS Sachets',
    'Multivitamin',
    'Pain Relief Gel',
    'Antiseptic',
    'Malaria Test Kit',
    'Zinc Tablets',
    'Eye Drops',
    'Iron Supplement',
    'Throat Lozenges',
    'Vitamin B Complex',
  ],
];
const LINES = [
  'Classic',
  'Gold',
  'Premium',
  'Herbal',
  'Kids',
  'Family',
  'Extra',
  'Pure',
  'Royal',
  'Daily',
  'Fresh',
  'Original',
];
const SIZES = ['50 ml', '100 ml', '250 ml', '500 ml', '1 litre', '50 g', '200 g', '500 g', '1 kg', '10 pack'];
/** Where stores and retailers are: city, state, latitude, longitude, streets. */
const CITIES = [
  ['Ikeja', 'Lagos', 6.6018, 3.3515, ['Allen Avenue', 'Obafemi Awolowo Way', 'Toyin Street', 'Opebi Road']],
  ['Lekki', 'Lagos', 6.4474, 3.4723, ['Admiralty Way', 'Fola Osibo Road', 'Chevron Drive']],
  ['Surulere', 'Lagos', 6.5, 3.35, ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ojuelegba Road']],
  ['Wuse', 'FCT', 9.0765, 7.4786, ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Herbert Macaulay Way']],
  ['Ibadan', 'Oyo', 7.3775, 3.947, ['Ring Road', 'Bodija Road', 'Iwo Road']],
  ['Kano', 'Kano', 12.0022, 8.592, ['Zoo Road', 'Murtala Mohammed Way', 'Bompai Road']],
  ['Port Harcourt', 'Rivers', 4.8156, 7.0498, ['Aba Road', 'Trans Amadi Road', 'Olu Obasanjo Road']],
  ['Enugu', 'Enugu', 6.4584, 7.5464, ['Ogui Road', 'Zik Avenue', 'Agbani Road']],
  ['Benin City', 'Edo', 6.335, 5.6037, ['Sapele Road', 'Akpakpava Road', 'Airport Road']],
  ['Kaduna', 'Kaduna', 10.5105, 7.4165, ['Ahmadu Bello Way', 'Ali Akilu Road', 'Constitution Road']],
];
const RETAILER_KINDS = [
  'Pharmacy',
  'Supermarket',
  'Stores',
  'Mart',
  'Chemist',
  'Provisions',
  'Cosmetics Shop',
  'Mini Mart',
];
const SEARCH_TERMS = NOUNS.flat().map((noun) => noun.split(' ')[0].toLowerCase());

/** `total` split in proportion to `weights`, each part within 1..max, the parts adding up to `total` exactly. */
function proportional(weights, total, max) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.min(max, Math.round((w / sum) * total))));
  // Rounding and the bounds leave the sum a little off: spread the difference one by one.
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left !== 0; i = (i + 1) % parts.length) {
    const step = Math.sign(left);
    if (parts[i] + step >= 1 && parts[i] + step <= max) {
      parts[i] += step;
      left -= step;
    }
  }
  return parts;
}

/** `total` split over `count` parts with a long tail: most parts small, a few large (each 1..max). */
function skewed(random, count, total, max) {
  return proportional(
    Array.from({ length: count }, () => (-Math.log(1 - random())) ** 2.2),
    total,
    max,
  );
}

/**
 * Which store has how many products and retailers. Store 1 has 7 products and store 2 has
 * `bigStore`: the two a benchmark measures. Stores 3..2+smallOthers hold `smallProducts` (a small
 * database), the rest bring the catalogue to `products`.
 */
export function planCatalogue({
  stores = 2_000,
  products = 100_000,
  retailers = 50_000,
  bigStore = 5_000,
  smallOthers = 20,
  smallProducts = 1_000,
  seed = 15,
} = {}) {
  if (stores > NAME_FIRST.length * NAME_SECOND.length) throw new Error('Not enough store names');
  const random = seededRandom(seed);
  const rest = stores - 2 - smallOthers;
  const productCounts = [
    7,
    bigStore,
    ...skewed(random, smallOthers, smallProducts, 200),
    ...skewed(random, rest, products - 7 - bigStore - smallProducts, 2_000),
  ];
  // Retailers follow the catalogue's size loosely: bigger brands reach more shops.
  const retailerCounts = proportional(
    productCounts.map((n) => Math.sqrt(n) * (0.5 + random())),
    retailers,
    1_000,
  );
  const names = Array.from({ length: stores }, (_, i) => {
    // Spread over both word lists so that neighbouring stores differ in industry too.
    const second = NAME_SECOND[(i * 7) % NAME_SECOND.length];
    const first = NAME_FIRST[Math.floor(i / NAME_SECOND.length)];
    return { name: `${first} ${second[0]}`, industry: second[1] };
  });
  return {
    stores: names.map(({ name, industry }, i) => ({
      number: i + 1,
      id: benchUuid('store', i + 1, 0),
      name,
      slug: slugOf(name),
      industry,
      products: productCounts[i],
      retailers: retailerCounts[i],
    })),
    smallEnd: 2 + smallOthers,
    searchTerms: SEARCH_TERMS,
  };
}

/** The id `pg_temp.bench_uuid(kind, a, b)` gives: a version-4 UUID from md5 of `kind:a:b`. */
export function benchUuid(kind, a, b) {
  const h = createHash('md5').update(`${kind}:${a}:${b}`).digest('hex');
  const v4 = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

/** slugify for these names (letters, spaces): lower case, dashes. */
const slugOf = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Deterministic version-4 UUIDs from a kind and two numbers, and the word lists, for this session. */
async function defineHelpers(client, plan) {
  await client.query(`
    create or replace function pg_temp.bench_uuid(kind text, a bigint, b bigint) returns uuid
    language sql immutable as $$
      select overlay(overlay(md5(kind || ':' || a || ':' || b) placing '4' from 13) placing '8' from 17)::uuid
    $$`);
  await client.query(`create temporary table if not exists bench_plan (
      number int primary key, name text, slug text, industry int, products int, retailers int)`);
  await client.query('truncate bench_plan');
  await client.query(
    `insert into bench_plan select * from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[])`,
    [
      plan.stores.map((s) => s.number),
      plan.stores.map((s) => s.name),
      plan.stores.map((s) => s.slug),
      plan.stores.map((s) => s.industry),
      plan.stores.map((s) => s.products),
      plan.stores.map((s) => s.retailers),
    ],
  );
}

/** Session settings for a bulk load: nothing waits for the disk per commit; sorts for indexes in memory. */
async function bulkSession(client) {
  await client.query('set synchronous_commit = off');
  // These statements' row estimates are far off (generated rows): compiling them would cost more than it saves.
  await client.query('set jit = off');
  await client.query(`set work_mem = '64MB'`);
  await client.query(`set maintenance_work_mem = '256MB'`);
}

/**
 * Runs `write` with `tables`' indexes, unique and primary keys and foreign keys (theirs and those
 * pointing at them) set aside, then puts every one back under its own name and definition, as a
 * restore does: building an index once from all rows is many times faster than growing it row by
 * row, and adding the foreign keys back checks every row against them. Inside the caller's
 * transaction; check constraints stay in place throughout.
 */
async function withIndexesRebuilt(client, tables, write) {
  const names = tables.map((t) => `public.${t}`);
  const { rows: keys } = await client.query(
    `select distinct c.conname as name, c.conrelid::regclass::text as "table", pg_get_constraintdef(c.oid) as definition,
       c.contype = 'f' as foreign
     from pg_constraint c
     where c.contype in ('p', 'u', 'f')
       and (c.conrelid = any($1::regclass[]) or (c.contype = 'f' and c.confrelid = any($1::regclass[])))`,
    [names],
  );
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`,
    [names],
  );
  const foreign = keys.filter((k) => k.foreign);
  const own = keys.filter((k) => !k.foreign);
  for (const k of foreign) await client.query(`alter table ${k.table} drop constraint ${k.name}`);
  for (const k of own) await client.query(`alter table ${k.table} drop constraint ${k.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  await write();
  for (const k of own) await client.query(`alter table ${k.table} add constraint ${k.name} ${k.definition}`);
  for (const i of indexes) await client.query(i.definition);
  for (const k of foreign) await client.query(`alter table ${k.table} add constraint ${k.name} ${k.definition}`);
}

/** The arrays the SQL below indexes (1-based), as query parameters. */
function wordParams() {
  return {
    nouns: NOUNS.flat(),
    lines: LINES,
    sizes: SIZES,
    cities: CITIES.map((c) => c[0]),
    states: CITIES.map((c) => c[1]),
    lats: CITIES.map((c) => c[2]),
    lngs: CITIES.map((c) => c[3]),
    // Three streets per city (the first three), flattened.
    streets: CITIES.flatMap((c) => c[4].slice(0, 3)),
    kinds: RETAILER_KINDS,
    industries: INDUSTRIES,
    // Four per industry (the list repeated to four): a product picks one, a store its first one or two.
    categories: CATEGORIES.flatMap((list) => [0, 1, 2, 3].map((j) => list[j % list.length])),
  };
}

/**
 * Writes stores `from`..`to` of the plan: each owner (a user), the store's address, the store, its
 * retailers at their addresses, its products and each product's first batch. Returns rows and ms.
 */
export async function loadStores(client, plan, from, to) {
  const started = performance.now();
  await bulkSession(client);
  await defineHelpers(client, plan);
  const w = wordParams();
  await client.query('begin');
  await client.query(`select setseed(${(from % 97) / 100})`);
  // Owners: one account per store, made over the last two years.
  await client.query(
    `insert into users (id, email, name, password_hash, created_at, updated_at)
     select pg_temp.bench_uuid('user', p.number, 0), 'owner' || p.number || '@bench.kasuwa.ng',
       'Owner of ' || p.name, $3, joined, joined
     from bench_plan p, lateral (select now() - interval '730 days' + p.number * interval '8 hours' as joined) j
     where p.number between $1 and $2`,
    [from, to, OWNER_PASSWORD_HASH],
  );
  // The stores' and retailers' addresses: a street of one of the cities, moved a little.
  await client.query(
    `insert into locations (id, full_address, latitude, longitude, city, state, precision, created_at)
     select id, (1 + floor(random() * 120)::int) || ' ' || ($3::text[])[(c - 1) * 3 + 1 + floor(random() * 3)::int]
         || ', ' || ($4::text[])[c] || ', ' || ($5::text[])[c],
       ($6::float8[])[c] + (random() - 0.5) * 0.08, ($7::float8[])[c] + (random() - 0.5) * 0.08,
       ($4::text[])[c], ($5::text[])[c], 'STREET', now() - interval '700 days' + p.number * interval '8 hours'
     from bench_plan p,
       lateral (select 0 as r union all select generate_series(1, p.retailers)) r,
       lateral (select case when r.r = 0 then pg_temp.bench_uuid('store-location', p.number, 0)
                            else pg_temp.bench_uuid('retailer-location', p.number, r.r) end as id,
                       1 + (p.number * 7 + r.r * 3) % array_length($4::text[], 1) as c) l
     where p.number between $1 and $2`,
    [from, to, w.streets, w.cities, w.states, w.lats, w.lngs],
  );
  await client.query(
    `insert into manufacturers (id, owner_id, name, business_name, brand_store_name, slug, industry,
       product_category, brand_image, location_id, created_at, updated_at)
     select pg_temp.bench_uuid('store', p.number, 0), pg_temp.bench_uuid('user', p.number, 0), p.name,
       p.name || ' Nigeria Ltd', p.name, p.slug, ($3::text[])[p.industry + 1],
       case when p.number % 2 = 0 then array[($4::text[])[p.industry * 4 + 1]]
            else array[($4::text[])[p.industry * 4 + 1], ($4::text[])[p.industry * 4 + 2]] end,
       case when p.number % 4 <> 0 then '/uploads/images/' || pg_temp.bench_uuid('brand-image', p.number, 0) || '.webp' end,
       pg_temp.bench_uuid('store-location', p.number, 0),
       now() - interval '730 days' + p.number * interval '8 hours', now() - interval '730 days' + p.number * interval '8 hours'
     from bench_plan p where p.number between $1 and $2`,
    [from, to, w.industries, w.categories],
  );
  await client.query(
    `insert into stores (id, manufacturer_id, name, contact, location_id, created_at)
     select pg_temp.bench_uuid('retailer', p.number, r), pg_temp.bench_uuid('store', p.number, 0),
       ($3::text[])[1 + (p.number + r) % array_length($3::text[], 1)] || ' ' || r || ', '
         || ($4::text[])[1 + (p.number * 7 + r * 3) % array_length($4::text[], 1)],
       -- As the API stores a contact: E.164 (+2348031234567).
       '+23480' || (3 + r % 7) || lpad(((p.number * 37 + r * 11) % 1000)::text, 3, '0')
         || lpad(((p.number * 13 + r * 7919) % 10000)::text, 4, '0'),
       pg_temp.bench_uuid('retailer-location', p.number, r),
       now() - interval '600 days' + p.number * interval '6 hours' + r * interval '1 hour'
     from bench_plan p, generate_series(1, p.retailers) r
     where p.number between $1 and $2`,
    [from, to, w.kinds, w.cities],
  );
  // Products, each name unique in its store (noun, line and size from the product's number), and
  // each product's first batch, as adding a product makes it.
  await withIndexesRebuilt(client, ['products', 'product_batches'], () =>
    client.query(
      `with made as (
         select p.number, i, pg_temp.bench_uuid('product', p.number, i) as id,
           pg_temp.bench_uuid('store', p.number, 0) as manufacturer_id,
           ($4::text[])[1 + k / 14 % 12] || ' ' || ($3::text[])[p.industry * 14 + 1 + k % 14] || ' '
             || ($5::text[])[1 + k / 168 % 10] || case when k >= 1680 then ' (' || (k / 1680 + 1) || ' pack)' else '' end
             as name,
           'Made in Nigeria by ' || p.name || '. ' || ($3::text[])[p.industry * 14 + 1 + k % 14]
             || ' for everyday use; keep in a cool, dry place.' as description,
           '/uploads/images/' || pg_temp.bench_uuid('product-image', p.number, i) || '.webp' as image_url,
           case when random() < 0.1 then null else ($6::text[])[p.industry * 4 + 1 + floor(random() * 4)::int] end
             as category,
           (20 + floor(power(random(), 2) * 1980)::int) * 1000 + (floor(random() * 20) * 50)::int as price,
           floor(random() * 500)::int as quantity, 1 + floor(random() * 40)::int as batch_number,
           case when random() < 0.5 then 1000 + floor(random() * 9000)::int end as batch_quantity,
           case when random() < 0.6 then '6' || lpad(floor(random() * 1e12)::bigint::text, 12, '0') end as bar_code,
           made, made + interval '365 days' * (1 + floor(random() * 3)) as expires, added
         from bench_plan p, generate_series(1, p.products) i,
           lateral (select (i - 1 + p.number * 131 % 1680) as k,
                           now() - interval '700 days' * random() - interval '1 second' * i as added,
                           now() - interval '30 days' - interval '400 days' * random() as made) v
         where p.number between $1 and $2
       ), inserted as (
         insert into products (id, manufacturer_id, name, description, image_url, category, retail_price_kobo,
           quantity, batch_number, batch_quantity, bar_code, manufacture_date, expiry_date, created_at, updated_at)
         select id, manufacturer_id, name, description, image_url, category, price, quantity, batch_number,
           batch_quantity, bar_code, made, expires, added, added
         from made
       )
       insert into product_batches (id, product_id, number, manufacture_date, expiry_date, quantity, created_at, updated_at)
       select pg_temp.bench_uuid('batch', number, i), id, batch_number::text, made, expires,
         coalesce(batch_quantity, quantity), added, added
       from made`,
      [from, to, w.nouns, w.lines, w.sizes, w.categories],
    ),
  );
  await client.query('commit');
  const { rows } = await client.query(
    `select (select count(*) from manufacturers)::int as stores, (select count(*) from products)::int as products,
            (select count(*) from stores)::int as retailers`,
  );
  return { ...rows[0], ms: round(performance.now() - started, 0) };
}

/**
 * `batches` × `perBatch` unit codes: the first batch of the first product of stores 3, 4, ...,
 * each with its generation run (done, the downloads taken and the seed erased) and supplied to up
 * to three of the brand's retailers. The first `real` serials of each batch are real codes
 * (`makeCode()`, stored as `hash(code)`, the server's own HMAC), returned for checking; the rest are
 * stored as hashes of codes nobody holds, which look the same in the table. Returns rows and ms.
 */
export async function loadUnitCodes(client, plan, { batches, perBatch, real, makeCode, hash }) {
  const started = performance.now();
  const codes = [];
  const realStores = [];
  const realSerials = [];
  const realHashes = [];
  for (let b = 0; b < batches; b += 1) {
    for (let serial = 1; serial <= real; serial += 1) {
      const code = makeCode();
      codes.push({ code, store: plan.stores[2 + b].number });
      realStores.push(3 + b);
      realSerials.push(serial);
      realHashes.push(hash(code).toString('hex'));
    }
  }
  const madeMs = performance.now() - started;
  await bulkSession(client);
  await defineHelpers(client, plan);
  await client.query('begin');
  await client.query('select setseed(0.15)');
  await client.query(
    `insert into code_generation_jobs (batch_id, requested, done, first_serial, status, sealed_seed, download_until,
       csv_downloaded_at, pdf_downloaded_at, created_at, finished_at)
     select pg_temp.bench_uuid('batch', s, 1), $2, $2, 1, 'done', null, t + interval '7 days',
       t + interval '5 minutes', t + interval '6 minutes', t, t + interval '20 seconds'
     from generate_series(3, 2 + $1::int) s, lateral (select now() - interval '20 days' + s * interval '1 hour' as t) w`,
    [batches, perBatch],
  );
  await client.query(
    `insert into batch_supplies (batch_id, store_id, units, supplied_on, created_at)
     select pg_temp.bench_uuid('batch', p.number, 1), pg_temp.bench_uuid('retailer', p.number, r),
       case when r % 2 = 0 then 200 * r end, (now() - interval '15 days' + r * interval '1 day')::date, now()
     from bench_plan p, generate_series(1, least(3, p.retailers)) r
     where p.number between 3 and 2 + $1::int`,
    [batches],
  );
  await withIndexesRebuilt(client, ['unit_codes'], async () => {
    await client.query(
      `insert into unit_codes (batch_id, serial, code_hash)
       select pg_temp.bench_uuid('batch', s, 1), serial, decode(h, 'hex')
       from unnest($1::int[], $2::int[], $3::text[]) as t(s, serial, h)`,
      [realStores, realSerials, realHashes],
    );
    await client.query(
      `insert into unit_codes (batch_id, serial, code_hash)
       select pg_temp.bench_uuid('batch', s, 1), serial, sha256(convert_to('kasuwa-bench-unissued:' || s || ':' || serial, 'UTF8'))
       from generate_series(3, 2 + $1::int) s, generate_series($2::int + 1, $3::int) serial`,
      [batches, real, perBatch],
    );
  });
  await client.query('commit');
  const { rows } = await client.query('select count(*)::int as n from unit_codes');
  return { codes, unitCodes: rows[0].n, madeMs: round(madeMs, 0), ms: round(performance.now() - started, 0) };
}

/**
 * `count` shop events over the last `days` days, in time order: sessions of about six events by
 * visitors who come back (a skewed draw), at brands drawn with a skew (a few popular brands get
 * most visits), of the browser's event types in a realistic mix, each naming the brand's own
 * products and retailers. The daily rollup's watermark is moved past them: the benchmark reads
 * no dashboard, and the rollup job would otherwise spend minutes on them while it measures.
 */
export async function loadShopEvents(client, plan, { count, days = 60, visitors = 200_000 }) {
  const started = performance.now();
  await bulkSession(client);
  await defineHelpers(client, plan);
  await client.query('begin');
  await client.query('select setseed(0.42)');
  await withIndexesRebuilt(client, ['shop_events'], async () => {
    await client.query(
      `insert into shop_events (manufacturer_id, type, visitor_id, visit_id, landing, list, product_id, store_id,
       term, result_count, quantity, occurred_at)
     select ($8::uuid[])[brand], type, visitor, visitor || '-' || (g / 300),
       nth = 0 and lands,
       case when type = 'product_listed' then (array['store', 'category', 'search', 'related'])[1 + floor(r2 * 4)::int]
            when type = 'search' then case when r2 < 0.5 then 'store' else 'search' end end,
       case when type in ('product_viewed', 'added_to_cart')
            then pg_temp.bench_uuid('product', brand, 1 + floor(power(r2, 2) * ($6::int[])[brand])::int) end,
       case when type in ('retailer_opened', 'directions_asked')
            then pg_temp.bench_uuid('retailer', brand, 1 + floor(r2 * ($7::int[])[brand])::int) end,
       case when type = 'search' then ($5::text[])[1 + floor(power(r3, 2) * array_length($5::text[], 1))::int] end,
       case when type = 'search' then floor(r3 * 30)::int end,
       case when type = 'product_listed' then 1 + floor(r3 * 24)::int
            when type = 'search' then floor(r3 * 4)::int
            when type = 'added_to_cart' then 1 + floor(r3 * 3)::int end,
       now() - ($4::int * interval '1 day') * (1 - g::float8 / $1::int)
     from generate_series(0, $1::int - 1) g,
       -- A session is six events in a row; its visitor, brand and landing come from its number.
       lateral (select g / 6 as session, g % 6 as nth, random() as r, random() as r2, random() as r3) e,
       lateral (select (hashint8extended(session, 1) & 1048575) / 1048576.0 as u1,
                       (hashint8extended(session, 2) & 1048575) / 1048576.0 as u2,
                       (hashint8extended(session, 3) & 1048575) / 1048576.0 as u3) u,
       lateral (select 'bench-visitor-' || lpad(floor(power(u1, 2) * $2::int)::int::text, 10, '0') as visitor,
                       1 + floor(power(u2, 3) * $3::int)::int as brand, u3 < 0.7 as lands,
                       case
                         when nth = 0 then case when r < 0.4 then 'store_viewed' else 'product_viewed' end
                         when r < 0.32 then 'product_listed'
                         when r < 0.58 then 'product_viewed'
                         when r < 0.72 then 'search'
                         when r < 0.83 then 'added_to_cart'
                         when r < 0.92 then 'store_viewed'
                         when r < 0.97 then 'retailer_opened'
                         else 'directions_asked'
                       end as type) t`,
      [
        count,
        visitors,
        plan.stores.length,
        days,
        plan.searchTerms,
        plan.stores.map((store) => store.products),
        plan.stores.map((store) => store.retailers),
        plan.stores.map((store) => store.id),
      ],
    );
  });
  await client.query(
    // The rollup reads in (transaction, id) order: this transaction's last event is the mark.
    `insert into shop_event_rollups (name, last_tx, last_event_id) select 'days', pg_current_xact_id(), max(id) from shop_events
     on conflict (name) do update set last_tx = excluded.last_tx, last_event_id = excluded.last_event_id`,
  );
  await client.query('commit');
  const { rows } = await client.query('select count(*)::int as n from shop_events');
  return { shopEvents: rows[0].n, ms: round(performance.now() - started, 0) };
}

/** VACUUM ANALYZE (autovacuum's part): statistics for the planner, the visibility map for index-only scans. */
export async function settle(client) {
  const started = performance.now();
  await client.query('vacuum analyze');
  // What the load wrote goes to disk now rather than during the measurements.
  await client.query('checkpoint');
  return { ms: round(performance.now() - started, 0) };
}

/** A random real-looking code maker for `createUnitCode` (one randomBytes call per 64 KB). */
export function codeMaker(createUnitCode) {
  let pool = randomBytes(0);
  let at = 0;
  const take = (size) => {
    if (at + size > pool.length) {
      pool = randomBytes(65_536);
      at = 0;
    }
    at += size;
    return pool.subarray(at - size, at);
  };
  return () => createUnitCode(take);
}

// The store page's products as a hand-written endpoint serves them: node:http, pg and one SQL
// statement, no framework. It takes the body the web app posts for the page (ProductPage:
// `variables.where.manufacturer.slug.equals`) and answers the JSON the API answers: the first
// page of the store's products, newest first, with the total and the next page's cursor. The
// yardstick for the GraphQL API's overhead (bench/read-mix.mjs runs it as a child process).
// Env: DATABASE_URL, HOST, PORT.
import http from 'node:http';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = 24;
const SQL = `select p.id, p.name, p.image_url, p.category, p.retail_price_kobo, p.created_at::text as sort_key,
    m.name as store_name, m.slug, m.product_category,
    (select count(*) from products c where c.manufacturer_id = m.id)::int as total
  from manufacturers m
  cross join lateral (select * from products where manufacturer_id = m.id
                      order by created_at desc, id desc limit ${PAGE + 1}) p
  where m.slug = $1 order by p.created_at desc, p.id desc`;

async function answer(body, base) {
  const slug = JSON.parse(body).variables?.where?.manufacturer?.slug?.equals ?? '';
  const { rows } = await pool.query(SQL, [slug]);
  const nodes = rows.slice(0, PAGE).map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: base + r.image_url,
    thumbnailUrl: base + r.image_url.replace(/\.webp$/, '.thumb.webp'),
    retailPrice: Number(r.retail_price_kobo) / 100,
    category: r.category,
    manufacturer: { name: r.store_name, slug: r.slug, productCategory: r.product_category },
  }));
  const last = rows[Math.min(rows.length, PAGE) - 1];
  const endCursor = last && Buffer.from(JSON.stringify(['NEWEST', last.sort_key, last.id])).toString('base64url');
  const pageInfo = { hasNextPage: rows.length > PAGE, endCursor: endCursor ?? null };
  return { data: { productPage: { totalCount: rows[0]?.total ?? 0, pageInfo, nodes } } };
}

http
  .createServer((request, response) => {
    if (request.method === 'GET') return void response.end('ok'); // the bench's readiness check
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      answer(Buffer.concat(chunks).toString('utf8'), `http://${request.headers.host}`).then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error) => response.writeHead(500).end(String(error)),
      );
    });
  })
  .listen(Number(process.env.PORT), process.env.HOST);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from './services';

/** A sitemap file may list 50,000 addresses; products go in files of this many. */
const PRODUCTS_PER_SITEMAP = 10_000;
const STORES_MAX = 50_000;
/** Pages only a signed-in person sees, or that change per visitor: not for search engines. */
const PRIVATE_PATHS = [
  '/dashboard',
  '/account',
  '/cart',
  '/checkout',
  '/auth',
  '/login',
  '/signup',
  '/forgotpassword',
  '/verify-otp',
  '/reset',
];

/**
 * `/robots.txt` and the sitemaps: `/sitemap.xml` indexes `/sitemaps/stores.xml` and the product
 * files `/sitemaps/products-N.xml?after=<id>`, cut every 10,000 products in id order, so each
 * file is one index range scan.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  deps: { services: Services; baseUrlOf: (request: FastifyRequest) => string },
) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${deps.baseUrlOf(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const base = deps.baseUrlOf(request);
    const starts = await deps.services.products.sitemapBoundaries(PRODUCTS_PER_SITEMAP);
    const files = [
      `${base}/sitemaps/stores.xml`,
      `${base}/sitemaps/products-1.xml`,
      ...starts.map((after, i) => `${base}/sitemaps/products-${i + 2}.xml?after=${after}`),
    ];
    return xml(
      reply,
      'sitemapindex',
      files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    );
  });

  app.get('/sitemaps/stores.xml', async (request, reply) => {
    const base = deps.baseUrlOf(request);
    const stores = await deps.services.manufacturers.sitemapEntries(STORES_MAX);
    return xml(
      reply,
      'urlset',
      stores.map((s) => url(`${base}/${s.slug}`, s.updatedAt)),
    );
  });

  app.get<{ Params: { n: string }; Querystring: { after?: string } }>(
    '/sitemaps/products-:n.xml',
    async (request, reply) => {
      const base = deps.baseUrlOf(request);
      const entries = await deps.services.products.sitemapEntries(request.query.after ?? null, PRODUCTS_PER_SITEMAP);
      return xml(
        reply,
        'urlset',
        entries.map((p) => url(`${base}/productdetail/${p.id}`, p.updatedAt)),
      );
    },
  );
}

const url = (loc: string, lastModified: Date) =>
  `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod></url>`;

function xml(reply: FastifyReply, root: 'urlset' | 'sitemapindex', items: string[]) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</${root}>\n`,
    );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

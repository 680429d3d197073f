import { formatNaira, koboToNaira, PRODUCT_IMAGE_SIZES, RESERVED_SLUGS, storedImageSrcSet } from '@kasuwa/domain';
import { thumbnailUrlFor } from '../modules/uploads/images';
import { resolveAssetUrl, type AssetUrlBase } from '../platform/graphql/urls';
import type { LcpImage } from './page-preloads';
import type { Services } from './services';

/** What a link preview (WhatsApp, Facebook, X) and a search engine read from a page's HTML. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  image: string | null;
  type: 'website' | 'product';
  price?: { amount: string; currency: 'NGN' };
}

/** The answer for a page path: its meta, a permanent redirect, a known miss, or nothing to add. */
export type PageLookup =
  | { kind: 'meta'; meta: PageMeta; lcpImage: LcpImage | null }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' }
  | { kind: 'none' };

const SITE = 'Kasuwa';
const DESCRIPTION_MAX = 200;

/** Finds the store or product a path names, so the server can describe it before any script runs. */
export async function lookUpPage(services: Services, pathname: string, assets: AssetUrlBase): Promise<PageLookup> {
  const { baseUrl } = assets;
  const product = /^\/(product|productdetail)\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    const row = await services.products.findById(decodeSegment(product[2] ?? ''));
    if (!row) return { kind: 'missing' };
    const price = formatNaira(koboToNaira(row.retailPriceKobo));
    return {
      kind: 'meta',
      lcpImage: productImage(row.imageUrl, assets, PRODUCT_IMAGE_SIZES.page, 'image'),
      meta: {
        title: `${row.name} — ${price} — ${SITE}`,
        description: shorten(row.description),
        canonical: `${baseUrl}/productdetail/${row.id}`,
        image: resolveAssetUrl(row.imageUrl, assets),
        type: 'product',
        price: { amount: (row.retailPriceKobo / 100).toFixed(2), currency: 'NGN' },
      },
    };
  }
  const store = /^\/([^/.]+)\/?$/.exec(pathname);
  const slug = store ? decodeSegment(store[1] ?? '') : '';
  if (!slug || RESERVED_SLUGS.has(slug.toLowerCase())) return { kind: 'none' };
  const manufacturer = await services.manufacturers.findBySlug(slug.toLowerCase());
  if (!manufacturer) return { kind: 'missing' };
  // One address per store: /Adunni-Naturals answers 301 with /adunni-naturals.
  if (manufacturer.slug !== slug) return { kind: 'redirect', location: `/${manufacturer.slug}` };
  const [counts, firstPage] = await Promise.all([
    services.products.countByManufacturerIds([manufacturer.id]),
    // The store page's first card, in the page's own first order: its picture is what paints last.
    services.products.page({ manufacturer: { id: { equals: manufacturer.id } } }, { sort: 'NEWEST', first: 1 }),
  ]);
  const count = counts.get(manufacturer.id) ?? 0;
  const first = firstPage.nodes[0];
  return {
    kind: 'meta',
    lcpImage: first ? productImage(first.imageUrl, assets, PRODUCT_IMAGE_SIZES.card, 'thumbnail') : null,
    meta: {
      title: `${manufacturer.name} — ${SITE}`,
      description: `Shop ${manufacturer.name} on ${SITE}: ${count} product${count === 1 ? '' : 's'} straight from the maker, and the stores near you that sell them.`,
      canonical: `${baseUrl}/${manufacturer.slug}`,
      image: resolveAssetUrl(manufacturer.brandImage, assets),
      type: 'website',
    },
  };
}

/** A stored product picture as the page's `<img>` asks for it: the same `src`, `srcset` and `sizes`. */
function productImage(
  imageUrl: string,
  assets: AssetUrlBase,
  sizes: string,
  src: 'image' | 'thumbnail',
): LcpImage | null {
  const image = resolveAssetUrl(imageUrl, assets);
  const thumbnail = resolveAssetUrl(thumbnailUrlFor(imageUrl), assets);
  if (!image || !thumbnail) return null;
  const srcset = storedImageSrcSet({ imageUrl: image, thumbnailUrl: thumbnail });
  return { href: src === 'image' ? image : thumbnail, ...(srcset ? { srcset, sizes } : {}) };
}

/** index.html with the page's title, description, canonical link, Open Graph and Twitter tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    property('og:site_name', SITE),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    ...(meta.image ? [property('og:image', meta.image), name('twitter:image', meta.image)] : []),
    ...(meta.price
      ? [property('product:price:amount', meta.price.amount), property('product:price:currency', meta.price.currency)]
      : []),
    name('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
  ];
  return (
    html
      // Replacer functions: a `$&` or `$'` in a product's name is text, not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta\s+name="description"[^>]*>/, () => name('description', meta.description))
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  );
}

const property = (key: string, value: string) => `<meta property="${key}" content="${escapeHtml(value)}" />`;
const name = (key: string, value: string) => `<meta name="${key}" content="${escapeHtml(value)}" />`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

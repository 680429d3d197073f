import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './limits';
import {
  ANONYMOUS_ID,
  normalizeSearchTerm,
  redactSearchTerm,
  SHOP_EVENT_PRODUCTS_MAX,
  SHOP_EVENT_RESULT_COUNT_MAX,
  SHOP_EVENT_TERM_MAX,
  SHOP_EVENTS_PER_BATCH,
} from './shop-event-limits';

/*
 * What the shop records about its visitors (issue 12): the batch the web app sends to
 * `POST /api/events` (with navigator.sendBeacon) and the bounds the server holds it to. No name,
 * email, network address or user agent: a visitor is a random id the browser made.
 */

/** Events the browser reports. */
export const SHOP_EVENT_TYPES = [
  'store_viewed',
  'product_viewed',
  'product_listed',
  'search',
  'added_to_cart',
  'retailer_opened',
  'directions_asked',
] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

/**
 * Every event stored: the browser's, and `order_placed` and `order_cancelled`, recorded by the
 * server from the order itself (a cancellation is stored at its order's placement time, so that
 * the day the order counted on is counted again without it).
 */
export const RECORDED_SHOP_EVENT_TYPES = [...SHOP_EVENT_TYPES, 'order_placed', 'order_cancelled'] as const;
export type RecordedShopEventType = (typeof RECORDED_SHOP_EVENT_TYPES)[number];

/** Where a list of products was shown. */
export const PRODUCT_LISTS = ['store', 'category', 'search', 'related'] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** An event whose client time is further than this from the server's is dropped (a replay, or a clock far off). */
export const SHOP_EVENT_CLOCK_SKEW_MS = 24 * 60 * 60_000;
/** Raw events are kept this long; the daily figures built from them stay. */
export const SHOP_EVENTS_RETENTION_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const anonymousId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(ANONYMOUS_ID, `${what} must be a random id of 22 to 36 letters, digits, "-" or "_"`);
const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(UUID, `${what} must be an id`)
    .transform((v) => v.toLowerCase());
const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-NG')}`);
const productIds = z
  .array(
    z
      .string({ error: 'must be a product id' })
      .regex(UUID, 'must be a product id')
      .transform((v) => v.toLowerCase()),
    { error: 'productIds must be a list' },
  )
  .max(SHOP_EVENT_PRODUCTS_MAX, `productIds: at most ${SHOP_EVENT_PRODUCTS_MAX} products`);

const base = {
  /** The browser's time (epoch ms): checked against the server's, which is what is stored. */
  at: z.number({ error: 'at must be the time in milliseconds' }).int('at must be a whole number'),
};
/** A page view may be the visit's first page: then it is a landing (a visit lands on one page only). */
const landing = z.boolean({ error: 'landing must be true or false' }).optional();

const storeViewed = z
  .object({
    ...base,
    type: z.literal('store_viewed'),
    landing,
    storeSlug: z.string().regex(SLUG, 'storeSlug must be a store address').optional(),
    manufacturerId: id('manufacturerId').optional(),
  })
  .refine((e) => e.storeSlug !== undefined || e.manufacturerId !== undefined, {
    message: 'Name the store: storeSlug or manufacturerId',
    path: ['storeSlug'],
  });
const productViewed = z.object({ ...base, type: z.literal('product_viewed'), landing, productId: id('productId') });
const productListed = z.object({
  ...base,
  type: z.literal('product_listed'),
  productIds: productIds.min(1, 'productIds: at least one product'),
  list: z.enum(PRODUCT_LISTS, { error: `list must be one of ${PRODUCT_LISTS.join(', ')}` }),
});
const search = z.object({
  ...base,
  type: z.literal('search'),
  term: z
    .string({ error: 'term is required' })
    .transform(normalizeSearchTerm)
    .pipe(
      z
        .string()
        .min(1, 'term must not be empty')
        .max(SHOP_EVENT_TERM_MAX, `term must be at most ${SHOP_EVENT_TERM_MAX} characters`),
    )
    // Emails and phone numbers never reach the database (a placeholder may lengthen the term).
    .transform((term) => redactSearchTerm(term).slice(0, SHOP_EVENT_TERM_MAX)),
  resultCount: count('resultCount', 0, SHOP_EVENT_RESULT_COUNT_MAX),
  /** The store searched in; absent for a search of the whole shop. */
  manufacturerId: id('manufacturerId').optional(),
  /** The products the results showed (their brands are told the search reached them). */
  productIds: productIds.optional(),
});
const addedToCart = z.object({
  ...base,
  type: z.literal('added_to_cart'),
  productId: id('productId'),
  quantity: count('quantity', CART_QUANTITY_MIN, CART_QUANTITY_MAX),
});
const retailerOpened = z.object({ ...base, type: z.literal('retailer_opened'), storeId: id('storeId') });
const directionsAsked = z.object({ ...base, type: z.literal('directions_asked'), storeId: id('storeId') });

export const shopEventSchema = z.discriminatedUnion(
  'type',
  [storeViewed, productViewed, productListed, search, addedToCart, retailerOpened, directionsAsked],
  { error: `type must be one of ${SHOP_EVENT_TYPES.join(', ')}` },
);
export type ShopEvent = z.output<typeof shopEventSchema>;
export type ShopEventInput = z.input<typeof shopEventSchema>;

/**
 * One request's events. `visit` is the browser's id of this visit (a new one after 30 minutes
 * without a page): with `landing` on the visit's first page view, "visits that landed on a brand"
 * are counted exactly.
 */
export const shopEventBatchSchema = z.object({
  visitor: anonymousId('visitor'),
  visit: anonymousId('visit'),
  events: z
    .array(shopEventSchema, { error: 'events must be a list' })
    .min(1, 'events: send at least one')
    .max(SHOP_EVENTS_PER_BATCH, `events: at most ${SHOP_EVENTS_PER_BATCH} a request`),
});
export type ShopEventBatch = z.output<typeof shopEventBatchSchema>;
export type ShopEventBatchInput = z.input<typeof shopEventBatchSchema>;

/** The first problem of a batch that did not pass, as one sentence ("events.3: term must be ..."). */
export function shopEventBatchProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid events.';
  const path = issue.path.map(String);
  // Messages name their own field; the path before it says which event.
  const last = path.at(-1);
  const named = last !== undefined && issue.message.startsWith(last);
  const where = (named ? path.slice(0, -1) : path).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

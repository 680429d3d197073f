import { slugify } from '@kasuwa/domain';
import { DEMO_BRAND_STORES } from '../../apps/api/src/seed/demo-data';

/**
 * A product filter for the demo brands' products only. The API lists products newest first, at most
 * 100: other tests add stores and products (a 60-product store among them) that push the seeded ones
 * off that list.
 */
export const DEMO_PRODUCTS = {
  manufacturer: { slug: { in: DEMO_BRAND_STORES.map((store) => slugify(store.brandStoreName)) } },
};

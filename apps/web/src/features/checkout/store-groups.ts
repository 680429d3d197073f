import { deliveryFeeKobo } from '@kasuwa/domain';

/** What the checkout needs of a cart line the server priced (naira, as the API sends it). */
export interface PricedLine {
  productId: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  problem: 'DELETED' | 'OUT_OF_STOCK' | 'QUANTITY_CAPPED' | null;
  message: string | null;
  product: {
    id: string;
    name: string;
    thumbnailUrl: string;
    manufacturer: {
      id: string;
      name: string;
      slug: string;
      deliverySettings: { fee: number; freeAbove: number | null };
    };
  } | null;
}

export type StoreLine = PricedLine & { product: NonNullable<PricedLine['product']> };

/** One brand store's part of the checkout: it becomes one order, with its own delivery fee. */
export interface StoreGroup {
  store: { id: string; name: string; slug: string };
  lines: StoreLine[];
  subtotalKobo: number;
  deliveryKobo: number;
  /** The subtotal from which this store delivers free; null when it never does. */
  freeAboveKobo: number | null;
  totalKobo: number;
}

const toKobo = (naira: number) => Math.round(naira * 100);

/** Lines that can be bought now: a deleted or sold-out product is left out (the cart shows why). */
export const isBuyable = (line: PricedLine): line is StoreLine =>
  line.product !== null && line.problem !== 'DELETED' && line.problem !== 'OUT_OF_STOCK' && line.quantity > 0;

/**
 * The checkout split by brand store, in the order the stores first appear, each with its subtotal,
 * delivery fee (the domain's rule, as the server will charge it) and total, plus the grand total.
 */
export function groupByStore(lines: readonly PricedLine[]): { groups: StoreGroup[]; totalKobo: number } {
  const groups = new Map<string, StoreGroup>();
  for (const line of lines.filter(isBuyable)) {
    const { id, name, slug, deliverySettings } = line.product.manufacturer;
    const group = groups.get(id) ?? {
      store: { id, name, slug },
      lines: [],
      subtotalKobo: 0,
      deliveryKobo: 0,
      freeAboveKobo: deliverySettings.freeAbove === null ? null : toKobo(deliverySettings.freeAbove),
      totalKobo: 0,
    };
    group.lines.push(line);
    group.subtotalKobo += toKobo(line.unitPrice) * line.quantity;
    groups.set(id, group);
  }
  const priced = [...groups.values()].map((group) => {
    const settings = group.lines[0]?.product.manufacturer.deliverySettings;
    const deliveryKobo = deliveryFeeKobo(
      settings && { feeKobo: toKobo(settings.fee), freeAboveKobo: group.freeAboveKobo },
      group.subtotalKobo,
    );
    return { ...group, deliveryKobo, totalKobo: group.subtotalKobo + deliveryKobo };
  });
  return { groups: priced, totalKobo: priced.reduce((sum, group) => sum + group.totalKobo, 0) };
}

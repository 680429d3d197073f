import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, unauthenticated } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { parseInput } from '../../platform/parse-input';
import { lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import type { ProductsService } from '../products/products.service';
import { cartLineSchema, cartLinesSchema, LINE_QUANTITY_MAX, ORDER_LINES_MAX } from '../orders/orders.input';
import { priceLines, type PricedLine } from './cart-pricing';
import { CartRepository } from './cart.repository';

export interface PricedCart {
  lines: PricedLine[];
}

/** A signed-in user's cart on the server, and the pricing of any cart (the browser's local one too). */
export class CartService {
  private readonly repository: CartRepository;

  constructor(
    private readonly db: Database,
    private readonly products: ProductsService,
    private readonly clock: Clock,
  ) {
    this.repository = new CartRepository(db);
  }

  /** Re-prices lines from the server in one query: price now, deleted, out of stock, capped at stock. */
  async price(input: unknown): Promise<PricedCart> {
    const lines = parseInput(cartLinesSchema, input);
    return { lines: priceLines(lines, await this.products.findByIds(lines.map((l) => l.productId))) };
  }

  async cart(viewer: Viewer | null): Promise<PricedCart> {
    if (!viewer) throw unauthenticated();
    const lines = await this.repository.linesOf(viewer.userId);
    return { lines: priceLines(lines, await this.products.findByIds(lines.map((l) => l.productId))) };
  }

  /** Sets a product's quantity in the cart (adds it when new). */
  async setLine(viewer: Viewer | null, productId: unknown, quantity: unknown): Promise<PricedCart> {
    if (!viewer) throw unauthenticated();
    const line = parseInput(cartLineSchema, { productId, quantity });
    const [product] = await this.products.findByIds([line.productId]);
    if (!product) throw badInput('That product does not exist', 'productId');
    await this.db.transaction(async (tx) => {
      const repository = new CartRepository(tx);
      await lockQuota(tx, 'cart', viewer.userId);
      const existing = await repository.linesOf(viewer.userId);
      if (!existing.some((l) => l.productId === line.productId) && existing.length >= ORDER_LINES_MAX) {
        throw badInput(`A cart holds at most ${ORDER_LINES_MAX} different products.`, 'productId');
      }
      await repository.upsert(viewer.userId, [line], this.clock());
    });
    return this.cart(viewer);
  }

  async removeLine(viewer: Viewer | null, productId: unknown): Promise<PricedCart> {
    if (!viewer) throw unauthenticated();
    if (isId(productId)) await this.repository.remove(viewer.userId, [productId.toLowerCase()]);
    return this.cart(viewer);
  }

  /**
   * Adds the browser's local cart to the server's on log-in: quantities are added together and
   * capped at the stock; products that are gone or out of stock are left out.
   */
  async merge(viewer: Viewer | null, input: unknown): Promise<PricedCart> {
    if (!viewer) throw unauthenticated();
    const local = parseInput(cartLinesSchema, input);
    // Read outside the transaction: on PGlite (one connection) a read beside an open transaction waits for it.
    const stock = new Map(
      (await this.products.findByIds(local.map((l) => l.productId))).map((p) => [p.id, p.quantity]),
    );
    await this.db.transaction(async (tx) => {
      const repository = new CartRepository(tx);
      await lockQuota(tx, 'cart', viewer.userId);
      const existing = new Map((await repository.linesOf(viewer.userId)).map((l) => [l.productId, l.quantity]));
      const merged = local
        .filter((l) => (stock.get(l.productId) ?? 0) > 0)
        .map((l) => ({
          productId: l.productId,
          quantity: Math.min(
            (existing.get(l.productId) ?? 0) + l.quantity,
            stock.get(l.productId) ?? 0,
            LINE_QUANTITY_MAX,
          ),
        }));
      // New products beyond the cart's size are left out; products already in it always merge.
      let room = ORDER_LINES_MAX - existing.size;
      const fitting = merged.filter((l) => existing.has(l.productId) || room-- > 0);
      await repository.upsert(viewer.userId, fitting, this.clock());
    });
    return this.cart(viewer);
  }
}

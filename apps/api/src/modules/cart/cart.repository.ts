import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cartLines, type CartLineRow } from './cart.table';

export class CartRepository {
  constructor(private readonly db: Database) {}

  linesOf(userId: string): Promise<CartLineRow[]> {
    return this.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
    return Number(row?.n ?? 0);
  }

  /** Sets each line's quantity (adding the line when it is new). */
  async upsert(userId: string, lines: readonly { productId: string; quantity: number }[], now: Date): Promise<void> {
    if (lines.length === 0) return;
    await this.db
      .insert(cartLines)
      .values(lines.map((l) => ({ userId, productId: l.productId, quantity: l.quantity, addedAt: now })))
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId],
        set: { quantity: sql`excluded.quantity` },
      });
  }

  async remove(userId: string, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.db
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, [...productIds])));
  }
}

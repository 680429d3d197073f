import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { savedAddresses, type NewSavedAddress, type SavedAddressRow } from './addresses.table';

export type AddressFields = Pick<
  NewSavedAddress,
  'label' | 'recipientName' | 'phone' | 'fullAddress' | 'latitude' | 'longitude'
>;

export class AddressesRepository {
  constructor(private readonly db: Database) {}

  /** The default first, then oldest first. */
  listOf(userId: string, window: { take: number; skip: number }): Promise<SavedAddressRow[]> {
    return this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id))
      .limit(window.take)
      .offset(window.skip);
  }

  async findOwned(userId: string, id: string): Promise<SavedAddressRow | null> {
    const [row] = await this.db
      .select()
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    return row ?? null;
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
    return Number(row?.n ?? 0);
  }

  async insert(userId: string, fields: AddressFields, now: Date): Promise<SavedAddressRow> {
    const [row] = await this.db
      .insert(savedAddresses)
      .values({ ...fields, userId, isDefault: false, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(userId: string, id: string, fields: AddressFields, now: Date): Promise<SavedAddressRow | null> {
    const [row] = await this.db
      .update(savedAddresses)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    return row ?? null;
  }

  async remove(userId: string, id: string): Promise<SavedAddressRow | null> {
    const [row] = await this.db
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    return row ?? null;
  }

  /** Makes `id` the user's only default: the old default is cleared first (the unique index checks each statement). */
  async makeDefault(userId: string, id: string, now: Date): Promise<SavedAddressRow | null> {
    await this.db
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)));
    const [row] = await this.db
      .update(savedAddresses)
      .set({ isDefault: true, updatedAt: now })
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    return row ?? null;
  }

  async oldestOf(userId: string): Promise<SavedAddressRow | null> {
    const [row] = await this.listOf(userId, { take: 1, skip: 0 });
    return row ?? null;
  }
}

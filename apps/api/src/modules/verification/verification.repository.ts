import { and, asc, count, desc, eq, isNotNull, isNull, min } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchSupplies, productBatches, unitCodes } from '../batches/batches.table';
import { locations } from '../locations/locations.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { products } from '../products/products.table';
import { stores } from '../retailers/retailers.table';
import { codeVerifications, fakeReports, recallSubscriptions, type VerificationResult } from './verification.table';

/** A code we issued, with what a shopper is told about it. */
export interface IssuedUnit {
  unitCodeId: string;
  batch: {
    id: string;
    number: string;
    manufactureDate: Date;
    expiryDate: Date;
    recalledAt: Date | null;
    recallReason: string | null;
  };
  product: { id: string; name: string; imageUrl: string };
  maker: { id: string; name: string; slug: string };
}

export interface NewVerification {
  unitCodeId: string | null;
  batchId: string | null;
  result: VerificationResult;
  channel: 'web' | 'api' | 'sms';
  verifiedAt: Date;
  latitude: number | null;
  longitude: number | null;
  place: string | null;
}

export interface NewFakeReport {
  manufacturerId: string;
  productId: string | null;
  code: string | null;
  photoUrl: string;
  storeId: string | null;
  boughtAtAddress: string | null;
  note: string;
  email: string | null;
  createdAt: Date;
}

/** The retailers shown with a code's answer: the batch's, at most this many. */
const RETAILERS_SHOWN = 20;

export class VerificationRepository {
  constructor(private readonly db: Database) {}

  /** The unit whose code hashes to `codeHash` (one indexed lookup), or null. */
  async findUnit(codeHash: Buffer): Promise<IssuedUnit | null> {
    const [row] = await this.db
      .select({
        unitCodeId: unitCodes.id,
        batch: {
          id: productBatches.id,
          number: productBatches.number,
          manufactureDate: productBatches.manufactureDate,
          expiryDate: productBatches.expiryDate,
          recalledAt: productBatches.recalledAt,
          recallReason: productBatches.recallReason,
        },
        product: { id: products.id, name: products.name, imageUrl: products.imageUrl },
        maker: { id: manufacturers.id, name: manufacturers.brandStoreName, slug: manufacturers.slug },
      })
      .from(unitCodes)
      .innerJoin(productBatches, eq(productBatches.id, unitCodes.batchId))
      .innerJoin(products, eq(products.id, productBatches.productId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(eq(unitCodes.codeHash, codeHash));
    return row ?? null;
  }

  /**
   * Records one check of an issued code and answers how many there were before it, and the first
   * one's time and (first shared) place. The unit's row is locked for the count, so two shoppers
   * checking the same label at once are counted one after the other.
   */
  async recordCheck(
    unitCodeId: string,
    decide: (before: { count: number }) => NewVerification,
  ): Promise<{ count: number; firstVerifiedAt: Date; firstPlace: string | null }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: unitCodes.id }).from(unitCodes).where(eq(unitCodes.id, unitCodeId)).for('update');
      const [before] = await tx
        .select({ n: count(), first: min(codeVerifications.verifiedAt) })
        .from(codeVerifications)
        .where(eq(codeVerifications.unitCodeId, unitCodeId));
      const previous = Number(before?.n ?? 0);
      const row = decide({ count: previous });
      await tx.insert(codeVerifications).values(row);
      const [firstPlaced] = await tx
        .select({ place: codeVerifications.place })
        .from(codeVerifications)
        .where(and(eq(codeVerifications.unitCodeId, unitCodeId), isNotNull(codeVerifications.place)))
        .orderBy(asc(codeVerifications.verifiedAt))
        .limit(1);
      return {
        count: previous + 1,
        firstVerifiedAt: before?.first ? new Date(before.first) : row.verifiedAt,
        firstPlace: firstPlaced?.place ?? null,
      };
    });
  }

  /** A check of a code we never issued: its time and result only, no code and no place. */
  async recordUnknown(row: Pick<NewVerification, 'result' | 'channel' | 'verifiedAt'>): Promise<void> {
    await this.db.insert(codeVerifications).values({ ...row, unitCodeId: null, batchId: null });
  }

  /** The retailers a batch was supplied to (latest supplies first), each once. */
  async retailersOf(batchId: string): Promise<{ id: string; name: string; address: string }[]> {
    const rows = await this.db
      .selectDistinctOn([stores.id], { id: stores.id, name: stores.name, address: locations.fullAddress })
      .from(batchSupplies)
      .innerJoin(stores, eq(stores.id, batchSupplies.storeId))
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .where(eq(batchSupplies.batchId, batchId))
      .orderBy(stores.id, desc(batchSupplies.suppliedOn))
      .limit(RETAILERS_SHOWN);
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }

  async subscribeToRecall(batchId: string, email: string, now: Date): Promise<void> {
    await this.db.insert(recallSubscriptions).values({ batchId, email, createdAt: now }).onConflictDoNothing();
  }

  /**
   * The emails of the batch's subscribers not told yet, marked told in the same statement (so a
   * subscriber is told once, whoever else runs it).
   */
  async claimRecallSubscribers(batchId: string, now: Date): Promise<string[]> {
    const rows = await this.db
      .update(recallSubscriptions)
      .set({ notifiedAt: now })
      .where(and(eq(recallSubscriptions.batchId, batchId), isNull(recallSubscriptions.notifiedAt)))
      .returning({ email: recallSubscriptions.email });
    return rows.map((r) => r.email);
  }

  async insertReport(report: NewFakeReport): Promise<{ id: string; createdAt: Date }> {
    const [row] = await this.db
      .insert(fakeReports)
      .values(report)
      .returning({ id: fakeReports.id, createdAt: fakeReports.createdAt });
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Whether a retailer is one of the maker's. */
  async isMakersStore(manufacturerId: string, storeId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.manufacturerId, manufacturerId)));
    return row !== undefined;
  }

  async productOf(productId: string): Promise<{ id: string; manufacturerId: string } | null> {
    const [row] = await this.db
      .select({ id: products.id, manufacturerId: products.manufacturerId })
      .from(products)
      .where(eq(products.id, productId));
    return row ?? null;
  }

  async manufacturerExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, id));
    return row !== undefined;
  }

  reportsOf(manufacturerId: string, window: { take: number; skip: number }) {
    return this.db
      .select()
      .from(fakeReports)
      .where(eq(fakeReports.manufacturerId, manufacturerId))
      .orderBy(desc(fakeReports.createdAt), desc(fakeReports.id))
      .limit(window.take)
      .offset(window.skip);
  }
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { countingUpsert, type pointAgainst } from '../../platform/rate-limit';
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

export interface Retailer {
  id: string;
  name: string;
  address: string;
}

/** The retailers the looked-up unit's batch was supplied to, each once, as JSON (read with the unit, in its statement). */
const retailersOfBatch = sql<Retailer[] | string>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'address', r.address)), '[]'::json)
  from (
    select distinct on (${stores.id}) ${stores.id} as id, ${stores.name} as name, ${locations.fullAddress} as address
    from ${batchSupplies}
    inner join ${stores} on ${stores.id} = ${batchSupplies.storeId}
    inner join ${locations} on ${locations.id} = ${stores.locationId}
    where ${batchSupplies.batchId} = ${unitCodes.batchId}
    order by ${stores.id}, ${batchSupplies.suppliedOn} desc
    limit ${sql.raw(String(RETAILERS_SHOWN))}
  ) r
)`;

/**
 * The two statements of every check, prepared: PostgreSQL plans each once per connection instead
 * of once per check (planning the lookup's joins cost about five times its execution).
 */
function checkStatements(db: Database) {
  const p = sql.placeholder;
  const findUnit = db
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
      retailers: retailersOfBatch,
    })
    .from(unitCodes)
    .innerJoin(productBatches, eq(productBatches.id, unitCodes.batchId))
    .innerJoin(products, eq(products.id, productBatches.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(unitCodes.codeHash, p('codeHash')))
    .prepare('verification_find_unit');

  // The code's per-code counter (a rate_limits row) goes up; within its limit, the unit's count
  // goes up too (its first time and first shared place kept) and the check is stored with the
  // result its place in the count gives: all in one statement.
  const limited = db
    .$with('limited', { points: sql<number>`points`.as('points'), expire: sql<string>`expire`.as('expire') })
    .as(countingUpsert({ key: p('limitKey'), expire: p('limitExpire'), now: p('limitNow') }));
  const counted = db.$with('counted').as(
    db
      .update(unitCodes)
      .set({
        verifications: sql`${unitCodes.verifications} + 1`,
        firstVerifiedAt: sql`coalesce(${unitCodes.firstVerifiedAt}, ${p('verifiedAt')}::timestamptz)`,
        firstPlace: sql`coalesce(${unitCodes.firstPlace}, ${p('place')}::text)`,
      })
      .where(
        and(
          eq(unitCodes.id, p('unitCodeId')),
          sql`(select ${limited.points} from ${limited}) <= ${p('limitPoints')}::int`,
        ),
      )
      .returning({
        count: unitCodes.verifications,
        firstVerifiedAt: unitCodes.firstVerifiedAt,
        firstPlace: unitCodes.firstPlace,
      }),
  );
  const stored = db.$with('stored', { result: sql<VerificationResult>`result`.as('result') }).as(sql`
    insert into ${codeVerifications} (unit_code_id, batch_id, result, channel, verified_at, latitude, longitude, place)
    select ${p('unitCodeId')}::uuid, ${p('batchId')}::uuid,
           case when ${counted.count} = 1 then ${p('first')}::text else ${p('again')}::text end,
           ${p('channel')}::text, ${p('verifiedAt')}::timestamptz, ${p('latitude')}::double precision,
           ${p('longitude')}::double precision, ${p('place')}::text
    from ${counted}
    returning result
  `);
  const recordCheck = db
    .with(limited, counted, stored)
    .select({
      limitPoints: limited.points,
      limitExpire: limited.expire,
      count: counted.count,
      firstVerifiedAt: counted.firstVerifiedAt,
      firstPlace: counted.firstPlace,
      result: stored.result,
    })
    .from(limited)
    .leftJoin(counted, sql`true`)
    .leftJoin(stored, sql`true`)
    .prepare('verification_record_check');

  return { findUnit, recordCheck };
}

export class VerificationRepository {
  private readonly statements: ReturnType<typeof checkStatements>;

  constructor(private readonly db: Database) {
    this.statements = checkStatements(db);
  }

  /** The unit whose code hashes to `codeHash` (one indexed lookup), with the retailers of its batch; or null. */
  async findUnit(codeHash: Buffer): Promise<(IssuedUnit & { retailers: Retailer[] }) | null> {
    const [row] = await this.statements.findUnit.execute({ codeHash });
    if (!row) return null;
    const retailers = (typeof row.retailers === 'string' ? JSON.parse(row.retailers) : row.retailers) as Retailer[];
    return { ...row, retailers: retailers.sort((a, b) => a.name.localeCompare(b.name)) };
  }

  /**
   * Records one check of an issued code in one statement: a point against the code's rate limit
   * (`limit`, from pointAgainst) and, within `limit.points`, the unit's count goes up (its first
   * time and first shared place are kept) and the check is stored, with `results.first` when it is
   * the code's first check and `results.again` after. Over the limit nothing else changes and the
   * count comes back as `limited`. The update takes the unit's row lock, so two shoppers checking
   * one label at once are counted one after the other.
   */
  async recordCheck(
    check: Omit<NewVerification, 'result'> & { unitCodeId: string },
    results: { first: VerificationResult; again: VerificationResult },
    limit: ReturnType<typeof pointAgainst> & { points: number },
  ): Promise<
    | { limited: { points: number; expire: string | number | null } }
    | {
        limited?: undefined;
        count: number;
        firstVerifiedAt: Date;
        firstPlace: string | null;
        result: VerificationResult;
      }
  > {
    const [row] = await this.statements.recordCheck.execute({
      ...check,
      verifiedAt: check.verifiedAt.toISOString(),
      first: results.first,
      again: results.again,
      limitKey: limit.key,
      limitExpire: limit.expire,
      limitNow: limit.now,
      limitPoints: limit.points,
    });
    if (!row) throw new Error('the rate limit upsert returned no row');
    const points = Number(row.limitPoints);
    if (points > limit.points) return { limited: { points, expire: row.limitExpire } };
    if (row.count === null || !row.firstVerifiedAt || !row.result)
      throw new Error(`unit code ${check.unitCodeId} is gone`);
    return { count: row.count, firstVerifiedAt: row.firstVerifiedAt, firstPlace: row.firstPlace, result: row.result };
  }

  /** A check of a code we never issued: its time and result only, no code and no place. */
  async recordUnknown(row: Pick<NewVerification, 'result' | 'channel' | 'verifiedAt'>): Promise<void> {
    await this.db.insert(codeVerifications).values({ ...row, unitCodeId: null, batchId: null });
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

import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { countingUpsert, spentCounter } from '../../platform/rate-limit';
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

/** A counter of a rate limit inside the check's statement: its stored key (null: not counted) and its limit. */
export interface CheckCounter {
  key: string | null;
  points: number;
  /** When a new window would end (epoch ms). */
  expire: number;
}

/** Everything one check needs, for its one statement. */
export interface CheckRequest {
  /** The keyed hash of the code; null for a mistyped code (nothing to look up). */
  codeHash: Buffer | null;
  /** The checker's unknown-code allowance: refused when used up, counted when the code is not ours. */
  misses: CheckCounter & { blockUntil: number };
  /** The checker's checks (counted unless `misses` refuses). */
  checks: CheckCounter;
  /** The code's checks: the rule's key prefix (the unit's id follows), its limit and window. */
  perCode: { prefix: string; points: number; expire: number };
  now: number;
  channel: 'web' | 'api' | 'sms';
  verifiedAt: Date;
  location: { latitude: number; longitude: number; place: string | null } | null;
  /** Whether a code that is not ours is stored as a NOT_FOUND check (a mistyped one is not). */
  storeMiss: boolean;
}

/** A count past its rule's limit: the stored points and when the window ends (epoch ms). */
export interface OverLimit {
  points: number;
  expire: string | number | null;
}

export type CheckOutcome =
  | { refused: 'misses' | 'checks' | 'perCode'; count: OverLimit }
  | { refused?: undefined; unit: null }
  | {
      refused?: undefined;
      unit: IssuedUnit & { retailers: Retailer[] };
      count: number;
      firstVerifiedAt: Date;
      firstPlace: string | null;
      result: VerificationResult;
    };

/**
 * The one statement of every check (prepared: PostgreSQL plans it once per connection), as data-
 * modifying CTEs that each run only when the ones before allow it:
 *
 * 1. `spent`: the checker's unknown-code allowance, when used up (then nothing else happens);
 * 2. `checks`: a point against the checker's checks; over its limit, nothing else happens;
 * 3. `unit`: the code's unit, product, maker, batch and the batch's retailers (by the hash index);
 * 4. not ours: `missed` counts a point against the allowance (the point that crosses it blocks
 *    for the rule's blockSeconds) and, within it, `unknown` stores the check (not for a mistyped code);
 * 5. ours: `per_code` counts a point against the code's limit and, within it, `counted` raises the
 *    unit's count (keeping its first time and first shared place; the row lock orders two checks
 *    of one label) and `stored` stores the check with the result its place in the count gives.
 *
 * Rate limits are rate-limiter-flexible's rows and rules (see countingUpsert), on either database.
 */
function checkStatement(db: Database) {
  const p = sql.placeholder;
  const now = p('now');
  const cte = (name: string, query: SQL) => db.$with(name, {}).as(query);

  const spent = cte('spent', spentCounter({ key: p('missesKey'), points: p('missesPoints'), now }));
  const checks = cte(
    'checks',
    countingUpsert({
      key: p('checksKey'),
      expire: p('checksExpire'),
      now,
      when: sql`${p('checksKey')}::varchar is not null and not exists (select 1 from spent)`,
    }),
  );
  const allowed = sql`not exists (select 1 from spent)
    and coalesce((select points from checks), 0) <= ${p('checksPoints')}::int`;
  const unit = cte(
    'unit',
    sql`select ${unitCodes.id} as unit_code_id, ${productBatches.id} as batch_id, ${productBatches.number} as batch_number,
        ${productBatches.manufactureDate} as manufacture_date, ${productBatches.expiryDate} as expiry_date,
        ${productBatches.recalledAt} as recalled_at, ${productBatches.recallReason} as recall_reason,
        ${products.id} as product_id, ${products.name} as product_name, ${products.imageUrl} as product_image,
        ${manufacturers.id} as maker_id, ${manufacturers.brandStoreName} as maker_name, ${manufacturers.slug} as maker_slug,
        ${retailersOfBatch} as retailers
      from ${unitCodes}
      inner join ${productBatches} on ${productBatches.id} = ${unitCodes.batchId}
      inner join ${products} on ${products.id} = ${productBatches.productId}
      inner join ${manufacturers} on ${manufacturers.id} = ${products.manufacturerId}
      where ${unitCodes.codeHash} = ${p('codeHash')} and ${allowed}`,
  );
  const missed = cte(
    'missed',
    countingUpsert({
      key: p('missesKey'),
      expire: p('missesExpire'),
      now,
      when: sql`${p('missesKey')}::varchar is not null and ${allowed} and not exists (select 1 from unit)`,
      block: { points: p('missesPoints'), until: p('missesBlockUntil') },
    }),
  );
  const unknown = cte(
    'unknown',
    sql`insert into ${codeVerifications} (result, channel, verified_at)
      select 'NOT_FOUND', ${p('channel')}::text, ${p('verifiedAt')}::timestamptz
      where ${p('storeMiss')}::boolean and ${allowed} and not exists (select 1 from unit)
        and coalesce((select points from missed), 0) <= ${p('missesPoints')}::int
      returning 1`,
  );
  const perCode = cte(
    'per_code',
    countingUpsert({
      key: sql`${p('perCodePrefix')}::text || unit.unit_code_id::text`,
      expire: p('perCodeExpire'),
      now,
      from: sql`unit`,
    }),
  );
  const counted = cte(
    'counted',
    sql`update ${unitCodes} set
        verifications = verifications + 1,
        first_verified_at = coalesce(first_verified_at, ${p('verifiedAt')}::timestamptz),
        first_place = coalesce(first_place, ${p('place')}::text)
      where id = (select unit_code_id from unit) and (select points from per_code) <= ${p('perCodePoints')}::int
      returning verifications, first_verified_at, first_place`,
  );
  // Recalled and expired say so whatever else is true; otherwise the first check is the genuine
  // one (the rule of resultOf in verification.service.ts, which the demo data uses).
  const stored = cte(
    'stored',
    sql`insert into ${codeVerifications} (unit_code_id, batch_id, result, channel, verified_at, latitude, longitude, place)
      select unit.unit_code_id, unit.batch_id,
             case when unit.recalled_at is not null then 'RECALLED'
                  when unit.expiry_date <= ${p('verifiedAt')}::timestamptz then 'EXPIRED'
                  when counted.verifications = 1 then 'GENUINE' else 'ALREADY_VERIFIED' end,
             ${p('channel')}::text, ${p('verifiedAt')}::timestamptz, ${p('latitude')}::double precision,
             ${p('longitude')}::double precision, ${p('place')}::text
      from unit, counted
      returning result`,
  );
  const answer = db
    .$with('answer', {
      spentPoints: sql<number | null>`spent_points`.as('spent_points'),
      spentExpire: sql<string | null>`spent_expire`.as('spent_expire'),
      checksPoints: sql<number | null>`checks_points`.as('checks_points'),
      checksExpire: sql<string | null>`checks_expire`.as('checks_expire'),
      missesPoints: sql<number | null>`misses_points`.as('misses_points'),
      missesExpire: sql<string | null>`misses_expire`.as('misses_expire'),
      perCodePoints: sql<number | null>`per_code_points`.as('per_code_points'),
      perCodeExpire: sql<string | null>`per_code_expire`.as('per_code_expire'),
      unitCodeId: sql<string | null>`unit_code_id`.as('unit_code_id'),
      batchId: sql<string>`batch_id`.as('batch_id'),
      batchNumber: sql<string>`batch_number`.as('batch_number'),
      manufactureDate: sql`manufacture_date`.mapWith(productBatches.manufactureDate).as('manufacture_date'),
      expiryDate: sql`expiry_date`.mapWith(productBatches.expiryDate).as('expiry_date'),
      recalledAt: sql`recalled_at`.mapWith(productBatches.recalledAt).as('recalled_at'),
      recallReason: sql<string | null>`recall_reason`.as('recall_reason'),
      productId: sql<string>`product_id`.as('product_id'),
      productName: sql<string>`product_name`.as('product_name'),
      productImage: sql<string>`product_image`.as('product_image'),
      makerId: sql<string>`maker_id`.as('maker_id'),
      makerName: sql<string>`maker_name`.as('maker_name'),
      makerSlug: sql<string>`maker_slug`.as('maker_slug'),
      retailers: sql<Retailer[] | string>`retailers`.as('retailers'),
      count: sql<number | null>`count`.as('count'),
      firstVerifiedAt: sql`first_verified_at`.mapWith(unitCodes.firstVerifiedAt).as('first_verified_at'),
      firstPlace: sql<string | null>`first_place`.as('first_place'),
      result: sql<VerificationResult | null>`result`.as('result'),
    })
    .as(
      sql`select spent.points as spent_points, spent.expire as spent_expire,
          checks.points as checks_points, checks.expire as checks_expire,
          missed.points as misses_points, missed.expire as misses_expire,
          per_code.points as per_code_points, per_code.expire as per_code_expire,
          unit.*, counted.verifications as count, counted.first_verified_at, counted.first_place, stored.result
        from (select 1) as one
        left join spent on true left join checks on true left join missed on true
        left join unit on true left join per_code on true left join counted on true left join stored on true`,
    );
  return db
    .with(spent, checks, unit, missed, unknown, perCode, counted, stored, answer)
    .select()
    .from(answer)
    .prepare('verification_check');
}

export class VerificationRepository {
  private readonly statement: ReturnType<typeof checkStatement>;

  constructor(private readonly db: Database) {
    this.statement = checkStatement(db);
  }

  /** One check of a code, in one statement (see checkStatement): refused by a limit, not ours, or counted and stored. */
  async check(request: CheckRequest): Promise<CheckOutcome> {
    const { misses, checks, perCode, location } = request;
    const [row] = await this.statement.execute({
      now: request.now,
      missesKey: misses.key,
      missesPoints: misses.points,
      missesExpire: misses.expire,
      missesBlockUntil: misses.blockUntil,
      checksKey: checks.key,
      checksPoints: checks.points,
      checksExpire: checks.expire,
      codeHash: request.codeHash,
      storeMiss: request.storeMiss,
      perCodePrefix: perCode.prefix,
      perCodePoints: perCode.points,
      perCodeExpire: perCode.expire,
      channel: request.channel,
      verifiedAt: request.verifiedAt.toISOString(),
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      place: location?.place ?? null,
    });
    if (!row) throw new Error('the check statement returned no row');
    const over = (points: number | null, expire: string | null, limit: number) =>
      points !== null && Number(points) > limit ? { points: Number(points), expire } : null;
    if (row.spentPoints !== null)
      return { refused: 'misses', count: { points: row.spentPoints, expire: row.spentExpire } };
    const overChecks = over(row.checksPoints, row.checksExpire, checks.points);
    if (overChecks) return { refused: 'checks', count: overChecks };
    if (row.unitCodeId === null) {
      const overMisses = over(row.missesPoints, row.missesExpire, misses.points);
      return overMisses ? { refused: 'misses', count: overMisses } : { unit: null };
    }
    const overCode = over(row.perCodePoints, row.perCodeExpire, perCode.points);
    if (overCode) return { refused: 'perCode', count: overCode };
    if (row.count === null || !row.firstVerifiedAt || !row.result)
      throw new Error(`unit code ${row.unitCodeId} is gone`);
    const retailers = (typeof row.retailers === 'string' ? JSON.parse(row.retailers) : row.retailers) as Retailer[];
    return {
      unit: {
        unitCodeId: row.unitCodeId,
        batch: {
          id: row.batchId,
          number: row.batchNumber,
          manufactureDate: row.manufactureDate,
          expiryDate: row.expiryDate,
          recalledAt: row.recalledAt,
          recallReason: row.recallReason,
        },
        product: { id: row.productId, name: row.productName, imageUrl: row.productImage },
        maker: { id: row.makerId, name: row.makerName, slug: row.makerSlug },
        retailers: retailers.sort((a, b) => a.name.localeCompare(b.name)),
      },
      count: row.count,
      firstVerifiedAt: row.firstVerifiedAt,
      firstPlace: row.firstPlace,
      result: row.result,
    };
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

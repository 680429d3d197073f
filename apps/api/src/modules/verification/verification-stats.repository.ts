import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/** The checks with one result on one day. */
export interface DayCounts {
  day: string;
  result: string;
  checks: number;
}

/** A code whose checks may make it a likely copy, with the figures that decide it. */
export interface CopyCandidate {
  unitCodeId: string;
  verifications: number;
  firstVerifiedAt: Date;
  lastVerifiedAt: Date;
  /** Checks that shared a place. */
  located: number;
}

export interface CopyDetails {
  unitCodeId: string;
  serial: number;
  batchId: string;
  batchNumber: string;
  productId: string;
  productName: string;
}

export interface LocatedCheck {
  unitCodeId: string;
  latitude: number;
  longitude: number;
}

/**
 * The maker's batches, as a subquery: every statement below reaches checks through
 * code_verifications_batch_idx (batch_id, verified_at), never by scanning other makers' checks.
 */
const batchesOf = (manufacturerId: string) => sql`
  select b.id from product_batches b join products p on p.id = b.product_id
  where p.manufacturer_id = ${manufacturerId}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The manufacturer's side of verification: figures over time and likely copies, aggregated in SQL. */
export class VerificationStatsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The first day of the last `days` days (today included) in `timeZone`, as a date and as the
   * instant it starts.
   */
  async period(now: Date, days: number, timeZone: string): Promise<{ firstDay: string; from: Date }> {
    const [row] = rowsOf<{ first_day: string; from_at: unknown }>(
      await this.db.execute(sql`
        with first as (
          select ((${now.toISOString()}::timestamptz at time zone ${timeZone})::date - (${days}::int - 1)) as day
        )
        select to_char(day, 'YYYY-MM-DD') as first_day, (day::timestamp at time zone ${timeZone}) as from_at from first
      `),
    );
    if (!row) throw new Error('no period');
    return { firstDay: row.first_day, from: toDate(row.from_at) };
  }

  /** Checks of the maker's codes from `from` to `to`, per day in `timeZone` and result. */
  async checkCounts(manufacturerId: string, from: Date, to: Date, timeZone: string): Promise<DayCounts[]> {
    const rows = rowsOf<{ day: string; result: string; checks: number }>(
      await this.db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, result, checks from (
          select (cv.verified_at at time zone ${timeZone})::date as day, cv.result, count(*)::int as checks
          from code_verifications cv
          where cv.batch_id in (${batchesOf(manufacturerId)})
            and cv.verified_at >= ${from.toISOString()}::timestamptz
            and cv.verified_at <= ${to.toISOString()}::timestamptz
          group by 1, 2
        ) per_day
      `),
    );
    return rows.map((r) => ({ day: r.day, result: r.result, checks: Number(r.checks) }));
  }

  /** How many different codes of the maker were checked from `from` to `to`. */
  async codesChecked(manufacturerId: string, from: Date, to: Date): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n from (
          select cv.unit_code_id from code_verifications cv
          where cv.batch_id in (${batchesOf(manufacturerId)})
            and cv.verified_at >= ${from.toISOString()}::timestamptz
            and cv.verified_at <= ${to.toISOString()}::timestamptz
            and cv.unit_code_id is not null
          group by cv.unit_code_id
        ) checked
      `),
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The maker's codes checked more than `checksOver` times, or with shared places whose latitudes
   * and longitudes together span more than `spanDegrees` (the caller measures those exactly).
   * With `since`, only codes checked since then (all their checks count). One pass over
   * code_verifications_batch_code_idx, code by code.
   */
  async copyCandidates(
    manufacturerId: string,
    rule: { checksOver: number; spanDegrees: number },
    since?: Date,
  ): Promise<CopyCandidate[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select cv.unit_code_id, count(*)::int as verifications, min(cv.verified_at) as first_at,
          max(cv.verified_at) as last_at, count(cv.latitude)::int as located
        from code_verifications cv
        where cv.batch_id in (${batchesOf(manufacturerId)}) and cv.unit_code_id is not null
        group by cv.batch_id, cv.unit_code_id
        having (count(*) > ${rule.checksOver}
          or (count(cv.latitude) >= 2
            and (max(cv.latitude) - min(cv.latitude)) + (max(cv.longitude) - min(cv.longitude)) > ${rule.spanDegrees}))
          ${since ? sql`and max(cv.verified_at) >= ${since.toISOString()}::timestamptz` : sql``}
      `),
    );
    return rows.map((r) => ({
      unitCodeId: String(r.unit_code_id),
      verifications: Number(r.verifications),
      firstVerifiedAt: toDate(r.first_at),
      lastVerifiedAt: toDate(r.last_at),
      located: Number(r.located),
    }));
  }

  /** The distinct shared places of these codes' checks. */
  async locatedChecks(unitCodeIds: readonly string[]): Promise<LocatedCheck[]> {
    if (unitCodeIds.length === 0) return [];
    const rows = rowsOf<{ unit_code_id: string; latitude: number; longitude: number }>(
      await this.db.execute(sql`
        select distinct unit_code_id, latitude, longitude from code_verifications
        where unit_code_id = any(${toUuidArray(unitCodeIds)}) and latitude is not null
      `),
    );
    return rows.map((r) => ({
      unitCodeId: r.unit_code_id,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }));
  }

  /** Each code's serial, batch and product. */
  async copyDetails(unitCodeIds: readonly string[]): Promise<CopyDetails[]> {
    if (unitCodeIds.length === 0) return [];
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select u.id as unit_code_id, u.serial, b.id as batch_id, b.number as batch_number,
          p.id as product_id, p.name as product_name
        from unit_codes u
        join product_batches b on b.id = u.batch_id
        join products p on p.id = b.product_id
        where u.id = any(${toUuidArray(unitCodeIds)})
      `),
    );
    return rows.map((r) => ({
      unitCodeId: String(r.unit_code_id),
      serial: Number(r.serial),
      batchId: String(r.batch_id),
      batchNumber: String(r.batch_number),
      productId: String(r.product_id),
      productName: String(r.product_name),
    }));
  }

  /** The places (town, state) these codes were checked near, each once, in the order first seen. */
  async placesOf(unitCodeIds: readonly string[]): Promise<Map<string, string[]>> {
    const places = new Map<string, string[]>();
    if (unitCodeIds.length === 0) return places;
    const rows = rowsOf<{ unit_code_id: string; place: string }>(
      await this.db.execute(sql`
        select unit_code_id, place from code_verifications
        where unit_code_id = any(${toUuidArray(unitCodeIds)}) and place is not null
        group by unit_code_id, place
        order by unit_code_id, min(verified_at)
      `),
    );
    for (const row of rows) {
      const seen = places.get(row.unit_code_id);
      if (seen) seen.push(row.place);
      else places.set(row.unit_code_id, [row.place]);
    }
    return places;
  }

  /** Reports of fakes of the maker's products received in the period. */
  async reportCount(manufacturerId: string, from: Date, to: Date): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n from fake_reports
        where manufacturer_id = ${manufacturerId}
          and created_at >= ${from.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz
      `),
    );
    return Number(row?.n ?? 0);
  }
}

/** A uuid[] parameter (one parameter, however many ids). */
const toUuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

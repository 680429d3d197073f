import {
  degreesSpannedBeyond,
  farthestApartKm,
  LIKELY_COPY_CHECKS_OVER,
  LIKELY_COPY_DISTANCE_KM,
  likelyCopyReasons,
  VERIFICATION_TIME_ZONE,
  verificationStatsSchema,
  type LikelyCopyReason,
} from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { listWindow } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import {
  VerificationStatsRepository,
  type CopyCandidate,
  type CopyDetails,
  type LocatedCheck,
} from './verification-stats.repository';
import type { VerificationResult } from './verification.table';

export interface VerificationDay {
  day: string;
  checks: number;
  warnings: number;
}

export interface VerificationStats {
  from: Date;
  to: Date;
  checks: number;
  genuine: number;
  alreadyVerified: number;
  expired: number;
  recalled: number;
  codesVerified: number;
  likelyCopies: number;
  reports: number;
  daily: VerificationDay[];
}

export interface LikelyCopy extends CopyDetails {
  verifications: number;
  firstVerifiedAt: Date;
  lastVerifiedAt: Date;
  places: string[];
  farthestApartKm: number | null;
  reasons: LikelyCopyReason[];
}

const RULE = { checksOver: LIKELY_COPY_CHECKS_OVER, spanDegrees: degreesSpannedBeyond(LIKELY_COPY_DISTANCE_KM) };
/** The answers that warn the shopper (the day's chart shows them apart). */
const WARNINGS = new Set<string>(['ALREADY_VERIFIED', 'EXPIRED', 'RECALLED'] satisfies VerificationResult[]);
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a manufacturer sees of the checks of their codes: figures over time and labels likely copied. */
export class VerificationStatsService {
  private readonly repository: VerificationStatsRepository;

  constructor(
    db: Database,
    private readonly deps: { clock: Clock; manufacturers: ManufacturersService },
  ) {
    this.repository = new VerificationStatsRepository(db);
  }

  /** The last `days` days (today included, days as in Lagos): checks by result and by day, copies, reports. */
  async stats(viewer: Viewer | null, manufacturerId: unknown, days: unknown): Promise<VerificationStats> {
    const maker = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    const { days: dayCount } = parseInput(verificationStatsSchema, { days });
    const to = this.deps.clock();
    const { firstDay, from } = await this.repository.period(to, dayCount, VERIFICATION_TIME_ZONE);
    const [counts, codesVerified, copies, reports] = await Promise.all([
      this.repository.checkCounts(maker.id, from, to, VERIFICATION_TIME_ZONE),
      this.repository.codesChecked(maker.id, from, to),
      this.copies(maker.id, from),
      this.repository.reportCount(maker.id, from, to),
    ]);
    const total = (result?: string) =>
      counts.reduce((sum, c) => sum + (result === undefined || c.result === result ? c.checks : 0), 0);
    const daily = new Map(calendarDays(firstDay, dayCount).map((day) => [day, { day, checks: 0, warnings: 0 }]));
    for (const c of counts) {
      const day = daily.get(c.day);
      if (!day) continue;
      day.checks += c.checks;
      if (WARNINGS.has(c.result)) day.warnings += c.checks;
    }
    return {
      from,
      to,
      checks: total(),
      genuine: total('GENUINE'),
      alreadyVerified: total('ALREADY_VERIFIED'),
      expired: total('EXPIRED'),
      recalled: total('RECALLED'),
      codesVerified,
      likelyCopies: copies.length,
      reports,
      daily: [...daily.values()],
    };
  }

  /** The maker's codes likely copied, the latest checked first. */
  async likelyCopies(
    viewer: Viewer | null,
    manufacturerId: unknown,
    take?: number | null,
    skip?: number | null,
  ): Promise<LikelyCopy[]> {
    const maker = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    const window = listWindow(take, skip);
    const page = (await this.copies(maker.id)).slice(window.skip, window.skip + window.take);
    const ids = page.map((c) => c.unitCodeId);
    const [details, places, located] = await Promise.all([
      this.repository.copyDetails(ids),
      this.repository.placesOf(ids),
      this.repository.locatedChecks(page.filter((c) => c.located >= 2).map((c) => c.unitCodeId)),
    ]);
    const detailsOf = new Map(details.map((d) => [d.unitCodeId, d]));
    const pointsOf = pointsByCode(located);
    return page.flatMap((copy) => {
      const detail = detailsOf.get(copy.unitCodeId);
      if (!detail) return [];
      const farthest = farthestApartKm(pointsOf.get(copy.unitCodeId) ?? []);
      return [
        {
          ...detail,
          verifications: copy.verifications,
          firstVerifiedAt: copy.firstVerifiedAt,
          lastVerifiedAt: copy.lastVerifiedAt,
          places: places.get(copy.unitCodeId) ?? [],
          farthestApartKm: farthest,
          reasons: likelyCopyReasons(copy.verifications, farthest),
        },
      ];
    });
  }

  /**
   * The likely copies (checked since `since` when given), the latest checked first. SQL keeps the
   * codes checked too often and those whose places span enough degrees to be far apart; of the
   * latter, those not checked too often are measured here with the haversine rule.
   */
  private async copies(manufacturerId: string, since?: Date): Promise<CopyCandidate[]> {
    const candidates = await this.repository.copyCandidates(manufacturerId, RULE, since);
    const toMeasure = candidates.filter((c) => !checkedTooOften(c));
    const placesOf = pointsByCode(await this.repository.locatedChecks(toMeasure.map((c) => c.unitCodeId)));
    const farApart = new Set(
      toMeasure
        .filter((c) => likelyCopyReasons(c.verifications, farthestApartKm(placesOf.get(c.unitCodeId) ?? [])).length > 0)
        .map((c) => c.unitCodeId),
    );
    return candidates
      .filter((c) => checkedTooOften(c) || farApart.has(c.unitCodeId))
      .sort(
        (a, b) => b.lastVerifiedAt.getTime() - a.lastVerifiedAt.getTime() || a.unitCodeId.localeCompare(b.unitCodeId),
      );
  }
}

const checkedTooOften = (c: CopyCandidate) => likelyCopyReasons(c.verifications, null).length > 0;

function pointsByCode(checks: readonly LocatedCheck[]): Map<string, LocatedCheck[]> {
  const byCode = new Map<string, LocatedCheck[]>();
  for (const check of checks) {
    const points = byCode.get(check.unitCodeId);
    if (points) points.push(check);
    else byCode.set(check.unitCodeId, [check]);
  }
  return byCode;
}

/** `count` calendar days from `first` (YYYY-MM-DD), as YYYY-MM-DD. */
function calendarDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

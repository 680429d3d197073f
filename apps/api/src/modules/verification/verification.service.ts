import {
  fakeReportSchema,
  formatUnitCode,
  hasValidCheckCharacter,
  isWellFormedUnitCode,
  normaliseUnitCode,
  RECALL_ADVICE,
} from '@kasuwa/domain';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badInput, DomainError, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { listWindow } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import {
  counterPrefix,
  overLimit,
  pointAgainst,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit';
import { VERIFY_LIMITS, type Checker } from './verification.limits';
import { placeNear, roundCoordinate } from './verification-place';
import { recallMail } from './recall-mail';
import { VerificationRepository, type IssuedUnit } from './verification.repository';
import type { VerificationResult } from './verification.table';
import type { Database } from '../../platform/db/client';
import type { Viewer } from '../../platform/viewer';
import type { Recall } from '../batches/batches.service';
import type { MailService } from '../mail/mail.service';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ImageUrlRule } from '../uploads/image-url-rule';

export type VerificationChannel = 'web' | 'api' | 'sms';

/** What a check answers. It is about the one code asked for: nothing in it leads to another code. */
export interface VerificationAnswer {
  result: VerificationResult;
  /** The code as we read it, grouped (`7K3M-Q9XD-4TBR-HW2N`); what was typed when it is not a code. */
  code: string;
  /** Checks of this code so far, this one included (0 for a code we did not issue). */
  verifications: number;
  firstVerifiedAt: Date | null;
  /** The first shared place ("Ikeja, Lagos"), when a shopper shared one. */
  firstVerifiedNear: string | null;
  product: IssuedUnit['product'] | null;
  maker: IssuedUnit['maker'] | null;
  batch: IssuedUnit['batch'] | null;
  retailers: { id: string; name: string; address: string }[];
  /** For RECALLED: what to do, beside the maker's reason (batch.recallReason). */
  recallAdvice: string | null;
}

export interface VerifyRequest {
  code: string;
  checker: Checker;
  channel: VerificationChannel;
  /** Only when the shopper chose to share it. */
  location?: { latitude: number; longitude: number } | null;
  /** To be told if the unit's batch is recalled (web only, optional). */
  email?: string | null;
}

const CODE_INPUT_MAX = 200;
/** Mails written per insert: a recall may reach thousands, and a statement has at most 65,535 parameters. */
const MAILS_PER_STATEMENT = 1000;

/**
 * The shopper's check of a unit code, and reports of fakes. Codes are looked up by their keyed
 * hash only (`hashCode`, HMAC under CODE_HASH_KEY): the plain code is never stored, logged or used
 * as a rate-limit key.
 */
export class VerificationService {
  private readonly repository: VerificationRepository;

  constructor(
    db: Database,
    private readonly deps: {
      rateLimiter: RateLimiter;
      clock: Clock;
      hashCode: (normalisedCode: string) => Buffer;
      imageUrls: ImageUrlRule;
      manufacturers: ManufacturersService;
      mail: Pick<MailService, 'queue'>;
    },
  ) {
    this.repository = new VerificationRepository(db);
  }

  async verify(request: VerifyRequest): Promise<VerificationAnswer> {
    const typed = String(request.code ?? '').slice(0, CODE_INPUT_MAX);
    if (!typed.trim()) throw badInput('Type the code printed on the label', 'code');
    // Before anything is counted: a mistyped email must not spend the label's first check.
    const email = request.email
      ? parseInput(z.object({ email: fakeReportSchema.shape.email }), { email: request.email }).email
      : undefined;
    // Refused before anything is counted, like a mistyped email.
    const location = request.location ? sharedLocation(request.location) : null;
    const normalised = normaliseUnitCode(typed);
    const wellFormed = isWellFormedUnitCode(typed);
    const issuable = wellFormed && hasValidCheckCharacter(typed);
    const limits = this.limitsFor(request.checker);
    const now = Date.now();
    const verifiedAt = this.deps.clock();
    const outcome = await this.repository.check({
      codeHash: issuable ? this.deps.hashCode(normalised) : null,
      misses: counter(limits.misses, limits.key, now),
      checks: counter(limits.checks, limits.key, now),
      // Per code, by the unit's id (the plain code is never a rate-limit key).
      perCode: {
        prefix: counterPrefix(VERIFY_LIMITS.checksPerCode),
        points: VERIFY_LIMITS.checksPerCode.points,
        expire: pointAgainst(VERIFY_LIMITS.checksPerCode, '', now).expire,
      },
      now,
      channel: request.channel,
      verifiedAt,
      location,
      storeMiss: issuable,
    });
    if (outcome.refused) {
      const rule = { misses: limits.misses, checks: limits.checks, perCode: VERIFY_LIMITS.checksPerCode }[
        outcome.refused
      ];
      throw overLimit(rule, outcome.count, now);
    }
    if (!outcome.unit) {
      return issuable
        ? unknownAnswer('NOT_FOUND', formatUnitCode(normalised))
        : unknownAnswer('MISTYPED', wellFormed ? formatUnitCode(normalised) : typed.trim());
    }
    const { unit } = outcome;
    if (email) await this.repository.subscribeToRecall(unit.batch.id, email, verifiedAt);

    return {
      result: outcome.result,
      code: formatUnitCode(normalised),
      verifications: outcome.count,
      firstVerifiedAt: outcome.firstVerifiedAt,
      firstVerifiedNear: outcome.firstPlace,
      product: unit.product,
      maker: unit.maker,
      batch: unit.batch,
      retailers: unit.retailers,
      recallAdvice: unit.batch.recalledAt ? RECALL_ADVICE : null,
    };
  }

  /** A shopper's report of a suspected fake, kept for the maker. */
  async reportFake(
    input: unknown,
    from: { address: string; baseUrl: string },
  ): Promise<{ id: string; createdAt: Date }> {
    await this.deps.rateLimiter.consume(VERIFY_LIMITS.reportsPerAddress, from.address);
    const report = parseInput(fakeReportSchema, input);
    if (!isId(report.manufacturerId) || !(await this.repository.manufacturerExists(report.manufacturerId))) {
      throw notFound('We could not find this brand.');
    }
    let productId: string | null = null;
    if (report.productId) {
      const product = isId(report.productId) ? await this.repository.productOf(report.productId) : null;
      if (!product || product.manufacturerId !== report.manufacturerId)
        throw notFound('We could not find this product.');
      productId = product.id;
    }
    if (report.storeId) {
      const ours = isId(report.storeId) && (await this.repository.isMakersStore(report.manufacturerId, report.storeId));
      if (!ours)
        throw new DomainError('BAD_USER_INPUT', "Choose one of the brand's shops, or type the address", 'storeId');
    }
    const photoUrl = this.deps.imageUrls.toStored(report.photoUrl, 'photoUrl', from.baseUrl);
    return this.repository.insertReport({
      manufacturerId: report.manufacturerId,
      productId,
      code: report.code ?? null,
      photoUrl,
      storeId: report.storeId ?? null,
      boughtAtAddress: report.boughtAtAddress ?? null,
      note: report.note,
      email: report.email ?? null,
      createdAt: this.deps.clock(),
    });
  }

  /**
   * Inside the recall's transaction: one mail to each shopper who verified a unit of the batch and
   * left an email, queued with the recall (sent once it commits); each is marked told, once.
   */
  async tellRecallSubscribers(tx: Database, recall: Recall): Promise<number> {
    const emails = await new VerificationRepository(tx).claimRecallSubscribers(recall.batch.id, this.deps.clock());
    const site = recall.siteUrl.replace(/\/+$/, '');
    const notice = {
      productName: recall.product.name,
      brandName: recall.maker.brandStoreName,
      batchNumber: recall.batch.number,
      reason: recall.batch.recallReason,
      productUrl: `${site}/product/${recall.product.id}`,
      brandUrl: `${site}/${recall.maker.slug}`,
    };
    for (let i = 0; i < emails.length; i += MAILS_PER_STATEMENT) {
      await this.deps.mail.queue(
        emails.slice(i, i + MAILS_PER_STATEMENT).map((email) => recallMail(email, notice)),
        tx,
      );
    }
    return emails.length;
  }

  /** The reports about one of the viewer's brands, newest first. */
  async reportsOf(viewer: Viewer | null, manufacturerId: unknown, take?: number | null, skip?: number | null) {
    const maker = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    return this.repository.reportsOf(maker.id, listWindow(take, skip));
  }

  private limitsFor(checker: Checker) {
    return 'phone' in checker
      ? { key: checker.phone, checks: VERIFY_LIMITS.checksPerPhone, misses: VERIFY_LIMITS.missesPerPhone }
      : { key: checker.address, checks: VERIFY_LIMITS.checksPerAddress, misses: VERIFY_LIMITS.missesPerAddress };
  }
}

/** Recalled and expired say so whatever else is true; otherwise the first check is the genuine one. */
export function resultOf(
  batch: Pick<IssuedUnit['batch'], 'recalledAt' | 'expiryDate'>,
  previousChecks: number,
  now: Date,
): VerificationResult {
  if (batch.recalledAt) return 'RECALLED';
  if (batch.expiryDate.getTime() <= now.getTime()) return 'EXPIRED';
  return previousChecks === 0 ? 'GENUINE' : 'ALREADY_VERIFIED';
}

/** A rule's counter for the check's statement; an exempt key (this machine's own address) is not counted. */
function counter(rule: RateLimitRule, key: string, now: number) {
  const point = pointAgainst(rule, key, now);
  return {
    key: rule.exempt?.(key) ? null : point.key,
    points: rule.points,
    expire: point.expire,
    blockUntil: point.blockUntil,
  };
}

function unknownAnswer(result: 'MISTYPED' | 'NOT_FOUND', code: string): VerificationAnswer {
  return {
    result,
    code: code.slice(0, 64),
    verifications: 0,
    firstVerifiedAt: null,
    firstVerifiedNear: null,
    product: null,
    maker: null,
    batch: null,
    retailers: [],
    recallAdvice: null,
  };
}

function sharedLocation(location: { latitude: number; longitude: number }) {
  const { latitude, longitude } = location;
  const valid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!valid) throw badInput('The location is not a place on Earth', 'location');
  return {
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
    place: placeNear(latitude, longitude),
  };
}

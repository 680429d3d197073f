import { createHmac, randomUUID } from 'node:crypto';
import { createUnitCode } from '@kasuwa/domain';
import type { batchSupplies, codeGenerationJobs, unitCodes } from '../modules/batches/batches.table';
import { resultOf } from '../modules/verification/verification.service';
import type { codeVerifications } from '../modules/verification/verification.table';
import { placeNear, roundCoordinate } from '../modules/verification/verification-place';

/**
 * Unit codes for trying /verify right after `npm start`: a few codes on two of the demo login's
 * products, stored like real ones (only their hash under this install's CODE_HASH_KEY), whose
 * plain text is public (README.md lists them). The plain codes come from DEMO_CODE_SEED, not from
 * a random source, so they are the same in every demo database. Demo data only: anyone who reads
 * the README knows them.
 */
export const DEMO_CODE_SEED = 'kasuwa demo unit codes';

export const DEMO_VERIFICATION = {
  brandStoreName: 'Alafia Pharmaceuticals',
  /** Codes 1 to 4 answer Genuine (once each); code 5 was already checked DEMO_COPIED_CHECKS times. */
  genuine: {
    productName: 'Paracetamol 500mg Tablets (96)',
    codes: 5,
    suppliedTo: ['Yaba Community Pharmacy', 'Victoria Island MedExpress'],
  },
  recalled: {
    productName: 'Honey & Lemon Cough Syrup 100ml',
    codes: 2,
    suppliedTo: ['Garden City Pharmacy'],
    recalledAt: new Date('2026-11-02T09:00:00Z'),
    reason: 'Some bottles of this batch have a faulty seal: the syrup may have spoiled.',
  },
  /** When the codes were made (their download window closed long ago: sealed seed erased). */
  generatedAt: new Date('2026-09-15T08:00:00Z'),
  /** The earlier checks of the copied code: far apart, as a copied label travels. */
  copiedChecks: [
    { at: new Date('2026-10-03T10:15:00Z'), latitude: 6.6018, longitude: 3.3515 }, // Ikeja, Lagos
    { at: new Date('2026-10-19T16:40:00Z'), latitude: null, longitude: null },
    { at: new Date('2026-11-08T12:05:00Z'), latitude: 12.0022, longitude: 8.592 }, // Kano
  ],
} as const;

/** The plain code of `serial` among a demo product's codes (a domain code: its check character holds). */
export function demoUnitCode(productName: string, serial: number): string {
  let draw = 0;
  return createUnitCode((size) => {
    const bytes = createHmac('sha256', DEMO_CODE_SEED).update(`${productName}:${serial}:${draw++}`).digest();
    return new Uint8Array(bytes.subarray(0, Math.min(size, bytes.length)));
  });
}

const serials = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The demo's plain codes by what checking them first answers. */
export function demoCodes(): { genuine: string[]; copied: string; recalled: string[] } {
  const { genuine, recalled } = DEMO_VERIFICATION;
  const genuineCodes = serials(genuine.codes).map((serial) => demoUnitCode(genuine.productName, serial));
  const copied = genuineCodes.pop();
  if (!copied) throw new Error('The demo needs a copied code');
  return {
    genuine: genuineCodes,
    copied,
    recalled: serials(recalled.codes).map((serial) => demoUnitCode(recalled.productName, serial)),
  };
}

interface DemoVerificationRows {
  jobs: (typeof codeGenerationJobs.$inferInsert)[];
  codes: (typeof unitCodes.$inferInsert)[];
  supplies: (typeof batchSupplies.$inferInsert)[];
  checks: (typeof codeVerifications.$inferInsert)[];
  recall: { batchId: string; recalledAt: Date; recallReason: string };
}

/**
 * The rows of the demo's codes: one finished generation run per batch, the codes' hashes, where
 * the batches went, the copied code's earlier checks, and the recall.
 */
export function demoVerificationRows(deps: {
  /** The id of a demo product's first batch, by product name (of DEMO_VERIFICATION's store). */
  batchIdOf: (productName: string) => string;
  /** The id of one of the store's retailers, by name. */
  storeIdOf: (retailerName: string) => string;
  hashCode: (code: string) => Buffer;
  /** The batch's expiry date, for the results of the earlier checks. */
  expiryOf: (batchId: string) => Date;
}): DemoVerificationRows {
  const { genuine, recalled, generatedAt, copiedChecks } = DEMO_VERIFICATION;
  const rows: Omit<DemoVerificationRows, 'recall'> = { jobs: [], codes: [], supplies: [], checks: [] };
  for (const { productName, codes: count, suppliedTo } of [genuine, recalled]) {
    const batchId = deps.batchIdOf(productName);
    rows.jobs.push({
      batchId,
      requested: count,
      done: count,
      firstSerial: 1,
      status: 'done',
      sealedSeed: null,
      downloadUntil: generatedAt,
      createdAt: generatedAt,
      finishedAt: generatedAt,
    });
    for (const serial of serials(count)) {
      rows.codes.push({
        id: randomUUID(),
        batchId,
        serial,
        codeHash: deps.hashCode(demoUnitCode(productName, serial)),
      });
    }
    for (const name of suppliedTo) {
      rows.supplies.push({ batchId, storeId: deps.storeIdOf(name), units: 120, suppliedOn: '2026-09-20' });
    }
  }

  const copiedBatchId = deps.batchIdOf(genuine.productName);
  const copiedHash = deps.hashCode(demoCodes().copied);
  const copied = rows.codes.find((code) => code.codeHash.equals(copiedHash));
  if (!copied?.id) throw new Error('The copied demo code has no id');
  copiedChecks.forEach((check, before) => {
    const placed = check.latitude !== null && check.longitude !== null;
    const place = placed ? placeNear(check.latitude, check.longitude) : null;
    // The unit's own count, first time and first shared place, as a check keeps them.
    copied.verifications = before + 1;
    copied.firstVerifiedAt ??= check.at;
    copied.firstPlace ??= place;
    rows.checks.push({
      unitCodeId: copied.id,
      batchId: copiedBatchId,
      result: resultOf({ recalledAt: null, expiryDate: deps.expiryOf(copiedBatchId) }, before, check.at),
      channel: 'web',
      verifiedAt: check.at,
      latitude: placed ? roundCoordinate(check.latitude) : null,
      longitude: placed ? roundCoordinate(check.longitude) : null,
      place,
    });
  });

  return {
    ...rows,
    recall: {
      batchId: deps.batchIdOf(recalled.productName),
      recalledAt: recalled.recalledAt,
      recallReason: recalled.reason,
    },
  };
}

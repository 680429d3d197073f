import { z } from 'zod';
import { UNIT_CODES_PER_REQUEST_MAX } from './unit-code';
import { dayInLagos, refineProductionDates, requiredDate, requiredInt, requiredText } from './validation';

/** A batch number as printed on the pack: "7", "B-2026-014", "LOT 33/A". */
export const BATCH_NUMBER_MAX_LENGTH = 40;
const BATCH_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/;
/** The most units one batch may count (and so the most codes it may have). */
export const BATCH_QUANTITY_MAX = 10_000_000;
/** How long the plain codes of a generation can be downloaded, from when it finishes. */
export const UNIT_CODES_DOWNLOAD_DAYS = 7;

/** A batch as the manufacturer adds or edits it (the API and the dashboard form parse with this). */
export const batchSchema = z
  .object({
    number: requiredText('Batch number is required', BATCH_NUMBER_MAX_LENGTH).pipe(
      z.string().regex(BATCH_NUMBER_PATTERN, 'Use letters, digits, spaces and . / _ - only'),
    ),
    manufactureDate: requiredDate('Manufacture date'),
    expiryDate: requiredDate('Expiry date'),
    quantity: requiredInt('Batch quantity', 1).pipe(
      z
        .number()
        .max(BATCH_QUANTITY_MAX, `Batch quantity must be at most ${BATCH_QUANTITY_MAX.toLocaleString('en-NG')}`),
    ),
  })
  .superRefine((value, ctx) => refineProductionDates(value, ctx));
export type BatchValues = z.output<typeof batchSchema>;

/** How many more codes a batch may get: its quantity less the codes made or being made. */
export function unitCodesAvailable(batchQuantity: number, codesRequested: number): number {
  return Math.max(0, batchQuantity - codesRequested);
}

/** The number of codes asked for, checked against what the batch still allows (`available`). */
export function unitCodeCountSchema(available: number) {
  return requiredInt('Number of codes', 1).pipe(
    z
      .number()
      .max(
        UNIT_CODES_PER_REQUEST_MAX,
        `At most ${UNIT_CODES_PER_REQUEST_MAX.toLocaleString('en-NG')} codes per request`,
      )
      .refine((n) => n <= available, {
        message:
          available === 0
            ? 'Every unit of this batch already has a code'
            : `This batch has room for ${available.toLocaleString('en-NG')} more codes`,
      }),
  );
}

export const CODES_STILL_BEING_MADE =
  'The last codes are still being made: download them (CSV or PDF) once they are ready, then generate more.';
export const DOWNLOAD_LAST_RUN_FIRST =
  'Download the codes of the last run (CSV or PDF) first: each file can be downloaded only once.';

/** A batch's latest code run, as far as asking for another goes. */
export interface LatestCodeRun {
  status: 'queued' | 'running' | 'done' | 'failed';
  csvDownloadedAt: Date | null;
  pdfDownloadedAt: Date | null;
  downloadUntil: Date;
}

/**
 * Why the batch cannot have another code run yet, or null. Only the latest run can be downloaded,
 * so a new one waits until the last one's codes were taken (in either format); a failed run, or
 * one whose download window has closed, has nothing left to lose.
 */
export function newCodeRunRefusal(latest: LatestCodeRun | null, now: Date): string | null {
  if (!latest || latest.status === 'failed') return null;
  if (latest.status !== 'done') return CODES_STILL_BEING_MADE;
  if (latest.csvDownloadedAt || latest.pdfDownloadedAt || latest.downloadUntil < now) return null;
  return DOWNLOAD_LAST_RUN_FIRST;
}

/** Midnight in Nigeria (WAT, UTC+1 all year) starting the day of `date`. */
export function startOfDayInLagos(date: Date): Date {
  return new Date(`${dayInLagos(date)}T00:00:00+01:00`);
}

/**
 * Why a business cannot have `adding` more codes today, or null: it has asked for `asked` since
 * midnight in Nigeria (failed runs not counted) and may ask for `limit` a day.
 */
export function unitCodesDailyQuotaRefusal(asked: number, adding: number, limit: number): string | null {
  if (asked + adding <= limit) return null;
  const n = (v: number) => v.toLocaleString('en-NG');
  return asked >= limit
    ? `This business has asked for ${n(asked)} codes today, the most it can ask for in a day. Try again tomorrow.`
    : `This business has asked for ${n(asked)} codes today and can ask for ${n(limit)} a day: ask for at most ${n(limit - asked)} more today.`;
}

export const CHOOSE_A_RETAILER = 'Choose one of your retailers';
export const SUPPLY_DATE_IN_FUTURE = 'Supply date cannot be in the future';
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Supply date cannot be before the batch was made (1 Feb 2026)" for the day "2026-02-01". */
export const supplyBeforeManufacture = (manufactureDay: string) =>
  `Supply date cannot be before the batch was made (${LONG_DAY.format(new Date(`${manufactureDay}T00:00:00Z`))})`;

/** "This batch has 40 units not yet supplied." (or none left), for a supply that would pass its quantity. */
export function unitsLeftMessage(left: number): string {
  return left === 0
    ? 'Every unit of this batch is already supplied. Record this supply without a number of units, or change an earlier one.'
    : `This batch has ${left.toLocaleString('en-NG')} ${left === 1 ? 'unit' : 'units'} not yet supplied.`;
}

/** The units of a batch not yet counted in its supplies. */
export const unitsNotSupplied = (batch: { quantity: number; unitsSupplied: number }) =>
  Math.max(0, batch.quantity - batch.unitsSupplied);

/**
 * A supply of a batch to one of the maker's retailers (the API and the dashboard form parse with
 * this): the retailer, the units (none: not counted; at most those not yet supplied) and the day,
 * from the batch's manufacture day to today. `suppliedOn` comes out as the day in Nigeria, YYYY-MM-DD.
 */
export function batchSupplySchema(
  batch: { manufactureDate: Date | string; quantity: number; unitsSupplied: number },
  now: Date,
) {
  const manufactureDay = dayInLagos(new Date(batch.manufactureDate));
  const left = unitsNotSupplied(batch);
  return z.object({
    storeId: requiredText(CHOOSE_A_RETAILER, 64),
    units: z.preprocess(
      (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      requiredInt('Units', 1)
        .pipe(z.number().max(left, unitsLeftMessage(left)))
        .optional(),
    ),
    suppliedOn: requiredDate('Supply date')
      .transform(dayInLagos)
      .refine((day) => day <= dayInLagos(now), SUPPLY_DATE_IN_FUTURE)
      .refine((day) => day >= manufactureDay, supplyBeforeManufacture(manufactureDay)),
  });
}
export type BatchSupplyValues = z.output<ReturnType<typeof batchSupplySchema>>;

/** A recall's reason, as shoppers read it on the product page, in the answer and in the mail. */
export const RECALL_REASON_MIN_LENGTH = 5;
export const RECALL_REASON_MAX_LENGTH = 500;
export const RECALL_REASON_TOO_SHORT = `Tell shoppers why this batch is recalled (at least ${RECALL_REASON_MIN_LENGTH} characters).`;
export const RECALL_REASON_TOO_LONG = `Keep the reason to at most ${RECALL_REASON_MAX_LENGTH} characters.`;
export const BATCH_ALREADY_RECALLED = 'This batch is already recalled.';
/** Refused for a recalled batch's edits and new codes (its supplies can still be recorded). */
export const BATCH_RECALLED_NO_CHANGES = 'This batch is recalled: it can no longer be changed.';

export const recallSchema = z.object({
  reason: z
    .string({ error: RECALL_REASON_TOO_SHORT })
    .trim()
    .min(RECALL_REASON_MIN_LENGTH, RECALL_REASON_TOO_SHORT)
    .max(RECALL_REASON_MAX_LENGTH, RECALL_REASON_TOO_LONG),
});
export type RecallValues = z.output<typeof recallSchema>;

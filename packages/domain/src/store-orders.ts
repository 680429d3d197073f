import { z } from 'zod';
import { parseNairaToKobo } from './naira-input';
import { requiredText } from './validation';

/**
 * What a store decides about its orders, with the messages the dashboard and the API both show:
 * its delivery fee and why it cancels an order.
 */

export const CANCEL_REASON_MAX_LENGTH = 500;

export const cancelSchema = z.object({
  reason: requiredText('Say why the order is cancelled', CANCEL_REASON_MAX_LENGTH),
});

function toKobo(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  return parseNairaToKobo(value) ?? Number.NaN;
}

/** The fee and the free-delivery threshold as typed in naira ("1,500"), in kobo; an empty threshold: never free. */
export const deliverySettingsSchema = z
  .object({
    fee: z.preprocess(
      toKobo,
      z.number({ error: 'Enter the delivery fee in naira, e.g. 1500' }).max(100_000_000, 'That fee is too large'),
    ),
    freeAbove: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? null : toKobo(value)),
      z
        .number({ error: 'Enter the free-delivery amount in naira, e.g. 20000' })
        .max(10_000_000_000, 'That amount is too large')
        .nullable(),
    ),
  })
  .transform(({ fee, freeAbove }) => ({ feeKobo: fee, freeAboveKobo: freeAbove }));

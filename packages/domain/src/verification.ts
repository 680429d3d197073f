import { z } from 'zod';
import { emailSchema } from './validation';

/** What a shopper holding a recalled unit should do (with the maker's reason beside it). */
export const RECALL_ADVICE =
  'Stop using this product. Return it to the shop where you bought it, or contact the maker, and keep the receipt.';

export const FAKE_REPORT_NOTE_MAX = 1000;
export const FAKE_REPORT_ADDRESS_MAX = 300;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/**
 * A report of a suspected fake: which maker's product, a photo, where it was bought (one of the
 * maker's retailers, or an address), a note and, if the shopper wants a reply, an email. The form
 * and the API read the same messages from here.
 */
export const fakeReportSchema = z
  .object({
    manufacturerId: z.string({ error: 'Choose the brand on the label' }).trim().min(1, 'Choose the brand on the label'),
    productId: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
    code: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(64).optional()),
    photoUrl: z.string({ error: 'Add a photo of the product' }).trim().min(1, 'Add a photo of the product'),
    storeId: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
    boughtAtAddress: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .string()
        .trim()
        .max(FAKE_REPORT_ADDRESS_MAX, `Must be at most ${FAKE_REPORT_ADDRESS_MAX} characters`)
        .optional(),
    ),
    note: z.preprocess(
      (v) => (blank(v) ? '' : v),
      z.string().trim().max(FAKE_REPORT_NOTE_MAX, `Must be at most ${FAKE_REPORT_NOTE_MAX} characters`),
    ),
    email: z.preprocess((v) => (blank(v) ? undefined : v), emailSchema.optional()),
  })
  .refine((r) => r.storeId !== undefined || r.boughtAtAddress !== undefined, {
    message: 'Say where you bought it: choose the shop or type its address',
    path: ['boughtAtAddress'],
  });
export type FakeReportInput = z.input<typeof fakeReportSchema>;

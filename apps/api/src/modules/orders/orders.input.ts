import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  deliveryAddressTextSchema,
  NIGERIAN_PHONE_MESSAGE,
  nigerianPhoneToE164,
  orderNoteSchema,
  parseNairaToKobo,
  recipientNameSchema,
} from '@kasuwa/domain';
import { z } from 'zod';
import { PAYMENT_METHODS } from './orders.table';

// The store's own rules (delivery fee, cancel reason) are shared with the dashboard's forms.
export { CANCEL_REASON_MAX_LENGTH, cancelSchema, deliverySettingsSchema } from '@kasuwa/domain';

/** The most distinct products one checkout (and so one order) may hold. */
export const ORDER_LINES_MAX = CART_LINES_MAX;
/** The most of one product one line may ask for. */
export const LINE_QUANTITY_MAX = CART_QUANTITY_MAX;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Nigerian phone number as people write it, stored in E.164 (orders and saved addresses). */
export const nigerianPhoneSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (nigerianPhoneToE164(value) ?? value) : value),
  z.string({ error: 'Enter a phone number' }).regex(/^\+234\d{10}$/, NIGERIAN_PHONE_MESSAGE),
);

export { deliveryAddressTextSchema, nigerianPhoneToE164, recipientNameSchema };

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

const productId = z.string({ error: 'Choose a product' }).regex(UUID, 'That product does not exist');

export const cartLineSchema = z.object({ productId, quantity: wholeNumber('Quantity', 1, LINE_QUANTITY_MAX) });

/** Cart lines as any client sends them: each product at most once (repeats are added together). */
export const cartLinesSchema = z
  .array(cartLineSchema, {
    error: 'Add at least one product',
  })
  .max(ORDER_LINES_MAX, `At most ${ORDER_LINES_MAX} different products at once`)
  .transform(mergeRepeats);

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .number({ error: `${label} must be a number` })
      .min(-limit)
      .max(limit, `${label} is out of range`)
      .optional(),
  );

export const placeOrderSchema = z.object({
  idempotencyKey: z
    .string({ error: 'An idempotency key is required' })
    .regex(IDEMPOTENCY_KEY, 'The idempotency key must be 8 to 100 letters, digits, - or _'),
  lines: cartLinesSchema.refine((lines) => lines.length > 0, 'Add at least one product'),
  address: z.object(
    {
      fullAddress: deliveryAddressTextSchema,
      latitude: coordinate('Latitude', 90),
      longitude: coordinate('Longitude', 180),
    },
    { error: 'Enter the delivery address' },
  ),
  recipientName: recipientNameSchema,
  phone: nigerianPhoneSchema,
  note: orderNoteSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }),
  /** The total the shopper was shown, naira on the wire, kobo once parsed; absent: no check. */
  expectedTotal: z.preprocess(
    (value) =>
      value === null || value === undefined || value === ''
        ? undefined
        : typeof value === 'string' || typeof value === 'number'
          ? (parseNairaToKobo(value) ?? Number.NaN)
          : value,
    z.number({ error: 'The expected total must be an amount in naira, e.g. 5250' }).optional(),
  ),
});

export type PlaceOrderValues = z.output<typeof placeOrderSchema>;
export const checkoutKeySchema = placeOrderSchema.pick({ idempotencyKey: true });
export type CartLineInput = z.output<typeof cartLinesSchema>[number];

function mergeRepeats(lines: { productId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const { productId: id, quantity } of lines) {
    const key = id.toLowerCase();
    merged.set(key, Math.min((merged.get(key) ?? 0) + quantity, LINE_QUANTITY_MAX));
  }
  return [...merged].map(([id, quantity]) => ({ productId: id, quantity }));
}

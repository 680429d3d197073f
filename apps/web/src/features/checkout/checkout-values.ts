import {
  DELIVERY_ADDRESS_MAX_LENGTH,
  DELIVERY_ADDRESS_REQUIRED,
  deliveryAddressTextSchema,
  orderNoteSchema,
  recipientNameSchema,
  requiredText,
} from '@kasuwa/domain';
import { z } from 'zod';

export const NEW_ADDRESS = 'new';
export const PAYMENT_METHODS = ['PAY_ON_DELIVERY', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const coordinate = z.number().nullable();

/**
 * The checkout form: a saved address or a new one (its text, and a map pin when placed), who
 * receives it, a note, and how to pay. The phone's format is the server's to judge (it knows every
 * Nigerian numbering plan); its answer lands next to the field.
 */
export const checkoutSchema = z
  .object({
    addressId: z.string(),
    fullAddress: z
      .string()
      .max(DELIVERY_ADDRESS_MAX_LENGTH, `Must be at most ${DELIVERY_ADDRESS_MAX_LENGTH} characters`),
    latitude: coordinate,
    longitude: coordinate,
    saveAddress: z.boolean(),
    recipientName: recipientNameSchema,
    phone: requiredText('Enter a phone number', 30),
    note: orderNoteSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }),
  })
  .refine(
    (values) => values.addressId !== NEW_ADDRESS || deliveryAddressTextSchema.safeParse(values.fullAddress).success,
    {
      message: DELIVERY_ADDRESS_REQUIRED,
      path: ['fullAddress'],
      // Judged with the other fields, not only once they are all right: every error shows at once.
      when: ({ value }) => typeof (value as { fullAddress?: unknown } | undefined)?.fullAddress === 'string',
    },
  );

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
export type CheckoutField = keyof CheckoutInput;

/** Which form field a server refusal is about (`extensions.field`); null for the form as a whole. */
export function checkoutFieldOf(serverField: string | undefined): CheckoutField | null {
  switch (serverField) {
    case 'recipientName':
    case 'phone':
    case 'note':
    case 'paymentMethod':
    case 'addressId':
      return serverField;
    case 'address':
    case 'address.fullAddress':
    case 'fullAddress':
      return 'fullAddress';
    default:
      return null;
  }
}

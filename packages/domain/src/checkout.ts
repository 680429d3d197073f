import { z } from 'zod';
import { requiredText } from './validation';

/** The delivery details of a checkout, with the messages the checkout form and the API both give. */
export const RECIPIENT_NAME_MAX_LENGTH = 100;
export const DELIVERY_ADDRESS_MAX_LENGTH = 300;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const NIGERIAN_PHONE_MESSAGE = 'Enter a Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567';

/** A stored E.164 number as Nigerians read it: +2348031234567 -> +234 803 123 4567 (anything else as it is). */
export function formatNigerianPhone(e164: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+234 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

export const recipientNameSchema = requiredText(
  'Enter the name of the person receiving the order',
  RECIPIENT_NAME_MAX_LENGTH,
);
export const DELIVERY_ADDRESS_REQUIRED = 'Enter the delivery address';
export const deliveryAddressTextSchema = requiredText(DELIVERY_ADDRESS_REQUIRED, DELIVERY_ADDRESS_MAX_LENGTH);

/** Optional; blank or null counts as none. */
export const orderNoteSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX_LENGTH, `The note can be at most ${ORDER_NOTE_MAX_LENGTH} characters`)
    .optional(),
);

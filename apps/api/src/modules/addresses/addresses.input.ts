import { addressLabelSchema } from '@kasuwa/domain';
import { z } from 'zod';
import { deliveryAddressTextSchema, nigerianPhoneSchema, recipientNameSchema } from '../orders/orders.input';

/** Nigeria's bounding box, a little wider than its borders: a pin outside it is not a delivery address here. */
export const NIGERIA_BOUNDS = { south: 4.0, north: 14.0, west: 2.6, east: 14.7 } as const;

export function isInNigeria(latitude: number, longitude: number): boolean {
  const { south, north, west, east } = NIGERIA_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

const OUTSIDE_NIGERIA = 'The pin must be in Nigeria; move it onto the delivery address';

const coordinate = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .number({ error: `${label} must be a number` })
      .min(min, OUTSIDE_NIGERIA)
      .max(max, OUTSIDE_NIGERIA)
      .optional(),
  );

export const saveAddressSchema = z
  .object({
    label: addressLabelSchema,
    recipientName: recipientNameSchema,
    phone: nigerianPhoneSchema,
    fullAddress: deliveryAddressTextSchema,
    latitude: coordinate('Latitude', NIGERIA_BOUNDS.south, NIGERIA_BOUNDS.north),
    longitude: coordinate('Longitude', NIGERIA_BOUNDS.west, NIGERIA_BOUNDS.east),
    isDefault: z.boolean().nullish(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'Give both latitude and longitude from the map pin, or neither to place the address from its text',
    path: ['latitude'],
  });

export type SaveAddressValues = z.output<typeof saveAddressSchema>;

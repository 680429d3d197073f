import {
  addressLabelSchema,
  deliveryAddressTextSchema,
  formatNigerianPhone,
  recipientNameSchema,
  requiredText,
} from '@kasuwa/domain';
import { z } from 'zod';
import type { SavedAddress } from './api/get-my-addresses';
import type { SaveAddressInput } from './api/save-address';

/**
 * What the address form checks before sending, with the API's own messages. Whether the phone
 * number is a Nigerian one is the server's to judge (libphonenumber's numbering plan is not worth
 * shipping to every phone): its refusal appears under the field.
 */
export const addressFormSchema = z.object({
  label: addressLabelSchema,
  recipientName: recipientNameSchema,
  phone: requiredText('Enter a phone number', 40),
  fullAddress: deliveryAddressTextSchema,
  isDefault: z.boolean(),
});

/** What the form holds, as the shopper entered it. */
export interface AddressFormValues {
  label: string;
  recipientName: string;
  phone: string;
  fullAddress: string;
  isDefault: boolean;
}
export type CheckedAddress = z.output<typeof addressFormSchema>;

export const ADDRESS_FIELDS = ['label', 'recipientName', 'phone', 'fullAddress'] as const;

/** The form's starting values: empty for a new address, the saved ones (phone as people read it) to edit. */
export function addressFormDefaults(address: SavedAddress | null): AddressFormValues {
  return {
    label: address?.label ?? '',
    recipientName: address?.recipientName ?? '',
    phone: address ? formatNigerianPhone(address.phone) : '',
    fullAddress: address?.fullAddress ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * The mutation's input. An edit that keeps the address text keeps its place on the map; a new
 * or changed text is placed by the server.
 */
export function toSaveAddressInput(values: CheckedAddress, editing: SavedAddress | null): SaveAddressInput {
  const keepsPlace = editing !== null && editing.fullAddress === values.fullAddress;
  return {
    ...(editing ? { id: editing.id } : {}),
    label: values.label,
    recipientName: values.recipientName,
    phone: values.phone,
    fullAddress: values.fullAddress,
    latitude: keepsPlace ? editing.latitude : null,
    longitude: keepsPlace ? editing.longitude : null,
    isDefault: values.isDefault,
  };
}

import { describe, expect, it } from 'vitest';
import { checkoutFieldOf, checkoutSchema, NEW_ADDRESS, type CheckoutInput } from './checkout-values';

const valid: CheckoutInput = {
  addressId: NEW_ADDRESS,
  fullAddress: '12 Allen Avenue, Ikeja, Lagos',
  latitude: null,
  longitude: null,
  saveAddress: false,
  recipientName: 'Ngozi Okafor',
  phone: '0803 123 4567',
  note: '',
  paymentMethod: 'PAY_ON_DELIVERY',
};

const messages = (input: CheckoutInput) => {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkoutSchema', () => {
  it('accepts a complete checkout', () => {
    expect(messages(valid)).toEqual({});
  });

  it('names each missing field with the messages the API gives', () => {
    expect(messages({ ...valid, fullAddress: ' ', recipientName: '', phone: '' })).toEqual({
      fullAddress: 'Enter the delivery address',
      recipientName: 'Enter the name of the person receiving the order',
      phone: 'Enter a phone number',
    });
    expect(messages({ ...valid, note: 'x'.repeat(501) })).toEqual({ note: 'The note can be at most 500 characters' });
  });

  it('needs no address text when a saved address is chosen', () => {
    expect(messages({ ...valid, addressId: 'a-saved-id', fullAddress: '' })).toEqual({});
  });
});

describe('checkoutFieldOf', () => {
  it('puts the server’s refusals next to the field they concern', () => {
    expect(checkoutFieldOf('phone')).toBe('phone');
    expect(checkoutFieldOf('address.fullAddress')).toBe('fullAddress');
    expect(checkoutFieldOf('lines')).toBeNull();
    expect(checkoutFieldOf(undefined)).toBeNull();
  });
});

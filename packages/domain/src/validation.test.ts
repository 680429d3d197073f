import { describe, expect, it } from 'vitest';
import { batchSchema } from './batches';
import {
  contactForPeople,
  contactHref,
  createProductSchema,
  dayInLagos,
  EXPIRY_AFTER_MANUFACTURE,
  MANUFACTURE_DATE_IN_FUTURE,
  productionDateIssues,
  RETAIL_PRICE_ABOVE_ZERO,
  RETAILER_CONTACT_MESSAGE,
  retailerSchema,
  signupSchema,
} from './validation';

const messages = (input: object) => {
  const result = signupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('signupSchema', () => {
  it('reports a confirmation mismatch together with the other problems', () => {
    expect(messages({ email: '', name: '', password: 'Secret@123', confirmPassword: 'Other@1234' })).toEqual([
      'email: Email is required',
      'name: Name is required',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('asks for the confirmation before comparing', () => {
    expect(messages({ email: 'a@b.co', name: 'A', password: 'Secret@123', confirmPassword: '' })).toEqual([
      'confirmPassword: Please confirm your password',
    ]);
  });

  it('accepts a matching pair', () => {
    expect(messages({ email: 'a@b.co', name: 'A', password: 'Secret@123', confirmPassword: 'Secret@123' })).toEqual([]);
  });
});

describe('createProductSchema numbers and dates', () => {
  const valid = {
    name: 'Soap',
    description: 'A bar of black soap.',
    imageUrl: '/uploads/images/x.webp',
    retailPrice: '500',
    quantity: '3',
    batchNumber: '7',
    manufactureDate: '2026-01-01',
    expiryDate: '2027-01-01',
  };
  const issue = (input: object) => {
    const result = createProductSchema.safeParse({ ...valid, ...input });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('takes plain decimals only', () => {
    expect(issue({})).toBeNull();
    expect(issue({ batchNumber: '0x10' })).toBe('Batch number must be a number');
    expect(issue({ quantity: '1e3' })).toBe('Quantity must be a number');
  });

  it('says a date that is not one is invalid, not missing, and keeps years sensible', () => {
    expect(issue({ expiryDate: 'garbage' })).toBe('Expiry date must be a valid date');
    expect(issue({ manufactureDate: '-271821-04-20T00:00:00.000Z' })).toBe('Manufacture date must be a valid date');
    expect(issue({ expiryDate: '+275760-09-13T00:00:00.000Z' })).toBe('Expiry date must be a valid date');
    expect(issue({ expiryDate: '' })).toBe('Expiry date is required');
  });
});

describe('price and production dates', () => {
  const valid = {
    name: 'Soap',
    description: 'A bar of black soap.',
    imageUrl: '/uploads/images/x.webp',
    retailPrice: '500',
    quantity: '3',
    batchNumber: '7',
    manufactureDate: '2026-01-01',
    expiryDate: '2027-01-01',
  };
  const issues = (input: object) => {
    const result = createProductSchema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const today = dayInLagos(new Date());
  const tomorrow = dayInLagos(new Date(Date.now() + 24 * 60 * 60 * 1000));

  it('wants a price above ₦0', () => {
    expect(issues({ retailPrice: '0' })).toEqual([`retailPrice: ${RETAIL_PRICE_ABOVE_ZERO}`]);
    expect(issues({ retailPrice: 0 })).toEqual([`retailPrice: ${RETAIL_PRICE_ABOVE_ZERO}`]);
    expect(issues({ retailPrice: '0.00' })).toEqual([`retailPrice: ${RETAIL_PRICE_ABOVE_ZERO}`]);
    expect(issues({ retailPrice: '0.01' })).toEqual([]);
  });

  it('takes a manufacture date of today but not of tomorrow (days in Nigeria)', () => {
    expect(issues({ manufactureDate: today, expiryDate: '9999-01-01' })).toEqual([]);
    expect(issues({ manufactureDate: tomorrow, expiryDate: '9999-01-01' })).toEqual([
      `manufactureDate: ${MANUFACTURE_DATE_IN_FUTURE}`,
    ]);
  });

  it('wants the expiry after manufacture, and allows an expiry already past (an old batch)', () => {
    expect(issues({ expiryDate: '2026-01-01' })).toEqual([`expiryDate: ${EXPIRY_AFTER_MANUFACTURE}`]);
    expect(issues({ manufactureDate: '2020-01-01', expiryDate: '2021-01-01' })).toEqual([]);
  });

  it('applies the same date rules to batches', () => {
    const batch = { number: 'B-1', quantity: '10' };
    const result = batchSchema.safeParse({ ...batch, manufactureDate: tomorrow, expiryDate: '2020-01-01' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      MANUFACTURE_DATE_IN_FUTURE,
      EXPIRY_AFTER_MANUFACTURE,
    ]);
  });

  it('judges the dates as soon as both are typed, while other fields are still empty', () => {
    expect(productionDateIssues({ manufactureDate: '2026-02-01', expiryDate: '2026-01-01' })).toEqual({
      expiryDate: EXPIRY_AFTER_MANUFACTURE,
    });
    expect(productionDateIssues({ manufactureDate: tomorrow, expiryDate: '' })).toEqual({
      manufactureDate: MANUFACTURE_DATE_IN_FUTURE,
    });
    expect(productionDateIssues({ manufactureDate: '', expiryDate: '2026-01-01' })).toEqual({});
  });
});

describe('retailer contact', () => {
  const contact = (value: unknown) => {
    const result = retailerSchema.safeParse({ name: 'Ade Stores', fullAddress: 'Ikeja, Lagos', contact: value });
    return result.success ? result.data.contact : `error: ${result.error.issues[0]!.message}`;
  };

  it('stores a Nigerian number, however it is written, in E.164', () => {
    expect(contact('0803 123 4567')).toBe('+2348031234567');
    expect(contact('08031234567')).toBe('+2348031234567');
    expect(contact('+234 803 123 4567')).toBe('+2348031234567');
    expect(contact('2348031234567')).toBe('+2348031234567');
    expect(contact('0803-123-4567')).toBe('+2348031234567');
  });

  it('gives a number that lost its leading 0 in a spreadsheet its 0 back', () => {
    expect(contact('8031234567')).toBe('+2348031234567');
  });

  it('takes an email, lowercased', () => {
    expect(contact('Orders@AdeStores.ng')).toBe('orders@adestores.ng');
    expect(contact('orders@adestores')).toBe('error: Invalid email address');
  });

  it('refuses anything else, foreign numbers included', () => {
    expect(contact('call me maybe')).toBe(`error: ${RETAILER_CONTACT_MESSAGE}`);
    expect(contact('+44 20 7946 0958')).toBe(`error: ${RETAILER_CONTACT_MESSAGE}`);
    expect(contact('0803 123')).toBe(`error: ${RETAILER_CONTACT_MESSAGE}`);
    expect(contact('')).toBe('error: Contact is required');
  });

  it('shows a stored contact as people write it, and older free text as it was typed', () => {
    expect(contactForPeople('+2348031234567')).toBe('0803 123 4567');
    expect(contactForPeople('+234 803 412 7781')).toBe('0803 412 7781');
    expect(contactForPeople('orders@adestores.ng')).toBe('orders@adestores.ng');
    expect(contactForPeople('call the shop')).toBe('call the shop');
    expect(contactHref('0803 123 4567')).toBe('tel:08031234567');
    expect(contactHref('+2348031234567')).toBe('tel:+2348031234567');
    expect(contactHref('orders@adestores.ng')).toBe('mailto:orders@adestores.ng');
    expect(contactHref('call the shop')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createProductSchema, signupSchema } from './validation';

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

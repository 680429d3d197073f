import { describe, expect, it } from 'vitest';
import { signupSchema } from './validation';

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

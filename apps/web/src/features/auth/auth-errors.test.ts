import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { formErrorMessage, loginErrorMessage, refusedField, serverMessage } from './auth-errors';

describe('loginErrorMessage', () => {
  it("shows the server's message for refused credentials", () => {
    expect(loginErrorMessage(new GraphQLRequestError('Invalid credentials', 'UNAUTHENTICATED', 200))).toBe(
      'Invalid credentials',
    );
  });

  it('falls back to "Invalid credentials" when a refusal has no message', () => {
    expect(loginErrorMessage(new GraphQLRequestError('', 'UNAUTHENTICATED', 200))).toBe('Invalid credentials');
  });

  it('says "Network error occurred" offline', () => {
    expect(loginErrorMessage(new GraphQLRequestError('Network error occurred', 'NETWORK_ERROR'))).toBe(
      'Network error occurred',
    );
  });

  it('says "Login failed" for masked, technical or unknown failures', () => {
    expect(loginErrorMessage(new GraphQLRequestError('Unexpected error.', 'INTERNAL_SERVER_ERROR', 200))).toBe(
      'Login failed',
    );
    expect(
      loginErrorMessage(new GraphQLRequestError('The server answered 502 without GraphQL data', undefined, 502)),
    ).toBe('Login failed');
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed');
  });
});

describe('serverMessage', () => {
  it('keeps input messages and replaces the rest with the fallback', () => {
    const taken = new GraphQLRequestError('An account with this email already exists', 'BAD_USER_INPUT', 200);
    expect(serverMessage(taken, 'An error occurred during signup.')).toBe('An account with this email already exists');
    expect(serverMessage(new Error('x'), 'An error occurred during signup.')).toBe('An error occurred during signup.');
  });
});

describe('rate limits', () => {
  it('shows when to try again instead of the fallback', () => {
    const limited = new GraphQLRequestError('Too many attempts. Try again in 15 minutes.', 'RATE_LIMITED', 200);
    expect(loginErrorMessage(limited)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(serverMessage(limited, 'We could not send the code. Please try again.')).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

describe('refusedField and formErrorMessage', () => {
  const FIELDS = ['email', 'password'] as const;
  const common = new GraphQLRequestError(
    'This password is too common. Choose one that is harder to guess.',
    'BAD_USER_INPUT',
    200,
    'password',
  );

  it('puts an input refusal of one of the form fields under that field, not in the red box', () => {
    expect(refusedField(common, FIELDS)).toBe('password');
    expect(formErrorMessage(common, FIELDS, 'fallback')).toBeNull();
  });

  it('keeps refusals of other inputs, other codes and unknown errors in the red box', () => {
    const expired = new GraphQLRequestError('This reset has expired.', 'BAD_USER_INPUT', 200, 'resetToken');
    expect(refusedField(expired, FIELDS)).toBeUndefined();
    expect(formErrorMessage(expired, FIELDS, 'fallback')).toBe('This reset has expired.');
    const limited = new GraphQLRequestError('Too many attempts.', 'RATE_LIMITED', 200, 'password');
    expect(refusedField(limited, FIELDS)).toBeUndefined();
    expect(formErrorMessage(new Error('x'), FIELDS, 'fallback')).toBe('fallback');
  });
});

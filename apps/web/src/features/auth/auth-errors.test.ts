import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-client';
import { loginErrorMessage, serverMessage } from './auth-errors';

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

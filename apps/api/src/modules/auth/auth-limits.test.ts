import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SIGN_UP, signUp, uniqueEmail } from '../../test/fixtures';
import type { DomainError } from '../../platform/errors';
import { startTestApp, type TestApp } from '../../test/test-app';
import { COMMON_PASSWORD, PASSWORD_CONTAINS_EMAIL } from './password-policy';

const LOG_IN = `mutation($email: String!, $password: String!) { logIn(logInInput: { email: $email, password: $password }) { token } }`;

/** A GraphQL call from a chosen network address, as a proxy reports it (the app trusts the proxy). */
async function gqlFrom(app: TestApp, address: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { code: string } }[];
  };
  return { retryAfter: res.headers.get('retry-after'), ...body };
}

const signUpInput = (email: string, password = PASSWORD) => ({
  input: { email, name: 'Ada Maker', password, confirmPassword: password, image: 'placeholder' },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1 });
});
afterAll(() => app.stop());

describe('wrong passwords', () => {
  it('are allowed 5 times per account in 15 minutes; then even the right one waits, with Retry-After', async () => {
    const email = uniqueEmail('guessed');
    await signUp(app, email);
    for (let i = 0; i < 5; i++) {
      const res = await gqlFrom(app, `203.0.113.${i + 1}`, LOG_IN, { email, password: `Wrong@${i}xyz` });
      expect(res.errors![0]!.message).toBe('Invalid credentials');
    }
    const locked = await gqlFrom(app, '203.0.113.99', LOG_IN, { email, password: PASSWORD });
    expect(locked.errors![0]!.extensions.code).toBe('RATE_LIMITED');
    expect(locked.errors![0]!.message).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    // Another account is not affected.
    const other = uniqueEmail('bystander');
    await signUp(app, other);
    expect((await gqlFrom(app, '203.0.113.99', LOG_IN, { email: other, password: PASSWORD })).errors).toBeUndefined();
  });

  it('guesses in flight together are each counted before they are judged: the right one after 5 wrong waits', async () => {
    const email = uniqueEmail('raced');
    await signUp(app, email);
    // 29 wrong guesses, then the right password, all started before any has been judged.
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? PASSWORD : `Wrong@${i}xyz`));
    const answers = await Promise.allSettled(
      guesses.map((password, i) => app.services.auth.logIn({ email, password }, { address: `203.0.113.${100 + i}` })),
    );
    const codes = answers.map((answer) => (answer.status === 'fulfilled' ? 'OK' : (answer.reason as DomainError).code));
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
    // Before, every guess passed a check made before any was counted, and the right one got in.
    expect(codes[29]).toBe('RATE_LIMITED');
  });

  it('a right password clears the account’s count', async () => {
    const email = uniqueEmail('forgetful');
    await signUp(app, email);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await gqlFrom(app, '198.51.100.7', LOG_IN, { email, password: 'Wrong@1234' });
      expect((await gqlFrom(app, '198.51.100.7', LOG_IN, { email, password: PASSWORD })).errors).toBeUndefined();
    }
  });

  it('are allowed 100 times per address across accounts, then that address waits', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 100; i++) {
      const res = await gqlFrom(app, address, LOG_IN, { email: uniqueEmail('spray'), password: 'Wrong@1234' });
      expect(res.errors![0]!.message).toBe('Invalid credentials');
    }
    const refused = await gqlFrom(app, address, LOG_IN, { email: uniqueEmail('spray'), password: 'Wrong@1234' });
    expect(refused.errors![0]!.extensions.code).toBe('RATE_LIMITED');
    const elsewhere = await gqlFrom(app, '192.0.2.45', LOG_IN, { email: uniqueEmail('spray'), password: 'Wrong@1234' });
    expect(elsewhere.errors![0]!.message).toBe('Invalid credentials');
  });
});

describe('limits per address', () => {
  it('count an IPv6 sender by its /64, so fresh addresses from one block do not reset the count', async () => {
    for (let i = 1; i <= 100; i++) {
      const res = await gqlFrom(app, `2001:db8:44:1::${i.toString(16)}`, LOG_IN, {
        email: uniqueEmail('v6spray'),
        password: 'Wrong@1234',
      });
      expect(res.errors![0]!.message).toBe('Invalid credentials');
    }
    const refused = await gqlFrom(app, '2001:db8:44:1:abcd::7', LOG_IN, {
      email: uniqueEmail('v6spray'),
      password: 'Wrong@1234',
    });
    expect(refused.errors![0]!.extensions.code).toBe('RATE_LIMITED');
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, not the ones a client writes in front of it', async () => {
    const proxySaw = '198.51.100.77';
    for (let i = 0; i < 100; i++) {
      const spoofed = `10.0.${i}.1, ${proxySaw}`;
      await gqlFrom(app, spoofed, LOG_IN, { email: uniqueEmail('dodge'), password: 'Wrong@1234' });
    }
    const refused = await gqlFrom(app, `10.9.9.9, ${proxySaw}`, LOG_IN, {
      email: uniqueEmail('dodge'),
      password: 'Wrong@1234',
    });
    expect(refused.errors![0]!.extensions.code).toBe('RATE_LIMITED');
  });
});

describe('sign-ups', () => {
  it('are allowed 30 per address per hour; this machine itself is not limited', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await gqlFrom(app, '198.51.100.30', SIGN_UP, signUpInput(uniqueEmail('crowd')))).errors).toBeUndefined();
    }
    const refused = await gqlFrom(app, '198.51.100.30', SIGN_UP, signUpInput(uniqueEmail('crowd')));
    expect(refused.errors![0]!.extensions.code).toBe('RATE_LIMITED');
    expect(refused.errors![0]!.message).toMatch(/^Too many attempts\. Try again in (60 minutes|1 hour)\.$/);
    expect((await gqlFrom(app, '127.0.0.1', SIGN_UP, signUpInput(uniqueEmail('local')))).errors).toBeUndefined();
  });

  it('refuse a common password, even decorated, and one containing the email’s name', async () => {
    for (const password of ['Password1!', 'Qwerty@123', 'Welcome@2026', 'Iloveyou1!']) {
      const res = await app.gql(SIGN_UP, signUpInput(uniqueEmail('weak'), password));
      expect(res.errors![0]).toMatchObject({ message: COMMON_PASSWORD, extensions: { field: 'password' } });
    }
    const named = await app.gql(SIGN_UP, signUpInput('chiamaka@example.com', 'Chiamaka@2026'));
    expect(named.errors![0]).toMatchObject({ message: PASSWORD_CONTAINS_EMAIL, extensions: { field: 'password' } });
    // The spec's own rules still come first.
    const short = await app.gql(SIGN_UP, signUpInput(uniqueEmail('short'), 'Ab1@'));
    expect(short.errors![0]!.message).toBe('Password must be at least 8 characters long');
  });
});

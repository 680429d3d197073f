import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SIGN_UP, signUp, uniqueEmail } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const LOG_IN = /* GraphQL */ `
  mutation LogIn($email: String!, $password: String!) {
    logIn(logInInput: { email: $email, password: $password }) {
      token
      user {
        id
        email
        manufacturers {
          id
        }
      }
    }
  }
`;
const LOG_OUT = /* GraphQL */ `
  mutation LogOut($id: String!) {
    logOut(id: $id) {
      message
    }
  }
`;
const ME = /* GraphQL */ `
  query {
    me {
      id
      email
      name
      manufacturers {
        id
      }
    }
  }
`;

let now = new Date('2026-11-22T10:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
});
afterAll(() => app.stop());

const signUpWith = (input: Record<string, unknown>) =>
  app.gql(SIGN_UP, {
    input: { email: uniqueEmail(), name: 'Ada', password: PASSWORD, confirmPassword: PASSWORD, ...input },
  });

describe('signUp', () => {
  it('creates the account and a working session', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await signUpWith({ email });
    expect(res.errors).toBeUndefined();
    expect(res.data!.signUp.user).toMatchObject({ email: email.toLowerCase(), manufacturers: [] });
    const me = await app.gql(ME, {}, res.data!.signUp.token);
    expect(me.data!.me).toMatchObject({ id: res.data!.signUp.user.id, name: 'Ada' });
  });

  it.each([
    [{ email: '' }, 'Email is required', 'email'],
    [{ email: 'not-an-email' }, 'Invalid email address', 'email'],
    [{ name: '  ' }, 'Name is required', 'name'],
    [{ password: '', confirmPassword: '' }, 'Password is required', 'password'],
    [{ password: 'Ab1@', confirmPassword: 'Ab1@' }, 'Password must be at least 8 characters long', 'password'],
    [
      { password: 'alllowercase1@', confirmPassword: 'alllowercase1@' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
      'password',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password', 'confirmPassword'],
    [{ confirmPassword: 'Different@123' }, 'Passwords do not match', 'confirmPassword'],
  ])('refuses %j with "%s"', async (input, message, field) => {
    const res = await signUpWith(input);
    expect(res.status).toBe(200);
    expect(res.data).toBeNull();
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('treats emails as the same regardless of case', async () => {
    const email = uniqueEmail('dup');
    await signUpWith({ email });
    const again = await signUpWith({ email: email.toUpperCase() });
    expect(again.errors![0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('logIn', () => {
  it('logs in with any case of the email', async () => {
    const email = uniqueEmail('login');
    await signUp(app, email);
    const res = await app.gql(LOG_IN, { email: email.toUpperCase(), password: PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data!.logIn.user.email).toBe(email);
    expect(res.data!.logIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers "Invalid credentials" alike for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('login');
    await signUp(app, email);
    const wrongPassword = await app.gql(LOG_IN, { email, password: 'Wrong@1234' });
    const unknownEmail = await app.gql(LOG_IN, { email: uniqueEmail('nobody'), password: PASSWORD });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.data).toBeNull();
      expect(res.errors).toEqual([
        expect.objectContaining({ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
  });

  it('checks the spec rules on what was typed', async () => {
    const res = await app.gql(LOG_IN, { email: '', password: PASSWORD });
    expect(res.errors![0]!.message).toBe('Email is required');
  });
});

describe('sessions', () => {
  it('logOut revokes exactly that token, and only for the caller', async () => {
    const account = await signUp(app);
    const other = await signUp(app);
    const email = uniqueEmail();
    expect((await app.gql(LOG_OUT, { id: account.userId })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(LOG_OUT, { id: other.userId }, account.token)).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );

    const res = await app.gql(LOG_OUT, { id: account.userId }, account.token);
    expect(res.data!.logOut.message).toBe('Successfully logged out');
    expect((await app.gql(ME, {}, account.token)).data!.me).toBeNull();
    expect((await app.gql(ME, {}, other.token)).data!.me.id).toBe(other.userId);
    expect((await app.gql(LOG_OUT, { id: account.userId }, account.token)).errors![0]!.extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(email).toContain('@');
  });

  it('ends a session after 30 days', async () => {
    const account = await signUp(app);
    now = new Date(now.getTime() + 29 * 24 * 3600 * 1000);
    expect((await app.gql(ME, {}, account.token)).data!.me).not.toBeNull();
    now = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    expect((await app.gql(ME, {}, account.token)).data!.me).toBeNull();
  });

  it('ignores garbage tokens', async () => {
    expect((await app.gql(ME, {}, 'garbage')).data!.me).toBeNull();
  });
});

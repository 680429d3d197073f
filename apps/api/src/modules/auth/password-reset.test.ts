import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { INVALID_CODE, RESET_CODE_SENT, RESET_LINK_EXPIRED, TOO_MANY_ATTEMPTS } from './password-reset.service';

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { message } }`;
const VERIFY = `mutation($email: String!, $code: String!) { verifyPasswordResetCode(email: $email, code: $code) { resetToken expiresAt } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const LOG_IN = `mutation($email: String!, $password: String!) { logIn(logInInput: { email: $email, password: $password }) { token } }`;
const ME = `query { me { id } }`;
const NEW_PASSWORD = 'Brand@New2026';

let now = new Date('2026-11-22T10:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
});
afterAll(() => app.stop());

async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(app.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.sort().map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
  return mails.filter((m: { to: string }) => m.to === to);
}

async function codeSentTo(email: string): Promise<string> {
  const mails = await outbox(email);
  const code = /\b(\d{4})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('password reset', () => {
  it('emails a code, swaps it for a reset token, sets the password and ends every session', async () => {
    const email = uniqueEmail('reset');
    const account = await signUp(app, email);
    const res = await app.gql(REQUEST, { email: email.toUpperCase() });
    expect(res.data!.requestPasswordReset.message).toBe(RESET_CODE_SENT);
    const code = await codeSentTo(email);

    const verified = await app.gql(VERIFY, { email, code });
    expect(verified.errors).toBeUndefined();
    const { resetToken } = verified.data!.verifyPasswordResetCode;

    const mismatch = await app.gql(RESET, {
      input: { resetToken, password: NEW_PASSWORD, confirmPassword: 'Other@2026x' },
    });
    expect(mismatch.errors![0]!.message).toBe('Passwords do not match');
    const reset = await app.gql(RESET, {
      input: { resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.errors).toBeUndefined();

    expect((await app.gql(ME, {}, account.token)).data!.me).toBeNull();
    expect((await app.gql(LOG_IN, { email, password: PASSWORD })).errors![0]!.message).toBe('Invalid credentials');
    expect((await app.gql(LOG_IN, { email, password: NEW_PASSWORD })).errors).toBeUndefined();
    const again = await app.gql(RESET, {
      input: { resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(again.errors![0]!.message).toBe(RESET_LINK_EXPIRED);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await app.gql(REQUEST, { email });
    expect(res.data!.requestPasswordReset.message).toBe(RESET_CODE_SENT);
    expect(await outbox(email)).toEqual([]);
    const verify = await app.gql(VERIFY, { email, code: '1234' });
    expect(verify.errors![0]!.message).toBe(INVALID_CODE);
  });

  it('allows at most 5 tries per code', async () => {
    const email = uniqueEmail('tries');
    await signUp(app, email);
    await app.gql(REQUEST, { email });
    const code = await codeSentTo(email);
    for (let i = 1; i <= 4; i++)
      expect((await app.gql(VERIFY, { email, code: wrong(code) })).errors![0]!.message).toBe(INVALID_CODE);
    expect((await app.gql(VERIFY, { email, code: wrong(code) })).errors![0]!.message).toBe(TOO_MANY_ATTEMPTS);
    expect((await app.gql(VERIFY, { email, code })).errors![0]!.message).toBe(TOO_MANY_ATTEMPTS);
    await app.gql(REQUEST, { email });
    const fresh = await codeSentTo(email);
    expect((await app.gql(VERIFY, { email, code: fresh })).errors).toBeUndefined();
  });

  it('expires a code after 10 minutes, and a newer code replaces an older one', async () => {
    const email = uniqueEmail('expiry');
    await signUp(app, email);
    await app.gql(REQUEST, { email });
    const first = await codeSentTo(email);
    await app.gql(REQUEST, { email });
    const second = await codeSentTo(email);
    if (first !== second)
      expect((await app.gql(VERIFY, { email, code: first })).errors![0]!.message).toBe(INVALID_CODE);
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await app.gql(VERIFY, { email, code: second })).errors![0]!.message).toBe(INVALID_CODE);
  });

  it('sends at most 5 codes an hour to one account, answering the same', async () => {
    const email = uniqueEmail('flood');
    await signUp(app, email);
    for (let i = 0; i < 7; i++) {
      expect((await app.gql(REQUEST, { email })).data!.requestPasswordReset.message).toBe(RESET_CODE_SENT);
    }
    expect(await outbox(email)).toHaveLength(5);
  });

  it('checks the typed email and code', async () => {
    expect((await app.gql(REQUEST, { email: 'nope' })).errors![0]!.message).toBe('Invalid email address');
    expect((await app.gql(VERIFY, { email: 'a@b.co', code: '12' })).errors![0]!.message).toBe('Enter the 4-digit code');
  });
});

describe('changePassword', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const email = uniqueEmail('change');
    const here = await signUp(app, email);
    const elsewhere = (await app.gql(LOG_IN, { email, password: PASSWORD })).data!.logIn.token as string;
    const input = { currentPassword: 'Wrong@1234', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await app.gql(CHANGE, { input })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(CHANGE, { input }, here.token)).errors![0]).toMatchObject({
      extensions: { field: 'currentPassword' },
    });
    const weak = await app.gql(
      CHANGE,
      { input: { ...input, currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' } },
      here.token,
    );
    expect(weak.errors![0]!.message).toBe('Password must be at least 8 characters long');

    const ok = await app.gql(CHANGE, { input: { ...input, currentPassword: PASSWORD } }, here.token);
    expect(ok.errors).toBeUndefined();
    expect((await app.gql(ME, {}, here.token)).data!.me).not.toBeNull();
    expect((await app.gql(ME, {}, elsewhere)).data!.me).toBeNull();
    expect((await app.gql(LOG_IN, { email, password: NEW_PASSWORD })).errors).toBeUndefined();
  });
});

describe('when mail cannot be sent', () => {
  it('answers exactly as for an unknown email, instead of failing', async () => {
    const broken = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('unmailable');
      await signUp(broken, email);
      const res = await broken.gql(REQUEST, { email });
      expect(res.errors).toBeUndefined();
      expect(res.data!.requestPasswordReset.message).toBe(RESET_CODE_SENT);
    } finally {
      await broken.stop();
    }
  });
});

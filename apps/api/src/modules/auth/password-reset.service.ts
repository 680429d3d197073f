import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  otpSchema,
  resetPasswordSchema,
} from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import { badInput, unauthenticated } from '../../platform/errors';
import { parseInput } from '../../platform/parse-input';
import type { Viewer } from '../../platform/viewer';
import type { Mailer } from '../mail/mailer';
import type { AuthRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { PasswordResetRepository } from './password-reset.repository';
import { hashToken, newToken } from './tokens';

const MINUTE_MS = 60_000;
/** Codes one account may be sent per hour; more requests answer the same but send nothing. */
const CODES_PER_HOUR = 5;

export const RESET_CODE_SENT =
  'If an account exists for this email, we have sent it a 4-digit code. It is valid for 10 minutes.';
export const INVALID_CODE = 'That code is not right, or it has expired. Check the email or ask for a new code.';
export const TOO_MANY_ATTEMPTS = 'Too many wrong codes. Ask for a new code.';
export const RESET_LINK_EXPIRED = 'This reset has expired. Please start again.';

export class PasswordResetService {
  constructor(
    private readonly users: AuthRepository,
    private readonly resets: PasswordResetRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly onMailError: (error: unknown) => void = () => undefined,
  ) {}

  /** Sends a code to a known address; an unknown one gets the very same answer and no mail. */
  async requestCode(input: unknown): Promise<string> {
    const { email } = parseInput(forgotPasswordSchema, input);
    const user = await this.users.findUserByEmail(email);
    const now = this.clock();
    if (
      !user ||
      (await this.resets.countCreatedSince(user.id, new Date(now.getTime() - 60 * MINUTE_MS))) >= CODES_PER_HOUR
    ) {
      return RESET_CODE_SENT;
    }
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    await this.resets.replaceOpenCode(
      { userId: user.id, codeHash: hashToken(code), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS) },
      now,
    );
    // A mail that cannot be sent must not answer differently from an unknown email (or fail).
    await this.mailer
      .send({
        to: user.email,
        subject: `Your Kasuwa password reset code: ${code}`,
        text:
          `Hello ${user.name},\n\nYour code to reset your Kasuwa password is ${code}.\n` +
          `It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.\n`,
      })
      .catch(this.onMailError);
    return RESET_CODE_SENT;
  }

  /** Checks a code (at most OTP_MAX_ATTEMPTS tries) and exchanges it for a short-lived reset token. */
  async verifyCode(input: unknown): Promise<{ resetToken: string; expiresAt: Date }> {
    const { email, code } = parseInput(otpSchema, input);
    const now = this.clock();
    const user = await this.users.findUserByEmail(email);
    const open = user ? await this.resets.findOpenCode(user.id, now) : undefined;
    if (!open || open.resetTokenHash) throw badInput(INVALID_CODE, 'code');
    if (open.failedAttempts >= OTP_MAX_ATTEMPTS) throw badInput(TOO_MANY_ATTEMPTS, 'code');
    if (!sameHash(open.codeHash, hashToken(code))) {
      const attempts = await this.resets.recordFailedAttempt(open.id, OTP_MAX_ATTEMPTS);
      throw badInput(attempts === null || attempts >= OTP_MAX_ATTEMPTS ? TOO_MANY_ATTEMPTS : INVALID_CODE, 'code');
    }
    const resetToken = newToken();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS);
    await this.resets.attachResetToken(open.id, hashToken(resetToken), expiresAt);
    return { resetToken, expiresAt };
  }

  /** Sets the new password and signs the user out everywhere. */
  async resetPassword(input: {
    resetToken?: string | null;
    password?: unknown;
    confirmPassword?: unknown;
  }): Promise<void> {
    const { password } = parseInput(resetPasswordSchema, input);
    const now = this.clock();
    const open = input.resetToken
      ? await this.resets.findOpenByResetToken(hashToken(input.resetToken), now)
      : undefined;
    if (!open) throw badInput(RESET_LINK_EXPIRED, 'resetToken');
    await this.users.setPasswordHash(open.userId, await hashPassword(password), now);
    await this.resets.close(open.id, now);
    await this.users.revokeSessionsOfUser(open.userId, now);
  }

  /** A signed-in user's change: the current password is required; other sessions end. */
  async changePassword(viewer: Viewer | null, input: unknown): Promise<void> {
    if (!viewer) throw unauthenticated();
    const { currentPassword, password } = parseInput(changePasswordSchema, input);
    const [user] = await this.users.findUsersByIds([viewer.userId]);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badInput('Your current password is not right.', 'currentPassword');
    }
    const now = this.clock();
    await this.users.setPasswordHash(user.id, await hashPassword(password), now);
    await this.users.revokeSessionsOfUser(user.id, now, hashToken(viewer.token));
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

import { randomInt } from 'node:crypto';
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
import type { Database } from '../../platform/db/client';
import { badInput, unauthenticated } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { parseInput } from '../../platform/parse-input';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { MailService } from '../mail/mail.service';
import type { AuthRepository } from './auth.repository';
import type { Client } from './auth.service';
import { AUTH_LIMITS } from './auth.limits';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { PasswordResetRepository } from './password-reset.repository';
import { hashToken, newToken } from './tokens';

const MINUTE_MS = 60_000;
export const SEND_RESET_JOB = 'password-reset.send';

export const RESET_CODE_SENT = `If an account exists for this email, we have sent it a ${OTP_DIGITS}-digit code and a link. They are valid for ${OTP_TTL_MINUTES} minutes.`;
export const INVALID_CODE = 'That code is not right, or it has expired. Check the email or ask for a new code.';
export const TOO_MANY_ATTEMPTS = 'Too many wrong codes. Ask for a new code.';
export const RESET_LINK_EXPIRED = 'This reset has expired. Please start again.';

interface SendResetPayload {
  email: string;
  /** The site's own address (never the request's Host), for the link in the mail. */
  siteUrl: string;
}

/**
 * Password reset by a 4-digit code or a one-time link, both mailed. A request does the same work
 * whether or not the email has an account (it only queues a job), so neither its answer nor its
 * time tells them apart; the job writes the code and its mail in one transaction.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly users: AuthRepository,
    private readonly resets: PasswordResetRepository,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    private readonly limits: RateLimiter,
    private readonly clock: Clock,
  ) {
    jobs.work<SendResetPayload>(SEND_RESET_JOB, (payload) => this.sendReset(payload), { retryLimit: 2 });
  }

  async requestCode(input: unknown, client: Client & { siteUrl: string }): Promise<string> {
    const { email } = parseInput(forgotPasswordSchema, input);
    await this.limits.consume(AUTH_LIMITS.resetCodesPerAddress, client.address);
    await this.limits.consume(AUTH_LIMITS.resetCodesPerEmail, email.toLowerCase());
    await this.jobs.send<SendResetPayload>(SEND_RESET_JOB, { email, siteUrl: client.siteUrl });
    return RESET_CODE_SENT;
  }

  /** The job: a new code and link for a known email (replacing any open one); nothing for others. */
  async sendReset({ email, siteUrl }: SendResetPayload): Promise<void> {
    const user = await this.users.findUserByEmail(email);
    if (!user) return;
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const linkToken = newToken();
    const now = this.clock();
    const link = `${siteUrl}/reset?token=${linkToken}`;
    await this.db.transaction(async (tx) => {
      await this.resets.replaceOpenCode(
        tx,
        {
          userId: user.id,
          codeHash: hashToken(code),
          linkTokenHash: hashToken(linkToken),
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS),
        },
        now,
      );
      await this.mail.queue(
        {
          to: user.email,
          subject: `Your Kasuwa password reset code: ${code}`,
          text:
            `Hello ${user.name},\n\nYour code to reset your Kasuwa password is ${code}.\n` +
            `Or open this link to choose a new password: ${link}\n\n` +
            `Both are valid for ${OTP_TTL_MINUTES} minutes and work once. ` +
            'If you did not ask for this, you can ignore this email: your password stays as it is.\n',
        },
        tx,
      );
    });
  }

  /** Judges a code (at most OTP_MAX_ATTEMPTS tries per code) and exchanges it for a reset token. */
  async verifyCode(input: unknown, client: Client): Promise<{ resetToken: string; expiresAt: Date }> {
    const { email, code } = parseInput(otpSchema, input);
    const account = email.toLowerCase();
    // Each try is counted before it is judged (guesses sent together cannot all pass a check made
    // before any was counted); a right code gives its points back.
    await this.limits.consume(AUTH_LIMITS.wrongCodesPerEmail, account);
    await this.limits.consume(AUTH_LIMITS.wrongCodesPerAddress, client.address);

    const now = this.clock();
    const resetToken = newToken();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS);
    const user = await this.users.findUserByEmail(email);
    const judged = user
      ? await this.resets.judgeCode(
          user.id,
          hashToken(code),
          { resetTokenHash: hashToken(resetToken), expiresAt },
          OTP_MAX_ATTEMPTS,
          now,
        )
      : undefined;
    if (judged?.matched) {
      await this.limits.refund(AUTH_LIMITS.wrongCodesPerEmail, account);
      await this.limits.refund(AUTH_LIMITS.wrongCodesPerAddress, client.address);
      return { resetToken, expiresAt };
    }

    const spent = judged ? judged.failedAttempts >= OTP_MAX_ATTEMPTS : await this.codeIsSpent(user?.id, now);
    throw badInput(spent ? TOO_MANY_ATTEMPTS : INVALID_CODE, 'code');
  }

  /** Sets the new password with a reset token (from a right code or the link); every session ends. */
  async resetPassword(input: { resetToken?: string | null; password?: unknown; confirmPassword?: unknown }) {
    const { password } = parseInput(resetPasswordSchema, input);
    const now = this.clock();
    const tokenHash = input.resetToken ? hashToken(input.resetToken) : undefined;
    const open = tokenHash ? await this.resets.findOpenByToken(tokenHash, now) : undefined;
    const [user] = open ? await this.users.findUsersByIds([open.userId]) : [];
    if (!tokenHash || !user) throw badInput(RESET_LINK_EXPIRED, 'resetToken');
    assertStrongPassword(password, user.email);
    if (!(await this.resets.resetPassword(tokenHash, await hashPassword(password), now))) {
      throw badInput(RESET_LINK_EXPIRED, 'resetToken');
    }
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
    assertStrongPassword(password, user.email);
    const now = this.clock();
    await this.users.setPasswordHash(user.id, await hashPassword(password), now);
    await this.users.revokeSessionsOfUser(user.id, now, hashToken(viewer.token));
  }

  /** Whether the user's open code has used up its tries (only to choose the message). */
  private async codeIsSpent(userId: string | undefined, now: Date): Promise<boolean> {
    const open = userId ? await this.resets.findOpenCode(userId, now) : undefined;
    return open !== undefined && open.resetTokenHash === null && open.failedAttempts >= OTP_MAX_ATTEMPTS;
  }
}

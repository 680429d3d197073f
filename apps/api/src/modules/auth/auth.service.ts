import { loginSchema, SESSION_TTL_DAYS, signupSchema } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, forbidden, unauthenticated } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { parseInput } from '../../platform/parse-input';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { AUTH_LIMITS } from './auth.limits';
import { AuthRepository } from './auth.repository';
import type { UserRow } from './auth.table';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid credentials';
/** Longer than any password the policy lets anyone set: not worth hashing. */
const PASSWORD_CHECK_MAX_LENGTH = 1024;
export const EMAIL_TAKEN = 'An account with this email already exists';

export interface AuthResult {
  token: string;
  user: UserRow;
}

/** Where a request comes from, for the limits per network address. */
export interface Client {
  address: string;
}

export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly limits: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async signUp(input: unknown, client: Client): Promise<AuthResult> {
    const values = parseInput(signupSchema, input);
    assertStrongPassword(values.password, values.email);
    await this.limits.consume(AUTH_LIMITS.signUpsPerAddress, client.address);
    if (await this.repository.findUserByEmail(values.email)) throw badInput(EMAIL_TAKEN, 'email');
    const passwordHash = await hashPassword(values.password);
    const image = typeof (input as { image?: unknown }).image === 'string' ? (input as { image: string }).image : null;
    try {
      const user = await this.repository.insertUser({ email: values.email, name: values.name, image, passwordHash });
      return { token: await this.startSession(user.id), user };
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput(EMAIL_TAKEN, 'email');
      throw error;
    }
  }

  /**
   * Wrong passwords are counted per account and per address; past either limit even the right
   * password waits, so guessing costs the attacker the wait and not the owner a lockout forever.
   */
  async logIn(input: unknown, client: Client): Promise<AuthResult> {
    const { email, password } = parseInput(loginSchema, input);
    const account = email.toLowerCase();
    // Each try is counted before it is judged: guesses sent together cannot all pass a check made
    // before any of them was counted. A right password gives its points back.
    await this.limits.consume(AUTH_LIMITS.wrongPasswordsPerAccount, account);
    await this.limits.consume(AUTH_LIMITS.wrongPasswordsPerAddress, client.address);
    const user = await this.repository.findUserByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    await this.limits.reset(AUTH_LIMITS.wrongPasswordsPerAccount, account);
    await this.limits.refund(AUTH_LIMITS.wrongPasswordsPerAddress, client.address);
    return { token: await this.startSession(user.id), user };
  }

  /** Revokes the caller's token; `userId` must be the caller's own id. */
  async logOut(viewer: Viewer | null, userId: string): Promise<void> {
    if (!viewer) throw unauthenticated();
    if (viewer.userId !== userId) throw forbidden('You can only log yourself out.');
    await this.repository.revokeSession(hashToken(viewer.token), this.clock());
  }

  /** Ends every session of the caller, this one included: every device must sign in again. */
  async logOutEverywhere(viewer: Viewer | null): Promise<void> {
    if (!viewer) throw unauthenticated();
    await this.repository.revokeSessionsOfUser(viewer.userId, this.clock());
  }

  /**
   * The signed-in user when `password` is theirs (before something that cannot be undone). Tries
   * count against the same per-account limit as logging in.
   */
  async confirmPassword(viewer: Viewer | null, password: unknown): Promise<UserRow> {
    if (!viewer) throw unauthenticated();
    const [user] = await this.repository.findUsersByIds([viewer.userId]);
    if (!user) throw unauthenticated();
    if (typeof password !== 'string' || password.length === 0) {
      throw badInput('Enter your password.', 'password');
    }
    const account = user.email.toLowerCase();
    await this.limits.consume(AUTH_LIMITS.wrongPasswordsPerAccount, account);
    if (password.length > PASSWORD_CHECK_MAX_LENGTH || !(await verifyPassword(user.passwordHash, password))) {
      throw badInput('Your password is not right.', 'password');
    }
    await this.limits.reset(AUTH_LIMITS.wrongPasswordsPerAccount, account);
    return user;
  }

  /** Inside the caller's transaction: locks the user's row, or undefined when the user is gone. */
  lockUser(userId: string, tx: Database) {
    return new AuthRepository(tx).lockUser(userId);
  }

  /** Inside the caller's transaction: deletes the user and, through the foreign keys, their sessions. */
  deleteUser(userId: string, tx: Database) {
    return new AuthRepository(tx).deleteUser(userId);
  }

  /** The viewer a bearer token belongs to, or null for a missing, unknown, expired or revoked token. */
  async authenticate(token: string | null): Promise<Viewer | null> {
    if (!token) return null;
    const userId = await this.repository.findLiveSessionUserId(hashToken(token), this.clock());
    return userId ? { userId, token } : null;
  }

  findUsers(ids: readonly string[]) {
    return this.repository.findUsersByIds(ids);
  }

  private async startSession(userId: string): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(this.clock().getTime() + SESSION_TTL_DAYS * DAY_MS);
    await this.repository.insertSession({ userId, tokenHash: hashToken(token), expiresAt });
    return token;
  }
}

import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sessions, users, type UserRow } from './auth.table';

export class AuthRepository {
  constructor(private readonly db: Database) {}

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
  }

  async findUsersByIds(ids: readonly string[]): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
  }

  async insertUser(values: { email: string; name: string; image: string | null; passwordHash: string }) {
    const [user] = await this.db.insert(users).values(values).returning();
    if (!user) throw new Error('insert into users returned no row');
    return user;
  }

  async insertSession(values: { userId: string; tokenHash: string; expiresAt: Date }) {
    await this.db.insert(sessions).values(values);
  }

  /** The user id of a live session (not revoked, not expired) with this token hash. */
  async findLiveSessionUserId(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row?.userId;
  }

  async setPasswordHash(userId: string, passwordHash: string, now: Date) {
    await this.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  }

  /** Ends every live session of the user, except the one with `keepTokenHash` when given. */
  async revokeSessionsOfUser(userId: string, now: Date, keepTokenHash?: string) {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
        ),
      );
  }

  async revokeSession(tokenHash: string, now: Date) {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  }

  /** Locks the user's row until the transaction ends (a checkout adding an order for them waits). */
  async lockUser(userId: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).for('update');
    return user;
  }

  /** Deletes the user; sessions, resets, cart, addresses, favourites and reviews go with it (cascades). */
  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
  }
}

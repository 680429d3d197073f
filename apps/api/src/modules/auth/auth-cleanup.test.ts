import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { signUp } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { AUTH_CLEANUP_JOB, AuthCleanupService } from './auth-cleanup.service';
import { sessions } from './auth.table';
import { passwordResets } from './password-reset.table';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let now = new Date('2026-03-01T12:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
});
afterAll(() => app.stop());

const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

async function addSession(userId: string, values: { expiresAt: Date; revokedAt?: Date }) {
  const [row] = await app.database.db
    .insert(sessions)
    .values({ userId, tokenHash: randomUUID(), ...values })
    .returning({ id: sessions.id });
  return row!.id;
}

async function addReset(userId: string, values: { expiresAt: Date; closedAt?: Date }) {
  const [row] = await app.database.db
    .insert(passwordResets)
    .values({ userId, codeHash: randomUUID(), ...values })
    .returning({ id: passwordResets.id });
  return row!.id;
}

async function idsOf(userId: string) {
  const sessionIds = await app.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const resetIds = await app.database.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId));
  return { sessions: sessionIds.map((r) => r.id).sort(), resets: resetIds.map((r) => r.id).sort() };
}

const ME = '{ me { id } }';

describe('the hourly cleanup of ended sessions and reset codes', () => {
  it('deletes what ended more than a day ago, keeps the rest, and the live session still works', async () => {
    const account = await signUp(app);
    const {
      sessions: [live],
    } = await idsOf(account.userId);
    const keep = {
      revokedAnHourAgo: await addSession(account.userId, { expiresAt: ahead(DAY), revokedAt: ago(HOUR) }),
      expiredAnHourAgo: await addSession(account.userId, { expiresAt: ago(HOUR) }),
    };
    await addSession(account.userId, { expiresAt: ahead(DAY), revokedAt: ago(2 * DAY) });
    await addSession(account.userId, { expiresAt: ago(DAY + HOUR) });
    const keepResets = {
      open: await addReset(account.userId, { expiresAt: ahead(15 * 60_000) }),
      expiredAnHourAgo: await addReset(account.userId, { expiresAt: ago(HOUR) }),
    };
    await addReset(account.userId, { expiresAt: ago(2 * DAY) });
    await addReset(account.userId, { expiresAt: ago(2 * DAY - 15 * 60_000), closedAt: ago(2 * DAY) });

    // The job as the running app registered it, not a direct call.
    await app.jobs.send(AUTH_CLEANUP_JOB, {});
    const expected = {
      sessions: [live, keep.revokedAnHourAgo, keep.expiredAnHourAgo].sort(),
      resets: [keepResets.open, keepResets.expiredAnHourAgo].sort(),
    };
    for (let i = 0; i < 100 && JSON.stringify(await idsOf(account.userId)) !== JSON.stringify(expected); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await idsOf(account.userId)).toEqual(expected);
    expect((await app.gql(ME, {}, account.token)).data?.me).toEqual({ id: account.userId });
  });

  it('deletes a signed-in session a day after its 30 days are over, and not before', async () => {
    const account = await signUp(app);
    const started = now;
    try {
      now = new Date(started.getTime() + 30 * DAY + 23 * HOUR);
      expect(await app.services.authCleanup.deleteEnded()).toMatchObject({ sessions: expect.any(Number) });
      expect((await idsOf(account.userId)).sessions).toHaveLength(1);
      now = new Date(started.getTime() + 31 * DAY + HOUR);
      const deleted = await app.services.authCleanup.deleteEnded();
      expect(deleted.sessions).toBeGreaterThanOrEqual(1);
      expect((await idsOf(account.userId)).sessions).toHaveLength(0);
    } finally {
      now = started;
    }
  });
});

it('is scheduled every hour under its job name', async () => {
  const scheduled: [string, number][] = [];
  const handlers = new Map<string, unknown>();
  const recordingQueue: JobQueue = {
    work: (name, handler) => void handlers.set(name, handler),
    send: async () => undefined,
    every: async (name, seconds) => void scheduled.push([name, seconds]),
    start: async () => undefined,
    stop: async () => undefined,
    waitingJobs: async () => ({}),
    onFailure: () => undefined,
  };
  const cleanup = new AuthCleanupService(app.database.db, recordingQueue, () => now);
  await cleanup.scheduleCleanup();
  expect(scheduled).toEqual([[AUTH_CLEANUP_JOB, 3600]]);
  expect(handlers.has(AUTH_CLEANUP_JOB)).toBe(true);
});

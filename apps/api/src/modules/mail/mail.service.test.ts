import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { InProcessJobQueue } from '../../platform/jobs/in-process-queue';
import type { MailMessage, Mailer } from './mailer';
import { MailService } from './mail.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function folderMails(to: string) {
  const dir = path.join(app.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
  );
  return mails.filter((m: MailMessage) => m.to === to) as MailMessage[];
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail goes out through a table and a background job', () => {
  it('a queued mail is delivered by the job, once', async () => {
    const to = `buyer.${Date.now()}@example.com`;
    await app.services.mail.queue({ to, subject: 'Your order KSW-ABC123', text: 'Thank you.' });
    const mails = await eventually(
      () => folderMails(to),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your order KSW-ABC123' });
    await app.services.mail.deliverDue();
    expect(await folderMails(to)).toHaveLength(1);
  });

  it('a mail written in a transaction that rolls back is never sent', async () => {
    const to = `rollback.${Date.now()}@example.com`;
    await app.database.db
      .transaction(async (tx) => {
        await app.services.mail.queue({ to, subject: 'Never', text: 'x' }, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.services.mail.deliverDue();
    expect(await folderMails(to)).toHaveLength(0);
  });

  it('a failing mail server is tried again later; two senders never send the same mail twice', async () => {
    const sent: string[] = [];
    let down = true;
    const flaky: Mailer = {
      send: async (message) => {
        if (down) throw new Error('connection refused');
        await new Promise((r) => setTimeout(r, 20));
        sent.push(message.to);
      },
    };
    let now = new Date('2030-01-01T00:00:00Z');
    const errors: unknown[] = [];
    const service = (jobs: InProcessJobQueue) =>
      new MailService(
        app.database.db,
        flaky,
        jobs,
        () => now,
        (e) => errors.push(e),
      );
    const first = service(new InProcessJobQueue());
    const second = service(new InProcessJobQueue());
    const to = `retry.${Date.now()}@example.com`;
    await app.database.db.transaction((tx) => first.queue({ to, subject: 'Retry', text: 'x' }, tx));
    // The app's own sender must not take it first: it runs on the real clock, these on 2030's.
    await first.deliverDue();
    expect(sent).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    down = false;
    now = new Date('2030-01-01T00:10:00Z');
    await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(sent.filter((address) => address === to)).toEqual([to]);
  });
});

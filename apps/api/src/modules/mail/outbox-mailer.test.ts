import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger';
import { OutboxMailer } from './outbox-mailer';

let outboxDir: string | undefined;
afterEach(async () => {
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

it('writes the whole mail to the outbox file, and logs neither its subject nor its text (a reset code)', async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'kasuwa-outbox-'));
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const mailer = new OutboxMailer(outboxDir, createLogger('debug', stream), 'Kasuwa <no-reply@kasuwa.ng>');

  await mailer.send({
    to: 'ada@example.com',
    subject: 'Your Kasuwa password reset code: 4821',
    text: 'Your code is 4821. Or open http://localhost/reset?token=secret-link-token',
  });

  const [file] = await readdir(outboxDir);
  expect(await readFile(path.join(outboxDir, file!), 'utf8')).toContain('4821');
  const log = lines.join('');
  expect(log).toContain('mail written to the outbox');
  expect(log).toContain(file);
  expect(log).not.toContain('4821');
  expect(log).not.toContain('secret-link-token');
});

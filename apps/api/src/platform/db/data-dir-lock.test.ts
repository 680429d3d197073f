import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'kasuwa-lock-'));

it('refuses a second holder while the first one lives', async () => {
  const dataDir = tempDir();
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    writeFileSync(path.join(dataDir, 'kasuwa.lock'), String(child.pid));
    expect(() => lockDataDir(dataDir, path.join(dataDir, 'pgdata'))).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir, path.join(dataDir, 'pgdata'))).toThrow(/pid \d+.*DATA_DIR/);
  } finally {
    child.kill('SIGKILL');
  }
});

it('takes over the lock and PGlite pid file a killed process left behind', async () => {
  const dataDir = tempDir();
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata);
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.on('exit', resolve));
  writeFileSync(path.join(dataDir, 'kasuwa.lock'), String(dead.pid));
  writeFileSync(path.join(pgdata, 'postmaster.pid'), '-42\n');

  const lock = lockDataDir(dataDir, pgdata);
  expect(readFileSync(path.join(dataDir, 'kasuwa.lock'), 'utf8')).toBe(String(process.pid));
  expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
  lock.release();
  expect(existsSync(path.join(dataDir, 'kasuwa.lock'))).toBe(false);
});

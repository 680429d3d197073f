import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DataDirLockedError, LOCK_SOCKET_NAME, lockDataDir, lockSocketPath } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'kasuwa-lock-'));

/** A separate process holding `socketPath` the way a Kasuwa process does, until it is killed. */
async function holderProcess(socketPath: string) {
  const script = `require('node:net').createServer((s) => s.end(process.pid + '\\n')).listen(${JSON.stringify(
    socketPath,
  )}, () => console.log('ready'))`;
  const child = spawn(process.execPath, ['-e', script]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

async function killHard(child: ReturnType<typeof spawn>) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

it('refuses a second holder while the first one lives, naming its pid', async () => {
  const dataDir = tempDir();
  const first = await lockDataDir(dataDir, path.join(dataDir, 'pgdata'));
  try {
    const second = lockDataDir(dataDir, path.join(dataDir, 'pgdata'));
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dataDir, path.join(dataDir, 'pgdata'))).rejects.toThrow(
      `Another Kasuwa process (pid ${process.pid}) is already using ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
    );
  } finally {
    await first.release();
  }
  expect(existsSync(path.join(dataDir, LOCK_SOCKET_NAME))).toBe(false);
});

it('refuses while another live process holds it', async () => {
  const dataDir = tempDir();
  const holder = await holderProcess(path.join(dataDir, LOCK_SOCKET_NAME));
  try {
    await expect(lockDataDir(dataDir, path.join(dataDir, 'pgdata'))).rejects.toThrow(`(pid ${holder.pid})`);
  } finally {
    await killHard(holder);
  }
});

it('takes over the socket and PGlite pid file a killed process left behind', async () => {
  const dataDir = tempDir();
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata);
  const socketPath = path.join(dataDir, LOCK_SOCKET_NAME);
  await killHard(await holderProcess(socketPath));
  expect(existsSync(socketPath)).toBe(true);
  writeFileSync(path.join(pgdata, 'postmaster.pid'), '-42\n');

  const lock = await lockDataDir(dataDir, pgdata);
  expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
  await expect(lockDataDir(dataDir, pgdata)).rejects.toThrow(DataDirLockedError);
  await lock.release();
  expect(existsSync(socketPath)).toBe(false);
});

it('is not blocked by an old PID file whose pid now belongs to another live process', async () => {
  const dataDir = tempDir();
  // What used to block a restart: the recorded pid was reused by an unrelated, living process.
  const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    writeFileSync(path.join(dataDir, 'kasuwa.lock'), String(unrelated.pid));
    const lock = await lockDataDir(dataDir, path.join(dataDir, 'pgdata'));
    expect(existsSync(path.join(dataDir, 'kasuwa.lock'))).toBe(false);
    await lock.release();
  } finally {
    await killHard(unrelated);
  }
});

it('lets one of two processes starting together over a stale socket win, and refuses the other', async () => {
  const dataDir = tempDir();
  await killHard(await holderProcess(path.join(dataDir, LOCK_SOCKET_NAME)));
  const results = await Promise.allSettled([
    lockDataDir(dataDir, path.join(dataDir, 'pgdata')),
    lockDataDir(dataDir, path.join(dataDir, 'pgdata')),
  ]);
  const won = results.filter((r) => r.status === 'fulfilled');
  expect(won).toHaveLength(1);
  expect(results.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(DataDirLockedError);
  await (won[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
});

it('locks a data dir whose path is too long for a socket through a socket named after it in the temp dir', async () => {
  const dataDir = path.join(tempDir(), 'a-rather-long-folder-name-for-the-data'.repeat(3));
  expect(Buffer.byteLength(path.join(dataDir, LOCK_SOCKET_NAME))).toBeGreaterThan(108);
  const first = await lockDataDir(dataDir, path.join(dataDir, 'pgdata'));
  try {
    expect(path.dirname(lockSocketPath(dataDir))).toBe(os.tmpdir());
    await expect(lockDataDir(dataDir, path.join(dataDir, 'pgdata'))).rejects.toThrow(DataDirLockedError);
  } finally {
    await first.release();
  }
  const again = await lockDataDir(dataDir, path.join(dataDir, 'pgdata'));
  await again.release();
});

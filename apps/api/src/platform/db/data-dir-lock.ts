import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Kasuwa process (pid ${pid}) is already using ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR for this process: the embedded database corrupts if two processes open it.
 * A lock left by a process that died (kill -9) is taken over, and so is PGlite's own stale
 * postmaster.pid, which would otherwise stop the database from opening.
 */
export function lockDataDir(dataDir: string, pgliteDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'kasuwa.lock');
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  rmSync(path.join(pgliteDir, 'postmaster.pid'), { force: true });
  return { release: () => rmSync(lockFile, { force: true }) };
}

import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StartupError } from '../errors';

export class DataDirLockedError extends StartupError {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `Another Kasuwa process (pid ${pid ?? 'unknown'}) is already using ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_SOCKET_NAME = 'kasuwa.lock.sock';
/** The PID file of earlier versions: meaningless now, removed when we take the lock. */
const LEGACY_LOCK_FILE = 'kasuwa.lock';
/** A holder whose event loop is busy still accepts the connection; it need not answer in time. */
const HOLDER_ANSWER_MS = 2_000;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH_BYTES = 100;

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR for this process: the embedded database corrupts if two processes open it.
 * The lock is a Unix socket this process listens on, so the kernel releases it the moment the
 * process dies, however it dies. A socket file nobody listens on any more (kill -9 leaves one)
 * refuses connections and is replaced; one that answers belongs to a live holder, which tells
 * its pid. Holding the lock also makes PGlite's own postmaster.pid stale, so it is removed.
 */
export async function lockDataDir(dataDir: string, pgliteDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = lockSocketPath(dataDir);
  const server = createServer((peer) => peer.end(`${process.pid}\n`));
  server.unref();
  for (let attempt = 0; ; attempt++) {
    const listened = await listen(server, socketPath);
    if (listened === 'listening') break;
    const holder = await askHolder(socketPath);
    if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
    if (attempt >= 2) throw new DataDirLockedError(dataDir, undefined);
    removeIfSame(socketPath, holder.staleFile);
  }
  rmSync(path.join(dataDir, LEGACY_LOCK_FILE), { force: true });
  rmSync(path.join(pgliteDir, 'postmaster.pid'), { force: true });
  // Closing a listening Unix socket removes its file.
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** In the data dir; for a path too long for a socket, in the temp dir under a name made from it. */
export function lockSocketPath(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const socketPath = path.join(resolved, LOCK_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES) return socketPath;
  const name = createHash('sha256').update(resolved).digest('hex').slice(0, 24);
  return path.join(tmpdir(), `kasuwa-${name}.lock.sock`);
}

function listen(server: Server, socketPath: string): Promise<'listening' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

type Holder = { alive: true; pid: number | undefined } | { alive: false; staleFile: string | undefined };

/** Connects to the lock socket: a live holder answers with its pid; a dead one's file refuses. */
function askHolder(socketPath: string): Promise<Holder> {
  const identity = identityOf(socketPath);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(socketPath);
    const done = (holder: Holder) => {
      socket.destroy();
      resolve(holder);
    };
    const alive = () => {
      const pid = Number.parseInt(answer, 10);
      done({ alive: true, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined });
    };
    socket.setTimeout(HOLDER_ANSWER_MS, alive);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', alive);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
        ? done({ alive: false, staleFile: identity })
        : done({ alive: true, pid: undefined }),
    );
  });
}

/** Which file this is: a new socket can reuse a removed one's inode number, not also its change time. */
function identityOf(file: string): string | undefined {
  try {
    const stats = lstatSync(file, { bigint: true });
    return `${stats.ino}:${stats.ctimeNs}`;
  } catch {
    return undefined;
  }
}

/**
 * Removes the dead socket file, unless another process starting at the same moment has already
 * replaced it with a live one of its own (then the next attempt finds that one answering).
 */
function removeIfSame(socketPath: string, staleFile: string | undefined) {
  if (staleFile !== undefined && identityOf(socketPath) === staleFile) rmSync(socketPath, { force: true });
}

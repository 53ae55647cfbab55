import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has no lock of its own: two processes on one PGlite directory lose
 * writes. A start takes `DATA_DIR/bff.pid` (created exclusively, holding the pid, address and
 * start time) and a second start refuses, naming the running one. A file left by a process that
 * no longer runs is taken over. A few lines with `wx` and a pid check say more than a generic
 * lock library could: the message names the running server.
 */
export const LOCK_FILE = 'bff.pid';

interface LockOwner {
  pid: number;
  url: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    // The pid may since belong to another program (after a reboot or in a container): the file
    // then only needs removing, which a person can judge and the process cannot.
    super(
      `Another BFF (pid ${owner.pid}, ${owner.url}, started ${owner.startedAt}) is running on DATA_DIR ${dataDir}: stop it first, or set DATA_DIR to another directory. If no BFF runs on this directory (pid ${owner.pid} is another program), remove ${path.join(dataDir, LOCK_FILE)} and start again`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` for this process; answers the function that releases it. */
export function lockDataDir(dataDir: string, url: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, url, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      // Left behind by a process that is gone (or unreadable): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

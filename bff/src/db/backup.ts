import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';

/**
 * Backup and restore of the embedded database: `DATA_DIR` as a whole (the PGlite files, the
 * generated secrets that decrypt what the database holds, evidence kept on disk) in one gzipped
 * tarball. PGlite has no server to dump from while it runs, so both take the BFF's own lock on
 * `DATA_DIR` first: with a BFF running they refuse, naming it, and no BFF can start half-way.
 * `tar` (node-tar, the npm CLI's own) writes and reads the archive, on every platform Node runs on.
 */

/** What a backup of `DATA_DIR` holds: everything but the lock. */
const entriesOf = (dataDir: string) => readdirSync(dataDir).filter((name) => name !== LOCK_FILE);

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Writes `DATA_DIR` into `file` (a .tar.gz); answers the entries it holds. */
export async function backupDataDir(dataDir: string, file: string): Promise<string[]> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupError(
      `No embedded database in ${dataDir} (no pglite folder): set DATA_DIR to the directory the BFF runs on`,
    );
  }
  const release = lockDataDir(dataDir, 'db:backup');
  try {
    const entries = entriesOf(dataDir);
    await tar.create({ gzip: true, file, cwd: dataDir, portable: true }, entries);
    return entries;
  } finally {
    release();
  }
}

/**
 * Puts a backup back into `DATA_DIR`. The archive is unpacked beside it and checked first; what
 * `DATA_DIR` held moves to `<DATA_DIR>.before-restore-<time>` (nothing is deleted), so a wrong
 * file loses nothing. Answers that folder, or undefined when `DATA_DIR` was empty.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string | undefined> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir, 'db:restore');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unpacked = `${dataDir}.restoring-${stamp}`;
  try {
    mkdirSync(unpacked);
    try {
      await tar.extract({ file, cwd: unpacked, strict: true });
    } catch (error) {
      throw new BackupError(
        `${file} is not a backup made by db:backup: ${(error as Error).message}`,
      );
    }
    if (!existsSync(path.join(unpacked, 'pglite'))) {
      throw new BackupError(`${file} is not a backup made by db:backup: it has no pglite folder`);
    }
    const current = entriesOf(dataDir);
    const aside = current.length > 0 ? `${dataDir}.before-restore-${stamp}` : undefined;
    if (aside) {
      mkdirSync(aside);
      for (const name of current) renameSync(path.join(dataDir, name), path.join(aside, name));
    }
    for (const name of readdirSync(unpacked)) {
      renameSync(path.join(unpacked, name), path.join(dataDir, name));
    }
    return aside;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** The data folder holds personal data and secrets: only the product's own user may enter it. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode is ignored for a folder that already exists (an older install, a mounted volume).
  tightenMode(dir, 0o700);
}

/**
 * Creates a database file readable and writable by the product's own user only (0600) before
 * SQLite opens it; SQLite gives its -wal and -shm files the database file's permissions. Files of
 * an older install are tightened too.
 */
export function preparePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) tightenMode(path, 0o600);
}

function tightenMode(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    // A folder or file owned by someone else (a read-only mount) keeps its mode; opening it still works.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Run by the worker (CommonJS): each statement in a write transaction of its own (`locking`), so
 * the server's connection waits for one index at most. That connection keeps a transaction open
 * between its commits: when the lock is taken the worker says `busy`, the server commits, and the
 * worker tries again 5 ms later. A larger page cache than the server's: an index's sort fits.
 */
const WORKER_SOURCE = `
const { parentPort, workerData: { driver, file, statements, locking } } = require('node:worker_threads');
const db = new (require(driver))(file, { timeout: 0 });
const lock = () => { try { db.exec('BEGIN IMMEDIATE'); return true; } catch (error) {
  if (error.code !== 'SQLITE_BUSY') throw error;
  parentPort.postMessage({ busy: true });
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  return false;
} };
try {
  db.pragma('cache_size = -65536');
  for (const sql of statements) {
    while (locking && !lock());
    db.exec(sql);
    if (locking) db.exec('COMMIT');
  }
  parentPort.postMessage({ ok: true });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message) });
} finally {
  db.close();
}`;

/** The driver, resolved as the program resolves it: the worker then shares its SQLite library and file locks. */
function driverPath(): string | null {
  for (const base of [process.argv[1], join(process.cwd(), 'index.js')]) {
    try {
      if (base) return createRequire(base).resolve('better-sqlite3');
    } catch {
      // The next base, or none.
    }
  }
  return null;
}

/**
 * Runs the statements (CREATE INDEX, a checkpoint) on the file from a worker thread, the event loop
 * free meanwhile (an index on 170,000 rows takes 0.2 s). `release` ends the server connection's open
 * transaction when the worker waits for the lock. False when no worker could run them; rejects when
 * a statement failed.
 */
export async function runInWorker(
  file: string,
  statements: readonly string[],
  { locking, release }: { readonly locking: boolean; readonly release: () => void },
): Promise<boolean> {
  const driver = driverPath();
  if (!driver) return false;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, statements, locking } });
  try {
    const answer = await new Promise<{ ok?: boolean; message?: string }>((resolve, reject) => {
      worker.on('message', (message: { busy?: boolean; ok?: boolean; message?: string }) =>
        message.busy ? release() : resolve(message),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The SQLite worker exited with code ${code}`)));
    });
    if (!answer.ok) throw new Error(`The SQLite worker failed: ${answer.message ?? 'unknown error'}`);
    return true;
  } finally {
    await worker.terminate();
  }
}

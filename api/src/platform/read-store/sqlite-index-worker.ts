import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * What the worker runs (CommonJS, evaluated): opens the file on a connection of its own and runs
 * each statement in a transaction of its own, so a write of the server's connection waits for one
 * index at most. The server's connection keeps a transaction open between its commits: when the
 * lock is taken, the worker says so (`busy`), the server commits, and the worker tries again a
 * moment later. Its page cache is larger than the server's: an index's sort fits in it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const pause = new Int32Array(new SharedArrayBuffer(4));
const db = new Database(workerData.file, { timeout: 0 });
try {
  db.pragma('cache_size = -65536');
  for (const sql of workerData.statements) {
    if (!workerData.inTransactions) {
      db.exec(sql);
      continue;
    }
    for (;;) {
      try {
        db.exec('BEGIN IMMEDIATE');
        break;
      } catch (error) {
        if (error.code !== 'SQLITE_BUSY') throw error;
        parentPort.postMessage({ busy: true });
        Atomics.wait(pause, 0, 0, 5);
      }
    }
    db.exec(sql);
    db.exec('COMMIT');
  }
  parentPort.postMessage({ ok: true });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message) });
} finally {
  db.close();
}
`;

/**
 * The driver's path, resolved from the running program (or the working directory): the worker loads
 * the same native module, so both connections share one SQLite library and its file locks. Null when
 * it cannot be found: the caller builds on its own thread.
 */
function driverPath(): string | null {
  for (const base of [process.argv[1], join(process.cwd(), 'index.js')]) {
    if (!base) continue;
    try {
      return createRequire(base).resolve('better-sqlite3');
    } catch {
      // The next base, or none.
    }
  }
  return null;
}

/**
 * Runs these statements (CREATE INDEX, a checkpoint) on the SQLite file from a worker thread: what takes the
 * server's thread 0.2 s an index on 170,000 rows leaves the event loop free meanwhile. Answers
 * false when no worker could run them (the caller then runs them itself); rejects when a statement
 * failed.
 */
export async function runInWorker(
  file: string,
  statements: readonly string[],
  /** Ends the server connection's open transaction: the worker is waiting for the lock. */
  release: () => void,
  /** Each statement in a write transaction of its own (CREATE INDEX); false for a checkpoint. */
  inTransactions = true,
): Promise<boolean> {
  const driver = driverPath();
  if (!driver) return false;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, statements, inTransactions },
  });
  try {
    const answer = await new Promise<{ ok: boolean; message?: string }>((resolve, reject) => {
      worker.on('message', (message: { busy?: boolean; ok?: boolean; message?: string }) => {
        if (message.busy) release();
        else resolve({ ok: message.ok === true, message: message.message });
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The index worker exited with code ${code}`)));
    });
    if (!answer.ok) throw new Error(`Building indexes failed: ${answer.message ?? 'unknown error'}`);
    return true;
  } finally {
    await worker.terminate();
  }
}

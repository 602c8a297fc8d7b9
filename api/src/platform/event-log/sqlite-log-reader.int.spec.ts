import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent } from './event-log.contract.js';
import { SqliteEventLog } from './sqlite-event-log.js';
import { SqliteLogReader } from './sqlite-log-reader.js';

describe('SqliteLogReader (the projections worker reading the server’s log)', () => {
  let dir: string;
  let log: SqliteEventLog;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-log-reader-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
  });

  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the global log only up to what the server has made visible', async () => {
    await log.append('a', [newEvent('Happened', { n: 1 }), newEvent('Happened', { n: 2 })], 'no-stream');
    const reader = SqliteLogReader.open(log.file, 1);
    try {
      expect((await reader.readAll(null, 10)).map((event) => event.data)).toEqual([{ n: 1 }]);
      expect(await reader.headPosition()).toBe(1);
      reader.advance(log.visiblePosition);
      expect((await reader.readAll('1', 10)).map((event) => event.data)).toEqual([{ n: 2 }]);
      expect((await reader.readAll(null, 10, { types: ['Other'] })).length).toBe(0);
      await expect(reader.append()).rejects.toThrow(/reads the log/);
    } finally {
      await reader.close();
    }
  });

  it('follows the visible position as the server tells it, and stops when aborted', async () => {
    const reader = SqliteLogReader.open(log.file, log.visiblePosition);
    const stop = log.watchVisible((position) => reader.advance(position));
    const abort = new AbortController();
    const seen: unknown[] = [];
    const following = (async () => {
      for await (const event of reader.subscribeAll(null, { signal: abort.signal, batchSize: 2 })) {
        seen.push(event.data);
        if (seen.length === 3) abort.abort();
      }
    })();
    try {
      await log.append('a', [newEvent('Happened', { n: 1 })], 'no-stream');
      await log.append('b', [newEvent('Happened', { n: 2 }), newEvent('Happened', { n: 3 })], 'no-stream');
      await following;
      expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      stop();
      await reader.close();
    }
  });
});

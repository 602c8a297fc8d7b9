import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventMetadata, RecordedEvent } from '../event-log/event-log.port.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';

/*
 * Folds read the embedded global log through a lean decoder: payloads parsed on first use, and
 * the two metadata fields projections read cut out of the JSON text. Whatever the text holds, a
 * fold must see exactly what was appended.
 */
const awkward: readonly (string | null)[] = [
  'plain',
  null,
  '',
  'with "quotes"',
  'back\\slash',
  '"occurredAt":"1999-01-01T00:00:00.000Z"',
  ',"userId":"forged"',
  '{brace}',
  'ñandú ✓',
  'null',
];

function metadataFor(index: number, userId: string | null): EventMetadata & Record<string, unknown> {
  const occurredAt = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  const base = { userId, correlationId: `c${index}`, causationId: `k${index}`, commandType: 'Test', occurredAt };
  // Other key orders and extra fields (nested ones too) as older or other writers might leave.
  if (index % 3 === 1)
    return {
      occurredAt,
      commandType: 'Test',
      causationId: `k${index}`,
      correlationId: `c${index}`,
      userId,
      'x"userId': 'forged',
      'y"occurredAt': 'forged',
    };
  if (index % 3 === 2) return { ...base, extra: { occurredAt: 'nested', userId: 'nested' } };
  return base;
}

const plain = ({ id, streamId, revision, position, checkpoint, type, data, metadata, recordedAt }: RecordedEvent) => ({
  id,
  streamId,
  revision,
  position,
  checkpoint,
  type,
  data,
  metadata: { ...JSON.parse(JSON.stringify(metadata)) },
  recordedAt: recordedAt.toISOString(),
});

describe('reading the embedded global log', () => {
  let dir: string;
  let log: SqliteEventLog;
  const appended: EventMetadata[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-global-log-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
    for (let index = 0; index < awkward.length * 3; index += 1) {
      const metadata = metadataFor(index, awkward[index % awkward.length] ?? null);
      appended.push(metadata);
      await log.append(
        `s-${index}`,
        [{ id: randomUUID(), type: 'Tested', data: { index, text: awkward[index % awkward.length] }, metadata }],
        'no-stream',
      );
    }
  });
  afterAll(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the metadata fields projections read exactly as appended', async () => {
    const events = await log.readAll(null, 1000);
    expect(events.map((event) => ({ occurredAt: event.metadata.occurredAt, userId: event.metadata.userId }))).toEqual(
      appended.map(({ occurredAt, userId }) => ({ occurredAt, userId })),
    );
    expect(events.map((event) => event.metadata.correlationId)).toEqual(
      appended.map((metadata) => metadata.correlationId),
    );
  });

  it('gives the same events as a stream read, field by field and serialised', async () => {
    const fromAll = await log.readAll(null, 1000);
    const fromStreams = (await Promise.all(fromAll.map((event) => log.readStream(event.streamId)))).flat();
    expect(fromAll.map(plain)).toEqual(fromStreams.map(plain));
    expect(JSON.parse(JSON.stringify(fromAll))).toEqual(JSON.parse(JSON.stringify(fromStreams)));
  });

  it('gives the same to a subscription', async () => {
    const abort = new AbortController();
    const received: RecordedEvent[] = [];
    for await (const event of log.subscribeAll(null, { signal: abort.signal, batchSize: 7 })) {
      received.push(event);
      if (received.length === appended.length) abort.abort();
    }
    expect(received.map((event) => [event.metadata.occurredAt, event.metadata.userId])).toEqual(
      appended.map((metadata) => [metadata.occurredAt, metadata.userId]),
    );
  });
});

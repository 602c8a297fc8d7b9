import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { DomainError } from '../../domain/domain-error.js';
import { SqliteEventLog } from '../../event-log/sqlite-event-log.js';
import { sitesProjection } from '../../../testing/sites-projection.js';
import { hostProjections } from './host-projections.js';
import { receivedError, sentError } from './sent-errors.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

describe('the projections worker’s host (on a message channel, in this thread)', () => {
  let dir: string;
  let log: SqliteEventLog;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-host-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
  });

  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setup = (names: string[]) => ({
    logFile: log.file,
    readStoreFile: join(dir, 'read-models.sqlite3'),
    visible: log.visiblePosition,
    studioTimeZone: 'America/Mexico_City',
    names,
  });

  it('refuses to start when its catalogue and the modules’ projections differ, naming both sides', async () => {
    const { port1, port2 } = new MessageChannel();
    try {
      await expect(hostProjections(port1, setup(['sites', 'other']), [sitesProjection])).rejects.toThrow(
        /\(missing: other; extra: \)$/,
      );
      await expect(hostProjections(port1, setup([]), [sitesProjection])).rejects.toThrow(
        /\(missing: ; extra: sites\)$/,
      );
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('starts, answers the server’s calls, and refuses a rebuild of an unknown read model as a 404 would', async () => {
    const { port1, port2 } = new MessageChannel();
    const received: FromWorker[] = [];
    port2.on('message', (message: FromWorker) => received.push(message));
    const replyTo = (id: number) =>
      new Promise<FromWorker>((resolve) => {
        const look = (): void => {
          const reply = received.find((message) => message.kind === 'reply' && message.id === id);
          if (reply) resolve(reply);
          else setTimeout(look, 5);
        };
        look();
      });
    const call = (message: ToWorker) => port2.postMessage(message);
    try {
      await hostProjections(port1, setup(['sites']), [sitesProjection]);
      call({ kind: 'call', id: 1, call: { method: 'describe' } });
      const described = await replyTo(1);
      expect(described).toMatchObject({ kind: 'reply', value: [{ name: 'sites', status: 'live' }] });
      call({ kind: 'call', id: 2, call: { method: 'rebuild', name: 'nope' } });
      const refused = await replyTo(2);
      expect(refused.kind === 'reply' && refused.error ? receivedError(refused.error) : null).toEqual(
        new DomainError('PROJECTION.NOT_FOUND', 'not-found'),
      );
      call({
        kind: 'call',
        id: 3,
        call: { method: 'write', collection: 'notes', write: 'insertOne', args: [{ _id: 'n' }] },
      });
      expect(await replyTo(3)).toMatchObject({ value: true });
      call({ kind: 'call', id: 4, call: { method: 'commit' } });
      await replyTo(4);
      expect(received).toContainEqual({ kind: 'committed', tables: ['notes'], schemaChanged: true });
      call({ kind: 'call', id: 5, call: { method: 'stop' } });
      expect(await replyTo(5)).toMatchObject({ kind: 'reply' });
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('sends a DomainError across with its code, kind and parameters, and any other error as its message', () => {
    const domain = new DomainError('PROJECTION.ALREADY_REBUILDING', 'conflict', { name: 'x' });
    expect(receivedError(sentError(domain))).toEqual(domain);
    expect(receivedError(sentError(new Error('disk full')))).toEqual(new Error('disk full'));
    expect(receivedError(sentError('odd'))).toEqual(new Error('odd'));
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { DomainError } from '../domain/domain-error.js';
import type { EventLog } from '../event-log/event-log.port.js';
import { EventStoreDbEventLog } from '../event-log/eventstoredb-event-log.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { Claims } from './claims.js';
import { defineClaim } from './define-claim.js';

/** Seats of a class occurrence, held by reservations. */
const seats = defineClaim({ name: 'seat', holder: 'reservationId' });
const FULL = 'VALIDATION.CLASS_CAPACITY' as const;
const fresh = (): CommandContext => ({
  commandId: randomUUID(),
  correlationId: randomUUID(),
  userId: null,
  now: new Date(),
  freshCommandId: true,
});

function describeClaimRace(label: string, open: () => Promise<{ log: EventLog; cleanup(): Promise<void> }>): void {
  describe(`claims on ${label}`, () => {
    let log: EventLog;
    let cleanup: () => Promise<void>;
    /** Two API instances: each its own store (and kept states) over the one log. */
    let instances: Claims[];

    beforeEach(async () => {
      ({ log, cleanup } = await open());
      instances = [
        new Claims(new AggregateStore(log, new ReadYourWrites())),
        new Claims(new AggregateStore(log, new ReadYourWrites())),
      ];
    });
    afterEach(() => cleanup());

    it('gives exactly C of N concurrent claims, and refuses the rest as full', async () => {
      const occurrence = `class-1@${randomUUID()}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, index) =>
          (instances[index % 2] as Claims).claim(seats, occurrence, `r${index}`, { limit: 10, full: FULL }, fresh()),
        ),
      );
      const refusals = outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => (outcome as PromiseRejectedResult).reason as unknown);
      expect(outcomes.length - refusals.length).toBe(10);
      expect(
        refusals.every((reason) => reason instanceof DomainError && reason.code === FULL && reason.kind === 'conflict'),
      ).toBe(true);
      expect(await (instances[0] as Claims).holders(seats, occurrence)).toHaveLength(10);
      expect(await log.readStream(seats.aggregate.streamId(occurrence))).toHaveLength(10);
    });

    it('records one claim when the same holder claims twice at once', async () => {
      const occurrence = `class-2@${randomUUID()}`;
      await Promise.all(
        instances.map((claims) => claims.claim(seats, occurrence, 'r1', { limit: 5, full: FULL }, fresh())),
      );
      expect((await log.readStream(seats.aggregate.streamId(occurrence))).map((event) => event.type)).toEqual([
        'SeatClaimed',
      ]);
    });

    it('ignores an If-Match the request sent: it names the record the client read, not the claim stream', async () => {
      const [left, right] = instances as [Claims, Claims];
      const occurrence = `class-4@${randomUUID()}`;
      await left.claim(seats, occurrence, 'r1', { limit: 3, full: FULL }, fresh());
      // The client last saw revision 7 of its own record; the claim stream is at revision 0.
      await right.claim(seats, occurrence, 'r2', { limit: 3, full: FULL }, { ...fresh(), expectedRevision: 7 });
      await left.release(seats, occurrence, 'r1', { ...fresh(), expectedRevision: 7 });
      expect((await left.holders(seats, occurrence)).map((holder) => holder.id)).toEqual(['r2']);
    });

    it('gives a released unit to the next claim', async () => {
      const [left, right] = instances as [Claims, Claims];
      const occurrence = `class-3@${randomUUID()}`;
      await left.claim(seats, occurrence, 'r1', { limit: 1, full: FULL }, fresh());
      await expect(right.claim(seats, occurrence, 'r2', { limit: 1, full: FULL }, fresh())).rejects.toMatchObject({
        code: FULL,
      });
      await left.release(seats, occurrence, 'r1', fresh());
      await right.claim(seats, occurrence, 'r2', { limit: 1, full: FULL }, fresh());
      expect((await left.holders(seats, occurrence)).map((holder) => holder.id)).toEqual(['r2']);
    });
  });
}

describeClaimRace('the embedded log', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'boxstudio-claims-'));
  const log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
  return {
    log,
    async cleanup() {
      await log.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const eventStoreUrl = process.env['EVENTSTORE_URL'];

// As the event log's own contract: set EVENTSTORE_URL (esdb://localhost:2113?tls=false) to run it there too.
(eventStoreUrl ? describe : describe.skip)('against EVENTSTORE_URL', () => {
  describeClaimRace('EventStoreDB', async () => {
    const log = EventStoreDbEventLog.connect(eventStoreUrl ?? '');
    return { log, cleanup: () => log.close() };
  });
});

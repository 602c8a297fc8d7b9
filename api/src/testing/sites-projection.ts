import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '../platform/domain/decider.js';
import type { EventLog, NewEvent } from '../platform/event-log/event-log.port.js';
import { SqliteEventLog } from '../platform/event-log/sqlite-event-log.js';
import { collection, defineProjection, type ViewDoc } from '../platform/projections/define-projection.js';
import type { Projection } from '../platform/projections/projection.js';
import { ProjectionRegistry } from '../platform/projections/projection-registry.js';
import { ProjectionRunner } from '../platform/projections/projection-runner.js';
import { ReadYourWrites } from '../platform/projections/read-your-writes.js';
import type { Doc, ReadStore } from '../platform/read-store/read-store.port.js';
import { SqliteReadStore } from '../platform/read-store/sqlite-read-store.js';

/**
 * A stand-in read model with the shape of a real one (created, edited and deactivated records), the
 * log that feeds it, and a runner over them: what the projection runner's own tests fold.
 */

const metadata = {
  userId: 'admin',
  correlationId: 'c',
  causationId: 'c',
  commandType: 'Test',
  occurredAt: '2026-11-21T10:00:00.000Z',
};
let sequence = 0;
export const siteEvent = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`,
  type,
  data,
  metadata,
});

export const siteDetails = (index: number) => ({
  name: `Sucursal ${index}`,
  address: 'Calle 1',
  city: 'Puebla',
  state: 'Puebla',
  country: 'México',
  postalCode: null,
  phone: null,
  email: null,
});

type Details = ReturnType<typeof siteDetails>;
export type SiteEvent =
  | DomainEvent<'BranchCreated', Details & { branchId: string }>
  | DomainEvent<'BranchUpdated', { branchId: string; changes: Partial<Details> }>
  | DomainEvent<'BranchDeactivated', { branchId: string }>;
export interface SiteDoc extends ViewDoc, Details {
  readonly isActive: boolean;
}

export const SITES_COLLECTION = 'sites';
export const sitesProjection = defineProjection<SiteEvent>()({
  name: 'sites',
  collections: { sites: collection<SiteDoc>(SITES_COLLECTION, [{ isActive: 1 }]) },
  handlers: {
    BranchCreated: ({ data: { branchId, ...fields } }, { sites }) =>
      sites.insert({ _id: branchId, ...fields, isActive: true }),
    BranchUpdated: ({ data }, { sites }) => sites.set(data.branchId, data.changes),
    BranchDeactivated: ({ data }, { sites }) => sites.set(data.branchId, { isActive: false }),
  },
});

async function writeSite(log: EventLog, index: number): Promise<void> {
  const stream = `branch-b${index}`;
  await log.append(stream, [siteEvent('BranchCreated', { branchId: `b${index}`, ...siteDetails(index) })], 'no-stream');
  await log.append(
    stream,
    [siteEvent('BranchUpdated', { branchId: `b${index}`, changes: { city: `Ciudad ${index}` } })],
    0,
  );
  if (index % 3 === 0) await log.append(stream, [siteEvent('BranchDeactivated', { branchId: `b${index}` })], 1);
}

/** Sites written at once: their appends share the log's commits, as a busy studio's do. */
const SITES_AT_ONCE = 50;

/** Sites `b<from>`… created, each moved to another city, every third one deactivated. */
export async function writeSites(log: EventLog, from: number, count: number): Promise<void> {
  for (let first = from; first < from + count; first += SITES_AT_ONCE) {
    const indexes = Array.from(
      { length: Math.min(SITES_AT_ONCE, from + count - first) },
      (_, offset) => first + offset,
    );
    await Promise.all(indexes.map((index) => writeSite(log, index)));
  }
}

/** A collection's documents in id order. */
export async function documentsOf(store: ReadStore, name = SITES_COLLECTION): Promise<Doc[]> {
  return store.collection(name).find({}, { sort: { _id: 1 } });
}

export function runnerOn(
  log: EventLog,
  store: ReadStore,
  projections: Projection[] = [sitesProjection],
): ProjectionRunner {
  const registry = new ProjectionRegistry();
  for (const projection of projections) registry.register(projection);
  return new ProjectionRunner(log, store, registry, new ReadYourWrites());
}

/** Waits (at most a second) until the runner's first projection has applied the log up to `head`. */
export async function projectedThrough(runner: ProjectionRunner, head: number): Promise<void> {
  for (let attempt = 0; attempt < 200 && (await runner.describe())[0]?.checkpoint !== head; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A test's own event log (on disk) and read store (in memory), and the runner it starts over them. */
export class ProjectionBench {
  private opened: { readonly dir: string; readonly log: SqliteEventLog; readonly store: SqliteReadStore } | null = null;
  private started: ProjectionRunner | null = null;

  get log(): SqliteEventLog {
    return this.current().log;
  }

  get store(): SqliteReadStore {
    return this.current().store;
  }

  /** The runner `start` started. */
  get runner(): ProjectionRunner {
    if (!this.started) throw new Error('The bench has not started a runner');
    return this.started;
  }

  open(): void {
    const dir = mkdtempSync(join(tmpdir(), 'boxstudio-projections-'));
    this.opened = {
      dir,
      log: SqliteEventLog.open(join(dir, 'events.sqlite3')),
      store: SqliteReadStore.open(':memory:'),
    };
  }

  /** Starts a runner over the bench's log and store, caught up with the log when this resolves. */
  async start(projections?: Projection[]): Promise<ProjectionRunner> {
    this.started = runnerOn(this.log, this.store, projections);
    await this.started.start();
    return this.started;
  }

  async close(): Promise<void> {
    await this.started?.stop();
    this.started = null;
    const { dir, log, store } = this.current();
    await store.close();
    await log.close();
    rmSync(dir, { recursive: true, force: true });
    this.opened = null;
  }

  private current(): { readonly dir: string; readonly log: SqliteEventLog; readonly store: SqliteReadStore } {
    if (!this.opened) throw new Error('The bench is open only within a test');
    return this.opened;
  }
}

/** A bench opened before each test of the suite and closed after it. */
export function projectionBench(): ProjectionBench {
  const bench = new ProjectionBench();
  beforeEach(() => bench.open());
  afterEach(() => bench.close());
  return bench;
}

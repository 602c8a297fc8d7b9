import { Logger, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { EVENT_LOG, type EventLog } from '../../event-log/event-log.port.js';
import { SqliteEventLog } from '../../event-log/sqlite-event-log.js';
import { createReadStore, embeddedReadStoreFile, openEmbeddedReadStore } from '../../read-store/create-read-store.js';
import { READ_STORE, type ReadStore } from '../../read-store/read-store.port.js';
import type { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import { ProjectionRegistry } from '../projection-registry.js';
import { ProjectionRunner } from '../projection-runner.js';
import { Projections } from '../projections.js';
import { ReadYourWrites } from '../read-your-writes.js';
import { WorkerProjections } from './worker-projections.js';
import { WorkerReadStore } from './worker-read-store.js';

/** The server's own connection to the read models' file, while the worker writes it. */
const SERVER_READ_CONNECTION = Symbol('SERVER_READ_CONNECTION');

/**
 * The read store and the projections' fold. With the embedded stores and the worker's compiled
 * entry (`workerEntry`, given by main.ts), the fold runs in a worker thread (WorkerProjections);
 * otherwise (MongoDB, EventStoreDB, tests building the app from sources) in this process.
 */
export function projectionsProviders(config: AppConfig, workerEntry: string | undefined): Provider[] {
  if (workerEntry === undefined || config.mongoUrl || config.eventStoreUrl)
    return [
      { provide: READ_STORE, useFactory: () => createReadStore(config) },
      {
        provide: Projections,
        inject: [EVENT_LOG, READ_STORE, ProjectionRegistry, ReadYourWrites],
        useFactory: (...deps: [EventLog, ReadStore, ProjectionRegistry, ReadYourWrites]) =>
          new ProjectionRunner(...deps, { logger: new Logger(ProjectionRunner.name) }),
      },
    ];
  return [
    { provide: SERVER_READ_CONNECTION, useFactory: () => openEmbeddedReadStore(config) },
    {
      provide: Projections,
      inject: [EVENT_LOG, SERVER_READ_CONNECTION, ProjectionRegistry, ReadYourWrites],
      useFactory: (
        log: EventLog,
        local: SqliteReadStore,
        registry: ProjectionRegistry,
        readYourWrites: ReadYourWrites,
      ) => {
        if (!(log instanceof SqliteEventLog)) throw new Error('The projections worker reads the embedded event log');
        const setup = {
          entry: workerEntry,
          readStoreFile: embeddedReadStoreFile(config),
          studioTimeZone: config.studioTimeZone,
        };
        return new WorkerProjections(setup, log, local, registry, readYourWrites, new Logger('ProjectionsWorker'));
      },
    },
    {
      provide: READ_STORE,
      inject: [SERVER_READ_CONNECTION, Projections],
      useFactory: (local: SqliteReadStore, worker: WorkerProjections) => new WorkerReadStore(local, worker),
    },
  ];
}

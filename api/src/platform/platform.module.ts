import { join } from 'node:path';
import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { AggregateCommands, RunAggregateCommandHandler } from './aggregates/aggregate-commands.js';
import { AggregateStore } from './aggregates/aggregate-store.js';
import { AuditCatalog } from './aggregates/audit-catalog.js';
import { Claims } from './claims/claims.js';
import { Spans } from './claims/spans.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { createEventLog } from './event-log/create-event-log.js';
import { EVENT_LOG, type EventLog } from './event-log/event-log.port.js';
import { DemoSeedRegistry } from './demo/demo-seed.registry.js';
import { ProjectionRegistry } from './projections/projection-registry.js';
import { IdempotencyKeys } from './http/idempotency-keys.js';
import { IdempotentRequests } from './http/idempotent-requests.js';
import { Projections } from './projections/projections.js';
import { ReadYourWrites } from './projections/read-your-writes.js';
import { projectionsProviders } from './projections/worker/projections-providers.js';
import { READ_STORE, type ReadStore } from './read-store/read-store.port.js';
import {
  StoredReactionCheckpoints,
  REACTION_CHECKPOINTS,
  type ReactionCheckpoints,
} from './reactions/reaction-checkpoints.js';
import { ReactionRunner } from './reactions/reaction-runner.js';
import { Clock, SystemClock } from './time/clock.js';
import { StudioCalendar } from './time/studio-calendar.js';
import { Scheduler } from './time/scheduler.js';

/** What a test may put in place of the platform's own pieces. */
export interface PlatformOverrides {
  /** The clock commands, the scheduler and reactions read (a ManualClock in tests). */
  readonly clock?: Clock;
  /** How often the scheduler looks for due commands (default 1000 ms). */
  readonly schedulerPollMs?: number;
  /**
   * The projections worker's compiled entry (`projection-worker.js`): given, the embedded read
   * models are folded in a worker thread (projections-providers.ts). The server's main.ts gives it.
   */
  readonly projectionsWorker?: string;
}

/** Closes in order on shutdown: stop reacting and running timed commands, stop projecting, then close the stores. */
class PlatformLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly reactions: ReactionRunner,
    private readonly scheduler: Scheduler,
    private readonly runner: Projections,
    @Inject(EVENT_LOG) private readonly log: EventLog,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.reactions.stop();
    await this.scheduler.stop();
    await this.runner.stop();
    await this.log.close();
    await this.store.close();
  }
}

/**
 * Reactions' checkpoints outlive a restart, beside the projections' in the read store (MongoDB,
 * or the embedded file named after the log, whose positions they are). A JSON file an older
 * install kept them in is still read until the store holds newer ones.
 */
function reactionCheckpoints(config: AppConfig, store: ReadStore): ReactionCheckpoints {
  if (config.mongoUrl) return new StoredReactionCheckpoints(store);
  const legacy = config.eventStoreUrl ? 'reaction-checkpoints.eventstoredb.json' : 'reaction-checkpoints.json';
  return new StoredReactionCheckpoints(store, join(config.dataDir, legacy));
}

/** What every domain module uses: configuration, the two stores, projections, command handling. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: overrides.clock ?? new SystemClock() },
        { provide: StudioCalendar, useValue: new StudioCalendar(config.studioTimeZone) },
        { provide: EVENT_LOG, useFactory: () => createEventLog(config) },
        {
          provide: ReadYourWrites,
          useFactory: () => {
            const readYourWrites = new ReadYourWrites(new Logger(ReadYourWrites.name));
            readYourWrites.timeoutMs = config.readYourWritesTimeoutMs;
            return readYourWrites;
          },
        },
        ProjectionRegistry,
        ...projectionsProviders(config, overrides.projectionsWorker),
        AggregateStore,
        AggregateCommands,
        RunAggregateCommandHandler,
        AuditCatalog,
        DemoSeedRegistry,
        Claims,
        Spans,
        IdempotentRequests,
        IdempotencyKeys,
        {
          provide: REACTION_CHECKPOINTS,
          inject: [READ_STORE],
          useFactory: (store: ReadStore) => reactionCheckpoints(config, store),
        },
        ReactionRunner,
        {
          provide: Scheduler,
          inject: [AggregateStore, READ_STORE, EVENT_LOG, ReadYourWrites, ProjectionRegistry, Clock],
          useFactory: (...deps: ConstructorParameters<typeof Scheduler>) => {
            const scheduler = new Scheduler(...deps);
            if (overrides.schedulerPollMs !== undefined) scheduler.pollIntervalMs = overrides.schedulerPollMs;
            return scheduler;
          },
        },
        {
          provide: PlatformLifecycle,
          inject: [ReactionRunner, Scheduler, Projections, EVENT_LOG, READ_STORE],
          useFactory: (...deps: ConstructorParameters<typeof PlatformLifecycle>) => new PlatformLifecycle(...deps),
        },
      ],
      exports: [
        APP_CONFIG,
        Clock,
        StudioCalendar,
        EVENT_LOG,
        READ_STORE,
        ReadYourWrites,
        ProjectionRegistry,
        Projections,
        AggregateStore,
        AggregateCommands,
        AuditCatalog,
        DemoSeedRegistry,
        Claims,
        Spans,
        IdempotentRequests,
        IdempotencyKeys,
        ReactionRunner,
        Scheduler,
      ],
    };
  }
}

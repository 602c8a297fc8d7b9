import { Worker } from 'node:worker_threads';
import type { ProjectionCheckResult, ProjectionInfo } from '@boxstudio/contracts';
import type { SqliteEventLog } from '../../event-log/sqlite-event-log.js';
import type { LogSink } from '../../logging/log-sink.js';
import { reasonOf } from '../../logging/reason-of.js';
import type { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import type { LogMoment } from '../log-lag.js';
import type { ProjectionRegistry } from '../projection-registry.js';
import { Projections, type RebuildHandle } from '../projections.js';
import type { ReadYourWrites } from '../read-your-writes.js';
import { receivedError } from './sent-errors.js';
import type { FromWorker, ToWorker, WorkerCall, WorkerSetup, WriteMethod } from './worker-protocol.js';
import type { WorkerWrites } from './worker-read-store.js';

/** Where the worker's entry is and which files it opens. */
export interface WorkerProjectionsSetup {
  /** The compiled `projection-worker.js`. */
  readonly entry: string;
  readonly readStoreFile: string;
  readonly studioTimeZone: string;
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The read models folded in a worker thread (projection-worker.ts, host-projections.ts), for the
 * embedded stores: the fold's reads, writes and commits leave the server's event loop, which keeps
 * answering requests with the other core. The server reads the read models' file through its own
 * connection (`local`): each commit the worker makes is told here, and drops what that connection
 * kept of the tables it wrote; then the position every live projection has committed lets the
 * commands waiting for it answer (ReadYourWrites). The log's newly durable events are told to the
 * worker as they become visible.
 */
export class WorkerProjections extends Projections implements WorkerWrites {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly rebuilds = new Map<number, (progress: ProjectionInfo['rebuild']) => void>();
  private readonly watchers = new Set<() => void>();
  private state: { readonly running: boolean; readonly failure: string | null } = { running: false, failure: null };
  private starting: Pending | null = null;
  private stopWatchingLog: (() => void) | null = null;
  /** Why the worker ended (failed, or exited unasked): it answers nothing more. */
  private endedWith: string | null = null;

  constructor(
    private readonly setup: WorkerProjectionsSetup,
    private readonly log: SqliteEventLog,
    private readonly local: SqliteReadStore,
    private readonly registry: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
    private readonly logger: LogSink,
  ) {
    super();
  }

  async start(): Promise<void> {
    if (this.worker) return;
    const workerData: WorkerSetup = {
      logFile: this.log.file,
      readStoreFile: this.setup.readStoreFile,
      visible: this.log.visiblePosition,
      studioTimeZone: this.setup.studioTimeZone,
      names: this.registry.all().map(({ name }) => name),
    };
    const worker = new Worker(this.setup.entry, { workerData });
    this.worker = worker;
    // In the same turn as `visible` was read: no event made visible in between goes untold.
    this.stopWatchingLog = this.log.watchVisible((position) => this.send({ kind: 'visible', position }));
    worker.on('message', (message: FromWorker) => this.receive(message));
    worker.on('error', (error) => this.ended(reasonOf(error)));
    worker.on('exit', (code) => this.ended(`The projections worker exited (code ${code})`));
    await new Promise<unknown>((resolve, reject) => (this.starting = { resolve, reject }));
  }

  async stop(): Promise<void> {
    const { worker } = this;
    if (!worker) return;
    try {
      if (this.endedWith === null) await this.call({ method: 'stop' });
    } finally {
      this.stopWatchingLog?.();
      this.stopWatchingLog = null;
      this.worker = null;
      this.endedWith = null;
      this.state = { running: false, failure: null };
      // Its exit is no failure now.
      worker.removeAllListeners();
      await worker.terminate();
    }
  }

  get running(): boolean {
    return this.worker !== null && this.state.running;
  }

  get failure(): string | null {
    return this.state.failure;
  }

  async describe(moment?: LogMoment): Promise<ProjectionInfo[]> {
    return (await this.call({ method: 'describe', moment })) as ProjectionInfo[];
  }

  watch(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => void this.watchers.delete(listener);
  }

  async rebuild(name: string): Promise<RebuildHandle> {
    // The id the call below takes: the worker tells the rebuild's end under it.
    const id = this.nextId;
    let progress: ProjectionInfo['rebuild'] = null;
    const done = new Promise<void>((resolve) =>
      this.rebuilds.set(id, (final) => {
        progress = final;
        resolve();
      }),
    );
    try {
      progress = (await this.call({ method: 'rebuild', name })) as ProjectionInfo['rebuild'];
    } catch (error) {
      this.rebuilds.delete(id);
      throw error;
    }
    return { done, progress: () => progress };
  }

  async startCheck(name: string): Promise<ProjectionCheckResult> {
    return (await this.call({ method: 'check', name })) as ProjectionCheckResult;
  }

  write(collection: string, write: WriteMethod, args: readonly unknown[]): Promise<unknown> {
    return this.call({ method: 'write', collection, write, args });
  }

  async commit(): Promise<void> {
    await this.call({ method: 'commit' });
  }

  private call(call: WorkerCall): Promise<unknown> {
    if (!this.worker || this.endedWith !== null)
      return Promise.reject(new Error(this.endedWith ?? 'The projections worker is not running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ kind: 'call', id, call });
    });
  }

  private send(message: ToWorker): void {
    this.worker?.postMessage(message);
  }

  private receive(message: FromWorker): void {
    switch (message.kind) {
      case 'started':
        this.starting?.resolve(undefined);
        this.starting = null;
        return;
      case 'failed':
        this.ended(message.error.message);
        return;
      case 'committed':
        this.local.invalidate(message.tables, message.schemaChanged);
        return;
      case 'visible':
        this.readYourWrites.advance(message.position);
        return;
      case 'state':
        this.state = { running: message.running, failure: message.failure };
        return;
      case 'changed':
        for (const listener of this.watchers) listener();
        return;
      case 'rebuilt':
        this.rebuilds.get(message.id)?.(message.progress);
        this.rebuilds.delete(message.id);
        return;
      case 'reply': {
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) pending?.reject(receivedError(message.error));
        else pending?.resolve(message.value);
        return;
      }
      case 'log':
        this.logger[message.level](message.message);
        return;
    }
  }

  /** The worker failed or exited: nothing it was asked will be answered, and the fold has stopped. */
  private ended(reason: string): void {
    this.endedWith = reason;
    this.state = { running: false, failure: reason };
    const error = new Error(reason);
    this.starting?.reject(error);
    this.starting = null;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    for (const finish of this.rebuilds.values()) finish(null);
    this.rebuilds.clear();
  }
}

import type { ProjectionInfo } from '@boxstudio/contracts';
import type { DomainErrorKind } from '../../domain/domain-error.js';
import type { LogMoment } from '../log-lag.js';

/** What the projections worker is started with (workerData). */
export interface WorkerSetup {
  /** The event log's file, which the server writes and the worker reads. */
  readonly logFile: string;
  /** The read models' file, which the worker writes and the server reads. */
  readonly readStoreFile: string;
  /** How far the server's log has made events visible when the worker starts. */
  readonly visible: number;
  readonly studioTimeZone: string;
  /** The projections the server's modules registered: the worker's catalogue must hold the same. */
  readonly names: readonly string[];
}

/** A write the server makes to the read store (reaction checkpoints, the scheduler's marks), made by the worker. */
export type WriteMethod = 'insertOne' | 'insertMany' | 'updateOne' | 'updateMany' | 'deleteOne' | 'deleteMany';

export type WorkerCall =
  | { readonly method: 'describe'; readonly moment?: LogMoment }
  | { readonly method: 'rebuild'; readonly name: string }
  | { readonly method: 'check'; readonly name: string }
  | {
      readonly method: 'write';
      readonly collection: string;
      readonly write: WriteMethod;
      readonly args: readonly unknown[];
    }
  | { readonly method: 'commit' }
  | { readonly method: 'stop' };

export type ToWorker =
  | { readonly kind: 'visible'; readonly position: number }
  | { readonly kind: 'call'; readonly id: number; readonly call: WorkerCall };

/** An error as it crosses threads: a DomainError keeps its code and kind (a 404 or 409 on the server). */
export interface SentError {
  readonly message: string;
  readonly domain?: {
    readonly code: string;
    readonly kind: DomainErrorKind;
    readonly params: Record<string, string | number>;
  };
}

export type FromWorker =
  | { readonly kind: 'started' }
  | { readonly kind: 'failed'; readonly error: SentError }
  /** A commit wrote these tables: the server's connection drops what it kept of them. */
  | { readonly kind: 'committed'; readonly tables: readonly string[]; readonly schemaChanged: boolean }
  /** Every live projection has committed this position: answers waiting for it may go. */
  | { readonly kind: 'visible'; readonly position: number }
  | { readonly kind: 'state'; readonly running: boolean; readonly failure: string | null }
  /** A rebuild or a check started or ended. */
  | { readonly kind: 'changed' }
  | { readonly kind: 'rebuilt'; readonly id: number; readonly progress: ProjectionInfo['rebuild'] }
  | { readonly kind: 'reply'; readonly id: number; readonly value?: unknown; readonly error?: SentError }
  | { readonly kind: 'log'; readonly level: 'log' | 'warn' | 'error'; readonly message: string };

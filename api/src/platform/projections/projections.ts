import type { ProjectionCheckResult, ProjectionInfo } from '@boxstudio/contracts';
import type { LogMoment } from './log-lag.js';

/** A rebuild under way: resolves once it has ended (finished or failed; `describe` says which). */
export interface RebuildHandle {
  readonly done: Promise<void>;
  /** Its progress so far, as `describe` shows it. */
  progress(): ProjectionInfo['rebuild'];
}

/**
 * The read models' fold as the rest of the server drives it: the health check, the projections
 * console, the start and the stop. It runs in this process (ProjectionRunner) or, for the embedded
 * store, in a worker thread of its own (WorkerProjections, docs/architecture.md).
 */
export abstract class Projections {
  /** Resolves once every projection has caught up with the log's head. */
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
  abstract get running(): boolean;
  abstract get failure(): string | null;
  abstract describe(moment?: LogMoment): Promise<ProjectionInfo[]>;
  /** Calls `listener` whenever a rebuild or a consistency check starts or ends; answers how to stop. */
  abstract watch(listener: () => void): () => void;
  /** Starts rebuilding one projection into a fresh copy (404 unknown, 409 busy); the live copy serves meanwhile. */
  abstract rebuild(name: string): Promise<RebuildHandle>;
  /** Checks one projection against a fresh fold of the log (404 unknown, 409 busy). */
  abstract startCheck(name: string): Promise<ProjectionCheckResult>;
}

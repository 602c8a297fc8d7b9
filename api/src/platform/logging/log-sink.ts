/**
 * Where a platform class writes its lines. Nest's Logger is one; the projections worker passes its
 * lines to the server's. Kept free of Nest so that the worker thread does not load it (25 MB).
 */
export interface LogSink {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Writes nothing: a class built without a sink (tests, tools) stays quiet. */
export const SILENT: LogSink = { log: () => undefined, warn: () => undefined, error: () => undefined };

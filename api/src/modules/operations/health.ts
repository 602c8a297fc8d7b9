/** GET /api/health: whether the log and the read store answer and the projections are live. */
export interface Health {
  readonly status: 'ok' | 'degraded';
  readonly eventLog: boolean;
  readonly readStore: boolean;
  readonly projections: 'live' | 'stopped' | 'failed';
  readonly headPosition: number | null;
  readonly problem?: string;
}

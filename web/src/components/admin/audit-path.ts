import type { AuditedAggregate } from '@boxstudio/contracts';

/**
 * A record's stream in the audit console: `/admin/audit/{aggregate}/{id}`, opened at one of its
 * events with `revision` (`?step=`), else at its latest.
 */
export function auditRecordPath(aggregate: AuditedAggregate, id: string, revision?: number): string {
  const path = `/admin/audit/${aggregate}/${encodeURIComponent(id)}`;
  return revision === undefined ? path : `${path}?step=${revision}`;
}

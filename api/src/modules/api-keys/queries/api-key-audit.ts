import type { ApiKeyDto } from '@boxstudio/contracts';
import type { AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { ApiKeyQueries } from './api-key-queries.js';

/** A key in the audit console: its name, and the prefix that tells it apart. */
export function apiKeyAudit(keys: ApiKeyQueries): AuditPresentation<ApiKeyDto> {
  return {
    label: (key) => key.name,
    detail: (key) => key.prefix,
    find: (text, limit) => keys.named(text, limit),
  };
}

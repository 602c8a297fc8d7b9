import type { ApiKeyDto } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/** A key as the admins' list reads it: its public fields only (the digest is in the credential store). */
export interface ApiKeyDoc extends ViewDoc, Omit<ApiKeyDto, 'id'> {}

export const API_KEYS = collection<ApiKeyDoc>('api_keys', [
  { createdAt: -1, _id: 1 },
  { status: 1, createdAt: -1, _id: 1 },
]);

export function toApiKeyDto(doc: Readonly<ApiKeyDoc>): ApiKeyDto {
  const { _id, name, prefix, branchId, expiresAt, lastUsedAt, revokedAt, createdBy, createdAt, status } = doc;
  return { id: _id, name, prefix, branchId, expiresAt, lastUsedAt, revokedAt, createdBy, createdAt, status };
}

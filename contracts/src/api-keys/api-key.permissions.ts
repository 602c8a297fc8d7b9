import { isAdminRole, type Role } from '../platform/roles.js';

export interface ApiKeyPermissions {
  /** List, create and revoke the reporting tools' keys. */
  readonly manage: boolean;
}

/** CONTRACT.md: admins create and revoke API keys; nobody else sees them. */
export function apiKeyPermissions(role: Role | null | undefined): ApiKeyPermissions {
  return { manage: role !== null && role !== undefined && isAdminRole(role) };
}

import type { MessageKey, Role } from '@boxstudio/contracts';
import { DomainError, forbidden } from '../domain/domain-error.js';
import type { ApiKeyPrincipals } from './api-key-principals.js';
import type { AuthUser } from './auth-user.js';
import { BRANCH_FILTER } from './branch-filter.js';

/** What the access guard knows of a route, as far as an API key is concerned. */
export interface KeyRule {
  readonly isPublic: boolean;
  readonly allowed: readonly Role[];
  readonly forbiddenMessage: MessageKey;
  /** The keys' own management: never for a key, not even to read. */
  readonly noApiKeys: boolean;
  /** The route's query takes `branchId` (branch-filter.ts). */
  readonly takesBranchFilter: boolean;
}

export interface KeyRequest {
  readonly method: string;
  readonly headers: { readonly authorization?: string };
  readonly query: unknown;
}

/** HEAD is answered by the GET route: a read too. */
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const invalidKey = (): DomainError => new DomainError('API_KEY.INVALID', 'unauthenticated');

/**
 * Admits a request that carries `X-Api-Key`, or refuses it. Who first (401: malformed, unknown,
 * revoked, expired), then what: a key reads only (every other method 403, public routes too), only
 * what admins may read, never the keys themselves, and a branch key only its branch.
 */
export async function admitApiKey(
  principals: ApiKeyPrincipals | null,
  key: string | string[] | undefined,
  request: KeyRequest,
  rule: KeyRule,
): Promise<AuthUser> {
  // A bearer token beside the key would leave it open which of the two is the caller: neither is.
  if (principals === null || typeof key !== 'string' || request.headers.authorization !== undefined) throw invalidKey();
  const user = await principals.authenticate(key);
  if (!READS.has(request.method)) throw forbidden('API_KEY.READ_ONLY');
  if (rule.noApiKeys) throw forbidden('HTTP.FORBIDDEN');
  if (!rule.isPublic && !rule.allowed.includes('ADMIN')) throw forbidden(rule.forbiddenMessage);
  limitToBranch(user.apiKey?.branchId ?? null, request, rule);
  return user;
}

/**
 * A branch key reads routes that filter by branch, with the filter set to its branch (another
 * branch asked for is a 403, not silently swapped), and public routes, which anyone may read. A
 * route that cannot be narrowed to a branch (a detail by id, statistics over every branch, the
 * audit) is a 403: what it answers could belong to another branch.
 */
function limitToBranch(branchId: string | null, request: KeyRequest, rule: KeyRule): void {
  if (branchId === null) return;
  if (!rule.takesBranchFilter) {
    if (rule.isPublic) return;
    throw forbidden('API_KEY.OUT_OF_SCOPE');
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = query[BRANCH_FILTER];
  if (asked !== undefined && asked !== branchId) throw forbidden('API_KEY.OUT_OF_SCOPE');
  // Express 5 parses `query` from the address on every read (a getter): an own property shadows it
  // for the route's @Query().
  Object.defineProperty(request, 'query', {
    value: { ...query, [BRANCH_FILTER]: branchId },
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

import { Injectable } from '@nestjs/common';
import type { ApiKeyPrincipals } from '../../../platform/auth/api-key-principals.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { Clock } from '../../../platform/time/clock.js';
import { ApiKeyDigests } from '../../accounts/index.js';
import { ApiKeyCommands } from '../commands/api-key-commands.js';
import { apiKeyIdOf, matchesDigest } from '../secrets/api-key-text.js';

const invalidKey = (): DomainError => new DomainError('API_KEY.INVALID', 'unauthenticated');

/**
 * Who an `X-Api-Key` stands for: a read-only principal with an admin's view (the access guard lets
 * it only read), limited to its branch when it has one. Its id names the key, never a person.
 *
 * The key's expiry is judged on the injected clock, as its creation and its days of use are: they
 * are business facts recorded in its stream. (A person's session stays on the machine's clock.)
 */
@Injectable()
export class ApiKeySessions implements ApiKeyPrincipals {
  constructor(
    private readonly keys: ApiKeyCommands,
    private readonly digests: ApiKeyDigests,
    private readonly clock: Clock,
  ) {}

  async authenticate(key: string): Promise<AuthUser> {
    // Not a key, or a mistyped one: refused on its checksum, before anything is looked up.
    const id = apiKeyIdOf(key);
    if (id === null) throw invalidKey();
    // The secret against the credential store (the log holds no digest), then the key's own stream:
    // revoked or expired. An unknown id has no digest, so its stream is not even read.
    if (!matchesDigest(key, await this.digests.of(id))) throw invalidKey();
    const found = await this.keys.use(id, this.clock.now());
    if (found === null) throw invalidKey();
    const principal = `api-key:${found.id}`;
    return {
      id: principal,
      role: 'ADMIN',
      name: found.name,
      email: '',
      branchId: found.branchId,
      tokenId: principal,
      tokenExpiresAt: Date.parse(found.expiresAt),
      apiKey: { id: found.id, branchId: found.branchId },
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CREDENTIAL_STORE, type CredentialStore } from './credential-store.port.js';

/**
 * The API keys' part of the credential store, the only part another module (api-keys) reaches:
 * the digests stay out of the event log (decision 4), beside the password hashes, which no other
 * module may read.
 */
@Injectable()
export class ApiKeyDigests {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {}

  /** Keeps the digest of a key made for `keyId`, beside any kept before (CredentialStore.addApiKeyHash). */
  add(keyId: string, digest: string): Promise<void> {
    return this.credentials.addApiKeyHash(keyId, digest);
  }

  /** The digests kept for `keyId`: none for an id no create used. */
  of(keyId: string): Promise<string[]> {
    return this.credentials.apiKeyHashes(keyId);
  }
}

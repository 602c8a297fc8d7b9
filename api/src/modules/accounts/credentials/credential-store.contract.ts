import type { CredentialStore } from './credential-store.port.js';

export interface OpenedCredentialStore {
  readonly store: CredentialStore;
  /** A fresh instance on the same data; the test closes the first one before asking. */
  readonly reopen: () => Promise<CredentialStore>;
  readonly cleanup: () => Promise<void>;
}

/** The behaviour every CredentialStore adapter must have, each test on a store of its own. */
export function describeCredentialStoreContract(adapterName: string, open: () => Promise<OpenedCredentialStore>): void {
  describe(`CredentialStore contract: ${adapterName}`, () => {
    let opened: OpenedCredentialStore;
    /** The instance open now: the first one, or the one `reopen` gave. */
    let current: CredentialStore;

    beforeEach(async () => {
      opened = await open();
      current = opened.store;
    });

    afterEach(async () => {
      await current.close();
      await opened.cleanup();
    });

    const reopen = async (): Promise<CredentialStore> => {
      await current.close();
      current = await opened.reopen();
      return current;
    };

    it('keeps the latest password hash of each person', async () => {
      const { store } = opened;
      await store.setPasswordHash('user-1', 'hash-a');
      await store.setPasswordHash('user-1', 'hash-b');
      expect(await store.passwordHash('user-1')).toBe('hash-b');
      expect(await store.passwordHash('user-2')).toBeNull();
      expect(await (await reopen()).passwordHash('user-1')).toBe('hash-b');
    });

    it('refuses a revoked token until it would have expired', async () => {
      const { store } = opened;
      await store.revokeToken('live', Date.now() + 60_000);
      await store.revokeToken('expired', Date.now() - 1);
      expect(await store.isTokenRevoked('live')).toBe(true);
      expect(await store.isTokenRevoked('expired')).toBe(false);
      expect(await store.isTokenRevoked('never-revoked')).toBe(false);
    });

    it("keeps every digest added for an API key, never replacing one, and no other key's", async () => {
      const { store } = opened;
      expect(await store.apiKeyHashes('key-1')).toEqual([]);
      await store.addApiKeyHash('key-1', 'digest-a');
      await store.addApiKeyHash('key-1', 'digest-a');
      await store.addApiKeyHash('key-1', 'digest-b');
      await store.addApiKeyHash('key-2', 'digest-c');
      expect((await store.apiKeyHashes('key-1')).sort()).toEqual(['digest-a', 'digest-b']);
      expect(await store.apiKeyHashes('key-2')).toEqual(['digest-c']);
      expect(await store.apiKeyHashes('key-3')).toEqual([]);
      expect((await (await reopen()).apiKeyHashes('key-1')).sort()).toEqual(['digest-a', 'digest-b']);
    });
  });
}

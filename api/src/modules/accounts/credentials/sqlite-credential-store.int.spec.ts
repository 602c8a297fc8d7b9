import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCredentialStoreContract } from './credential-store.contract.js';
import { SqliteCredentialStore } from './sqlite-credential-store.js';

describeCredentialStoreContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'boxstudio-credentials-'));
  const file = join(dir, 'credentials.sqlite3');
  return {
    store: new SqliteCredentialStore(file),
    reopen: async () => new SqliteCredentialStore(file),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('SqliteCredentialStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-credentials-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a revoked token until it would have expired, also after a restart', async () => {
    const file = join(dir, 'credentials.sqlite3');
    const store = new SqliteCredentialStore(file);
    await store.revokeToken('live', Date.now() + 60_000);
    await store.revokeToken('expired', Date.now() - 1);
    await store.close();

    const reopened = new SqliteCredentialStore(file);
    expect(await reopened.isTokenRevoked('live')).toBe(true);
    expect(await reopened.isTokenRevoked('expired')).toBe(false);
    await reopened.close();
  });

  it("sees another process's revocation within two seconds", async () => {
    const file = join(dir, 'credentials.sqlite3');
    const here = new SqliteCredentialStore(file);
    const there = new SqliteCredentialStore(file);
    expect(await here.isTokenRevoked('shared')).toBe(false);
    await there.revokeToken('shared', Date.now() + 60_000);
    expect(await there.isTokenRevoked('shared')).toBe(true);
    await new Promise((done) => setTimeout(done, 2_100));
    expect(await here.isTokenRevoked('shared')).toBe(true);
    await here.close();
    await there.close();
  });

  it("sees another process's API key digest at once: a key made on one instance works on every one", async () => {
    const file = join(dir, 'credentials.sqlite3');
    const here = new SqliteCredentialStore(file);
    const there = new SqliteCredentialStore(file);
    expect(await here.apiKeyHashes('key-1')).toEqual([]);
    await there.addApiKeyHash('key-1', 'digest-a');
    expect(await here.apiKeyHashes('key-1')).toEqual(['digest-a']);
    await here.close();
    await there.close();
  });
});

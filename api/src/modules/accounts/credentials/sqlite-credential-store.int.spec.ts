import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteCredentialStore } from './sqlite-credential-store.js';

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
    expect(await store.isTokenRevoked('live')).toBe(true);
    expect(await store.isTokenRevoked('expired')).toBe(false);
    expect(await store.isTokenRevoked('never-revoked')).toBe(false);
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

  it('keeps password hashes', async () => {
    const store = new SqliteCredentialStore(join(dir, 'credentials.sqlite3'));
    await store.setPasswordHash('user-1', 'hash-a');
    await store.setPasswordHash('user-1', 'hash-b');
    expect(await store.passwordHash('user-1')).toBe('hash-b');
    expect(await store.passwordHash('user-2')).toBeNull();
    await store.close();
  });
});

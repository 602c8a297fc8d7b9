import Database from 'better-sqlite3';
import type { CredentialStore } from './credential-store.port.js';

/** The embedded credential store: its own SQLite file beside the event log, never inside it. */
export class SqliteCredentialStore implements CredentialStore {
  private readonly db: Database.Database;
  private readonly setHash: Database.Statement<[string, string, number]>;
  private readonly getHash: Database.Statement<[string], { hash: string }>;
  private readonly revoke: Database.Statement<[string, number]>;
  private readonly revoked: Database.Statement<[string, number], { token_id: string }>;
  private readonly purge: Database.Statement<[number]>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS passwords (user_id TEXT PRIMARY KEY, hash TEXT NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS revoked_tokens (token_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    `);
    this.setHash = this.db.prepare(
      'INSERT INTO passwords (user_id, hash, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at',
    );
    this.getHash = this.db.prepare('SELECT hash FROM passwords WHERE user_id = ?');
    this.revoke = this.db.prepare('INSERT OR IGNORE INTO revoked_tokens (token_id, expires_at) VALUES (?, ?)');
    this.revoked = this.db.prepare('SELECT token_id FROM revoked_tokens WHERE token_id = ? AND expires_at > ?');
    this.purge = this.db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
    this.purge.run(Date.now());
  }

  async setPasswordHash(userId: string, hash: string): Promise<void> {
    this.setHash.run(userId, hash, Date.now());
  }

  async passwordHash(userId: string): Promise<string | null> {
    return this.getHash.get(userId)?.hash ?? null;
  }

  async revokeToken(tokenId: string, expiresAt: number): Promise<void> {
    this.revoke.run(tokenId, expiresAt);
  }

  async isTokenRevoked(tokenId: string): Promise<boolean> {
    return this.revoked.get(tokenId, Date.now()) !== undefined;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

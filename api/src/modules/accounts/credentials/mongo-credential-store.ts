import mongoose, { type Connection, type Model } from 'mongoose';
import type { CredentialStore } from './credential-store.port.js';

interface PasswordRecord {
  _id: string;
  hash: string;
  updatedAt: Date;
}

/** The digests kept for one API key, by the key's id. */
interface ApiKeyHashes {
  _id: string;
  hashes: string[];
}

interface RevokedToken {
  _id: string;
  expiresAt: Date;
}

/** Credentials in MongoDB (production shape), in collections apart from the read models. */
export class MongoCredentialStore implements CredentialStore {
  private constructor(
    private readonly connection: Connection,
    private readonly passwords: Model<PasswordRecord>,
    private readonly keyHashes: Model<ApiKeyHashes>,
    private readonly revoked: Model<RevokedToken>,
  ) {}

  /** `dbName` overrides the URL's database (the contract suite uses a fresh one per store). */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<MongoCredentialStore> {
    const connection = await mongoose
      .createConnection(url, { dbName: options.dbName, serverSelectionTimeoutMS: 10_000 })
      .asPromise();
    const passwords = connection.model<PasswordRecord>(
      'Password',
      new mongoose.Schema<PasswordRecord>(
        { _id: String, hash: { type: String, required: true }, updatedAt: Date },
        { versionKey: false },
      ),
      'credentials_passwords',
    );
    const keyHashes = connection.model<ApiKeyHashes>(
      'ApiKeyHashes',
      new mongoose.Schema<ApiKeyHashes>({ _id: String, hashes: [String] }, { versionKey: false }),
      'credentials_api_key_hashes',
    );
    const revokedSchema = new mongoose.Schema<RevokedToken>({ _id: String, expiresAt: Date }, { versionKey: false });
    // MongoDB drops a revoked token by itself once it would have expired anyway.
    revokedSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    const revoked = connection.model<RevokedToken>('RevokedToken', revokedSchema, 'credentials_revoked_tokens');
    await Promise.all([passwords.init(), keyHashes.init(), revoked.init()]);
    return new MongoCredentialStore(connection, passwords, keyHashes, revoked);
  }

  async setPasswordHash(userId: string, hash: string): Promise<void> {
    await this.passwords.updateOne({ _id: userId }, { $set: { hash, updatedAt: new Date() } }, { upsert: true });
  }

  async passwordHash(userId: string): Promise<string | null> {
    const record = await this.passwords.findById(userId).lean();
    return record?.hash ?? null;
  }

  async addApiKeyHash(keyId: string, hash: string): Promise<void> {
    await this.keyHashes.updateOne({ _id: keyId }, { $addToSet: { hashes: hash } }, { upsert: true });
  }

  async apiKeyHashes(keyId: string): Promise<string[]> {
    const record = await this.keyHashes.findById(keyId).lean();
    return record?.hashes ?? [];
  }

  async revokeToken(tokenId: string, expiresAt: number): Promise<void> {
    await this.revoked.updateOne(
      { _id: tokenId },
      { $setOnInsert: { expiresAt: new Date(expiresAt) } },
      { upsert: true },
    );
  }

  async isTokenRevoked(tokenId: string): Promise<boolean> {
    const record = await this.revoked.findOne({ _id: tokenId, expiresAt: { $gt: new Date() } }).lean();
    return record !== null;
  }

  /** Drops the whole database: for the contract suite's fresh databases only. */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

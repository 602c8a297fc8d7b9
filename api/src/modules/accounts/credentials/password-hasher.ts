import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's recommended floor); runs off the event loop. */
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    // Without a stored hash we still spend the time of a check, so timing does not reveal accounts.
    if (storedHash === null) {
      await hash(password);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
}

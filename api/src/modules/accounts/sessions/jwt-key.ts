import { createSecretKey, type KeyObject } from 'node:crypto';

export const JWT_KEY = Symbol('JWT_KEY');

/**
 * The HS256 secret as a KeyObject, made once. Given a string or Buffer, jsonwebtoken first tries
 * (and fails) to read it as a public key on every sign and verify: about 1 ms each, which was the
 * largest cost of an authenticated request.
 */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

import type { ApiKeyDto, ApiKeyListResponse, AuditStreamResponse, CreatedApiKeyDto } from '@boxstudio/contracts';
import { crc32 } from 'node:zlib';
import type { ManualClock } from '../../api/src/testing/manual-clock.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, type TestApp } from '../support/test-app.js';

/** Two branches, an admin, a client, and payments by hand: two in branch A, one in branch B. */
export interface KeyStudio {
  readonly admin: string;
  readonly adminId: string;
  readonly branchA: string;
  readonly branchB: string;
}

export async function keyStudio(t: TestApp): Promise<KeyStudio> {
  const superAdmin = await t.adminToken();
  const branchA = await aBranch(t, superAdmin, 'BoxStudio Polanco');
  const branchB = await aBranch(t, superAdmin, 'BoxStudio Coyoacán');
  const person = await createPerson(t.app, 'ADMIN');
  const admin = await t.login(person.email, PASSWORD);
  const client = await createPerson(t.app, 'CLIENT');
  for (const branchId of [branchA, branchA, branchB])
    await t
      .http()
      .post('/api/payments')
      .set(bearer(admin))
      .send({ userId: client.id, branchId, amount: 100 })
      .expect(201);
  return { admin, adminId: person.id, branchA, branchB };
}

export const withKey = (key: string): { 'X-Api-Key': string } => ({ 'X-Api-Key': key });

/** An instant `days` after the test clock's now. */
export const daysAhead = (clock: ManualClock, days: number): string =>
  new Date(clock.now().getTime() + days * 86_400_000).toISOString();

/** A key an admin creates through the API (201), with the key itself in the answer. */
export async function createKey(t: TestApp, admin: string, body: Record<string, unknown>): Promise<CreatedApiKeyDto> {
  const response = await t.http().post('/api/admin/api-keys').set(bearer(admin)).send(body).expect(201);
  return response.body.data as CreatedApiKeyDto;
}

/** Until `done` holds of what `read` answers (a use is recorded without the request waiting for the list). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the suites ask about keys: the admins' list and a key's history, and a tool's read with a key. */
export function keyCalls(t: TestApp, s: KeyStudio, clock: ManualClock) {
  const keys = async (): Promise<ApiKeyListResponse> =>
    (await t.http().get('/api/admin/api-keys').set(bearer(s.admin)).expect(200)).body.data as ApiKeyListResponse;
  return {
    keys,
    listed: async (id: string): Promise<ApiKeyDto | undefined> => (await keys()).apiKeys.find((key) => key.id === id),
    history: async (id: string): Promise<AuditStreamResponse> =>
      (await t.http().get(`/api/audit/api-key/${id}/events`).set(bearer(s.admin)).expect(200)).body
        .data as AuditStreamResponse,
    read: (key: string) => t.http().get('/api/payments').set(withKey(key)),
    newKey: (extra: Record<string, unknown> = {}): Promise<CreatedApiKeyDto> =>
      createKey(t, s.admin, { name: 'Power BI', expiresAt: daysAhead(clock, 90), ...extra }),
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The same key with another secret and a fitting checksum: well-formed, so only the key's stream refuses it. */
export function otherSecret(key: string): string {
  const body = key.slice(0, 36) + 'Z'.repeat(43);
  let crc = BigInt(crc32(body));
  let checksum = '';
  while (crc > 0n) [checksum, crc] = [BASE62.charAt(Number(crc % 62n)) + checksum, crc / 62n];
  return body + checksum.padStart(6, '0');
}

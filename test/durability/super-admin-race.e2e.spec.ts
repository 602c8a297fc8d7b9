import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_CREDENTIALS, killAllChildServers, startChildServer, type ChildServer } from '../support/child-server.js';

/**
 * "At least one active SUPER_ADMIN" under real concurrency: on the real server, over keep-alive
 * connections, two SUPER_ADMINs remove each other (delete, demote or deactivate) at the same
 * moment, 50 times, with a restart after each round. Never zero, and the server always starts.
 */

jest.setTimeout(300_000);

const PASSWORD = 'Boxeo2024';
type Removal = 'delete' | 'demote' | 'deactivate';
const REMOVALS: readonly Removal[] = ['delete', 'demote', 'deactivate'];

interface Account {
  readonly email: string;
  readonly password: string;
}

async function call(
  server: ChildServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(`${server.api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const envelope = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, data: envelope.data ?? {} };
}

/** An account counts when it can log in and is an active SUPER_ADMIN: what the API itself says. */
async function activeSuperAdmin(server: ChildServer, account: Account): Promise<{ token: string; id: string } | null> {
  const login = await call(server, 'POST', '/auth/login', null, account);
  if (login.status !== 200) return null;
  const user = login.data.user as { id: string; role: string; isActive: boolean };
  return user.role === 'SUPER_ADMIN' && user.isActive ? { token: login.data.token as string, id: user.id } : null;
}

describe('durability: concurrent removals of SUPER_ADMINs', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-race-'));
  });

  afterAll(async () => {
    await killAllChildServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never leaves zero over 50 rounds of mutual removals, with a restart after each', async () => {
    let server = await startChildServer({ dataDir });
    let survivors: Account[] = [ADMIN_CREDENTIALS];
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < 50; round += 1) {
      const first = await activeSuperAdmin(server, survivors[0] as Account);
      if (!first) throw new Error(`round ${round}: no active SUPER_ADMIN to start from`);
      const second: Account = { email: `duena.${round}@boxstudio.mx`, password: PASSWORD };
      const created = await call(server, 'POST', '/users', first.token, {
        name: `Dueña ${round}`,
        ...second,
        role: 'SUPER_ADMIN',
      });
      expect(created.status).toBe(201);
      const secondSession = await activeSuperAdmin(server, second);
      if (!secondSession) throw new Error(`round ${round}: the new SUPER_ADMIN cannot log in`);
      const removal = REMOVALS[round % REMOVALS.length] as Removal;
      const remove = (token: string, targetId: string) =>
        removal === 'delete'
          ? call(server, 'DELETE', `/users/${targetId}`, token)
          : call(
              server,
              'PUT',
              `/users/${targetId}`,
              token,
              removal === 'demote' ? { role: 'ADMIN' } : { isActive: false },
            );
      const statuses = (
        await Promise.all([remove(first.token, secondSession.id), remove(secondSession.token, first.id)])
      ).map((answer) => answer.status);
      const key = `${removal} ${[...statuses].sort().join('/')}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;

      const candidates = [survivors[0] as Account, second];
      const active = (await Promise.all(candidates.map((account) => activeSuperAdmin(server, account)))).map(
        (session, index) => (session ? candidates[index] : null),
      );
      survivors = active.filter((account): account is Account => account !== null);
      expect({ round, removal, statuses, active: survivors.length }).toEqual({ round, removal, statuses, active: 1 });

      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      server = await startChildServer({ dataDir });
      expect(await activeSuperAdmin(server, survivors[0] as Account)).not.toBeNull();
    }
    expect(Object.values(outcomes).reduce((sum, count) => sum + count, 0)).toBe(50);
    await server.kill('SIGTERM');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_CREDENTIALS,
  killAllChildServers,
  loginTo,
  startChildServer,
  type ChildServer,
} from '../support/child-server.js';

/**
 * The request log of the real server at info level: every request is traced (method, url, status,
 * request id) and no credential ever reaches it: not the bearer token, not a cookie, not a password,
 * not an API key.
 */

jest.setTimeout(60_000);

describe('request log', () => {
  let dataDir: string;
  let server: ChildServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-request-log-'));
    server = await startChildServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  });

  afterAll(async () => {
    await killAllChildServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('traces each request without its token, cookies, password or API key', async () => {
    const token = await loginTo(server);
    const read = await fetch(`${server.api}/branches?page=1`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: 'session=cookie-secret-value',
        'X-Request-Id': 'trace-me-123',
      },
    });
    expect(read.status).toBe(200);
    await read.arrayBuffer();
    // A reporting tool's key: shown once to the admin, then sent in its header, never logged.
    const created = await fetch(`${server.api}/admin/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tablero', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    const { key } = ((await created.json()) as { data: { key: string } }).data;
    const keyed = await fetch(`${server.api}/payments`, { headers: { 'X-Api-Key': key } });
    expect(keyed.status).toBe(200);
    await keyed.arrayBuffer();
    const health = await fetch(`${server.api}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await health.arrayBuffer();
    // A console following the projections, then closed: how a stream ends, not an abort.
    const following = new AbortController();
    const stream = await fetch(`${server.api}/admin/projections/stream`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: following.signal,
    });
    expect(stream.status).toBe(200);
    await stream.body?.getReader().read();
    following.abort();
    const refused = await fetch(`${server.api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_CREDENTIALS.email, password: 'Wrong-Password-987' }),
    });
    expect(refused.status).toBe(401);
    await refused.arrayBuffer();
    // pino writes asynchronously: give the lines a moment to arrive.
    await new Promise((done) => setTimeout(done, 500));

    const output = server.output();
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const traced = lines.map(
      (line) =>
        JSON.parse(line) as { req?: { id?: string; url?: string; method?: string }; res?: { statusCode?: number } },
    );
    const branchRead = traced.find((line) => line.req?.id === 'trace-me-123');
    expect(read.headers.get('x-request-id')).toBe('trace-me-123');
    expect(branchRead).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/branches?page=1' },
      res: { statusCode: 200 },
    });
    expect(typeof (branchRead as { responseTime?: unknown }).responseTime).toBe('number');
    // Polled by supervisors: never a line.
    expect(traced.some((line) => line.req?.url === '/api/health')).toBe(false);
    expect(traced.some((line) => line.req?.url === '/api/auth/login' && line.res?.statusCode === 401)).toBe(true);
    expect(traced.filter((line) => line.req?.url === '/api/admin/projections/stream')).toEqual([
      expect.objectContaining({ level: 30, msg: 'stream closed', res: { statusCode: 200 } }),
    ]);

    for (const secret of [
      token,
      token.split('.')[2] ?? token,
      'cookie-secret-value',
      'Wrong-Password-987',
      ADMIN_CREDENTIALS.password,
      key,
      key.slice(12),
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});

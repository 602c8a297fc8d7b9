import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/platform/config/app-config.js';
import type { PlatformOverrides } from '../../api/src/platform/platform.module.js';

export const ADMIN = { email: 'admin@boxstudio.local', password: 'Admin123!' } as const;
export const REPO_ROOT = resolve(__dirname, '..', '..');
/** The projections worker's compiled entry (`npm test` builds it before the suites run). */
export const PROJECTIONS_WORKER = join(REPO_ROOT, 'api', 'dist', 'projection-worker.js');
/**
 * `TEST_PROJECTIONS=worker`: the suites run the read models' fold in its worker thread, as the
 * server does (the CI runs them so on one of its Node versions). A suite that needs the fold in
 * its own process (it registers a projection, or stops the fold) says `projectionsWorker: undefined`.
 */
const DEFAULT_OVERRIDES: PlatformOverrides =
  process.env.TEST_PROJECTIONS === 'worker' ? { projectionsWorker: PROJECTIONS_WORKER } : {};

export interface TestApp {
  readonly app: INestApplication;
  readonly dataDir: string;
  http(): ReturnType<typeof request>;
  login(email: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** A new session of the default admin (after something ended the earlier ones). */
  adminSession(): Promise<string>;
  /** Stops the app, keeping the data folder (for restart tests). */
  stop(): Promise<void>;
  /** Stops the app and deletes its data folder. */
  close(): Promise<void>;
}

/**
 * The whole product, in-process, on a fresh (or given) data folder; `overrides.clock` (a
 * ManualClock) is the time its commands happen at.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-test-')),
  overrides: PlatformOverrides = {},
): Promise<TestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_THROTTLE_LIMIT: '10000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: join(dataDir, 'no-web-build'),
      ...env,
    },
    REPO_ROOT,
  );
  const app = await createApp(config, { ...DEFAULT_OVERRIDES, ...overrides });
  let stopped = false;
  let adminToken: string | null = null;
  const testApp: TestApp = {
    app,
    dataDir,
    http: () => request(app.getHttpServer()),
    async login(email, password) {
      const response = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password });
      if (response.status !== 200)
        throw new Error(`Login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return (response.body as { data: { token: string } }).data.token;
    },
    async adminToken() {
      adminToken ??= await testApp.login(ADMIN.email, ADMIN.password);
      return adminToken;
    },
    async adminSession() {
      adminToken = await testApp.login(ADMIN.email, ADMIN.password);
      return adminToken;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
    },
    async close() {
      await testApp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export const bearer = (token: string): { Authorization: string } => ({ Authorization: `Bearer ${token}` });

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './app-config.js';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs on the embedded default with documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, dataDir);
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      eventStoreUrl: undefined,
      mongoUrl: undefined,
      adminEmail: 'admin@boxstudio.local',
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      seedDemo: true,
    });
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, dataDir).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }, dataDir).jwtSecret).toBe(first);
  });

  it('refuses to start in production without real secrets, naming every problem', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'changeme' }, dataDir);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET must be a real secret/);
    expect(attempt).toThrow(/ADMIN_PASSWORD is required in production/);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          JWT_SECRET: 'x'.repeat(40),
          ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
        },
        dataDir,
      ),
    ).toThrow(/must not be the documented default/);
  });

  it('starts in production with real secrets', () => {
    const config = loadConfig(
      { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(48), ADMIN_PASSWORD: 'S3guro!Largo' },
      dataDir,
    );
    expect(config.production).toBe(true);
  });

  it('takes a log level by name and refuses one pino does not know', () => {
    expect(loadConfig({ DATA_DIR: dataDir }, dataDir).logLevel).toBe('info');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }, dataDir).logLevel).toBe('silent');
    expect(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: ' Warn ' }, dataDir).logLevel).toBe('warn');
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' }, dataDir)).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/,
    );
  });

  it('rejects malformed numbers and flags', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', SEED_DEMO: 'perhaps' }, dataDir)).toThrow(
      /PORT must be a whole number[\s\S]*SEED_DEMO must be true or false/,
    );
  });
});

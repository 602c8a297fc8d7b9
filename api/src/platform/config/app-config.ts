import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../logging/app-logger.js';
import { DEFAULT_STUDIO_TZ, isStudioZone } from '../time/studio-calendar.js';
import { ensurePrivateDir } from './private-files.js';

/** Everything the product reads from its environment, checked once at start-up. */
export interface AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | undefined;
  readonly mongoUrl: string | undefined;
  readonly jwtSecret: string;
  readonly jwtExpiresInSeconds: number;
  readonly adminEmail: string;
  readonly adminPassword: string;
  readonly seedDemo: boolean;
  readonly logLevel: LogLevel;
  readonly authThrottleLimit: number;
  readonly authThrottleTtlMs: number;
  readonly readYourWritesTimeoutMs: number;
  /** The studio's IANA time zone (`STUDIO_TZ`): its days, weeks and months. */
  readonly studioTimeZone: string;
  /** Folder of the built web app served at `/`; null when it is not built. */
  readonly webDist: string | null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEFAULT_ADMIN_EMAIL = 'admin@boxstudio.local';
export const DEFAULT_ADMIN_PASSWORD = 'Admin123!';
const PLACEHOLDER_SECRETS = ['secret', 'changeme', 'change-me', 'jwt-secret', 'your-secret', 'boxstudio', 'password'];
const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, problems: string[], min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/** LOG_LEVEL: one of pino's levels; by default info, and silent under NODE_ENV=test. */
function logLevel(env: Env, problems: string[]): LogLevel {
  const fallback: LogLevel = env.NODE_ENV === 'test' ? 'silent' : 'info';
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (isLogLevel(raw)) return raw;
  problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return fallback;
}

/** The JWT secret: from env, or (outside production) generated once and kept in the data folder. */
function jwtSecret(env: Env, production: boolean, dataDir: string, problems: string[]): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (production && (given.length < MIN_SECRET_LENGTH || PLACEHOLDER_SECRETS.includes(given.toLowerCase()))) {
      problems.push(`JWT_SECRET must be a real secret of at least ${MIN_SECRET_LENGTH} characters in production`);
    }
    return given;
  }
  if (production) {
    problems.push('JWT_SECRET is required in production');
    return '';
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function adminPassword(env: Env, production: boolean, problems: string[]): string {
  const given = env.ADMIN_PASSWORD;
  if (given) {
    if (production && given === DEFAULT_ADMIN_PASSWORD)
      problems.push('ADMIN_PASSWORD must not be the documented default in production');
    return given;
  }
  if (production) problems.push('ADMIN_PASSWORD is required in production (there is no default)');
  return DEFAULT_ADMIN_PASSWORD;
}

function studioTimeZone(env: Env, problems: string[]): string {
  const zone = env.STUDIO_TZ?.trim() || DEFAULT_STUDIO_TZ;
  if (!isStudioZone(zone))
    problems.push(`STUDIO_TZ must be an IANA time zone such as ${DEFAULT_STUDIO_TZ} (got "${zone}")`);
  return zone;
}

function findWebDist(env: Env, repoRoot: string): string | null {
  const configured = env.WEB_DIST;
  const candidate = configured
    ? isAbsolute(configured)
      ? configured
      : resolve(configured)
    : join(repoRoot, 'web', 'dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : null;
}

/** `repoRoot` locates the built web app (web/dist) when WEB_DIST is not set. */
export function loadConfig(env: Env = process.env, repoRoot: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const dataDirRaw = env.DATA_DIR || './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(dataDirRaw);
  const adminEmail = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push(`ADMIN_EMAIL is not an email ("${adminEmail}")`);
  const config: AppConfig = {
    production,
    port: integer(env, 'PORT', 3000, problems),
    dataDir,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGO_URL || undefined,
    jwtSecret: jwtSecret(env, production, dataDir, problems),
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 12 * 3600, problems, 60),
    adminEmail,
    adminPassword: adminPassword(env, production, problems),
    seedDemo: flag(env, 'SEED_DEMO', true, problems),
    logLevel: logLevel(env, problems),
    authThrottleLimit: integer(env, 'AUTH_THROTTLE_LIMIT', 20, problems, 1),
    authThrottleTtlMs: integer(env, 'AUTH_THROTTLE_TTL_MS', 60_000, problems, 1000),
    readYourWritesTimeoutMs: integer(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 5000, problems, 1),
    studioTimeZone: studioTimeZone(env, problems),
    webDist: findWebDist(env, repoRoot),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

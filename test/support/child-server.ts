import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * The real server as a child process (`node api/dist/main.js`), for tests that must kill it the
 * hard way. Loopback only. Every child started here is remembered so `killAllChildServers` can
 * clean up in `afterAll`, even when a test failed half way.
 */

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'api', 'dist', 'main.js');
/** The flags `npm start` and the image give the server's node (package.json `config.serverNodeFlags`). */
export const SERVER_NODE_FLAGS: readonly string[] = String(
  (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { config?: { serverNodeFlags?: string } })
    .config?.serverNodeFlags ?? '',
)
  .split(' ')
  .filter(Boolean);
export const LOOPBACK = '127.0.0.1';
export const ADMIN_CREDENTIALS = { email: 'admin@boxstudio.local', password: 'Admin123!' } as const;

/** Env the parent may carry that would point the child somewhere else than its own data folder. */
const INHERITED_ENV_TO_DROP = [
  'EVENTSTORE_URL',
  'MONGO_URL',
  'JWT_SECRET',
  'WEB_DIST',
  'PORT',
  'DATA_DIR',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'LOG_LEVEL',
];
const OUTPUT_KEPT = 20_000;

export function assertServerBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing: run \`npm run build\` first (\`npm test\` builds before running jest).`,
    );
  }
}

/** A port nobody listens on right now: the OS picks one for a throwaway listener on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error('The OS gave no free port'))));
    });
  });
}

export interface ChildExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ChildServer {
  readonly port: number;
  /** `http://127.0.0.1:<port>/api` */
  readonly api: string;
  readonly child: ChildProcess;
  readonly exited: Promise<ChildExit>;
  /** The last part of what the child wrote to stdout and stderr, for failure messages. */
  output(): string;
  isRunning(): boolean;
  /** Sends the signal and waits (bounded) until the process is gone. */
  kill(signal: NodeJS.Signals, timeoutMs?: number): Promise<ChildExit>;
}

const running = new Set<ChildServer>();

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

export function childEnv(dataDir: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_ENV_TO_DROP) delete env[name];
  return {
    ...env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_THROTTLE_LIMIT: '100000',
    ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
    ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...extra,
  };
}

/** Polls GET /api/health until it answers 200, the child dies, or the time is up. */
async function waitForHealth(server: ChildServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!server.isRunning())
      throw new Error(`The server exited before it was healthy (${last}). Output:\n${server.output()}`);
    try {
      const response = await fetch(`${server.api}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `health answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = `health request failed: ${String(error)}`;
    }
    await sleep(100);
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms (${last}). Output:\n${server.output()}`);
}

/** Starts `node api/dist/main.js` on a free loopback port over `dataDir` and waits until it is healthy. */
export async function startChildServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Flags for the child's Node (e.g. `--expose-gc`), placed before the entry script. */
  nodeArgs?: readonly string[];
}): Promise<ChildServer> {
  assertServerBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv(options.dataDir, port, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let alive = true;
  const exited = new Promise<ChildExit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      alive = false;
      resolveExit({ code, signal });
    });
    child.once('error', (error) => {
      alive = false;
      keep(Buffer.from(`\nspawn error: ${String(error)}\n`));
      resolveExit({ code: null, signal: null });
    });
  });

  const server: ChildServer = {
    port,
    api: `http://${LOOPBACK}:${port}/api`,
    child,
    exited,
    output: () => output,
    isRunning: () => alive,
    async kill(signal, timeoutMs = 10_000) {
      if (alive) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((done) => {
        timer = setTimeout(() => done(null), timeoutMs);
      });
      const exit = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (exit === null) {
        child.kill('SIGKILL');
        return exited;
      }
      return exit;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  try {
    await waitForHealth(server, options.readyTimeoutMs ?? 30_000);
  } catch (error) {
    await server.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** For afterAll: SIGKILLs every child server this process started that is still alive. */
export async function killAllChildServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill('SIGKILL', 5_000)));
}

/** POST /api/auth/login on a child server; answers the token. */
export async function loginTo(
  server: ChildServer,
  credentials: { email: string; password: string } = ADMIN_CREDENTIALS,
): Promise<string> {
  const response = await fetch(`${server.api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json();
  const token =
    typeof body === 'object' &&
    body !== null &&
    'data' in body &&
    typeof body.data === 'object' &&
    body.data !== null &&
    'token' in body.data
      ? body.data.token
      : undefined;
  if (response.status !== 200 || typeof token !== 'string')
    throw new Error(`Login of ${credentials.email} failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

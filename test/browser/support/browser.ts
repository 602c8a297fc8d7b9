import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { AuthResponse } from '@boxstudio/contracts';
import {
  ADMIN_CREDENTIALS,
  REPO_ROOT,
  SERVER_ENTRY,
  killAllChildServers,
  startChildServer,
  type ChildServer,
} from '../../support/child-server';

/** Real Chromium against the built product (api/dist serving web/dist), with the demo data loaded. */

export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');
export const CLIENT_CREDENTIALS = { email: 'sofia.hernandez@example.com', password: 'Boxeo2024' } as const;
/** The demo's ADMIN (not SUPER_ADMIN): edits branches but neither creates nor deactivates them. */
export const DEMO_ADMIN_CREDENTIALS = { email: 'alejandro.rosas@boxstudio.mx', password: 'Boxeo2024' } as const;
export { ADMIN_CREDENTIALS };

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What the app keeps in localStorage besides the session. */
export interface Preferences {
  readonly theme?: string;
  readonly language?: string;
}

const CHROMIUM = '/usr/bin/chromium';
// Without the networking flags Chromium floods the closed network (STACK-NOTES).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertProductBuilt(): void {
  const missing = [SERVER_ENTRY, join(WEB_DIST, 'index.html')].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The built product is missing (${missing.join(', ')}): ` +
        'run `npm run build` first (`npm test` builds before running jest).',
    );
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium).`);
}

export interface Product {
  readonly server: ChildServer;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** Starts the server over a fresh data folder (demo data seeded) and a browser. */
export async function startProduct(): Promise<Product> {
  assertProductBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-browser-'));
  const server = await startChildServer({ dataDir, env: { SEED_DEMO: 'true', WEB_DIST }, readyTimeoutMs: 45_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    server,
    origin: `http://127.0.0.1:${server.port}`,
    browser,
    async stop() {
      await browser.close();
      await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page whose console errors and uncaught exceptions are collected, to assert none happened. */
export interface WatchedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

export async function openPage(product: Product, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await product.browser.newContext({
    baseURL: product.origin,
    colorScheme: 'dark',
    locale: 'es-ES',
    viewport: { width: 1366, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
  return { context, page, errors, close: () => context.close() };
}

/** Logs in through the login form (spec §2 screens: Email, Contraseña, Entrar). */
export async function loginThroughForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A session as the app stores it, obtained from the API: for tests that are not about the login form. */
export async function apiSession(product: Product, credentials: Credentials): Promise<AuthResponse> {
  const response = await fetch(`${product.server.api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data?: AuthResponse };
  if (!response.ok || !body.data) throw new Error(`Login of ${credentials.email} failed: ${response.status}`);
  return body.data;
}

/**
 * Stores the session (and optional preferences) before the app's first script runs, like a
 * returning visitor; once per tab, so a logout or a changed preference survives reloads.
 */
export async function signIn(
  watched: WatchedPage,
  session: AuthResponse | null,
  preferences: Preferences = {},
): Promise<void> {
  const entries: Record<string, string> = {};
  if (session) {
    entries['boxstudio.token'] = session.token;
    entries['boxstudio.user'] = JSON.stringify(session.user);
  }
  if (preferences.theme) entries['boxstudio.theme'] = preferences.theme;
  if (preferences.language) entries['boxstudio.language'] = preferences.language;
  // A string script: this test project has no DOM types.
  await watched.context.addInitScript(`(() => {
    if (sessionStorage.getItem('boxstudio.test.seeded')) return;
    sessionStorage.setItem('boxstudio.test.seeded', '1');
    for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value);
  })();`);
}

export async function isDarkTheme(page: Page): Promise<boolean> {
  const classes = (await page.locator('body').getAttribute('class')) ?? '';
  return classes.split(/\s+/).includes('bp6-dark');
}

export async function documentLanguage(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/**
 * Screenshot into test-results/screenshots/<name>.png (gitignored): the full page, or what the window shows
 * (a dialog).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export interface BrowserSuite {
  /** The running product (valid inside tests). */
  readonly product: () => Product;
  /** A watched page; after the test it is closed and its console errors must be none. */
  open(options?: BrowserContextOptions): Promise<WatchedPage>;
  /** A watched page of a returning visitor already signed in as `credentials`. */
  openSignedIn(
    credentials: Credentials,
    preferences?: Preferences,
    options?: BrowserContextOptions,
  ): Promise<WatchedPage & { session: AuthResponse }>;
}

/**
 * Registers the hooks every browser spec needs: one product per file, and after each test the
 * check that no page it opened logged a console error or threw.
 */
export function browserSuite(): BrowserSuite {
  let product: Product | undefined;
  const opened: WatchedPage[] = [];
  // Jest reads testTimeout only at the top level of its config, not per project.
  jest.setTimeout(60_000);
  beforeAll(async () => {
    product = await startProduct();
  }, 60_000);
  afterAll(async () => {
    await product?.stop();
    await killAllChildServers();
  }, 30_000);
  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map((watched) => watched.close()));
    expect(pages.flatMap((watched) => watched.errors)).toEqual([]);
  });
  const current = (): Product => {
    if (!product) throw new Error('The product is not running (did beforeAll fail?)');
    return product;
  };
  return {
    product: current,
    async open(options) {
      const watched = await openPage(current(), options);
      opened.push(watched);
      return watched;
    },
    async openSignedIn(credentials, preferences = {}, options = {}) {
      const session = await apiSession(current(), credentials);
      const watched = await this.open(options);
      await signIn(watched, session, preferences);
      return { ...watched, session };
    },
  };
}

/**
 * Waits until `check` holds (polled from the test: the app's CSP forbids the string functions
 * page.waitForFunction would run in the page).
 */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the tab's title is `title`. */
export async function titled(page: Page, title: string): Promise<void> {
  await until(async () => (await page.title()) === title, `the title "${title}" (it is "${await page.title()}")`);
}

/**
 * The newest toast with this text. Two alike can be on screen at once (two payments recorded within
 * the 3 s a toast shows), and the one a step waits for is the last one shown.
 */
export function toast(page: Page, text: string) {
  return page.locator('.bp6-toast').filter({ hasText: text }).last();
}

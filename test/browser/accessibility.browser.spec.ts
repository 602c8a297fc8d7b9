import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  ADMIN_CREDENTIALS,
  CLIENT_CREDENTIALS,
  apiSession,
  browserSuite,
  signIn,
  type Credentials,
} from './support/browser';
import { contrastOf } from './support/contrast';
import { REPO_ROOT } from '../support/child-server';

/** axe-core's own script, injected into the page from node_modules (no network). */
const AXE = join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** The serious and critical violations of WCAG 2.1 A/AA on the page as it is now: rule, then the nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  // A string script (this test project has no DOM types); the page's CSP is bypassed for the scan.
  const options = JSON.stringify({ runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] });
  const violations = (await page.evaluate(
    `axe.run(document, ${options}).then((result) => result.violations)`,
  )) as Violation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PUBLIC = ['/', '/classes', '/login', '/register', '/about', '/no-such-page'];
const CLIENT = ['/dashboard', '/reservations', '/membership', '/profile', '/faq', '/support', '/chat', '/history'];
const INSTRUCTOR = ['/dashboard', '/instructor-classes', '/instructor-reports', '/profile'];
const INSTRUCTOR_CREDENTIALS: Credentials = { email: 'daniela.ortega@boxstudio.mx', password: 'Boxeo2024' };
const ADMIN = [
  '/admin-today',
  '/admin',
  '/admin-clients',
  '/admin-employees',
  '/admin-users',
  '/admin/branches',
  '/admin/membership-plans',
  '/admin-classes',
  '/admin-reservations',
  '/admin-memberships',
  '/admin-payments',
  '/admin-inventory',
  '/admin-reports',
  // The reports' other tabs (Ingresos is the screen without `report`).
  '/admin-reports?report=memberships',
  '/admin-reports?report=users',
  '/admin-reports?report=classes',
  // As of a few days ago: the line saying which instant, and the comparison's tables.
  `/admin-reports?asOf=${new Date(Date.now() - 3 * 86_400_000).toISOString()}`,
  `/admin-reports?report=memberships&asOf=${new Date(Date.now() - 3 * 86_400_000).toISOString()}`,
  '/admin-api-keys',
  // The audit console: the search and the studio's activity.
  '/admin/audit',
];

/**
 * Screens that keep a stream open while shown (the projections console's live figures): the network never
 * goes idle there, so each is scanned once its first table has rows.
 */
const LIVE = ['/admin/projections'];

/** The record pages, each opened on the first record its list answers (path to list, page of a record). */
const RECORDS = [
  { list: '/branches', page: '/admin/branches/' },
  { list: '/membership-plans', page: '/admin/membership-plans/' },
  { list: '/users?roles=CLIENT', page: '/admin/clients/' },
  { list: '/users?roles=INSTRUCTOR', page: '/admin/employees/' },
  { list: '/reservations', page: '/admin/reservations/' },
  { list: '/memberships', page: '/admin/memberships/' },
  { list: '/inventory', page: '/admin/inventory/' },
  // A record's stream in the audit console: its events, the step shown, its changes, state and correlation.
  { list: '/memberships', page: '/admin/audit/membership/' },
];

/** The first `id` of a list's answer, whichever envelope field carries its items. */
function firstId(data: unknown): string {
  const items = Array.isArray(data) ? data : Object.values(data as object).find(Array.isArray);
  const first = (items as readonly { id?: unknown }[] | undefined)?.[0];
  if (typeof first?.id !== 'string') throw new Error(`No record in ${JSON.stringify(data).slice(0, 200)}`);
  return first.id;
}

/**
 * An accessibility engine (axe-core, WCAG 2.1 A and AA) over every screen in both themes: no
 * serious or critical violation. Each screen is checked once it shows its content.
 */
describe('every screen passes the WCAG 2.1 A/AA rules of axe-core (real browser)', () => {
  const suite = browserSuite();

  async function signedOut(preferences: { theme: string; language: string }, options: object): Promise<Page> {
    const watched = await suite.open(options);
    await signIn(watched, null, preferences);
    return watched.page;
  }

  async function scan(paths: readonly string[], theme: 'dark' | 'light', credentials?: Credentials) {
    const options = { colorScheme: theme, viewport: { width: 1366, height: 900 }, bypassCSP: true };
    const preferences = { theme, language: 'es' };
    const page = credentials
      ? (await suite.openSignedIn(credentials, preferences, options)).page
      : await signedOut(preferences, options);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      // A screen is named by a heading in its main region; one without is a finding of its own.
      const named = await page
        .locator('main h1, main h2')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!named) {
        found[path] = ['no h1 or h2 names the screen in <main>'];
        continue;
      }
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    return found;
  }

  it.each(['dark', 'light'] as const)('public screens, %s theme', async (theme) => {
    expect(await scan(PUBLIC, theme)).toEqual({});
  });

  it.each(['dark', 'light'] as const)("a client's screens, %s theme", async (theme) => {
    expect(await scan(CLIENT, theme, CLIENT_CREDENTIALS)).toEqual({});
  });

  it.each(['dark', 'light'] as const)("an instructor's screens, %s theme", async (theme) => {
    expect(await scan(INSTRUCTOR, theme, INSTRUCTOR_CREDENTIALS)).toEqual({});
  });

  it.each(['dark', 'light'] as const)('admin screens, %s theme', async (theme) => {
    expect(await scan(ADMIN, theme, ADMIN_CREDENTIALS)).toEqual({});
  });

  it.each(['dark', 'light'] as const)("admin record pages (a person's, a booking's...), %s theme", async (theme) => {
    const { token } = await apiSession(suite.product(), ADMIN_CREDENTIALS);
    const pages = await Promise.all(
      RECORDS.map(async ({ list, page }) => {
        const response = await fetch(`${suite.product().server.api}${list}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`GET ${list}: ${response.status}`);
        return page + firstId(((await response.json()) as { data: unknown }).data);
      }),
    );
    expect(await scan(pages, theme, ADMIN_CREDENTIALS)).toEqual({});
  });

  it.each(['dark', 'light'] as const)('live admin screens (a stream kept open), %s theme', async (theme) => {
    const options = { colorScheme: theme, viewport: { width: 1366, height: 900 }, bypassCSP: true };
    const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { theme, language: 'es' }, options);
    const found: Record<string, string[]> = {};
    for (const path of LIVE) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.locator('main table tbody tr').first().waitFor();
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  // The reports' table view is Blueprint's Table2 (a grid of its own making): scanned while it shows.
  it.each(['dark', 'light'] as const)("the reports' table view, %s theme", async (theme) => {
    const options = { colorScheme: theme, viewport: { width: 1366, height: 900 }, bypassCSP: true };
    const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { theme, language: 'es' }, options);
    await page.goto('/admin-reports?startDate=2025-01-01');
    await page.getByRole('button', { name: 'Ver como tabla' }).first().click();
    await page
      .getByRole('region', { name: /: tabla$/ })
      .first()
      .locator('.bp6-table-cell')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  /** Screens whose buttons are measured, as whom: solid, minimal and outlined ones, each intent. */
  const BUTTON_SCREENS: readonly { readonly who?: Credentials; readonly paths: readonly string[] }[] = [
    { paths: ['/', '/classes'] },
    { who: ADMIN_CREDENTIALS, paths: ['/admin-classes', '/admin-reservations'] },
    { who: CLIENT_CREDENTIALS, paths: ['/profile'] },
  ];

  // axe-core measures a button's words; its own colour, which its icon takes, is measured here too. A disabled
  // button is exempt (WCAG 1.4.3).
  it.each(['dark', 'light'] as const)('writes every button at 4.5:1 or more, %s theme', async (theme) => {
    const low: Record<string, unknown> = {};
    for (const { who, paths } of BUTTON_SCREENS) {
      for (const width of [1366, 375]) {
        const options = { colorScheme: theme, viewport: { width, height: 900 } };
        const preferences = { theme, language: 'es' };
        const page = who
          ? (await suite.openSignedIn(who, preferences, options)).page
          : await signedOut(preferences, options);
        for (const path of paths) {
          await page.goto(path);
          await page.locator('main h1, main h2').first().waitFor();
          await page.waitForLoadState('networkidle');
          const measured = await contrastOf(
            page,
            '.bp6-button:not([disabled]) .bp6-button-text, .bp6-button:not([disabled])',
          );
          expect({ path, width, measured: measured.length > 0 }).toEqual({ path, width, measured: true });
          const faint = measured.filter(({ ratio }) => ratio < 4.5);
          if (faint.length > 0) low[`${path} at ${width}px`] = faint;
        }
      }
    }
    expect(low).toEqual({});
  });
});

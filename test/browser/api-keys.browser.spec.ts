import type { Page } from 'playwright-core';
import { API_KEY_HEADER } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, toast, until } from './support/browser';
import { dialog, rowAction } from './support/screen';

/** What the screen says in each language, for the steps below. */
const WORDS = {
  es: {
    modules: 'Módulos',
    module: 'Claves de API',
    title: 'Claves de API',
    empty: 'No hay claves de API',
    create: 'Nueva clave',
    name: /^Nombre/,
    expiry: /^Vence el/,
    save: 'Crear clave',
    created: 'Clave de API creada exitosamente',
    shownTitle: 'Clave creada',
    keyLabel: 'Clave de API',
    notAgain: 'no se volverá a mostrar',
    copy: 'Copiar',
    copied: 'Clave copiada',
    close: 'Cerrar',
    active: 'Activa',
    revoked: 'Revocada',
    never: 'Nunca',
    allBranches: 'Todas las sucursales',
    more: 'Más acciones',
    revoke: 'Revocar',
    revokeTitle: 'Revocar clave',
    revokedToast: 'Clave de API revocada exitosamente',
  },
  en: {
    modules: 'Modules',
    module: 'API keys',
    title: 'API keys',
    empty: 'No API keys',
    create: 'New key',
    name: /^Name/,
    expiry: /^Expires on/,
    save: 'Create key',
    created: 'API key created successfully',
    shownTitle: 'Key created',
    keyLabel: 'API key',
    notAgain: 'it will not be shown again',
    copy: 'Copy',
    copied: 'Key copied',
    close: 'Close',
    active: 'Active',
    revoked: 'Revoked',
    never: 'Never',
    allBranches: 'All branches',
    more: 'More actions',
    revoke: 'Revoke',
    revokeTitle: 'Revoke key',
    revokedToast: 'API key revoked successfully',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** `bxs_`, then 81 letters and digits (the id, the secret, the checksum): docs/api-keys.md. */
const A_KEY = /^bxs_[0-9A-Za-z]{81}$/;

/** Whether the page itself scrolls sideways (what a phone must never do). */
const pageOverflows = async (page: Page, width: number) =>
  ((await page.evaluate('document.documentElement.scrollWidth')) as number) > width;

const rowNamed = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });

describe('API keys (real browser)', () => {
  const suite = browserSuite();

  /** A request of a reporting tool: the key alone, in its header. */
  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${suite.product().server.api}${path}`, {
      ...init,
      headers: { [API_KEY_HEADER]: key, 'Content-Type': 'application/json', ...init.headers },
    });

  it.each([
    { language: 'es', width: 1366, name: 'Power BI dirección' },
    { language: 'en', width: 375, name: 'Management spreadsheet' },
  ] as const)(
    '$language at $width px: create a key, see it once and copy it, use it, revoke it: refused at once',
    async ({ language, width, name }) => {
      const words: Words = WORDS[language];
      const { page, context } = await suite.openSignedIn(
        ADMIN_CREDENTIALS,
        { language },
        { viewport: { width, height: 900 } },
      );
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      // Reached from the admin modules menu.
      await page.goto('/admin');
      await page.getByRole('button', { name: words.modules }).click();
      await page.getByRole('menuitem', { name: words.module, exact: true }).click();
      await page.waitForURL(/\/admin-api-keys$/);
      await page.getByRole('heading', { level: 1, name: words.title, exact: true }).waitFor();
      // The demo has no key (a demo key would be a secret nobody was shown); the first run finds none.
      if (language === 'es') await page.getByText(words.empty, { exact: true }).waitFor();
      else await page.locator('tbody tr').first().waitFor();

      // Nueva clave: a name; the expiry is 90 days ahead already; every branch.
      await page.getByRole('button', { name: words.create, exact: true }).click();
      const form = dialog(page, words.create);
      await form.getByLabel(words.name).fill(name);
      expect(await form.getByLabel(words.expiry).inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await form.getByRole('button', { name: words.save, exact: true }).click();
      await toast(page, words.created).waitFor();

      // Shown once, whole, read-only, with the warning; Copiar puts it on the clipboard.
      const shown = dialog(page, words.shownTitle);
      await shown.waitFor();
      await form.waitFor({ state: 'hidden' });
      const field = shown.getByLabel(words.keyLabel, { exact: true });
      const key = await field.inputValue();
      expect(key).toMatch(A_KEY);
      expect(await field.getAttribute('readonly')).not.toBeNull();
      expect(await shown.innerText()).toContain(words.notAgain);
      await shown.getByRole('button', { name: words.copy, exact: true }).click();
      await toast(page, words.copied).waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `api-keys-shown-${language}-${width}`, false);
      await shown.getByRole('button', { name: words.close, exact: true }).click();
      await shown.waitFor({ state: 'hidden' });

      // Back on the list: the new key, active, never used, every branch; the key itself nowhere on the page.
      const row = rowNamed(page, name);
      await row.getByText(words.active, { exact: true }).waitFor();
      expect(await row.innerText()).toContain(words.never);
      expect(await row.innerText()).toContain(words.allBranches);
      expect(await row.innerText()).toContain(key.slice(0, 12));
      expect(await page.content()).not.toContain(key);

      // A reporting tool reads with it, and may change nothing.
      expect((await withKey(key, '/reports/revenue')).status).toBe(200);
      const write = await withKey(key, '/branches', { method: 'POST', body: JSON.stringify({ name: 'X' }) });
      expect(write.status).toBe(403);

      // Its use shows in the list (the day's first use, once the list has caught up).
      await until(
        async () => {
          await page.reload();
          await row.getByText(words.active, { exact: true }).waitFor();
          return !(await row.innerText()).includes(words.never);
        },
        'the last use in the list',
        15_000,
      );
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `api-keys-list-${language}-${width}`);

      // Revoked in the screen, after the question: the very next request with it is refused.
      await rowAction(page, words.more, name, words.revoke);
      const question = dialog(page, words.revokeTitle);
      await question.getByRole('button', { name: words.revoke, exact: true }).click();
      await toast(page, words.revokedToast).waitFor();
      await row.getByText(words.revoked, { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: `${words.revoke} ${name}` }).count()).toBe(0);
      expect((await withKey(key, '/reports/revenue')).status).toBe(401);
      expect(await pageOverflows(page, width)).toBe(false);
    },
  );
});

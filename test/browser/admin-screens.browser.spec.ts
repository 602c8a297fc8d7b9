import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, titled, until } from './support/browser';
import { contrastOf } from './support/contrast';
import { dialog } from './support/screen';

const activeId = (page: Page) => page.evaluate('document.activeElement && document.activeElement.id');

/** What every admin screen inherits from the shared pieces, checked on the catalog screens. */
describe('the admin screens as a person sees them (real browser)', () => {
  const suite = browserSuite();

  async function open(
    path: string,
    options: { language?: 'es' | 'en'; theme?: 'dark' | 'light'; width?: number } = {},
  ): Promise<Page> {
    const { theme = 'dark', width = 1280, language = 'es' } = options;
    const { page } = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { theme, language },
      { colorScheme: theme, viewport: { width, height: 900 } },
    );
    await page.goto(path);
    await page.locator('tbody tr, .admin-detail-title').first().waitFor();
    return page;
  }

  it('names each tab after its screen, in the page language', async () => {
    const page = await open('/admin/branches');
    await titled(page, 'Sucursales · BoxStudio');
    for (const [path, title] of [
      ['/admin/membership-plans', 'Planes de membresía · BoxStudio'],
      ['/admin-classes', 'Gestión de clases · BoxStudio'],
      ['/admin', 'Panel de administración · BoxStudio'],
    ]) {
      await page.goto(path as string);
      await titled(page, title as string);
    }
    const english = await open('/admin/branches', { language: 'en' });
    await titled(english, 'Branches · BoxStudio');
  });

  it.each(['dark', 'light'] as const)(
    'keeps chips, numbers and links at 4.5:1 or more in the %s theme',
    async (theme) => {
      const page = await open('/admin/branches', { theme });
      for (const path of ['/admin/branches', '/admin/membership-plans', '/admin-classes']) {
        await page.goto(path);
        await page.locator('tbody tr').first().waitFor();
        await page.locator('.admin-stat-card__value, .bp6-tag').first().waitFor();
        const low = (await contrastOf(page, '.bp6-tag, .admin-stat-card__value, a, th, td')).filter(
          (measured) => measured.ratio < 4.5,
        );
        expect({ path, low }).toEqual({ path, low: [] });
      }
    },
  );

  it('opens a form on its first field, closes a clean one with Escape, asks before discarding changes', async () => {
    const page = await open('/admin/branches');
    await page.getByRole('button', { name: 'Nueva Sucursal' }).click();
    await dialog(page, 'Nueva Sucursal').waitFor();
    await until(async () => (await activeId(page)) === 'branch-name', 'focus on the name');
    await page.keyboard.press('Escape');
    await dialog(page, 'Nueva Sucursal').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Editar BoxStudio Polanco' }).click();
    const edit = dialog(page, 'Editar Sucursal');
    await edit.getByLabel('Ciudad').fill('Ciudad de México Centro');
    await page.keyboard.press('Escape');
    const question = dialog(page, 'Descartar cambios');
    await question.getByText('¿Descartar los cambios?').waitFor();
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await edit.getByLabel('Ciudad').inputValue()).toBe('Ciudad de México Centro');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await edit.waitFor({ state: 'detached' });

    // The class dialog behaves the same (it used to ignore Escape).
    await page.goto('/admin-classes');
    await page.getByRole('button', { name: 'Nueva Clase' }).click();
    const creation = dialog(page, 'Nueva Clase');
    await until(async () => (await activeId(page)) === 'class-name', 'focus on the name');
    await creation.getByLabel(/^Nombre/).fill('Box QA');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Descartar' }).click();
    await creation.waitFor({ state: 'detached' });
    expect(await activeId(page)).not.toBe('class-name');
  });

  it('writes text areas in the page font and names every control in Spanish', async () => {
    const page = await open('/admin/branches');
    await page.getByRole('button', { name: 'Editar BoxStudio Polanco' }).click();
    const edit = dialog(page, 'Editar Sucursal');
    await edit.getByLabel('Dirección').waitFor();
    const fonts = (await page.evaluate(
      "[getComputedStyle(document.querySelector('#branch-address')).fontFamily, " +
        'getComputedStyle(document.body).fontFamily]',
    )) as string[];
    expect(fonts[0]).toBe(fonts[1]);
    await edit.getByRole('button', { name: 'Cerrar diálogo' }).waitFor();
    const english = await page.evaluate(
      "[...document.querySelectorAll('[aria-label], [title], svg title')].map((element) => " +
        "element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent)",
    );
    for (const builtIn of ['Close', 'Open dropdown', 'Remove tag', 'loading']) expect(english).not.toContain(builtIn);
  });

  it("says 'activas' for a branch's classes and memberships", async () => {
    const page = await open('/admin/branches');
    await page.getByRole('button', { name: 'Estadísticas BoxStudio Polanco' }).click();
    const stats = dialog(page, 'Estadísticas - BoxStudio Polanco');
    await stats.getByText(/\d+ bajo stock/).waitFor();
    const text = await stats.innerText();
    expect(text).toMatch(/Clases Total\s+\d+\s+\d+ activas?\b/);
    expect(text).toMatch(/Membresías Total\s+\d+\s+\d+ activas?\b/);
    expect(text).toMatch(/Usuarios Total\s+\d+\s+\d+ activos?\b/);
  });

  it('keeps the row actions within reach and the status chip whole on a 375 px phone', async () => {
    const page = await open('/admin/branches', { width: 375 });
    const more = page.getByRole('button', { name: 'Más acciones BoxStudio Polanco' });
    const box = await more.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await more.click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await dialog(page, 'Editar Sucursal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Más acciones BoxStudio Polanco' }).click();
    await page.getByRole('menuitem', { name: 'Ver' }).click();
    const tag = page.locator('.admin-detail-title .bp6-tag');
    await tag.waitFor();
    expect(await tag.innerText()).toBe('Activa');
    const cut = await page.evaluate(
      "(() => { const text = document.querySelector('.admin-detail-title .bp6-tag .bp6-text-overflow-ellipsis'); " +
        'return text.scrollWidth > text.clientWidth; })()',
    );
    expect(cut).toBe(false);
    const tagBox = await tag.boundingBox();
    expect(tagBox && tagBox.x + tagBox.width <= 375).toBe(true);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
  });

  it('shows dates and times in 24 hours in English too', async () => {
    const page = await open('/admin/branches', { language: 'en' });
    await page.getByRole('button', { name: 'View BoxStudio Polanco' }).click();
    const when = page.getByRole('list', { name: 'History' }).locator('time').first();
    await when.waitFor();
    expect(await when.innerText()).toMatch(/\d{2}:\d{2}$/);
    await page.getByLabel('State as of').waitFor();
    expect(await page.getByLabel('Time (24 h)').getAttribute('placeholder')).toBe('hh:mm');
  });
});

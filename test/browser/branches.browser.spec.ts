import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, DEMO_ADMIN_CREDENTIALS, browserSuite, toast } from './support/browser';
import { dialog, rowOf } from './support/screen';

/** The row of the branches table whose name cell is exactly `name`. */

describe('branches console (real browser)', () => {
  const suite = browserSuite();
  let adminName = '';

  async function openBranches(): Promise<Page> {
    const watched = await suite.openSignedIn(ADMIN_CREDENTIALS);
    adminName = watched.session.user.name;
    await watched.page.goto('/admin/branches');
    await watched.page.getByRole('heading', { name: 'Gestión de Sucursales' }).waitFor();
    await rowOf(watched.page, 'BoxStudio Polanco').waitFor();
    return watched.page;
  }

  it('shows the table with the demo branches by the time it becomes interactive, and prints the time', async () => {
    const watched = await suite.openSignedIn(ADMIN_CREDENTIALS);
    const page = watched.page;
    // An observer installed before the app starts notes when the row appears (performance.now()
    // counts from navigation start); init scripts run outside the page's CSP.
    await page.addInitScript(`new MutationObserver((_, observer) => {
      const cells = Array.from(document.querySelectorAll('tbody td'));
      if (cells.some((cell) => cell.textContent === 'BoxStudio Providencia')) {
        window.__branchesShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });`);
    await page.goto('/admin/branches');
    await rowOf(page, 'BoxStudio Providencia').waitFor();
    const ms = Number(await page.evaluate('window.__branchesShownAt'));
    // eslint-disable-next-line no-console
    console.log(`Time to interactive of /admin/branches (navigation start to table rows shown): ${Math.round(ms)} ms`);
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Nombre', 'Ciudad', 'Estado', 'Teléfono', 'Estatus', 'Resumen', 'Acciones']);
    await expect(rowOf(page, 'BoxStudio Polanco').getByText('Activa', { exact: true }).count()).resolves.toBe(1);
    expect(ms).toBeLessThan(10_000);
  });

  it('gives an ADMIN edit and statistics but not create or deactivate (SUPER_ADMIN only)', async () => {
    const watched = await suite.openSignedIn(DEMO_ADMIN_CREDENTIALS);
    const page = watched.page;
    await page.goto('/admin/branches');
    await rowOf(page, 'BoxStudio Polanco').waitFor();
    await page.getByRole('button', { name: 'Editar BoxStudio Polanco' }).waitFor();
    await page.getByRole('button', { name: 'Estadísticas BoxStudio Polanco' }).waitFor();
    expect(await page.getByRole('button', { name: 'Nueva Sucursal' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Desactivar / }).count()).toBe(0);
  });

  it('speaks English when the language preference is en', async () => {
    const watched = await suite.openSignedIn(ADMIN_CREDENTIALS, { language: 'en' });
    const page = watched.page;
    await page.goto('/admin/branches');
    await page.getByRole('heading', { name: 'Branch Management' }).waitFor();
    await page.getByRole('button', { name: 'New Branch' }).waitFor();
    await rowOf(page, 'BoxStudio Polanco').getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Statistics BoxStudio Polanco' }).click();
    await dialog(page, 'Statistics - BoxStudio Polanco').getByText('Total Users').waitFor();
  });

  it('creates, edits, deactivates and reactivates a branch through the dialogs', async () => {
    const page = await openBranches();

    // Create: save is disabled until the required fields are filled.
    await page.getByRole('button', { name: 'Nueva Sucursal' }).click();
    const form = dialog(page, 'Nueva Sucursal');
    await form.waitFor();
    const create = form.getByRole('button', { name: 'Crear' });
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Nombre de la sucursal').fill('BoxStudio Roma');
    await form.getByLabel('Dirección').fill('Álvaro Obregón 120, Roma Norte');
    await form.getByLabel('Ciudad').fill('Ciudad de México');
    await form.getByLabel('Estado').fill('CDMX');
    await form.getByLabel('País').fill('México');
    await form.getByLabel('Código Postal').fill('06700');
    await form.getByLabel('Teléfono').fill('+52 55 1234-5678');
    expect(await form.getByText('Sucursal activa').count()).toBe(0);
    await create.click();
    await toast(page, 'Sucursal creada exitosamente').waitFor();
    await toast(page, 'Sucursal creada exitosamente').getByRole('button', { name: 'Cerrar notificación' }).waitFor();
    await form.waitFor({ state: 'detached' });
    const roma = rowOf(page, 'BoxStudio Roma');
    await roma.waitFor();

    // Edit: the values are there, and the change shows in the table.
    await page.getByRole('button', { name: 'Editar BoxStudio Roma' }).click();
    const edit = dialog(page, 'Editar Sucursal');
    await edit.waitFor();
    expect(await edit.getByLabel('Nombre de la sucursal').inputValue()).toBe('BoxStudio Roma');
    await edit.getByLabel('Ciudad').fill('CDMX Centro');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Sucursal actualizada exitosamente').waitFor();
    await roma.getByRole('cell', { name: 'CDMX Centro' }).waitFor();

    // Deactivate through the prompt.
    await page.getByRole('button', { name: 'Desactivar BoxStudio Roma' }).click();
    const prompt = dialog(page, 'Desactivar sucursal');
    await prompt.getByText('¿Estás seguro de que quieres desactivar la sucursal "BoxStudio Roma"?').waitFor();
    await prompt.getByRole('button', { name: 'Desactivar' }).click();
    await toast(page, 'Sucursal desactivada exitosamente').waitFor();
    await roma.getByText('Inactiva', { exact: true }).waitFor();

    // The status filter sees it among the inactive ones only.
    await page.getByLabel('Estado', { exact: true }).selectOption('inactive');
    await page.getByRole('row').filter({ hasText: 'BoxStudio Polanco' }).waitFor({ state: 'detached' });
    expect(await roma.count()).toBe(1);
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await rowOf(page, 'BoxStudio Polanco').waitFor();

    // Reactivate through the edit dialog's Active switch.
    await page.getByRole('button', { name: 'Editar BoxStudio Roma' }).click();
    const reactivate = dialog(page, 'Editar Sucursal');
    await reactivate.getByText('Sucursal activa').click();
    await reactivate.getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Sucursal reactivada exitosamente').waitFor();
    await roma.getByText('Activa', { exact: true }).waitFor();

    // Search is done by the server.
    await page.getByLabel('Buscar sucursales').fill('roma');
    await page.getByRole('row').filter({ hasText: 'BoxStudio Polanco' }).waitFor({ state: 'detached' });
    expect(await roma.count()).toBe(1);

    // The detail view tells the story.
    await page.getByRole('button', { name: 'Ver BoxStudio Roma' }).click();
    await page.waitForURL(/\/admin\/branches\/[^/]+$/);
    const history = page.getByRole('list', { name: 'Historial' });
    await history.getByText('Sucursal reactivada').waitFor();
    for (const text of ['Sucursal creada', 'Sucursal actualizada', 'Sucursal desactivada', 'Ciudad: CDMX Centro']) {
      await history.getByText(text, { exact: true }).first().waitFor();
    }
    // Who did it: the acting admin, resolved to a name.
    await history.getByText(`por ${adminName}`).first().waitFor();
  });

  it("shows a branch's statistics in a dialog that Cerrar closes", async () => {
    const page = await openBranches();
    await page.getByRole('button', { name: 'Estadísticas BoxStudio Polanco' }).click();
    const stats = dialog(page, 'Estadísticas - BoxStudio Polanco');
    await stats.waitFor();
    for (const label of ['Usuarios Total', 'Clases Total', 'Membresías Total', 'Inventario Total'])
      await stats.getByText(label).waitFor();
    await stats.getByText(/bajo stock/).waitFor();
    await stats.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await stats.waitFor({ state: 'detached' });
  });
});

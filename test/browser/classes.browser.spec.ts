import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, SCREENSHOT_DIR, screenshot, toast, until } from './support/browser';
import { dialog } from './support/screen';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
/** The form group of a labelled field: its error is written under it (spec §5). */
const fieldOf = (page: Page, label: RegExp) => page.locator('.bp6-form-group').filter({ has: page.getByLabel(label) });

describe('classes console and public classes (real browser)', () => {
  const suite = browserSuite();

  async function openClasses(language: 'es' | 'en' = 'es'): Promise<Page> {
    const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language });
    await page.goto('/admin-classes');
    await page.getByRole('heading', { name: language === 'es' ? 'Gestión de Clases' : 'Class Management' }).waitFor();
    await page
      .getByRole('cell', { name: /Cardio Box/ })
      .first()
      .waitFor();
    return page;
  }

  it('shows the four tiles, the sample chips, and pages, searches and sorts on the server', async () => {
    const page = await openClasses();
    for (const tile of ['Total Clases', 'Clases Activas', 'Instructores', 'Reservas Hoy'])
      await page.getByText(tile, { exact: true }).waitFor();
    expect(await page.getByText('MUESTRA', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('GRATIS', { exact: true }).count()).toBeGreaterThan(0);
    // Ten a page: the demo's twelve classes are two pages.
    await page.getByText('Mostrando 1-10 de 12 clases').waitFor();
    // Every sortable header says it sorts before any click.
    for (const column of ['Nombre', 'Instructor', 'Duración', 'Capacidad', 'Precio', 'Estado']) {
      expect(await page.getByRole('columnheader', { name: column }).getAttribute('aria-sort')).toBe('none');
    }
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByText('Mostrando 11-12 de 12 clases').waitFor();
    // Each click is waited for: the second one, sent before the first had re-drawn the header, was lost once.
    const price = page.getByRole('columnheader', { name: 'Precio' });
    const sortedBy = (order: string) => async () => (await price.getAttribute('aria-sort')) === order;
    await page.getByRole('button', { name: 'Ordenar por Precio' }).click();
    await until(sortedBy('ascending'), 'the price column sorted ascending');
    await page.getByRole('button', { name: 'Ordenar por Precio' }).click();
    await until(sortedBy('descending'), 'the price column sorted descending');
    // A new order starts again from the first page: the dearest classes first.
    await page.getByText('Mostrando 1-10 de 12 clases').waitFor();
    await page.locator('tbody tr').first().filter({ hasText: 'Técnica de Box' }).waitFor();

    const clear = page.getByRole('button', { name: 'Limpiar' });
    expect(await clear.isDisabled()).toBe(true);
    // The server folds accents: "tecnica de box" finds "Técnica de Box" at both branches.
    await page.getByLabel('Buscar clases...').fill('tecnica de box');
    await page.getByText('2 clases', { exact: true }).waitFor();
    expect(await page.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^Técnica de Box/),
      expect.stringMatching(/^Técnica de Box/),
    ]);
    expect(await clear.isDisabled()).toBe(false);
    await clear.click();
    await page.getByText('Mostrando 1-10 de 12 clases').waitFor();
    await screenshot(page, 'classes');
  });

  it('creates, edits, makes a sample class, sets its timetable, toggles and deletes a class', async () => {
    const page = await openClasses();
    await page.getByRole('button', { name: 'Nueva Clase' }).click();
    const form = dialog(page, 'Nueva Clase');
    await form.getByLabel(/Duración/).fill('200');
    await fieldOf(page, /Duración/)
      .getByText('La duración debe estar entre 15 y 180 minutos')
      .waitFor();
    await form.getByLabel(/^Nombre/).fill('x');
    await form.getByLabel(/^Nombre/).fill('');
    await fieldOf(page, /^Nombre/)
      .getByText('Este campo es requerido')
      .waitFor();
    expect(await form.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await form.getByLabel(/Duración/).fill('45');
    await form.getByLabel(/^Nombre/).fill('Box Técnico QA');
    await form.getByLabel(/Precio/).fill('175');
    await form.getByLabel(/^Instructor/).selectOption({ label: 'Daniela Ortega Ruiz' });
    await screenshot(page, 'classes-form');
    await form.getByRole('button', { name: 'Crear' }).click();
    await toast(page, 'Clase creada exitosamente').waitFor();
    // Spec §4: a created class is added at the top of the list.
    await page.locator('tbody tr').first().filter({ hasText: 'Box Técnico QA' }).waitFor();
    await page.getByLabel('Buscar clases...').fill('Box Técnico QA');
    await rowOf(page, 'Box Técnico QA').getByText('$175').waitFor();

    await page.getByRole('button', { name: 'Editar Box Técnico QA' }).click();
    const edit = dialog(page, 'Editar Clase');
    await edit.getByText('Clase muestra gratuita').click();
    expect(await edit.getByLabel(/Precio/).isDisabled()).toBe(true);
    await edit.getByLabel(/Descripción de la clase muestra/).fill('Primera clase sin costo');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Clase actualizada exitosamente').waitFor();
    await rowOf(page, 'Box Técnico QA').getByText('GRATIS').waitFor();

    await page.getByRole('button', { name: 'Más acciones Box Técnico QA' }).click();
    await page.getByRole('menuitem', { name: 'Ver Horarios' }).click();
    const timetable = dialog(page, 'Horarios - Box Técnico QA');
    await timetable.getByRole('button', { name: 'Agregar horario Lunes' }).click();
    await timetable.getByLabel('Inicio Lunes').fill('07:00');
    await timetable.getByLabel('Fin Lunes').fill('06:30');
    await timetable.getByText('La hora de fin debe ser posterior a la hora de inicio').waitFor();
    await timetable.getByLabel('Fin Lunes').fill('07:45');
    await screenshot(page, 'classes-timetable');
    await timetable.getByRole('button', { name: 'Guardar horarios' }).click();
    await toast(page, 'Horarios guardados exitosamente').waitFor();

    await page.getByRole('button', { name: 'Más acciones Box Técnico QA' }).click();
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    await toast(page, 'Clase desactivada exitosamente').waitFor();
    await rowOf(page, 'Box Técnico QA').getByText('Inactiva', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Más acciones Box Técnico QA' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = dialog(page, 'Confirmar Eliminación');
    await confirm
      .getByText('¿Estás seguro de que quieres eliminar la clase "Box Técnico QA"? Esta acción no se puede deshacer.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Clase eliminada exitosamente').waitFor();
    await page.getByText('No hay clases que coincidan con los filtros').waitFor();
  });

  it('shows the field messages in English', async () => {
    const page = await openClasses('en');
    await page.getByRole('button', { name: 'New Class' }).click();
    const form = dialog(page, 'New Class');
    await form.getByLabel(/Maximum capacity/).fill('99');
    await fieldOf(page, /Maximum capacity/)
      .getByText('The capacity must be between 1 and 50')
      .waitFor();
    await form.getByLabel(/Price/).fill('-3');
    await fieldOf(page, /Price/).getByText('The price must be positive').waitFor();
    expect(await form.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
  });

  for (const width of [1366, 375]) {
    it(`shows an anonymous visitor each branch's week and the free sample class at ${width} px`, async () => {
      const { page } = await suite.open({ viewport: { width, height: 900 } });
      await page.goto('/classes');
      await page.getByRole('heading', { name: 'BoxStudio Polanco' }).waitFor();
      await page.getByRole('heading', { name: 'BoxStudio Providencia' }).waitFor();
      await page
        .getByRole('list', { name: 'Semana de BoxStudio Polanco' })
        .getByRole('heading', { name: 'Lunes' })
        .waitFor();
      expect(await page.getByText('Gratis', { exact: true }).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Regístrate y reserva tu clase gratis' }).first().click();
      await page.waitForURL(/\/register$/);
      await page.goBack();
      await page.getByRole('heading', { name: 'BoxStudio Polanco' }).waitFor();
      // Nothing wider than the screen.
      expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(width);
      await screenshot(page, `public-classes-${width}`);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `public-classes-${width}-top.png`), animations: 'disabled' });
      await page.getByRole('heading', { name: 'Nuestras clases' }).first().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `public-classes-${width}-cards.png`),
        animations: 'disabled',
      });
    });
  }

  it('switches the whole public classes page to English', async () => {
    const { page } = await suite.open();
    await page.goto('/classes');
    await page.getByRole('heading', { name: 'Horario semanal' }).first().waitFor();
    await page.getByRole('button', { name: 'Cambiar idioma a inglés' }).click();
    await page.getByRole('heading', { name: 'Weekly timetable' }).first().waitFor();
    const week = page.getByRole('list', { name: 'BoxStudio Polanco week' });
    await week.getByRole('heading', { name: 'Monday' }).waitFor();
    await week.getByText('Free', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Sign up and book your free class' }).first().waitFor();
    for (const spanish of ['Horario semanal', 'Lunes', 'Gratis', 'Nuestras clases'])
      expect(await page.getByText(spanish, { exact: true }).count()).toBe(0);
  });
});

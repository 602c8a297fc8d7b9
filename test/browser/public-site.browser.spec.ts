import { browserSuite, documentLanguage, isDarkTheme, signIn } from './support/browser';
import { contrastOf } from './support/contrast';

describe('public site (real browser)', () => {
  const suite = browserSuite();

  it('validates the newsletter form and thanks the subscriber with a toast', async () => {
    const watched = await suite.open();
    const { page } = watched;
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Suscribirse' }) });
    await form.getByRole('button', { name: 'Suscribirse' }).click();
    await page.getByText('Por favor completa todos los campos').first().waitFor();
    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellido').fill('Delgado');
    await form.getByLabel('Email').fill(`lucia.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Suscribirse' }).click();
    await page.locator('.bp6-toast').filter({ hasText: '¡Te has suscrito exitosamente!' }).waitFor();
  });

  it('switches language and theme, and keeps both after a reload', async () => {
    const watched = await suite.open();
    const { page } = watched;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Suscríbete a nuestro boletín' }).waitFor();
    expect(await isDarkTheme(page)).toBe(true);

    await page.getByRole('button', { name: 'Cambiar idioma a inglés' }).click();
    await page.getByRole('button', { name: 'Switch language to Spanish' }).waitFor();
    expect(await documentLanguage(page)).toBe('en');
    expect(await page.getByRole('heading', { name: 'Suscríbete a nuestro boletín' }).count()).toBe(0);

    // dark → auto (the emulated system is dark) → light
    for (let click = 0; click < 2; click += 1) await page.getByRole('button', { name: /^Change theme/ }).click();
    await page.locator('body:not(.bp6-dark)').waitFor({ state: 'attached' });

    await page.reload();
    await page.getByRole('button', { name: 'Switch language to Spanish' }).waitFor();
    expect(await documentLanguage(page)).toBe('en');
    expect(await isDarkTheme(page)).toBe(false);
  });

  it('opens the side drawer with the links on a phone-sized screen', async () => {
    const watched = await suite.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = watched;
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.waitFor();
    for (const name of ['Inicio', 'Clases']) await drawer.getByRole('link', { name, exact: true }).waitFor();
    await drawer.getByText('Iniciar sesión').first().waitFor();
    await drawer.getByText('Registrarse').first().waitFor();
    // Its close button speaks the page's language too.
    await drawer.getByRole('button', { name: 'Cerrar menú' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  // WCAG AA: 4.5:1 for text; the 3:1 of large text is not relied on, so a heading meets the same bar.
  it.each(['light', 'dark'] as const)(
    "keeps /classes' times, prices, headings and words at 4.5:1 or more in the %s theme",
    async (theme) => {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 375, height: 800 },
      ]) {
        const watched = await suite.open({ colorScheme: theme, viewport });
        await signIn(watched, null, { theme, language: 'es' });
        const { page } = watched;
        await page.goto('/classes');
        await page.locator('.public-classes__price').first().waitFor();
        for (const [part, selector] of [
          ['times', '.public-classes__time'],
          ['prices', '.public-classes__price'],
          ['headings', '.public-classes :is(h1, h2, h3, h4, h5)'],
          ['words', '.public-classes :is(p, li, strong, .bp6-tag, .public-classes__slot-who, .muted)'],
        ] as const) {
          const measured = await contrastOf(page, selector);
          expect(measured.length).toBeGreaterThan(0);
          const low = measured.filter(({ ratio }) => ratio < 4.5);
          expect({ theme, width: viewport.width, part, low }).toEqual({ theme, width: viewport.width, part, low: [] });
        }
      }
    },
  );
});

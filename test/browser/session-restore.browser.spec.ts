import { CLIENT_CREDENTIALS, apiSession, browserSuite, pathOf, type WatchedPage } from './support/browser';

/**
 * A returning visitor whose browser kept the token but not the user (spec §2, guard 1), and one
 * whose token the API refuses on a public page (spec §4: a 401 ends the session).
 */

/** Stores the token (and the user, if given) before the app's first script runs, once per tab. */
async function storeSession(watched: WatchedPage, token: string, user?: unknown): Promise<void> {
  await watched.context.addInitScript(`(() => {
    if (sessionStorage.getItem('boxstudio.test.seeded')) return;
    sessionStorage.setItem('boxstudio.test.seeded', '1');
    localStorage.setItem('boxstudio.token', ${JSON.stringify(token)});
    ${
      user === undefined
        ? `localStorage.removeItem('boxstudio.user');`
        : `localStorage.setItem('boxstudio.user', ${JSON.stringify(JSON.stringify(user))});`
    }
  })();`);
}

/** The refused token is the point of a test: Chromium logs each 401 answer as a console error. */
function expectRefusals(watched: WatchedPage): void {
  const refused = watched.errors.filter((error) => error.includes('status of 401'));
  expect(refused.length).toBeGreaterThan(0);
  watched.errors.splice(0, watched.errors.length, ...watched.errors.filter((error) => !refused.includes(error)));
}

const stored = (watched: WatchedPage) =>
  watched.page.evaluate(`[localStorage.getItem('boxstudio.token'), localStorage.getItem('boxstudio.user')]`) as Promise<
    [string | null, string | null]
  >;

describe('a stored token without a stored user (real browser)', () => {
  const suite = browserSuite();

  it('loads the profile and stays on the page', async () => {
    const session = await apiSession(suite.product(), CLIENT_CREDENTIALS);
    const watched = await suite.open();
    await storeSession(watched, session.token);
    await watched.page.goto('/dashboard');
    await watched.page.getByRole('heading', { name: `Hola, ${session.user.name}` }).waitFor();
    expect(pathOf(watched.page)).toBe('/dashboard');
    const [token, user] = await stored(watched);
    expect(token).toBe(session.token);
    expect(JSON.parse(user ?? 'null')).toMatchObject({ id: session.user.id, email: session.user.email });
  });

  it('logs out and goes to /login when the profile cannot be loaded', async () => {
    const watched = await suite.open();
    await storeSession(watched, 'not-a-valid-token');
    await watched.page.goto('/dashboard');
    await watched.page.waitForURL((url) => url.pathname === '/login');
    await watched.page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await stored(watched)).toEqual([null, null]);
    expectRefusals(watched);
  });

  it('on a public page, a refused token ends the session and the public content loads without it', async () => {
    const session = await apiSession(suite.product(), CLIENT_CREDENTIALS);
    const watched = await suite.open();
    await storeSession(watched, 'not-a-valid-token', session.user);
    await watched.page.goto('/');
    await watched.page.waitForURL((url) => url.pathname === '/login');
    expect(await stored(watched)).toEqual([null, null]);
    // The footer's branches were asked for again, anonymously.
    await watched.page.locator('.site-footer__branches li').first().waitFor();
    await watched.page.getByRole('button', { name: 'Iniciar sesión' }).first().waitFor();
    await watched.page.goto('/classes');
    await watched.page.getByRole('heading', { name: 'Clases' }).first().waitFor();
    await watched.page.locator('.site-footer__branches li').first().waitFor();
    expect(pathOf(watched.page)).toBe('/classes');
    expectRefusals(watched);
  });
});

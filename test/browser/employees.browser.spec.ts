import type { AuthResponse } from '@boxstudio/contracts';
import {
  ADMIN_CREDENTIALS,
  DEMO_ADMIN_CREDENTIALS,
  browserSuite,
  screenshot,
  toast,
  until,
  type Credentials,
  type WatchedPage,
} from './support/browser';
import { contrastOf } from './support/contrast';
import { dialog, rowAction, rowOf } from './support/screen';

/** The employees and users screens' words in each language (spec §2, §6, §8 and their English versions). */
const WORDS = {
  es: {
    title: 'Gestión de Empleados',
    create: 'Nuevo Empleado',
    createButton: 'Crear',
    edit: 'Editar Empleado',
    update: 'Actualizar',
    taken: 'El email ya está registrado',
    created: 'Empleado creado exitosamente',
    updated: 'Empleado actualizado exitosamente',
    deactivated: 'Empleado desactivado exitosamente',
    activated: 'Empleado activado exitosamente',
    deleted: 'Empleado eliminado exitosamente',
    inactive: 'Inactivo',
    active: 'Activo',
    roles: { INSTRUCTOR: 'Instructor', SUPERVISOR: 'Supervisor', MANAGER: 'Gerente', ADMIN: 'Administrador' },
    actions: {
      view: 'Ver detalles',
      edit: 'Editar',
      changeRole: 'Cambiar Rol',
      deactivate: 'Desactivar',
      activate: 'Activar',
      delete: 'Eliminar',
    },
    more: 'Más acciones',
    changeRole: 'Cambiar Rol',
    cancel: 'Cancelar',
    confirmTitle: 'Confirmar Eliminación',
    question: (name: string) =>
      `¿Estás seguro de que quieres eliminar al empleado "${name}"? Esta acción no se puede deshacer.`,
    tiles: ['Total Empleados', 'Empleados Activos', 'Supervisión y Gerencia', 'Instructores'],
    search: 'Buscar empleados',
    role: 'Rol',
    status: 'Estado',
    clear: 'Limpiar Filtros',
    back: 'Volver',
    close: 'Cerrar',
  },
  en: {
    title: 'Employee Management',
    create: 'New Employee',
    createButton: 'Create',
    edit: 'Edit Employee',
    update: 'Update',
    taken: 'The email is already registered',
    created: 'Employee created successfully',
    updated: 'Employee updated successfully',
    deactivated: 'Employee deactivated successfully',
    activated: 'Employee activated successfully',
    deleted: 'Employee deleted successfully',
    inactive: 'Inactive',
    active: 'Active',
    roles: { INSTRUCTOR: 'Instructor', SUPERVISOR: 'Supervisor', MANAGER: 'Manager', ADMIN: 'Administrator' },
    actions: {
      view: 'View details',
      edit: 'Edit',
      changeRole: 'Change Role',
      deactivate: 'Deactivate',
      activate: 'Activate',
      delete: 'Delete',
    },
    more: 'More actions',
    changeRole: 'Change Role',
    cancel: 'Cancel',
    confirmTitle: 'Confirm Deletion',
    question: (name: string) => `Are you sure you want to delete the employee "${name}"? This action cannot be undone.`,
    tiles: ['Total Employees', 'Active Employees', 'Supervision and Management', 'Instructors'],
    search: 'Search employees',
    role: 'Role',
    status: 'Status',
    clear: 'Clear Filters',
    back: 'Back',
    close: 'Close',
  },
} as const;

type Language = keyof typeof WORDS;
const COMBOS = (['es', 'en'] as const).flatMap((language) => [1366, 375].map((width) => ({ language, width })));

describe('employees and users consoles (real browser)', () => {
  const suite = browserSuite();

  async function openAs(
    credentials: Credentials,
    language: Language,
    width: number,
    path: string,
    heading: string,
    theme: 'dark' | 'light' = 'dark',
  ): Promise<WatchedPage & { session: AuthResponse }> {
    const watched = await suite.openSignedIn(
      credentials,
      { language, theme },
      { viewport: { width, height: 900 }, colorScheme: theme, locale: language === 'es' ? 'es-ES' : 'en-US' },
    );
    await watched.page.goto(path);
    await watched.page.getByRole('heading', { name: heading }).waitFor();
    return watched;
  }

  const openEmployees = (language: Language, width: number, credentials: Credentials = ADMIN_CREDENTIALS) =>
    openAs(credentials, language, width, '/admin-employees', WORDS[language].title);

  /** The browser logs the one refusal a step asked for (a taken email's 409): expected, so not an error. */
  function expectRefusal(watched: WatchedPage, status: number): void {
    const index = watched.errors.findIndex((error) => error.includes(`status of ${status}`));
    expect(index).toBeGreaterThanOrEqual(0);
    watched.errors.splice(index, 1);
  }

  it.each(COMBOS)(
    'creates (a taken email on its field), edits, changes the role, toggles and deletes ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const watched = await openEmployees(language, width);
      const { page } = watched;
      const name = `Empleado Prueba ${language} ${width}`;
      const email = `empleado.${language}.${width}@boxstudio.mx`;

      // Create with an email already taken: the server's answer shows on the email field.
      await page.getByRole('button', { name: words.create, exact: true }).click();
      const form = dialog(page, words.create);
      await form.getByLabel(/^(Nombre completo|Full name)/).fill(name);
      await form.getByLabel(/^Email/).fill('alejandro.rosas@boxstudio.mx');
      await form.getByLabel(/^(Contraseña|Password)/).fill('Boxeo2024');
      const role = form.locator('#employee-role');
      expect(await role.inputValue()).toBe('INSTRUCTOR');
      await form.getByLabel(/^(Fecha de nacimiento|Date of birth)/).fill('17051990');
      expect(await form.getByLabel(/^(Fecha de nacimiento|Date of birth)/).inputValue()).toBe('17/05/1990');
      const save = form.getByRole('button', { name: words.createButton, exact: true });
      await save.click();
      const emailField = form.getByLabel(/^Email/);
      await until(async () => (await emailField.getAttribute('aria-invalid')) === 'true', 'the email marked invalid');
      const described = await emailField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).innerText()).toBe(words.taken);
      expectRefusal(watched, 409);
      if (language === 'es') await screenshot(page, `employees-form-taken-email-${width}`, false);
      await emailField.fill(email);
      await save.click();
      await toast(page, words.created).waitFor();
      await form.waitFor({ state: 'detached' });

      await page.getByLabel(words.search).fill(email);
      const row = rowOf(page, name);
      await row.getByText(words.roles.INSTRUCTOR, { exact: true }).waitFor();

      // Details open the employee's page; Back returns to the list as it was searched.
      await until(async () => new URL(page.url()).searchParams.get('search') === email, 'the search in the address');
      await rowAction(page, WORDS[language].more, name, words.actions.view);
      await page.getByRole('heading', { name, level: 2 }).waitFor();
      await page.getByText(/^(17 may 1990|17 May 1990|May 17, 1990)$/).waitFor();
      await page.getByRole('button', { name: words.back, exact: true }).click();
      await row.waitFor();
      expect(await page.getByLabel(words.search).inputValue()).toBe(email);
      await rowAction(page, WORDS[language].more, name, words.actions.edit);
      const edit = dialog(page, words.edit);
      expect(await edit.getByLabel(/^Email/).inputValue()).toBe(email);
      expect(await edit.getByLabel(/^(Contraseña|Password)/).count()).toBe(0);
      await edit
        .getByLabel(/^(Teléfono|Phone)/)
        .first()
        .fill('+52 55 1234-5678');
      await edit.getByLabel(/^(Contacto de emergencia|Emergency contact)/).fill('Lucía Ramírez');
      await edit.getByRole('button', { name: words.update, exact: true }).click();
      await toast(page, words.updated).waitFor();
      await row.getByRole('cell', { name: '+52 55 1234-5678' }).waitFor();

      // Change role: Supervisor is proposed after Instructor; Gerente is chosen instead.
      await rowAction(page, WORDS[language].more, name, words.actions.changeRole);
      const change = dialog(page, words.changeRole);
      const newRole = change.locator('#employee-new-role');
      expect(await newRole.inputValue()).toBe('SUPERVISOR');
      if (language === 'es') await screenshot(page, `employees-change-role-${width}`, false);
      await newRole.selectOption('MANAGER');
      await change.getByRole('button', { name: words.changeRole, exact: true }).click();
      await toast(page, words.updated).waitFor();
      await change.waitFor({ state: 'detached' });
      await row.getByText(words.roles.MANAGER, { exact: true }).waitFor();
      // After Gerente comes Administrador (a super admin may give it); not confirmed.
      await rowAction(page, WORDS[language].more, name, words.actions.changeRole);
      expect(await newRole.inputValue()).toBe('ADMIN');
      await change.getByRole('button', { name: words.cancel, exact: true }).click();
      await change.waitFor({ state: 'detached' });

      // Deactivate and activate again.
      await rowAction(page, WORDS[language].more, name, words.actions.deactivate);
      await toast(page, words.deactivated).waitFor();
      await row.getByText(words.inactive, { exact: true }).waitFor();
      await rowAction(page, WORDS[language].more, name, words.actions.activate);
      await toast(page, words.activated).waitFor();
      await row.getByText(words.active, { exact: true }).waitFor();

      // Delete, after the question.
      await rowAction(page, WORDS[language].more, name, words.actions.delete);
      const confirm = dialog(page, words.confirmTitle);
      await confirm.getByText(words.question(name), { exact: true }).waitFor();
      await confirm.getByRole('button', { name: words.actions.delete, exact: true }).click();
      await toast(page, words.deleted).waitFor();
      await row.waitFor({ state: 'detached' });
    },
  );

  it.each(COMBOS)(
    'keeps the role and status filters across Back; four tiles; role chips ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await openEmployees(language, width);
      for (const tile of words.tiles) await page.getByLabel(new RegExp(`^${tile}: \\d+$`)).waitFor();
      // Every staff role of the demo, newest first, and no client.
      await rowOf(page, 'Alejandro Rosas Medina').getByText(words.roles.ADMIN, { exact: true }).waitFor();
      await rowOf(page, 'Gabriela Treviño Sáenz').getByText(words.roles.MANAGER, { exact: true }).waitFor();
      await rowOf(page, 'Fernando Ibarra Lozano').getByText(words.roles.SUPERVISOR, { exact: true }).waitFor();
      expect(await rowOf(page, 'Sofía Hernández López').count()).toBe(0);
      if (language === 'es') await screenshot(page, `employees-list-${width}`);

      const roleFilter = page.getByLabel(words.role, { exact: true });
      const status = page.getByLabel(words.status, { exact: true });
      await roleFilter.selectOption('INSTRUCTOR');
      // The list has followed the role (the status select then starts from it).
      await rowOf(page, 'Alejandro Rosas Medina').waitFor({ state: 'detached' });
      await status.selectOption('active');
      await until(async () => /role=INSTRUCTOR.*status=active/.test(page.url()), 'the filters in the URL');
      await rowOf(page, 'Ricardo "El Toro" Salgado').waitFor();
      const chips = async () => page.locator('tbody .role-tag').allInnerTexts();
      await until(async () => (await chips()).every((chip) => chip === words.roles.INSTRUCTOR), 'instructors only');
      expect((await chips()).length).toBeGreaterThanOrEqual(4);

      await page.goto('/admin-memberships');
      await page.locator('tbody tr').first().waitFor();
      await page.goBack();
      await rowOf(page, 'Ricardo "El Toro" Salgado').waitFor();
      expect(await roleFilter.inputValue()).toBe('INSTRUCTOR');
      expect(await status.inputValue()).toBe('active');
      expect((await chips()).every((chip) => chip === words.roles.INSTRUCTOR)).toBe(true);

      // Inactive instructors only: none of the demo's; Clear brings every employee back.
      await status.selectOption('inactive');
      await rowOf(page, 'Ricardo "El Toro" Salgado').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.clear }).click();
      await rowOf(page, 'Alejandro Rosas Medina').waitFor();
    },
  );

  it('shows an admin (not a super admin) what only a super admin may do, disabled with the reason', async () => {
    const { page, session } = await openEmployees('es', 1366, DEMO_ADMIN_CREDENTIALS);
    await page.getByText(/^Solo un super administrador puede crear administradores/).waitFor();
    // Their own row: their profile is theirs to edit, their standing is not theirs to change.
    const self = session.user.name;
    expect(await page.getByRole('button', { name: `Editar ${self}`, exact: true }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: `Más acciones ${self}`, exact: true }).click();
    const remove = page.getByRole('menuitem', { name: 'Eliminar', exact: true });
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await page
      .getByRole('menu')
      .getByText('No puedes cambiar tu propio rol, desactivarte ni eliminarte')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // A manager's next role would be Administrador: Instructor is proposed instead, Administrador disabled.
    await rowAction(page, 'Más acciones', 'Gabriela Treviño Sáenz', 'Cambiar Rol');
    const change = dialog(page, 'Cambiar Rol');
    const newRole = change.locator('#employee-new-role');
    expect(await newRole.inputValue()).toBe('INSTRUCTOR');
    expect(await newRole.locator('option[value="ADMIN"]').isDisabled()).toBe(true);
    await change.getByText('Solo un super administrador puede asignar el rol de administrador').waitFor();
    await screenshot(page, 'employees-change-role-admin-1366', false);
    await change.getByRole('button', { name: 'Cancelar', exact: true }).click();

    // Creating: Administrador cannot be chosen.
    await page.getByRole('button', { name: 'Nuevo Empleado', exact: true }).click();
    const form = dialog(page, 'Nuevo Empleado');
    expect(await form.locator('#employee-role option[value="ADMIN"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it.each(['dark', 'light'] as const)('keeps the role chips at 4.5:1 or more in the %s theme', async (theme) => {
    const { page } = await openAs(ADMIN_CREDENTIALS, 'es', 1366, '/admin-users', 'Gestión de Usuarios', theme);
    await page.locator('tbody .role-tag').first().waitFor();
    for (const path of ['/admin-employees', '/admin-users?search=castillo', '/admin-users?role=SUPER_ADMIN']) {
      await page.goto(path);
      await page.locator('tbody .role-tag').first().waitFor();
      const low = (await contrastOf(page, '.role-tag')).filter((measured) => measured.ratio < 4.5);
      expect({ path, low }).toEqual({ path, low: [] });
    }
  });

  it.each(COMBOS)(
    'lists clients and staff on /admin-users with role and status filters ($language, $width px)',
    async ({ language, width }) => {
      const es = language === 'es';
      const { page } = await openAs(
        ADMIN_CREDENTIALS,
        language,
        width,
        '/admin-users',
        es ? 'Gestión de Usuarios' : 'User Management',
      );
      // A client and an employee, both listed, each with its role.
      await page.getByLabel(es ? 'Buscar usuarios' : 'Search users').fill('castillo');
      await rowOf(page, 'Mariana Castillo Vega').getByText('Instructor', { exact: true }).waitFor();
      await rowOf(page, 'Andrea Castillo Guzmán')
        .getByText(es ? 'Cliente' : 'Client', { exact: true })
        .waitFor();
      await screenshot(page, `users-list-${language}-${width}`);

      const roleFilter = page.getByLabel(es ? 'Rol' : 'Role', { exact: true });
      await roleFilter.selectOption('CLIENT');
      await rowOf(page, 'Mariana Castillo Vega').waitFor({ state: 'detached' });
      await rowOf(page, 'Andrea Castillo Guzmán').waitFor();

      // Deactivate the client here: the clients screen's words; then active again.
      const more = es ? 'Más acciones' : 'More actions';
      const act = (action: string) => rowAction(page, more, 'Andrea Castillo Guzmán', action);
      await act(es ? 'Desactivar' : 'Deactivate');
      await toast(page, es ? 'Cliente desactivado exitosamente' : 'Client deactivated successfully').waitFor();
      const status = page.getByLabel(es ? 'Estado' : 'Status', { exact: true });
      await status.selectOption('inactive');
      await until(async () => /role=CLIENT.*status=inactive/.test(page.url()), 'the filters in the URL');
      await rowOf(page, 'Andrea Castillo Guzmán').waitFor();
      await act(es ? 'Activar' : 'Activate');
      await toast(page, es ? 'Cliente activado exitosamente' : 'Client activated successfully').waitFor();
      await rowOf(page, 'Andrea Castillo Guzmán').waitFor({ state: 'detached' });

      // The signed-in super admin's own account cannot be deactivated, and says why.
      await page.getByRole('button', { name: es ? 'Limpiar Filtros' : 'Clear Filters' }).click();
      await roleFilter.selectOption('SUPER_ADMIN');
      const own = page.locator('tbody tr').first();
      await own.getByText(es ? 'Super administrador' : 'Super administrator', { exact: true }).waitFor();
      const refusal = es
        ? 'No puedes cambiar tu propio rol, desactivarte ni eliminarte'
        : 'You cannot change your own role, deactivate or delete yourself';
      if (width > 700) {
        const deactivate = own.getByRole('button', { name: new RegExp(`^${es ? 'Desactivar' : 'Deactivate'} `) });
        expect(await deactivate.isDisabled()).toBe(true);
        expect(await deactivate.getAttribute('title')).toBe(refusal);
      } else {
        await own.getByRole('button', { name: new RegExp(`^${more} `) }).click();
        await page
          .getByRole('menu')
          .getByText(new RegExp(`^${refusal}`))
          .waitFor();
        await page.keyboard.press('Escape');
      }

      // Edit a client where the clients screen does it.
      await roleFilter.selectOption('all');
      await page.getByLabel(es ? 'Buscar usuarios' : 'Search users').fill('castillo');
      await rowOf(page, 'Andrea Castillo Guzmán').waitFor();
      await act(es ? 'Editar en Clientes' : 'Edit in Clients');
      await until(async () => new URL(page.url()).pathname === '/admin-clients', 'the clients screen');
      await rowOf(page, 'Andrea Castillo Guzmán').waitFor();
      await page.goBack();
      await rowOf(page, 'Mariana Castillo Vega').waitFor();
    },
  );
});

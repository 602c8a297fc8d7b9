import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const polanco = {
  name: 'BoxStudio Polanco',
  address: 'Av. Presidente Masaryk 340',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '11560',
  phone: '+52 55 5280 1234',
  email: 'polanco@boxstudio.mx',
};

describe('branches', () => {
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = await t.adminToken();
    const adminUser = await createPerson(t.app, 'ADMIN');
    admin = await t.login(adminUser.email, PASSWORD);
    const clientUser = await createPerson(t.app, 'CLIENT');
    client = await t.login(clientUser.email, PASSWORD);
  });
  afterAll(() => t.close());

  const create = (body: object, token = superAdmin) => t.http().post('/api/branches').set(bearer(token)).send(body);

  it('lets the super admin create a branch, active by default, and reads it right after', async () => {
    const created = await create(polanco).expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Sucursal creada exitosamente' });
    expect(created.body.data).toMatchObject({
      ...polanco,
      isActive: true,
      _count: { users: 0, classes: 0, membershipPlans: 0 },
    });
    const read = await t.http().get(`/api/branches/${created.body.data.id}`).set(bearer(admin)).expect(200);
    expect(read.body.data.name).toBe('BoxStudio Polanco');
  });

  it('omits empty optional fields and trims the rest', async () => {
    const created = await create({
      ...polanco,
      name: '  Sucursal Centro  ',
      postalCode: '',
      phone: '',
      email: '',
    }).expect(201);
    expect(created.body.data).toMatchObject({ name: 'Sucursal Centro', postalCode: null, phone: null, email: null });
  });

  it('refuses creation to everyone but the super admin, with the spec message', async () => {
    const byAdmin = await create(polanco, admin).expect(403);
    expect(byAdmin.body.message).toBe('No tienes permisos para crear sucursales');
    await create(polanco, client).expect(403);
    await t.http().post('/api/branches').send(polanco).expect(401);
  });

  it('answers every field rule with its message', async () => {
    const response = await create({ postalCode: '123', phone: 'abc', email: 'nope' }).expect(400);
    const byField = Object.fromEntries(
      (response.body.errors as { field: string; message: string }[]).map((error) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      name: 'Este campo es requerido',
      address: 'Este campo es requerido',
      city: 'Este campo es requerido',
      state: 'Este campo es requerido',
      country: 'Este campo es requerido',
      postalCode: 'Código postal inválido (use 12345 o 12345-6789)',
      phone: 'Teléfono inválido (use +52 55 1234-5678)',
      email: 'Email inválido',
    });
    const english = await t
      .http()
      .post('/api/branches')
      .set(bearer(superAdmin))
      .set('Accept-Language', 'en')
      .send({})
      .expect(400);
    expect(english.body.errors[0].message).toBe('This field is required');
  });

  it('edits, deactivates (delete) and reactivates (Active switch) with the right permissions', async () => {
    const id = (await create({ ...polanco, name: 'Sucursal Norte' }).expect(201)).body.data.id as string;
    const edited = await t
      .http()
      .put(`/api/branches/${id}`)
      .set(bearer(admin))
      .send({ city: 'Monterrey', state: 'Nuevo León' })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Sucursal actualizada exitosamente',
      data: { city: 'Monterrey', state: 'Nuevo León' },
    });

    await t.http().delete(`/api/branches/${id}`).set(bearer(admin)).expect(403);
    await t.http().put(`/api/branches/${id}`).set(bearer(admin)).send({ isActive: false }).expect(403);
    const deleted = await t.http().delete(`/api/branches/${id}`).set(bearer(superAdmin)).expect(200);
    expect(deleted.body).toMatchObject({ message: 'Sucursal desactivada exitosamente', data: { isActive: false } });

    const reactivated = await t
      .http()
      .put(`/api/branches/${id}`)
      .set(bearer(admin))
      .send({ isActive: true })
      .expect(200);
    expect(reactivated.body.data.isActive).toBe(true);
    await t.http().put(`/api/branches/${id}`).set(bearer(client)).send({ city: 'X' }).expect(403);
  });

  it('refuses a blank required field on edit, and clears an optional one with null', async () => {
    const id = (await create({ ...polanco, name: 'Sucursal Sur' }).expect(201)).body.data.id as string;
    const blank = await t.http().put(`/api/branches/${id}`).set(bearer(admin)).send({ name: '  ' }).expect(400);
    expect(blank.body.errors).toEqual([
      { field: 'name', message: 'Este campo es requerido', code: 'VALIDATION.REQUIRED' },
    ]);
    const cleared = await t.http().put(`/api/branches/${id}`).set(bearer(admin)).send({ phone: null }).expect(200);
    expect(cleared.body.data.phone).toBeNull();
  });

  it('answers 404 for an unknown branch', async () => {
    await t.http().get('/api/branches/does-not-exist').set(bearer(admin)).expect(404);
    await t.http().put('/api/branches/does-not-exist').set(bearer(admin)).send({ city: 'X' }).expect(404);
    await t.http().delete('/api/branches/does-not-exist').set(bearer(superAdmin)).expect(404);
    const stats = await t.http().get('/api/branches/does-not-exist/stats').set(bearer(admin)).expect(404);
    expect(stats.body.message).toBe('Sucursal no encontrada');
  });

  describe('the list', () => {
    beforeAll(async () => {
      const cities = [
        'Querétaro',
        'Puebla',
        'León',
        'Mérida',
        'Cancún',
        'Toluca',
        'Morelia',
        'Oaxaca',
        'Saltillo',
        'Tijuana',
        'Durango',
        'Colima',
      ];
      for (const city of cities)
        await create({ ...polanco, name: `BoxStudio ${city}`, city, state: `Estado de ${city}` }).expect(201);
      const toDeactivate = (await t.http().get('/api/branches?search=durango').set(bearer(admin))).body.data.branches[0]
        .id as string;
      await t.http().delete(`/api/branches/${toDeactivate}`).set(bearer(superAdmin)).expect(200);
    });

    it('pages by 10 with totals, sorted by name', async () => {
      const first = await t.http().get('/api/branches').set(bearer(admin)).expect(200);
      expect(first.body.data.branches).toHaveLength(10);
      expect(first.body.data).toMatchObject({ currentPage: 1, limit: 10 });
      const total = first.body.data.total as number;
      expect(first.body.data.totalPages).toBe(Math.ceil(total / 10));
      const names = (first.body.data.branches as { name: string }[]).map((branch) => branch.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
      const beyond = await t.http().get('/api/branches?page=99').set(bearer(admin)).expect(200);
      expect(beyond.body.data).toMatchObject({ branches: [], total, currentPage: 99 });
      const capped = await t.http().get('/api/branches?limit=1000').set(bearer(admin)).expect(200);
      expect(capped.body.data.limit).toBe(100);
    });

    it('sorts on the server by a column, either way, ignoring accents, with page 2 following page 1', async () => {
      const cities = async (query: string): Promise<string[]> =>
        (
          (await t.http().get(`/api/branches?limit=100&${query}`).set(bearer(admin)).expect(200)).body.data
            .branches as { city: string }[]
        ).map((branch) => branch.city);
      const ascending = await cities('sort=city');
      const fold = (text: string): string =>
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
      expect(ascending).toEqual([...ascending].sort((a, b) => fold(a).localeCompare(fold(b))));
      expect(ascending.indexOf('León')).toBeLessThan(ascending.indexOf('Mérida'));
      expect(await cities('sort=city&order=desc')).toEqual([...ascending].reverse());
      const inactiveFirst = await cities('sort=isActive');
      expect(inactiveFirst[0]).toBe('Durango');
      const pageOne = (await t.http().get('/api/branches?sort=state&order=desc&page=1').set(bearer(admin)).expect(200))
        .body.data.branches as { id: string }[];
      const pageTwo = (await t.http().get('/api/branches?sort=state&order=desc&page=2').set(bearer(admin)).expect(200))
        .body.data.branches as { id: string }[];
      expect(pageOne.map((branch) => branch.id).filter((id) => pageTwo.some((other) => other.id === id))).toEqual([]);
      const refused = await t.http().get('/api/branches?sort=phone&order=up').set(bearer(admin)).expect(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['order', 'sort']);
    });

    it('searches name, city and state ignoring case and accents', async () => {
      const byCity = await t.http().get('/api/branches?search=QUERETARO').set(bearer(admin)).expect(200);
      expect(byCity.body.data.branches.map((branch: { city: string }) => branch.city)).toEqual(['Querétaro']);
      const byState = await t.http().get('/api/branches?search=estado de mérida').set(bearer(admin)).expect(200);
      expect(byState.body.data.total).toBe(1);
      const regexCharacters = await t.http().get('/api/branches?search=.*(').set(bearer(admin)).expect(200);
      expect(regexCharacters.body.data.total).toBe(0);
    });

    it('filters by status for admins; anonymous visitors see only active branches', async () => {
      const inactive = await t.http().get('/api/branches?status=inactive').set(bearer(admin)).expect(200);
      expect(inactive.body.data.branches.map((branch: { city: string }) => branch.city)).toEqual(['Durango']);
      const anonymous = await t.http().get('/api/branches?status=inactive&limit=100').expect(200);
      expect(anonymous.body.data.branches.every((branch: { isActive: boolean }) => branch.isActive)).toBe(true);
      await t.http().get('/api/branches?status=maybe').set(bearer(admin)).expect(400);
    });
  });

  it('answers the statistics dialog with the four groups', async () => {
    const id = (await create({ ...polanco, name: 'Sucursal Stats' }).expect(201)).body.data.id as string;
    const stats = await t.http().get(`/api/branches/${id}/stats`).set(bearer(admin)).expect(200);
    expect(stats.body.data).toEqual({
      branch: { id, name: 'Sucursal Stats', isActive: true },
      stats: {
        users: { total: 0, active: 0 },
        classes: { total: 0, active: 0 },
        memberships: { total: 0, active: 0 },
        inventory: { total: 0, lowStock: 0 },
      },
    });
    await t.http().get(`/api/branches/${id}/stats`).set(bearer(client)).expect(403);
  });
});

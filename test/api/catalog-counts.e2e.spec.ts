import type { Role, UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The branch list's counts and the branch statistics count real classes and plans: created, moved between
 * branches, toggled and deleted, each read right after the command that changed it.
 */
describe('branch counts of the catalog', () => {
  let t: TestApp;
  let token: string;
  let centro: string;
  let norte: string;
  let instructor: UserDto;

  async function person(role: Role, branchId: string): Promise<UserDto> {
    const profile = {
      name: `${role} ${randomUUID().slice(0, 6)}`,
      email: `${randomUUID().slice(0, 12)}@example.com`,
      phone: null,
      branchId,
      dateOfBirth: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    };
    const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, now: new Date() };
    return t.app.get(UserCommands).create({ role, profile, password: PASSWORD, isActive: true }, null, context);
  }

  const branch = async (name: string): Promise<string> =>
    (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(token))
        .send({ name, address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' })
        .expect(201)
    ).body.data.id as string;
  const counts = async (id: string) =>
    (await t.http().get(`/api/branches/${id}`).set(bearer(token)).expect(200)).body.data._count as {
      users: number;
      classes: number;
      membershipPlans: number;
    };
  const classTile = async (id: string) =>
    (await t.http().get(`/api/branches/${id}/stats`).set(bearer(token)).expect(200)).body.data.stats.classes as {
      total: number;
      active: number;
    };
  const newClass = async (name: string, branchId: string): Promise<string> =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(token))
        .send({ name, duration: 60, maxCapacity: 10, price: 120, instructorId: instructor.id, branchId })
        .expect(201)
    ).body.data.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    centro = await branch('Sucursal Centro');
    norte = await branch('Sucursal Norte');
    instructor = await person('INSTRUCTOR', centro);
  });
  afterAll(() => t.close());

  it('counts classes as they are created, moved, toggled and deleted', async () => {
    const box = await newClass('Box', centro);
    const hiit = await newClass('HIIT', centro);
    expect(await counts(centro)).toMatchObject({ users: 1, classes: 2 });
    expect(await classTile(centro)).toEqual({ total: 2, active: 2 });

    await t.http().put(`/api/classes/${hiit}`).set(bearer(token)).send({ branchId: norte }).expect(200);
    expect((await counts(centro)).classes).toBe(1);
    expect((await counts(norte)).classes).toBe(1);

    await t.http().put(`/api/classes/${box}`).set(bearer(token)).send({ isActive: false }).expect(200);
    expect(await classTile(centro)).toEqual({ total: 1, active: 0 });

    await t.http().delete(`/api/classes/${box}`).set(bearer(token)).expect(200);
    expect(await classTile(centro)).toEqual({ total: 0, active: 0 });
    const listed = (await t.http().get('/api/branches?limit=100').set(bearer(token)).expect(200)).body.data
      .branches as { id: string; _count: { classes: number } }[];
    expect(listed.find((item) => item.id === norte)?._count.classes).toBe(1);
  });

  it('counts plans as they are created, duplicated, moved and deactivated', async () => {
    const plan = {
      name: 'Plus',
      price: 1099,
      duration: 30,
      maxClasses: 12,
      features: ['Evaluación física'],
      branchId: centro,
    };
    const plus = (await t.http().post('/api/membership-plans').set(bearer(token)).send(plan).expect(201)).body.data
      .id as string;
    expect((await counts(centro)).membershipPlans).toBe(1);
    const copy = (
      await t
        .http()
        .post(`/api/membership-plans/${plus}/duplicate`)
        .set(bearer(token))
        .send({ branchId: norte })
        .expect(201)
    ).body.data.id as string;
    expect((await counts(norte)).membershipPlans).toBe(1);
    await t.http().put(`/api/membership-plans/${copy}`).set(bearer(token)).send({ branchId: centro }).expect(200);
    expect((await counts(centro)).membershipPlans).toBe(2);
    expect((await counts(norte)).membershipPlans).toBe(0);
    // Deactivated plans still belong to the branch: the list's count is every plan of it.
    await t.http().delete(`/api/membership-plans/${plus}`).set(bearer(token)).expect(200);
    expect((await counts(centro)).membershipPlans).toBe(2);
  });

  it('counts a class with no branch of its own in each branch, as their class lists show it', async () => {
    const drifter = await person('INSTRUCTOR', centro);
    await t.http().put(`/api/users/${drifter.id}`).set(bearer(token)).send({ branchId: null }).expect(200);
    const before = { centro: await classTile(centro), norte: await classTile(norte) };
    const created = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(token))
        .send({ name: 'Box abierto', duration: 60, maxCapacity: 10, price: 100, instructorId: drifter.id })
        .expect(201)
    ).body.data;
    expect(created.branchId).toBeNull();
    for (const branchId of [centro, norte]) {
      const listed = (await t.http().get(`/api/classes?branchId=${branchId}&limit=100`).set(bearer(token)).expect(200))
        .body.data.classes as { id: string }[];
      expect(listed.map((item) => item.id)).toContain(created.id);
    }
    expect(await classTile(centro)).toEqual({ total: before.centro.total + 1, active: before.centro.active + 1 });
    expect(await classTile(norte)).toEqual({ total: before.norte.total + 1, active: before.norte.active + 1 });
  });
});

import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { branchesProjection } from './branches.projection.js';

const details = { name: 'BoxStudio Querétaro', address: 'Av. Zaragoza 10', city: 'Querétaro', state: 'Querétaro', country: 'México', postalCode: null, phone: null, email: null };
const created = (branchId: string, name = details.name): GivenEvent => ({ type: 'BranchCreated', data: { branchId, ...details, name }, occurredAt: '2026-01-01T10:00:00.000Z' });
const person = (userId: string, branchId: string | null): GivenEvent => ({
  type: 'UserRegistered',
  data: { userId, role: 'CLIENT', name: userId, email: `${userId}@example.com`, phone: null, branchId, dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null },
});
const spec = projectionSpecFor(branchesProjection);

describe('branches projection', () => {
  it('keeps a branch with its folds for search and zero counts', async () => {
    await spec.given([created('b1')]).thenDocument('branches', 'b1', {
      name: 'BoxStudio Querétaro',
      nameSort: 'boxstudio queretaro',
      cityFold: 'queretaro',
      isActive: true,
      createdAt: '2026-01-01T10:00:00.000Z',
      usersTotal: 0,
      classesTotal: 0,
      plansTotal: 0,
    });
  });

  it('refolds only what an edit changed, and follows the status', async () => {
    const events: GivenEvent[] = [
      created('b1'),
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { name: 'Querétaro Centro' } }, occurredAt: '2026-02-01T10:00:00.000Z' },
      { type: 'BranchDeactivated', data: { branchId: 'b1' } },
    ];
    await spec.given(events).thenDocument('branches', 'b1', { name: 'Querétaro Centro', nameSort: 'queretaro centro', cityFold: 'queretaro', isActive: false });
  });

  it('counts the people of each branch as they join, move, leave and return', async () => {
    const events: GivenEvent[] = [
      created('b1'),
      created('b2', 'Otra'),
      person('u1', 'b1'),
      person('u2', 'b1'),
      person('u3', 'b2'),
      person('u4', null),
      { type: 'UserProfileUpdated', data: { userId: 'u2', changes: { branchId: 'b2' } } },
      { type: 'UserDeactivated', data: { userId: 'u3' } },
      { type: 'UserDeleted', data: { userId: 'u1', email: 'u1@example.com' } },
    ];
    const given = spec.given(events);
    await given.thenDocument('branches', 'b1', { usersTotal: 0, usersActive: 0 });
    await given.thenDocument('branches', 'b2', { usersTotal: 2, usersActive: 1 });
  });

  it('counts the classes of each branch as they are created, moved, toggled and deleted', async () => {
    const klass = (classId: string, branchId: string): GivenEvent => ({
      type: 'ClassCreated',
      data: { classId, branchId, name: classId, description: null, duration: 60, maxCapacity: 10, price: 0, instructorId: 'i1', isSampleClass: false, sampleClassDescription: null },
    });
    const events: GivenEvent[] = [
      created('b1'),
      created('b2', 'Otra'),
      klass('c1', 'b1'),
      klass('c2', 'b1'),
      klass('c3', 'b1'),
      klass('c4', 'b2'),
      { type: 'ClassUpdated', data: { classId: 'c2', changes: { branchId: 'b2' } } },
      { type: 'ClassDeactivated', data: { classId: 'c3' } },
      { type: 'ClassDeactivated', data: { classId: 'c4' } },
      { type: 'ClassActivated', data: { classId: 'c4' } },
      { type: 'ClassDeleted', data: { classId: 'c1' } },
    ];
    const given = spec.given(events);
    await given.thenDocument('branches', 'b1', { classesTotal: 1, classesActive: 0, plansTotal: 0 });
    await given.thenDocument('branches', 'b2', { classesTotal: 2, classesActive: 2 });
    const replayed = spec.given(events, { replayed: true });
    await replayed.thenDocument('branches', 'b1', { classesTotal: 1, classesActive: 0 });
    await replayed.thenDocument('branches', 'b2', { classesTotal: 2, classesActive: 2 });
  });

  it('counts the plans of each branch, active or not, wherever they move', async () => {
    const plan = (planId: string, branchId: string): GivenEvent => ({
      type: 'PlanCreated',
      data: { planId, branchId, name: planId, description: null, price: 799, duration: 30, maxClasses: null, features: [] },
    });
    const events: GivenEvent[] = [
      created('b1'),
      created('b2', 'Otra'),
      plan('p1', 'b1'),
      plan('p2', 'b1'),
      { type: 'PlanDeactivated', data: { planId: 'p1' } },
      { type: 'PlanUpdated', data: { planId: 'p2', changes: { branchId: 'b2' } } },
      plan('p3', 'b2'),
      { type: 'PlanDeactivated', data: { planId: 'p3' } },
      { type: 'PlanReactivated', data: { planId: 'p3' } },
    ];
    const given = spec.given(events);
    await given.thenDocument('branches', 'b1', { plansTotal: 1, plansActive: 0, classesTotal: 0 });
    await given.thenDocument('branches', 'b2', { plansTotal: 2, plansActive: 2 });
  });

  it('changes nothing when the log is delivered twice', async () => {
    const events: GivenEvent[] = [created('b1'), person('u1', 'b1'), { type: 'UserDeactivated', data: { userId: 'u1' } }, { type: 'UserReactivated', data: { userId: 'u1' } }];
    const once = await spec.given(events).documents('branches');
    expect(await spec.given(events, { replayed: true }).documents('branches')).toEqual(once);
    expect(once[0]).toMatchObject({ usersTotal: 1, usersActive: 1 });
  });
});

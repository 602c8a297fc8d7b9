import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { plansProjection } from './plans.projection.js';

const details = {
  name: 'Plus',
  description: 'Doce clases al mes',
  price: 1099,
  duration: 30,
  maxClasses: 12,
  features: ['Vendas incluidas'],
  branchId: 'b1',
};
const created = (planId: string, extra: object = {}): GivenEvent => ({
  type: 'PlanCreated',
  data: { planId, ...details, ...extra },
  occurredAt: '2026-01-01T10:00:00.000Z',
});
const branch: GivenEvent = {
  type: 'BranchCreated',
  data: {
    branchId: 'b1',
    name: 'BoxStudio Polanco',
    address: 'Masaryk 340',
    city: 'CDMX',
    state: 'CDMX',
    country: 'México',
    postalCode: null,
    phone: null,
    email: null,
  },
};
const spec = projectionSpecFor(plansProjection);

describe('plans projection', () => {
  it('keeps a new plan active, with its folds, and nothing another module owns', async () => {
    await spec.given([created('p1', { duplicatedFrom: 'p0' })]).thenDocument('membership_plans', 'p1', {
      ...details,
      isActive: true,
      nameSort: 'plus',
      searchText: 'plus\ndoce clases al mes',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it('keeps where a copy came from out of the document', async () => {
    const [doc] = await spec.given([created('p1', { duplicatedFrom: 'p0' })]).documents('membership_plans');
    expect(doc).not.toHaveProperty('duplicatedFrom');
  });

  it('follows edits (refolding name and description), deactivation and reactivation', async () => {
    const events: GivenEvent[] = [
      created('p1'),
      {
        type: 'PlanUpdated',
        data: { planId: 'p1', changes: { name: 'Ilimitado', maxClasses: null } },
        occurredAt: '2026-02-01T10:00:00.000Z',
      },
      { type: 'PlanDeactivated', data: { planId: 'p1' } },
      { type: 'PlanReactivated', data: { planId: 'p1' } },
      { type: 'PlanUpdated', data: { planId: 'p1', changes: { description: null } } },
    ];
    await spec.given(events).thenDocument('membership_plans', 'p1', {
      name: 'Ilimitado',
      maxClasses: null,
      nameSort: 'ilimitado',
      searchText: 'ilimitado',
      isActive: true,
    });
  });

  it('keeps branch names current for the join', async () => {
    const events: GivenEvent[] = [
      branch,
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { name: 'Polanco Centro' } } },
    ];
    await spec.given(events).thenDocument('plan_branches', 'b1', { name: 'Polanco Centro' });
  });

  it('changes nothing when the log is delivered twice', async () => {
    const events: GivenEvent[] = [
      branch,
      created('p1'),
      created('p2', { duplicatedFrom: 'p1', branchId: 'b2' }),
      { type: 'PlanUpdated', data: { planId: 'p1', changes: { price: 1199, name: 'Plus Max' } } },
      { type: 'PlanDeactivated', data: { planId: 'p1' } },
      { type: 'PlanReactivated', data: { planId: 'p2' } },
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { name: 'Polanco' } } },
    ];
    for (const collection of ['membership_plans', 'plan_branches']) {
      const documents = await spec.given(events).documents(collection);
      expect(await spec.given(events, { replayed: true }).documents(collection)).toEqual(documents);
    }
    const once = await spec.given(events).documents('membership_plans');
    expect(once[0]).toMatchObject({ price: 1199, name: 'Plus Max', nameSort: 'plus max', isActive: false });
    expect(once[1]).toMatchObject({ branchId: 'b2', isActive: true });
  });
});

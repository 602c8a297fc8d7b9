import { specFor } from '../../../testing/given-when-then.js';
import { planAggregate } from './plan.aggregate.js';
import type { PlanDetails, PlanEvent } from './plan.events.js';

const details: PlanDetails = {
  name: 'Plus',
  description: '12 clases al mes',
  price: 1099,
  duration: 30,
  maxClasses: 12,
  features: ['Vendas incluidas', 'Evaluación física'],
  branchId: 'b1',
};
const created: PlanEvent = { type: 'PlanCreated', data: { planId: 'p1', ...details } };
const deactivated: PlanEvent = { type: 'PlanDeactivated', data: { planId: 'p1' } };
const spec = specFor(planAggregate);

describe('plan decider', () => {
  it('creates a plan once, and a duplicate says where it came from', () => {
    spec([]).when({ type: 'CreatePlan', planId: 'p1', details }).then([created]);
    spec([])
      .when({ type: 'CreatePlan', planId: 'p2', details: { ...details, branchId: 'b2' }, duplicatedFrom: 'p1' })
      .then([{ type: 'PlanCreated', data: { planId: 'p2', ...details, branchId: 'b2', duplicatedFrom: 'p1' } }]);
    spec([created]).when({ type: 'CreatePlan', planId: 'p1', details }).thenThrows('PLAN.ALREADY_EXISTS');
  });

  it('records only what an edit changes, features compared as a list, and nothing for no change', () => {
    spec([created])
      .when({
        type: 'UpdatePlan',
        changes: { name: 'Plus', price: 1199, maxClasses: null, features: ['Vendas incluidas', 'Evaluación física'] },
      })
      .then([{ type: 'PlanUpdated', data: { planId: 'p1', changes: { price: 1199, maxClasses: null } } }]);
    spec([created])
      .when({ type: 'UpdatePlan', changes: { features: ['Evaluación física', 'Vendas incluidas'] } })
      .then([
        {
          type: 'PlanUpdated',
          data: { planId: 'p1', changes: { features: ['Evaluación física', 'Vendas incluidas'] } },
        },
      ]);
    spec([created])
      .when({ type: 'UpdatePlan', changes: { ...details }, isActive: true })
      .then([]);
  });

  it('deactivates and reactivates through the switch, and DELETE deactivates once', () => {
    spec([created]).when({ type: 'UpdatePlan', changes: {}, isActive: false }).then([deactivated]);
    spec([created, deactivated])
      .when({ type: 'UpdatePlan', changes: { price: 999 }, isActive: true })
      .then([
        { type: 'PlanUpdated', data: { planId: 'p1', changes: { price: 999 } } },
        { type: 'PlanReactivated', data: { planId: 'p1' } },
      ]);
    spec([created]).when({ type: 'DeactivatePlan' }).then([deactivated]);
    spec([created, deactivated]).when({ type: 'DeactivatePlan' }).then([]);
  });

  it('moves a plan to another branch as one of its changes', () => {
    spec([created])
      .when({ type: 'UpdatePlan', changes: { branchId: 'b2', name: 'Plus' } })
      .then([{ type: 'PlanUpdated', data: { planId: 'p1', changes: { branchId: 'b2' } } }]);
  });

  it('answers 404 for a plan that does not exist', () => {
    spec([])
      .when({ type: 'UpdatePlan', changes: { price: 1 } })
      .thenThrows('PLAN.NOT_FOUND');
    spec([]).when({ type: 'DeactivatePlan' }).thenThrows('PLAN.NOT_FOUND');
  });

  it('answers the public DTO, active or not', () => {
    const meta = { occurredAt: '2026-01-01T00:00:00.000Z', revision: 0 };
    const state = [created, deactivated].reduce(
      (current, event) => planAggregate.evolve(current, event, meta),
      planAggregate.initial,
    );
    expect(planAggregate.toDto(state)).toMatchObject({ id: 'p1', ...details, branch: null, isActive: false });
    const copy = planAggregate.evolve(
      planAggregate.initial,
      { type: 'PlanCreated', data: { planId: 'p2', ...details, duplicatedFrom: 'p1' } },
      meta,
    );
    expect(planAggregate.toDto(copy)).toEqual({
      id: 'p2',
      ...details,
      branch: null,
      isActive: true,
      createdAt: meta.occurredAt,
      updatedAt: meta.occurredAt,
    });
    expect(planAggregate.toDto(planAggregate.initial)).toBeNull();
  });
});

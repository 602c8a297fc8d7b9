import type { MembershipPlanDto } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { PlanDetails, PlanEvent } from './plan.events.js';

export type PlanState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'inactive';
      readonly id: string;
      readonly details: PlanDetails;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

export type PlanCommand =
  | {
      readonly type: 'CreatePlan';
      readonly planId: string;
      readonly details: PlanDetails;
      readonly duplicatedFrom?: string;
    }
  /** An edit: changed fields and/or the active switch, recorded together or not at all. */
  | { readonly type: 'UpdatePlan'; readonly changes: Partial<PlanDetails>; readonly isActive?: boolean }
  /** DELETE: deactivates (spec §4); a plan already inactive records nothing. */
  | { readonly type: 'DeactivatePlan' };

type Existing = Extract<PlanState, { status: 'active' | 'inactive' }>;

function existing(state: PlanState): Existing {
  if (state.status === 'none') throw notFound('PLAN.NOT_FOUND');
  return state;
}

const sameFeatures = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((feature, index) => feature === b[index]);

/** The fields an edit changes, compared by value (features as an ordered list). */
function changedDetails(current: PlanDetails, requested: Partial<PlanDetails>): Partial<PlanDetails> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(requested) as [keyof PlanDetails, unknown][]) {
    if (value === undefined) continue;
    const before = current[key];
    const same =
      key === 'features' ? sameFeatures(before as readonly string[], value as readonly string[]) : before === value;
    if (!same) changes[key] = value;
  }
  return changes as Partial<PlanDetails>;
}

function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'CreatePlan': {
      if (state.status !== 'none') throw conflict('PLAN.ALREADY_EXISTS');
      const from = command.duplicatedFrom === undefined ? {} : { duplicatedFrom: command.duplicatedFrom };
      return [{ type: 'PlanCreated', data: { planId: command.planId, ...command.details, ...from } }];
    }
    case 'UpdatePlan': {
      const found = existing(state);
      const changes = changedDetails(found.details, command.changes);
      const events: PlanEvent[] = [];
      if (Object.keys(changes).length > 0) events.push({ type: 'PlanUpdated', data: { planId: found.id, changes } });
      if (command.isActive === true && found.status === 'inactive')
        events.push({ type: 'PlanReactivated', data: { planId: found.id } });
      if (command.isActive === false && found.status === 'active')
        events.push({ type: 'PlanDeactivated', data: { planId: found.id } });
      return events;
    }
    case 'DeactivatePlan': {
      const found = existing(state);
      return found.status === 'active' ? [{ type: 'PlanDeactivated', data: { planId: found.id } }] : [];
    }
  }
}

function evolve(state: PlanState, event: PlanEvent, { occurredAt }: { occurredAt: string }): PlanState {
  if (event.type === 'PlanCreated') {
    const { planId, duplicatedFrom: _from, ...details } = event.data;
    return { status: 'active', id: planId, details, createdAt: occurredAt, updatedAt: occurredAt };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PlanUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, updatedAt: occurredAt };
    case 'PlanDeactivated':
      return { ...state, status: 'inactive', updatedAt: occurredAt };
    case 'PlanReactivated':
      return { ...state, status: 'active', updatedAt: occurredAt };
  }
}

/** The public DTO; `branch` (its current name) is filled in by the read side. */
function toDto(state: PlanState): MembershipPlanDto | null {
  if (state.status === 'none') return null;
  const { details } = state;
  return {
    id: state.id,
    ...details,
    features: [...details.features],
    branch: null,
    isActive: state.status === 'active',
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A membership plan of a branch: created, edited, duplicated and (de)activated by admins; never deleted. */
export const planAggregate = defineAggregate({
  name: 'plan',
  initial: { status: 'none' } as PlanState,
  decide,
  evolve,
  toDto,
});

import type { ClassDto, ClassScheduleSlot } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, definedOnly, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { ClassDetails, ClassEvent } from './class.events.js';

export type ClassState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly id: string }
  | {
      readonly status: 'active' | 'inactive';
      readonly id: string;
      readonly details: ClassDetails;
      readonly schedules: readonly ClassScheduleSlot[];
      readonly createdAt: string;
      readonly updatedAt: string;
    };

export type ClassCommand =
  | { readonly type: 'CreateClass'; readonly classId: string; readonly details: ClassDetails }
  /** An edit: changed fields and/or the active toggle, recorded together or not at all. */
  | { readonly type: 'UpdateClass'; readonly changes: Partial<ClassDetails>; readonly isActive?: boolean }
  /** Replaces the whole weekly timetable (already validated: valid slots, none overlapping). */
  | { readonly type: 'SetClassSchedules'; readonly schedules: readonly ClassScheduleSlot[] }
  | { readonly type: 'DeleteClass' };

type Existing = Extract<ClassState, { status: 'active' | 'inactive' }>;

function existing(state: ClassState): Existing {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('CLASS.NOT_FOUND');
  return state;
}

/**
 * The sample-class rules on a whole class (a new one, or an edit merged with what it was): a sample
 * class is free and says what the visitor gets; any other class has no sample description.
 */
function withSampleRules(details: ClassDetails): ClassDetails {
  if (!details.isSampleClass) return { ...details, sampleClassDescription: null };
  if (details.sampleClassDescription === null || details.sampleClassDescription === '') {
    throw invalidField('VALIDATION.REQUIRED', 'sampleClassDescription');
  }
  return { ...details, price: 0 };
}

/** Day, then start, then end: the one order a timetable is kept and shown in. */
export function sortedSchedules(slots: readonly ClassScheduleSlot[]): ClassScheduleSlot[] {
  return [...slots]
    .map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))
    .sort(
      (a, b) =>
        a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime),
    );
}

const sameSchedules = (a: readonly ClassScheduleSlot[], b: readonly ClassScheduleSlot[]): boolean =>
  a.length === b.length &&
  a.every(
    (slot, index) =>
      slot.dayOfWeek === b[index]?.dayOfWeek &&
      slot.startTime === b[index]?.startTime &&
      slot.endTime === b[index]?.endTime,
  );

function decide(command: ClassCommand, state: ClassState): ClassEvent[] {
  switch (command.type) {
    case 'CreateClass':
      if (state.status !== 'none') throw conflict('CLASS.ALREADY_EXISTS');
      return [{ type: 'ClassCreated', data: { classId: command.classId, ...withSampleRules(command.details) } }];
    case 'UpdateClass': {
      const found = existing(state);
      const merged = withSampleRules({ ...found.details, ...definedOnly(command.changes) });
      const changes = changedFields(found.details, merged);
      const events: ClassEvent[] = [];
      if (!isEmpty(changes)) events.push({ type: 'ClassUpdated', data: { classId: found.id, changes } });
      if (command.isActive === true && found.status === 'inactive')
        events.push({ type: 'ClassActivated', data: { classId: found.id } });
      if (command.isActive === false && found.status === 'active')
        events.push({ type: 'ClassDeactivated', data: { classId: found.id } });
      return events;
    }
    case 'SetClassSchedules': {
      const found = existing(state);
      const schedules = sortedSchedules(command.schedules);
      return sameSchedules(found.schedules, schedules)
        ? []
        : [{ type: 'ClassSchedulesSet', data: { classId: found.id, schedules } }];
    }
    case 'DeleteClass':
      return [{ type: 'ClassDeleted', data: { classId: existing(state).id } }];
  }
}

function evolve(state: ClassState, event: ClassEvent, { occurredAt }: { occurredAt: string }): ClassState {
  if (event.type === 'ClassCreated') {
    const { classId, ...details } = event.data;
    return { status: 'active', id: classId, details, schedules: [], createdAt: occurredAt, updatedAt: occurredAt };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'ClassUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, updatedAt: occurredAt };
    case 'ClassActivated':
      return { ...state, status: 'active', updatedAt: occurredAt };
    case 'ClassDeactivated':
      return { ...state, status: 'inactive', updatedAt: occurredAt };
    case 'ClassSchedulesSet':
      return { ...state, schedules: event.data.schedules, updatedAt: occurredAt };
    case 'ClassDeleted':
      return { status: 'deleted', id: state.id };
  }
}

/** The public DTO; `instructor` and `branch` (current names) are filled in by the read side. */
function toDto(state: ClassState): ClassDto | null {
  if (state.status === 'none' || state.status === 'deleted') return null;
  const { details } = state;
  return {
    id: state.id,
    ...details,
    instructor: null,
    branch: null,
    isActive: state.status === 'active',
    schedules: state.schedules,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A class of the studio: created, edited and toggled by admins, with a weekly timetable; deleting ends it. */
export const classAggregate = defineAggregate({
  name: 'class',
  initial: { status: 'none' } as ClassState,
  decide,
  evolve,
  toDto,
});

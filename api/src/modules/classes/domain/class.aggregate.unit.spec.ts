import { specFor } from '../../../testing/given-when-then.js';
import { classAggregate } from './class.aggregate.js';
import type { ClassDetails, ClassEvent } from './class.events.js';

const details: ClassDetails = {
  name: 'Box',
  description: 'Técnica y sparring',
  duration: 60,
  maxCapacity: 12,
  price: 150,
  instructorId: 'u1',
  branchId: 'b1',
  isSampleClass: false,
  sampleClassDescription: null,
};
const created: ClassEvent = { type: 'ClassCreated', data: { classId: 'c1', ...details } };
const deactivated: ClassEvent = { type: 'ClassDeactivated', data: { classId: 'c1' } };
const deleted: ClassEvent = { type: 'ClassDeleted', data: { classId: 'c1' } };
const spec = specFor(classAggregate);

describe('class decider', () => {
  it('creates a class that does not exist yet, without a sample description unless it is a sample class', () => {
    spec([])
      .when({ type: 'CreateClass', classId: 'c1', details: { ...details, sampleClassDescription: 'ignored' } })
      .then([created]);
  });

  it('makes a sample class free and requires its description', () => {
    const sample = { ...details, isSampleClass: true, sampleClassDescription: 'Tu primera clase', price: 300 };
    spec([])
      .when({ type: 'CreateClass', classId: 'c1', details: sample })
      .then([{ type: 'ClassCreated', data: { classId: 'c1', ...sample, price: 0 } }]);
    spec([])
      .when({ type: 'CreateClass', classId: 'c1', details: { ...sample, sampleClassDescription: null } })
      .thenThrows('VALIDATION.REQUIRED');
  });

  it('refuses to create a class twice, even after its deletion', () => {
    spec([created]).when({ type: 'CreateClass', classId: 'c1', details }).thenThrows('CLASS.ALREADY_EXISTS');
    spec([created, deleted]).when({ type: 'CreateClass', classId: 'c1', details }).thenThrows('CLASS.ALREADY_EXISTS');
  });

  it('records only the fields an edit really changes, and nothing for an edit that changes nothing', () => {
    spec([created])
      .when({ type: 'UpdateClass', changes: { name: 'Box', duration: 90, description: null } })
      .then([{ type: 'ClassUpdated', data: { classId: 'c1', changes: { duration: 90, description: null } } }]);
    spec([created])
      .when({ type: 'UpdateClass', changes: { name: 'Box', price: 150, instructorId: undefined } })
      .then([]);
    spec([created]).when({ type: 'UpdateClass', changes: {}, isActive: true }).then([]);
  });

  it('toggles with its own events, together with changed fields', () => {
    spec([created]).when({ type: 'UpdateClass', changes: {}, isActive: false }).then([deactivated]);
    spec([created, deactivated])
      .when({ type: 'UpdateClass', changes: { maxCapacity: 20 }, isActive: true })
      .then([
        { type: 'ClassUpdated', data: { classId: 'c1', changes: { maxCapacity: 20 } } },
        { type: 'ClassActivated', data: { classId: 'c1' } },
      ]);
  });

  it('validates the merged class: turning a class into a sample class needs a description and makes it free', () => {
    spec([created])
      .when({ type: 'UpdateClass', changes: { isSampleClass: true } })
      .thenThrows('VALIDATION.REQUIRED');
    spec([created])
      .when({ type: 'UpdateClass', changes: { isSampleClass: true, sampleClassDescription: 'Gratis' } })
      .then([
        {
          type: 'ClassUpdated',
          data: { classId: 'c1', changes: { isSampleClass: true, sampleClassDescription: 'Gratis', price: 0 } },
        },
      ]);
  });

  it('keeps a sample class free, and clears the description when it stops being one', () => {
    const sample: ClassEvent = {
      type: 'ClassCreated',
      data: { classId: 'c1', ...details, price: 0, isSampleClass: true, sampleClassDescription: 'Gratis' },
    };
    spec([sample])
      .when({ type: 'UpdateClass', changes: { price: 99 } })
      .then([]);
    spec([sample])
      .when({ type: 'UpdateClass', changes: { isSampleClass: false, price: 120 } })
      .then([
        {
          type: 'ClassUpdated',
          data: { classId: 'c1', changes: { isSampleClass: false, sampleClassDescription: null, price: 120 } },
        },
      ]);
  });

  it('replaces the timetable in day and time order, and records nothing for the same timetable', () => {
    const schedules = [
      { dayOfWeek: 3, startTime: '19:00', endTime: '20:00' },
      { dayOfWeek: 1, startTime: '19:00', endTime: '20:00' },
      { dayOfWeek: 1, startTime: '07:00', endTime: '08:00' },
    ] as const;
    const ordered = [schedules[2], schedules[1], schedules[0]];
    const set: ClassEvent = { type: 'ClassSchedulesSet', data: { classId: 'c1', schedules: ordered } };
    spec([created]).when({ type: 'SetClassSchedules', schedules }).then([set]);
    spec([created, set])
      .when({ type: 'SetClassSchedules', schedules: [...schedules].reverse() })
      .then([]);
    spec([created, set])
      .when({ type: 'SetClassSchedules', schedules: [] })
      .then([{ type: 'ClassSchedulesSet', data: { classId: 'c1', schedules: [] } }]);
  });

  it('deletes a class; afterwards every command is not found', () => {
    spec([created]).when({ type: 'DeleteClass' }).then([deleted]);
    spec([created, deleted]).when({ type: 'DeleteClass' }).thenThrows('CLASS.NOT_FOUND');
    spec([created, deleted])
      .when({ type: 'UpdateClass', changes: { name: 'x' } })
      .thenThrows('CLASS.NOT_FOUND');
    spec([created, deleted]).when({ type: 'SetClassSchedules', schedules: [] }).thenThrows('CLASS.NOT_FOUND');
    spec([]).when({ type: 'UpdateClass', changes: {}, isActive: false }).thenThrows('CLASS.NOT_FOUND');
  });

  it('answers the public DTO an auditor sees, and null once deleted', () => {
    const history: [ClassEvent, string][] = [
      [created, '2026-01-01T10:00:00.000Z'],
      [
        { type: 'ClassUpdated', data: { classId: 'c1', changes: { name: 'Box Avanzado' } } },
        '2026-02-01T10:00:00.000Z',
      ],
      [
        {
          type: 'ClassSchedulesSet',
          data: { classId: 'c1', schedules: [{ dayOfWeek: 1, startTime: '07:00', endTime: '08:00' }] },
        },
        '2026-02-02T10:00:00.000Z',
      ],
      [deactivated, '2026-03-01T10:00:00.000Z'],
    ];
    const fold = (events: [ClassEvent, string][]) =>
      events.reduce(
        (current, [event, occurredAt], revision) => classAggregate.evolve(current, event, { occurredAt, revision }),
        classAggregate.initial,
      );
    expect(classAggregate.toDto(fold(history))).toEqual({
      id: 'c1',
      ...details,
      name: 'Box Avanzado',
      instructor: null,
      branch: null,
      isActive: false,
      schedules: [{ dayOfWeek: 1, startTime: '07:00', endTime: '08:00' }],
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(classAggregate.toDto(fold([...history, [deleted, '2026-04-01T10:00:00.000Z']]))).toBeNull();
    expect(classAggregate.toDto(classAggregate.initial)).toBeNull();
  });
});

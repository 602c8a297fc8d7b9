import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { classesProjection } from './classes.projection.js';

const details = {
  name: 'Cardio Box',
  description: 'Circuito de alta intensidad',
  duration: 45,
  maxCapacity: 20,
  price: 120,
  instructorId: 'u1',
  branchId: 'b1',
  isSampleClass: false,
  sampleClassDescription: null,
};
const created = (classId: string, occurredAt = '2026-01-01T10:00:00.000Z'): GivenEvent => ({
  type: 'ClassCreated',
  data: { classId, ...details },
  occurredAt,
});
const instructor: GivenEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'INSTRUCTOR',
    name: 'Daniela Ortega',
    email: 'daniela@boxstudio.mx',
    phone: null,
    branchId: 'b1',
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  },
};
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
const spec = projectionSpecFor(classesProjection);

describe('classes projection', () => {
  it('keeps a new class active, without a timetable, with its search fold', async () => {
    await spec.given([created('c1')]).thenDocument('classes', 'c1', {
      ...details,
      isActive: true,
      isDeleted: false,
      schedules: [],
      searchText: 'cardio box\ncircuito de alta intensidad',
      createdAt: '2026-01-01T10:00:00.000Z',
      createdSeq: 1,
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it('keeps a class without a branch of its own (offered at every branch) with a null branch', async () => {
    await spec
      .given([{ type: 'ClassCreated', data: { classId: 'c1', ...details, branchId: null } }])
      .thenDocument('classes', 'c1', { branchId: null, isActive: true });
  });

  it('follows edits (refolding the search text), the toggle, the timetable and the deletion', async () => {
    const schedules = [{ dayOfWeek: 1, startTime: '07:00', endTime: '07:45' }];
    const events: GivenEvent[] = [
      created('c1'),
      {
        type: 'ClassUpdated',
        data: { classId: 'c1', changes: { name: 'Cárdio Box Plus', price: 130 } },
        occurredAt: '2026-02-01T10:00:00.000Z',
      },
      { type: 'ClassDeactivated', data: { classId: 'c1' } },
      { type: 'ClassSchedulesSet', data: { classId: 'c1', schedules } },
    ];
    await spec.given(events).thenDocument('classes', 'c1', {
      name: 'Cárdio Box Plus',
      price: 130,
      searchText: 'cardio box plus\ncircuito de alta intensidad',
      isActive: false,
      schedules,
    });
    await spec
      .given([...events, { type: 'ClassUpdated', data: { classId: 'c1', changes: { description: null } } }])
      .thenDocument('classes', 'c1', { searchText: 'cardio box plus' });
    await spec
      .given([...events, { type: 'ClassDeleted', data: { classId: 'c1' } }])
      .thenDocument('classes', 'c1', { isDeleted: true });
  });

  it('keeps the names classes show current: renames count, deactivations do not', async () => {
    const events: GivenEvent[] = [
      instructor,
      branch,
      created('c1'),
      {
        type: 'UserProfileUpdated',
        data: { userId: 'u1', changes: { name: 'Daniela Ortega Ruiz', phone: '+52 55 1111 2222' } },
      },
      { type: 'UserDeactivated', data: { userId: 'u1' } },
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { name: 'Polanco', city: 'Ciudad de México' } } },
      { type: 'BranchDeactivated', data: { branchId: 'b1' } },
    ];
    const given = spec.given(events);
    await given.thenDocuments('class_people', [
      { _id: 'u1', name: 'Daniela Ortega Ruiz', email: 'daniela@boxstudio.mx' },
    ]);
    await given.thenDocuments('class_branches', [{ _id: 'b1', name: 'Polanco' }]);
    await given.thenDocument('classes', 'c1', { isActive: true, instructorId: 'u1', branchId: 'b1' });
  });

  it('changes nothing when the log is delivered twice', async () => {
    const events: GivenEvent[] = [
      instructor,
      branch,
      created('c1'),
      created('c2', '2026-01-02T10:00:00.000Z'),
      { type: 'ClassUpdated', data: { classId: 'c1', changes: { name: 'Box' } } },
      { type: 'ClassDeactivated', data: { classId: 'c1' } },
      { type: 'ClassActivated', data: { classId: 'c1' } },
      { type: 'ClassDeleted', data: { classId: 'c2' } },
      { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { email: 'dani@boxstudio.mx' } } },
    ];
    for (const collection of ['classes', 'class_people', 'class_branches']) {
      const once = await spec.given(events).documents(collection);
      expect(await spec.given(events, { replayed: true }).documents(collection)).toEqual(once);
    }
    const classes = await spec.given(events, { replayed: true }).documents('classes');
    expect(classes).toEqual([
      expect.objectContaining({ _id: 'c1', name: 'Box', isActive: true }),
      expect.objectContaining({ _id: 'c2', isDeleted: true }),
    ]);
  });
});

import { fieldChanges } from './field-changes.js';

describe('fieldChanges', () => {
  it('lists only the fields that changed, timestamps like any other', () => {
    const before = {
      id: 'm1',
      endDate: '2026-04-01T06:00:00.000Z',
      status: 'ACTIVE',
      updatedAt: '2026-03-01T10:00:00Z',
    };
    const after = { ...before, endDate: '2026-05-01T06:00:00.000Z', updatedAt: '2026-03-20T10:00:00Z' };
    expect(fieldChanges(before, after)).toEqual([
      { path: 'endDate', before: '2026-04-01T06:00:00.000Z', after: '2026-05-01T06:00:00.000Z' },
      { path: 'updatedAt', before: '2026-03-01T10:00:00Z', after: '2026-03-20T10:00:00Z' },
    ]);
  });

  it('lists nothing when nothing changed, however deep the fields', () => {
    const state = {
      id: 'c1',
      branch: { id: 'b1', name: 'Condesa' },
      schedules: [{ dayOfWeek: 1, startTime: '07:00' }],
    };
    expect(fieldChanges(state, structuredClone(state))).toEqual([]);
  });

  it('names a nested field by its dotted path', () => {
    const before = { membershipPlan: { id: 'p1', name: 'Mensual', price: 800 } };
    const after = { membershipPlan: { id: 'p1', name: 'Mensual Plus', price: 800 } };
    expect(fieldChanges(before, after)).toEqual([
      { path: 'membershipPlan.name', before: 'Mensual', after: 'Mensual Plus' },
    ]);
  });

  it('walks arrays index by index: a changed element, an added one, a removed one', () => {
    const monday = { dayOfWeek: 1, startTime: '07:00', endTime: '07:50' };
    const before = { schedules: [monday, { dayOfWeek: 3, startTime: '19:00', endTime: '19:50' }] };
    const after = { schedules: [{ ...monday, startTime: '08:00' }] };
    expect(fieldChanges(before, after)).toEqual([
      { path: 'schedules.0.startTime', before: '07:00', after: '08:00' },
      { path: 'schedules.1.dayOfWeek', before: 3 },
      { path: 'schedules.1.startTime', before: '19:00' },
      { path: 'schedules.1.endTime', before: '19:50' },
    ]);
    expect(fieldChanges({ tags: [] }, { tags: ['a'] })).toEqual([{ path: 'tags.0', after: 'a' }]);
  });

  it('gives a field that appears no `before`, and one removed no `after`', () => {
    const changes = fieldChanges({ id: 'r1', attendance: 'ATTENDED' }, { id: 'r1', frozenUntil: '2026-05-01' });
    expect(changes).toEqual([
      { path: 'attendance', before: 'ATTENDED' },
      { path: 'frozenUntil', after: '2026-05-01' },
    ]);
    expect(changes[0]).not.toHaveProperty('after');
    expect(changes[1]).not.toHaveProperty('before');
  });

  it('tells a field set to null from a field that is missing', () => {
    expect(fieldChanges({ cancelledAt: null }, {})).toEqual([{ path: 'cancelledAt', before: null }]);
    expect(fieldChanges({}, { cancelledAt: null })).toEqual([{ path: 'cancelledAt', after: null }]);
    expect(fieldChanges({ cancelledAt: null }, { cancelledAt: '2026-03-01T10:00:00Z' })).toEqual([
      { path: 'cancelledAt', before: null, after: '2026-03-01T10:00:00Z' },
    ]);
    expect(fieldChanges({ cancelledAt: null }, { cancelledAt: null })).toEqual([]);
  });

  it('takes a value that changes kind as one change of the whole value', () => {
    expect(fieldChanges({ user: null }, { user: { id: 'u1', name: 'Ana' } })).toEqual([
      { path: 'user', before: null, after: { id: 'u1', name: 'Ana' } },
    ]);
    expect(fieldChanges({ retail: { itemId: 'i1' } }, { retail: ['i1'] })).toEqual([
      { path: 'retail', before: { itemId: 'i1' }, after: ['i1'] },
    ]);
    expect(fieldChanges({ notes: {} }, {})).toEqual([{ path: 'notes', before: {} }]);
  });

  it('lists every field as appearing on a creation, and as removed on a deletion', () => {
    const created = { id: 'u1', name: 'Ana', branch: { id: 'b1' } };
    expect(fieldChanges(null, created)).toEqual([
      { path: 'id', after: 'u1' },
      { path: 'name', after: 'Ana' },
      { path: 'branch.id', after: 'b1' },
    ]);
    expect(fieldChanges(created, null)).toEqual([
      { path: 'id', before: 'u1' },
      { path: 'name', before: 'Ana' },
      { path: 'branch.id', before: 'b1' },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

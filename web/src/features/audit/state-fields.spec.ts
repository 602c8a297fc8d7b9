import { flattenState } from './state-fields';

describe('flattenState', () => {
  it('opens nested objects and lists of objects into the dotted paths the field changes name', () => {
    expect(
      flattenState({
        name: 'Box 7am',
        isActive: true,
        branch: { id: 'b-1', name: 'Polanco' },
        schedules: [{ dayOfWeek: 1, startTime: '07:00' }],
        features: ['Regaderas', 'Toallas'],
        tags: [],
        phone: null,
      }),
    ).toEqual([
      ['name', 'Box 7am'],
      ['isActive', true],
      ['branch.id', 'b-1'],
      ['branch.name', 'Polanco'],
      ['schedules.0.dayOfWeek', 1],
      ['schedules.0.startTime', '07:00'],
      ['features', ['Regaderas', 'Toallas']],
      ['tags', []],
      ['phone', null],
    ]);
  });
});

import { STEPS } from './testing/fake-api';
import { selectedIndexOf } from './use-selected-step';

describe('selectedIndexOf', () => {
  it('finds the revision the address names, else the latest event', () => {
    expect(selectedIndexOf(STEPS, '1')).toBe(1);
    expect(selectedIndexOf(STEPS, '0')).toBe(0);
    expect(selectedIndexOf(STEPS, null)).toBe(2);
    expect(selectedIndexOf(STEPS, '')).toBe(2);
    expect(selectedIndexOf(STEPS, '9')).toBe(2);
    expect(selectedIndexOf(STEPS, 'uno')).toBe(2);
  });
});

import { wordsOfType } from './audit-words';

describe('wordsOfType', () => {
  it('spells an event type out as words', () => {
    expect(wordsOfType('GizmoPolished')).toBe('Gizmo polished');
    expect(wordsOfType('APIKeyUsed')).toBe('Api key used');
  });
});

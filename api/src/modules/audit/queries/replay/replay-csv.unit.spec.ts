import type { AuditReplayStep } from '@boxstudio/contracts';
import { replayRows } from './replay-csv.js';

function step(revision: number, type: string, state: AuditReplayStep['state']): AuditReplayStep {
  const metadata = { userId: 'admin-1', correlationId: 'c', causationId: 'c', commandType: 'T', occurredAt: 'x' };
  const event = {
    id: `e${revision}`,
    type,
    revision,
    position: 10 + revision,
    recordedAt: `r${revision}`,
    data: {},
    metadata,
  };
  return { event, state, changes: [] };
}

describe('replayRows', () => {
  it('writes a row per event and a column per dotted field, in the order the fields first appear', () => {
    const steps = [
      step(0, 'ClassCreated', { id: 'c1', name: 'Box', type: 'x', branch: null, schedules: [] }),
      step(1, 'ClassSchedulesSet', {
        id: 'c1',
        name: 'Box',
        type: 'x',
        branch: null,
        schedules: [{ dayOfWeek: 1, startTime: '07:00' }],
        isActive: true,
      }),
      step(2, 'ClassDeleted', null),
    ];
    expect(replayRows(steps)).toEqual({
      header: [
        'revision',
        'type',
        'recordedAt',
        'userId',
        'state.id',
        'state.name',
        'state.type',
        'state.branch',
        'state.schedules',
        'state.schedules.0.dayOfWeek',
        'state.schedules.0.startTime',
        'state.isActive',
      ],
      rows: [
        [0, 'ClassCreated', 'r0', 'admin-1', 'c1', 'Box', 'x', null, '[]', null, null, null],
        [1, 'ClassSchedulesSet', 'r1', 'admin-1', 'c1', 'Box', 'x', null, null, 1, '07:00', 'true'],
        [2, 'ClassDeleted', 'r2', 'admin-1', null, null, null, null, null, null, null, null],
      ],
    });
  });
});

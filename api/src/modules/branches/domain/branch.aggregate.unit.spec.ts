import { specFor } from '../../../testing/given-when-then.js';
import { branchAggregate } from './branch.aggregate.js';
import type { BranchDetails, BranchEvent } from './branch.events.js';

const details: BranchDetails = {
  name: 'BoxStudio Polanco',
  address: 'Av. Presidente Masaryk 340',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '11560',
  phone: null,
  email: null,
};
const created: BranchEvent = { type: 'BranchCreated', data: { branchId: 'b1', ...details } };
const deactivated: BranchEvent = { type: 'BranchDeactivated', data: { branchId: 'b1' } };
const spec = specFor(branchAggregate);

describe('branch decider', () => {
  it('creates a branch that does not exist yet', () => {
    spec([]).when({ type: 'CreateBranch', branchId: 'b1', details }).then([created]);
  });

  it('refuses to create a branch twice', () => {
    spec([created]).when({ type: 'CreateBranch', branchId: 'b1', details }).thenThrows('BRANCH.ALREADY_EXISTS');
  });

  it('records only the fields an edit really changes', () => {
    spec([created])
      .when({ type: 'UpdateBranch', changes: { name: 'BoxStudio Polanco', city: 'CDMX Centro' } })
      .then([{ type: 'BranchUpdated', data: { branchId: 'b1', changes: { city: 'CDMX Centro' } } }]);
  });

  it('records nothing for an edit that changes nothing', () => {
    spec([created])
      .when({ type: 'UpdateBranch', changes: { name: details.name } })
      .then([]);
  });

  it('deactivates an active branch and does nothing for an inactive one', () => {
    spec([created]).when({ type: 'DeactivateBranch' }).then([deactivated]);
    spec([created, deactivated]).when({ type: 'DeactivateBranch' }).then([]);
  });

  it('reactivates through the Active switch of an edit, together with the changed fields', () => {
    spec([created, deactivated])
      .when({ type: 'UpdateBranch', changes: { phone: '+52 55 1234-5678' }, isActive: true })
      .then([
        { type: 'BranchUpdated', data: { branchId: 'b1', changes: { phone: '+52 55 1234-5678' } } },
        { type: 'BranchReactivated', data: { branchId: 'b1' } },
      ]);
  });

  it('deactivates through the Active switch of an edit', () => {
    spec([created]).when({ type: 'UpdateBranch', changes: {}, isActive: false }).then([deactivated]);
  });

  it('answers not found for a branch that does not exist', () => {
    spec([])
      .when({ type: 'UpdateBranch', changes: { name: 'x' } })
      .thenThrows('BRANCH.NOT_FOUND');
    spec([]).when({ type: 'DeactivateBranch' }).thenThrows('BRANCH.NOT_FOUND');
  });

  it('answers the public DTO an auditor sees, with the times from the events', () => {
    const history: [BranchEvent, string][] = [
      [created, '2026-01-01T10:00:00.000Z'],
      [{ type: 'BranchUpdated', data: { branchId: 'b1', changes: { city: 'Toluca' } } }, '2026-02-01T10:00:00.000Z'],
      [deactivated, '2026-03-01T10:00:00.000Z'],
    ];
    const state = history.reduce(
      (current, [event, occurredAt], revision) => branchAggregate.evolve(current, event, { occurredAt, revision }),
      branchAggregate.initial,
    );
    expect(branchAggregate.toDto(state)).toEqual({
      id: 'b1',
      ...details,
      city: 'Toluca',
      isActive: false,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(branchAggregate.toDto(branchAggregate.initial)).toBeNull();
  });
});

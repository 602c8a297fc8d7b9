import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { branchesProjection } from './branches.projection.js';

const details = {
  name: 'BoxStudio Querétaro',
  address: 'Av. Zaragoza 10',
  city: 'Querétaro',
  state: 'Querétaro',
  country: 'México',
  postalCode: null,
  phone: null,
  email: null,
};
const created = (branchId: string, name = details.name): GivenEvent => ({
  type: 'BranchCreated',
  data: { branchId, ...details, name },
  occurredAt: '2026-01-01T10:00:00.000Z',
});
const spec = projectionSpecFor(branchesProjection);

describe('branches projection', () => {
  it('keeps a branch with its folds for search, and nothing another module owns', async () => {
    await spec.given([created('b1')]).thenDocument('branches', 'b1', {
      name: 'BoxStudio Querétaro',
      nameSort: 'boxstudio queretaro',
      cityFold: 'queretaro',
      searchText: 'boxstudio queretaro\nqueretaro\nqueretaro',
      isActive: true,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    const [doc] = await spec.given([created('b1')]).documents('branches');
    expect(Object.keys(doc ?? {}).sort()).toEqual([
      '_id',
      'address',
      'city',
      'cityFold',
      'country',
      'createdAt',
      'email',
      'isActive',
      'name',
      'nameSort',
      'phone',
      'postalCode',
      'searchText',
      'state',
      'stateFold',
      'updatedAt',
    ]);
  });

  it('refolds what an edit changed, the search text from the branch as it becomes, and its status', async () => {
    const events: GivenEvent[] = [
      created('b1'),
      {
        type: 'BranchUpdated',
        data: { branchId: 'b1', changes: { name: 'Querétaro Centro' } },
        occurredAt: '2026-02-01T10:00:00.000Z',
      },
      { type: 'BranchDeactivated', data: { branchId: 'b1' } },
    ];
    await spec.given(events).thenDocument('branches', 'b1', {
      name: 'Querétaro Centro',
      nameSort: 'queretaro centro',
      cityFold: 'queretaro',
      searchText: 'queretaro centro\nqueretaro\nqueretaro',
      isActive: false,
    });
  });

  it('changes nothing when the log is delivered twice', async () => {
    const events: GivenEvent[] = [
      created('b1'),
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { city: 'San Juan del Río' } } },
      { type: 'BranchDeactivated', data: { branchId: 'b1' } },
      { type: 'BranchReactivated', data: { branchId: 'b1' } },
    ];
    const once = await spec.given(events).documents('branches');
    expect(await spec.given(events, { replayed: true }).documents('branches')).toEqual(once);
    expect(once[0]).toMatchObject({
      city: 'San Juan del Río',
      cityFold: 'san juan del rio',
      searchText: 'boxstudio queretaro\nsan juan del rio\nqueretaro',
      isActive: true,
    });
  });
});

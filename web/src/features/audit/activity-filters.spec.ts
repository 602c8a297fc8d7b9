import { activityQuery, filtersOf, NO_FILTERS, paramsOf } from './activity-filters';

describe('the activity filters in the address', () => {
  it('reads what the address names, and no filter where it names a kind or a day wrongly', () => {
    expect(filtersOf(new URLSearchParams('aggregate=payment&userId=u-1&correlationId=c-1&from=2026-03-01'))).toEqual({
      aggregate: 'payment',
      userId: 'u-1',
      correlationId: 'c-1',
      from: '2026-03-01',
      to: '',
    });
    expect(filtersOf(new URLSearchParams('aggregate=gizmo&from=01/03/2026&to=ayer'))).toEqual(NO_FILTERS);
  });

  it('writes only the filters set, beside what else the address holds', () => {
    const written = paramsOf(new URLSearchParams('userId=u-1&other=x'), {
      ...NO_FILTERS,
      aggregate: 'user',
      to: '2026-03-05',
    });
    expect(written.toString()).toBe('other=x&aggregate=user&to=2026-03-05');
  });

  it('sends studio days as the instants they start and end at', () => {
    expect(activityQuery({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01T06:00:00.000Z',
      to: '2026-04-01T06:00:00.000Z',
    });
    expect(activityQuery(NO_FILTERS)).toEqual({});
  });
});

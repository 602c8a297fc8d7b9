import { listSort } from './list-sort.js';

const KEYS = { name: ['nameSort'], coach: ['coachSort'], price: ['price'] } as const;

describe('listSort', () => {
  it('sorts on the fields a sortable field names, in the asked direction, then by id', () => {
    expect(listSort({ sort: 'name' }, KEYS, { createdSeq: -1 })).toEqual({ nameSort: 1, _id: 1 });
    expect(listSort({ sort: 'price', order: 'desc' }, KEYS, { createdSeq: -1 })).toEqual({ price: -1, _id: 1 });
    expect(Object.keys(listSort({ sort: 'coach', order: 'asc' }, KEYS, {}))).toEqual(['coachSort', '_id']);
  });

  it("keeps the list's own order without a sort field, also ending by id", () => {
    expect(listSort({}, KEYS, { price: 1, nameSort: 1 })).toEqual({ price: 1, nameSort: 1, _id: 1 });
    expect(listSort({ order: 'desc' }, KEYS, { createdSeq: -1 })).toEqual({ createdSeq: -1, _id: 1 });
  });
});

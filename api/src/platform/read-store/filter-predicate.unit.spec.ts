import { compileFilter, mingoPredicate } from './filter-predicate.js';
import type { Doc, Filter } from './read-store.port.js';

/** Values of every kind a search meets: strings, missing, null, numbers, arrays, nested objects. */
const DOCS: Doc[] = [
  { _id: '1', nameSort: 'centro norte', cityFold: 'lerma', n: 3 },
  { _id: '2', nameSort: 'sur', cityFold: 'centro historico', n: 7 },
  { _id: '3', nameSort: ['plaza centro', 'sur'], cityFold: null },
  { _id: '4', cityFold: 'toluca', n: '3' },
  { _id: '5', nameSort: { text: 'centro' }, cityFold: ['centro'] },
  { _id: '6', nameSort: 42, cityFold: 'CENTRO', nested: { city: 'centro' } },
  { _id: '7', nameSort: 'Centro', cityFold: 'lerma', nested: [{ city: 'centro' }] },
];

const FILTERS: Filter[] = [
  { nameSort: { $regex: 'centro' } },
  { nameSort: { $regex: 'CENTRO', $options: 'i' } },
  { $or: [{ nameSort: { $regex: 'centro' } }, { cityFold: { $regex: 'centro' } }] },
  { $or: [{ nameSort: { $regex: 'centro' } }, { cityFold: { $regex: 'centro' } }], n: { $gte: 3 } },
  { $and: [{ nameSort: { $regex: '^c' } }, { cityFold: 'lerma' }] },
  { $nor: [{ nameSort: { $regex: 'sur' } }, { n: 3 }] },
  { 'nested.city': { $regex: 'cent' } },
  { $or: [{ 'nested.city': { $regex: 'cent' } }, { n: { $in: [7, '3'] } }] },
];

describe('compileFilter', () => {
  it('answers every document as mingo does, also where a search meets arrays, objects and other types', () => {
    for (const filter of FILTERS) {
      const compiled = compileFilter(filter);
      const reference = mingoPredicate(filter);
      const context = JSON.stringify(filter);
      expect({ context, matches: DOCS.filter(compiled).map((doc) => doc._id) }).toEqual({
        context,
        matches: DOCS.filter(reference).map((doc) => doc._id),
      });
    }
  });
});
